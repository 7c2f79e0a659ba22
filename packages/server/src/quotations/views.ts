import {
  BidStatus,
  BUYING_TRADE,
  DEFAULT_TAX_RATE,
  fixedAmount,
  localized,
  quotingEndTime,
  rankOf,
  competitionRanks,
  RankingType,
  resultsVisible,
  totalDecimals,
  TOTAL_PRICE_QUOTING,
  type Locale,
} from '@portal/domain';
import type { Db, Queryable } from '../db/index';
import type { SessionUser } from '../accounts/sessions';
import { staffSection } from '../sections/policy';
import { formatTime } from '../http/time';
import { isFollowing } from '../follows/commands';
import { presentDetail } from '../sections/presenter';
import { findSectionRow, loadSectionRelations, sectionsWithPricesOpened } from '../sections/queries';
import { readSectionUpToDate } from '../sections/upToDate';
import { quotingState } from './commands';
import {
  auctionBounds,
  comparedPrice,
  type RoundRow,
  findQuotingSection,
  findQuotingSignup,
  lastRoundOf,
  latestRoundsOfSection,
  linesWithDetails,
  roundsOf,
  runningRoundEnd,
  type LineRow,
  type QuotingSection,
} from './queries';
import { refusalCounts } from './refusals';
import { quotationPolicy } from './policy';
import { presentLine, presentRound } from './presenter';

/** One supplier's rank (showRanking): of its latest total, and on each item it priced (sector id → rank). */
export interface SupplierRank {
  total: number;
  perItem: Map<number, number>;
}

/**
 * The rank of every competing supplier of a section (showRanking), by sign-up, in one read and one sort per
 * measure (issue 22 §1): with rankingType 1 the rank of each latest round's total among the latest totals of
 * every supplier still bidding; with rankingType 2 the rank on each item among the latest prices quoted for that
 * item. Lower is better when buying (biddingTradeType 1), higher otherwise; equal prices share a rank. Each
 * supplier is only ever shown its own.
 */
export async function sectionRanks(db: Queryable, section: QuotingSection): Promise<Map<number, SupplierRank>> {
  const { rounds, lines } = await latestRoundsOfSection(db, section.id);
  const trade = section.bidding_trade_type;
  const totals = competitionRanks(rounds.map((r) => r.total_price), trade);
  const ranks = new Map(rounds.map((r, i) => [r.signup_id, { total: totals[i], perItem: new Map<number, number>() }]));
  const signupOf = new Map(rounds.map((r) => [r.id, r.signup_id]));
  const bySector = new Map<number, LineRow[]>();
  for (const line of lines) {
    const group = bySector.get(line.sector_id);
    if (group) group.push(line);
    else bySector.set(line.sector_id, [line]);
  }
  for (const [sectorId, sectorLines] of bySector) {
    const itemRanks = competitionRanks(sectorLines.map((l) => comparedPrice(l, section.quotation_method)), trade);
    sectorLines.forEach((l, i) => ranks.get(signupOf.get(l.round_id)!)!.perItem.set(sectorId, itemRanks[i]));
  }
  return ranks;
}

/** The caller's own rank (sectionRanks); null before its first round. */
export async function rankingOf(db: Queryable, section: QuotingSection, signupId: number): Promise<SupplierRank | null> {
  return (await sectionRanks(db, section)).get(signupId) ?? null;
}

/** A supplier's rank as the quotation page and its live stream show it: the total's or each item's, by rankingType. */
export const presentRank = (section: Pick<QuotingSection, 'ranking_type'>, rank: SupplierRank) => ({
  rankingType: section.ranking_type,
  ranking: section.ranking_type === RankingType.total ? rank.total : null,
  priceRanking: section.ranking_type === RankingType.perItem ? Object.fromEntries(rank.perItem) : null,
});

/**
 * What every stream of a section is shown after a batch of rounds (issue 22 §1, §5), read once for the whole
 * section: each supplier's rank by sign-up where the section shows ranks, and the shared auction bounds under
 * isYuanJu.
 */
