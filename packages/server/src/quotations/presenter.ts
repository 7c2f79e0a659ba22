import { z } from 'zod';
import { fixedAmount, quotationSectorFieldsSchema, sectorDetailSchema, sectorSchema, totalDecimals, TOTAL_PRICE_QUOTING } from '@portal/domain';
import { formatTime } from '../http/time';
import type { DetailLineRow, LineRow, RoundRow } from './queries';

const amount = z.string().nullable();

/** The priced amounts of one detail row (sectionType 1). */
const detailAmounts = {
  /** Unit price (2 decimals); null under total-price quoting. */
  sectorPrice: amount,
  /** Other expenses of the row (2 decimals). */
  otherExpenses: amount,
  /** Unit price × the row's quantity, half up to 2 decimals (the entered total under total-price quoting). */
  totalMaterialPrice: amount,
  /** Other expenses + material total (2 decimals; 4 under total-price quoting). */
  totalPrice: amount,
};

/** The price of one detail row of a sector in a round. */
export const quoteDetailLineSchema = z.object({
  /** Detail id. */
  id: z.number(),
  ...detailAmounts,
});
export type QuoteDetailLineWire = z.output<typeof quoteDetailLineSchema>;

/** One priced sector of a round, as the quotation table and the history show it. */
export const quoteLineSchema = z.object({
  /** Sector id. */
  id: z.number(),
  /** Unit price (2 decimals); null under total-price quoting. */
  sectorPrice: amount,
  /** Other expenses (2 decimals). */
  otherExpenses: amount,
  /** Material total: unit price floored to 2 decimals × quantity (the entered total under total-price quoting). */
  totalMaterialPrice: amount,
  /** Other expenses + material total (2 decimals; 4 under total-price quoting). */
  totalPrice: amount,
  /** Tax rate in percent. */
  taxRate: z.string(),
  /** Settlement method (sys_settle_method). */
  settleMethod: z.number().nullable(),
  /** Remarks. */
  remarks: z.string(),
  remarks1: z.string(),
  /** Volume and unit (sys_volume_unit), weight and unit (sys_weight_unit). */
  volume: amount,
  volumeUnit: z.string().nullable(),
  weight: amount,
  weightUnit: z.string().nullable(),
  /**
   * The prices of the sector's detail rows when it is priced through them (else empty): the sector's amounts
   * are then their sums and its sectorPrice is null.
   */
  detailsList: z.array(quoteDetailLineSchema),
});
export type QuoteLineWire = z.output<typeof quoteLineSchema>;

/** A historical round of the caller (quotesCount, quotesList, totalPrice). */
export const quoteRoundSchema = z.object({
  /** Round id. */
  id: z.number(),
  /** Round number, from 1. */
  quotesCount: z.number(),
  /** Sum of the item totals. */
  totalPrice: z.string(),
  /** When the round was recorded. */
  createTime: z.string().nullable(),
  /** When the round's request reached the server: what the end time is judged against (issue 12 §2). */
  arrivalTime: z.string().nullable(),
  /** The priced sectors of the round. */
  quotesList: z.array(quoteLineSchema),
});
export type QuoteRoundWire = z.output<typeof quoteRoundSchema>;

/** A sector of the quotation page: the item with the caller's latest quote filled in (or the defaults). */
export const bidSectorSchema = sectorSchema.extend({
  ...quoteLineSchema.shape,
  ...quotationSectorFieldsSchema.shape,
  /** The sector's detail rows, each with the caller's latest price of it (or nulls). */
  detailsList: z.array(sectorDetailSchema.extend(detailAmounts)),
  /** The caller's rank on this item among the latest quotes (showRanking with rankingType 2), else null. */
  priceRanking: z.number().nullable(),
});

const unitDecimals = 2;
const measure = (v: string | null) => fixedAmount(v, 4);

/** The four amounts of a stored line or detail line, with the decimals of the quotation method. */
function presentAmounts(row: Pick<LineRow, 'sector_price' | 'other_expenses' | 'total_material_price' | 'total_price'>, quotationMethod: number) {
  const places = totalDecimals(quotationMethod);
  return {
    sectorPrice: quotationMethod === TOTAL_PRICE_QUOTING ? null : fixedAmount(row.sector_price, unitDecimals),
    otherExpenses: fixedAmount(row.other_expenses, unitDecimals),
    totalMaterialPrice: fixedAmount(row.total_material_price, quotationMethod === TOTAL_PRICE_QUOTING ? places : unitDecimals),
    totalPrice: fixedAmount(row.total_price, places),
  };
}

export const presentDetailLine = (detail: DetailLineRow, quotationMethod: number): QuoteDetailLineWire => ({
  id: detail.detail_id,
  ...presentAmounts(detail, quotationMethod),
});

export function presentLine(line: LineRow, quotationMethod: number): QuoteLineWire {
  return {
    id: line.sector_id,
    ...presentAmounts(line, quotationMethod),
    taxRate: line.tax_rate,
    settleMethod: line.settle_method,
    remarks: line.remarks,
    remarks1: line.remarks1,
    volume: measure(line.volume),
    volumeUnit: line.volume_unit,
    weight: measure(line.weight),
    weightUnit: line.weight_unit,
    detailsList: (line.details ?? []).map((d) => presentDetailLine(d, quotationMethod)),
  };
}

export function presentRound(round: RoundRow, lines: LineRow[], quotationMethod: number, zone: string): QuoteRoundWire {
  return {
    id: round.id,
    quotesCount: round.quotes_count,
    totalPrice: fixedAmount(round.total_price, totalDecimals(quotationMethod))!,
    createTime: formatTime(round.create_time, zone),
    arrivalTime: formatTime(round.arrival_time ?? round.create_time, zone),
    quotesList: lines.filter((l) => l.round_id === round.id).map((l) => presentLine(l, quotationMethod)),
  };
}
