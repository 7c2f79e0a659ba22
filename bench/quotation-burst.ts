/**
 * Burst benchmark of quotation rounds (see README.md, "Quotation burst"): on a fresh PostgreSQL database,
 * 500 signed-in suppliers submit rounds during the last seconds before a section's end time, through the real
 * API over HTTP, on a section without round-over-round rules (isYuanJu 0: every round is accepted, the write
 * path) and on one with them (isYuanJu 1: later rounds take the section's lock exclusively and compare with the
 * auction bounds), each in two arrival patterns: a closed loop (every supplier at once, each sending its next
 * round as soon as its answer comes: the server's throughput, latency = suppliers ÷ throughput) and a paced one
 * (each supplier's first round at a random moment of the last seconds, the next a few seconds after each
 * answer, as people quote). Prints throughput (and its share of hello-world), latency, rounds acknowledged and stored,
 * suppliers left without a round, and fails unless every acknowledged round is stored, none is stored or
 * acknowledged after the end time, none twice, (isYuanJu 1) no price entered past the auction bound, every
 * acknowledged round has a valid signed receipt, and the Merkle root published at the end covers exactly the
 * stored rounds (docs/verification.md).
 * A Fastify hello-world is measured in the same run for scale.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import { buildApp } from '@portal/server';
import { loadConfig } from '@portal/server/config.ts';
import { MemoryStorage } from '@portal/server/files/storage.ts';
import { newToken, tokenHash } from '@portal/server/accounts/tokens.ts';
import type { Db } from '@portal/server/db/index.ts';
import { checkSectionRounds } from '@portal/server/receipts/queries.ts';
import { MAX_HOLD_MS } from '@portal/server/quotations/pendingArrivals.ts';
import { parseRequestStart } from '@portal/server/http/arrival.ts';
import { createBenchDb } from './bench-db';
import type { EventReceipt, StreamsReport, VisitorsReport, WatchersStart } from './burst-watchers';
import { count, ms, printTable } from './report';
import { cpuMeter, type CpuUse } from './cpu';
import { fetchClient, keepAliveClient } from './httpClient';

const env = process.env;
const settings = {
  db: (env.BENCH_DB || 'postgres') as 'postgres' | 'pglite',
  databaseUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  suppliers: Number(env.BURST_SUPPLIERS || 500),
  sectors: Number(env.BURST_SECTORS || 5),
  /** Seconds of quoting left when each burst starts. */
  seconds: Number(env.BURST_SECONDS || 5),
  /** How long after the end time an acknowledgement may still arrive (the answer travelling back). */
  // A round that arrived before the end may be acknowledged until the clock ends quoting: the settling time, or
  // later while rounds that arrived in time are still in flight, at most MAX_HOLD_MS more (issue 12 §2).
  ackToleranceMs: Number(env.BURST_ACK_TOLERANCE_MS || loadConfig({}).quotingSettleMs + MAX_HOLD_MS),
  helloSeconds: Number(env.BENCH_SECONDS || 5),
  /** Arrival patterns to run (closed, paced). */
  patterns: (env.BURST_PATTERNS || 'closed,paced').split(',').map((p) => p.trim()) as Pattern[],
  /** Paced pattern: seconds a supplier waits after an answer before its next round, from and to. */
  thinkSeconds: [Number(env.BURST_THINK_MIN || 2), Number(env.BURST_THINK_MAX || 4)] as const,
  /** Watchers during each burst: every supplier's live stream and the buyer's live view; 0 leaves them closed (an A/B of the write path alone). */
  streams: (env.BURST_STREAMS ?? '1') !== '0',
  /** People reading the section's announcement during each burst, and the seconds each reads before loading it again. */
  visitors: Number(env.BURST_VISITORS ?? 200),
  visitorThinkSeconds: [Number(env.BURST_VISITOR_THINK_MIN || 1), Number(env.BURST_VISITOR_THINK_MAX || 3)] as [number, number],
  /** App processes on the database (bench/serve.ts, node's cluster on one port), one full run of the bursts each; PostgreSQL only. */
  workers: (env.BURST_WORKERS || '1,2').split(',').map(Number),
  /** Cores the app's processes run on (taskset's list, e.g. `1`), or all when empty. */
  appCpus: env.BURST_APP_CPUS?.trim() || '',
  /**
   * BURST_APP_SESSION=own: the app in a session of its own (setsid), as a service is started, and so in a scheduling
   * group of its own (the kernel's autogroup): not sharing one with this process's clients and the watchers.
   */
  appOwnSession: env.BURST_APP_SESSION === 'own',
  /**
   * BURST_PROXY=nginx: every client reaches the app through nginx (one worker), which stamps each request's arrival
   * in X-Request-Start, and the app judges rounds by it (ARRIVAL_FROM_PROXY), as README's Production describes.
   */
  proxy: env.BURST_PROXY === 'nginx',
  /** BURST_CLIENT=fetch: the suppliers send with Node's fetch, as before 2026-11-29 (httpClient.ts), not node:http. */
  client: env.BURST_CLIENT === 'fetch' ? 'fetch' : 'http',
  /** Seconds of the database's ceiling (pgbench -N, 20 clients). */
  ceilingSeconds: Number(env.BURST_CEILING_SECONDS || env.BENCH_SECONDS || 5),
};
if (settings.patterns.some((p) => p !== 'closed' && p !== 'paced')) throw new Error(`BURST_PATTERNS must list closed and/or paced, not ${env.BURST_PATTERNS}`);
if (!['postgres', 'pglite'].includes(settings.db)) throw new Error(`BENCH_DB must be postgres or pglite, not ${settings.db}`);
if (settings.workers.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BURST_WORKERS must list process counts, not ${env.BURST_WORKERS}`);
if (settings.db === 'pglite') settings.workers = [1];
if (settings.appCpus && !/^\d+([-,]\d+)*$/.test(settings.appCpus)) throw new Error(`BURST_APP_CPUS must list cores as taskset does (1, 0-1, 1,3), not ${settings.appCpus}`);

/**
 * closed: every supplier starts at once and sends its next round as soon as its answer arrives (a closed loop:
 * latency is the number of suppliers ÷ throughput, Little's law). paced: each supplier sends its first round at
 * a uniformly random moment of the last `seconds`, and each later one `thinkSeconds` after its answer.
 */
type Pattern = 'closed' | 'paced';
/** What a supplier may wait in front of the end time: a first round sent this long before it must be stored. */
const SEND_MARGIN_MS = 100;

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  // A step that does not end in 20 s (a child that never says it exited) does not hold the others.
  const limit = () => new Promise((resolve) => setTimeout(resolve, 20_000).unref());
  while (cleanups.length) await Promise.race([cleanups.pop()!().catch((error) => console.error('cleanup:', error.message)), limit()]);
}
// Generous: on a saturated machine one burst can take a minute and more (every answer is still checked).
const budgetMs = (150 + settings.ceilingSeconds + (settings.seconds * 8 + 180) * 2 * settings.patterns.length * settings.workers.length + settings.helloSeconds) * 1000;
setTimeout(() => abort(`run exceeded ${Math.round(budgetMs / 1000)} s`), budgetMs).unref();
process.once('SIGINT', () => abort('interrupted'));
async function abort(reason: string) {
  console.error(`\nquotation burst aborted: ${reason}`);
  setTimeout(() => process.exit(1), 15_000).unref();
  await cleanUp();
  process.exit(1);
}

async function listen(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(() => app.close());
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A port of 127.0.0.1 free a moment ago. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * nginx in front of the app at `appUrl` on a free port (BURST_PROXY=nginx): one worker, keep-alive to the app,
 * streams passed unbuffered, each request's arrival stamped in X-Request-Start (README, Production).
 */
async function startNginx(appUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'burst-nginx-'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; worker_rlimit_nofile 16384; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream portal { server ${new URL(appUrl).host}; keepalive 512; }
  server {
    listen 127.0.0.1:${port} backlog=4096; keepalive_requests 100000;
    location / {
      proxy_pass http://portal; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_set_header Host $host; proxy_set_header X-Request-Start "t=\${msec}";
      proxy_buffering off; proxy_read_timeout 1h;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
    }).then(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  // Up once it answers the app's health check through itself.
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${url}/prod-api/common/config`).then((r) => r.ok, () => false);
    if (ok) break;
    if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start (${readFileSync(join(dir, 'error.log'), 'utf8').slice(-500)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, stop };
}

