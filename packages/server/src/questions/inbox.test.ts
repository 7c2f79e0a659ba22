import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { buyer, signedUp, buyerSection } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string) => t.call({ method: 'GET', url: '/prod-api' + url, token, locale: 'en' });

const section = (companyId: number, columns: Record<string, unknown> = {}) => buyerSection(t, companyId, columns);

describe('questions and appeals', () => {
  it('answers a submitted question once, signed with the staff user\'s name, phone and time', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId);
    const s = await signedUp(t, id, 1);
    const insert = (status: number) =>
      t.db.query<{ id: number }>(
        `INSERT INTO question (section_id, user_id, company_id, problem_description, create_by_name, status, create_time, update_time)
         VALUES ($1, $2, $3, 'When is delivery?', '王明', $4, $5, $5) RETURNING id`,
        [id, s.userId, s.companyId, status, t.clock.now()],
      );
    const [{ id: q }] = await insert(2);
    await insert(1);
    const list = await get(b.token, `/admin/questions?sectionId=${id}`);
    expect(list).toMatchObject({ total: 1, rows: [{ id: q, status: 2, problemDescription: 'When is delivery?' }] });
    expect(await post(b.token, `/admin/questions/${q}/reply`, { problemReply: ' ' })).toEqual({ code: 601, msg: 'Please enter the reply' });
    expect(await post(b.token, `/admin/questions/${q}/reply`, { problemReply: 'Within 30 days.' })).toMatchObject({ code: 200, data: { status: 3 } });
    const [row] = await t.db.query<Record<string, any>>('SELECT status, problem_reply, reply_name, reply_phonenumber, reply_time FROM question WHERE id = $1', [q]);
    expect(row).toMatchObject({ status: 3, problem_reply: 'Within 30 days.', reply_name: expect.stringContaining('采购员'), reply_phonenumber: expect.stringMatching(/^137\d{8}$/) });
    expect(new Date(row.reply_time).getTime()).toBe(t.clock.now().getTime());
    expect(await post(b.token, `/admin/questions/${q}/reply`, { problemReply: 'Again' })).toEqual({ code: 601, msg: 'Only a submitted question without a reply can be answered' });
    expect((await get(b.token, `/admin/questions?sectionId=${id}&status=3`)).rows[0]).toMatchObject({ problemReply: 'Within 30 days.', replyTime: '2026-06-01 10:00:00' });
  });

  it('keeps an answer in the languages given; the supplier reads it in its language, or another one marked', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId);
    const s = await signedUp(t, id, 1);
    const [{ id: q }] = await t.db.query<{ id: number }>(
      `INSERT INTO question (section_id, user_id, company_id, problem_description, create_by_name, status, create_time, update_time)
       VALUES ($1, $2, $3, 'When is delivery?', '王明', 2, $4, $4) RETURNING id`,
      [id, s.userId, s.companyId, t.clock.now()],
    );
    const [{ id: appeal }] = await t.db.query<{ id: number }>(
      "INSERT INTO appeal (section_id, signup_id, user_id, company_id, type, problem_description, create_time) VALUES ($1, $2, $3, $4, '1', 'Unfair', $5) RETURNING id",
      [id, s.signupId, s.userId, s.companyId, t.clock.now()],
    );
    const reply = { problemReply: '合同签订后30天内交货', problemReplyLo: 'ສົ່ງພາຍໃນ 30 ວັນຫຼັງເຊັນສັນຍາ' };
    expect((await post(b.token, `/admin/questions/${q}/reply`, reply)).code).toBe(200);
    expect((await post(b.token, `/admin/appeals/${appeal}/reply`, { problemReply: 'Reviewed: the specification stands.' })).code).toBe(200);
    const question = (locale: string) => t.call({ method: 'GET', url: `/prod-api/question/question/${q}`, token: s.token, locale });
    const appeals = (locale: string) => t.call({ method: 'GET', url: `/prod-api/bidAnnounceQuestion/list?sectionId=${id}`, token: s.token, locale });
    const variants = { ...reply, problemReplyEn: null };
    expect((await question('zh')).data).toMatchObject({ ...variants, problemReplyLang: 'zh' });
    expect((await question('lo')).data).toMatchObject({ ...variants, problemReplyLang: 'lo' });
    // No English answer: an English reader is shown the Chinese one, marked as Chinese.
    expect((await question('en')).data).toMatchObject({ ...variants, problemReplyLang: 'zh' });
    // An answer typed in English only is English to every reader (read from its script), a fallback for zh and lo.
    for (const locale of ['zh', 'en', 'lo']) expect((await appeals(locale)).data[0]).toMatchObject({ problemReplyEn: null, problemReplyLo: null, problemReplyLang: 'en' });
    expect((await get(b.token, `/admin/questions?sectionId=${id}`)).rows[0]).toMatchObject(variants);
  });

  it('answers an appeal once', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId);
    const s = await signedUp(t, id, 1);
    const [{ id: appeal }] = await t.db.query<{ id: number }>(
      "INSERT INTO appeal (section_id, signup_id, user_id, company_id, type, problem_description, create_time) VALUES ($1, $2, $3, $4, '1', 'Unfair specification', $5) RETURNING id",
      [id, s.signupId, s.userId, s.companyId, t.clock.now()],
    );
    expect((await get(b.token, `/admin/appeals?sectionId=${id}`)).rows).toMatchObject([{ id: appeal, type: '1', status: 1 }]);
    expect(await post(b.token, `/admin/appeals/${appeal}/reply`, { problemReply: 'Reviewed.' })).toMatchObject({ code: 200, data: { status: 2 } });
    expect(await post(b.token, `/admin/appeals/${appeal}/reply`, { problemReply: 'Again' })).toEqual({ code: 601, msg: 'This appeal has already been answered' });
    const other = await buyer(t);
    expect(await post(other.token, `/admin/appeals/${appeal}/reply`, { problemReply: 'x' })).toMatchObject({ code: 404 });
  });
});
