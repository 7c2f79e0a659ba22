import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/index';
import { migrate } from '../db/migrate';
import { createSection, createSector } from '../test/factories';
import { TestClock, freshDb, testDbKind } from '../test/harness';
import { clockHooks } from '../clockHooks';
import { useClock } from './clock';
import { SCHEDULER_LOCK, schedulerTick, startScheduler } from './scheduler';

const hour = 3_600_000;
const { db, drop } = await freshDb();
afterAll(drop);
// No app is built over these databases: each gets the clock an app would register (app.ts).
const withClock = (handle: Db) => (useClock(handle, { quotingSettleMs: 0, hooks: clockHooks(handle) }), handle);
withClock(db);
const clock = new TestClock();
const t0 = clock.now().getTime();
const at = (hours: number) => new Date(t0 + hours * hour);

let users = 0;
/** A supplier company and user (enough for sign-up rows). */
async function company(target: Db = db) {
  users += 1;
  const [{ id: companyId }] = await target.query<{ id: number }>("INSERT INTO company (name) VALUES ($1) RETURNING id", [`供应商 ${users}`]);
  const [{ id: userId }] = await target.query<{ id: number }>("INSERT INTO app_user (user_name, nick_name, password_hash, company_id) VALUES ($1, $1, 'x', $2) RETURNING id", [
    `sched${users}`,
    companyId,
  ]);
  return { companyId: Number(companyId), userId: Number(userId) };
}

async function signup(sectionId: number, status: number, target: Db = db) {
  const c = await company(target);
  const [{ id }] = await target.query<{ id: number }>(
    'INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
    [sectionId, c.userId, c.companyId, status, clock.now()],
  );
  return Number(id);
}

async function quoteOnce(signupId: number) {
  const [g] = await db.query<{ section_id: number; company_id: number }>('SELECT section_id, company_id FROM signup WHERE id = $1', [signupId]);
  await db.query('INSERT INTO quote_round (section_id, signup_id, company_id, quotes_count, total_price, create_time) VALUES ($1, $2, $3, 1, 100, $4)', [
    g.section_id,
    signupId,
    g.company_id,
    clock.now(),
  ]);
}

const statuses = async (ids: number[]) =>
  (await db.query<{ id: number; s: number }>('SELECT id, supplier_bid_status AS s FROM signup WHERE id = ANY($1::bigint[])', [ids])).sort((a, b) => ids.indexOf(Number(a.id)) - ids.indexOf(Number(b.id))).map((r) => r.s);
const sectionStatus = async (id: number) => (await db.query<{ s: number }>('SELECT section_stauts AS s FROM section WHERE id = $1', [id]))[0].s;

