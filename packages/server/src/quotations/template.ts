import ExcelJS from 'exceljs';
import {
  DEFAULT_TAX_RATE,
  LOCALES,
  localized,
  priceLine,
  isOtherExpensesInput,
  TOTAL_PRICE_QUOTING,
  translate,
  type Locale,
  type MessageKey,
  type QuoteIssue,
  issueParams,
} from '@portal/domain';
import { warning } from '../http/errors';
import type { LineRow, SectorRow } from './queries';
import { presentLine, type QuoteLineWire } from './presenter';

/** What the template shows of a sector: its descriptive columns beside the quote fields. */
export interface TemplateSector extends SectorRow {
  specifications: string;
  model: string;
  sectorUnits: string;
  sectorUnitsEn: string;
  sectorUnitsLo: string;
}

export interface TemplateDetail {
  sectorId: number;
  sectorName: string;
  sectorNameEn: string;
  sectorNameLo: string;
  specifications: string;
  model: string;
  sectorNumber: string;
  detailUnits: string;
  detailUnitsEn: string;
  detailUnitsLo: string;
}

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

/**
 * The quotation template as an .xlsx workbook: one row per sector with its id in the first column (the
 * importer matches rows by it), headers in the caller's language, the caller's latest quote prefilled.
 * With `details`, a second, read-only sheet lists the detail rows of each sector.
 */
export async function buildTemplate(input: {
  sectors: TemplateSector[];
  lastLines: LineRow[];
  quotationMethod: number;
  locale: Locale;
  details?: TemplateDetail[];
}): Promise<Buffer> {
  const { locale, quotationMethod } = input;
  const workbook = new ExcelJS.Workbook();
  // A fixed date: the same template twice is the same file.
  workbook.created = workbook.modified = new Date('2026-01-01T00:00:00Z');
  const sheet = workbook.addWorksheet(translate('tplSheetQuote', locale));
  sheet.columns = columnsOf(quotationMethod).map((key, i) => ({ header: translate(key, locale), width: [14, 6, 28, 18, 14, 12, 8, 16, 14, 10, 24, 24][i] }));
  sheet.getRow(1).font = { bold: true };
  const last = new Map(input.lastLines.map((l) => [l.sector_id, presentLine(l, quotationMethod)]));
  const text = (record: object, field: string) => localized(record as Record<string, unknown>, field, locale);
  input.sectors.forEach((s, i) => {
    const quote = last.get(s.id);
    sheet.addRow([
      s.id,
      i + 1,
      text(s, 'sectorName'),
      s.specifications,
      s.model,
      s.sectorNumber,
      text(s, 'sectorUnits'),
      (quotationMethod === TOTAL_PRICE_QUOTING ? quote?.totalMaterialPrice : quote?.sectorPrice) ?? null,
      quote?.otherExpenses ?? null,
      quote?.taxRate ?? s.taxRate ?? DEFAULT_TAX_RATE,
      quote?.remarks ?? '',
      quote?.remarks1 ?? '',
    ]);
  });
  // Prices are typed as text so that decimals are kept exactly as written.
  for (const col of [PRICE_COL, OTHER_COL, TAX_COL]) sheet.getColumn(col).numFmt = '@';
  if (input.details) {
    const details = workbook.addWorksheet(translate('tplSheetDetails', locale));
    details.columns = (['tplSectorId', 'tplName', 'tplDetailName', 'tplSpecifications', 'tplModel', 'tplQuantity', 'tplUnit'] as MessageKey[]).map((key) => ({
      header: translate(key, locale),
      width: 18,
    }));
    details.getRow(1).font = { bold: true };
    const nameOf = new Map(input.sectors.map((s) => [s.id, text(s, 'sectorName')]));
    for (const d of input.details) {
      details.addRow([d.sectorId, nameOf.get(d.sectorId) ?? '', text(d, 'sectorName'), d.specifications, d.model, d.sectorNumber, text(d, 'detailUnits')]);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The text of a cell as typed: numbers, strings, rich text and formula results. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return String(value).trim();
  if (value instanceof Date) return '#date';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
  }
  return '#invalid';
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads a filled template and returns the sectors with their prices and derived amounts; nothing is stored.
 * Refusals (601): not an .xlsx file (by name and content), columns other than the template's (in any of
 * the three languages), or a row with an unknown item, a malformed number or tax rate — naming the row.
 */
export async function readTemplate(input: { fileName: string; content: Buffer; sectors: SectorRow[]; quotationMethod: number; locale: Locale }): Promise<QuoteLineWire[]> {
  const { content, locale, quotationMethod } = input;
  if (!/\.xlsx$/i.test(input.fileName) || content.length < 4 || !content.subarray(0, 4).equals(ZIP_MAGIC)) throw warning('importFailedType');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw warning('importFailedType');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw warning('importFailedColumns');
  const expected = LOCALES.map((l) => columnsOf(quotationMethod).map((key) => translate(key, l)));
  const header = columnsOf(quotationMethod).map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value));
  if (!expected.some((names) => names.every((name, i) => name === header[i]))) throw warning('importFailedColumns');

  const byId = new Map(input.sectors.map((s) => [s.id, s]));
  const out = new Map<number, QuoteLineWire>();
  const fail = (row: number, key: MessageKey, issue?: QuoteIssue) =>
    warning('importFailedRow', { row, reason: translate(key, locale, issue ? issueParams(issue, locale) : {}) });
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells = Array.from({ length: REMARKS1_COL }, (_, i) => cellText(row.getCell(i + 1).value));
    if (cells.every((c) => c === '')) continue;
    const id = /^\d+$/.test(cells[ID_COL - 1]) ? Number(cells[ID_COL - 1]) : NaN;
    const sector = byId.get(id);
    if (!sector || out.has(id)) throw fail(r, 'importRowUnknownItem');
    const price = cells[PRICE_COL - 1];
    const other = cells[OTHER_COL - 1];
    const taxRate = cells[TAX_COL - 1] || DEFAULT_TAX_RATE;
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(taxRate)) throw fail(r, 'importRowTaxRate');
    const entered = quotationMethod === TOTAL_PRICE_QUOTING ? { totalPrice: price } : { sectorPrice: price };
    let amounts: Pick<QuoteLineWire, 'sectorPrice' | 'otherExpenses' | 'totalMaterialPrice' | 'totalPrice'> = {
      sectorPrice: null,
      otherExpenses: other === '' ? null : other,
      totalMaterialPrice: null,
      totalPrice: null,
    };
    if (price !== '') {
      const priced = priceLine({ id, ...entered, otherExpenses: other }, sector, quotationMethod);
      if ('key' in priced) throw fail(r, priced.key, priced);
      amounts = { sectorPrice: priced.sectorPrice, otherExpenses: priced.otherExpenses, totalMaterialPrice: priced.totalMaterialPrice, totalPrice: priced.totalPrice };
    } else if (!isOtherExpensesInput(other)) {
      throw fail(r, 'quoteOtherExpensesFormat', { key: 'quoteOtherExpensesFormat', item: sector });
    }
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
    });
  }
  return input.sectors.filter((s) => out.has(s.id)).map((s) => out.get(s.id)!);
}
