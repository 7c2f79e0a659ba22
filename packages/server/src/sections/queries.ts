import {
  pricesOpened,
  adminSectionSchema,
  QUERY_TYPE_SIGNUP_ING,
  receivingAccountSchema,
  SectionStatus,
  sectorDetailSchema,
  sectorSchema,
  SETTLE_RATIO_FIELDS,
  settleMethodItemSchema,
  type HomeListQuery,
  type Locale,
  type Sector,
  type SectionDetail,
  type SectionRequirements,
} from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Queryable } from '../db/index';
import { camelize, columnsOf, snake } from '../http/present';
import { notFound } from '../http/errors';
import { formatTime } from '../http/time';
import { presentFile, type StoredFileRow } from '../files/presenter';
import { publicSectionSql, scopeSql, scopeValue, sectionPolicy } from './policy';
import { ANNOUNCEMENT_FIELDS, type SectionRelations } from './presenter';

/** The columns of a section that say which stages its sign-ups walk (has_accounts: it has receiving accounts). */
export interface RequirementColumns {
  bidding_type: number;
  is_qualification_tec: number;
  is_qualification_business_license: number;
  is_qualification_achievement: number;
  is_qualification_agency_license: number;
  is_qualification_other: number;
  is_bidding_commit_file: number;
  is_qualification_quotes?: number;
  has_accounts: boolean;
}

/** A section row's requirement flags, as the domain reads them (requirementsOf, the bid-status machine). */
export const requirementFlags = (r: RequirementColumns): SectionRequirements => ({
  biddingType: r.bidding_type,
  isQualificationTec: r.is_qualification_tec,
  isQualificationBusinessLicense: r.is_qualification_business_license,
  isQualificationAchievement: r.is_qualification_achievement,
  isQualificationAgencyLicense: r.is_qualification_agency_license,
  isQualificationOther: r.is_qualification_other,
  hasReceivingAccounts: r.has_accounts,
  isBiddingCommitFile: r.is_bidding_commit_file,
  isQualificationQuotes: r.is_qualification_quotes,
});

/** Columns of a list card. */
const SUMMARY_COLUMNS = `id, section_name, section_name_en, section_name_lo, bidding_type, section_stauts, section_type,
  project_type, bidding_method, project_price, security_deposit, documents_amount, currency, money_unit, money_unit_en,
  money_unit_lo, organization, organization_en, organization_lo, create_time, release_time, signup_start_time,
  signup_end_time, start_time, ent_time, technical_contacts, technical_contacts_en, technical_contacts_lo,
  technical_phone_number, business_contacts, business_contacts_en, business_contacts_lo, business_phone_number`;

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const likePattern = (text: string) => '%' + text.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';
/** Runs of Chinese characters, as cjk_grams() of the schema finds them. */
const CJK_RUNS = /[\u3400-\u9fff\uf900-\ufaff]+/g;

/**
 * SQL of the public project list (GET /system/section/homeListPage): never drafts; filtered by status list,
 * type and category; name searched in all three languages; newest first. With queryType signUpIng, sections
 * whose sign-up is open come first, then those announced, then the rest. One page of rows and the exact
 * total, both taking `params`.
 */
