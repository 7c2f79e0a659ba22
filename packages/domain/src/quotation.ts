import DecimalJs from 'decimal.js';
import { z } from 'zod';
import { canQuote } from './bidStatus';
import { DICTIONARIES } from './dictionaries';
import type { Locale } from './constants';
import { localized } from './localized';
import type { MessageKey } from './messages';

/**
 * Quotation (part 2 §5, DESIGN.md §5): input formats, the amounts derived from a quote, and the round rules.
 * Written once: the web shows the issues as warnings before sending, the server refuses with the first one.
 * All arithmetic is decimal (decimal.js), never binary floating point.
 */

/** Enough significant digits for a 33-character price times a 6-decimal quantity. */
const Decimal = DecimalJs.clone({ precision: 80 });
type Decimal = InstanceType<typeof Decimal>;

/** Largest item total the database holds (numeric(24, 4)): below 10^20. */
const MAX_TOTAL = new Decimal('1e20');

/** Input limits of the quotation table (part 2 §5, §9). */
export const QUOTE_LIMITS = {
  /** Unit price: digits with up to 2 decimals. */
  unitPriceDecimals: 2,
  /** Total price (quotationMethod 1): up to 4 decimals. */
  totalPriceDecimals: 4,
  /** Quantities: up to 6 decimals. */
  quantityDecimals: 6,
  /** Longest price input, in characters. */
  priceMaxLength: 33,
  /** Remarks, volume and weight units: longest text kept. */
  textMaxLength: 500,
} as const;

/** Tax rate of a new quote line (part 2 §9). */
export const DEFAULT_TAX_RATE = '13';

/** quotationMethod 1: the supplier quotes each item's total price instead of a unit price. */
export const TOTAL_PRICE_QUOTING = 1;
/** successfulBidderMethod: 1 any-item award, 2 whole-bid award. */
export const AwardMethod = { anyItem: 1, wholeBid: 2 } as const;
/** biddingTradeType 1: the buyer buys, prices go down; any other value: prices go up (a sale). */
export const BUYING_TRADE = 1;
/** rankingType: 1 the rank of the round's total, 2 the rank of each item's price. */
export const RankingType = { total: 1, perItem: 2 } as const;

const decimalInput = (decimals: number) => new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
const UNIT_PRICE = decimalInput(QUOTE_LIMITS.unitPriceDecimals);
const TOTAL_PRICE = decimalInput(QUOTE_LIMITS.totalPriceDecimals);
const QUANTITY = decimalInput(QUOTE_LIMITS.quantityDecimals);

/** A unit price as typed: digits with up to 2 decimals, at most 33 characters. */
export const isUnitPriceInput = (value: string) => value.length <= QUOTE_LIMITS.priceMaxLength && UNIT_PRICE.test(value);
/** A total price as typed (total-price quoting): digits with up to 4 decimals, at most 33 characters. */
export const isTotalPriceInput = (value: string) => value.length <= QUOTE_LIMITS.priceMaxLength && TOTAL_PRICE.test(value);
/** A quantity: digits with up to 6 decimals, at most 33 characters. */
export const isQuantityInput = (value: string) => value.length <= QUOTE_LIMITS.priceMaxLength && QUANTITY.test(value);
/** Volume or weight: digits with up to 4 decimals. Empty means not given. */
export const isMeasureInput = (value: string) => value === '' || (value.length <= QUOTE_LIMITS.priceMaxLength && decimalInput(4).test(value));
/** Other expenses: like a unit price (2 decimals). Empty means 0. */
export const isOtherExpensesInput = (value: string) => value === '' || isUnitPriceInput(value);

/** Decimals a total is shown with: 2, or 4 for total-price quoting. */
export const totalDecimals = (quotationMethod: number) =>
  quotationMethod === TOTAL_PRICE_QUOTING ? QUOTE_LIMITS.totalPriceDecimals : QUOTE_LIMITS.unitPriceDecimals;

/** A stored decimal written with `decimals` places (null stays null). */
export const fixedAmount = (value: string | null | undefined, decimals: number): string | null =>
  value === null || value === undefined ? null : new Decimal(value).toFixed(decimals);

/** Text of a value given as a string or a number (numbers straight from a spreadsheet cell); blank → ''. */
export const priceText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