describe('the scheduler with a controllable clock', () => {
  it('moves a tender through its statuses and its sign-ups with it, each move once and audited', async () => {
    const id = await createSection(db, {
      section_stauts: 7,
      signup_start_time: at(1),
      signup_end_time: at(10),
      bid_file_start_time: at(2),
      bid_file_end_time: at(20),
      start_time: at(30),
      ent_time: at(40),
      is_bidding_commit_file: 1,
      is_qualification_quotes: 1,
    });
    await createSector(db, id);
    const [owes, review, noFile, withdrawn, uploaded, willQuote, noQuote, notes] = [
      await signup(id, 5),
      await signup(id, 6),
      await signup(id, 11),
      await signup(id, 13),
      await signup(id, 12),
      await signup(id, 12),
      await signup(id, 12),
      await signup(id, 12),
    ];
    expect(await schedulerTick(db, at(0.5))).toEqual([]);
    expect(await schedulerTick(db, at(1))).toEqual([id]);
    expect(await sectionStatus(id)).toBe(8);
    await schedulerTick(db, at(10));
    expect(await sectionStatus(id)).toBe(9);
    // The end of the bid-file window is a look of its own (next_clock_at), though the status does not move.
    const [{ next }] = await db.query<{ next: Date }>('SELECT next_clock_at AS next FROM section WHERE id = $1', [id]);
    expect(new Date(next).getTime()).toBe(at(20).getTime());
    expect(await schedulerTick(db, at(20))).toEqual([]);
    expect(await statuses([noFile, withdrawn, uploaded, willQuote])).toEqual([14, 14, 15, 15]);
    expect(await statuses([owes, review])).toEqual([5, 6]);
    // Quoting opens: the supplier who owed its qualification files ends; the one under review stays.
    expect(await schedulerTick(db, at(30))).toEqual([id]);
    expect(await statuses([owes, review])).toEqual([14, 6]);
    await quoteOnce(willQuote);
    await quoteOnce(notes);
    await db.query('UPDATE signup SET supplier_bid_status = 16 WHERE id = $1', [notes]);
    // Quoting ends: sent notes go to review; a quote without its notes and a sign-up without a quote end.
    expect(await schedulerTick(db, at(40))).toEqual([id]);
    expect(await sectionStatus(id)).toBe(2);
    expect(await statuses([willQuote, noQuote, notes, review, uploaded])).toEqual([14, 14, 17, 14, 14]);
    // Nothing is due any more: later ticks move nothing and write nothing.
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(await schedulerTick(db, at(100))).toEqual([]);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0].n).toBe(n);
    const moves = await db.query<{ entity_id: number; action: string }>(
      "SELECT entity_id, action FROM audit_log WHERE entity = 'signup' AND entity_id = ANY($1::bigint[]) ORDER BY id",
      [[noFile, owes, uploaded]],
    );
    expect(moves.map((m) => [Number(m.entity_id), m.action])).toEqual([
      [noFile, 'clock-missed-deadline'],
      [uploaded, 'clock-bid-file-closed'],
      [owes, 'clock-missed-deadline'],
      [uploaded, 'clock-not-quoted'],
    ]);
  });

  it('sends quotes straight to the result when the section asks for no notes, and leaves suspended sections alone', async () => {
    const id = await createSection(db, { section_stauts: 1, start_time: at(-1), ent_time: at(5) });
    const quoted = await signup(id, 15);
    const notes = await signup(id, 16);
    await quoteOnce(quoted);
    const suspended = await createSection(db, { section_stauts: 15, start_time: at(-1), ent_time: at(5), next_clock_at: null });
    await schedulerTick(db, at(5));
    expect(await statuses([quoted, notes])).toEqual([19, 17]);
    expect(await sectionStatus(suspended)).toBe(15);
  });

  it('counts a refund as received once its confirmation deadline passes', async () => {
    const id = await createSection(db, { section_stauts: 13 });
    const s = await signup(id, 20);
    const [{ id: account }] = await db.query<{ id: number }>(
      "INSERT INTO receiving_account (section_id, type, money, currency, bank_account_name, bank_account, open_account_bank) VALUES ($1, '1', 100, 'CNY', 'a', 'b', 'c') RETURNING id",
      [id],
    );
    const [{ id: margin }] = await db.query<{ id: number }>(
      'INSERT INTO margin (signup_id, receiving_account_id, status, currency, money, payment_date, refund_time, refund_date_deadline) VALUES ($1, $2, 6, $3, 100, $4, $4, $5) RETURNING id',
      [s, account, 'CNY', at(0), at(24)],
    );
    await schedulerTick(db, at(23));
    expect((await db.query<{ status: number }>('SELECT status FROM margin WHERE id = $1', [margin]))[0].status).toBe(6);
    await schedulerTick(db, at(24));
    const [row] = await db.query<{ status: number; confirm_time: Date }>('SELECT status, confirm_time FROM margin WHERE id = $1', [margin]);
    expect(row.status).toBe(5);
    expect(new Date(row.confirm_time).getTime()).toBe(at(24).getTime());
  });

  it('ticks by itself on the interval, with the time of the clock it is given', async () => {
    const id = await createSection(db, { section_stauts: 8, signup_end_time: at(200), start_time: at(210), ent_time: at(220) });
    const ticking = new TestClock(at(200));
    const log = { info: () => undefined, error: () => undefined } as never;
    const scheduler = startScheduler(db, ticking, 10, log);
    try {
      await expect.poll(() => sectionStatus(id), { timeout: 5000 }).toBe(9);
    } finally {
      scheduler.stop();
    }
  });
});