export async function liveStateOf(db: Queryable, sectionId: number) {
  const section = await findQuotingSection(db, sectionId);
  const [ranks, bounds] = await Promise.all([section.show_ranking === 1 ? sectionRanks(db, section) : Promise.resolve(null), sharedBounds(db, section)]);
  return {
    ranks: ranks && new Map([...ranks].map(([signupId, rank]) => [signupId, presentRank(section, rank)])),
    bounds,
  };
}

/** Quotation page data (GET /system/quotes/getQuotationInfo): the section, its sectors with the caller's latest quote, ranks. */
export async function quotationInfo(db: Db, user: SessionUser, sectionId: number, now: Date, zone: string) {
  const section = await readSectionUpToDate(db, now, sectionId, () => findQuotingSection(db, sectionId));
  const signup = await findQuotingSignup(db, user.companyId, sectionId);
  // Sealed until the results (DESIGN.md §5): the caller's own best prices before, the auction's after.
  const sealed = !resultsVisible(resultsStateOf(section));
  // Equal information (DESIGN.md §5): under isYuanJu the auction's bound of each item is shown to every participant.
  const [row, relations, isFollow, last, bounds, shared] = await Promise.all([
    findSectionRow(db, sectionId),
    loadSectionRelations(db, sectionId, zone),
    isFollowing(db, user.id, sectionId),
    lastRoundOf(db, signup.id),
    auctionBounds(db, sectionId, section.quotation_method, sealed ? signup.id : undefined),
    sealed ? sharedBounds(db, section) : Promise.resolve(null),
  ]);
  const comparedDecimals = section.quotation_method === TOTAL_PRICE_QUOTING ? totalDecimals(section.quotation_method) : 2;
  const lastLines = last ? await linesWithDetails(db, [last.id]) : [];
  const ranking = section.show_ranking === 1 && last !== null ? await rankingOf(db, section, signup.id) : null;
  const state = quotingState(section, signup);
  const actions = quotationPolicy.actions(user, { companyId: signup.company_id, quoting: state, at: now });
  const bidSection = {
    ...presentDetail(row, { ...relations, isFollow, isSignup: 1, supplierSignupId: signup.id }, zone),
    signupId: signup.id,
    supplierBidStatus: signup.supplier_bid_status,
    isAppointSupplierQuotationIng: signup.is_appoint_supplier_quotation_ing,
    canQuote: actions.includes('quote'),
    actions,
    resultsPublished: !sealed,
    endTime: formatTime(quotingEndTime(state), zone),
  };
  const byLine = new Map(lastLines.map((l) => [l.sector_id, presentLine(l, section.quotation_method)]));
  const noPrice = { sectorPrice: null, otherExpenses: null, totalMaterialPrice: null, totalPrice: null };
  const bidSectors = relations.sectors.map((s) => {
    const { detailsList: detailQuotes = [], ...quote } = byLine.get(s.id) ?? {};
    const detailQuote = new Map(detailQuotes.map(({ id, ...amounts }) => [id, amounts]));
    const bound = bounds.get(s.id);
    const best = bound && (section.bidding_trade_type === BUYING_TRADE ? bound.lowest : bound.highest);
    return {
      ...s,
      fileList: s.outFileList,
      minQuotesPrice: fixedAmount(bound?.lowest ?? null, comparedDecimals),
      minOrMaxQuotesAmount: shared ? (shared[String(s.id)] ?? null) : fixedAmount(best ?? null, comparedDecimals),
      ...noPrice,
      taxRate: s.taxRate || DEFAULT_TAX_RATE,
      remarks: '',
      remarks1: '',
      ...quote,
      detailsList: s.detailsList.map((d) => ({ ...d, ...noPrice, ...detailQuote.get(d.id) })),
      priceRanking: ranking && section.ranking_type === RankingType.perItem ? (ranking.perItem.get(s.id) ?? null) : null,
    };
  });
  return {
    bidSection,
    bidSectors,
    lastRound: last ? { quotesCount: last.quotes_count, totalPrice: fixedAmount(last.total_price, totalDecimals(section.quotation_method))!, createTime: formatTime(last.create_time, zone) } : null,
    ranking: ranking && section.ranking_type === RankingType.total ? ranking.total : null,
  };
}

