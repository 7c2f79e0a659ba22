import { describe, expect, it } from 'vitest';
import { homeListQuery } from '@portal/domain';
import { testApp } from '../test/harness';
import { createSection } from '../test/factories';
import { homeListSql, listPublicSections } from './queries';

const t = await testApp();

describe('a search with few matches', () => {
  it('pages its matches exactly as the newest-first walk does, and reads no page past the last match', async () => {
    const base = new Date('2026-05-01T00:00:00Z').getTime();
    for (let n = 0; n < 27; n++) {
      await createSection(t.db, {
        section_name: `钢管采购 ${n}`,
        section_name_en: `Steel pipe ${n}`,
        project_type: (n % 3) + 1,
        bidding_type: n % 2,
        section_stauts: [1, 7, 8, 3][n % 4],
        // Some share a create time: the id breaks the tie in both plans.
        create_time: new Date(base + Math.floor(n / 2) * 60_000),
      });
    }
    const queries = [
      'pageNum=1&pageSize=10&searchValue=钢管',
      'pageNum=2&pageSize=10&searchValue=钢管',
      'pageNum=3&pageSize=10&searchValue=steel',
      'pageNum=1&pageSize=5&searchValue=steel&projectType=2',
      'pageNum=2&pageSize=5&searchValue=钢管&sectionStautsList=1,7,8',
      'pageNum=1&pageSize=10&searchValue=钢管&queryType=signUpIng',
    ];
    for (const text of queries) {
      const query = homeListQuery.parse(Object.fromEntries(new URLSearchParams(text)));
      const { rowsSql, fewRowsSql, params } = homeListSql(query);
      const walked = (await t.db.query<{ id: number }>(rowsSql, params)).map((r) => r.id);
      const sorted = (await t.db.query<{ id: number }>(fewRowsSql, params)).map((r) => r.id);
      expect(sorted, text).toEqual(walked);
      expect((await listPublicSections(t.db, query)).rows.map((r) => (r as { id: number }).id), text).toEqual(walked);
    }
    const past = await listPublicSections(t.db, homeListQuery.parse({ pageNum: '9', pageSize: '10', searchValue: '钢管' }));
    expect(past).toEqual({ rows: [], total: 27 });
  });
});
