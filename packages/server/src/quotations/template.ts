import ExcelJS from 'exceljs';
import {
  DEFAULT_TAX_RATE,
  LOCALES,
  localized,
  priceLine,
  detailAsItem,
  isOtherExpensesInput,
  isPricedByDetails,
  sumDetails,
  type PricedDetail,
  type QuoteDetail,
  type QuoteItem,
  TOTAL_PRICE_QUOTING,
  translate,
  type Locale,
  type MessageKey,
  type QuoteIssue,
  issueParams,
  isTaxRate,
} from '@portal/domain';
import { warning } from '../http/errors';
import { readFirstSheet, refusalFor } from '../files/fileReader';
import { inspectZip, looksLikeZip, TEMPLATE_ZIP_LIMITS, unpacksTooLarge } from '../files/zipLimits';
import type { LineRow, SectorRow } from './queries';
import { presentDetailLine, presentLine, type QuoteDetailLineWire, type QuoteLineWire } from './presenter';

/** What the template shows of a sector: its descriptive columns beside the quote fields. */
export interface TemplateSector extends SectorRow {
  specifications: string;
  model: string;
  sectorUnits: string;
  sectorUnitsEn: string;
  sectorUnitsLo: string;
}

/** What the details template shows of a detail row. */
export interface TemplateDetail extends QuoteDetail {
  sectorId: number;
  sectorNameEn: string;
  sectorNameLo: string;
  specifications: string;
  model: string;
  detailUnits: string;
  detailUnitsEn: string;
  detailUnitsLo: string;
  budgetAmount: string | null;
}

/** Columns of the details sheet, in order; the price column depends on the quotation method. */
const detailColumnsOf = (quotationMethod: number): MessageKey[] => [
  'tplSectorId',
  'tplDetailId',
  'tplName',
  'tplDetailName',
  'tplSpecifications',
  'tplModel',
  'tplQuantity',
  'tplUnit',
  'tplBudget',
  quotationMethod === TOTAL_PRICE_QUOTING ? 'tplTotalPrice' : 'tplUnitPrice',
  'tplOtherExpenses',
];
const DETAIL_ID_COL = 2;
const DETAIL_PRICE_COL = 10;
const DETAIL_OTHER_COL = 11;

/** Columns of the quotation sheet, in order; the price column depends on the quotation method. */
const columnsOf = (quotationMethod: number): MessageKey[] => [
  'tplSectorId',
  'tplIndex',
  'tplName',
  'tplSpecifications',
  'tplModel',
  'tplQuantity',
  'tplUnit',
  quotationMethod === TOTAL_PRICE_QUOTING ? 'tplTotalPrice' : 'tplUnitPrice',
  'tplOtherExpenses',
  'tplTaxRate',
  'tplRemarks',
  'tplRemarks1',
];
const ID_COL = 1;
const PRICE_COL = 8;
const OTHER_COL = 9;
const TAX_COL = 10;
const REMARKS_COL = 11;
const REMARKS1_COL = 12;

