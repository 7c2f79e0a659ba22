import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { auditCount, staff } from '../certification/testSupport';
import { section, signedUp, supplier, type Supplier } from '../signups/testSupport';

const t = await testApp();
const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, locale = 'en') =>
  t.call({ method, url: `/prod-api/question/question${url}`, token, payload, locale });
const stored = async (id: number) => (await t.db.query<Record<string, any>>('SELECT * FROM question WHERE id = $1', [id]))[0];

/** A supplier signed up to a fresh section, with the section id. */
async function asker(who?: Supplier) {
  const sectionId = await section(t);
  const s = await signedUp(t, sectionId, 8, who);
  return { ...s, sectionId };
}

describe('sections the supplier may ask about', () => {
  it('are the public sections its company signed up to or the user follows', async () => {
    const s = await asker();
    const followed = await section(t, { section_name_en: 'Followed one' });
    await t.call({ method: 'POST', url: '/prod-api/follow', token: s.token, payload: { sectionId: followed } });
    const unrelated = await section(t);
    const draft = await section(t, { section_stauts: 0 });
    await signedUp(t, draft, 8, s);
    const body = await call(s.token, 'GET', '/getAuthSection');
    expect(body.code).toBe(200);
    expect(body.data.map((r: { sectionId: number }) => r.sectionId).sort()).toEqual([s.sectionId, followed].sort());
    expect(body.data.map((r: { sectionId: number }) => r.sectionId)).not.toContain(unrelated);
    expect(body.data[0]).toMatchObject({ id: expect.any(Number), sectionName: expect.any(String), organization: '测试采购中心', biddingType: 0, sectionStauts: 8 });
  });
});

