import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { bidStatusOf, buyer, signedUp, snapshot, buyerSection } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string) => t.call({ method: 'GET', url: '/prod-api' + url, token, locale: 'en' });

const section = (companyId: number, columns: Record<string, unknown> = {}) => buyerSection(t, companyId, columns);

describe('stage reviews', () => {
  it('rejects with the remark the supplier reads, passes to the next stage, and lists the queue with files', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId);
    const s = await signedUp(t, id, 3);
    const [{ id: file }] = await t.db.query<{ id: number }>(
      "INSERT INTO stored_file (storage_key, file_name, content_type, file_size, owner_user_id) VALUES ('rv-' || gen_random_uuid(), 'tech.pdf', 'application/pdf', 10, $1) RETURNING id",
      [s.userId],
    );
    await t.db.query('UPDATE signup SET sup_tec_file_ids = $2 WHERE id = $1', [s.signupId, [file]]);
    const queue = await get(b.token, `/admin/signups?sectionId=${id}&stage=baseFiles`);
    expect(queue).toMatchObject({ code: 200, total: 1, rows: [{ signupId: s.signupId, stage: 'baseFiles', companyName: expect.any(String), files: { supTecFileList: [{ id: file, fileName: 'tech.pdf' }] } }] });
    expect((await get(b.token, `/admin/signups?sectionId=${id}&stage=payment`)).total).toBe(0);

    expect(await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: false, remark: '  ' })).toMatchObject({ code: 601 });
    const rejected = await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: false, remark: 'Licence unreadable' });
    expect(rejected).toMatchObject({ code: 200, data: { supplierBidStatus: 4 } });
    const [row] = await t.db.query<{ r: string }>('SELECT base_file_review_remark AS r FROM signup WHERE id = $1', [s.signupId]);
    expect(row.r).toBe('Licence unreadable');
    await t.db.query('UPDATE signup SET supplier_bid_status = 3 WHERE id = $1', [s.signupId]);
    expect((await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: true })).data.supplierBidStatus).toBe(5);
  });

  it('keeps a rejection\'s remark in the languages given and answers the supplier in its language, a fallback marked', async () => {
    const b = await buyer(t);
    const s = await signedUp(t, await section(b.companyId), 3);
    const remark = { remark: '营业执照扫描件不清晰', remarkEn: 'The licence scan is unreadable' };
    expect((await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: false, ...remark, remarkLo: ' ' })).code).toBe(200);
    const record = (locale: string) => t.call({ method: 'GET', url: `/prod-api/quotation/signup/getWithAuth/${s.signupId}`, token: s.token, locale });
    const variants = { baseFileReviewRemark: remark.remark, baseFileReviewRemarkEn: remark.remarkEn, baseFileReviewRemarkLo: null };
    expect((await record('zh')).data).toMatchObject({ ...variants, baseFileReviewRemarkLang: 'zh', qualificationReviewRemarkLang: null });
    expect((await record('en')).data).toMatchObject({ ...variants, baseFileReviewRemarkLang: 'en' });
    // No Lao remark: a Lao reader is shown the English one, marked as English.
    expect((await record('lo')).data).toMatchObject({ ...variants, baseFileReviewRemarkLang: 'en' });
    const [audit] = await t.db.query<{ after: unknown }>("SELECT after FROM audit_log WHERE entity = 'signup' AND entity_id = $1 AND action = 'review-baseFiles'", [s.signupId]);
    expect(audit.after).toMatchObject({ pass: false, ...remark, remarkLo: null });
  });

  it('refuses a review of a stage the sign-up is not in, and changes nothing', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId);
    const s = await signedUp(t, id, 3);
    const before = await snapshot(t);
    expect(await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'payment', pass: true })).toEqual({
      code: 601,
      msg: 'The sign-up is not waiting for this review; nothing was changed',
    });
    expect(await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'qualification', pass: false, remark: 'x' }, 'zh')).toEqual({
      code: 601,
      msg: '该报名当前不在此阶段的审核中，未做任何修改',
    });
    expect(await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'nonsense', pass: true })).toMatchObject({ code: 601 });
    expect(await snapshot(t)).toEqual(before);
    expect(await bidStatusOf(t, s.signupId)).toBe(3);
  });

  it('leaves out of the whole queue a sign-up the clock has ended, though no scheduler has ticked', async () => {
    const b = await buyer(t);
    const hour = 3_600_000;
    const at = (hours: number) => new Date(t.clock.now().getTime() + hours * hour);
    const id = await section(b.companyId, { signup_start_time: at(-3), signup_end_time: at(1), start_time: at(1), ent_time: at(2) });
    const s = await signedUp(t, id, 3);
    const queued = async () => (await get(b.token, '/admin/signups?stage=baseFiles&pageSize=100')).rows.map((r: { signupId: number }) => r.signupId);
    expect(await queued()).toContain(s.signupId);
    // Quoting ended an hour ago, and the clock has not looked at the section since.
    await t.db.query('UPDATE section SET signup_end_time = $2, start_time = $2, ent_time = $3, next_clock_at = $3 WHERE id = $1', [id, at(-2), at(-1)]);
    expect(await queued()).not.toContain(s.signupId);
    expect(await bidStatusOf(t, s.signupId)).toBe(14);
  });

  it('answers another buyer\'s sign-up as absent', async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const s = await signedUp(t, await section(owner.companyId), 3);
    expect(await post(other.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: true })).toMatchObject({ code: 404 });
    expect((await get(other.token, '/admin/signups?stage=baseFiles')).rows.map((r: { signupId: number }) => r.signupId)).not.toContain(s.signupId);
  });
});
