import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSection } from '../test/factories';
import { testApp } from '../test/harness';
import { administrator, buyer } from '../test/staffSupport';
import { drainFlagQueue } from './commands';

const t = await testApp();
const hour = 3_600_000;
const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * hour);
let counter = 0;

/** A supplier company with one user, signed up to the section at `status` (20: results out). */
async function signUp(sectionId: number, status = 19, contact: { phone?: string } = {}) {
  counter += 1;
  const [{ id: companyId }] = await t.db.query<{ id: number }>("INSERT INTO company (name, kind) VALUES ($1, 'supplier') RETURNING id", [`旗标供应商 ${counter}`]);
  const [{ id: userId }] = await t.db.query<{ id: number }>(
    "INSERT INTO app_user (user_name, nick_name, phonenumber, password_hash, role, company_id) VALUES ($1, $1, $2, 'x', 'supplier', $3) RETURNING id",
    [`flagsupplier${counter}`, contact.phone ?? `139${String(counter).padStart(8, '0')}`, companyId],
  );
  const [{ id }] = await t.db.query<{ id: number }>(
    'INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
    [sectionId, userId, companyId, status, ago(100)],
  );
  return { signupId: Number(id), companyId: Number(companyId) };
}

async function quote(sectionId: number, s: { signupId: number; companyId: number }, price: string, at: Date) {
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO quote_round (section_id, signup_id, company_id, quotes_count, total_price, create_time)
     VALUES ($1, $2, $3, (SELECT count(*) + 1 FROM quote_round WHERE signup_id = $2), $4, $5) RETURNING id`,
    [sectionId, s.signupId, s.companyId, price, at],
  );
  return Number(id);
}

/** A section of `companyId` whose sign-up closed 80 h ago and whose quoting ended 2 h ago (status 12, evaluating). */
const evaluatingSection = (companyId: number | null, more: Record<string, unknown> = {}) =>
  createSection(t.db, {
    buyer_company_id: companyId,
    section_stauts: 12,
    release_time: ago(300),
    signup_start_time: ago(250),
    signup_end_time: ago(80),
    start_time: ago(78),
    ent_time: ago(2),
    ...more,
  });

const flagsOf = (sectionId: number) =>
  t.db.query<{ indicator: string; evidence: any; cleared_time: Date | null }>('SELECT indicator, evidence, cleared_time FROM section_flag WHERE section_id = $1 ORDER BY indicator', [sectionId]);

describe('red flags: computed from the queue, stored with evidence', () => {
  it('a single sign-up raises singleSignup when the queue is drained; a second sign-up clears it', async () => {
    const sectionId = await evaluatingSection(null);
    const only = await signUp(sectionId);
    await quote(sectionId, only, '90000', ago(10));
    const [queued] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM flag_queue WHERE section_id = $1', [sectionId]);
    expect(Number(queued.n)).toBeGreaterThan(0);
    expect(await drainFlagQueue(t.db, t.clock.now())).toContain(sectionId);
    const raised = await flagsOf(sectionId);
    expect(raised.map((f) => f.indicator)).toEqual(['singleBid', 'singleSignup']);
    expect(raised.find((f) => f.indicator === 'singleSignup')!.evidence).toMatchObject({ figures: { signups: 1 }, signups: [{ id: only.signupId, supplier: 'A' }] });
    expect((await t.db.query('SELECT 1 FROM flag_queue WHERE section_id = $1 AND due_time IS NULL', [sectionId])).length).toBe(0);

    await signUp(sectionId);
    await drainFlagQueue(t.db, t.clock.now());
    const after = await flagsOf(sectionId);
    expect(after.find((f) => f.indicator === 'singleSignup')!.cleared_time).not.toBeNull();
    expect(after.find((f) => f.indicator === 'singleBid')!.cleared_time).toBeNull();
  });

  it('two processes draining at once share the queue: each section recomputed once, its flags stored once', async () => {
    const sections: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sectionId = await evaluatingSection(null);
      await quote(sectionId, await signUp(sectionId), '90000', ago(10));
      sections.push(sectionId);
    }
    const [one, two] = await Promise.all([drainFlagQueue(t.db, t.clock.now()), drainFlagQueue(t.db, t.clock.now())]);
    const mine = [...one, ...two].filter((id) => sections.includes(id));
    expect(mine.sort((a, b) => a - b)).toEqual(sections);
    const [stored] = await t.db.query<{ n: string }>("SELECT count(*) AS n FROM section_flag WHERE section_id = ANY($1::bigint[]) AND indicator = 'singleBid' AND cleared_time IS NULL", [sections]);
    expect(Number(stored.n)).toBe(sections.length);
    expect((await t.db.query('SELECT 1 FROM flag_queue WHERE section_id = ANY($1::bigint[]) AND due_time IS NULL', [sections])).length).toBe(0);
  });

  it('a time-driven flag is looked at again when it comes due, not before', async () => {
    const sectionId = await evaluatingSection(null);
    await quote(sectionId, await signUp(sectionId), '90000', ago(10));
    await quote(sectionId, await signUp(sectionId), '91000', ago(9));
    await drainFlagQueue(t.db, t.clock.now());
    expect((await flagsOf(sectionId)).map((f) => f.indicator)).not.toContain('slowResults');
    const [next] = await t.db.query<{ due_time: Date }>('SELECT due_time FROM flag_queue WHERE section_id = $1', [sectionId]);
    expect(next.due_time).toEqual(new Date(ago(2).getTime() + 14 * 24 * hour));
    expect(await drainFlagQueue(t.db, new Date(next.due_time.getTime() - 1000))).not.toContain(sectionId);
    expect(await drainFlagQueue(t.db, new Date(next.due_time.getTime() + 1000))).toContain(sectionId);
    expect((await flagsOf(sectionId)).map((f) => f.indicator)).toContain('slowResults');
  });
});

describe('red flags: who sees what', () => {
  it('staff of the buyer see a flag at once; the public only once results are published, without supplier identities', async () => {
    const own = await buyer(t);
    const other = await buyer(t);
    const sectionId = await evaluatingSection(own.companyId);
    const a = await signUp(sectionId, 19, { phone: '13911112222' });
    const b = await signUp(sectionId, 19, { phone: '+86 139 1111 2222' });
    await quote(sectionId, a, '90000', ago(10));
    await quote(sectionId, b, '95000', ago(9));
    await drainFlagQueue(t.db, t.clock.now());

    const list = await t.call({ method: 'GET', url: `/prod-api/admin/flags?sectionId=${sectionId}`, token: own.token, locale: 'en' });
    expect(list.rows.map((r: any) => r.indicator)).toEqual(['sharedContacts']);
    expect(list.rows[0]).toMatchObject({ sectionId, reviewStatus: 'open', clearedTime: null, actions: ['review', 'escalate', 'dismiss'] });
    expect(list.rows[0].evidence.shared).toEqual([{ kind: 'phone', value: '11112222', suppliers: ['A', 'B'] }]);
    expect(list.rows[0].evidence.suppliers[0]).toMatchObject({ key: 'A', companyId: a.companyId });
    const panel = await t.call({ method: 'GET', url: `/prod-api/admin/sections/${sectionId}/flags`, token: own.token });
    expect(panel.data.map((r: any) => r.indicator)).toEqual(['sharedContacts']);
    expect((await t.call({ method: 'GET', url: `/prod-api/admin/flags?sectionId=${sectionId}`, token: other.token })).total).toBe(0);
    expect((await t.call({ method: 'GET', url: `/prod-api/admin/sections/${sectionId}/flags`, token: other.token })).code).toBe(404);
    const admin = await administrator(t);
    expect((await t.call({ method: 'GET', url: `/prod-api/admin/flags?sectionId=${sectionId}`, token: admin.token })).total).toBe(1);
    expect((await t.call({ method: 'GET', url: '/prod-api/admin/flags' })).code).toBe(401);

    const sealed = await t.call({ method: 'GET', url: `/prod-api/flags/sections/${sectionId}` });
    expect(sealed.data).toEqual({ resultsPublished: false, flags: [] });
    expect((await t.call({ method: 'GET', url: `/prod-api/flags?sectionId=${sectionId}` })).total).toBe(0);

    await t.db.query('UPDATE section SET section_stauts = 13, result_time = $2 WHERE id = $1', [sectionId, t.clock.now()]);
    const shown = await t.call({ method: 'GET', url: `/prod-api/flags/sections/${sectionId}`, locale: 'lo' });
    expect(shown.data.resultsPublished).toBe(true);
    expect(shown.data.flags).toHaveLength(1);
    expect(shown.data.flags[0]).toMatchObject({ indicator: 'sharedContacts', name: 'ຜູ້ສະໜອງໃຊ້ຂໍ້ມູນຕິດຕໍ່ຮ່ວມກັນ', ocid: `ocds-portal-${sectionId}` });
    expect(shown.data.flags[0].evidence.shared).toEqual([{ kind: 'phone', suppliers: ['A', 'B'] }]);
    expect(JSON.stringify(shown.data.flags[0])).not.toMatch(/11112222|旗标供应商|companyId/);
    expect((await t.call({ method: 'GET', url: `/prod-api/flags?indicator=sharedContacts&sectionId=${sectionId}` })).total).toBe(1);
    expect((await t.call({ method: 'GET', url: '/prod-api/flags?indicator=nonsense', locale: 'en' }))).toMatchObject({ code: 601, msg: 'Unknown red-flag indicator' });

    const bulk = await t.app.inject({ method: 'GET', url: '/prod-api/ocds/flags.jsonl.gz' });
    expect(bulk.headers['content-type']).toBe('application/gzip');
    const lines = gunzipSync(bulk.rawPayload).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
    const line = lines.find((l) => l.sectionId === sectionId);
    expect(line).toMatchObject({ indicator: 'sharedContacts', name: 'Suppliers share contact details', evidence: { shared: [{ kind: 'phone', suppliers: ['A', 'B'] }] } });
    expect(JSON.stringify(lines)).not.toMatch(/11112222|旗标供应商/);
  });
});

describe('red flags: what staff did', () => {
  it('records a review with a note, audited; refuses a bad one and another buyer’s flag; a recompute keeps it', async () => {
    const own = await buyer(t);
    const other = await buyer(t);
    const sectionId = await evaluatingSection(own.companyId);
    await quote(sectionId, await signUp(sectionId), '90000', ago(10));
    await drainFlagQueue(t.db, t.clock.now());
    const [flag] = await t.db.query<{ id: number }>("SELECT id FROM section_flag WHERE section_id = $1 AND indicator = 'singleBid'", [sectionId]);
    const review = (token: string, payload: Record<string, string>) => t.call({ method: 'POST', url: `/prod-api/admin/flags/${flag.id}/review`, token, payload, locale: 'en' });

    expect(await review(own.token, { status: 'ignored', note: 'x' })).toMatchObject({ code: 601, msg: 'Choose what was done: reviewed, escalated or dismissed' });
    expect(await review(own.token, { status: 'reviewed', note: '  ' })).toMatchObject({ code: 601, msg: 'Write a note on what was done' });
    expect((await review(other.token, { status: 'dismissed', note: 'not mine' })).code).toBe(404);
    const [untouched] = await t.db.query<{ review_status: string }>('SELECT review_status FROM section_flag WHERE id = $1', [flag.id]);
    expect(untouched.review_status).toBe('open');

    expect(await review(own.token, { status: 'escalated', note: 'Sent to the audit office' })).toMatchObject({ code: 200, msg: 'What was done is recorded' });
    const [audit] = await t.db.query<{ actor_id: number; after: any; before: any }>("SELECT actor_id, before, after FROM audit_log WHERE entity = 'flag' AND entity_id = $1", [flag.id]);
    expect(audit).toMatchObject({ actor_id: own.userId, before: { reviewStatus: 'open' }, after: { reviewStatus: 'escalated', reviewNote: 'Sent to the audit office', indicator: 'singleBid' } });

    await t.db.query('INSERT INTO flag_queue (section_id) VALUES ($1)', [sectionId]);
    await drainFlagQueue(t.db, t.clock.now());
    const rows = (await t.call({ method: 'GET', url: `/prod-api/admin/flags?sectionId=${sectionId}&reviewStatus=escalated`, token: own.token })).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ indicator: 'singleBid', reviewNote: 'Sent to the audit office', reviewedBy: expect.any(String), reviewTime: expect.any(String) });
  });
});
