import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { auditCount, staff } from '../certification/testSupport';
import { section, signedUp, supplier } from '../signups/testSupport';

const t = await testApp();
const file = (token: string | undefined, payload: object, locale = 'en') => t.call({ method: 'POST', url: '/prod-api/bidAnnounceQuestion', token, payload, locale });
const appealCount = async (sectionId: number) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appeal WHERE section_id = $1', [sectionId]))[0].n;

describe('appeals', () => {
  it('files an appeal about a section the company signed up to and lists the company\'s own', async () => {
    const sectionId = await section(t);
    const s = await signedUp(t, sectionId, 8);
    const created = await file(s.token, { sectionId, type: '1', status: 1, problemDescription: '评分标准不公平' });
    expect(created).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    expect(await auditCount(t, 'appeal', 'file', created.data.id)).toBe(1);
    const other = await signedUp(t, sectionId, 8);
    await file(other.token, { sectionId, type: 2, problemDescription: 'theirs' });
    const mine = await t.call({ method: 'GET', url: `/prod-api/bidAnnounceQuestion/list?sectionId=${sectionId}`, token: s.token });
    expect(mine).toMatchObject({ code: 200, data: [{ id: created.data.id, sectionId, type: '1', status: 1, problemDescription: '评分标准不公平', problemReply: null, createTime: expect.any(String) }] });
    expect(mine.data).toHaveLength(1);
  });

  it("lists the buyer's reply with the appeal, in the caller's zone, and refuses a malformed section id", async () => {
    const sectionId = await section(t);
    const s = await signedUp(t, sectionId, 8);
    const first = await file(s.token, { sectionId, type: '1', problemDescription: '评分标准不公平' });
    await t.db.query("UPDATE appeal SET status = 2, problem_reply = '评分标准符合国家规定', reply_name = '张三', reply_time = $2 WHERE id = $1", [first.data.id, t.clock.now()]);
    const second = await file(s.token, { sectionId, type: '2', problemDescription: '报名提前一天截止' });
    const list = (zone: string) => t.call({ method: 'GET', url: `/prod-api/bidAnnounceQuestion/list?sectionId=${sectionId}`, token: s.token, timezone: zone });
    const utc = await list('UTC');
    expect(utc.data).toMatchObject([
      { id: first.data.id, type: '1', status: 2, problemReply: '评分标准符合国家规定', replyName: '张三', replyTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
      { id: second.data.id, type: '2', status: 1, problemDescription: '报名提前一天截止', problemReply: null, replyName: null, replyTime: null },
    ]);
    const shanghai = await list('Asia/Shanghai');
    expect(Number(shanghai.data[0].replyTime.slice(11, 13))).toBe((Number(utc.data[0].replyTime.slice(11, 13)) + 8) % 24);
    for (const bad of ['abc', '0', '-1']) {
      const body = await t.call({ method: 'GET', url: `/prod-api/bidAnnounceQuestion/list?sectionId=${bad}`, token: s.token, locale: 'zh' });
      expect(body.code, bad).toBe(601);
      expect(body.msg, bad).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('refuses an appeal without type or description, of an unknown type, too long, or about a section not signed up to', async () => {
    const sectionId = await section(t);
    const s = await signedUp(t, sectionId, 8);
    expect(await file(s.token, { sectionId, problemDescription: 'x' })).toMatchObject({ code: 601, msg: 'Please choose the appeal type and describe the problem' });
    expect((await file(s.token, { sectionId, type: '1', problemDescription: '   ' }, 'zh')).msg).toBe('请选择异议类型并填写问题描述');
    expect((await file(s.token, { sectionId, type: '1' }, 'lo')).msg).toBe('ກະລຸນາເລືອກປະເພດການອຸທອນ ແລະ ອະທິບາຍບັນຫາ');
    expect(await file(s.token, { sectionId, type: '9', problemDescription: 'x' })).toMatchObject({ code: 601, msg: 'The appeal type is invalid' });
    expect(await file(s.token, { sectionId, type: '1', problemDescription: '字'.repeat(501) })).toMatchObject({ code: 601, msg: 'The description cannot exceed 500 characters' });
    expect((await file(s.token, { sectionId, type: '1', problemDescription: '字'.repeat(500) })).code).toBe(200);
    const stranger = await supplier(t, 'skip');
    expect(await file(stranger.token, { sectionId, type: '1', problemDescription: 'x' })).toMatchObject({ code: 601, msg: 'You can only appeal about a project you signed up for' });
    expect((await file(undefined, { sectionId, type: '1', problemDescription: 'x' })).code).toBe(401);
    expect((await file(await staff(t, 'buyer'), { sectionId, type: '1', problemDescription: 'x' })).code).toBe(403);
    expect(await appealCount(sectionId)).toBe(1);
  });
});
