/**
 * The API as main.ts runs it on one PostgreSQL database: one process (WORKERS=1), or N processes on one port (node's
 * cluster, each worker accepting on the shared socket, as WORKERS=N does). Each builds the app as run.ts does (no
 * start-up jobs: the benchmark database is already migrated and loaded), listens on SERVE_PORT of 127.0.0.1 and adds
 * descriptors of the socket as startPortal does (http/wideAccept.ts). 'ready' goes to the parent (IPC) once every
 * process listens.
 */
import cluster from 'node:cluster';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '@portal/server';
import { loadConfig } from '@portal/server/config.ts';
import { openDb } from '@portal/server/db/index.ts';
import { MemoryStorage } from '@portal/server/files/storage.ts';
import { startAuditLinker } from '@portal/server/audit/linker.ts';
import { EXTRA_ACCEPT_HANDLES, wideAccept } from '@portal/server/http/wideAccept.ts';

const workers = Number(process.env.SERVE_WORKERS || 1);
const port = Number(process.env.SERVE_PORT);
const databaseUrl = process.env.SERVE_DATABASE_URL!;

if (workers > 1 && cluster.isPrimary) {
  // Each worker listens on the socket itself (as main.ts runs WORKERS=N), with more descriptors of it (wideAccept).
  // SERVE_SCHED=rr: the primary's round robin instead, for an A/B (bench/README.md, "New connections at the deadline").
  if (process.env.SERVE_SCHED !== 'rr') cluster.schedulingPolicy = cluster.SCHED_NONE;
  let ready = 0;
  for (let i = 0; i < workers; i++) {
    cluster.fork().on('message', (message) => {
      if (message === 'ready' && ++ready === workers) process.send?.('ready');
      if (typeof message === 'object' && message?.kind === 'loop') loopAnswers.push(message);
    });
  }
  // The parent asks each worker's event-loop delay since the last ask (`loop`); the answer is every worker's figures.
  let loopAnswers: { p99: number; max: number }[] = [];
  process.on('message', (message) => {
    if (message !== 'loop') return;
    loopAnswers = [];
    const asked = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    for (const worker of asked) worker.send('loop');
    const wait = setInterval(() => {
      if (loopAnswers.length < asked.length) return;
      clearInterval(wait);
      process.send?.({ kind: 'loop', workers: loopAnswers });
    }, 5);
  });
  process.once('SIGTERM', async () => {
    // Each worker ends (and writes its profile, SERVE_CPU_PROFILE) before the primary says it has stopped.
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const ended = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers) worker.kill();
    await Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    process.exit(0);
  });
} else {
  await startApp();
}

/** The app in this process: a cluster's worker, or with one process the process itself (as main.ts runs WORKERS=1). */
async function startApp() {
  // How long a call waited for one of the pool's connections (node-postgres's Pool.connect, which query() uses too).
  const poolWait = createHistogram();
  const connect = pg.Pool.prototype.connect as (this: pg.Pool, callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | void;
  pg.Pool.prototype.connect = function (this: pg.Pool, callback?: (...args: unknown[]) => void) {
    const asked = process.hrtime.bigint();
    const record = () => poolWait.record(Math.max(1, Number(process.hrtime.bigint() - asked)));
    if (callback) return connect.call(this, (...args: unknown[]) => (record(), callback(...args)));
    return (connect.call(this) as Promise<pg.PoolClient>).then((client) => (record(), client));
  } as typeof pg.Pool.prototype.connect;
  // SERVE_CPU_PROFILE=dir: a CPU profile of this worker, written to dir when it is told to stop.
  if (process.env.SERVE_CPU_PROFILE) {
    const { Session } = await import('node:inspector/promises');
    const { writeFileSync } = await import('node:fs');
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    process.once('SIGTERM', async () => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(`${process.env.SERVE_CPU_PROFILE}/app-${process.pid}.cpuprofile`, JSON.stringify(profile));
      process.exit(0);
    });
  }
  // Each answer says when this process's event loop reached its request (the time the app stamps as its arrival, in
  // the same turn of the loop), so the benchmark can place a late request: on its way, or in the app.
  // Behind nginx (BURST_PROXY), the proxy's stamp goes back too (x-stamp).
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    response.setHeader('x-arrival', String(Date.now()));
    const stamp = request.headers['x-request-start'];
    if (typeof stamp === 'string') response.setHeader('x-stamp', stamp);
  });
  const config = { ...loadConfig({ DB_POOL_SIZE: process.env.DB_POOL_SIZE, SESSION_CACHE_MS: process.env.SESSION_CACHE_MS, ARRIVAL_FROM_PROXY: process.env.ARRIVAL_FROM_PROXY }), webDist: undefined, seedDemo: false, demoMode: false };
  const db = await openDb({ databaseUrl, dataDir: '', poolSize: config.dbPoolSize });
  // BURST_LOG=1 (the quotation burst) prints the app's errors.
  // Every client of the benchmark comes from 127.0.0.1: the live streams' cap per client address is lifted (the
  // quotation burst opens a stream per supplier, 500 from the one address).
  const app = await buildApp({ db, storage: new MemoryStorage(), config, logger: process.env.BURST_LOG ? { level: 'error' } : false, live: { perAddress: 100_000 } });
  // The audit chain's linker, as every process of a deployment runs it (portal.ts).
  startAuditLinker(db, app.log);
  await app.listen({ host: '127.0.0.1', port });
  // As startPortal does: more than one new connection accepted a turn of the event loop (SERVE_ACCEPT_HANDLES: how many more, for an A/B).
  await wideAccept(app.server, Number(process.env.SERVE_ACCEPT_HANDLES ?? EXTRA_ACCEPT_HANDLES));
  // How long the event loop was late since the parent last asked (a request waiting behind work in this process).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on('message', (message) => {
    if (message !== 'loop') return;
    const figures = { kind: 'loop', p99: loop.percentile(99) / 1e6, max: loop.max / 1e6, poolP99: poolWait.percentile(99) / 1e6, poolMax: poolWait.max / 1e6 };
    // A worker answers its primary; the one process answers the benchmark with its figures as the only worker's.
    process.send?.(cluster.isWorker ? figures : { kind: 'loop', workers: [figures] });
    loop.reset();
    poolWait.reset();
  });
  process.send?.('ready');
}
