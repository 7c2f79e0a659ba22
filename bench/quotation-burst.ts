/**
 * Burst benchmark of quotation rounds (see README.md, "Quotation burst"): on a fresh PostgreSQL database,
 * 500 signed-in suppliers submit rounds as fast as they can during the last seconds before a section's end
 * time, through the real API over HTTP. Prints throughput, latency, rounds acknowledged and rounds stored, and
 * fails unless every acknowledged round is stored, none is stored at or after the end time and none twice.
 * A Fastify hello-world is measured in the same run for scale.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import { buildApp } from '@portal/server';
import { loadConfig } from '@portal/server/config.ts';
import { MemoryStorage } from '@portal/server/files/storage.ts';
import { newToken, tokenHash } from '@portal/server/accounts/tokens.ts';
import type { Db } from '@portal/server/db/index.ts';
import { createBenchDb } from './bench-db';
import { count, ms, printTable } from './report';

const env = process.env;
const settings = {
  db: (env.BENCH_DB || 'postgres') as 'postgres' | 'pglite',
  databaseUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  suppliers: Number(env.BURST_SUPPLIERS || 500),
  sectors: Number(env.BURST_SECTORS || 5),
  /** Seconds of quoting left when the burst starts. */
  seconds: Number(env.BURST_SECONDS || 5),
  helloSeconds: Number(env.BENCH_SECONDS || 5),
};
if (!['postgres', 'pglite'].includes(settings.db)) throw new Error(`BENCH_DB must be postgres or pglite, not ${settings.db}`);

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  while (cleanups.length) await cleanups.pop()!().catch((error) => console.error('cleanup:', error.message));
}
const budgetMs = (120 + settings.seconds * 4 + settings.helloSeconds) * 1000;
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

/**
 * One inquiry open for quoting (status 1, any-item award, no round-over-round rules so that every round a
 * supplier sends is acceptable and the figures measure the write path), its sectors, and `n` certified
 * suppliers signed up and ready to quote, each with a session. Everything in a few set-based statements.
 */
async function loadData(db: Db, n: number, sectors: number) {
  const [{ id: section }] = await db.query<{ id: number }>(
    `INSERT INTO section (section_name, section_name_en, section_name_lo, bidding_type, section_stauts, project_type, organization,
                          successful_bidder_method, is_yuan_ju, bidding_trade_type, start_time, ent_time, next_clock_at)
     VALUES ('报价压测', 'Quotation burst', 'ທົດສອບການສະເໜີລາຄາ', 1, 1, 1, '压测中心', 1, 0, 1, now() - interval '1 day', now() + interval '1 day', now() + interval '1 day')
     RETURNING id`,
  );
  await db.query(
    `INSERT INTO sector (section_id, sort, sector_name, sector_name_en, sector_number, max_price)
     SELECT $1, i, '标的 ' || i, 'Item ' || i, 10 + i, 1000 FROM generate_series(1, $2) AS i`,
    [section, sectors],
  );
  const tokens = Array.from({ length: n }, () => newToken());
  await db.query(
    `WITH c AS (
       INSERT INTO company (name, certification_status) SELECT 'Burst supplier ' || i, 'skip' FROM generate_series(1, $2) AS i RETURNING id, name
     ), u AS (
       INSERT INTO app_user (user_name, nick_name, password_hash, role, operation_user_type, company_id)
       SELECT 'burst-' || c.id, c.name, 'x', 'supplier', 0, c.id FROM c RETURNING id, company_id
     ), g AS (
       INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time)
       SELECT $1, u.id, u.company_id, 15, now(), now() FROM u RETURNING user_id
     )
     INSERT INTO user_session (token_hash, user_id)
     SELECT h.hash, g.user_id FROM (SELECT user_id, row_number() OVER (ORDER BY user_id) AS k FROM g) g
       JOIN unnest($3::text[]) WITH ORDINALITY AS h (hash, k) ON h.k = g.k`,
    [section, n, tokens.map(tokenHash)],
  );
  const sectorIds = (await db.query<{ id: number }>('SELECT id FROM sector WHERE section_id = $1 ORDER BY sort', [section])).map((r) => r.id);
  return { section, sectorIds, tokens };
}

interface Ack {
  roundId: number;
  quotesCount: number;
  requestKey: string;
  token: string;
  ackAt: number;
}

