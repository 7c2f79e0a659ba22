/**
 * The API as N processes on one port and one PostgreSQL database (node's cluster, as WORKERS=N does), for the
 * benchmark's "several processes" part. Each worker builds the app as run.ts does (no start-up jobs: the
 * benchmark database is already migrated and loaded) and listens on SERVE_PORT of 127.0.0.1. The primary
 * sends 'ready' to its parent (IPC) once every worker listens.
 */
import cluster from 'node:cluster';
import { buildApp } from '@portal/server';
import { loadConfig } from '@portal/server/config.ts';
import { openDb } from '@portal/server/db/index.ts';
import { MemoryStorage } from '@portal/server/files/storage.ts';
import { startAuditLinker } from '@portal/server/audit/linker.ts';

const workers = Number(process.env.SERVE_WORKERS || 1);
const port = Number(process.env.SERVE_PORT);
const databaseUrl = process.env.SERVE_DATABASE_URL!;

if (cluster.isPrimary) {
  let ready = 0;
  for (let i = 0; i < workers; i++) {
    cluster.fork().on('message', (message) => {
      if (message === 'ready' && ++ready === workers) process.send?.('ready');
    });
  }
  process.once('SIGTERM', async () => {
    // Each worker ends (and writes its profile, SERVE_CPU_PROFILE) before the primary says it has stopped.
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const ended = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers) worker.kill();
    await Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    process.exit(0);
  });
} else {
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
  const config = { ...loadConfig({ DB_POOL_SIZE: process.env.DB_POOL_SIZE }), webDist: undefined, seedDemo: false, demoMode: false };
  const db = await openDb({ databaseUrl, dataDir: '', poolSize: config.dbPoolSize });
  // BURST_LOG=1 (the quotation burst) prints the app's errors.
  // Every client of the benchmark comes from 127.0.0.1: the live streams' cap per client address is lifted (the
  // quotation burst opens a stream per supplier, 500 from the one address).
  const app = await buildApp({ db, storage: new MemoryStorage(), config, logger: process.env.BURST_LOG ? { level: 'error' } : false, live: { perAddress: 100_000 } });
  // The audit chain's linker, as every process of a deployment runs it (portal.ts).
  startAuditLinker(db, app.log);
  await app.listen({ host: '127.0.0.1', port });
  process.send?.('ready');
}
