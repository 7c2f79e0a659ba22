import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSector } from '../test/factories';
import { lineCount, quoteCalls, quotingSection, quotingSupplier } from './testSupport';

const t = await testApp();
const q = quoteCalls(t);

const download = (token: string | undefined, path: string, sectionId: number, locale = 'en') =>
  t.app.inject({ method: 'GET', url: `/prod-api/system/quotes/${path}?sectionId=${sectionId}`, headers: { 'content-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

async function workbookOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  return workbook;
}

/** A multipart body with one file, as a browser sends it. */
function multipart(filename: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----quote${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, sectionId: number, filename: string, content: Buffer, path = 'importFileSectors', locale = 'en') =>
  t.call({ method: 'POST', url: `/prod-api/system/quotes/${path}`, token, locale, ...multipart(filename, content, { sectionId: String(sectionId) }) });

/** Writes prices into the quotation sheet of a template: rows by item order, [unit price, other expenses]. */
async function fill(template: Buffer, prices: [string | number | null, string | number | null][]) {
  const workbook = await workbookOf(template);
  const sheet = workbook.worksheets[0];
  prices.forEach(([price, other], i) => {
    sheet.getRow(i + 2).getCell(8).value = price;
    sheet.getRow(i + 2).getCell(9).value = other;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('quotation template', () => {
  it('exports an .xlsx with the items, their ids first and headers in the caller\'s language', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const response = await download(s.token, 'exportSectors', section);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('attachment');
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0];
    expect(sheet.getRow(1).getCell(1).text).toBe('Item ID (do not change)');
    expect(sheet.getRow(1).getCell(8).text).toBe('Unit price');
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(3).text, sheet.getRow(2).getCell(6).text]).toEqual([pipe, 'Steel pipe', '10.000000']);
    expect([sheet.getRow(3).getCell(1).value, sheet.getRow(3).getCell(10).text]).toEqual([valve, '13']);
    const zh = (await workbookOf((await download(s.token, 'exportSectors', section, 'zh')).rawPayload)).worksheets[0];
    expect([zh.getRow(1).getCell(8).text, zh.getRow(2).getCell(3).text]).toEqual(['单价', '钢管']);
  });

  it('prefills the caller\'s latest quote, and refuses other companies and signed-out callers', async () => {
    const { section } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const other = await quotingSupplier(t, (await quotingSection(t)).section);
    const info = (await q.info(s.token, section)).data;
    await q.submit(s.token, section, [{ id: info.bidSectors[0].id, sectorPrice: '88.5', otherExpenses: '2' }, { id: info.bidSectors[1].id, sectorPrice: '7' }]);
    const sheet = (await workbookOf((await download(s.token, 'exportSectors', section)).rawPayload)).worksheets[0];
    expect([sheet.getRow(2).getCell(8).text, sheet.getRow(2).getCell(9).text]).toEqual(['88.50', '2.00']);
    expect((await download(other.token, 'exportSectors', section)).json().code).toBe(404);
    expect((await download(undefined, 'exportSectors', section)).json().code).toBe(401);
  });

  it('imports a filled template into priced sectors without storing anything', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const filled = await fill((await download(s.token, 'exportSectors', section)).rawPayload, [[80.5, '3'], ['9.99', null]]);
    const before = await lineCount(t);
    const body = await upload(s.token, section, 'my quote.xlsx', filled);
    expect(body).toMatchObject({
      code: 200,
      data: [
        { id: pipe, sectorPrice: '80.50', otherExpenses: '3.00', totalMaterialPrice: '805.00', totalPrice: '808.00', taxRate: '13' },
        { id: valve, sectorPrice: '9.99', totalPrice: '29.97' },
      ],
    });
    expect(await lineCount(t)).toBe(before);
  });

  it('refuses a file that is not an .xlsx, by name or by content', async () => {
    const { section } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const template = (await download(s.token, 'exportSectors', section)).rawPayload;
    const refusal = { code: 601, msg: 'Import failed: upload the quotation template as an .xlsx file' };
    expect(await upload(s.token, section, 'quote.xls', template)).toMatchObject(refusal);
    expect(await upload(s.token, section, 'quote.xlsx', Buffer.from('%PDF-1.4 not a workbook'))).toMatchObject(refusal);
    expect(await upload(s.token, section, 'quote.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(200)]))).toMatchObject(refusal);
  });

  it('refuses other columns and names the row of a bad number', async () => {
    const { section } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const template = (await download(s.token, 'exportSectors', section)).rawPayload;
    const workbook = await workbookOf(template);
    workbook.worksheets[0].getRow(1).getCell(8).value = 'Price';
    const renamed = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await upload(s.token, section, 'q.xlsx', renamed)).toMatchObject({ code: 601, msg: 'Import failed: the columns do not match the template; export the template again' });
    const bad = await fill(template, [['80', null], ['9.999', null]]);
    expect(await upload(s.token, section, 'q.xlsx', bad)).toMatchObject({
      code: 601,
      msg: 'Import failed: row 3 is wrong (The unit price of Valve must be a number with at most 2 decimals and 33 characters)',
    });
    const word = await fill(template, [['eighty', null], [null, null]]);
    expect((await upload(s.token, section, 'q.xlsx', word, 'importFileSectors', 'zh')).msg).toContain('第 2 行');
    const zh = (await workbookOf((await download(s.token, 'exportSectors', section, 'zh')).rawPayload)).worksheets[0];
    zh.getRow(2).getCell(1).value = 999999;
    expect((await upload(s.token, section, 'q.xlsx', Buffer.from(await zh.workbook.xlsx.writeBuffer()))).msg).toBe('Import failed: row 2 is wrong (the item is not part of this project)');
  });

  it('exports the detail rows on a second sheet and imports the priced sheet of that template', async () => {
    const { section, pipe } = await quotingSection(t, { section_type: 1 });
    await createSector(t.db, section, { sort: 3, sector_name: '泵', sector_name_en: 'Pump' }, [{ sector_name: '电机', sector_name_en: 'Motor', sector_number: '2' }]);
    const s = await quotingSupplier(t, section);
    const response = await download(s.token, 'exportSectorsDetails', section);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Quotation', 'Details']);
    expect([workbook.worksheets[1].getRow(2).getCell(2).text, workbook.worksheets[1].getRow(2).getCell(3).text]).toEqual(['Pump', 'Motor']);
    const filled = await fill(response.rawPayload, [['60', null]]);
    expect(await upload(s.token, section, 'd.xlsx', filled, 'importFileSectorsDetails')).toMatchObject({ code: 200, data: [{ id: pipe, sectorPrice: '60.00' }, {}, {}] });
  });
});
