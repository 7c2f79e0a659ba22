import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSection } from '../test/factories';
import { auditCount, supplier } from '../certification/testSupport';

const t = await testApp();
const steel = await createSection(t.db, { section_name: '钢材采购', section_name_en: 'Steel procurement', organization: '万象采购中心' });
const cement = await createSection(t.db, { section_name: '水泥询价', section_name_en: 'Cement inquiry', organization: '琅勃拉邦工程局', bidding_type: 1, section_stauts: 1, project_type: 2 });
const draft = await createSection(t.db, { section_stauts: 0 });
const alice = await supplier(t);
const bob = await supplier(t);

const follow = (token: string | undefined, sectionId: unknown, locale?: string) => t.call({ method: 'POST', url: '/prod-api/follow', token, payload: { sectionId }, locale });
const list = (token: string, query = '') => t.call({ method: 'GET', url: `/prod-api/follow/followSectionList?${query}`, token });
const detail = (token: string | undefined, id: number) => t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${id}`, token });

describe('follow', () => {
  it('asks for a login', async () => {
    expect((await follow(undefined, steel)).code).toBe(401);
  });

  it('follows a public section once, however often it is asked, and shows it in the detail', async () => {
    expect((await detail(alice.token, steel)).data.bidSection.isFollow).toBe(0);
    const first = await follow(alice.token, steel, 'en');
    expect(first).toMatchObject({ code: 200, msg: 'Followed', data: { id: expect.any(Number) } });
    const again = await follow(alice.token, steel);
    expect(again).toMatchObject({ code: 200, data: { id: first.data.id } });
    expect((await t.db.query('SELECT id FROM follow WHERE user_id = $1', [alice.userId])).length).toBe(1);
    expect(await auditCount(t, 'follow', 'follow', first.data.id)).toBe(1);
    expect((await detail(alice.token, steel)).data.bidSection.isFollow).toBe(1);
    expect((await detail(bob.token, steel)).data.bidSection.isFollow).toBe(0);
    expect((await detail(undefined, steel)).data.bidSection.isFollow).toBe(0);
  });

  it('refuses a draft or unknown section and a malformed id', async () => {
    expect(await follow(alice.token, draft, 'en')).toMatchObject({ code: 404, msg: 'The project does not exist or is not public' });
    expect((await follow(alice.token, 999999)).code).toBe(404);
    expect((await follow(alice.token, 'abc', 'en')).code).not.toBe(200);
    expect((await t.db.query('SELECT 1 FROM follow WHERE section_id = $1', [draft])).length).toBe(0);
  });

  it('lists the caller\'s follows with filters, never another user\'s', async () => {
    await follow(alice.token, cement);
    await follow(bob.token, steel);
    const all = await list(alice.token);
    expect(all.total).toBe(2);
    expect(all.rows.map((r: { sectionId: number }) => r.sectionId).sort()).toEqual([steel, cement].sort());
    expect(all.rows.find((r: { sectionId: number }) => r.sectionId === cement)).toMatchObject({
      sectionName: '水泥询价',
      sectionNameEn: 'Cement inquiry',
      organization: '琅勃拉邦工程局',
      biddingType: 1,
      projectType: 2,
      sectionStauts: 1,
      createTime: '2026-06-01 10:00:00',
    });
    expect((await list(alice.token, 'sectionName=cement')).rows.map((r: { sectionId: number }) => r.sectionId)).toEqual([cement]);
    expect((await list(alice.token, `organization=${encodeURIComponent('万象')}`)).rows.map((r: { sectionId: number }) => r.sectionId)).toEqual([steel]);
    expect((await list(alice.token, 'createTimeStart=2026-06-01&createTimeEnd=2026-06-01')).total).toBe(2);
    expect((await list(alice.token, 'createTimeStart=2026-06-02')).total).toBe(0);
    expect((await list(alice.token, 'createTimeEnd=2026-05-31')).total).toBe(0);
    expect((await list(alice.token, 'createTimeStart=2026-13-01')).code).not.toBe(200);
    expect((await list(bob.token)).total).toBe(1);
  });

  it('unfollows only the caller\'s own follow', async () => {
    const { data } = await follow(alice.token, steel);
    expect((await t.call({ method: 'DELETE', url: `/prod-api/follow/${data.id}`, token: bob.token, locale: 'en' }))).toMatchObject({ code: 404, msg: 'The follow does not exist' });
    expect((await detail(alice.token, steel)).data.bidSection.isFollow).toBe(1);
    expect((await t.call({ method: 'DELETE', url: `/prod-api/follow/${data.id}`, token: alice.token })).code).toBe(200);
    expect((await detail(alice.token, steel)).data.bidSection.isFollow).toBe(0);
    expect((await t.call({ method: 'DELETE', url: `/prod-api/follow/${data.id}`, token: alice.token })).code).toBe(404);
    expect(await auditCount(t, 'follow', 'unfollow', data.id)).toBe(1);
  });
});
