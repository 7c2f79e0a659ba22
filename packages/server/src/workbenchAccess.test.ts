import { describe, expect, it } from 'vitest';
import { supplier } from './certification/testSupport';
import { createSection } from './test/factories';
import { testApp } from './test/harness';
import { administrator, buyer, fingerprint, signedUp } from './test/staffSupport';

/**
 * Who may call the buyer workbench, checked on every /prod-api/admin route the app registers: a new route is
 * covered without touching this file, and one that is admin-only must be named in `adminOnly` below.
 */
const t = await testApp();

/** The workbench routes for administrators alone (DESIGN.md §6): dictionaries, staff users, buyer organizations. */
const adminOnly = /^\/prod-api\/admin\/(dictionaries|users|companies)(\/|$)/;

/** Tables whose rows a call legitimately touches without changing anything: the caller's session and rate counters. */
const bookkeeping = new Set(['user_session', 'rate_limit']);

const routes = t.app.routeList.filter((r) => r.url.startsWith('/prod-api/admin/'));

/** A fingerprint of every table of the schema (a new table is included too). */
async function everyTable() {
  const tables = await t.db.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1");
  return fingerprint(t, tables.map((r) => r.name).filter((name) => !bookkeeping.has(name)));
}

const b = await buyer(t);
const admin = await administrator(t);
const s = await supplier(t);
const sectionId = await createSection(t.db, { buyer_company_id: b.companyId, section_stauts: 0 });
const signup = await signedUp(t, sectionId, 3);
await t.db.query("UPDATE company SET certification_status = 'prompt' WHERE id = $1", [signup.companyId]);
const [{ id: dictId }] = await t.db.query<{ id: number }>('SELECT id FROM dict_data ORDER BY id LIMIT 1');
const now = t.clock.now();
const [{ id: questionId }] = await t.db.query<{ id: number }>(
  "INSERT INTO question (section_id, user_id, company_id, problem_description, create_by_name, status, create_time, update_time) VALUES ($1, $2, $3, 'When is delivery?', '王明', 2, $4, $4) RETURNING id",
  [sectionId, signup.userId, signup.companyId, now],
);
const [{ id: appealId }] = await t.db.query<{ id: number }>(
  "INSERT INTO appeal (section_id, signup_id, user_id, company_id, type, problem_description, create_time) VALUES ($1, $2, $3, $4, '1', 'Unfair specification', $5) RETURNING id",
  [sectionId, signup.signupId, signup.userId, signup.companyId, now],
);
const [{ id: accountId }] = await t.db.query<{ id: number }>(
  "INSERT INTO receiving_account (section_id, type, money, currency, bank_account_name, bank_account, open_account_bank) VALUES ($1, '1', '100.00', 'CNY', 'Centre', '6222', 'Bank') RETURNING id",
  [sectionId],
);
const [{ id: marginId }] = await t.db.query<{ id: number }>(
  'INSERT INTO margin (signup_id, receiving_account_id, status, currency, money, payment_date) VALUES ($1, $2, 4, $3, 100, $4) RETURNING id',
  [signup.signupId, accountId, 'CNY', now],
);

/** Real records of the buyer behind each `:id`, so that a call slipping through a missing guard would change them. */
const realIds: Record<string, number> = {
  sections: sectionId,
  signups: signup.signupId,
  certifications: signup.companyId,
  users: b.userId,
  companies: b.companyId,
  dictionaries: Number(dictId),
  questions: Number(questionId),
  appeals: Number(appealId),
  margins: Number(marginId),
};
/** The route's path with `id`, else the real record of its resource (id 1 for a resource not listed above). */
const pathOf = (url: string, id?: number) => url.replace(/:(\w+)/g, () => String(id ?? realIds[url.split('/')[3]] ?? 1));
const unauthorized = { code: 401, msg: 'Authentication failed, system resources cannot be accessed' };
const forbidden = { code: 403, msg: 'You have no permission for this operation' };
const call = (method: string, url: string, token?: string) =>
  t.call({ method: method as 'GET', url, token, locale: 'en', payload: method === 'GET' || method === 'DELETE' ? undefined : {} });

describe('the buyer workbench routes', () => {
  it('are many, and each one is in the OpenAPI document', async () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => adminOnly.test(r.url)).length).toBeGreaterThanOrEqual(7);
    const doc = (await t.app.inject({ method: 'GET', url: '/prod-api/docs/json' })).json();
    for (const { method, url } of routes) {
      const path = url.replace(/^\/prod-api/, '').replace(/:(\w+)/g, '{$1}');
      const documented = doc.paths[path] ?? doc.paths['/prod-api' + path];
      expect(documented?.[method.toLowerCase()], `${method} ${url}`).toMatchObject({ security: [{ bearer: [] }] });
    }
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s: 401 signed out, 403 to a supplier, changing nothing', async (_, { method, url }) => {
    const before = await everyTable();
    expect(await call(method, pathOf(url)), 'signed out').toEqual(unauthorized);
    expect(await call(method, pathOf(url), 'not-a-token'), 'malformed token').toEqual(unauthorized);
    expect(await call(method, pathOf(url), s.token), 'supplier').toEqual(forbidden);
    expect(await call(method, pathOf(url), signup.token), 'supplier signed up to the section').toEqual(forbidden);
    if (adminOnly.test(url)) expect(await call(method, pathOf(url), b.token), 'buyer').toEqual(forbidden);
    expect(await everyTable()).toEqual(before);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s: lets the staff through its guard', async (_, { method, url }) => {
    const missing = pathOf(url, 987_654);
    const before = await everyTable();
    for (const [who, token] of adminOnly.test(url) ? [['admin', admin.token]] : [['buyer', b.token], ['admin', admin.token]]) {
      const { code } = await call(method, missing, token);
      expect([401, 403], `${who}: ${method} ${missing} answered ${code}`).not.toContain(code);
    }
    expect(await everyTable()).toEqual(before);
  });
});
