/**
 * Load benchmark of the public section calls on 100,000 sections (see README.md): loads a fresh database,
 * starts the API and a Fastify hello-world in this process, fires autocannon at each call in turn and
 * prints requests per second and latency beside hello-world, with the query plans of the list calls.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '@portal/server';
import { loadConfig } from '@portal/server/config.ts';
import { MemoryStorage } from '@portal/server/files/storage.ts';
import { homeListSql } from '@portal/server/sections/queries.ts';
import { createBenchDb } from './bench-db';
import { explain } from './explain';
import { loadSections } from './load-sections';
import { spawn, type ChildProcess } from 'node:child_process';
import { checkSamples, DETAIL_PATH, LIST_PATH, parseListQuery, PROCESS_SCENARIOS, SCENARIOS, SEARCH_WORDS, type Scenario } from './public-calls';
import { count, ms, printTable } from './report';

const env = process.env;
const settings = {
  db: (env.BENCH_DB || 'postgres') as 'postgres' | 'pglite',
  databaseUrl: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  sections: Number(env.BENCH_SECTIONS || 100_000),
  seconds: Number(env.BENCH_SECONDS || 10),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 1),
  connections: Number(env.BENCH_CONNECTIONS || 64),
  workers: Number(env.BENCH_WORKERS ?? 1),
  only: env.BENCH_ONLY || '',
  /** Server process counts of the "several processes" part (PostgreSQL only); empty to leave it out. */
  processes: (env.BENCH_PROCESSES ?? '1,2').split(',').filter(Boolean).map(Number),
  /** Port of those servers (127.0.0.1). */
  processPort: Number(env.BENCH_PROCESS_PORT || 18088),
};
if (!['postgres', 'pglite'].includes(settings.db)) throw new Error(`BENCH_DB must be postgres or pglite, not ${settings.db}`);

const scenarios = SCENARIOS.filter((s) => s.kind === 'hello' || s.name.includes(settings.only));
const cjs = (name: string) => fileURLToPath(new URL(`./autocannon/${name}.cjs`, import.meta.url));

/** Jobs that undo the setup, last first; run on the way out whatever happens. */
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  while (cleanups.length) await cleanups.pop()!().catch((error) => console.error('cleanup:', error.message));
}

/** Ends the run if it takes far longer than planned (a stuck load or query), removing the database. */
const processRuns = settings.processes.length * PROCESS_SCENARIOS.length;
const budgetMs = (180 + (scenarios.length + processRuns) * (settings.seconds + settings.warmupSeconds + 5) + settings.processes.length * 30) * 1000;
setTimeout(() => abort(`run exceeded ${Math.round(budgetMs / 1000)} s`), budgetMs).unref();
process.once('SIGINT', () => abort('interrupted'));

async function abort(reason: string) {
  console.error(`\nbench aborted: ${reason}`);
  setTimeout(() => process.exit(1), 15_000).unref();
  await cleanUp();
  process.exit(1);
}

