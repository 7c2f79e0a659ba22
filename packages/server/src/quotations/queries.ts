import { BUYING_TRADE, SectionStatus, TOTAL_PRICE_QUOTING, type AuctionBounds, type QuoteItem, type QuoteRules } from '@portal/domain';
import type { Queryable } from '../db/index';
import { notFound } from '../http/errors';

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

const SECTION_COLUMNS = `id, section_stauts, ent_time, quotation_method, successful_bidder_method, bidding_trade_type, is_yuan_ju, show_ranking, ranking_type`;

/** A public (not draft) section, or 404 like a missing one. */
export async function findQuotingSection(db: Queryable, sectionId: number): Promise<QuotingSection> {
  const [row] = await db.query<QuotingSection>(`SELECT ${SECTION_COLUMNS} FROM section WHERE id = $1`, [sectionId]);
  if (!row || row.section_stauts === SectionStatus.draft) throw notFound('sectionNotFound');
  return row;
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

export async function loadSectors(db: Queryable, sectionId: number): Promise<SectorRow[]> {
  return db.query<SectorRow>(
    `SELECT id, sector_name AS "sectorName", sector_name_en AS "sectorNameEn", sector_name_lo AS "sectorNameLo",
            sector_number::text AS "sectorNumber", max_price::text AS "maxPrice", min_price::text AS "minPrice",
            tax_rate AS "taxRate", settle_method AS "settleMethod", is_force_settle_method AS "isForceSettleMethod"
       FROM sector WHERE section_id = $1 ORDER BY sort, id`,
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
}

export async function roundsOf(db: Queryable, signupId: number): Promise<RoundRow[]> {
  return db.query<RoundRow>('SELECT id, signup_id, quotes_count, total_price, request_key, create_time FROM quote_round WHERE signup_id = $1 ORDER BY quotes_count', [signupId]);
}

export async function lastRoundOf(db: Queryable, signupId: number): Promise<RoundRow | null> {
  const rows = await db.query<RoundRow>(
    'SELECT id, signup_id, quotes_count, total_price, request_key, create_time FROM quote_round WHERE signup_id = $1 ORDER BY quotes_count DESC LIMIT 1',
    [signupId],
  );
  return rows[0] ?? null;
}

export async function linesOf(db: Queryable, roundIds: number[]): Promise<LineRow[]> {
  if (roundIds.length === 0) return [];
  return db.query<LineRow>(
    `SELECT l.* FROM quote_line l JOIN sector s ON s.id = l.sector_id WHERE l.round_id = ANY($1::bigint[]) ORDER BY l.round_id, s.sort, s.id`,
    [roundIds],
  );
}

/** The price of a stored line that the rules compare: the unit price, or the item total under total-price quoting. */
export const comparedPrice = (line: LineRow, quotationMethod: number) =>
  (quotationMethod === TOTAL_PRICE_QUOTING ? line.total_material_price : line.sector_price) ?? '0';

/** Lowest and highest compared price of each sector over every round of every supplier of the section. */
export async function auctionBounds(db: Queryable, sectionId: number, quotationMethod: number): Promise<AuctionBounds> {
  const column = quotationMethod === TOTAL_PRICE_QUOTING ? 'l.total_material_price' : 'l.sector_price';
  const rows = await db.query<{ sector_id: number; lowest: string; highest: string }>(
    `SELECT l.sector_id, min(${column})::text AS lowest, max(${column})::text AS highest
       FROM quote_line l JOIN quote_round r ON r.id = l.round_id
      WHERE r.section_id = $1 AND ${column} IS NOT NULL
      GROUP BY l.sector_id`,
    [sectionId],
  );
  return new Map(rows.map((r) => [r.sector_id, { lowest: r.lowest, highest: r.highest }]));
}

/**
 * The latest round of every sign-up of the section still in the bidding (not withdrawn), with its lines:
 * what the ranking compares. Only ever used to compute ranks or for the buyer; never sent to a supplier.
 */
export async function latestRoundsOfSection(db: Queryable, sectionId: number) {
  const rounds = await db.query<RoundRow>(
    `SELECT DISTINCT ON (r.signup_id) r.id, r.signup_id, r.quotes_count, r.total_price, r.request_key, r.create_time
       FROM quote_round r JOIN signup g ON g.id = r.signup_id
      WHERE r.section_id = $1 AND g.supplier_bid_status <> -1
      ORDER BY r.signup_id, r.quotes_count DESC`,
    [sectionId],
  );
  return { rounds, lines: await linesOf(db, rounds.map((r) => r.id)) };
}

/** Whether better means lower (buying, trade type 1) or higher. */
export const isBuying = (s: QuotingSection) => s.bidding_trade_type === BUYING_TRADE;