/** An item the supplier quotes: one sector of the section. */
export interface QuoteItem {
  /** Sector id. */
  id: number;
  /** Names in the three languages (sectorName, sectorNameEn, sectorNameLo), for the messages. */
  sectorName: string;
  sectorNameEn?: string;
  sectorNameLo?: string;
  /** Quantity (sectorNumber), up to 6 decimals. */
  sectorNumber: string;
  /** Ceiling of a quote when biddingTradeType is 1. */
  maxPrice: string | null;
  /** Floor of a quote for other trade types. */
  minPrice: string | null;
  /** Detail rows (sectionType 1): when there are any, the item is priced through them (`priceItem`). */
  details?: readonly QuoteDetail[] | null;
}

/** A detail row of an item (detailsList): priced like an item, its amounts summed into the item's. */
export interface QuoteDetail {
  /** Detail id. */
  id: number;
  /** Names in the three languages, for the messages. */
  sectorName: string;
  sectorNameEn?: string;
  sectorNameLo?: string;
  /** Quantity of the detail row (sectorNumber), up to 6 decimals. */
  sectorNumber: string;
}

/** What the section decides about quoting. */
export interface QuoteRules {
  quotationMethod: number;
  successfulBidderMethod: number;
  biddingTradeType: number;
  /** 1: the round-over-round rules apply (later rounds must move, improve and beat the auction). */
  isYuanJu: number;
}

/** One line as the supplier enters it (the client's computed fields are not read). */
export interface QuoteLineInput {
  /** Sector id. */
  id: number;
  /** Unit price (2 decimals); the price quoted unless total-price quoting. */
  sectorPrice?: string | number | null;
  /** Item total (4 decimals); the price quoted under total-price quoting. */
  totalPrice?: string | number | null;
  /** Other expenses of the item (2 decimals), added to the material total. */
  otherExpenses?: string | number | null;
  /** The prices of the item's detail rows; read only for an item that has detail rows. */
  detailsList?: readonly QuoteDetailInput[] | null;
}

/** One detail row as the supplier enters it: a unit price (a total under total-price quoting) and other expenses. */
export type QuoteDetailInput = Omit<QuoteLineInput, 'detailsList'>;

/** A priced line with every derived amount, as stored and shown. */
export interface PricedLine {
  /** Sector id. */
  id: number;
  /** The price the rules compare: the unit price, or the material total (total-price quoting, or an item priced by details). */
  price: string;
  /** Unit price floored to 2 decimals; null under total-price quoting. */
  sectorPrice: string | null;
  otherExpenses: string;
  /** Material total: floor(unit price, 2) × quantity, rounded half up to 2 decimals; the entered total under total-price quoting. */
  totalMaterialPrice: string;
  /** Other expenses + material total (2 decimals; 4 under total-price quoting). */
  totalPrice: string;
  /**
   * Set when the item is priced through its detail rows: each row priced like an item. The item's material
   * total, other expenses and total are then the sums of its rows', `price` is the material total, and
   * `sectorPrice` is null: the item has no unit price of its own (`derivedUnitPrice` is shown, informational).
   */
  details?: PricedDetail[];
}

/** A priced detail row (its id is the detail id). */
export type PricedDetail = Omit<PricedLine, 'price' | 'details'>;

/** A problem with a quote: a message key of the catalogue, its parameters, and the item it names. */
export interface QuoteIssue {
  key: MessageKey;
  params?: Record<string, string | number>;
  /** The item named in the message (`{item}` in the message), localized when shown. */
  item?: QuoteItem;
}

/** The parameters of an issue's message in a language: the item's name in that language as `{item}`. */
export function issueParams(issue: QuoteIssue, locale: Locale): Record<string, string | number> {
  const params = { ...issue.params };
  if (issue.item) params.item = localized(issue.item as unknown as Record<string, unknown>, 'sectorName', locale);
  return params;
}

/** Material total: the unit price floored to 2 decimals times the quantity, rounded half up to 2 decimals. */
export function materialTotal(unitPrice: string, quantity: string): string {
  const unit = new Decimal(unitPrice).toDecimalPlaces(QUOTE_LIMITS.unitPriceDecimals, Decimal.ROUND_DOWN);
  return unit.times(quantity).toDecimalPlaces(QUOTE_LIMITS.unitPriceDecimals, Decimal.ROUND_HALF_UP).toFixed(QUOTE_LIMITS.unitPriceDecimals);
}

/** Sum of decimal strings, written with `decimals` places. */
export function sumOf(values: readonly string[], decimals: number): string {
  return values.reduce((sum, v) => sum.plus(v), new Decimal(0)).toFixed(decimals);
}

/** Whether the line carries a price (the supplier quotes this item). */
export function isPriced(line: QuoteLineInput, quotationMethod: number): boolean {
  return priceText(quotationMethod === TOTAL_PRICE_QUOTING ? line.totalPrice : line.sectorPrice) !== '';
}

