import { ALL_SECTION_STATUSES, FLAG_INDICATORS, resultsVisible } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createSection } from '../test/factories';
import { testApp } from '../test/harness';
import { publicFlagSectionSql } from './policy';
import { flagSharesOfPublishedSections } from './queries';

const t = await testApp();

const raise = (sectionId: number, indicator: string, cleared = false) =>
  t.db.query(`INSERT INTO section_flag (section_id, indicator, evidence, raised_time, update_time, cleared_time) VALUES ($1, $2, '{}', now(), now(), $3)`, [
    sectionId,
    indicator,
    cleared ? new Date() : null,
  ]);

describe('flag shares of published sections', () => {
  it('counts only sections whose results are out, and only flags still raised', async () => {
    const published = await createSection(t.db, { section_stauts: 13, result_time: new Date() });
    const closedAfterResults = await createSection(t.db, { section_stauts: 14, result_time: new Date() });
    const closedWithout = await createSection(t.db, { section_stauts: 14 });
    const evaluating = await createSection(t.db, { section_stauts: 12 });
    await raise(published, 'singleBid');
    await raise(closedAfterResults, 'singleBid');
    await raise(closedWithout, 'singleBid');
    await raise(evaluating, 'singleBid');
    await raise(published, 'priceNearCeiling', true);
    const shares = await flagSharesOfPublishedSections(t.db);
    expect(shares.map((s) => s.indicator)).toEqual([...FLAG_INDICATORS]);
    expect(shares.find((s) => s.indicator === 'singleBid')).toEqual({ indicator: 'singleBid', sections: 2, publishedSections: 2 });
    expect(shares.find((s) => s.indicator === 'priceNearCeiling')).toEqual({ indicator: 'priceNearCeiling', sections: 0, publishedSections: 2 });
  });

  it('the public rule in SQL is the domain resultsVisible over every status', async () => {
    for (const status of ALL_SECTION_STATUSES) {
      for (const resultTime of [null, new Date()]) {
        const id = await createSection(t.db, { section_stauts: status, result_time: resultTime });
        const [row] = await t.db.query<{ visible: boolean }>(`SELECT ${publicFlagSectionSql('s')} AS visible FROM section s WHERE id = $1`, [id]);
        expect(row.visible, `status ${status}, results ${resultTime ? 'at a time' : 'never'}`).toBe(resultsVisible({ sectionStauts: status, resultTime }));
      }
    }
  });
});