async function main(): Promise<number> {
  console.log(`quotation burst: ${settings.suppliers} suppliers, ${settings.sectors} sectors, the last ${settings.seconds} s before the end time`);
  console.log(`machine: ${availableParallelism()} cpus (${cpus()[0]?.model.trim()}), load average ${loadavg()[0].toFixed(1)} before the run, node ${process.version}`);
  const bench = await createBenchDb(settings.db, settings.databaseUrl);
  cleanups.push(bench.drop);
  const { db } = bench;
  console.log(`database: ${bench.label}`);
  const { section, sectorIds, tokens } = await loadData(db, settings.suppliers, settings.sectors);

  const config = { ...loadConfig({}), webDist: undefined, seedDemo: false, demoMode: false };
  const appUrl = await listen(await buildApp({ db, storage: new MemoryStorage(), config, logger: false }));
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await listen(hello);

  const helloResult = await autocannon({ url: helloUrl, connections: 64, duration: settings.helloSeconds });
  console.log(`hello-world: ${count(helloResult.requests.average)} req/s, p99 ${ms(helloResult.latency.p99)} ms (64 connections, ${settings.helloSeconds} s)`);

  // The end time is set by the database clock: the burst starts `seconds` before it.
  const [{ ent_time: endTime }] = await db.query<{ ent_time: Date }>(
    `UPDATE section SET ent_time = now() + make_interval(secs => $2), next_clock_at = now() + make_interval(secs => $2) WHERE id = $1 RETURNING ent_time`,
    [section, settings.seconds],
  );
  const end = new Date(endTime).getTime();

  const latencies: number[] = [];
  const acks: Ack[] = [];
  const answers = new Map<string, number>();
  let replaysOk = 0;
  let replaysBad = 0;
  const post = async (token: string, body: unknown) => {
    const started = performance.now();
    const response = await fetch(`${appUrl}/prod-api/system/quotes/bidQuotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-language': 'en' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; msg: string; data?: { id: number; quotesCount: number; replayed: boolean } };
    latencies.push(performance.now() - started);
    return json;
  };

  async function supplier(token: string, k: number) {
    let round = 0;
    let first: { key: string; id: number } | null = null;
    while (Date.now() < end + 1000) {
      round += 1;
      const requestKey = randomUUID();
      const sectors = sectorIds.map((id, i) => ({ id, sectorPrice: (900 - round - ((k + i) % 50) / 100).toFixed(2), otherExpenses: '1.50' }));
      const answer = await post(token, { sectionId: section, requestKey, sectors });
      const label = answer.code === 200 ? 'accepted' : `${answer.code} ${answer.msg}`;
      answers.set(label, (answers.get(label) ?? 0) + 1);
      if (answer.code === 200 && answer.data) {
        acks.push({ roundId: answer.data.id, quotesCount: answer.data.quotesCount, requestKey, token, ackAt: Date.now() });
        if (!first) {
          first = { key: requestKey, id: answer.data.id };
          // A retry of the first round (a time-out on the client's side): must answer the same round.
          const again = await post(token, { sectionId: section, requestKey, sectors });
          if (again.code === 200 && again.data?.replayed && again.data.id === first.id) replaysOk += 1;
          else replaysBad += 1;
        }
      } else if (answer.code === 601) break;
    }
  }

  const started = performance.now();
  await Promise.all(tokens.map((token, k) => supplier(token, k)));
  const elapsed = (performance.now() - started) / 1000;

  const stored = await db.query<{ id: number; signup_id: number; quotes_count: number; request_key: string; late: boolean }>(
    `SELECT r.id, r.signup_id, r.quotes_count, r.request_key, r.create_time >= s.ent_time AS late
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
  const storedIds = new Set(stored.map((r) => r.id));
  const missing = acks.filter((a) => !storedIds.has(a.roundId)).length;
  const ackedBeforeEnd = acks.filter((a) => a.ackAt < end).length;
  const late = stored.filter((r) => r.late).length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const throughput = acks.length / elapsed;

  console.log(`\nBurst: ${count(latencies.length)} requests in ${elapsed.toFixed(1)} s (the end time fell ${settings.seconds} s after the start)`);
  printTable(
    ['measure', ' value'],
    [
      ['rounds acknowledged', count(acks.length)],
      ['rounds stored', count(stored.length)],
      ['acknowledged rounds missing', count(missing)],
      ['rounds stored at or after the end time', count(late)],
      ['duplicate round numbers or request keys', count(dups.n)],
      ['sign-ups with a gap in their round numbers', count(gaps.n)],
      ['lines stored / with a wrong total', `${count(lines.n)} / ${count(lines.bad)}`],
      ['retries answered with the stored round', `${count(replaysOk)} of ${count(replaysOk + replaysBad)}`],
      ['acknowledged rounds per second', count(throughput)],
      ['requests per second', count(latencies.length / elapsed)],
      ['latency p50 / p99 / max ms', `${ms(pct(50))} / ${ms(pct(99))} / ${ms(sorted.at(-1) ?? 0)}`],
      ['hello-world req/s', count(helloResult.requests.average)],
      ['requests per second of hello-world', ((latencies.length / elapsed / helloResult.requests.average) * 100).toFixed(1) + '%'],
    ],
  );
  console.log('\nAnswers:');
  for (const [label, n] of [...answers].sort((a, b) => b[1] - a[1])) console.log(`  ${count(n)}  ${label}`);
  console.log(`(${count(ackedBeforeEnd)} of the acknowledgements arrived before the end time by this process's clock)`);

  const failures = [
    missing > 0 && `${missing} acknowledged rounds are not stored`,
    stored.length !== acks.length && `${stored.length} rounds stored but ${acks.length} acknowledged`,
    late > 0 && `${late} rounds stored at or after the end time`,
    dups.n > 0 && `${dups.n} duplicate round numbers or request keys`,
    gaps.n > 0 && `${gaps.n} sign-ups with a gap in their round numbers`,
    lines.bad > 0 && `${lines.bad} lines with a wrong total`,
    replaysBad > 0 && `${replaysBad} retries not answered with the stored round`,
    acks.length === 0 && 'no round was acknowledged',
    !answers.has('601 Quoting is not open for you at this time') && 'no submission reached the end time',
  ].filter(Boolean);
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