/** The MIME type of an .xlsx workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook with a fixed date (the same template twice is the same file) and one sheet with bold headers. */
function templateWorkbook(sheetName: MessageKey, columns: MessageKey[], widths: number[], locale: Locale) {
  const workbook = new ExcelJS.Workbook();
  workbook.created = workbook.modified = new Date('2026-01-01T00:00:00Z');
  const sheet = workbook.addWorksheet(translate(sheetName, locale));
  sheet.columns = columns.map((key, i) => ({ header: translate(key, locale), width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  return { workbook, sheet };
}

const localText = (record: object, field: string, locale: Locale) => localized(record as Record<string, unknown>, field, locale);

/**
 * The quotation template as an .xlsx workbook: one row per sector with its id in the first column (the
 * importer matches rows by it), headers in the caller's language, the caller's latest quote prefilled. A
 * sector priced by its detail rows gets no price here (its rows are in the details template).
 */
export async function buildTemplate(input: { sectors: TemplateSector[]; lastLines: LineRow[]; quotationMethod: number; locale: Locale }): Promise<Buffer> {
  const { locale, quotationMethod } = input;
  const { workbook, sheet } = templateWorkbook('tplSheetQuote', columnsOf(quotationMethod), [14, 6, 28, 18, 14, 12, 8, 16, 14, 10, 24, 24], locale);
  const last = new Map(input.lastLines.map((l) => [l.sector_id, presentLine(l, quotationMethod)]));
  input.sectors.forEach((s, i) => {
    const quote = last.get(s.id);
    const priced = isPricedByDetails(s) ? undefined : quote;
    sheet.addRow([
      s.id,
      i + 1,
      localText(s, 'sectorName', locale),
      s.specifications,
      s.model,
      s.sectorNumber,
      localText(s, 'sectorUnits', locale),
      (quotationMethod === TOTAL_PRICE_QUOTING ? priced?.totalMaterialPrice : priced?.sectorPrice) ?? null,
      priced?.otherExpenses ?? null,
      quote?.taxRate ?? s.taxRate ?? DEFAULT_TAX_RATE,
      quote?.remarks ?? '',
      quote?.remarks1 ?? '',
    ]);
  });
  // Prices are typed as text so that decimals are kept exactly as written.
  for (const col of [PRICE_COL, OTHER_COL, TAX_COL]) sheet.getColumn(col).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The details template (sectionType 1): one row per detail row of every sector, the sector id and the detail
 * id in the first two columns (the importer matches rows by them), the caller's latest detail prices prefilled.
 */
export async function buildDetailsTemplate(input: {
  sectors: TemplateSector[];
  details: TemplateDetail[];
  lastLines: LineRow[];
  quotationMethod: number;
  locale: Locale;
}): Promise<Buffer> {
  const { locale, quotationMethod } = input;
  const { workbook, sheet } = templateWorkbook('tplSheetDetails', detailColumnsOf(quotationMethod), [14, 14, 24, 24, 18, 14, 12, 8, 14, 16, 14], locale);
  const last = new Map(input.lastLines.flatMap((l) => l.details ?? []).map((d) => [d.detail_id, presentDetailLine(d, quotationMethod)]));
  const sectorOf = new Map(input.sectors.map((s) => [s.id, s]));
  for (const d of input.details) {
    const quote = last.get(d.id);
    sheet.addRow([
      d.sectorId,
      d.id,
      localText(sectorOf.get(d.sectorId) ?? {}, 'sectorName', locale),
      localText(d, 'sectorName', locale),
      d.specifications,
      d.model,
      d.sectorNumber,
      localText(d, 'detailUnits', locale),
      d.budgetAmount,
      (quotationMethod === TOTAL_PRICE_QUOTING ? quote?.totalMaterialPrice : quote?.sectorPrice) ?? null,
      quote?.otherExpenses ?? null,
    ]);
  }
  for (const col of [DETAIL_PRICE_COL, DETAIL_OTHER_COL]) sheet.getColumn(col).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The filled rows (after the header) of the first sheet of an uploaded template, as text: refused (601) unless
 * it is an .xlsx (by name and content) with the given columns in one of the three languages. The zip is
 * checked against TEMPLATE_ZIP_LIMITS from its central directory first, then unpacked and read in a worker
 * (files/fileReader.ts) that stops at the same limits, a memory limit and a time limit. At most `maxRows`
 * rows are read: one more than the template can hold, which the row checks then refuse.
 */
async function templateRows(fileName: string, content: Buffer, columns: MessageKey[], width: number, maxRows: number) {
  if (!/\.xlsx$/i.test(fileName) || !looksLikeZip(content)) throw warning('importFailedType');
  const verdict = await inspectZip(content, TEMPLATE_ZIP_LIMITS);
  if (verdict === 'tooLarge') throw unpacksTooLarge(TEMPLATE_ZIP_LIMITS);
  if (verdict === 'invalid') throw warning('importFailedType');
  const sheet = await readFirstSheet(content, { limits: TEMPLATE_ZIP_LIMITS, width, maxRows }, refusalFor(TEMPLATE_ZIP_LIMITS, () => warning('importFailedType')));
  if (!sheet) throw warning('importFailedColumns');
  if (!LOCALES.some((l) => columns.every((key, i) => translate(key, l) === sheet.header[i]))) throw warning('importFailedColumns');
  return sheet.rows;
}

/** The import refusal naming row `row`, with the reason in the caller's language. */
const rowFailure = (locale: Locale) => (row: number, key: MessageKey, issue?: QuoteIssue) =>
  warning('importFailedRow', { row, reason: translate(key, locale, issue ? issueParams(issue, locale) : {}) });

const idOf = (cell: string) => (/^\d+$/.test(cell) ? Number(cell) : NaN);

type Amounts = Pick<QuoteLineWire, 'sectorPrice' | 'otherExpenses' | 'totalMaterialPrice' | 'totalPrice'>;

/** The amounts of a row as typed: computed by the domain when it carries a price; else only its other expenses (checked). */
function rowAmounts(price: string, other: string, item: QuoteItem, quotationMethod: number): Amounts | QuoteIssue {
  if (price === '') {
    if (!isOtherExpensesInput(other)) return { key: 'quoteOtherExpensesFormat', item };
    return { sectorPrice: null, otherExpenses: other === '' ? null : other, totalMaterialPrice: null, totalPrice: null };
  }
  const entered = quotationMethod === TOTAL_PRICE_QUOTING ? { totalPrice: price } : { sectorPrice: price };
  const priced = priceLine({ id: item.id, ...entered, otherExpenses: other }, item, quotationMethod);
  if ('key' in priced) return priced;
  return { sectorPrice: priced.sectorPrice, otherExpenses: priced.otherExpenses, totalMaterialPrice: priced.totalMaterialPrice, totalPrice: priced.totalPrice };
}

/**
 * Reads a filled template and returns the sectors with their prices and derived amounts; nothing is stored.
 * Refusals (601): not an .xlsx file (by name and content), columns other than the template's (in any of
 * the three languages), or a row with an unknown item, a malformed number or tax rate, or a price for a
 * sector priced by its detail rows — naming the row.
 */
export async function readTemplate(input: { fileName: string; content: Buffer; sectors: SectorRow[]; quotationMethod: number; locale: Locale }): Promise<QuoteLineWire[]> {
  const { locale, quotationMethod } = input;
  const rows = await templateRows(input.fileName, input.content, columnsOf(quotationMethod), REMARKS1_COL, input.sectors.length + 1);
  const byId = new Map(input.sectors.map((s) => [s.id, s]));
  const out = new Map<number, QuoteLineWire>();
  const fail = rowFailure(locale);
  for (const { r, cells } of rows) {
    const id = idOf(cells[ID_COL - 1]);
    const sector = byId.get(id);
    if (!sector || out.has(id)) throw fail(r, 'importRowUnknownItem');
    const price = cells[PRICE_COL - 1];
    const other = cells[OTHER_COL - 1];
    const taxRate = cells[TAX_COL - 1] || DEFAULT_TAX_RATE;
    if (!isTaxRate(taxRate)) throw fail(r, 'importRowTaxRate');
    if (isPricedByDetails(sector) && (price !== '' || other !== '')) throw fail(r, 'importRowPricedByDetails');
    const amounts = rowAmounts(price, other, sector, quotationMethod);
    if ('key' in amounts) throw fail(r, amounts.key, amounts);
    out.set(id, {
      id,
      ...amounts,
      taxRate,
      settleMethod: sector.isForceSettleMethod === 1 ? sector.settleMethod : null,
      remarks: cells[REMARKS_COL - 1].slice(0, 500),
      remarks1: cells[REMARKS1_COL - 1].slice(0, 500),
      volume: null,
      volumeUnit: null,
      weight: null,
      weightUnit: null,
      detailsList: [],
    });
  }
  return input.sectors.filter((s) => out.has(s.id)).map((s) => out.get(s.id)!);
}

/** A sector read from the details template: its detail rows' prices and, when every row is priced, its summed amounts. */
export type ImportedDetailSector = Amounts & { id: number; detailsList: QuoteDetailLineWire[] };

/**
 * Reads a filled details template: the priced detail rows grouped by sector, with the amounts the domain
 * computes (a sector's own amounts once the file prices every one of its rows); nothing is stored. Refusals
 * as for the quotation template; a row whose sector or detail id is not a detail row of the section (or
 * repeats one) is refused naming the row.
 */
export async function readDetailsTemplate(input: { fileName: string; content: Buffer; sectors: SectorRow[]; quotationMethod: number; locale: Locale }): Promise<ImportedDetailSector[]> {
  const { locale, quotationMethod } = input;
  const detailCount = input.sectors.reduce((n, s) => n + (s.details?.length ?? 0), 0);
  const filled = await templateRows(input.fileName, input.content, detailColumnsOf(quotationMethod), DETAIL_OTHER_COL, detailCount + 1);
  const byId = new Map(input.sectors.map((s) => [s.id, s]));
  const fail = rowFailure(locale);
  const rows = new Map<number, { r: number; detail: QuoteDetailLineWire }[]>();
  const seen = new Set<number>();
  for (const { r, cells } of filled) {
    const sector = byId.get(idOf(cells[ID_COL - 1]));
    if (!sector) throw fail(r, 'importRowUnknownItem');
    const detailId = idOf(cells[DETAIL_ID_COL - 1]);
    const detail = sector.details?.find((d) => d.id === detailId);
    if (!detail || seen.has(detailId)) throw fail(r, 'importRowUnknownDetail');
    seen.add(detailId);
    const amounts = rowAmounts(cells[DETAIL_PRICE_COL - 1], cells[DETAIL_OTHER_COL - 1], detailAsItem(sector, detail), quotationMethod);
    if ('key' in amounts) throw fail(r, amounts.key, amounts);
    rows.set(sector.id, [...(rows.get(sector.id) ?? []), { r, detail: { id: detailId, ...amounts } }]);
  }
  const none = { sectorPrice: null, otherExpenses: null, totalMaterialPrice: null, totalPrice: null };
  return input.sectors.flatMap((sector): ImportedDetailSector[] => {
    const read = rows.get(sector.id);
    if (!read) return [];
    const order = new Map((sector.details ?? []).map((d, i) => [d.id, i]));
    const detailsList = read.map((x) => x.detail).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    const priced = detailsList.filter((d): d is PricedDetail => d.totalPrice !== null);
    if (priced.length < order.size) return [{ id: sector.id, ...none, detailsList }];
    const sum = sumDetails(sector, priced, quotationMethod);
    if ('key' in sum) throw fail(read[0].r, sum.key, sum);
    return [{ id: sector.id, sectorPrice: sum.sectorPrice, otherExpenses: sum.otherExpenses, totalMaterialPrice: sum.totalMaterialPrice, totalPrice: sum.totalPrice, detailsList }];
  });
}
