import {
  DEFAULT_TAX_RATE,
  DICTIONARIES,
  QUOTE_LIMITS,
  TOTAL_PRICE_QUOTING,
  checkRound,
  isMeasureInput,
  isPricedByDetails,
  isQuoted,
  isTaxRate,
  isOtherExpensesInput,
  isTotalPriceInput,
  isUnitPriceInput,
  priceDetail,
  priceItem,
  priceText,
  sumOf,
  totalDecimals,
  type AuctionBounds,
  type CheckedRound,
  type PreviousRound,
  type QuoteDetail,
  type QuoteItem,
  type QuoteRules,
  type SectionDetail,
} from '@portal/domain';
import type { ImportedSector, QuoteAmounts, QuoteLinePayload, QuoteSector } from '../../api/quotation';

/**
 * The quotation table's state and everything derived from it. The amounts and the round rules are the
 * domain's (the same code the server runs); this module only maps the page's rows to and from them.
 */

/** One row as the supplier edits it; every number is kept as typed text. */
export interface LineState {
  /** Sector id. */
  id: number;
  /** Unit price (2 decimals), or the item total under total-price quoting (4 decimals). */
  price: string;
  otherExpenses: string;
  taxRate: string;
  settleMethod: number | null;
  remarks: string;
  remarks1: string;
  volume: string;
  volumeUnit: string | null;
  weight: string;
  weightUnit: string | null;
  /** The prices of the sector's detail rows by detail id (empty when it has none). */
  details: Record<number, DetailState>;
}

/** A detail row as the supplier edits it: its price (as the item's price field) and other expenses, as typed. */
export interface DetailState {
  price: string;
  otherExpenses: string;
}

export type Lines = Record<number, LineState>;

/** The section fields the rules read. */
export type RuleSection = Pick<SectionDetail, 'quotationMethod' | 'successfulBidderMethod' | 'biddingTradeType' | 'isYuanJu'>;

export const quoteRules = (section: RuleSection): QuoteRules => ({
  quotationMethod: section.quotationMethod,
  successfulBidderMethod: section.successfulBidderMethod,
  biddingTradeType: section.biddingTradeType,
  isYuanJu: section.isYuanJu,
});

export const isTotalQuoting = (section: Pick<SectionDetail, 'quotationMethod'>) => section.quotationMethod === TOTAL_PRICE_QUOTING;

export const quoteItems = (sectors: readonly QuoteSector[]): QuoteItem[] =>
  sectors.map((s) => ({
    id: s.id,
    sectorName: s.sectorName,
    sectorNameEn: s.sectorNameEn,
    sectorNameLo: s.sectorNameLo,
    sectorNumber: s.sectorNumber,
    maxPrice: s.maxPrice,
    minPrice: s.minPrice,
    details: s.detailsList.map((d): QuoteDetail => ({ id: d.id, sectorName: d.sectorName, sectorNameEn: d.sectorNameEn, sectorNameLo: d.sectorNameLo, sectorNumber: d.sectorNumber })),
  }));

const text = (value: unknown) => priceText(value as string | number | null | undefined);

/** The price a sector or detail row carries (the caller's last quote, or an imported one) in the page's terms. */
const priceOf = (sector: QuoteAmounts, totalQuoting: boolean) => {
  if (!totalQuoting) return text(sector.sectorPrice);
  // Under total-price quoting the price is the material total (the item total less other expenses).
  return text(sector.totalMaterialPrice) || text(sector.totalPrice);
};

/** A row started from a sector: its own last quote when there is one, the defaults otherwise. */
export function lineFromSector(sector: QuoteSector, totalQuoting: boolean): LineState {
  return {
    id: sector.id,
    price: priceOf(sector, totalQuoting),
    otherExpenses: text(sector.otherExpenses),
    taxRate: text(sector.taxRate) || DEFAULT_TAX_RATE,
    settleMethod: sector.settleMethod ?? null,
    remarks: text(sector.remarks),
    remarks1: text(sector.remarks1),
    volume: text(sector.volume),
    volumeUnit: sector.volumeUnit ?? null,
    weight: text(sector.weight),
    weightUnit: sector.weightUnit ?? null,
    details: Object.fromEntries(sector.detailsList.map((d) => [d.id, { price: priceOf(d, totalQuoting), otherExpenses: text(d.otherExpenses) }])),
  };
}