export function homeListSql(query: HomeListQuery) {
  const where: string[] = [publicSectionSql('section')];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', '$' + params.length));
  };
  if (query.sectionStautsList?.length) add('section_stauts = ANY(?::smallint[])', query.sectionStautsList);
  if (query.biddingType !== undefined) add('bidding_type = ?', query.biddingType);
  if (query.projectType !== undefined) add('project_type = ?', query.projectType);
  if (query.searchValue) {
    add('search_text LIKE ?', likePattern(query.searchValue));
    // A term shorter than a trigram has none to look up: its Chinese runs (one or two characters, so grams
    // themselves) are looked up in cjk_grams instead. Implied by the LIKE, so the rows are the same.
    const runs = query.searchValue.match(CJK_RUNS);
    if (runs && [...query.searchValue].length < 3) add('cjk_grams(search_text) @> ?::text[]', runs);
  }
  if (query.queryType === QUERY_TYPE_SIGNUP_ING) where.push('bidding_type = 0');

  const filter = where.join(' AND ');
  // The signUpIng order is the expression of the index section_signup_first.
  const order =
    query.queryType === QUERY_TYPE_SIGNUP_ING
      ? `CASE section_stauts WHEN ${SectionStatus.signupOpen} THEN 0 WHEN ${SectionStatus.announced} THEN 1 ELSE 2 END, create_time DESC, id DESC`
      : 'create_time DESC, id DESC';
  const offset = (query.pageNum - 1) * query.pageSize;
  // The page is chosen on ids alone and only its rows are read whole: a deep page (the last of a broad
  // filter) then skips its offset in a covering index, not by sorting every matching row with all columns.
  const pageIds = `SELECT id AS page_id FROM section WHERE ${filter} ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${offset}`;
  // Few matches (a search, often with a type that few of its matches have): walking the newest-first index
  // until the page is full would read most of the filter's rows (130–240 ms at 100,000 sections when nothing
  // matches). The matches are then found as the count finds them (bitmap of the search indexes) and sorted.
  const fewIds = `WITH m AS MATERIALIZED (SELECT id, section_stauts, create_time FROM section WHERE ${filter})
    SELECT id AS page_id FROM m ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${offset}`;
  return {
    rowsSql: `SELECT ${SUMMARY_COLUMNS} FROM section JOIN (${pageIds}) page ON id = page_id ORDER BY ${order}`,
    fewRowsSql: `SELECT ${SUMMARY_COLUMNS} FROM section JOIN (${fewIds}) page ON id = page_id ORDER BY ${order}`,
    countSql: `SELECT count(*)::int AS total FROM section WHERE ${filter}`,
    offset,
    params,
  };
}

/** Up to this many matches, a search's page is taken from its matches sorted, not from the ordered index. */
const FEW_MATCHES = 2_000;

/**
 * Public project list: one page and the exact total (see homeListSql). A search counts first: no page is read
 * past the last match, and a search with few matches reads them through the search indexes.
 */
export async function listPublicSections(db: Queryable, query: HomeListQuery) {
  const { rowsSql, fewRowsSql, countSql, offset, params } = homeListSql(query);
  if (!query.searchValue) {
    const [rows, count] = await Promise.all([db.query(rowsSql, params), db.query<{ total: number }>(countSql, params)]);
    return { rows, total: count[0].total };
  }
  const [{ total }] = await db.query<{ total: number }>(countSql, params);
  if (total <= offset) return { rows: [], total };
  return { rows: await db.query(total <= FEW_MATCHES ? fewRowsSql : rowsSql, params), total };
}

/** What is read of a section for its announcement: the announcement's fields, and the owner, the results' time and the clock's next look. */
const SECTION_ROW_COLUMNS = ANNOUNCEMENT_FIELDS.map((field) => snake(field))
  .concat(['buyer_company_id', 'result_time', 'next_clock_at'])
  .join(', ');

/** One section for its announcement (SECTION_ROW_COLUMNS); undefined when there is none. */
export async function findSectionRow(db: Queryable, id: number) {
  const rows = await db.query(`SELECT ${SECTION_ROW_COLUMNS} FROM section WHERE id = $1`, [id]);
  return rows[0];
}

const FILE_COLUMNS = 'f.id, f.storage_key, f.file_name, f.content_type, f.file_size, f.create_time';

/** The columns of a sector, a detail row, a receiving account and a payment stage: the fields their wire schemas name. */
const SECTOR_COLUMNS = columnsOf(sectorSchema.shape, 's', ['number', 'unit', 'outFileList', 'detailsList']);
const DETAIL_COLUMNS = columnsOf(sectorDetailSchema.shape, 'd');
const ACCOUNT_COLUMNS = columnsOf(receivingAccountSchema.shape, 'a');
const STAGE_COLUMNS = columnsOf(settleMethodItemSchema.shape, 'm');

type SectorColumns = Omit<Sector, 'number' | 'unit' | 'outFileList' | 'detailsList'>;
type ReceivingAccount = SectionDetail['receivingAccountList'][number];