async function listen(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(() => app.close());
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function main(): Promise<number> {
  console.log(`bench: ${settings.sections.toLocaleString('en-US')} sections, ${settings.connections} connections, ${settings.seconds} s per call`);
  console.log(`machine: ${availableParallelism()} cpus (${cpus()[0]?.model.trim()}), load average ${loadavg()[0].toFixed(1)} before the run, node ${process.version}`);

  const bench = await createBenchDb(settings.db, settings.databaseUrl);
  cleanups.push(bench.drop);
  const { db } = bench;
  const [server] = await db.query<{ version: string; ctype: string; shared_buffers: string; work_mem: string; trgm_zh: number; trgm_lo: number }>(
    `SELECT version(), (SELECT datctype FROM pg_database WHERE datname = current_database()) AS ctype, current_setting('shared_buffers') AS shared_buffers,
            current_setting('work_mem') AS work_mem, cardinality(show_trgm('钢管采购')) AS trgm_zh, cardinality(show_trgm('ທໍ່ເຫຼັກ')) AS trgm_lo`,
  );
  console.log(`database: ${bench.label}; ${server.version.split(' on ')[0]}, ctype ${server.ctype}, shared_buffers ${server.shared_buffers}, work_mem ${server.work_mem}`);
  console.log(`pg_trgm on non-ASCII: ${server.trgm_zh} trigrams of 钢管采购, ${server.trgm_lo} of ທໍ່ເຫຼັກ (0 would mean the locale treats them as separators)`);

  const loadStarted = performance.now();
  const timings = await loadSections(db, settings.sections, new Date());
  const [sizes] = await db.query<{ sections: number; sectors: number; accounts: number; table: string; indexes: string }>(
    `SELECT (SELECT count(*) FROM section)::int AS sections, (SELECT count(*) FROM sector)::int AS sectors,
            (SELECT count(*) FROM receiving_account)::int AS accounts,
            pg_size_pretty(pg_table_size('section')) AS table, pg_size_pretty(pg_indexes_size('section')) AS indexes`,
  );
  console.log(
    `loaded ${count(sizes.sections)} sections, ${count(sizes.sectors)} sectors, ${count(sizes.accounts)} accounts in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s ` +
      `(${Object.entries(timings).map(([step, t]) => `${step} ${(t / 1000).toFixed(1)} s`).join(', ')}); section table ${sizes.table}, its indexes ${sizes.indexes}`,
  );

  const detailIds = (await db.query<{ id: number }>('SELECT id FROM section WHERE section_stauts <> 0 ORDER BY random() LIMIT 5000')).map((r) => r.id);
  const config = { ...loadConfig({}), webDist: undefined, seedDemo: false, demoMode: false };
  const appUrl = await listen(await buildApp({ db, storage: new MemoryStorage(), config, logger: false }));
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await listen(hello);

  const totals = await checkSamples(appUrl, detailIds);
  await warmDetails(appUrl, detailIds);
  console.log('\nEach call answered code 200 before the load.\n\nQuery plans of the list calls (EXPLAIN ANALYZE, warm cache):');
  const planRows: string[][] = [];
  for (const scenario of scenarios) {
    if (scenario.kind !== 'list') continue;
    const { rowsSql, countSql, params } = homeListSql(parseListQuery(scenario.query));
    for (const [part, sql] of [['page', rowsSql], ['count', countSql]]) {
      const plan = await explain(db, sql, params);
      planRows.push([part === 'page' ? scenario.name : '', part, ms(plan.planningMs), ms(plan.executionMs), plan.access.join(', ')]);
    }
  }
  printTable(['call', 'query', ' plan ms', ' exec ms', 'access'], planRows);

  const measure = (scenario: Scenario, url: string) =>
    autocannon({
      url,
      connections: scenario.kind === 'first-search' ? scenario.connections : settings.connections,
      duration: settings.seconds,
      ...(settings.warmupSeconds > 0 && scenario.kind !== 'first-search' ? { warmup: { duration: settings.warmupSeconds } } : {}),
      ...(settings.workers > 0 ? { workers: settings.workers } : {}),
      ...(scenario.kind === 'hello' ? {} : { verifyBody: cjs('api-success') }),
      ...(scenario.kind === 'list' ? { requests: [{ path: `${LIST_PATH}?${scenario.query}` }] } : {}),
      ...(scenario.kind === 'detail'
        ? { requests: [{ setupRequest: cjs('random-detail') }], initialContext: { base: DETAIL_PATH, ids: detailIds.join(',') } }
        : {}),
      ...(scenario.kind === 'first-search'
        ? { requests: [{ setupRequest: cjs('distinct-search') }], initialContext: { base: LIST_PATH, words: SEARCH_WORDS.join('|') } }
        : {}),
    });

  console.log(`\nLoad: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.seconds} s per call, autocannon in ${settings.workers || 'no'} worker thread(s)`);
  const results: { scenario: Scenario; result: Result }[] = [];
  for (const scenario of scenarios) {
    const result = await measure(scenario, scenario.kind === 'hello' ? helloUrl : appUrl);
    results.push({ scenario, result });
    console.log(`  ${scenario.name}: ${count(result.requests.average)} req/s, p99 ${ms(result.latency.p99)} ms (load average ${loadavg()[0].toFixed(1)})`);
  }

  // The same public calls served by separate server processes (node cluster on one port) on the same database.
  const processResults: { processes: number; scenario: Scenario; result: Result }[] = [];
  if (bench.url && settings.processes.length) {
    const chosen = SCENARIOS.filter((s) => PROCESS_SCENARIOS.includes(s.name) && s.name.includes(settings.only));
    for (const processes of settings.processes) {
      const url = await startProcesses(processes, bench.url, settings.processPort);
      console.log(`\n${processes} server process(es) on 127.0.0.1:${settings.processPort} (load average ${loadavg()[0].toFixed(1)}):`);
      for (const scenario of chosen) if (scenario.kind === 'list') await getJsonOk(`${url}${LIST_PATH}?${scenario.query}`);
      await warmDetails(url, detailIds);
      for (const scenario of chosen) {
        const result = await measure(scenario, url);
        processResults.push({ processes, scenario, result });
        console.log(`  ${scenario.name}: ${count(result.requests.average)} req/s, p99 ${ms(result.latency.p99)} ms`);
      }
      await stopProcesses();
    }
  }

  const helloRps = results.find((r) => r.scenario.kind === 'hello')!.result.requests.average;
  console.log(`\nResults (${new Date().toISOString().slice(0, 10)}, ${bench.label.split(' ')[0]}, ${count(sizes.sections)} sections):`);
  printTable(
    ['call', ' matches', ' req/s', ' p50 ms', ' p99 ms', ' errors', ' bad answers', ' of hello-world'],
    results.map(({ scenario, result }) => [
      scenario.name,
      totals.has(scenario.name) ? count(totals.get(scenario.name)!) : '',
      count(result.requests.average),
      ms(result.latency.p50),
      ms(result.latency.p99),
      String(result.errors + result.timeouts),
      String(result.non2xx + result.mismatches),
      ((result.requests.average / helloRps) * 100).toFixed(1) + '%',
    ]),
  );
  if (processResults.length) {
    console.log(`\nSeveral processes on one database (same calls, node cluster on one port), beside the in-process app above:`);
    const names = [...new Set(processResults.map((r) => r.scenario.name))];
    const counts = [...new Set(processResults.map((r) => r.processes))];
    printTable(
      ['call', ...counts.flatMap((n) => [` ${n} proc req/s`, ` ${n} proc p99 ms`]), ' errors + bad'],
      names.map((name) => {
        const of = processResults.filter((r) => r.scenario.name === name);
        return [
          name,
          ...counts.flatMap((n) => {
            const r = of.find((x) => x.processes === n)!.result;
            return [count(r.requests.average), ms(r.latency.p99)];
          }),
          String(of.reduce((sum, { result: r }) => sum + r.errors + r.timeouts + r.non2xx + r.mismatches, 0)),
        ];
      }),
    );
  }
  console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(1)).join(', ')} (1, 5, 15 min)`);
  const bad = [...results, ...processResults].filter(({ result }) => result.non2xx + result.mismatches > 0);
  if (bad.length) console.error(`\nAnswers other than code 200 in: ${bad.map((b) => b.scenario.name).join(', ')}`);
  return bad.length ? 1 : 0;
}

let served: ChildProcess | undefined;

/** Starts bench/serve.ts with `processes` workers on `port` and waits until every worker listens. */
async function startProcesses(processes: number, databaseUrl: string, port: number): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./serve.ts', import.meta.url))], {
    env: { ...process.env, SERVE_WORKERS: String(processes), SERVE_PORT: String(port), SERVE_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  served = child;
  cleanups.push(stopProcesses);
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message) => (message === 'ready' ? resolve() : reject(new Error(String(message)))));
    child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function stopProcesses() {
  const child = served;
  served = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Asks for the detail of every id the detail scenario picks from, 16 at a time, until a pass finds 99 % of them
 * cached (X-Cache: HIT; several processes each fill their own cache), so the scenario measures the cached detail
 * (in production the sections people open are asked for again and again).
 */
async function warmDetails(url: string, ids: number[]) {
  const started = performance.now();
  for (let pass = 1; pass <= 6; pass++) {
    let next = 0;
    let hits = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < ids.length) {
          const response = await fetch(`${url}${DETAIL_PATH}${ids[next++]}`);
          if (response.headers.get('x-cache') === 'HIT') hits++;
          await response.arrayBuffer();
        }
      }),
    );
    if (hits >= 0.99 * ids.length || pass === 6) {
      console.log(`detail cache warm-up: ${pass} pass(es) over ${count(ids.length)} sections, ${((hits / ids.length) * 100).toFixed(0)} % cached in the last, ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return;
    }
  }
}

async function getJsonOk(url: string) {
  const body = (await (await fetch(url)).json()) as { code: number };
  if (body.code !== 200) throw new Error(`GET ${url}: code ${body.code}`);
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error('\nbench failed:', error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
