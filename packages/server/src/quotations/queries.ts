import { BUYING_TRADE, comparedLinePrice, TOTAL_PRICE_QUOTING, type AuctionBounds, type QuoteItem, type QuoteRules } from '@portal/domain';
import type { Queryable } from '../db/index';
import { notFound } from '../http/errors';
import { publicSection } from '../sections/policy';
import type { TemplateDetail, TemplateSector } from './template';

/** The section columns quoting needs. */
export interface QuotingSection {
  id: number;
  section_stauts: number;
  ent_time: Date | null;
  quotation_method: number;
  successful_bidder_method: number;
  bidding_trade_type: number;
  is_yuan_ju: number;
  show_ranking: number;
  ranking_type: number;
  /** Overtime rule window (minutes), null when the section has no overtime rule. */
  overtime_window_minutes?: number | null;
  /** When the results were published (null: never), which decides whether they are visible (resultsVisible). */
  result_time: Date | null;
}

/** The caller's sign-up with the end of the extra round it is appointed to (if any). */
export interface QuotingSignup {
  id: number;
  company_id: number;
  supplier_bid_status: number;
  is_appoint_supplier_quotation_ing: number;
  disabled: number;
  /** End of the section's latest extra round (quote_round_appointment), when the sign-up is appointed. */
  appointment_end: Date | null;
}

const SECTION_COLUMNS = `id, section_stauts, ent_time, quotation_method, successful_bidder_method, bidding_trade_type, is_yuan_ju, show_ranking, ranking_type, result_time`;

/** A public (not draft) section, or 404 like a missing one. */
export async function findQuotingSection(db: Queryable, sectionId: number): Promise<QuotingSection> {
  const [row] = await db.query<QuotingSection>(`SELECT ${SECTION_COLUMNS} FROM section WHERE id = $1`, [sectionId]);
  return publicSection(row);
}

/**
 * The caller's company's sign-up to the section; a company that did not sign up gets 404 as for a missing
 * section, so nothing is learnt about a section's quotes. `lock` takes the row lock that serializes the
 * rounds of one supplier.
 */
