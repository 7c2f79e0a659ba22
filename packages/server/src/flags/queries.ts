import { FLAG_INDICATORS } from '@portal/domain';
import type { Queryable } from '../db/index';
import { PUBLIC_FLAG_SECTION_SQL } from './policy';

/** One indicator's share of the sections whose results are published. */
export interface FlagShare {
  /** Indicator id (FLAG_INDICATORS). */
  indicator: string;
  /** Published sections carrying the flag (raised and not cleared). */
  sections: number;
  /** Sections whose results are published (the denominator, the same for every indicator). */
  publishedSections: number;
}

/**
 * For each indicator, in FLAG_INDICATORS order, how many sections with published results carry it, out of
 * all sections with published results (PUBLIC_FLAG_SECTION_SQL, the `resultsVisible` rule): what the public
 * may see, so the analytics page can show it to anyone.
 */
export async function flagSharesOfPublishedSections(db: Queryable): Promise<FlagShare[]> {
  const [total] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM section s WHERE ${PUBLIC_FLAG_SECTION_SQL}`);
  const rows = await db.query<{ indicator: string; n: string }>(
    `SELECT f.indicator, count(DISTINCT f.section_id) AS n FROM section_flag f JOIN section s ON s.id = f.section_id
      WHERE f.cleared_time IS NULL AND ${PUBLIC_FLAG_SECTION_SQL} GROUP BY f.indicator`,
  );
  const counts = new Map(rows.map((r) => [r.indicator, Number(r.n)]));
  return FLAG_INDICATORS.map((indicator) => ({ indicator, sections: counts.get(indicator) ?? 0, publishedSections: Number(total.n) }));
}