export function initialLines(sectors: readonly QuoteSector[], totalQuoting: boolean): Lines {
  return Object.fromEntries(sectors.map((s) => [s.id, lineFromSector(s, totalQuoting)]));
}

/**
 * Fills rows from the sectors an imported template gave back: a price, other expenses, tax rate, remarks,
 * volume and weight read from the file replace the row's, and so do the prices of detail rows (details
 * template); what the file leaves blank stays. A forced settlement method is never replaced, and a sector
 * priced by its detail rows takes no price of its own.
 */
export function mergeImported(lines: Lines, imported: readonly ImportedSector[], sectors: readonly QuoteSector[], totalQuoting: boolean): Lines {
  const next: Lines = { ...lines };
  const sectorOf = new Map(sectors.map((s) => [s.id, s]));
  for (const row of imported) {
    const id = Number(row.id);
    const sector = sectorOf.get(id);
    if (!sector || !next[id]) continue;
    const line = { ...next[id], details: { ...next[id].details } };
    if (!isPricedByDetails({ details: sector.detailsList })) {
      const price = priceOf(row, totalQuoting);
      if (price) line.price = price;
      if (text(row.otherExpenses)) line.otherExpenses = text(row.otherExpenses);
    }
    for (const d of row.detailsList ?? []) {
      const current = line.details[d.id];
      if (!current) continue;
      line.details[d.id] = { price: priceOf(d, totalQuoting) || current.price, otherExpenses: text(d.otherExpenses) || current.otherExpenses };
    }
    if (isTaxRate(text(row.taxRate))) line.taxRate = text(row.taxRate);
    if (text(row.remarks)) line.remarks = text(row.remarks);
    if (text(row.remarks1)) line.remarks1 = text(row.remarks1);
    if (text(row.volume)) line.volume = text(row.volume);
    if (row.volumeUnit) line.volumeUnit = row.volumeUnit;
    if (text(row.weight)) line.weight = text(row.weight);
    if (row.weightUnit) line.weightUnit = row.weightUnit;
    if (sector.isForceSettleMethod !== 1 && row.settleMethod !== undefined && row.settleMethod !== null) line.settleMethod = row.settleMethod;
    next[id] = line;
  }
  return next;
}

/** Rows restored from a draft: only sectors (and detail rows) still in the section, over the current rows. */
export function mergeDraft(lines: Lines, draft: readonly Partial<LineState>[]): Lines {
  const next: Lines = { ...lines };
  for (const row of draft) {
    const current = row.id === undefined ? undefined : next[row.id];
    if (!current) continue;
    const details = { ...current.details };
    for (const [id, d] of Object.entries(row.details ?? {})) if (details[Number(id)]) details[Number(id)] = { ...details[Number(id)], ...d };
    // A draft saved before the tax rates were checked may hold one the server refuses: the row keeps its own.
    const taxRate = row.taxRate !== undefined && isTaxRate(row.taxRate) ? row.taxRate : current.taxRate;
    next[current.id] = { ...current, ...row, id: current.id, details, taxRate };
  }
  return next;
}

/**
 * The tax rates the page offers: the values of sys_tax_rate (the only ones the server accepts; admins may
 * relabel them, not add any), labelled by the loaded dictionary, as `13%` until it has arrived.
 */
export const taxRateOptions = (label: (value: string) => string) =>
  DICTIONARIES.sys_tax_rate.map((e) => ({ value: e.dictValue, label: label(e.dictValue) || `${e.dictValue}%` }));

