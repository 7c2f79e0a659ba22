import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSection, createSector } from '../test/factories';

const t = await testApp();
const list = (query: string, locale?: string) => t.call({ method: 'GET', url: `/prod-api/system/section/homeListPage?${query}`, locale });

const hour = 3_600_000;
const at = (offsetHours: number) => new Date(t.clock.now().getTime() + offsetHours * hour);

const steel = await createSection(t.db, { section_name: '钢材采购', section_name_en: 'Steel procurement', section_name_lo: 'ການຈັດຊື້ເຫຼັກ', bidding_type: 0, section_stauts: 8, project_type: 1, create_time: at(-5) });
const cement = await createSection(t.db, { section_name: '水泥询价', section_name_en: 'Cement inquiry', section_name_lo: 'ສອບລາຄາຊີມັງ', bidding_type: 1, section_stauts: 1, project_type: 1, create_time: at(-4), ent_time: at(48) });
const road = await createSection(t.db, { section_name: '道路维修工程', section_name_en: 'Road repair works', section_name_lo: 'ວຽກສ້ອມແປງທາງ', section_stauts: 7, project_type: 2, create_time: at(-3), signup_start_time: at(24), signup_end_time: at(72) });
const draft = await createSection(t.db, { section_name: '草稿项目', section_stauts: 0, create_time: at(-1) });
const cleaning = await createSection(t.db, { section_name: '保洁服务 50%_折扣', section_name_en: 'Cleaning services', section_stauts: 13, project_type: 3, create_time: at(-2) });

describe('public project list', () => {
  it('lists public sections newest first and never drafts', async () => {
    const body = await list('pageNum=1&pageSize=10');
    expect(body.code).toBe(200);
    expect(body.rows.map((r: { sectionId: number }) => r.sectionId)).toEqual([cleaning, road, cement, steel]);
    expect(body.rows.map((r: { sectionId: number }) => r.sectionId)).not.toContain(draft);
    expect(body.total).toBe(4);
  });

  it('filters by status list, bidding type and project type', async () => {
    expect((await list('sectionStautsList=1,7,8')).rows.map((r: { id: number }) => r.id)).toEqual([road, cement, steel]);
    expect((await list('sectionStautsList=1,7,8&biddingType=1')).rows.map((r: { id: number }) => r.id)).toEqual([cement]);
    expect((await list('projectType=2')).rows.map((r: { id: number }) => r.id)).toEqual([road]);
  });

  it('finds a project by its name in any of the three languages', async () => {
    for (const term of ['钢材', 'steel PROC', 'ເຫຼັກ']) {
      expect((await list(`searchValue=${encodeURIComponent(term)}`)).rows.map((r: { id: number }) => r.id)).toEqual([steel]);
    }
  });

  it('finds one or two Chinese characters only where they stand together in the name', async () => {
    expect((await list(`searchValue=${encodeURIComponent('材')}`)).rows.map((r: { id: number }) => r.id)).toEqual([steel]);
    expect((await list(`searchValue=${encodeURIComponent('采购')}`)).rows.map((r: { id: number }) => r.id)).toEqual([steel]);
    expect((await list(`searchValue=${encodeURIComponent('钢购')}`)).total).toBe(0);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    expect((await list(`searchValue=${encodeURIComponent('50%_')}`)).rows.map((r: { id: number }) => r.id)).toEqual([cleaning]);
    expect((await list(`searchValue=${encodeURIComponent('%')}`)).rows.map((r: { id: number }) => r.id)).toEqual([cleaning]);
  });

  it('pages by the requested size and reports the total', async () => {
    const body = await list('pageNum=2&pageSize=3');
    expect(body.rows).toHaveLength(1);
    expect(body.total).toBe(4);
  });

  it('ignores empty parameters as the client sends them', async () => {
    const body = await list('pageNum=1&pageSize=10&biddingType=&searchValue=&sectionStautsList=');
    expect(body.total).toBe(4);
  });

  it('puts tenders with sign-up open first for queryType signUpIng', async () => {
    const body = await list('sectionStautsList=7,8,2&queryType=signUpIng');
    expect(body.rows.map((r: { id: number }) => r.id)).toEqual([steel, road]);
  });

  it('writes times in the time zone of Accept-Timezone', async () => {
    const shanghai = (await t.call({ method: 'GET', url: '/prod-api/system/section/homeListPage?biddingType=1' })).rows[0];
    const utc = (await t.call({ method: 'GET', url: '/prod-api/system/section/homeListPage?biddingType=1', timezone: 'UTC' })).rows[0];
    expect(shanghai.entTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const diff = new Date(shanghai.entTime.replace(' ', 'T') + 'Z').getTime() - new Date(utc.entTime.replace(' ', 'T') + 'Z').getTime();
    expect(diff).toBe(8 * hour);
  });

  it.each([
    ['pageNum=0', 'zh', '页码必须是大于 0 的整数'],
    ['pageNum=abc', 'en', 'The page number must be a whole number above 0'],
    ['pageSize=1000', 'en', 'The page size must be between 1 and 100'],
    ['searchValue=' + 'x'.repeat(101), 'lo', 'ຂໍ້ຄວາມຄົ້ນຫາຕ້ອງບໍ່ເກີນ 100 ຕົວອັກສອນ'],
    ['sectionStautsList=1,99', 'en', 'The project status filter is invalid'],
    ['sectionStautsList=0', 'en', 'The project status filter is invalid'],
    ['biddingType=7', 'en', 'The value of biddingType is invalid'],
  ])('refuses %s with a localized message', async (query, locale, message) => {
    const body = await list(query, locale);
    expect(body).toEqual({ code: 601, msg: message });
  });
});

describe('announcement detail', () => {
  it('returns every block of the announcement with sectors and details', async () => {
    const sectorId = await createSector(t.db, steel, { sector_name: '无缝钢管', sector_number: '12.5' }, [{ sector_name: 'DN50', sector_number: '2' }]);
    const body = await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${steel}` });
    expect(body.code).toBe(200);
    const { bidSection, sectors } = body.data;
    expect(bidSection).toMatchObject({ sectionId: steel, sectionName: '钢材采购', sectionStauts: 8, projectPrice: '100000.00', isFollow: 0, isSignup: 0 });
    expect(sectors).toHaveLength(1);
    expect(sectors[0]).toMatchObject({ id: sectorId, sectorName: '无缝钢管', sectorNumber: '12.500000', number: '12.500000' });
    expect(sectors[0].detailsList[0]).toMatchObject({ sectorName: 'DN50', sectorNumber: '2.000000' });
    expect(bidSection.sectorSum).toBe(1);
    expect(bidSection).not.toHaveProperty('searchText');
  });

  it('sanitizes the project notes it shows', async () => {
    const id = await createSection(t.db, { project_notes: '<p onclick="x()">Hello<script>alert(1)</script><img src="javascript:alert(1)"></p>' });
    const { data } = await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${id}` });
    expect(data.bidSection.projectNotes).toBe('<p>Hello<img /></p>');
  });

  it('answers 404 for an unknown id and for a draft, in the requested language', async () => {
    expect(await t.call({ method: 'GET', url: '/prod-api/system/section/getSectionByIdWithAuth/999999', locale: 'en' })).toEqual({
      code: 404,
      msg: 'The project does not exist or is not public',
    });
    expect((await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${draft}` })).code).toBe(404);
  });

  it('refuses a malformed id without a crash', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999999999999']) {
      const body = await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${id}`, locale: 'en' });
      expect(body).toEqual({ code: 601, msg: 'The id is invalid' });
    }
  });
});

