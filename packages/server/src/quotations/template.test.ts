import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { detailSection, lineCount, multipart, pricedPump, quoteCalls, quotingSection, quotingSupplier } from './testSupport';

const t = await testApp();
const q = quoteCalls(t);

const download = (token: string | undefined, path: string, sectionId: number, locale = 'en') =>
  t.app.inject({ method: 'GET', url: `/prod-api/system/quotes/${path}?sectionId=${sectionId}`, headers: { 'content-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

async function workbookOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  return workbook;
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

  describe('details template', () => {
    async function detailSectionWithSupplier() {
      const base = await detailSection(t);
      return { ...base, s: await quotingSupplier(t, base.section) };
    }

    /** Writes [unit price, other expenses] into the detail rows (by order) of a details template. */
    async function fillDetails(template: Buffer, prices: [string | number | null, string | number | null][]) {
      const workbook = await workbookOf(template);
      prices.forEach(([price, other], i) => {
        workbook.worksheets[0].getRow(i + 2).getCell(10).value = price;
        workbook.worksheets[0].getRow(i + 2).getCell(11).value = other;
      });
      return Buffer.from(await workbook.xlsx.writeBuffer());
    }

    it('exports one sheet of detail rows with both ids first, prefilled with the caller\'s latest detail prices as text', async () => {
      const { section, pump, motor, frame, s } = await detailSectionWithSupplier();
      await q.submit(s.token, section, [{ id: pump, detailsList: [{ id: motor, sectorPrice: '90.5', otherExpenses: '2' }, { id: frame, sectorPrice: '20' }] }]);
      const workbook = await workbookOf((await download(s.token, 'exportSectorsDetails', section)).rawPayload);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(['Details']);
      const sheet = workbook.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Item ID (do not change)',
        'Detail ID (do not change)',
        'Item',
        'Detail',
        'Specifications',
        'Model',
        'Quantity',
        'Unit',
        'Budget',
        'Unit price',
        'Other expenses',
      ]);
      expect([1, 2, 3, 4, 7, 8, 9, 10, 11].map((c) => sheet.getRow(2).getCell(c).text)).toEqual([String(pump), String(motor), 'Pump', 'Motor', '2.000000', 'pcs', '500.00', '90.50', '2.00']);
      expect([2, 10, 11].map((c) => sheet.getRow(3).getCell(c).text)).toEqual([String(frame), '20.00', '0.00']);
      expect(sheet.getColumn(10).numFmt).toBe('@');
      // The quotation template leaves the pump's price to the details template, and refuses one written there.
      const quote = await workbookOf((await download(s.token, 'exportSectors', section)).rawPayload);
      expect([quote.worksheets[0].getRow(4).getCell(8).text, quote.worksheets[0].getRow(4).getCell(9).text]).toEqual(['', '']);
      quote.worksheets[0].getRow(4).getCell(8).value = '60';
      expect((await upload(s.token, section, 'q.xlsx', Buffer.from(await quote.xlsx.writeBuffer()))).msg).toBe(
        'Import failed: row 4 is wrong (this item is priced by its detail rows; use the details template)',
      );
    });

    it('imports the priced detail rows with the amounts the domain computes, storing nothing', async () => {
      const { section, pump, motor, frame, s } = await detailSectionWithSupplier();
      const template = (await download(s.token, 'exportSectorsDetails', section)).rawPayload;
      const before = await lineCount(t);
      const full = await upload(s.token, section, 'd.xlsx', await fillDetails(template, [[33.33, '1.5'], ['10.01', null]]), 'importFileSectorsDetails');
      expect(full).toEqual({
        code: 200,
        msg: 'Operation successful',
        data: [
          pricedPump({ pump, motor, frame }),
        ],
      });
      // A row left blank keeps the page's price: the sector's amounts wait for every row.
      const partial = await upload(s.token, section, 'd.xlsx', await fillDetails(template, [['33.33', null], [null, null]]), 'importFileSectorsDetails');
      expect(partial.data).toEqual([
        {
          id: pump,
          sectorPrice: null,
          otherExpenses: null,
          totalMaterialPrice: null,
          totalPrice: null,
          detailsList: [
            { id: motor, sectorPrice: '33.33', otherExpenses: '0.00', totalMaterialPrice: '66.66', totalPrice: '66.66' },
            { id: frame, sectorPrice: null, otherExpenses: null, totalMaterialPrice: null, totalPrice: null },
          ],
        },
      ]);
      expect(await lineCount(t)).toBe(before);
    });

    it('refuses the other template\'s columns, a bad number and a row that is not a detail of the item, naming the row', async () => {
      const { section, s } = await detailSectionWithSupplier();
      const template = (await download(s.token, 'exportSectorsDetails', section)).rawPayload;
      const columns = { code: 601, msg: 'Import failed: the columns do not match the template; export the template again' };
      expect(await upload(s.token, section, 'd.xlsx', template, 'importFileSectors')).toMatchObject(columns);
      expect(await upload(s.token, section, 'q.xlsx', (await download(s.token, 'exportSectors', section)).rawPayload, 'importFileSectorsDetails')).toMatchObject(columns);
      expect(await upload(s.token, section, 'd.xls', template, 'importFileSectorsDetails')).toMatchObject({ code: 601, msg: 'Import failed: upload the quotation template as an .xlsx file' });
      expect((await upload(s.token, section, 'd.xlsx', await fillDetails(template, [['1', null], ['1.001', null]]), 'importFileSectorsDetails')).msg).toBe(
        'Import failed: row 3 is wrong (The unit price of Pump / Frame must be a number with at most 2 decimals and 33 characters)',
      );
      expect((await upload(s.token, section, 'd.xlsx', await fillDetails(template, [['1', 'x'], [null, null]]), 'importFileSectorsDetails', 'zh')).msg).toContain('第 2 行');
      const swapped = await workbookOf(template);
      swapped.worksheets[0].getRow(3).getCell(2).value = swapped.worksheets[0].getRow(2).getCell(2).value;
      expect((await upload(s.token, section, 'd.xlsx', Buffer.from(await swapped.xlsx.writeBuffer()), 'importFileSectorsDetails')).msg).toBe(
        'Import failed: row 3 is wrong (the detail row is not part of this item)',
      );
    });
  });
});