/** Whether a typed value is acceptable in its field (empty is, except where the rules say otherwise). */
export const fieldValid = {
  price: (value: string, totalQuoting: boolean) => value === '' || (totalQuoting ? isTotalPriceInput(value) : isUnitPriceInput(value)),
  otherExpenses: (value: string) => isOtherExpensesInput(value),
  measure: (value: string) => isMeasureInput(value),
};

/** Decimals a price field accepts: 2, or 4 under total-price quoting. */
export const priceDecimals = (totalQuoting: boolean) => (totalQuoting ? QUOTE_LIMITS.totalPriceDecimals : QUOTE_LIMITS.unitPriceDecimals);

/**
 * Keeps what may be typed in a decimal field: digits and one point, at most `decimals` after it and
 * QUOTE_LIMITS.priceMaxLength characters in all. Anything else typed is dropped.
 */
export function cleanDecimal(value: string, decimals: number): string {
  const [whole, ...rest] = value.replace(/[^\d.]/g, '').split('.');
  const out = rest.length && decimals > 0 ? `${whole || '0'}.${rest.join('').slice(0, decimals)}` : whole;
  return out.slice(0, QUOTE_LIMITS.priceMaxLength);
}

/**
 * A decimal field written with all its decimals once left, so prices read one way ("340.5" → "340.50", "340" →
 * "340.00", "340." → "340.00"); empty or malformed text is left for the field's own warning.
 */
export function padDecimals(value: string, decimals: number): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match || decimals === 0) return value;
  const [, whole, fraction = ''] = match;
  if (fraction.length > decimals) return value;
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}

/**
 * A line as its fields show it once left: prices and other expenses written with all their decimals. The draft
 * is saved this way, so it does not depend on whether the last field typed in was left (and padded) before Save
 * draft was pressed.
 */
export function paddedLine(line: LineState, totalQuoting: boolean): LineState {
  const price = priceDecimals(totalQuoting);
  const other = QUOTE_LIMITS.unitPriceDecimals;
  const details = Object.fromEntries(
    Object.entries(line.details).map(([id, d]) => [id, { ...d, price: padDecimals(d.price, price), otherExpenses: padDecimals(d.otherExpenses, other) }]),
  );
  return { ...line, price: padDecimals(line.price, price), otherExpenses: padDecimals(line.otherExpenses, other), details };
}

/** A price field and other expenses as the domain reads them: the unit price, or the total under total-price quoting. */
const entered = (id: number, price: string, otherExpenses: string, totalQuoting: boolean) => ({
  id,
  sectorPrice: totalQuoting ? null : price,
  totalPrice: totalQuoting ? price : null,
  otherExpenses,
});

const toInput = (line: LineState, totalQuoting: boolean) => ({
  ...entered(line.id, line.price, line.otherExpenses, totalQuoting),
  detailsList: Object.entries(line.details ?? {}).map(([id, d]) => entered(Number(id), d.price, d.otherExpenses, totalQuoting)),
});

/**
 * The computed amounts of a row (material total and item total; for a sector priced by its detail rows the
 * sums of theirs), or null while a price is empty or malformed.
 */
export function lineAmounts(line: LineState | undefined, item: QuoteItem, quotationMethod: number) {
  if (!line) return null;
  const input = toInput(line, quotationMethod === TOTAL_PRICE_QUOTING);
  if (!isQuoted(input, item, quotationMethod)) return null;
  const priced = priceItem(input, item, quotationMethod);
  return 'key' in priced ? null : priced;
}

/** The computed amounts of one detail row, or null while its price is empty or malformed. */
export function detailAmounts(line: LineState | undefined, item: QuoteItem, detail: QuoteDetail, quotationMethod: number) {
  const state = line?.details?.[detail.id];
  if (!state || state.price === '') return null;
  const priced = priceDetail(entered(detail.id, state.price, state.otherExpenses, quotationMethod === TOTAL_PRICE_QUOTING), item, detail, quotationMethod);
  return 'key' in priced ? null : priced;
}

