import type { z } from 'zod';
import { fixedAmount, totalDecimals, TOTAL_PRICE_QUOTING, type quoteDetailLineSchema, type quoteLineSchema, type quoteRoundSchema } from '@portal/domain';
import { formatTime } from '../http/time';
import type { DetailLineRow, LineRow, RoundRow } from './queries';

/** The shapes of what the quotation calls answer, from the domain's wire schemas (the web infers its types from them too). */
export type QuoteDetailLineWire = z.output<typeof quoteDetailLineSchema>;
export type QuoteLineWire = z.output<typeof quoteLineSchema>;
export type QuoteRoundWire = z.output<typeof quoteRoundSchema>;

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