/** Sectors with their details and files, accounts, payment stages and attachments of a section. */
export async function loadSectionRelations(db: Queryable, sectionId: number, zone: string, locale?: Locale): Promise<Omit<SectionRelations, 'isFollow' | 'isSignup' | 'supplierSignupId'>> {
  const [sectorRows, detailRows, fileRows, accountRows, stageRows] = await Promise.all([
    db.query(`SELECT ${SECTOR_COLUMNS} FROM sector s WHERE s.section_id = $1 ORDER BY s.sort, s.id`, [sectionId]),
    db.query<{ sector_id: number }>(
      `SELECT d.sector_id, ${DETAIL_COLUMNS} FROM sector_detail d JOIN sector s ON s.id = d.sector_id WHERE s.section_id = $1 ORDER BY d.sort, d.id`,
      [sectionId],
    ),
    db.query<StoredFileRow & { kind: string; sector_id: number | null }>(
      `SELECT sf.kind, sf.sector_id, sf.file_name_en, sf.file_name_lo, ${FILE_COLUMNS} FROM section_file sf JOIN stored_file f ON f.id = sf.file_id
        WHERE sf.section_id = $1 ORDER BY sf.sort, sf.id`,
      [sectionId],
    ),
    db.query<{ payment_deadline: Date | null }>(`SELECT ${ACCOUNT_COLUMNS} FROM receiving_account a WHERE a.section_id = $1 ORDER BY a.sort, a.id`, [sectionId]),
    db.query(`SELECT ${STAGE_COLUMNS} FROM section_settle_method m WHERE m.section_id = $1 ORDER BY m.sort, m.id`, [sectionId]),
  ]);
  const files = (kind: string, sectorId: number | null = null) =>
    fileRows.filter((f) => f.kind === kind && (sectorId === null || f.sector_id === sectorId)).map((f) => presentFile(f, zone, locale));

  const sectors = sectorRows.map((row): Sector => {
    const sector = camelize<SectorColumns>(row);
    return {
      ...sector,
      number: sector.sectorNumber,
      unit: sector.sectorUnits,
      outFileList: files('sector', sector.id),
      detailsList: detailRows.filter((d) => d.sector_id === sector.id).map(({ sector_id: _, ...detail }) => camelize<Sector['detailsList'][number]>(detail)),
    };
  });
  return {
    sectors,
    sectorFileList: files('sectors'),
    fileList: files('section'),
    receivingAccountList: accountRows.map((row): ReceivingAccount => ({ ...camelize<ReceivingAccount>(row), paymentDeadline: formatTime(row.payment_deadline, zone) })),
    settleMethodsList: stageRows.map((row) => camelize<SectionDetail['settleMethodsList'][number]>(row)),
  };
}

/** The time fields of the section editor, written and read in the caller's zone. */
export const TIME_FIELDS = ['signupStartTime', 'signupEndTime', 'startTime', 'entTime', 'bidFileStartTime', 'bidFileEndTime', 'bidOpeningTime'] as const;

const LIST_COLUMNS = `s.id, s.section_name, s.section_name_en, s.section_name_lo, s.bidding_type, s.section_stauts, s.project_type,
  s.organization, s.organization_en, s.organization_lo, s.create_time, s.release_time, s.signup_start_time, s.signup_end_time, s.start_time, s.ent_time,
  s.successful_bidder_method, s.buyer_company_id, (SELECT count(*)::int FROM signup g WHERE g.section_id = s.id) AS signup_count`;

