/**
 * The write path's cost per round (README.md, "Write path: cost per round"): on a fresh database, signed-in
 * suppliers submit rounds one after the other through the app (`app.inject`, no network), and the run counts
 * the database trips of each round (test/trips.ts: every message sent and waited for) and the app process's CPU
 * time per round (`process.cpuUsage()`). Both are counts of work, not of waiting, so they hold on a loaded
 * machine where a throughput figure does not. Every round is accepted (each price a cent below every earlier
 * one), with and without the round-over-round rules (isYuanJu 0 and 1).
 *
 * WRITE_PATH_ROUNDS (default 300) rounds per rule set after one warm-up round per supplier, WRITE_PATH_SUPPLIERS
 * (default 20), BENCH_DB postgres (default) or pglite.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { buildApp } from '@portal/server';
import { loadConfig } from '@portal/server/config.ts';
import { MemoryStorage } from '@portal/server/files/storage.ts';
import { newToken, tokenHash } from '@portal/server/accounts/tokens.ts';
import { countTrips } from '@portal/server/test/trips.ts';
import { createBenchDb } from './bench-db';

const env = process.env;
const settings = {
  db: (env.BENCH_DB || 'postgres') as 'postgres' | 'pglite',
  databaseUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  rounds: Number(env.WRITE_PATH_ROUNDS || 300),
  suppliers: Number(env.WRITE_PATH_SUPPLIERS || 20),
  sectors: 5,
};

async function main() {
  const bench = await createBenchDb(settings.db, settings.databaseUrl);
  const { db } = bench;
  const config = { ...loadConfig({}), webDist: undefined, seedDemo: false, demoMode: false };
  const app = await buildApp({ db, storage: new MemoryStorage(), config });
  await app.ready();
  try {
    const tokens = Array.from({ length: settings.suppliers }, () => newToken());
    await db.query(
      `WITH c AS (
         INSERT INTO company (name, certification_status) SELECT 'Write path supplier ' || i, 'skip' FROM generate_series(1, $1) AS i RETURNING id, name
       ), u AS (
         INSERT INTO app_user (user_name, nick_name, password_hash, role, operation_user_type, company_id)
         SELECT 'write-' || c.id, c.name, 'x', 'supplier', 0, c.id FROM c RETURNING id
       )
       INSERT INTO user_session (token_hash, user_id)
       SELECT h.hash, u.id FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM u) u
         JOIN unnest($2::text[]) WITH ORDINALITY AS h (hash, k) ON h.k = u.k`,
      [settings.suppliers, tokens.map(tokenHash)],
    );
    console.log(`Write path: ${bench.label}, ${settings.suppliers} suppliers, ${settings.sectors} sectors, ${settings.rounds} rounds per rule set, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    for (const isYuanJu of [0, 1] as const) {
      const [{ id: section }] = await db.query<{ id: number }>(
        `INSERT INTO section (section_name, bidding_type, section_stauts, project_type, organization, successful_bidder_method, is_yuan_ju, bidding_trade_type,
                              start_time, ent_time, next_clock_at)
         VALUES ('Write path', 1, 1, 1, 'Bench', 1, $1, 1, now() - interval '1 day', now() + interval '1 day', now() + interval '1 day') RETURNING id`,
        [isYuanJu],
      );
      await db.query(
        `INSERT INTO sector (section_id, sort, sector_name, sector_number, max_price) SELECT $1, i, 'Item ' || i, 10 + i, 1000 FROM generate_series(1, $2) AS i`,
        [section, settings.sectors],
      );
      await db.query(
        `INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time)
         SELECT $1, id, company_id, 15, now(), now() FROM app_user WHERE user_name LIKE 'write-%'`,
        [section],
      );
      const sectorIds = (await db.query<{ id: number }>('SELECT id FROM sector WHERE section_id = $1 ORDER BY sort', [section])).map((r) => r.id);
      let cents = 99_999;
      const round = async (k: number) => {
        cents -= 1;
        const price = (cents / 100).toFixed(2);
        const answer = await app.inject({
          method: 'POST',
          url: '/prod-api/system/quotes/bidQuotes',
          headers: { authorization: `Bearer ${tokens[k % tokens.length]}` },
          payload: { sectionId: section, requestKey: randomUUID(), sectors: sectorIds.map((id) => ({ id, sectorPrice: price, otherExpenses: '1.50' })) },
        });
        if (answer.json().code !== 200) throw new Error(`round refused: ${answer.body}`);
      };
      // Each supplier's first round (and its session check) before the count: the measured rounds are later rounds.
      for (let k = 0; k < tokens.length; k += 1) await round(k);
      const trips = countTrips(db);
      const walBefore = await walPosition(db);
      const cpu = process.cpuUsage();
      const machineBefore = machineBusyMs();
      const started = performance.now();
      for (let k = 0; k < settings.rounds; k += 1) await round(k);
      const used = process.cpuUsage(cpu);
      const machine = machineBusyMs() - machineBefore;
      const elapsed = performance.now() - started;
      const walBytes = walBefore === null ? null : await walSince(db, walBefore);
      // The notice of the round's event (a side connection, after the commit) may still be on its way.
      await new Promise((resolve) => setTimeout(resolve, 50));
      trips.stop();
      const perRound = (n: number) => (n / settings.rounds).toFixed(2);
      const kinds = new Map<string, number>();
      for (const s of [...trips.statements, ...trips.side]) {
        const name = s.trim().split(/\s+/).slice(0, 2).join(' ').slice(0, 40);
        kinds.set(name, (kinds.get(name) ?? 0) + 1);
      }
      console.log(
        `isYuanJu ${isYuanJu}: ${perRound(trips.trips)} trips/round (pool), ${perRound(trips.side.length)} on the side connection, ${perRound(trips.statements.length)} statements/round, ` +
          `CPU ${((used.user + used.system) / 1000 / settings.rounds).toFixed(2)} ms/round (user ${(used.user / 1000 / settings.rounds).toFixed(2)}), ` +
          `${(elapsed / settings.rounds).toFixed(2)} ms/round elapsed; load ${loadavg()[0].toFixed(2)}`,
      );
      const appMs = (used.user + used.system) / 1000;
      console.log(
        `  machine CPU ${(machine / settings.rounds).toFixed(2)} ms/round, of which outside the app ${((machine - appMs) / settings.rounds).toFixed(2)} ms (PostgreSQL, on a machine doing nothing else); ` +
          `${cpus().length} cores at this cost: at most ${Math.round((cpus().length * 1000 * settings.rounds) / machine)} rounds/s`,
      );
      if (walBytes !== null) console.log(`  WAL written ${Math.round(walBytes / settings.rounds)} bytes/round (the whole server's, on a machine doing nothing else)`);
      console.log(`  statements: ${[...kinds].map(([name, n]) => `${name} ×${perRound(n)}`).join('; ')}`);
    }
  } finally {
    await app.close();
    if (!process.env.KEEP) await bench.drop(); else console.log("kept", bench.label);
  }
}

/** PostgreSQL's current WAL position (null on the embedded database, whose WAL is not counted here). */
async function walPosition(db: Awaited<ReturnType<typeof createBenchDb>>['db']) {
  if (settings.db !== 'postgres') return null;
  const [{ lsn }] = await db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
  return lsn;
}

/** Bytes of WAL written since `lsn`. */
async function walSince(db: Awaited<ReturnType<typeof createBenchDb>>['db'], lsn: string) {
  const [{ bytes }] = await db.query<{ bytes: string }>('SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1::pg_lsn)::text AS bytes', [lsn]);
  return Number(bytes);
}

/** CPU time every core of the machine spent busy since boot (user, nice, system, irq), in ms. */
function machineBusyMs() {
  return cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
}

await main();