/** The caller's own rounds, oldest first (GET /system/quotes/history). */
export async function historyOf(db: Db, user: SessionUser, sectionId: number, zone: string) {
  const section = await findQuotingSection(db, sectionId);
  const signup = await findQuotingSignup(db, user.companyId, sectionId);
  const rounds = await roundsOf(db, signup.id);
  const lines = await linesWithDetails(db, rounds.map((r) => r.id));
  return rounds.map((r) => presentRound(r, lines, section.quotation_method, zone));
}

/** What the results rule reads of a section. */
const resultsStateOf = (section: QuotingSection) => ({ sectionStauts: section.section_stauts, resultTime: section.result_time });

/**
 * The result (GET /system/quotes/supplierBidResult): after publication, whether the caller won, the
 * winners' awarded rounds and the award records; before, null — nothing about other suppliers.
 */
export async function supplierResult(db: Db, user: SessionUser, sectionId: number, now: Date, zone: string, locale: Locale) {
  const section = await readSectionUpToDate(db, now, sectionId, () => findQuotingSection(db, sectionId));
  const signup = await findQuotingSignup(db, user.companyId, sectionId);
  if (!resultsVisible(resultsStateOf(section))) return null;
  const awards = await db.query<{
    signup_id: number;
    sector_id: number | null;
    price: string;
    supplier_name: string;
    quotes_count: number;
    total_price: string;
    commitment: string | null;
    sector_name: string | null;
    sector_name_en: string | null;
    sector_name_lo: string | null;
    file_name: string | null;
    file_time: Date | null;
  }>(
    `SELECT a.signup_id, a.sector_id, a.price, c.name AS supplier_name, r.quotes_count, r.total_price, r.commitment,
            s.sector_name, s.sector_name_en, s.sector_name_lo, bf.file_name, bf.create_time AS file_time
       FROM award a
       JOIN signup g ON g.id = a.signup_id
       JOIN company c ON c.id = g.company_id
       JOIN quote_round r ON r.id = a.round_id
       LEFT JOIN sector s ON s.id = a.sector_id
       LEFT JOIN LATERAL (SELECT f.file_name, b.create_time FROM bid_file b JOIN stored_file f ON f.id = b.file_id
                           WHERE b.signup_id = a.signup_id AND b.status <> 3 ORDER BY b.id DESC LIMIT 1) bf ON true
      WHERE a.section_id = $1
      ORDER BY s.sort NULLS FIRST, s.id, a.id`,
    [sectionId],
  );
  const [org] = await db.query<Record<string, unknown>>('SELECT organization, organization_en AS "organizationEn", organization_lo AS "organizationLo" FROM section WHERE id = $1', [sectionId]);
  const places = totalDecimals(section.quotation_method);
  const sectorName = (a: (typeof awards)[number]) =>
    a.sector_name === null ? null : localized({ sectorName: a.sector_name, sectorNameEn: a.sector_name_en, sectorNameLo: a.sector_name_lo }, 'sectorName', locale);
  const detailList = awards.map((a) => ({
    sectorId: a.sector_id,
    sectorName: sectorName(a),
    supplierName: a.supplier_name,
    supplierBidFileName: a.file_name,
    supplierBidFileDateTime: formatTime(a.file_time, zone),
    price: fixedAmount(a.price, places)!,
    organization: localized(org, 'organization', locale),
  }));
  return {
    isWinningBid: awards.some((a) => a.signup_id === signup.id) ? 1 : 0,
    quotes: awards.map((a) => ({
      sectorId: a.sector_id,
      sectorName: sectorName(a),
      supplierName: a.supplier_name,
      quotesCount: a.quotes_count,
      totalPrice: fixedAmount(a.total_price, places)!,
      quotesPrice: fixedAmount(a.price, places)!,
      commitment: a.commitment,
    })),
    bidAwardManage: detailList[0] ?? null,
    bidAwardManageDetailList: detailList,
  };
}

/**
 * The bound of each item that every participant of an isYuanJu section sees live (DESIGN.md §5, equal
 * information): the auction's lowest price when buying, its highest otherwise, by sector id, with no name.
 * Null for a section without round-over-round rules, where no bound is shown.
 */
