import ExcelJS from 'exceljs';
import { ANALYTICS_COLUMNS, ANALYTICS_METHODS, ANALYTICS_SCOPE, ANALYTICS_TITLES, type Analytics, type AnalyticsColumn, type AnalyticsFigure, type Locale } from '@portal/domain';

/** The rows of one figure, as its table and its downloads list them. */
export function figureRows(data: Analytics, figure: AnalyticsFigure): Record<string, unknown>[] {
  if (figure === 'competition') return data.competition.rows;
  if (figure === 'timeToResults') return data.timeToResults.rows;
  return data[figure];
}

/** A text cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text. */
const safeText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function csvCell(column: AnalyticsColumn, value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (column.kind === 'money') text = Number(value).toFixed(2);
  else if (column.kind === 'share') text = (Number(value) * 100).toFixed(1) + '%';
  else if (column.kind === 'number') text = String(value);
  else text = safeText(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A figure as CSV: a header line in the caller's language, one line a row, amounts with two decimals and no
 * grouping, shares as percentages. UTF-8 with a byte order mark, so spreadsheets read Chinese and Lao as such.
 */
export function figureCsv(data: Analytics, figure: AnalyticsFigure, locale: Locale): string {
  const columns = ANALYTICS_COLUMNS[figure];
  const lines = [columns.map((c) => csvCell({ ...c, kind: 'text' }, c.title[locale])).join(',')];
  for (const row of figureRows(data, figure)) lines.push(columns.map((c) => csvCell(c, row[c.field])).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

const NUMBER_FORMATS: Record<AnalyticsColumn['kind'], string | undefined> = { money: '#,##0.00', share: '0.0%', number: undefined, text: undefined };

/** A figure as a workbook: the table (typed cells) and a second sheet saying how it is computed from the OCDS data. */
export async function figureWorkbook(data: Analytics, figure: AnalyticsFigure, locale: Locale): Promise<Buffer> {
  const columns = ANALYTICS_COLUMNS[figure];
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  workbook.modified = new Date(0);
  const sheet = workbook.addWorksheet(figure);
  sheet.columns = columns.map((c) => ({ header: c.title[locale], key: c.field, width: c.kind === 'text' ? 36 : 18, style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of figureRows(data, figure)) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, c.kind === 'text' ? safeText(String(row[c.field] ?? '')) : row[c.field] ?? null])));
  }
  const method = workbook.addWorksheet('method');
  method.columns = [{ width: 120 }];
  method.addRows([[ANALYTICS_TITLES[figure][locale]], [ANALYTICS_SCOPE[locale]], [ANALYTICS_METHODS[figure][locale]], [data.computedAt + ' (' + data.timeZone + ')']]);
  method.getColumn(1).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
