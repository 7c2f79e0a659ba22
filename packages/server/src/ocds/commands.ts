import type { Db, Queryable } from '../db/index';
import { onAudit, type AuditEntry } from '../audit/audit';
import { isPublished, releaseTags } from './policy';
import { logNotice } from '../transparency/commands';
import { buildRelease, type AwardData, type CompetitionData, type DocumentData, type ItemData, type SectionData } from './presenter';

/** Every column of SectionData, named (the compiler checks the list complete against the row type). */
const SECTION_DATA_FIELDS = Object.keys({
  id: true,
  section_name: true,
  section_name_en: true,
  section_name_lo: true,
  bidding_type: true,
  section_stauts: true,
  project_price: true,
  currency: true,
  organization: true,
  organization_en: true,
  organization_lo: true,
  buyer_company_id: true,
  signup_start_time: true,
  signup_end_time: true,
  start_time: true,
  ent_time: true,
  result_time: true,
  successful_bidder_method: true,
  project_type: true,
  release_time: true,
} satisfies Record<keyof SectionData, true>);

/** Writes a release of the section as it is now, in the caller's transaction. Drafts get none. */
export async function appendRelease(tx: Queryable, sectionId: number, tags: string[]): Promise<boolean> {
  const [section] = await tx.query<SectionData>(`SELECT ${SECTION_DATA_FIELDS.join(', ')} FROM section WHERE id = $1`, [sectionId]);
  if (!section || !isPublished(section.section_stauts)) return false;
  const [items, documents, awards, [competition]] = await Promise.all([
    tx.query<ItemData>(
      `SELECT id, sector_name, sector_name_en, sector_name_lo, sector_number, sector_units, sector_units_en, sector_units_lo
         FROM sector WHERE section_id = $1 ORDER BY sort, id`,
      [sectionId],
    ),
    tx.query<DocumentData>(
      `SELECT f.id, f.file_name, f.content_type, f.create_time FROM section_file sf JOIN stored_file f ON f.id = sf.file_id
        WHERE sf.section_id = $1 AND sf.kind IN ('section', 'sectors') AND f.is_public ORDER BY sf.sort, sf.id`,
      [sectionId],
    ),
    tx.query<AwardData>(
      `SELECT a.id, a.sector_id, a.price, a.create_time, g.company_id AS supplier_company_id, c.name AS supplier_name, r.commitment, r.quotes_count
         FROM award a JOIN signup g ON g.id = a.signup_id JOIN company c ON c.id = g.company_id JOIN quote_round r ON r.id = a.round_id
        WHERE a.section_id = $1 ORDER BY a.id`,
      [sectionId],
    ),
    tx.query<CompetitionData>(
      `SELECT (SELECT count(*)::int FROM signup WHERE section_id = $1) AS signups,
              (SELECT count(DISTINCT signup_id)::int FROM quote_round WHERE section_id = $1) AS bidders`,
      [sectionId],
    ),
  ]);
  const data = buildRelease(section, items, documents, awards, tags, competition);
  // Each release is a published notice version: logged in the transparency log, and the release names its entry.
  const transparencyLog = await logNotice(tx, sectionId, tags, data);
  await tx.query('INSERT INTO ocds_release (section_id, tags, data) VALUES ($1, $2, $3)', [sectionId, tags, JSON.stringify({ ...data, transparencyLog })]);
  return true;
}

/** Each publication, status move, award and publication of results adds a release, in the same transaction. */
async function onSectionAudit(tx: Queryable, entry: AuditEntry) {
  if (entry.entity !== 'section') return;
  const after = (entry.after ?? {}) as { sectionStauts?: number };
  const tags = releaseTags(entry.action, Number(after.sectionStauts ?? -1));
  if (tags) await appendRelease(tx, entry.entityId, tags);
}
onAudit('ocds', onSectionAudit);

/** Any constant: one process at a time gives missing first releases. */
const BACKFILL_LOCK = 7_310_020;

/**
 * Gives every published section without a release its first one (sections seeded or published before open
 * data existed). Cheap when nothing is missing; run at start, safe with several processes.
 */
export async function backfillReleases(db: Db, batch = 500): Promise<number> {
  let made = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [BACKFILL_LOCK]);
      const rows = await tx.query<{ id: number }>(
        `SELECT s.id FROM section s WHERE s.section_stauts <> 0 AND NOT EXISTS (SELECT 1 FROM ocds_release r WHERE r.section_id = s.id) ORDER BY s.id LIMIT $1`,
        [batch],
      );
      for (const r of rows) if (await appendRelease(tx, Number(r.id), ['tender'])) made++;
      return rows.length;
    });
    if (count < batch) return made;
  }
}