/**
 * The derived amounts of a line that carries a price, or an issue when a number is malformed. The client's
 * own totals are never read: everything follows from the price, the other expenses and the item quantity.
 */
export function priceLine(line: QuoteLineInput, item: QuoteItem, quotationMethod: number): PricedLine | QuoteIssue {
  const other = priceText(line.otherExpenses);
  if (!isOtherExpensesInput(other)) return { key: 'quoteOtherExpensesFormat', item };
  const otherExpenses = new Decimal(other || 0).toFixed(2);
  const places = totalDecimals(quotationMethod);
  if (quotationMethod === TOTAL_PRICE_QUOTING) {
    const total = priceText(line.totalPrice);
    if (!isTotalPriceInput(total)) return { key: 'quoteTotalPriceFormat', item };
    const material = new Decimal(total).toFixed(places);
    if (new Decimal(material).plus(otherExpenses).gte(MAX_TOTAL)) return { key: 'quoteAmountTooLarge', item };
    return { id: item.id, price: material, sectorPrice: null, otherExpenses, totalMaterialPrice: material, totalPrice: new Decimal(material).plus(otherExpenses).toFixed(places) };
  }
  const unit = priceText(line.sectorPrice);
  if (!isUnitPriceInput(unit)) return { key: 'quoteUnitPriceFormat', item };
  const sectorPrice = new Decimal(unit).toDecimalPlaces(QUOTE_LIMITS.unitPriceDecimals, Decimal.ROUND_DOWN).toFixed(2);
  const material = materialTotal(sectorPrice, item.sectorNumber);
  if (new Decimal(material).plus(otherExpenses).gte(MAX_TOTAL)) return { key: 'quoteAmountTooLarge', item };
  return { id: item.id, price: sectorPrice, sectorPrice, otherExpenses, totalMaterialPrice: material, totalPrice: new Decimal(material).plus(otherExpenses).toFixed(places) };
}

const isIssue = (value: PricedLine | QuoteIssue): value is QuoteIssue => 'key' in value;

/** Whether the item is priced through its detail rows (it has some). */
export const isPricedByDetails = (item: Pick<QuoteItem, 'details'>) => (item.details?.length ?? 0) > 0;

/** A detail row seen as an item, named "item / detail" in each language for the messages. */
export function detailAsItem(item: QuoteItem, detail: QuoteDetail): QuoteItem {
  const name = (locale: Locale) =>
    `${localized(item as unknown as Record<string, unknown>, 'sectorName', locale)} / ${localized(detail as unknown as Record<string, unknown>, 'sectorName', locale)}`;
  return { id: detail.id, sectorName: name('zh'), sectorNameEn: name('en'), sectorNameLo: name('lo'), sectorNumber: detail.sectorNumber, maxPrice: null, minPrice: null };
}

/** Whether the line quotes the item: its price, or for an item priced by details a price on any detail row. */
export function isQuoted(line: QuoteLineInput, item: QuoteItem, quotationMethod: number): boolean {
  if (!isPricedByDetails(item)) return isPriced(line, quotationMethod);
  return (line.detailsList ?? []).some((d) => isPriced(d, quotationMethod));
}

/** A detail id of the line that is not a detail row of the item, or given twice: an issue naming the item. */
export function detailIdIssue(line: QuoteLineInput, item: QuoteItem): QuoteIssue | null {
  const known = new Set((item.details ?? []).map((d) => d.id));
  const seen = new Set<number>();
  for (const d of line.detailsList ?? []) {
    if (!known.has(d.id) || seen.has(d.id)) return { key: 'quoteDetailUnknown', item };
    seen.add(d.id);
  }
  return null;
}

/** One detail row priced with the same formats and rounding as an item (`priceLine`). */
export function priceDetail(line: QuoteDetailInput, item: QuoteItem, detail: QuoteDetail, quotationMethod: number): PricedDetail | QuoteIssue {
  const priced = priceLine(line, detailAsItem(item, detail), quotationMethod);
  if (isIssue(priced)) return priced;
  const { price: _price, ...amounts } = priced;
  return amounts;
}

/** The unit price shown for an item priced by details (informational, never compared): material total ÷ quantity, half up to 2 decimals. */
export const derivedUnitPrice = (material: string, quantity: string) =>
  new Decimal(material).div(quantity).toDecimalPlaces(QUOTE_LIMITS.unitPriceDecimals, Decimal.ROUND_HALF_UP).toFixed(QUOTE_LIMITS.unitPriceDecimals);