export async function sharedBounds(db: Queryable, section: Pick<QuotingSection, 'id' | 'is_yuan_ju' | 'quotation_method' | 'bidding_trade_type'>): Promise<Record<string, string> | null> {
  if (section.is_yuan_ju !== 1) return null;
  const bounds = await auctionBounds(db, section.id, section.quotation_method);
  const places = section.quotation_method === TOTAL_PRICE_QUOTING ? totalDecimals(section.quotation_method) : 2;
  return Object.fromEntries([...bounds].map(([id, b]) => [String(id), fixedAmount(section.bidding_trade_type === BUYING_TRADE ? b.lowest : b.highest, places)!]));
}

/**
 * Every round of every supplier of a section with company names (GET /admin/sections/{id}/quotes): a buyer
 * for its own company's sections, an administrator for all; another buyer's section reads as absent. Sealed
 * from the buyer until opening (DESIGN.md §5, `pricesOpened`): before, who is active, how many rounds and
 * when, never a price or a rank; after, the prices and the ranks.
 */
export async function sectionQuotes(db: Db, user: SessionUser, sectionId: number, now: Date, zone: string) {
  const section = await readSectionUpToDate(db, now, sectionId, () => staffSection(db, user, sectionId));
  // The countdown's end: the running extra round's end while one runs, else the section's quoting end.
  const [roundEnd, openedSections] = await Promise.all([runningRoundEnd(db, sectionId, now), sectionsWithPricesOpened(db, [sectionId], now)]);
  const opened = openedSections.has(sectionId);
  const signups = await db.query<{ id: number; company_id: number; supplier_name: string; supplier_bid_status: number }>(
    `SELECT g.id, g.company_id, c.name AS supplier_name, g.supplier_bid_status
       FROM signup g JOIN company c ON c.id = g.company_id
      WHERE g.section_id = $1 AND EXISTS (SELECT 1 FROM quote_round r WHERE r.signup_id = g.id)
      ORDER BY g.id`,
    [sectionId],
  );
  const rounds = await db.query<RoundRow>(
    'SELECT id, signup_id, quotes_count, total_price, request_key, create_time, COALESCE(arrival_time, create_time) AS arrival_time FROM quote_round WHERE section_id = $1 ORDER BY signup_id, quotes_count',
    [sectionId],
  );
  const [lines, refused, bounds] = await Promise.all([
    opened ? linesWithDetails(db, rounds.map((r) => r.id)) : Promise.resolve([]),
    refusalCounts(db, sectionId),
    sharedBounds(db, section),
  ]);
  const latest = new Map<number, string>();
  for (const r of rounds) latest.set(r.signup_id, r.total_price);
  const bidding = signups.filter((s) => s.supplier_bid_status !== BidStatus.withdrawn).map((s) => latest.get(s.id)!);
  const places = totalDecimals(section.quotation_method);
  const present = (r: RoundRow) => {
    const round = presentRound(r, lines, section.quotation_method, zone);
    return opened ? round : { ...round, totalPrice: null, quotesList: [] };
  };
  const suppliers = signups.map((s) => ({
    signupId: s.id,
    companyId: s.company_id,
    supplierName: s.supplier_name,
    supplierBidStatus: s.supplier_bid_status,
    latestTotalPrice: opened ? fixedAmount(latest.get(s.id)!, places)! : null,
    ranking: !opened || s.supplier_bid_status === BidStatus.withdrawn ? null : rankOf(latest.get(s.id)!, bidding, section.bidding_trade_type),
    rounds: rounds.filter((r) => r.signup_id === s.id).map(present),
    refusedRounds: refused.get(s.id) ?? 0,
  }));
  if (opened) suppliers.sort((a, b) => (a.ranking ?? Infinity) - (b.ranking ?? Infinity) || a.signupId - b.signupId);
  return {
    sectionId,
    sectionStauts: section.section_stauts,
    quotationMethod: section.quotation_method,
    biddingTradeType: section.bidding_trade_type,
    endTime: formatTime(roundEnd ?? section.ent_time, zone),
    appointmentEndTime: formatTime(roundEnd, zone),
    nowTime: formatTime(now, zone),
    pricesOpened: opened,
    bounds,
    suppliers,
  };
}