describe('the clock on read', () => {
  it('opens and closes sign-up as time passes when the section is read', async () => {
    const read = async () => (await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${road}` })).data.bidSection.sectionStauts;
    expect(await read()).toBe(7);
    t.clock.advance(25 * hour);
    expect(await read()).toBe(8);
    t.clock.advance(48 * hour);
    expect(await read()).toBe(9);
    const audit = await t.db.query<{ action: string; after: { sectionStauts: number } }>("SELECT action, after FROM audit_log WHERE entity = 'section' AND entity_id = $1 ORDER BY id", [road]);
    expect(audit.map((a) => a.after.sectionStauts)).toEqual([8, 9]);
  });

  it('ends an inquiry at its end time, seen in the list too', async () => {
    t.clock.set(at(49));
    const body = await list('biddingType=1');
    expect(body.rows[0]).toMatchObject({ id: cement, sectionStauts: 2 });
  });
});

describe('default paging', () => {
  // Last in the file: the sections it adds would change the totals the tests above count.
  it('pages by 10 when the caller names no page size, and reports the total', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      ids.push(await createSection(t.db, { section_name: `办公家具采购 ${i}`, section_name_en: `Office furniture ${i}`, section_stauts: 8, create_time: at(-100 + i) }));
    }
    const newestFirst = [...ids].reverse();
    const first = await list(`searchValue=${encodeURIComponent('办公家具')}`);
    expect(first.rows.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.total).toBe(12);
    const second = await list(`pageNum=2&searchValue=${encodeURIComponent('办公家具')}`);
    expect(second.rows.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(10));
    expect(second.total).toBe(12);

    const unfiltered = await list('');
    expect(unfiltered.rows).toHaveLength(10);
    expect(unfiltered.total).toBeGreaterThan(10);
  });
});

describe('unknown routes', () => {
  it('answers a localized 404 body', async () => {
    expect(await t.call({ method: 'GET', url: '/prod-api/nothing/here', locale: 'en' })).toEqual({ code: 404, msg: 'No such interface: /prod-api/nothing/here' });
  });
});