/** The item's amounts as the sums of its priced detail rows. */
export function sumDetails(item: QuoteItem, details: PricedDetail[], quotationMethod: number): PricedLine | QuoteIssue {
  const places = totalDecimals(quotationMethod);
  const material = sumOf(details.map((d) => d.totalMaterialPrice), places);
  const totalPrice = sumOf(details.map((d) => d.totalPrice), places);
  if (new Decimal(totalPrice).gte(MAX_TOTAL)) return { key: 'quoteAmountTooLarge', item };
  return {
    id: item.id,
    price: material,
    sectorPrice: null,
    otherExpenses: sumOf(details.map((d) => d.otherExpenses), 2),
    totalMaterialPrice: material,
    totalPrice,
    details,
  };
}

/**
 * The priced line of an item the line quotes: `priceLine` for a plain item; for an item with detail rows,
 * every row must carry a price (a lot is quoted whole) and the item's amounts are the sums of the rows'.
 * The item's own price and other expenses in the line are then not read.
 */
export function priceItem(line: QuoteLineInput, item: QuoteItem, quotationMethod: number): PricedLine | QuoteIssue {
  if (!isPricedByDetails(item)) return priceLine(line, item, quotationMethod);
  const idIssue = detailIdIssue(line, item);
  if (idIssue) return idIssue;
  const given = new Map((line.detailsList ?? []).map((d) => [d.id, d]));
  const priced: PricedDetail[] = [];
  let missing: QuoteDetail | null = null;
  for (const detail of item.details!) {
    const input = given.get(detail.id);
    if (!input || !isPriced(input, quotationMethod)) {
      missing ??= detail;
      continue;
    }
    const amounts = priceDetail(input, item, detail, quotationMethod);
    if ('key' in amounts) return amounts;
    priced.push(amounts);
  }
  if (missing) return { key: 'quotePriceMissing', item: detailAsItem(item, missing) };
  return sumDetails(item, priced, quotationMethod);
}

/** The supplier's previous round: its priced lines (by sector id). */
export interface PreviousRound {
  lines: readonly Pick<PricedLine, 'id' | 'price' | 'totalPrice'>[];
}

/** Best prices of the whole auction so far per sector id (every round of every supplier). */
export type AuctionBounds = ReadonlyMap<number, { lowest: string; highest: string }>;

/** The result of checking a round: its priced lines and total when there is no issue. */
export interface CheckedRound {
  issues: QuoteIssue[];
  lines: PricedLine[];
  /** Sum of the item totals (2 decimals; 4 under total-price quoting). */
  totalPrice: string;
  /**
   * What the auction rule asks of the bounds at the moment the round is stored (a later round under isYuanJu
   * without issues): each moved item's price must still be strictly below its lowest price (`buying`) or above its
   * highest. The server stores the round only if the bounds read under the section's lock still admit it
   * (quote_bounds_admit, migration 031), so rounds stored meanwhile cannot let two equal undercuts in.
   */
  auctionDemand?: { buying: boolean; prices: Record<number, string> };
}

/**
 * Checks a round against part 2 §5 and computes its amounts. Issues come in the order the supplier fixes
 * them: number formats, missing prices, bounds, then the round-over-round rules.
 *
 * - First round: with whole-bid award every item needs a price, with any-item award at least one.
 * - Every price: not above maxPrice when biddingTradeType is 1, not below minPrice otherwise. An item priced by
 *   its details compares its material total, with a per-unit bound times the item quantity (unit-price quoting).
 * - Later rounds (isYuanJu 1): items quoted before are quoted again; at least one item lower (trade type 1)
 *   or higher (otherwise) than the supplier's last quote; the total of those items better than last time;
 *   every item moved must beat the best price of the whole auction (`auction`: the bounds every participant
 *   is shown live, so the web warns with the bounds it was last sent and the server decides on the stored ones).
 */
/**
 * The price the rules compare of a stored line (PricedLine.price): the material total under total-price quoting,
 * else the unit price, or the material total where no unit price was quoted (an item priced by details). Null when
 * the line carries neither. The same choice as the auction bounds' query in the database (migration 107).
 */
export const comparedLinePrice = (sectorPrice: string | null, totalMaterialPrice: string | null, quotationMethod: number): string | null =>
  quotationMethod === TOTAL_PRICE_QUOTING ? totalMaterialPrice : (sectorPrice ?? totalMaterialPrice);

/**
 * The items a later round moves (part 2 §5, isYuanJu): those it prices again, strictly lower than its previous
 * round when buying (higher when selling), with the price compared. The items the auction's bound applies to.
 */
