import { Readable } from 'node:stream';
import { FLAG_INDICATORS, type Locale } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Db, Queryable } from '../db/index';
import { publicSection, staffSection } from '../sections/policy';
import { flagPolicy, publicFlagSectionSql, staffFlagScopeSql, staffFlagScopeValue } from './policy';
import { presentPublicFlag, presentStaffFlag, type FlagRecord } from './presenter';

/** The red flags the transparency log recorded, compared with their rows (npm run audit:check; log.ts). */
export { checkFlagsAgainstLog, type FlagLogCheck } from './log';

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
 * all sections with published results (publicFlagSectionSql, the `resultsVisible` rule): what the public
 * may see, so the analytics page can show it to anyone.
 */
export async function flagSharesOfPublishedSections(db: Queryable): Promise<FlagShare[]> {
  const [total] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM section s WHERE ${publicFlagSectionSql('s')}`);
  const rows = await db.query<{ indicator: string; n: string }>(
    `SELECT f.indicator, count(DISTINCT f.section_id) AS n FROM section_flag f JOIN section s ON s.id = f.section_id
      WHERE f.cleared_time IS NULL AND ${publicFlagSectionSql('s')} GROUP BY f.indicator`,
  );
  const counts = new Map(rows.map((r) => [r.indicator, Number(r.n)]));
  return FLAG_INDICATORS.map((indicator) => ({ indicator, sections: counts.get(indicator) ?? 0, publishedSections: Number(total.n) }));
}

const FLAG_COLUMNS = `f.id, f.section_id, s.section_name, s.section_name_en, s.section_name_lo, s.section_stauts, s.result_time, s.buyer_company_id, f.indicator, f.evidence, f.raised_time,
  f.update_time, f.cleared_time, f.review_status, f.review_note, u.nick_name AS reviewed_by, f.review_time`;
const FLAG_FROM = 'section_flag f JOIN section s ON s.id = f.section_id LEFT JOIN app_user u ON u.id = f.reviewed_by';

/** The workbench list's filters (staffFlagQuerySchema). */
export interface StaffFlagFilter {
  pageNum: number;
  pageSize: number;
  indicator?: string;
  reviewStatus?: string;
  sectionId?: number;
  cleared: number;
}

/** The caller's sections' flags, newest first, filtered; cleared ones only when asked. */
export async function staffFlags(db: Queryable, user: SessionUser, filter: StaffFlagFilter, locale: Locale, zone: string) {
  const where = [`(${staffFlagScopeSql(user, 's', '$1')})`];
  const params: unknown[] = [staffFlagScopeValue(user)];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.indicator) add('f.indicator = ?', filter.indicator);
  if (filter.reviewStatus) add('f.review_status = ?', filter.reviewStatus);
  if (filter.sectionId) add('f.section_id = ?', filter.sectionId);
  if (!filter.cleared) where.push('f.cleared_time IS NULL');
  const condition = where.join(' AND ');
  const [{ n }] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${FLAG_FROM} WHERE ${condition}`, params);
  const rows = await db.query<FlagRecord>(
    `SELECT ${FLAG_COLUMNS} FROM ${FLAG_FROM} WHERE ${condition} ORDER BY f.raised_time DESC, f.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  );
  return { rows: rows.map((r) => presentStaffFlag(r, locale, zone, flagPolicy.actions(user, r))), total: Number(n) };
}

/** Every flag of one of the caller's sections, raised ones first (404 for another buyer's section). */
export async function staffSectionFlags(db: Queryable, user: SessionUser, sectionId: number, locale: Locale, zone: string) {
  await staffSection(db, user, sectionId);
  const rows = await db.query<FlagRecord>(
    `SELECT ${FLAG_COLUMNS} FROM ${FLAG_FROM} WHERE f.section_id = $1 ORDER BY f.cleared_time IS NOT NULL, f.raised_time DESC, f.id DESC`,
    [sectionId],
  );
  return rows.map((r) => presentStaffFlag(r, locale, zone, flagPolicy.actions(user, r)));
}

/** The public's flags: still raised, of sections whose results are visible, newest first. */
export async function publicFlags(db: Queryable, filter: { pageNum: number; pageSize: number; indicator?: string; sectionId?: number }, locale: Locale, ocidPrefix: string) {
  const where = [`f.cleared_time IS NULL`, publicFlagSectionSql('s')];
  const params: unknown[] = [];
  if (filter.indicator) where.push(`f.indicator = $${params.push(filter.indicator)}`);
  if (filter.sectionId) where.push(`f.section_id = $${params.push(filter.sectionId)}`);
  const condition = where.join(' AND ');
  const [{ n }] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${FLAG_FROM} WHERE ${condition}`, params);
  const rows = await db.query<FlagRecord>(
    `SELECT ${FLAG_COLUMNS} FROM ${FLAG_FROM} WHERE ${condition} ORDER BY f.raised_time DESC, f.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  );
  return { rows: rows.map((r) => presentPublicFlag(r, locale, ocidPrefix)), total: Number(n) };
}

/**
 * A public section's flags: none until its results are visible (`resultsPublished` false), then those still
 * raised. A draft or a missing section is absent (404).
 */
export async function publicSectionFlags(db: Queryable, sectionId: number, locale: Locale, ocidPrefix: string) {
  const [section] = await db.query<{ section_stauts: number; visible: boolean }>(`SELECT s.section_stauts, ${publicFlagSectionSql('s')} AS visible FROM section s WHERE s.id = $1`, [sectionId]);
  publicSection(section);
  if (!section.visible) return { resultsPublished: false, flags: [] };
  const rows = await db.query<FlagRecord>(
    `SELECT ${FLAG_COLUMNS} FROM ${FLAG_FROM} WHERE f.section_id = $1 AND f.cleared_time IS NULL ORDER BY f.raised_time DESC, f.id DESC`,
    [sectionId],
  );
  return { resultsPublished: true, flags: rows.map((r) => presentPublicFlag(r, locale, ocidPrefix)) };
}

/** The bulk file: every public flag as JSON Lines (English names), read in id batches so memory stays flat. */
export function publicFlagLines(db: Db, ocidPrefix: string, batch = 1000): Readable {
  async function* lines() {
    let after = 0;
    for (;;) {
      const rows = await db.query<FlagRecord>(
        `SELECT ${FLAG_COLUMNS} FROM ${FLAG_FROM} WHERE f.id > $1 AND f.cleared_time IS NULL AND ${publicFlagSectionSql('s')} ORDER BY f.id LIMIT $2`,
        [after, batch],
      );
      if (!rows.length) return;
      yield rows.map((r) => JSON.stringify(presentPublicFlag(r, 'en', ocidPrefix)) + '\n').join('');
      after = Number(rows[rows.length - 1].id);
    }
  }
  return Readable.from(lines());
}
