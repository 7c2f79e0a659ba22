import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDb, type Db } from '../db/index';
import { testApp, testDbKind } from '../test/harness';
import { login, signedInSupplier } from './testSupport';

// The app's clock never moves here: a cached session could only end through what drops it, never by its time.
const t = await testApp();

/** The database as another process sees it: a connection of its own on PostgreSQL (the embedded database has one). */
async function otherProcessDb(): Promise<Db> {
  if (testDbKind === 'pglite') return t.db;
  const [{ name }] = await t.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
  afterAll(() => db.close());
  return db;
}
const other = await otherProcessDb();

const getInfo = (token: string, app = t.app) => app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: { authorization: `Bearer ${token}` } }).then((r) => r.json().code as number);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Asks until the answer is 401, at most `withinMs`; the time it took, or null if it never came. */
async function refusedWithin(token: string, withinMs: number, app = t.app) {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if ((await getInfo(token, app)) === 401) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return null;
}

/** Counts the session checks that reach the database while `fn` runs. */
async function sessionReads(fn: () => Promise<unknown>) {
  const query = t.db.query.bind(t.db);
  let reads = 0;
  t.db.query = ((sql: string, params?: unknown[]) => {
    if (sql.includes('FROM user_session s JOIN app_user u')) reads += 1;
    return query(sql, params);
  }) as Db['query'];
  try {
    await fn();
  } finally {
    t.db.query = query;
  }
  return reads;
}

describe('the session check', () => {
  it('asks the database once for a session used again and again within the cache time', async () => {
    const { token } = await signedInSupplier(t);
    expect(await sessionReads(async () => {
      for (let i = 0; i < 10; i++) expect(await getInfo(token)).toBe(200);
    })).toBe(1);
  });

  it('refuses a cached session at the very next request after its logout', async () => {
    const { form, token } = await signedInSupplier(t);
    const kept = await login(t, form.phonenumber as string, form.password as string);
    expect(await getInfo(token)).toBe(200);
    expect(await getInfo(kept)).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/logout', headers: { authorization: `Bearer ${token}` } })).json().code).toBe(200);
    expect(await getInfo(token)).toBe(401);
    expect(await getInfo(kept)).toBe(200);
  });

  it('refuses a cached session revoked by another process as soon as the notification arrives', async () => {
    const { token } = await signedInSupplier(t);
    expect(await getInfo(token)).toBe(200);
    await other.query('UPDATE user_session SET revoked = true WHERE token_hash = $1', [hashOf(token)]);
    const after = await refusedWithin(token, 2_000);
    expect(after).not.toBeNull();
    // Once refused, it stays refused: nothing read before the revocation is stored again.
    for (let i = 0; i < 5; i++) expect(await getInfo(token)).toBe(401);
  });

  it('refuses the cached sessions of a user disabled, or whose password changed, by another process', async () => {
    const disabled = await signedInSupplier(t);
    const changed = await signedInSupplier(t);
    expect(await getInfo(disabled.token)).toBe(200);
    expect(await getInfo(changed.token)).toBe(200);
    await other.query('UPDATE app_user SET status = 1 WHERE phonenumber = $1', [disabled.form.phonenumber]);
    // A changed password revokes the sessions in the same transaction (profile.ts); here only the user row changes.
    await other.query("UPDATE app_user SET password_hash = 'changed' WHERE phonenumber = $1", [changed.form.phonenumber]);
    expect(await refusedWithin(disabled.token, 2_000)).not.toBeNull();
    let asked = 0;
    for (let i = 0; i < 200 && asked === 0; i++) asked = await sessionReads(() => getInfo(changed.token)).then((n) => (n ? n : new Promise<number>((resolve) => setTimeout(() => resolve(0), 10))));
    expect(asked).toBe(1);
    expect(await getInfo(changed.token)).toBe(200);
  });

  it('is refused by another app on the same database right after a logout on the first', async () => {
    const second = await buildApp({ db: other, storage: t.storage, clock: t.clock, config: t.app.config });
    await second.ready();
    afterAll(() => second.close());
    const { token } = await signedInSupplier(t);
    expect(await getInfo(token, second)).toBe(200);
    expect(await getInfo(token)).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/logout', headers: { authorization: `Bearer ${token}` } })).json().code).toBe(200);
    expect(await refusedWithin(token, 2_000, second)).not.toBeNull();
  });
});

describe('the session cache itself', () => {
  const user = (id: number) => ({ id, role: 'supplier' as const, companyId: id, operationUserType: 0, sessionHash: `h${id}` });

  it('drops the entries of sessions not seen again once it has grown, and keeps those still within their time', async () => {
    const { SessionCache } = await import('./sessionCache');
    const cache = new SessionCache(30_000);
    for (let i = 0; i < 19_999; i++) cache.set(`old${i}`, user(i), cache.ticket(), 0);
    cache.set('recent', user(1), cache.ticket(), 20_000);
    // 20,000 entries: the next one sweeps those past their time (at 40 s the first 19,999 are, the recent one not).
    cache.set('new', user(2), cache.ticket(), 40_000);
    expect(cache.get('old0', 40_000)).toBeUndefined();
    expect(cache.get('recent', 40_000)).toMatchObject({ id: 1 });
    expect(cache.get('new', 40_000)).toMatchObject({ id: 2 });
    expect(cache.size).toBe(2);
  });
});