export function movedItems(rules: Pick<QuoteRules, 'biddingTradeType'>, previous: PreviousRound, lines: readonly Pick<PricedLine, 'id' | 'price'>[]): { id: number; price: string }[] {
  const buying = rules.biddingTradeType === BUYING_TRADE;
  const mine = new Map(lines.map((l) => [l.id, l.price]));
  return previous.lines
    .filter((b) => mine.has(b.id) && (buying ? new Decimal(mine.get(b.id)!).lt(b.price) : new Decimal(mine.get(b.id)!).gt(b.price)))
    .map((b) => ({ id: b.id, price: mine.get(b.id)! }));
}

/**
 * The moved items of a later round under isYuanJu that do not beat the auction's bound (part 2 §5): each must stay
 * strictly below the lowest price of the competing suppliers' rounds (buying), or above the highest (selling). The
 * one rule of the round's check (checkRound) and of the seal's check (the server's receipts/bounds.ts). The bound
 * named is the one every participant's page shows live (equal information, DESIGN.md §5).
 */
export function auctionBoundIssues(
  rules: Pick<QuoteRules, 'biddingTradeType' | 'quotationMethod'>,
  items: readonly QuoteItem[],
  moved: readonly { id: number; price: string }[],
  auction: AuctionBounds,
): QuoteIssue[] {
  const buying = rules.biddingTradeType === BUYING_TRADE;
  const places = rules.quotationMethod === TOTAL_PRICE_QUOTING ? totalDecimals(rules.quotationMethod) : 2;
  const shown = (value: string) => ({ bound: new Decimal(value).toFixed(places) });
  const issues: QuoteIssue[] = [];
  for (const { id, price } of moved) {
    const bound = auction.get(id);
    const item = items.find((i) => i.id === id);
    if (!bound || !item) continue;
    if (buying && !new Decimal(price).lt(bound.lowest)) issues.push({ key: 'quoteNotBelowAuctionLowest', item, params: shown(bound.lowest) });
    if (!buying && !new Decimal(price).gt(bound.highest)) issues.push({ key: 'quoteNotAboveAuctionHighest', item, params: shown(bound.highest) });
  }
  return issues;
}

export function checkRound(input: {
  rules: QuoteRules;
  items: readonly QuoteItem[];
  lines: readonly QuoteLineInput[];
  previous?: PreviousRound | null;
  auction?: AuctionBounds;
}): CheckedRound {
  const { rules, items, previous, auction } = input;
  const byId = new Map(input.lines.map((l) => [l.id, l]));
  const issues: QuoteIssue[] = [];
  const lines: PricedLine[] = [];
  const places = totalDecimals(rules.quotationMethod);
  const buying = rules.biddingTradeType === BUYING_TRADE;

  for (const item of items) {
    const line = byId.get(item.id);
    if (!line) continue;
    const idIssue = detailIdIssue(line, item);
    if (idIssue) {
      issues.push(idIssue);
      continue;
    }
    if (!isQuoted(line, item, rules.quotationMethod)) continue;
    const priced = priceItem(line, item, rules.quotationMethod);
    if (isIssue(priced)) issues.push(priced);
    else lines.push(priced);
  }
  if (issues.length) return { issues, lines, totalPrice: sumOf(lines.map((l) => l.totalPrice), places) };

  const pricedIds = new Set(lines.map((l) => l.id));
  if (!previous) {
    if (rules.successfulBidderMethod === AwardMethod.wholeBid) {
      for (const item of items) if (!pricedIds.has(item.id)) issues.push({ key: 'quotePriceMissing', item });
    } else if (lines.length === 0) issues.push({ key: 'quotePriceAtLeastOne' });
  } else if (lines.length === 0) issues.push({ key: 'quotePriceAtLeastOne' });

  const itemOf = new Map(items.map((i) => [i.id, i]));
  for (const line of lines) {
    const item = itemOf.get(line.id)!;
    // An item priced by details compares its material total: a per-unit bound is scaled by the item quantity.
    const limit = (bound: string) => (line.details && rules.quotationMethod !== TOTAL_PRICE_QUOTING ? new Decimal(bound).times(item.sectorNumber) : new Decimal(bound));
    if (buying && item.maxPrice !== null && new Decimal(line.price).gt(limit(item.maxPrice))) {
      issues.push({ key: 'quotePriceAboveMax', item, params: { max: new Decimal(item.maxPrice).toFixed(2) } });
    }
    if (!buying && item.minPrice !== null && new Decimal(line.price).lt(limit(item.minPrice))) {
      issues.push({ key: 'quotePriceBelowMin', item, params: { min: new Decimal(item.minPrice).toFixed(2) } });
    }
  }

  if (previous && rules.isYuanJu === 1 && issues.length === 0) {
    const mine = new Map(lines.map((l) => [l.id, l]));
    for (const before of previous.lines) {
      if (!mine.has(before.id) && itemOf.has(before.id)) issues.push({ key: 'quoteItemDropped', item: itemOf.get(before.id)! });
    }
    const moved = movedItems(rules, previous, lines);
    if (issues.length === 0 && moved.length === 0) issues.push({ key: buying ? 'quoteNoItemLower' : 'quoteNoItemHigher' });
    if (issues.length === 0) {
      const better = (now: string, then: string) => (buying ? new Decimal(now).lt(then) : new Decimal(now).gt(then));
      const common = previous.lines.filter((b) => mine.has(b.id));
      const nowTotal = sumOf(common.map((b) => mine.get(b.id)!.totalPrice), 4);
      const thenTotal = sumOf(common.map((b) => b.totalPrice), 4);
      if (!better(nowTotal, thenTotal)) issues.push({ key: buying ? 'quoteTotalNotLower' : 'quoteTotalNotHigher' });
    }
    if (issues.length === 0) {
      const demand = { buying, prices: Object.fromEntries(moved.map((m) => [m.id, m.price])) };
      if (auction) issues.push(...auctionBoundIssues(rules, items, moved, auction));
      if (issues.length === 0) return { issues, lines, totalPrice: sumOf(lines.map((l) => l.totalPrice), places), auctionDemand: demand };
    }
  }
  return { issues, lines, totalPrice: sumOf(lines.map((l) => l.totalPrice), places) };
}

