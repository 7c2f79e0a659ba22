import type { Queryable } from '../db/index';

/** An award of a section's latest release, as the bulk file has it (status "active" only). */
export interface PublishedAward {
  value?: { amount?: number; currency?: string };
  suppliers?: { id: string; name: string }[];
}

/** What the figures read of one section with published results: fields of its latest OCDS release. */
export interface PublishedSection {
  /** buyer.id */
  buyerId: string;
  /** The buyer's party: name, name_en, name_lo. */
  buyer: { name?: string; name_en?: string; name_lo?: string } | null;
  /** tender.mainProcurementCategory */
  category: string | null;
  /** tender.value: the ceiling. */
  ceiling: { amount?: number; currency?: string } | null;
  /** tender.datePublished */
  datePublished: string | null;
  /** tender.awardPeriod.endDate: when the results were published. */
  resultsDate: string;
  /** The month of resultsDate in the caller's zone (YYYY-MM). */
  resultsMonth: string;
  /** bids.statistics, measure "requests": sign-ups. */
  signups: number | null;
  /** tender.numberOfTenderers: suppliers that quoted. */
  bidders: number | null;
  /** awards whose status is "active". */
  awards: PublishedAward[];
}

/**
 * Every section whose results are published, read from the latest release of each section in `ocds_release`,
 * the table the bulk file streams: the figures are computed from exactly what open data publishes, so anyone
 * can reproduce them from /prod-api/ocds/releases.jsonl.gz (docs/decisions/analytics.md). The filter is the
 * OCDS reading of `resultsVisible`: tender.status "complete" with tender.awardPeriod.endDate (a section
 * closed without results is "complete" too but has no end date). Release dates increase with ids.
 */
export async function publishedSections(db: Queryable, zone: string): Promise<PublishedSection[]> {
  return db.query<PublishedSection>(
    `WITH latest AS (
       SELECT DISTINCT ON (section_id) data FROM ocds_release ORDER BY section_id, id DESC
     )
     SELECT data->'buyer'->>'id' AS "buyerId",
            (SELECT p FROM jsonb_array_elements(data->'parties') p WHERE p->>'id' = data->'buyer'->>'id' LIMIT 1) AS buyer,
            data->'tender'->>'mainProcurementCategory' AS category,
            data->'tender'->'value' AS ceiling,
            data->'tender'->>'datePublished' AS "datePublished",
            data->'tender'->'awardPeriod'->>'endDate' AS "resultsDate",
            to_char((data->'tender'->'awardPeriod'->>'endDate')::timestamptz AT TIME ZONE $1, 'YYYY-MM') AS "resultsMonth",
            (SELECT (st->>'value')::int FROM jsonb_array_elements(COALESCE(data->'bids'->'statistics', '[]'::jsonb)) st
              WHERE st->>'measure' = 'requests' LIMIT 1) AS signups,
            (data->'tender'->>'numberOfTenderers')::int AS bidders,
            COALESCE((SELECT jsonb_agg(a) FROM jsonb_array_elements(COALESCE(data->'awards', '[]'::jsonb)) a WHERE a->>'status' = 'active'), '[]'::jsonb) AS awards
       FROM latest
      WHERE data->'tender'->>'status' = 'complete' AND data->'tender'->'awardPeriod' ? 'endDate'
      ORDER BY data->'tender'->'awardPeriod'->>'endDate'`,
    [zone],
  );
}