/** Starts the app (bench/serve.ts, `workers` processes) on the database at `databaseUrl` and a free port; stopped by the function returned, or at clean-up. */
/** A process's event loop: how late it ran, p99 and max ms, since it was last asked. */
type LoopDelay = { p99: number; max: number; poolP99: number; poolMax: number };

async function serveApp(databaseUrl: string, workers: number): Promise<{ url: string; pid: number; stop: () => Promise<void>; loopDelay: () => Promise<LoopDelay[]> }> {
  const port = await freePort();
  const command = [process.execPath, '--import', 'tsx', fileURLToPath(new URL('./serve.ts', import.meta.url))];
  // BURST_APP_CPUS: the app on those cores only (taskset), the clients on others (README, "Clients on another core").
  const [file, ...args] = settings.appCpus ? ['taskset', '-c', settings.appCpus, ...command] : command;
  const child = spawn(file, args, {
    env: { ...process.env, SERVE_WORKERS: String(workers), SERVE_PORT: String(port), SERVE_DATABASE_URL: databaseUrl, ...(settings.proxy ? { ARRIVAL_FROM_PROXY: 'true' } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: settings.appOwnSession,
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  cleanups.push(stop);
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) => (message === 'ready' ? resolve() : reject(new Error(String(message)))));
    child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
  // Each worker's event-loop delay since the last ask (serve.ts): the first ask starts the count.
  const loopDelay = () =>
    new Promise<LoopDelay[]>((resolve) => {
      const answer = (message: unknown) => {
        if (typeof message !== 'object' || (message as { kind?: string })?.kind !== 'loop') return;
        child.off('message', answer);
        resolve((message as { workers: LoopDelay[] }).workers);
      };
      child.on('message', answer);
      child.send('loop');
    });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop, loopDelay };
}

/** A process of watchers (burst-watchers.ts): started, 'ready' awaited; `stop()` ends it and gives its report. */
async function startWatchers<R extends StreamsReport | VisitorsReport>(start: WatchersStart): Promise<{ pid: number; stop: () => Promise<R> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./burst-watchers.ts', import.meta.url))], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const kill = () =>
    new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  cleanups.push(kill);
  const messages: unknown[] = [];
  let wake: () => void = () => undefined;
  child.on('message', (message) => {
    messages.push(message);
    wake();
  });
  const next = async () => {
    while (!messages.length) {
      if (child.exitCode !== null) throw new Error(`burst-watchers.ts (${start.kind}) exited with ${child.exitCode}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        child.once('exit', () => resolve());
      });
    }
    return messages.shift();
  };
  child.send(start);
  if ((await next()) !== 'ready') throw new Error(`burst-watchers.ts (${start.kind}) did not start`);
  return {
    pid: child.pid!,
    stop: async () => {
      child.send('stop');
      const report = (await next()) as R;
      await kill();
      return report;
    },
  };
}

/** Runs `pgbench -N` (three statements a transaction: an account's update, its read, a history row), 20 clients, on the database at `url`: its transactions per second. Without pgbench, the same statements from node-postgres. */
async function databaseCeiling(db: Db, url: string | undefined, seconds: number): Promise<{ tps: number; how: string }> {
  const run = (args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (out += chunk));
      child.on('error', () => resolve({ code: -1, out }));
      child.on('exit', (code) => resolve({ code, out }));
    });
  if (url && (await run(['-i', '-q', '-s', '1', url])).code === 0) {
    const result = await run(['-N', '-c', '20', '-j', '2', '-T', String(seconds), url]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.out);
    if (result.code === 0 && tps) return { tps: Number(tps[1]), how: `pgbench -N, 20 clients, 2 threads, ${seconds} s, scale 1` };
    throw new Error(`pgbench failed: ${result.out}`);
  }
  // pgbench is not installed (or no server URL): its tables and statements from node-postgres, 20 at once.
  await db.query('CREATE TABLE IF NOT EXISTS pgbench_accounts (aid int PRIMARY KEY, bid int, abalance int, filler char(84))');
  await db.query('CREATE TABLE IF NOT EXISTS pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22))');
  await db.query('INSERT INTO pgbench_accounts SELECT i, 1, 0, \'\' FROM generate_series(1, 100000) AS i ON CONFLICT DO NOTHING');
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() < until) {
        const aid = 1 + Math.floor(Math.random() * 100000);
        const delta = Math.floor(Math.random() * 10001) - 5000;
        await db.transaction(async (tx) => {
          await tx.query('UPDATE pgbench_accounts SET abalance = abalance + $1 WHERE aid = $2', [delta, aid]);
          await tx.query('SELECT abalance FROM pgbench_accounts WHERE aid = $1', [aid]);
          await tx.query('INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES ($1, 1, $2, $3, CURRENT_TIMESTAMP)', [1 + (aid % 10), aid, delta]);
        });
        done += 1;
      }
    }),
  );
  return { tps: done / seconds, how: `pgbench's -N statements from node-postgres (pgbench not found), 20 clients, ${seconds} s` };
}

/** `n` accredited supplier companies, each with an account and a session. Set-based statements. */
async function loadSuppliers(db: Db, n: number) {
  const tokens = Array.from({ length: n }, () => newToken());
  await db.query(
    `WITH c AS (
       INSERT INTO company (name, certification_status) SELECT 'Burst supplier ' || i, 'skip' FROM generate_series(1, $1) AS i RETURNING id, name
     ), u AS (
       INSERT INTO app_user (user_name, nick_name, password_hash, role, operation_user_type, company_id)
       SELECT 'burst-' || c.id, c.name, 'x', 'supplier', 0, c.id FROM c RETURNING id
     )
     INSERT INTO user_session (token_hash, user_id)
     SELECT h.hash, u.id FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM u) u
       JOIN unnest($2::text[]) WITH ORDINALITY AS h (hash, k) ON h.k = u.k`,
    [n, tokens.map(tokenHash)],
  );
  // The buyer who watches the live view: buyer staff of the company that owns the burst's sections.
  const buyerToken = newToken();
  const [{ id: buyerCompany }] = await db.query<{ id: number }>(
    `WITH c AS (INSERT INTO company (name, kind) VALUES ('Burst buyer', 'buyer') RETURNING id),
          u AS (INSERT INTO app_user (user_name, nick_name, password_hash, role, company_id) SELECT 'bench-buyer', 'Burst buyer', 'x', 'buyer', c.id FROM c RETURNING id)
     INSERT INTO user_session (token_hash, user_id) SELECT $1, u.id FROM u RETURNING (SELECT id FROM c)`,
    [tokenHash(buyerToken)],
  );
  return { tokens, buyerToken, buyerCompany };
}

/**
 * One inquiry open for quoting (any-item award, buying, maxPrice 1000 on each sector) with or without the
 * round-over-round rules, every supplier signed up and ready to quote (15).
 */
async function loadSection(db: Db, isYuanJu: 0 | 1, sectors: number, buyerCompany: number) {
  const [{ id: section }] = await db.query<{ id: number }>(
    `INSERT INTO section (section_name, section_name_en, section_name_lo, bidding_type, section_stauts, project_type, organization,
                          successful_bidder_method, is_yuan_ju, bidding_trade_type, start_time, ent_time, next_clock_at, buyer_company_id)
     VALUES ('报价压测', 'Quotation burst', 'ທົດສອບການສະເໜີລາຄາ', 1, 1, 1, '压测中心', 1, $1, 1, now() - interval '1 day', now() + interval '1 day', now() + interval '1 day', $2)
     RETURNING id`,
    [isYuanJu, buyerCompany],
  );
  await db.query(
    `INSERT INTO sector (section_id, sort, sector_name, sector_name_en, sector_number, max_price)
     SELECT $1, i, '标的 ' || i, 'Item ' || i, 10 + i, 1000 FROM generate_series(1, $2) AS i`,
    [section, sectors],
  );
  await db.query(
    `INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time)
     SELECT $1, id, company_id, 15, now(), now() FROM app_user WHERE user_name LIKE 'burst-%'`,
    [section],
  );
  const sectorIds = (await db.query<{ id: number }>('SELECT id FROM sector WHERE section_id = $1 ORDER BY sort', [section])).map((r) => r.id);
  return { section, sectorIds };
}

interface Ack {
  roundId: number;
  /** When the acknowledgement arrived, by this process's clock (the same machine's clock as the database's). */
  ackAt: number;
  /** The same with sub-millisecond precision (wall), compared with the streams' receipts. */
  ackWall: number;
  /** Which supplier, and the round's number: its own stream's `round` event names the number. */
  supplier: number;
  quotesCount: number;
}

/** Wall-clock time in milliseconds with sub-millisecond precision, comparable with the watchers' process (burst-watchers.ts). */
const wall = () => performance.timeOrigin + performance.now();

/** p50 / p99 / max of `values`, in ms. */
const spread = (values: number[]) => (values.length ? `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))} / ${ms(Math.max(...values))}` : 'none');

/** The p-th percentile of `values` (sorted here). */
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const NOT_OPEN = '601 Quoting is not open for you at this time';

/** Whether PostgreSQL records commit times (`track_commit_timestamp`, a setting that needs a restart). */
async function commitTimesRecorded(db: Db) {
  try {
    const [row] = await db.query<{ track_commit_timestamp: string }>('SHOW track_commit_timestamp');
    return row.track_commit_timestamp === 'on';
  } catch {
    return false;
  }
}

/**
 * One burst on one section: every supplier quotes at once until the end time refuses it. Under isYuanJu 0 each
 * round lowers every price a little (always acceptable). Under isYuanJu 1 every supplier's first round is placed
 * before the end time is set, so the burst sends later rounds only; a later round lowers one item (the
 * supplier's own, by its number) to the next price of a descending auction shared by the clients of that item,
 * as suppliers watching a falling best price would: two clients racing for one step meet the bound, and the
 * refused one tries the next step. Returns its failures.
 */
async function burst(
  db: Db,
  appUrl: string,
  suppliers: { tokens: string[]; buyerToken: string; buyerCompany: number },
  isYuanJu: 0 | 1,
  commitTimes: boolean,
  pattern: Pattern,
  helloRps: number,
  ceiling: number,
  workers: number,
  /** The app's process (bench/serve.ts, its workers under it), or null when the app runs in this process. */
  appPid: number | null,
  /** Its workers' event-loop delay since the last ask (null when the app runs in this process). */
  loopDelay: (() => Promise<LoopDelay[]>) | null,
) {
  const { tokens } = suppliers;
  const { section, sectorIds } = await loadSection(db, isYuanJu, settings.sectors, suppliers.buyerCompany);
  /** Per supplier: when its first round of the burst was sent (client clock), and whether one was acknowledged. */
  const firstSent: number[] = tokens.map(() => Infinity);
  /**
   * Requests sent more than SEND_MARGIN_MS before the end time and refused as after it: how long before the end each
   * was sent, and how long its answer took (a long one waited on the way or in the server, whose arrival stamp is
   * taken when its event loop reaches the request).
   */
  const refusedInTime: { before: number; took: number; written: number; arrived: number }[] = [];
  /**
   * Per request of the burst, the way to its arrival stamp: how long after it was sent (before this process's call)
   * its last byte was handed to the socket (httpClient.ts, in this process's event loop, late when this process
   * is), then how long after that write the app's event loop reached it (x-arrival, bench/serve.ts: the app's own
   * stamp), by rounds and retries, and with nginx in front (BURST_PROXY) how long after the write the proxy stamped it
   * (X-Request-Start, echoed by serve.ts in x-stamp).
   */
  const toWrite: number[] = [];
  const toStamp: number[] = [];
  const toArrival: Record<'round' | 'retry', number[]> = { round: [], retry: [] };
  const client = settings.client === 'fetch' ? fetchClient() : keepAliveClient();
  const acknowledged: boolean[] = tokens.map(() => false);

  const latencies: number[] = [];
  const acks: Ack[] = [];
  const answers = new Map<string, number>();
  let replaysOk = 0;
  let replaysBad = 0;
  /** Next price of each item's descending auction (isYuanJu 1), in cents. */
  const nextCents = sectorIds.map(() => 85_000);
  const post = async (token: string, body: unknown, kind: 'round' | 'retry' = 'round') => {
    const started = performance.now();
    const sent = Date.now();
    const response = await client.call(`${appUrl}/prod-api/system/quotes/bidQuotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-language': 'en' },
      body: JSON.stringify(body),
    });
    const json = JSON.parse(response.text) as { code: number; msg: string; data?: { id: number; quotesCount: number; replayed: boolean } };
    latencies.push(performance.now() - started);
    const { writtenAt } = response;
    const header = (name: string) => [response.headers[name]].flat()[0];
    const way = { written: writtenAt - sent, arrived: Number(header('x-arrival') ?? NaN) - sent };
    const stamped = parseRequestStart(header('x-stamp'));
    if (Number.isFinite(writtenAt)) {
      toWrite.push(way.written);
      if (Number.isFinite(way.arrived)) toArrival[kind].push(way.arrived - way.written);
      if (stamped !== null) toStamp.push(stamped - writtenAt);
    }
    return Object.assign(json, { way });
  };

  const firstPrices = (k: number) => sectorIds.map((_, i) => (900 - ((k + i) % 50) / 100).toFixed(2));
  /** A first round of every supplier, placed before the burst (isYuanJu 1: the burst is all later rounds). */
  async function placeFirstRound(token: string, k: number) {
    const answer = await post(token, { sectionId: section, requestKey: randomUUID(), sectors: sectorIds.map((id, i) => ({ id, sectorPrice: firstPrices(k)[i], otherExpenses: '1.50' })) });
    if (answer.code !== 200 || !answer.data) throw new Error(`first round refused: ${answer.code} ${answer.msg}`);
    acks.push({ roundId: answer.data.id, ackAt: Date.now(), ackWall: wall(), supplier: k, quotesCount: answer.data.quotesCount });
    acknowledged[k] = true;
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const between = ([from, to]: readonly [number, number]) => (from + Math.random() * (to - from)) * 1000;
  async function supplier(token: string, k: number) {
    let round = isYuanJu ? 1 : 0;
    let first: { key: string; id: number } | null = null;
    let prices = firstPrices(k);
    if (pattern === 'paced') await pause(Math.max(0, end - settings.seconds * 1000 + Math.random() * settings.seconds * 1000 - Date.now()));
    while (Date.now() < end + 1000) {
      if (pattern === 'paced' && round > (isYuanJu ? 1 : 0)) {
        await pause(between(settings.thinkSeconds));
        if (Date.now() >= end + 1000) break;
      }
      if (firstSent[k] === Infinity) firstSent[k] = Date.now();
      round += 1;
      let next = prices;
      if (round > 1) {
        const item = k % sectorIds.length;
        next = isYuanJu ? prices.map((p, i) => (i === item ? ((nextCents[i] -= 1) / 100).toFixed(2) : p)) : prices.map((p) => (Number(p) - 0.01).toFixed(2));
      }
      const requestKey = randomUUID();
      const sectors = sectorIds.map((id, i) => ({ id, sectorPrice: next[i], otherExpenses: '1.50' }));
      const sentAt = Date.now();
      const answer = await post(token, { sectionId: section, requestKey, sectors });
      if (answer.code !== 200 && `${answer.code} ${answer.msg}` === NOT_OPEN && sentAt < end - SEND_MARGIN_MS)
        refusedInTime.push({ before: end - sentAt, took: Date.now() - sentAt, ...answer.way });
      const label = answer.code === 200 ? 'accepted' : `${answer.code} ${answer.msg}`;
      answers.set(label, (answers.get(label) ?? 0) + 1);
      if (answer.code === 200 && answer.data) {
        acks.push({ roundId: answer.data.id, ackAt: Date.now(), ackWall: wall(), supplier: k, quotesCount: answer.data.quotesCount });
        acknowledged[k] = true;
        prices = next;
        if (!first) {
          first = { key: requestKey, id: answer.data.id };
          // A retry of the first round (a time-out on the client's side): must answer the same round.
          const again = await post(token, { sectionId: section, requestKey, sectors }, 'retry');
          if (again.code === 200 && again.data?.replayed && again.data.id === first.id) replaysOk += 1;
          else replaysBad += 1;
        }
      } else if (label === NOT_OPEN || answer.code !== 601) break;
    }
  }

  // Every supplier has the quotation page open, as a supplier quoting at the deadline does: the page has asked for
  // the end time, so its connection to the server is open when the burst starts. Without this, the closed loop's
  // first requests are 500 connections opened at one instant by this one client process, and in some runs a few
  // dozen of them reached the server only about 5 s after they were sent (the server accepted each within
  // milliseconds of its handshake, with no listen-queue overflow and no SYN retransmission: the delay was in this
  // process), which the checks below would count against the server as rounds sent in time and refused as late.
  await Promise.all(
    tokens.map(async (token) => {
      const response = await client.call(`${appUrl}/prod-api/system/section/selectendtime/${section}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`the quotation page's end time answered ${response.status}`);
    }),
  );
  if (isYuanJu) {
    await Promise.all(tokens.map((token, k) => placeFirstRound(token, k)));
    latencies.length = 0;
    toWrite.length = 0;
    toStamp.length = 0;
    toArrival.round.length = 0;
    toArrival.retry.length = 0;
  }
  // Every supplier's quotation page has its live stream open, the buyer its live view, and visitors read the
  // announcement (burst-watchers.ts, processes of their own).
  const loadBefore = loadavg()[0];
  const streams = settings.streams
    ? await startWatchers<StreamsReport>({ kind: 'streams', appUrl, sectionId: section, supplierTokens: tokens, buyerToken: suppliers.buyerToken })
    : null;
  const visitors =
    settings.visitors > 0 ? await startWatchers<VisitorsReport>({ kind: 'visitors', appUrl, sectionId: section, visitors: settings.visitors, thinkSeconds: settings.visitorThinkSeconds }) : null;
  // The end time is set by the database clock: the burst starts `seconds` before it.
  const [{ ent_time: endTime }] = await db.query<{ ent_time: Date }>(
    `UPDATE section SET ent_time = now() + make_interval(secs => $2), next_clock_at = now() + make_interval(secs => $2) WHERE id = $1 RETURNING ent_time`,
    [section, settings.seconds],
  );
  const end = new Date(endTime).getTime();
  // Where the machine's CPU goes during the burst: the app, this process (the suppliers' clients), the watchers'
  // processes, and the rest (PostgreSQL, on a machine running nothing else).
  const meter = cpuMeter({
    ...(appPid === null ? {} : { app: { pids: [appPid], descendants: true } }),
    clients: { pids: [process.pid], descendants: false },
    watchers: { pids: [streams?.pid, visitors?.pid].filter((pid): pid is number => pid !== undefined), descendants: true },
  });
  await loopDelay?.();
  const started = performance.now();
  const startedWall = wall();
  await Promise.all(tokens.map((token, k) => supplier(token, k)));
  const elapsed = (performance.now() - started) / 1000;
  client.close();
  const cpu = meter?.stop() ?? null;
  const loop = (await loopDelay?.()) ?? null;
  const endedWall = wall();
  const loadAfter = loadavg()[0];

  const stored = await db.query<{ id: number; late: boolean; late_commit: boolean | null }>(
    `SELECT r.id, COALESCE(r.arrival_time, r.create_time) >= s.ent_time AS late, ${commitTimes ? 'pg_xact_commit_timestamp(r.xmin) >= s.ent_time' : 'NULL::boolean'} AS late_commit
       FROM quote_round r JOIN section s ON s.id = r.section_id WHERE r.section_id = $1`,
    [section],
  );
  const [dups] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM quote_round WHERE section_id = $1 GROUP BY signup_id, quotes_count HAVING count(*) > 1) d)::int
          + (SELECT count(*) FROM (SELECT 1 FROM quote_round WHERE section_id = $1 GROUP BY signup_id, request_key HAVING count(*) > 1) d)::int AS n`,
    [section],
  );
  const [gaps] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT signup_id FROM quote_round WHERE section_id = $1 GROUP BY signup_id HAVING max(quotes_count) <> count(*)) g`,
    [section],
  );
  const [lines] = await db.query<{ n: number; bad: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE l.total_price <> round(l.sector_price * s.sector_number, 2) + l.other_expenses)::int AS bad
       FROM quote_line l JOIN quote_round r ON r.id = l.round_id JOIN sector s ON s.id = l.sector_id WHERE r.section_id = $1`,
    [section],
  );
  const [unquoted] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM signup g WHERE g.section_id = $1 AND NOT EXISTS (SELECT 1 FROM quote_round r WHERE r.signup_id = g.id)',
    [section],
  );
  // The bound (isYuanJu 1): in the order the rounds were stored (ids are taken under the section's lock), a price
  // a later round moved must be strictly below every earlier price of that item.
  const [pastBound] = await db.query<{ moved: number; bad: number }>(
    `WITH l AS (
       SELECT r.id, r.signup_id, r.quotes_count, l.sector_id, l.sector_price,
              min(l.sector_price) OVER (PARTITION BY l.sector_id ORDER BY r.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS lowest_before,
              lag(l.sector_price) OVER (PARTITION BY r.signup_id, l.sector_id ORDER BY r.quotes_count) AS own_before
         FROM quote_round r JOIN quote_line l ON l.round_id = r.id WHERE r.section_id = $1
     )
     SELECT count(*)::int AS moved, count(*) FILTER (WHERE sector_price >= lowest_before)::int AS bad
       FROM l WHERE quotes_count > 1 AND sector_price <> own_before`,
    [section],
  );
  // Verifiable rounds: the root published once quoting ended, that is once the clock's settling time for
  // rounds still queued has passed (asked through the API, as anyone would), and
  // every stored round's commitment recomputed from the stored values, with its signature.
  // The clock holds the end while rounds that arrived in time are in flight; every client has its answer now, so
  // the root follows within a look or two of the clock (asked again until it is there, at most until the hold's limit).
  const settleMs = loadConfig({}).quotingSettleMs;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, end + settleMs + 200 - Date.now())));
  const askRoot = async () => (await (await fetch(`${appUrl}/prod-api/receipts/root/${section}`)).json()) as { code: number; data?: { root: string; roundCount: number } };
  let rootAnswer = await askRoot();
  // Not published yet: code 200 without data (since 2aec649; a refusal before).
  while (!rootAnswer.data && Date.now() < end + settleMs + MAX_HOLD_MS + 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    rootAnswer = await askRoot();
  }
  const rootAfterMs = Date.now() - end;
  // Every event has had the settling time to reach every stream.
  const watched: Omit<StreamsReport, 'kind'> = streams ? await streams.stop() : { events: [], rounds: [], buyer: [], reopened: 0, refused: 0, open: 0 };
  const read: Omit<VisitorsReport, 'kind'> = visitors ? await visitors.stop() : { calls: [], loop: { p99: 0, max: 0 } };
  const integrity = await checkSectionRounds(db, section);
  const storedIds = new Set(stored.map((r) => r.id));
  const missing = acks.filter((a) => !storedIds.has(a.roundId)).length;
  const late = stored.filter((r) => r.late).length;
  const lateCommits = stored.filter((r) => r.late_commit).length;
  const placedBefore = isYuanJu ? tokens.length : 0;
  const unexpected = [...answers].filter(([label]) => label !== 'accepted' && !label.startsWith('601 ')).reduce((n, [, k]) => n + k, 0);
  const lastAck = Math.max(...acks.map((a) => a.ackAt));
  const lateAcks = acks.filter((a) => a.ackAt > end + settings.ackToleranceMs).length;
  // The target: every supplier whose first round reached the server before the end time has a round stored.
  const sentInTime = tokens.filter((_, k) => firstSent[k] < end - SEND_MARGIN_MS).length;
  const withoutRound = tokens.filter((_, k) => firstSent[k] < end - SEND_MARGIN_MS && !acknowledged[k]).length;
  const rps = latencies.length / elapsed;
  // From a round's commit to its event at the last of the suppliers' streams. The commit time is taken as the earliest
  // moment this client learnt of it: the acknowledgement's arrival or the first stream's receipt of the event.
  const receipts = new Map<number, EventReceipt>(watched.events);
  const eventOf = new Map<string, number>(watched.rounds);
  const buyerAt = new Map<number, number>(watched.buyer);
  const burstAcks = isYuanJu ? acks.filter((a) => a.quotesCount > 1) : acks;
  const toLast: number[] = [];
  const toBuyer: number[] = [];
  let notEverywhere = 0;
  for (const ack of settings.streams ? burstAcks : []) {
    const id = eventOf.get(`${ack.supplier}:${ack.quotesCount}`);
    const receipt = id === undefined ? undefined : receipts.get(id);
    if (id === undefined || !receipt || receipt.streams < tokens.length) {
      notEverywhere += 1;
      if (notEverywhere <= 5) {
        const why = id === undefined ? 'its supplier\'s stream never had it as its own round' : !receipt ? `event ${id} never reached the buyer's view` : `event ${id} reached ${receipt.streams} streams`;
        console.log(`  not everywhere: supplier ${ack.supplier}, round ${ack.quotesCount}, acknowledged ${Math.round(ack.ackAt - end)} ms after the end: ${why}`);
      }
      continue;
    }
    const commit = Math.min(ack.ackWall, receipt.first);
    toLast.push(receipt.last - commit);
    const buyer = buyerAt.get(id);
    if (buyer !== undefined) toBuyer.push(buyer - commit);
  }
  const buyerMissed = settings.streams ? burstAcks.length - notEverywhere - toBuyer.length : 0;
  const visitorCalls = read.calls.filter(([at]) => at >= startedWall && at <= endedWall);
  const visitorLatency = visitorCalls.map(([, latency]) => latency);
  const visitorsBad = visitorCalls.filter(([, , ok]) => !ok).length;
  // Which of the announcement's calls are slow: the p99 of each (its path's last part).
  // When the slow ones started: in the burst's first second, after the end time (quoting ends), or between.
  const slowVisits = visitorCalls.filter(([, latency]) => latency > 50).map(([at]) => at);
  // Calls that opened a connection wait for the app to accept it (one a turn of its event loop per listening descriptor: http/wideAccept.ts).
  const opened = visitorCalls.filter((c) => c[4]);
  const slowOpened = opened.filter(([, latency]) => latency > 50).length;
  const slowFirst = slowVisits.filter((at) => at < startedWall + 1000).length;
  const slowAfterEnd = slowVisits.filter((at) => at >= end).length;
  const visitorPaths = [...new Set(visitorCalls.map(([, , , path]) => path))];
  const visitorsByPath = visitorPaths.map((path) => `${path.split('/').at(-1)} ${ms(percentile(visitorCalls.filter((c) => c[3] === path).map(([, latency]) => latency), 99))}`);
  const acksPerSecond = (acks.length - placedBefore) / elapsed;
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const title = `${isYuanJu ? 'isYuanJu 1 (later rounds beat the auction bound, exclusive lock)' : 'isYuanJu 0 (every round acceptable)'}, ${
    pattern === 'closed'
      ? 'closed loop (every supplier at once, the next round as soon as the answer comes)'
      : `paced (first round at a random moment of the last ${settings.seconds} s, the next ${settings.thinkSeconds.join('–')} s after each answer)`
  }`;

  console.log(
    `\nBurst on ${title}, ${workers} app process${workers > 1 ? 'es' : ''}: ${count(latencies.length)} requests in ${elapsed.toFixed(1)} s (the end time fell ${settings.seconds} s after the start); load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  if (isYuanJu) console.log(`(every supplier's first round was placed before the burst: ${count(tokens.length)} of the rounds below; the burst sends later rounds only)`);
  printTable(
    ['measure', ' value'],
    [
      ['rounds acknowledged', count(acks.length)],
      ['rounds stored', count(stored.length)],
      ['acknowledged rounds missing', count(missing)],
      ['suppliers left with no stored round', `${count(unquoted.n)} of ${count(tokens.length)}`],
      [`suppliers who sent a round more than ${SEND_MARGIN_MS} ms before the end / have none stored`, `${count(sentInTime)} / ${count(withoutRound)}`],
      [
        `requests sent more than ${SEND_MARGIN_MS} ms before the end refused as not open`,
        refusedInTime.length === 0
          ? '0'
          : `${count(refusedInTime.length)} (sent ${refusedInTime.map((r) => r.before).join(', ')} ms before the end; written by this process ${refusedInTime.map((r) => r.written).join(', ')} ms, reached by the app's loop ${refusedInTime.map((r) => r.arrived).join(', ')} ms and answered ${refusedInTime.map((r) => r.took).join(', ')} ms after sending)`,
      ],
      [
        "a round's way to its arrival stamp, p50 / p99 / max ms: sent → written by this process; written → reached by the app's loop (rounds; retries sent as an answer came)",
        toWrite.length
          ? `${spread(toWrite)}; ${spread(toArrival.round)}${toArrival.retry.length ? ` (${spread(toArrival.retry)})` : ''}`
          : 'not measured (the app in this process)',
      ],
      ...(toStamp.length ? [["a round's way to the proxy's stamp (X-Request-Start), the one it is judged by: written → stamped, p50 / p99 / max ms", spread(toStamp)]] : []),
      ['rounds that arrived at or after the end time (arrival_time)', count(late)],
      ['rounds committed at or after the end time', commitTimes ? count(lateCommits) : 'not measured (track_commit_timestamp off)'],
      [`acknowledgements later than end + ${settings.ackToleranceMs} ms`, `${count(lateAcks)} (the last ${Math.abs(lastAck - end)} ms ${lastAck > end ? 'after' : 'before'} the end)`],
      ['duplicate round numbers or request keys', count(dups.n)],
      ['sign-ups with a gap in their round numbers', count(gaps.n)],
      ['lines stored / with a wrong total', `${count(lines.n)} / ${count(lines.bad)}`],
      ['prices moved by later rounds / not below the bound', isYuanJu ? `${count(pastBound.moved)} / ${count(pastBound.bad)}` : 'no bound'],
      ['rounds with a valid receipt / without / altered', `${count(integrity.rounds - integrity.altered.length)} / ${count(integrity.withoutReceipt)} / ${count(integrity.altered.length)}`],
      ['published root: rounds covered / equal to the root of the stored rounds', `${rootAnswer.data ? count(rootAnswer.data.roundCount) : 'none'} / ${integrity.rootMatches ? 'yes' : 'no'}`],
      ['quoting ended and root published, after the end time', `${rootAnswer.data ? `by ${count(rootAfterMs)} ms` : 'not yet'}`],
      ['retries answered with the stored round', `${count(replaysOk)} of ${count(replaysOk + replaysBad)}`],
      ['rounds acknowledged during the burst, per second (share of the database ceiling)', `${count(acksPerSecond)} (${((100 * acksPerSecond) / ceiling).toFixed(1)} %)`],
      ['acknowledgement p50 / p99 ms', `${ms(pct(50))} / ${ms(pct(99))}`],
      [
        `commit → event at the last of ${count(tokens.length)} streams, p50 / p99 / max ms`,
        toLast.length ? `${ms(percentile(toLast, 50))} / ${ms(percentile(toLast, 99))} / ${ms(Math.max(...toLast))}` : 'none',
      ],
      ['rounds whose event did not reach every stream', `${count(notEverywhere)} of ${count(burstAcks.length)}`],
      ["commit → event at the buyer's live view, p50 / p99 ms (missed)", toBuyer.length ? `${ms(percentile(toBuyer, 50))} / ${ms(percentile(toBuyer, 99))} (${count(buyerMissed)})` : `none (${count(buyerMissed)})`],
      ['streams opened again / refused / open at the end', `${count(watched.reopened)} / ${count(watched.refused)} / ${count(watched.open)}`],
      [
        `visitors' calls during the burst (${count(settings.visitors)} visitors): calls, p50 / p99 ms, failed`,
        visitorLatency.length ? `${count(visitorLatency.length)}, ${ms(percentile(visitorLatency, 50))} / ${ms(percentile(visitorLatency, 99))}, ${count(visitorsBad)}` : 'none',
      ],
      ...(loop
        ? [
            ["the app's event loop late, p99 / max ms (the worst process)", `${ms(Math.max(...loop.map((l) => l.p99)))} / ${ms(Math.max(...loop.map((l) => l.max)))}`],
            ["the app's wait for a database connection, p99 / max ms (the worst process)", `${ms(Math.max(...loop.map((l) => l.poolP99)))} / ${ms(Math.max(...loop.map((l) => l.poolMax)))}`],
          ]
        : []),
      ...(visitorsByPath.length ? [["visitors' p99 ms by call; their process's event loop late, p99 / max ms", `${visitorsByPath.join(', ')}; ${ms(read.loop.p99)} / ${ms(read.loop.max)}`]] : []),
      ...(slowVisits.length
        ? [["visitors' calls over 50 ms: in the burst's first second / between / after the end time", `${count(slowFirst)} / ${count(slowVisits.length - slowFirst - slowAfterEnd)} / ${count(slowAfterEnd)}`]]
        : []),
      ...(opened.length
        ? [["visitors' calls on a new connection: calls, over 50 ms, p99 / max ms", `${count(opened.length)}, ${count(slowOpened)}, ${ms(percentile(opened.map(([, latency]) => latency), 99))} / ${ms(Math.max(...opened.map(([, latency]) => latency)))}`]]
        : []),
      ['requests per second (share of hello-world)', `${count(rps)} (${((100 * rps) / helloRps).toFixed(1)} %)`],
      ['latency p50 / p99 / max ms', `${ms(pct(50))} / ${ms(pct(99))} / ${ms(sorted.at(-1) ?? 0)}`],
      ...cpuRows(cpu, elapsed, acks.length - placedBefore, ceiling),
      ['target p99 at most 1 s', pct(99) <= 1000 ? 'met' : 'not met'],
    ],
  );
  console.log('Answers:');
  for (const [label, n] of [...answers].sort((a, b) => b[1] - a[1])) console.log(`  ${count(n)}  ${label}`);

  const failures = [
    missing > 0 && `${missing} acknowledged rounds are not stored`,
    stored.length !== acks.length && `${stored.length} rounds stored but ${acks.length} acknowledged`,
    late > 0 && `${late} rounds stored that arrived at or after the end time`,
    lateCommits > 0 && `${lateCommits} rounds committed at or after the end time`,
    lateAcks > 0 && `${lateAcks} rounds acknowledged more than ${settings.ackToleranceMs} ms after the end time`,
    dups.n > 0 && `${dups.n} duplicate round numbers or request keys`,
    gaps.n > 0 && `${gaps.n} sign-ups with a gap in their round numbers`,
    lines.bad > 0 && `${lines.bad} lines with a wrong total`,
    isYuanJu === 1 && pastBound.bad > 0 && `${pastBound.bad} prices entered the auction without beating its bound`,
    replaysBad > 0 && `${replaysBad} retries not answered with the stored round`,
    integrity.withoutReceipt > 0 && `${integrity.withoutReceipt} stored rounds have no receipt`,
    integrity.altered.length > 0 && `${integrity.altered.length} rounds do not match their signed commitment`,
    !rootAnswer.data && `no Merkle root published after the end time (${rootAnswer.code})`,
    !integrity.rootMatches && 'the published root is not the root of exactly the stored rounds',
    rootAnswer.data !== undefined && rootAnswer.data.roundCount !== stored.length && `the root covers ${rootAnswer.data.roundCount} rounds, ${stored.length} are stored`,
    unexpected > 0 && `${unexpected} answers neither accepted nor a 601 refusal`,
    withoutRound > 0 && `${withoutRound} suppliers sent a round before the end time and have none stored`,
    refusedInTime.length > 0 && `${refusedInTime.length} requests sent before the end time were refused as after it`,
    acks.length === 0 && 'no round was acknowledged',
    notEverywhere > 0 && `${notEverywhere} acknowledged rounds whose event did not reach every supplier's stream`,
    buyerMissed > 0 && `${buyerMissed} acknowledged rounds whose event did not reach the buyer's live view`,
    visitorsBad > 0 && `${visitorsBad} visitors' calls failed`,
    !answers.has(NOT_OPEN) && 'no submission reached the end time',
  ].filter((f): f is string => Boolean(f));
  return failures.map((f) => `${workers} process${workers > 1 ? 'es' : ''}, isYuanJu ${isYuanJu}, ${pattern}: ${f}`);
}

/**
 * The machine's CPU during the burst, by who used it, and per acknowledged round. The server side is the app and the
 * rest (PostgreSQL); the clients and the watchers stand for the suppliers' browsers and the visitors, which in a real
 * auction run on other machines. The estimate of the rounds the server side alone could hold is that side's CPU per
 * round divided into the machine's cores: an estimate, not a measurement (it assumes the cost per round stays as the
 * load grows).
 */
function cpuRows(cpu: CpuUse | null, elapsed: number, rounds: number, ceiling: number): string[][] {
  if (!cpu) return [['CPU during the burst', 'not measured (no /proc)']];
  const share = (seconds: number) => `${((100 * seconds) / (elapsed * cpu.cores)).toFixed(0)} %`;
  const app = cpu.groups.get('app');
  // PGlite runs in this process too: there the rest is only the rest of the machine.
  const rest = app === undefined ? 'rest of the machine' : 'rest (PostgreSQL)';
  const parts = [
    ...(app === undefined ? [] : [`app ${share(app)}`]),
    // Without an app process of its own (PGlite) the app runs in this process, with the clients.
    `${app === undefined ? 'this process (the app and the suppliers\' clients)' : "suppliers' clients"} ${share(cpu.groups.get('clients') ?? 0)}`,
    `watchers ${share(cpu.groups.get('watchers') ?? 0)}`,
    `${rest} ${share(cpu.rest)}`,
  ];
  const interrupts = `of which the kernel's interrupts ${share(cpu.interrupts)}`;
  const perRound = (seconds: number) => (rounds > 0 ? ms((1000 * seconds) / rounds) : '–');
  const server = (app ?? 0) + cpu.rest;
  const serverRate = rounds > 0 && server > 0 ? (cpu.cores * rounds) / server : 0;
  return [
    [`machine CPU used during the burst, of ${cpu.cores} cores: ${parts.join(', ')}; ${interrupts}`, share(cpu.machine)],
    [
      `CPU per acknowledged round, ms: machine / app / ${rest}`,
      `${perRound(cpu.machine)} / ${app === undefined ? 'with the clients' : perRound(app)} / ${perRound(cpu.rest)}`,
    ],
    // With the app held to some cores (BURST_APP_CPUS) the run measures what this estimates: it is left out.
    ...(app === undefined || settings.appCpus
      ? []
      : [
          [
            'estimate: rounds per second the server side alone (app and rest) holds on these cores (share of the ceiling)',
            serverRate ? `${count(serverRate)} (${((100 * serverRate) / ceiling).toFixed(1)} %)` : '–',
          ],
        ]),
  ];
}

async function main(): Promise<number> {
  console.log(`quotation burst: ${settings.suppliers} suppliers, ${settings.sectors} sectors, the last ${settings.seconds} s before the end time, isYuanJu 0 then 1, arrival ${settings.patterns.join(' then ')}`);
  console.log(`machine: ${availableParallelism()} cpus (${cpus()[0]?.model.trim()}), load average ${loadavg()[0].toFixed(1)} before the run, node ${process.version}`);
  const bench = await createBenchDb(settings.db, settings.databaseUrl);
  cleanups.push(bench.drop);
  const { db } = bench;
  console.log(`database: ${bench.label}`);
  const commitTimes = settings.db === 'postgres' && (await commitTimesRecorded(db));
  console.log(
    commitTimes
      ? 'commit times: track_commit_timestamp is on, each round\'s commit time is checked against the end time'
      : `commit times: track_commit_timestamp is off (it needs a server restart); checked instead: arrival_time (taken when the request reached the server, judged against the end time) and the client's acknowledgement times (rounds that arrived in time may be acknowledged until the settling time has passed) (end + ${settings.ackToleranceMs} ms at most)`,
  );
  const suppliers = await loadSuppliers(db, settings.suppliers);

  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await listen(hello);
  const helloResult = await autocannon({ url: helloUrl, connections: 64, duration: settings.helloSeconds });
  console.log(`hello-world: ${count(helloResult.requests.average)} req/s, p99 ${ms(helloResult.latency.p99)} ms (64 connections, ${settings.helloSeconds} s)`);
  // The database's own speed on this machine, on the same server, in the same run.
  const ceilingLoad = loadavg()[0];
  const ceiling = await databaseCeiling(db, bench.url, settings.ceilingSeconds);
  console.log(`database ceiling: ${count(ceiling.tps)} transactions/s (${ceiling.how}; load average ${ceilingLoad.toFixed(1)} before)`);
  console.log(
    `watching every burst: ${settings.streams ? `${count(settings.suppliers)} suppliers' live streams, the buyer's live view` : 'no live stream (BURST_STREAMS=0)'}, ${count(settings.visitors)} visitors reading the announcement (a load every ${settings.visitorThinkSeconds.join('–')} s each)`,
  );

  const failures: string[] = [];
  for (const workers of settings.workers) {
    // On PostgreSQL the app runs in processes of its own (bench/serve.ts), as in production: the 500 clients of this
    // process do not share its event loop. PGlite in memory lives in this process, and so does its app.
    let appUrl: string;
    let stopApp = async () => undefined as void;
    let appPid: number | null = null;
    let loopDelay: (() => Promise<LoopDelay[]>) | null = null;
    if (bench.url) {
      ({ url: appUrl, pid: appPid, stop: stopApp, loopDelay } = await serveApp(bench.url, workers));
      console.log(`\napp: ${workers} process${workers > 1 ? 'es' : ''} of ${workers > 1 ? 'their' : 'its'} own on one database (bench/serve.ts), the clients in this one (${settings.client === 'fetch' ? "Node's fetch" : 'node:http, kept-alive connections'})`);
      if (settings.proxy) {
        const proxy = await startNginx(appUrl);
        const stopServe = stopApp;
        stopApp = async () => (await proxy.stop(), await stopServe());
        appUrl = proxy.url;
        console.log(`proxy: nginx in front (one worker, X-Request-Start stamped, the app judging rounds by it: ARRIVAL_FROM_PROXY)`);
      }
    } else {
      const config = { ...loadConfig({}), webDist: undefined, seedDemo: false, demoMode: false };
      appUrl = await listen(await buildApp({ db, storage: new MemoryStorage(), config, logger: env.BURST_LOG ? { level: 'error' } : false }));
      console.log('\napp: in this process, with the clients (embedded PGlite)');
    }
    for (const pattern of settings.patterns) {
      for (const isYuanJu of [0, 1] as const) {
        failures.push(...(await burst(db, appUrl, suppliers, isYuanJu, commitTimes, pattern, helloResult.requests.average, ceiling.tps, workers, appPid, loopDelay)));
      }
    }
    await stopApp();
  }
  for (const f of failures) console.error(`FAIL: ${f}`);
  return failures.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error('\nquotation burst failed:', error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
