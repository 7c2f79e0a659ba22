import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SectionStatus } from '@portal/domain';
import { freshDb, testDbKind, type TestApp, TEST_PASSWORD_HASH_COST } from '../test/harness';
import { createSection, createSector } from '../test/factories';
import { hashPassword } from '../accounts/passwords';
import { LOGIN_PROTECTION } from '../accounts/loginAttempts';
import { tenderForm } from '../test/staffSupport';
import { unitForm } from '../accounts/testSupport';
import type { Db } from '../db/index';

/**
 * Two real server processes (the start-up code of `npm start`, src/main.ts) on one fresh PostgreSQL database.
 * Runs in the server-pg project only (vitest.config.ts): embedded PGlite is one process by nature.
 */
if (testDbKind !== 'postgres') throw new Error('twoProcesses.pg.test.ts needs PostgreSQL (the server-pg project)');

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const PORTS = [18086, 18087];
/** The clock's settling time after a quoting end (QUOTING_SETTLE_MS), short to keep the fair-deadline test short. */
const SETTLE_MS = 1_000;
let db: Db;
let drop: () => Promise<void>;
const children: ChildProcess[] = [];
const base = (i: number) => `http://127.0.0.1:${PORTS[i]}/prod-api`;

async function call(i: number, path: string, options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(base(i) + path, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'content-language': 'en',
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { cache: response.headers.get('x-cache'), body: (await response.json()) as any };
}

async function startServer(i: number, url: string) {
  const taken = await fetch(base(i) + '/common/config').then(() => true, () => false);
  if (taken) throw new Error(`port ${PORTS[i]} is already in use: stop what listens there`);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      PORT: String(PORTS[i]),
      HOST: '127.0.0.1',
      DATA_DIR: await mkdtemp(join(tmpdir(), `portal-proc${i}-`)),
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      // Asked for explicitly (off by default on PostgreSQL): the e-mail code test reads the demo mailbox.
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '1000',
      QUOTING_SETTLE_MS: String(SETTLE_MS),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const started = Date.now();
  while (Date.now() - started < 45_000) {
    if (child.exitCode !== null) throw new Error(`server ${i} exited with ${child.exitCode}`);
    const up = await fetch(base(i) + '/common/config').then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server ${i} did not start`);
}

async function account(userName: string, role: 'supplier' | 'buyer', password = 'Right@2026') {
  const kind = role === 'buyer' ? 'buyer' : 'supplier';
  const [{ id: companyId }] = await db.query<{ id: number }>('INSERT INTO company (name, kind) VALUES ($1, $2) RETURNING id', [userName + ' company', kind]);
  await db.query('INSERT INTO app_user (user_name, nick_name, password_hash, role, company_id) VALUES ($1, $1, $2, $3, $4)', [
    userName,
    await hashPassword(password, TEST_PASSWORD_HASH_COST),
    role,
    companyId,
  ]);
}

const login = (i: number, username: string, password: string) => call(i, '/login', { method: 'POST', body: { username, password } });

beforeAll(async () => {
  const fresh = await freshDb();
  db = fresh.db;
  drop = fresh.drop;
  // One after the other, as WORKERS=N does (the first migrates, here already done), then both serve.
  await startServer(0, fresh.url!);
  await startServer(1, fresh.url!);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await drop?.();
});

describe('two server processes on one PostgreSQL database', () => {
  it('accepts on one process a session signed in on the other', async () => {
    await account('twoproc_supplier', 'supplier');
    const signedIn = await login(0, 'twoproc_supplier', 'Right@2026');
    expect(signedIn.body.code).toBe(200);
    const info = await call(1, '/getInfo', { token: signedIn.body.token });
    expect(info.body.code).toBe(200);
    expect(info.body.data.userName).toBe('twoproc_supplier');
    expect((await call(1, '/logout', { token: signedIn.body.token })).body.code).toBe(200);
    expect((await call(0, '/getInfo', { token: signedIn.body.token })).body.code).toBe(401);
  });

  it('counts wrong passwords across both processes: the captcha and the wait hold on both', async () => {
    await account('twoproc_guessed', 'supplier');
    // Both processes see the same client address (127.0.0.1): the count of that address is shared.
    for (let n = 0; n < LOGIN_PROTECTION.captchaAfterFailures; n++) {
      expect((await login(n % 2, 'twoproc_guessed', 'Wrong@2026')).body.code).toBe(601);
    }
    for (const i of [0, 1]) {
      const right = await login(i, 'twoproc_guessed', 'Right@2026');
      expect(right.body, `process ${i}`).toEqual({ code: 601, msg: 'Please enter the captcha', captchaRequired: true });
    }
    const [row] = await db.query<{ failures: number }>(
      "SELECT failures FROM login_attempt WHERE account_key = (SELECT 'user:' || id FROM app_user WHERE user_name = 'twoproc_guessed')",
    );
    expect(row.failures).toBe(LOGIN_PROTECTION.captchaAfterFailures);
  });

  it('takes on one process an e-mail code sent through the other, and refuses a second code there too soon', async () => {
    const form = unitForm();
    const email = form.email as string;
    expect((await call(0, `/smsSendEmail?email=${encodeURIComponent(email)}`, { method: 'POST' })).body.code).toBe(200);
    expect((await call(1, `/smsSendEmail?email=${encodeURIComponent(email)}`, { method: 'POST' })).body.code).toBe(601);
    const mail = (await call(1, `/demo/mailbox?to=${encodeURIComponent(email)}`)).body.rows[0];
    form.smsCode = /\b(\d{6})\b/.exec(mail.text)![1];
    expect((await call(1, '/bidCompany/register', { method: 'POST', body: form })).body.code).toBe(200);
    expect((await login(0, form.phonenumber as string, form.password as string)).body.code).toBe(200);
  });

  it("shows a change made through one process in the other's cached public list within a second", async () => {
    await account('twoproc_buyer', 'buyer', 'Staff@2026');
    const buyer = (await login(0, 'twoproc_buyer', 'Staff@2026')).body.token as string;
    const list = '/system/section/homeListPage?pageNum=1&pageSize=10&sectionStautsList=7';
    const before = await call(1, list);
    expect((await call(1, list)).cache).toBe('HIT');

    const realTime = { clock: { now: () => new Date() } } as unknown as TestApp;
    const { body: created } = await call(0, '/admin/sections', { method: 'POST', token: buyer, body: tenderForm(realTime, { sectionName: '两个进程' }) });
    expect(created.code).toBe(200);
    expect((await call(0, `/admin/sections/${created.data.id}/publish`, { method: 'POST', token: buyer })).body.code).toBe(200);
    const published = Date.now();
    let seen: any;
    while (Date.now() - published < 1_000) {
      seen = (await call(1, list)).body;
      if (seen.total === before.body.total + 1) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(seen.total).toBe(before.body.total + 1);
    expect(seen.rows.map((r: { id: number }) => r.id)).toContain(created.data.id);
  });

  it('moves each due section once while both processes tick and read', async () => {
    const now = Date.now();
    const start = new Date(now + 2_500);
    const ids: number[] = [];
    for (let n = 0; n < 20; n++) {
      ids.push(
        await createSection(db, {
          section_stauts: SectionStatus.announced,
          signup_start_time: start,
          signup_end_time: new Date(now + 10 * 3_600_000),
          start_time: new Date(now + 20 * 3_600_000),
          ent_time: new Date(now + 30 * 3_600_000),
        }),
      );
    }
    const openList = `/system/section/homeListPage?pageNum=1&pageSize=50&sectionStautsList=${SectionStatus.signupOpen}`;
    // Both processes read (and so apply due moves) as fast as they can while their schedulers tick.
    const readers = [0, 1].map(async (i) => {
      while (Date.now() < now + 5_000) {
        await Promise.all([call(i, openList), call(i, `/system/section/getSectionByIdWithAuth/${ids[(Date.now() % ids.length) | 0]}`)]);
      }
    });
    await Promise.all(readers);
    const moves = await db.query<{ entity_id: number; n: number }>(
      "SELECT entity_id, count(*)::int AS n FROM audit_log WHERE entity = 'section' AND action = 'clock' AND entity_id = ANY($1::bigint[]) GROUP BY entity_id",
      [ids],
    );
    expect(moves).toHaveLength(ids.length);
    expect(moves.every((m) => m.n === 1)).toBe(true);
    for (const i of [0, 1]) {
      const shown = (await call(i, openList)).body.rows.map((r: { id: number }) => r.id);
      for (const id of ids) expect(shown, `process ${i}`).toContain(id);
    }
  });

  it('holds the end of quoting on both processes while a round that arrived in time waits on the other', async () => {
    await account('twoproc_quoter', 'supplier');
    const [{ company_id: companyId, id: userId }] = await db.query<{ company_id: number; id: number }>(
      "UPDATE company SET certification_status = 'skip' WHERE id = (SELECT company_id FROM app_user WHERE user_name = 'twoproc_quoter') RETURNING id AS company_id, (SELECT id FROM app_user WHERE user_name = 'twoproc_quoter') AS id",
    );
    const token = (await login(0, 'twoproc_quoter', 'Right@2026')).body.token as string;
    const end = new Date(Date.now() + 1_500);
    const section = await createSection(db, { bidding_type: 1, section_stauts: SectionStatus.quoting, start_time: new Date(Date.now() - 3_600_000), ent_time: end, next_clock_at: new Date(end.getTime() + SETTLE_MS) });
    const sector = await createSector(db, section, { max_price: '100.00' });
    const [{ id: signupId }] = await db.query<{ id: number }>(
      'INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time) VALUES ($1, $2, $3, 15, now(), now()) RETURNING id',
      [section, userId, companyId],
    );
    const statusOf = async () => (await db.query<{ s: number }>('SELECT section_stauts AS s FROM section WHERE id = $1', [section]))[0].s;

    // The supplier's sign-up row is held elsewhere while its round reaches process 0 before the end time.
    let answer: Promise<{ body: any }> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM signup WHERE id = $1 FOR UPDATE', [signupId]);
      answer = call(0, '/system/quotes/bidQuotes', { method: 'POST', token, body: { sectionId: section, requestKey: 'in-time-twoproc', sectors: [{ id: sector, sectorPrice: '90' }] } });
      // Past the end and the settling time, both processes tick (schedulers every second) and process 1 is read.
      while (Date.now() < end.getTime() + SETTLE_MS + 2_500) {
        await call(1, `/system/section/getSectionByIdWithAuth/${section}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Neither process ended quoting while the round was on its way.
      expect(await statusOf()).toBe(SectionStatus.quoting);
    });
    const stored = await answer!;
    expect(stored.body).toMatchObject({ code: 200, data: { quotesCount: 1 } });
    // Answered, the round no longer holds the end: quoting ends, the Merkle root covering it is published.
    const roots = () => db.query<{ round_count: number }>('SELECT round_count FROM quote_root WHERE section_id = $1', [section]);
    const released = Date.now();
    while (Date.now() - released < 5_000 && (await roots()).length === 0) {
      await call(1, `/system/section/getSectionByIdWithAuth/${section}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await statusOf()).toBe(SectionStatus.quotingEnded);
    expect((await roots()).map((r) => r.round_count)).toEqual([1]);
    // Each process removes the rows of its answered rounds.
    expect(await db.query('SELECT section_id FROM quote_pending')).toEqual([]);
  }, 30_000);
});