export async function findQuotingSignup(db: Queryable, companyId: number | null, sectionId: number, lock = false): Promise<QuotingSignup> {
  if (companyId === null) throw notFound('sectionNotFound');
  const rows = await db.query<Omit<QuotingSignup, 'appointment_end'>>(
    `SELECT id, company_id, supplier_bid_status, is_appoint_supplier_quotation_ing, disabled
       FROM signup WHERE section_id = $1 AND company_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [sectionId, companyId],
  );
  if (!rows[0]) throw notFound('sectionNotFound');
  const appointment = rows[0].is_appoint_supplier_quotation_ing === 1 ? await latestAppointmentEnd(db, sectionId) : null;
  return { ...rows[0], appointment_end: appointment };
}

/** End of the section's latest extra quoting round, or null. */
export async function latestAppointmentEnd(db: Queryable, sectionId: number): Promise<Date | null> {
  const rows = await db.query<{ end_time: Date }>('SELECT end_time FROM quote_round_appointment WHERE section_id = $1 ORDER BY id DESC LIMIT 1', [sectionId]);
  return rows[0]?.end_time ?? null;
}

/** End of the extra quoting round running at `now` (the latest end still ahead), or null when none runs. */
export async function runningRoundEnd(db: Queryable, sectionId: number, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ end_time: Date | null }>('SELECT max(end_time) AS end_time FROM quote_round_appointment WHERE section_id = $1 AND end_time > $2', [sectionId, now]);
  return row?.end_time ?? null;
}

/** The rules of part 2 §5 that the section decides. */
export const rulesOf = (s: QuotingSection): QuoteRules => ({
  quotationMethod: s.quotation_method,
  successfulBidderMethod: s.successful_bidder_method,
  biddingTradeType: s.bidding_trade_type,
  isYuanJu: s.is_yuan_ju,
});

/** The items of a section as the rules see them, with the sector columns a quote line inherits. */
export interface SectorRow extends QuoteItem {
  taxRate: string;
  settleMethod: number | null;
  isForceSettleMethod: number;
}

/** The detail rows of a sector as JSON (QuoteDetail[], null when it has none); `s` is the sector. */
export const SECTOR_DETAILS_JSON = `(SELECT json_agg(json_build_object('id', d.id, 'sectorName', d.sector_name, 'sectorNameEn', d.sector_name_en,
                                           'sectorNameLo', d.sector_name_lo, 'sectorNumber', d.sector_number::text) ORDER BY d.sort, d.id)
                            FROM sector_detail d WHERE d.sector_id = s.id)`;

export async function loadSectors(db: Queryable, sectionId: number): Promise<SectorRow[]> {
  return db.query<SectorRow>(
    `SELECT s.id, s.sector_name AS "sectorName", s.sector_name_en AS "sectorNameEn", s.sector_name_lo AS "sectorNameLo",
            s.sector_number::text AS "sectorNumber", s.max_price::text AS "maxPrice", s.min_price::text AS "minPrice",
            s.tax_rate AS "taxRate", s.settle_method AS "settleMethod", s.is_force_settle_method AS "isForceSettleMethod",
            ${SECTOR_DETAILS_JSON} AS details
       FROM sector s WHERE s.section_id = $1 ORDER BY s.sort, s.id`,
    [sectionId],
  );
}

/** A stored round of one sign-up. */
export interface RoundRow {
  id: number;
  signup_id: number;
  quotes_count: number;
  total_price: string;
  request_key: string | null;
  create_time: Date;
  /** When its request reached the server (issue 12 §2); create_time for rounds stored before it was kept. */
  arrival_time: Date;
}

/** A stored line of a round, with the price the rules compare. */
export interface LineRow {
  round_id: number;
  sector_id: number;
  sector_price: string | null;
  other_expenses: string;
  total_material_price: string | null;
  total_price: string | null;
  tax_rate: string;
  settle_method: number | null;
  remarks: string;
  remarks1: string;
  volume: string | null;
  volume_unit: string | null;
  weight: string | null;
  weight_unit: string | null;
  /** The line's detail lines, when read with them (`linesWithDetails`). */
  details?: DetailLineRow[];
}

/** A stored price of one detail row of a sector in a round. */
export interface DetailLineRow {
  round_id: number;
  sector_id: number;
  detail_id: number;
  sector_price: string | null;
  other_expenses: string;
  total_material_price: string;
  total_price: string;
}

/** Every column of a quote line and of a detail line, named (the compiler checks each list complete against its row type). */
const LINE_COLUMNS = Object.keys({
  round_id: true,
  sector_id: true,
  sector_price: true,
  other_expenses: true,
  total_material_price: true,
  total_price: true,
  tax_rate: true,
  settle_method: true,
  remarks: true,
  remarks1: true,
  volume: true,
  volume_unit: true,
  weight: true,
  weight_unit: true,
} satisfies Record<keyof Omit<LineRow, 'details'>, true>);
const DETAIL_LINE_COLUMNS = Object.keys({
  round_id: true,
  sector_id: true,
  detail_id: true,
  sector_price: true,
  other_expenses: true,
  total_material_price: true,
  total_price: true,
} satisfies Record<keyof DetailLineRow, true>);
const columnsUnder = (columns: string[], alias: string) => columns.map((column) => `${alias}.${column}`).join(', ');

export async function roundsOf(db: Queryable, signupId: number): Promise<RoundRow[]> {
  return db.query<RoundRow>('SELECT id, signup_id, quotes_count, total_price, request_key, create_time, COALESCE(arrival_time, create_time) AS arrival_time FROM quote_round WHERE signup_id = $1 ORDER BY quotes_count', [signupId]);
}

export async function lastRoundOf(db: Queryable, signupId: number): Promise<RoundRow | null> {
  const rows = await db.query<RoundRow>(
    'SELECT id, signup_id, quotes_count, total_price, request_key, create_time, COALESCE(arrival_time, create_time) AS arrival_time FROM quote_round WHERE signup_id = $1 ORDER BY quotes_count DESC LIMIT 1',
    [signupId],
  );
  return rows[0] ?? null;
}

export async function linesOf(db: Queryable, roundIds: number[]): Promise<LineRow[]> {
  if (roundIds.length === 0) return [];
  return db.query<LineRow>(
    `SELECT ${columnsUnder(LINE_COLUMNS, 'l')} FROM quote_line l JOIN sector s ON s.id = l.sector_id WHERE l.round_id = ANY($1::bigint[]) ORDER BY l.round_id, s.sort, s.id`,
    [roundIds],
  );
}

/** Lines with their detail lines (the caller's own rounds, or the buyer's view): detail prices are as sealed as the lines. */
export async function linesWithDetails(db: Queryable, roundIds: number[]): Promise<LineRow[]> {
  const lines = await linesOf(db, roundIds);
  if (!lines.length) return lines;
  const details = await db.query<DetailLineRow>(
    `SELECT ${columnsUnder(DETAIL_LINE_COLUMNS, 'q')} FROM quote_detail_line q JOIN sector_detail d ON d.id = q.detail_id WHERE q.round_id = ANY($1::bigint[]) ORDER BY q.round_id, d.sort, d.id`,
    [roundIds],
  );
  return lines.map((l) => ({ ...l, details: details.filter((d) => d.round_id === l.round_id && d.sector_id === l.sector_id) }));
}

/**
 * The price of a stored line that the rules compare: the unit price, or the material total under total-price
 * quoting and for a sector priced by its detail rows (its line has no unit price of its own).
 */
export const comparedPrice = (line: Pick<LineRow, 'sector_price' | 'total_material_price'>, quotationMethod: number) =>
  comparedLinePrice(line.sector_price, line.total_material_price, quotationMethod) ?? '0';

/**
 * Sign-ups (alias g) whose quotes still compete (signup_competes, migration 107: not withdrawn, not ended, not
 * disabled by the buyer). The auction bounds (quote_auction_bounds) and the ranks both count only these.
 */
const COMPETING_SIGNUP = 'signup_competes(g.supplier_bid_status, g.disabled)';

/**
 * SQL of one sign-up's bounds as one JSON object, `{"<sector id>": {"lowest": "…", "highest": "…"}}`: the lowest
 * and highest compared price of each sector over the rounds of the sign-up `$2` of the section `$1` (what a
 * supplier may see of them before the results). The auction's bounds, over every competing supplier, are
 * quote_auction_bounds (migration 107): read by auctionBounds, and read again under the quotation lock by a later
 * round's insert, which compares the two (submitRound).
 */
const signupBoundsSql = (quotationMethod: number) => {
  const column = quotationMethod === TOTAL_PRICE_QUOTING ? 'l.total_material_price' : 'COALESCE(l.sector_price, l.total_material_price)';
  return `SELECT COALESCE(jsonb_object_agg(b.sector_id, jsonb_build_object('lowest', b.lowest, 'highest', b.highest)), '{}'::jsonb)
            FROM (SELECT l.sector_id, min(${column})::text AS lowest, max(${column})::text AS highest
                    FROM quote_line l JOIN quote_round r ON r.id = l.round_id
                   WHERE r.section_id = $1 AND ${column} IS NOT NULL AND r.signup_id = $2
                   GROUP BY l.sector_id) b`;
};

/**
 * The argument `p_total` of quote_auction_bounds and quote_lock_then_bounds (migration 107): whether the compared
 * price is the total material price (TOTAL_PRICE_QUOTING) rather than the unit price.
 */
export const comparesTotals = (quotationMethod: number) => quotationMethod === TOTAL_PRICE_QUOTING;

/** The bounds of quote_auction_bounds's JSON, by sector id. */
export const boundsOf = (json: Record<string, { lowest: string; highest: string }> | null): AuctionBounds =>
  new Map(Object.entries(json ?? {}).map(([id, bound]) => [Number(id), bound]));

/** The auction bounds (quote_auction_bounds) of the section, or of one sign-up's rounds with `signupId`. */
export async function auctionBounds(db: Queryable, sectionId: number, quotationMethod: number, signupId?: number): Promise<AuctionBounds> {
  const [row] = await db.query<{ bounds: Record<string, { lowest: string; highest: string }> | null }>(
    signupId === undefined ? 'SELECT quote_auction_bounds($1, $2) AS bounds' : `SELECT (${signupBoundsSql(quotationMethod)}) AS bounds`,
    [sectionId, signupId === undefined ? comparesTotals(quotationMethod) : signupId],
  );
  return boundsOf(row.bounds);
}

/**
 * The latest round of every competing sign-up of the section (COMPETING_SIGNUP), with its lines:
 * what the ranking compares. Only ever used to compute ranks or for the buyer; never sent to a supplier.
 */
export async function latestRoundsOfSection(db: Queryable, sectionId: number) {
  const rounds = await db.query<RoundRow>(
    `SELECT DISTINCT ON (r.signup_id) r.id, r.signup_id, r.quotes_count, r.total_price, r.request_key, r.create_time, COALESCE(r.arrival_time, r.create_time) AS arrival_time
       FROM quote_round r JOIN signup g ON g.id = r.signup_id
      WHERE r.section_id = $1 AND ${COMPETING_SIGNUP}
      ORDER BY r.signup_id, r.quotes_count DESC`,
    [sectionId],
  );
  return { rounds, lines: await linesOf(db, rounds.map((r) => r.id)) };
}

/** Whether better means lower (buying, trade type 1) or higher. */
export const isBuying = (s: QuotingSection) => s.bidding_trade_type === BUYING_TRADE;

/** The sectors of a section as the quotation template lists them, with their detail rows. */
export async function templateSectors(db: Queryable, sectionId: number): Promise<TemplateSector[]> {
  return db.query<TemplateSector>(
    `SELECT s.id, s.sector_name AS "sectorName", s.sector_name_en AS "sectorNameEn", s.sector_name_lo AS "sectorNameLo", s.sector_number::text AS "sectorNumber",
            s.max_price::text AS "maxPrice", s.min_price::text AS "minPrice", s.tax_rate AS "taxRate", s.settle_method AS "settleMethod",
            s.is_force_settle_method AS "isForceSettleMethod", s.specifications, s.model,
            s.sector_units AS "sectorUnits", s.sector_units_en AS "sectorUnitsEn", s.sector_units_lo AS "sectorUnitsLo", ${SECTOR_DETAILS_JSON} AS details
       FROM sector s WHERE s.section_id = $1 ORDER BY s.sort, s.id`,
    [sectionId],
  );
}

/** The detail rows of every sector of a section, as the details template lists them. */
export async function templateDetails(db: Queryable, sectionId: number): Promise<TemplateDetail[]> {
  return db.query<TemplateDetail>(
    `SELECT d.id, d.sector_id AS "sectorId", d.sector_name AS "sectorName", d.sector_name_en AS "sectorNameEn", d.sector_name_lo AS "sectorNameLo",
            d.specifications, d.model, d.sector_number::text AS "sectorNumber", d.detail_units AS "detailUnits",
            d.detail_units_en AS "detailUnitsEn", d.detail_units_lo AS "detailUnitsLo", d.budget_amount::text AS "budgetAmount"
       FROM sector_detail d JOIN sector s ON s.id = d.sector_id WHERE s.section_id = $1 ORDER BY s.sort, s.id, d.sort, d.id`,
    [sectionId],
  );
}
