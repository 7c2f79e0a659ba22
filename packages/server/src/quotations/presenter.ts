import { z } from 'zod';
import { fixedAmount, sectorSchema, totalDecimals, TOTAL_PRICE_QUOTING } from '@portal/domain';
import { formatTime } from '../http/time';
import type { LineRow, RoundRow } from './queries';

const amount = z.string().nullable();

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
  /** The priced sectors of the round. */
  quotesList: z.array(quoteLineSchema),
});
export type QuoteRoundWire = z.output<typeof quoteRoundSchema>;

/** A sector of the quotation page: the item with the caller's latest quote filled in (or the defaults). */
export const bidSectorSchema = sectorSchema.extend({
  ...quoteLineSchema.shape,
  /** The caller's rank on this item among the latest quotes (showRanking with rankingType 2), else null. */
  priceRanking: z.number().nullable(),
});

const unitDecimals = 2;
const measure = (v: string | null) => fixedAmount(v, 4);

export function presentLine(line: LineRow, quotationMethod: number): QuoteLineWire {
  const places = totalDecimals(quotationMethod);
  return {
    id: line.sector_id,
    sectorPrice: quotationMethod === TOTAL_PRICE_QUOTING ? null : fixedAmount(line.sector_price, unitDecimals),
    otherExpenses: fixedAmount(line.other_expenses, unitDecimals),
    totalMaterialPrice: fixedAmount(line.total_material_price, quotationMethod === TOTAL_PRICE_QUOTING ? places : unitDecimals),
    totalPrice: fixedAmount(line.total_price, places),
    taxRate: line.tax_rate,
    settleMethod: line.settle_method,
    remarks: line.remarks,
    remarks1: line.remarks1,
    volume: measure(line.volume),
    volumeUnit: line.volume_unit,
    weight: measure(line.weight),
    weightUnit: line.weight_unit,
  };
}

export function presentRound(round: RoundRow, lines: LineRow[], quotationMethod: number, zone: string): QuoteRoundWire {
  return {
    id: round.id,
    quotesCount: round.quotes_count,
    totalPrice: fixedAmount(round.total_price, totalDecimals(quotationMethod))!,
    createTime: formatTime(round.create_time, zone),
    quotesList: lines.filter((l) => l.round_id === round.id).map((l) => presentLine(l, quotationMethod)),
  };
}