/** The sum of the priced rows' totals. */
export function grandTotal(lines: Lines, items: readonly QuoteItem[], quotationMethod: number): string {
  const totals = items.flatMap((item) => lineAmounts(lines[item.id], item, quotationMethod)?.totalPrice ?? []);
  return sumOf(totals, totalDecimals(quotationMethod));
}

/** The caller's previous round as the rules need it, from the sectors' own last quote; null before the first round. */
export function previousRound(sectors: readonly QuoteSector[], section: RuleSection, hasRound: boolean): PreviousRound | null {
  if (!hasRound) return null;
  const totalQuoting = isTotalQuoting(section);
  const lines = sectors.flatMap((s) => {
    // A sector priced by its detail rows is compared on its material total.
    const price = isPricedByDetails({ details: s.detailsList }) ? text(s.totalMaterialPrice) : priceOf(s, totalQuoting);
    if (!price) return [];
    return [{ id: s.id, price, totalPrice: text(s.totalPrice) || price }];
  });
  return { lines };
}

/**
 * The auction's bounds as the page was last told them (isYuanJu: each item's current lowest when buying, highest
 * otherwise, kept live by the stream's `bounds` events): the rules warn with them, the server decides on the stored ones.
 */
export function shownBounds(section: RuleSection, sectors: readonly QuoteSector[]): AuctionBounds | undefined {
  if (section.isYuanJu !== 1) return undefined;
  return new Map(sectors.flatMap((s) => (s.minOrMaxQuotesAmount ? [[s.id, { lowest: s.minOrMaxQuotesAmount, highest: s.minOrMaxQuotesAmount }] as const] : [])));
}

/** Checks the rows with the domain's round rules, the auction's bound included as the page shows it. */
export function checkLines(section: RuleSection, sectors: readonly QuoteSector[], lines: Lines, previous: PreviousRound | null): CheckedRound {
  const totalQuoting = isTotalQuoting(section);
  return checkRound({
    rules: quoteRules(section),
    items: quoteItems(sectors),
    lines: sectors.map((s) => toInput(lines[s.id] ?? lineFromSector(s, totalQuoting), totalQuoting)),
    previous,
    auction: shownBounds(section, sectors),
  });
}

/** The round as sent: every row, priced or not, with the computed amounts for the record. */
export function toPayload(sectors: readonly QuoteSector[], lines: Lines, section: RuleSection): QuoteLinePayload[] {
  const totalQuoting = isTotalQuoting(section);
  const items = new Map(quoteItems(sectors).map((i) => [i.id, i]));
  return sectors.map((sector) => {
    const line = lines[sector.id] ?? lineFromSector(sector, totalQuoting);
    const amounts = lineAmounts(line, items.get(sector.id)!, section.quotationMethod);
    const blank = (v: string) => (v === '' ? null : v);
    const byDetails = sector.detailsList.length > 0;
    return {
      id: sector.id,
      sectorPrice: totalQuoting || byDetails ? null : blank(line.price),
      totalPrice: totalQuoting && !byDetails ? blank(line.price) : (amounts?.totalPrice ?? null),
      totalMaterialPrice: amounts?.totalMaterialPrice ?? null,
      otherExpenses: blank(line.otherExpenses),
      taxRate: line.taxRate || DEFAULT_TAX_RATE,
      settleMethod: sector.isForceSettleMethod === 1 ? sector.settleMethod : line.settleMethod,
      remarks: line.remarks,
      remarks1: line.remarks1 ?? '',
      volume: blank(line.volume),
      volumeUnit: line.volume === '' ? null : line.volumeUnit,
      weight: blank(line.weight),
      weightUnit: line.weight === '' ? null : line.weightUnit,
      detailsList: sector.detailsList.map((d) => {
        const state = line.details?.[d.id] ?? { price: '', otherExpenses: '' };
        return { id: d.id, sectorPrice: totalQuoting ? null : blank(state.price), totalPrice: totalQuoting ? blank(state.price) : null, otherExpenses: blank(state.otherExpenses) };
      }),
    };
  });
}

/** A fresh idempotency key for one submission attempt. */
export function newRequestKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