describe('two schedulers on one database', async () => {
  /**
   * Two handles on one database: two pools on PostgreSQL (as two server processes) with the database's
   * address, the one PGlite otherwise (one process: no lock to take).
   */
  async function twoHandles(): Promise<{ first: Db; second: Db; url?: string; close: () => Promise<void> }> {
    if (testDbKind !== 'postgres') return { first: db, second: db, close: async () => undefined };
    const url = process.env.TEST_DATABASE_URL!;
    const name = 'portal_sched_' + randomBytes(6).toString('hex');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = '/' + name;
    const first = withClock(await openDb({ databaseUrl: target.toString(), dataDir: '', poolSize: 4 }));
    const second = withClock(await openDb({ databaseUrl: target.toString(), dataDir: '', poolSize: 4 }));
    await migrate(first);
    return {
      first,
      second,
      url: target.toString(),
      close: async () => {
        await first.close();
        await second.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }

  const handles = await twoHandles();
  afterAll(handles.close);
  const { first, second } = handles;
  const now = at(301);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  /** `count` sections with sign-up closed and quoting due at `now`, each with one sign-up that did not pass. */
  async function dueSections(count: number) {
    const ids: number[] = [];
    const signups: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = await createSection(first, { section_stauts: 8, signup_end_time: at(300), start_time: at(301), ent_time: at(400) });
      ids.push(id);
      signups.push(await signup(id, 1, first));
    }
    return { ids, signups };
  }

  /** The audit records of the sections and sign-ups, counted per entity. */
  const auditsOf = (ids: number[], signups: number[]) =>
    first.query<{ entity: string; n: number }>(
      `SELECT entity, count(*)::int AS n FROM audit_log
        WHERE (entity = 'section' AND entity_id = ANY($1::bigint[])) OR (entity = 'signup' AND entity_id = ANY($2::bigint[]))
        GROUP BY entity ORDER BY entity`,
      [ids, signups],
    );
  const statusesIn = async (ids: number[]) => (await first.query<{ s: number }>('SELECT section_stauts AS s FROM section WHERE id = ANY($1::bigint[])', [ids])).map((r) => r.s);

  it('moves each section exactly once when both tick at the same moment', async () => {
    const { ids, signups } = await dueSections(30);
    // Both processes tick repeatedly and together, as their timers would.
    const results = await Promise.all([0, 1, 2].flatMap(() => [schedulerTick(first, now), schedulerTick(second, now)]));
    const moved = results.flatMap((r) => r ?? []).filter((id) => ids.includes(id));
    expect(sorted(moved)).toEqual(sorted(ids));
    expect(await statusesIn(ids)).toEqual(ids.map(() => 1));
    expect(await auditsOf(ids, signups)).toEqual([
      { entity: 'section', n: ids.length },
      { entity: 'signup', n: signups.length },
    ]);
    const ended = await first.query<{ s: number }>('SELECT supplier_bid_status AS s FROM signup WHERE id = ANY($1::bigint[])', [signups]);
    expect(ended.map((r) => r.s)).toEqual(signups.map(() => 14));
  });

  if (testDbKind === 'postgres') {
    it('does no work while another process holds the advisory lock, and all of it once the lock is free', async () => {
      const { ids, signups } = await dueSections(3);
      // Another process in the middle of its tick: it holds the scheduler's lock on its own connection.
      const other = new pg.Client({ connectionString: handles.url });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [SCHEDULER_LOCK]);
        expect(await schedulerTick(first, now)).toBeNull();
        expect(await schedulerTick(second, now)).toBeNull();
        expect(await statusesIn(ids)).toEqual(ids.map(() => 8));
        expect(await auditsOf(ids, signups)).toEqual([]);
        await other.query('SELECT pg_advisory_unlock($1)', [SCHEDULER_LOCK]);
      } finally {
        await other.end();
      }
      expect(sorted((await schedulerTick(second, now))!.filter((id) => ids.includes(id)))).toEqual(sorted(ids));
      expect((await schedulerTick(first, now))!.filter((id) => ids.includes(id))).toEqual([]);
      expect(await statusesIn(ids)).toEqual(ids.map(() => 1));
      expect(await auditsOf(ids, signups)).toEqual([
        { entity: 'section', n: ids.length },
        { entity: 'signup', n: signups.length },
      ]);
    });
  }
});