/**
 * Competition rank of `own` among `values` (own included or not): 1 + the number of values strictly
 * better; lower is better when buying (trade type 1), higher otherwise. Equal prices share a rank.
 */
export function rankOf(own: string, values: readonly string[], biddingTradeType: number): number {
  const mine = new Decimal(own);
  const better = values.filter((v) => (biddingTradeType === BUYING_TRADE ? new Decimal(v).lt(mine) : new Decimal(v).gt(mine)));
  return better.length + 1;
}

/**
 * The competition rank (`rankOf`) of every value among all of them, in one sort: the ranks of a whole section
 * are computed once per batch of rounds, not once per supplier (issue 22 §1). `ranks[i]` is the rank of `values[i]`.
 */
export function competitionRanks(values: readonly string[], biddingTradeType: number): number[] {
  const decimals = values.map((v) => new Decimal(v));
  const sign = biddingTradeType === BUYING_TRADE ? 1 : -1;
  const order = decimals.map((_, i) => i).sort((a, b) => sign * decimals[a].comparedTo(decimals[b]));
  const ranks = new Array<number>(values.length);
  order.forEach((index, position) => {
    const previous = order[position - 1];
    ranks[index] = position > 0 && decimals[previous].eq(decimals[index]) ? ranks[previous] : position + 1;
  });
  return ranks;
}

const text = (max: number) => z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string().max(max, { error: 'quoteTextTooLong' }));
const amount = z.union([z.string(), z.number()]).nullish();
const id = z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }).max(2 ** 53 - 1, { error: 'idInvalid' });

/** Where a supplier stands for quoting: its sign-up, the section, and the end of its appointed extra round. */
export interface QuotingState {
  supplierBidStatus: number;
  sectionStauts: number;
  isAppointSupplierQuotationIng: number;
  disabled: number;
  /** End of quoting of the section (entTime). */
  entTime: Date | null;
  /** End of the extra round the supplier is appointed to, if any. */
  appointmentEnd: Date | null;
}

/**
 * The end time that applies to the supplier: its appointed extra round's end while it is appointed to one,
 * otherwise the section's entTime.
 */
export const quotingEndTime = (s: QuotingState): Date | null =>
  s.isAppointSupplierQuotationIng === 1 && s.appointmentEnd ? s.appointmentEnd : s.entTime;

/**
 * The end before which the supplier may submit rounds (part 2 §4 'Quotation submit', DESIGN.md §5), or
 * `undefined` when it may not quote at all: `canQuote` of the bid-status machine (the section quoting, or the
 * supplier appointed to an extra round), not disabled. `null` means no end is set. When both the section
 * and an appointment allow quoting, the later end applies. An appointment without an extra round on
 * record does not open quoting.
 */
