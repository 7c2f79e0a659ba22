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
import { checkSamples, DETAIL_PATH, LIST_PATH, parseListQuery, SCENARIOS, type Scenario } from './public-calls';
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
const budgetMs = (180 + scenarios.length * (settings.seconds + settings.warmupSeconds + 5)) * 1000;
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

  console.log(`\nLoad: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.seconds} s per call, autocannon in ${settings.workers || 'no'} worker thread(s)`);
  const results: { scenario: Scenario; result: Result }[] = [];
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: scenario.kind === 'hello' ? helloUrl : appUrl,
      connections: settings.connections,
      duration: settings.seconds,
      ...(settings.warmupSeconds > 0 ? { warmup: { duration: settings.warmupSeconds } } : {}),
      ...(settings.workers > 0 ? { workers: settings.workers } : {}),
      ...(scenario.kind === 'hello' ? {} : { verifyBody: cjs('api-success') }),
      ...(scenario.kind === 'list' ? { requests: [{ path: `${LIST_PATH}?${scenario.query}` }] } : {}),
      ...(scenario.kind === 'detail'
        ? { requests: [{ setupRequest: cjs('random-detail') }], initialContext: { base: DETAIL_PATH, ids: detailIds.join(',') } }
        : {}),
    });
    results.push({ scenario, result });
    console.log(`  ${scenario.name}: ${count(result.requests.average)} req/s, p99 ${ms(result.latency.p99)} ms`);
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
  const bad = results.filter(({ result }) => result.non2xx + result.mismatches > 0);
  if (bad.length) console.error(`\nAnswers other than code 200 in: ${bad.map((b) => b.scenario.name).join(', ')}`);
  return bad.length ? 1 : 0;
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