/** The caller's sections, newest first, filtered by name, bidding type and status. */
export async function listStaffSections(
  db: Queryable,
  user: SessionUser,
  query: { keyword?: string; biddingType?: number; sectionStauts?: number; pageNum: number; pageSize: number },
  zone: string,
) {
  const params: unknown[] = [scopeValue(user)];
  const where = [`(${scopeSql(user, 's', '$1')})`];
  if (query.keyword) {
    params.push('%' + query.keyword.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%');
    where.push(`s.search_text LIKE $${params.length}`);
  }
  if (query.biddingType !== undefined) {
    params.push(query.biddingType);
    where.push(`s.bidding_type = $${params.length}`);
  }
  if (query.sectionStauts !== undefined) {
    params.push(query.sectionStauts);
    where.push(`s.section_stauts = $${params.length}`);
  }
  const filter = where.join(' AND ');
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.query<Record<string, unknown>>(`SELECT ${LIST_COLUMNS} FROM section s WHERE ${filter} ORDER BY s.create_time DESC, s.id DESC LIMIT ${query.pageSize} OFFSET ${offset}`, params),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM section s WHERE ${filter}`, params),
  ]);
  return {
    rows: rows.map((r) => {
      const { buyer_company_id, ...columns } = r;
      const out = camelize<Record<string, unknown>>(columns);
      for (const f of ['createTime', 'releaseTime', 'signupStartTime', 'signupEndTime', 'startTime', 'entTime']) out[f] = formatTime(out[f] as Date | null, zone);
      return { ...out, sectionId: out.id, actions: sectionPolicy.actions(user, { section_stauts: Number(r.section_stauts), buyer_company_id: buyer_company_id as number | null }) };
    }),
    total,
  };
}

/** The fields of the section editor's form that are the section's own columns (its relations are rows of their own). */
const FORM_RELATIONS = ['sectorList', 'fileIds', 'sectorFileIds', 'fileTitles', 'receivingAccountList', 'settleMethodsList'];
export const SECTION_FORM_FIELDS = Object.keys(adminSectionSchema.shape).filter((field) => !FORM_RELATIONS.includes(field));

/** What the editor reads back of a section: the fields of its form and those the record keeps (status, owner, times). */
const STAFF_SECTION_COLUMNS = ['id', 'section_stauts', 'buyer_company_id', 'created_by', 'create_time', 'update_time', 'release_time', 'confirmation_status']
  .concat(['next_clock_at', 'suspended_from', 'result_time', 'original_ent_time'], SECTION_FORM_FIELDS.map(snake))
  .map((column) => 's.' + column)
  .join(', ');

/** Every field of a section as the editor reads it back, with its relations; another buyer's section reads as absent. */
export async function staffSectionDetail(db: Queryable, user: SessionUser, sectionId: number, zone: string) {
  const [row] = await db.query(`SELECT ${STAFF_SECTION_COLUMNS} FROM section s WHERE s.id = $1 AND (${scopeSql(user, 's', '$2')})`, [sectionId, scopeValue(user)]);
  if (!row) throw notFound('sectionNotFound');
  const relations = await loadSectionRelations(db, sectionId, zone);
  const out = camelize<Record<string, unknown>>(row);
  for (const f of ['createTime', 'updateTime', 'releaseTime', 'nextClockAt', 'resultTime', ...TIME_FIELDS]) out[f] = formatTime(out[f] as Date | null, zone);
  for (const f of SETTLE_RATIO_FIELDS) out[f] = out[f] ?? null;
  return {
    ...out,
    sectionId: Number(row.id),
    sectionName: String(row.section_name),
    biddingType: Number(row.bidding_type),
    sectionStauts: Number(row.section_stauts),
    actions: sectionPolicy.actions(user, { section_stauts: Number(row.section_stauts), buyer_company_id: row.buyer_company_id as number | null }),
    sectorList: relations.sectors,
    fileList: relations.fileList,
    sectorFileList: relations.sectorFileList,
    receivingAccountList: relations.receivingAccountList,
    settleMethodsList: relations.settleMethodsList,
  };
}

/**
 * The sections among `sectionIds` whose quoted prices are opened to their staff at `now` (the domain's
 * `pricesOpened`: quoting ended, no extra round running). Every reader that shows staff a price asks it.
 */
export async function sectionsWithPricesOpened(db: Queryable, sectionIds: number[], now: Date): Promise<Set<number>> {
  if (sectionIds.length === 0) return new Set();
  const rows = await db.query<{ id: number; section_stauts: number; suspended_from: number | null; ent_time: Date | null; extra_round_running: boolean }>(
    `SELECT s.id, s.section_stauts, s.suspended_from, s.ent_time,
            EXISTS (SELECT 1 FROM quote_round_appointment a WHERE a.section_id = s.id AND a.end_time > $2) AS extra_round_running
       FROM section s WHERE s.id = ANY($1::bigint[])`,
    [sectionIds, now],
  );
  return new Set(
    rows
      .filter((r) => pricesOpened({ sectionStauts: r.section_stauts, suspendedFrom: r.suspended_from, entTime: r.ent_time, extraRoundRunning: r.extra_round_running }, now))
      .map((r) => Number(r.id)),
  );
}