export function quotingDeadline(s: QuotingState): Date | null | undefined {
  if (s.disabled) return undefined;
  const ends: (Date | null)[] = [];
  if (canQuote(s.supplierBidStatus, s.sectionStauts, 0)) ends.push(s.entTime);
  if (s.isAppointSupplierQuotationIng === 1 && s.appointmentEnd !== null && canQuote(s.supplierBidStatus, s.sectionStauts, 1)) ends.push(s.appointmentEnd);
  if (ends.length === 0) return undefined;
  if (ends.includes(null)) return null;
  return new Date(Math.max(...ends.map((e) => e!.getTime())));
}

/** Whether the supplier may submit a round at `now`: strictly before its deadline (1 ms before the end yes, at the end no). */
export function isQuotingOpen(s: QuotingState, now: Date): boolean {
  const deadline = quotingDeadline(s);
  return deadline !== undefined && (deadline === null || now.getTime() < deadline.getTime());
}

const dictValues = (type: string) => DICTIONARIES[type].map((e) => e.dictValue);
const TAX_RATES = dictValues('sys_tax_rate');
/** Whether a tax rate is one of the sys_tax_rate values (in percent, e.g. '13'). */
export const isTaxRate = (value: string) => TAX_RATES.includes(value);
/** A volume or weight unit: empty, or a value of its dictionary. */
const unitOf = (type: string, error: MessageKey) => {
  const values = dictValues(type);
  return z.string().nullish().refine((v) => !v || values.includes(v), { error });
};

/** The price of one detail row of a sector in a submitted round; computed fields sent by the client are ignored. */
export const quoteDetailSchema = z.object({
  /** Detail id (a detail row of the sector). */
  id,
  /** Unit price, up to 2 decimals (quoted unless total-price quoting). */
  sectorPrice: amount,
  /** Detail total, up to 4 decimals (quoted under total-price quoting). */
  totalPrice: amount,
  /** Other expenses of the row, up to 2 decimals. */
  otherExpenses: amount,
});

/** One sector of a submitted round (POST /system/quotes/bidQuotes); computed fields sent by the client are ignored. */
export const quoteSectorSchema = z.object({
  /** Sector id. */
  id,
  /** Unit price, up to 2 decimals (quoted unless total-price quoting). */
  sectorPrice: amount,
  /** Item total, up to 4 decimals (quoted under total-price quoting). */
  totalPrice: amount,
  /** Other expenses, up to 2 decimals. */
  otherExpenses: amount,
  /** Tax rate in percent (sys_tax_rate); 13 when not given. */
  taxRate: z.preprocess((v) => (v === null || v === undefined || v === '' ? DEFAULT_TAX_RATE : String(v)), z.string().refine(isTaxRate, { error: 'taxRateInvalid' })),
  /** Settlement method (0, 1, 2); the sector's own when it forces one. */
  settleMethod: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(0).max(2).nullish()).catch(null),
  /** Remarks. */
  remarks: text(QUOTE_LIMITS.textMaxLength),
  /** Second remarks column. */
  remarks1: text(QUOTE_LIMITS.textMaxLength),
  /** Volume and its unit (sys_volume_unit). */
  volume: amount,
  volumeUnit: unitOf('sys_volume_unit', 'quoteVolumeUnitInvalid'),
  /** Weight and its unit (sys_weight_unit). */
  weight: amount,
  weightUnit: unitOf('sys_weight_unit', 'quoteWeightUnitInvalid'),
  /** The prices of the sector's detail rows (a sector with detail rows is priced through them). */
  detailsList: z.array(quoteDetailSchema).max(500).nullish(),
});
export type QuoteSectorForm = z.output<typeof quoteSectorSchema>;

/** A client's key of a round (a new one per round; the same one on a retry): 8 to 100 letters, digits, _ or -. */
export const requestKeySchema = z.string({ error: 'requiredParam' }).min(8, { error: 'invalidParam' }).max(100, { error: 'invalidParam' }).regex(/^[\w-]+$/, { error: 'invalidParam' });
const quotedSectors = z.array(quoteSectorSchema).min(1, { error: 'quotePriceAtLeastOne' }).max(1000);

/** One round as the server submits it: the section, the round's key, the priced sectors. */
export const bidQuotesSchema = z.object({
  /** The section quoted. */
  sectionId: id,
  /** Key of this round: a retry with the same key answers the stored round. */
  requestKey: requestKeySchema,
  /** The sectors with their prices. */
  sectors: quotedSectors,
});
export type BidQuotesForm = z.output<typeof bidQuotesSchema>;