describe('questions', () => {
  it('saves a draft, edits it, submits it; submitted and replied questions are read-only', async () => {
    const s = await asker();
    const created = await call(s.token, 'POST', '', { sectionId: s.sectionId, problemDescription: '交货地点在哪里？', status: 1 });
    expect(created).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const id = created.data.id;
    expect(await stored(id)).toMatchObject({ status: 1, submit_time: null, problem_description: '交货地点在哪里？' });
    expect((await call(s.token, 'PUT', '', { id, sectionId: s.sectionId, problemDescription: '交货地点？', status: 1, createByName: '张三' })).code).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 1, create_by_name: '张三', problem_description: '交货地点？' });
    expect(await call(s.token, 'PUT', '', { id, sectionId: s.sectionId, problemDescription: '交货地点？', status: 2 })).toMatchObject({ code: 200, msg: 'Submitted successfully' });
    expect(await stored(id)).toMatchObject({ status: 2, submit_time: t.clock.now() });
    expect(await call(s.token, 'PUT', '', { id, sectionId: s.sectionId, problemDescription: 'changed', status: 2 })).toMatchObject({ code: 601, msg: 'Only a draft question can be changed' });
    expect(await call(s.token, 'DELETE', `/${id}`)).toMatchObject({ code: 601, msg: 'Only a draft question can be deleted' });
    await t.db.query("UPDATE question SET status = 3, problem_reply = '在昆明', reply_name = '采购员', reply_time = now() WHERE id = $1", [id]);
    expect((await call(s.token, 'PUT', '', { id, sectionId: s.sectionId, problemDescription: 'changed', status: 1 })).code).toBe(601);
    const read = await call(s.token, 'GET', `/${id}`);
    expect(read).toMatchObject({
      code: 200,
      data: { id, sectionId: s.sectionId, status: 3, problemDescription: '交货地点？', problemReply: '在昆明', replyName: '采购员', replyTime: expect.any(String), createByName: '张三', companyName: expect.any(String), submitTime: expect.any(String) },
    });
    expect(await auditCount(t, 'question', 'update', id)).toBe(2);
  });

  it('deletes drafts only, of the caller\'s company', async () => {
    const s = await asker();
    const id = (await call(s.token, 'POST', '', { sectionId: s.sectionId, problemDescription: 'q' })).data.id;
    const other = await supplier(t, 'skip');
    expect(await call(other.token, 'DELETE', `/${id}`)).toMatchObject({ code: 404, msg: 'The question does not exist' });
    expect(await call(other.token, 'GET', `/${id}`)).toMatchObject({ code: 404 });
    expect((await call(other.token, 'PUT', '', { id, sectionId: s.sectionId, problemDescription: 'mine now', status: 1 })).code).toBe(404);
    expect(await stored(id)).toMatchObject({ problem_description: 'q' });
    expect((await call(s.token, 'DELETE', `/${id}`)).code).toBe(200);
    expect(await stored(id)).toBeUndefined();
    expect(await auditCount(t, 'question', 'delete', id)).toBe(1);
  });

  it('refuses a missing or over-long description and a section the supplier may not ask about', async () => {
    const s = await asker();
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM question WHERE company_id = $1', [s.companyId]))[0].n;
    expect(await call(s.token, 'POST', '', { sectionId: s.sectionId })).toMatchObject({ code: 601, msg: 'Please describe the question' });
    expect((await call(s.token, 'POST', '', { sectionId: s.sectionId, problemDescription: '  ' }, 'zh')).msg).toBe('请输入问题描述');
    expect(await call(s.token, 'POST', '', { sectionId: s.sectionId, problemDescription: '问'.repeat(501) })).toMatchObject({ code: 601, msg: 'The description cannot exceed 500 characters' });
    expect((await call(s.token, 'POST', '', { sectionId: s.sectionId, problemDescription: '问'.repeat(500) })).code).toBe(200);
    expect(await call(s.token, 'POST', '', { sectionId: await section(t), problemDescription: 'q' })).toMatchObject({
      code: 601,
      msg: 'You can only ask about a project you signed up for or follow',
    });
    expect((await call(s.token, 'POST', '', { sectionId: s.sectionId, problemDescription: 'q', status: 3 })).code).toBe(601);
    expect((await call(undefined, 'POST', '', { sectionId: s.sectionId, problemDescription: 'q' })).code).toBe(401);
    expect((await call(await staff(t, 'buyer'), 'GET', '/listSelf')).code).toBe(403);
    expect(await count()).toBe(1);
  });

  it('lists the company\'s questions newest first with the filters of MyQuestion', async () => {
    const s = await asker();
    const pump = await section(t, { section_name: '水泵采购', section_name_en: 'Water pumps' });
    await signedUp(t, pump, 8, s);
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      t.clock.advance(1000);
      ids.push((await call(s.token, 'POST', '', { sectionId: i === 10 ? pump : s.sectionId, problemDescription: `q${i}`, status: i % 2 === 0 ? 2 : 1, createByName: i === 3 ? '李四' : undefined })).data.id);
    }
    const other = await asker();
    await call(other.token, 'POST', '', { sectionId: other.sectionId, problemDescription: 'theirs' });
    const list = (query = '') => call(s.token, 'GET', `/listSelf${query}`);
    const page = await list();
    expect(page).toMatchObject({ code: 200, total: 11 });
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual(ids.slice(1).reverse());
    expect((await list('?pageNum=2')).rows.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const ids$ = async (query: string) => (await list(query)).rows.map((r: { id: number }) => r.id);
    expect(await ids$('?sectionName=water')).toEqual([ids[10]]);
    expect(await ids$('?status=1')).toHaveLength(5);
    expect(await ids$(`?createByName=${encodeURIComponent('李')}`)).toEqual([ids[3]]);
    const today = '2026-06-01';
    expect(await ids$(`?status=2&submitTimeStart=${today}&submitTimeEnd=${today}`)).toHaveLength(6);
    expect(await ids$('?submitTimeStart=2026-06-02')).toEqual([]);
    expect((await list('?submitTimeStart=junk')).code).toBe(601);
    const [{ name }] = await t.db.query<{ name: string }>('SELECT name FROM company WHERE id = $1', [s.companyId]);
    expect(await ids$(`?companyName=${encodeURIComponent(name.slice(0, 3))}`)).toHaveLength(10);
  });
});