/**
 * The body of POST /system/quotes/bidQuotes as clients send it: part 2 §7's bare array of sectors ("submit
 * bidQuotes (array of sectors with computed fields)"), or the object {sectionId, requestKey, sectors}. The
 * server finds a missing section from the sectors and a missing key from the Idempotency-Key header, else
 * derives it (docs/decisions/spec-differences.md).
 */
export const bidQuotesBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? { sectors: body } : body),
  z.object({
    /** The section quoted; found from the sectors when absent. */
    sectionId: id.optional(),
    /** Key of this round; else the Idempotency-Key header; else derived from the sign-up and the round. */
    requestKey: requestKeySchema.optional(),
    /** The sectors with their prices. */
    sectors: quotedSectors,
  }),
);
export type BidQuotesBody = z.output<typeof bidQuotesBodySchema>;

/** A stored round as the seal replays it: its sign-up, and each item's compared price (the unit price, or the material total). */
export interface ReplayedRound {
  id: number;
  signupId: number;
  lines: readonly { id: number; price: string }[];
}

/** A sign-up that started (competes) or stopped competing, placed among the rounds by `position` (a round id). */
export interface CompetingChange {
  position: number;
  signupId: number;
  competes: boolean;
}

/**
 * The auction's bound replayed (part 2 §5, isYuanJu; docs/verification.md, "The auction's bound at the seal"): the
 * rounds in the order they were stored (ascending id), each sign-up competing or not as `changes` say at each
 * round, `competesAtFirst` before its first change. Every later round (its sign-up's second or next) is checked
 * by the rule of the round's own check (`movedItems`, `auctionBoundIssues`) against the bounds of the competing
 * sign-ups' rounds stored before it. Answers the rounds whose moved items did not beat those bounds, with the
 * issues the round's check would have raised. The bounds are kept as the rounds go, and counted again over every
 * competing sign-up only where one starts or stops competing.
 */
export function auctionBoundBreaches(input: {
  rules: Pick<QuoteRules, 'biddingTradeType' | 'quotationMethod'>;
  items: readonly QuoteItem[];
  rounds: readonly ReplayedRound[];
  changes: readonly CompetingChange[];
  competesAtFirst: (signupId: number) => boolean;
}): { roundId: number; issues: QuoteIssue[] }[] {
  const { rules, items } = input;
  const changes = [...input.changes].sort((a, b) => a.position - b.position);
  const competing = new Map<number, boolean>();
  const competes = (signupId: number) => competing.get(signupId) ?? input.competesAtFirst(signupId);
  /** Each sign-up's own lowest and highest compared price per item, and the bounds over the competing ones. */
  const own = new Map<number, Map<number, { lowest: Decimal; highest: Decimal }>>();
  let bounds = new Map<number, { lowest: Decimal; highest: Decimal }>();
  const widen = (into: Map<number, { lowest: Decimal; highest: Decimal }>, item: number, low: Decimal, high: Decimal) => {
    const b = into.get(item);
    if (!b) into.set(item, { lowest: low, highest: high });
    else into.set(item, { lowest: Decimal.min(b.lowest, low), highest: Decimal.max(b.highest, high) });
  };
  const recount = () => {
    bounds = new Map();
    for (const [signupId, lines] of own) if (competes(signupId)) for (const [item, b] of lines) widen(bounds, item, b.lowest, b.highest);
  };
  const previous = new Map<number, ReplayedRound>();
  const breaches: { roundId: number; issues: QuoteIssue[] }[] = [];
  let next = 0;
  for (const round of [...input.rounds].sort((a, b) => a.id - b.id)) {
    let moved = false;
    for (; next < changes.length && changes[next].position < round.id; next++) {
      const change = changes[next];
      if (competes(change.signupId) !== change.competes) moved = true;
      competing.set(change.signupId, change.competes);
    }
    if (moved) recount();
    const before = previous.get(round.signupId);
    if (before) {
      const shown: AuctionBounds = new Map([...bounds].map(([item, b]) => [item, { lowest: b.lowest.toString(), highest: b.highest.toString() }]));
      const issues = auctionBoundIssues(rules, items, movedItems(rules, { lines: before.lines.map((l) => ({ ...l, totalPrice: '0' })) }, round.lines), shown);
      if (issues.length) breaches.push({ roundId: round.id, issues });
    }
    const mine = own.get(round.signupId) ?? new Map();
    own.set(round.signupId, mine);
    for (const line of round.lines) {
      const price = new Decimal(line.price);
      widen(mine, line.id, price, price);
      if (competes(round.signupId)) widen(bounds, line.id, price, price);
    }
    previous.set(round.signupId, round);
  }
  return breaches;
}
