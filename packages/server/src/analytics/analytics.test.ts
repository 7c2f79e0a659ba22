import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FLAG_INDICATORS } from '@portal/domain';
import { testApp } from '../test/harness';
import { buyerCaller, clockTo, supplierCaller, type SupplierCaller } from '../test/lifecycleSupport';
import { inquiryForm } from '../test/staffSupport';
import { bulk, releaseErrors } from '../ocds/testSupport';

/** Public analytics (issue 25 item 3): figures from published results only, reproducible from the bulk file. */
const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
const start = t.clock.now().getTime();
const b = await buyerCaller(t);
const quill = await supplierCaller(t, 'Quill Paper Trading Co');
const inkwell = await supplierCaller(t, 'Inkwell Supplies Co');
const idle = await supplierCaller(t, 'Idle Trading Co');

/** An inquiry of one item (50 units) under `ceiling`, published now; each supplier of `quotes` signs up and quotes its unit price. */
async function inquiry(ceiling: string, projectType: number, quotes: [SupplierCaller, string][], alsoSignedUp: SupplierCaller[] = []) {
  const form = inquiryForm(t, { projectPrice: ceiling, projectType, successfulBidderMethod: 2, sectorList: [{ sectorName: '打印纸', sectorNumber: '50', sectorUnits: '箱' }] });
  const sectionId = (await b.post('/admin/sections', form)).data.id as number;
  expect(await b.post(`/admin/sections/${sectionId}/publish`)).toMatchObject({ code: 200 });
  const [item] = (await b.get(`/admin/sections/${sectionId}`)).data.sectorList.map((s: { id: number }) => s.id);
  const signups: number[] = [];
  for (const [supplier, price] of quotes) {
    signups.push((await supplier.post('/quotation/signup', { sectionId })).data.id as number);
    expect(await supplier.quote(sectionId, { [item]: price })).toMatchObject({ code: 200 });
  }
  for (const supplier of alsoSignedUp) expect(await supplier.post('/quotation/signup', { sectionId })).toMatchObject({ code: 200 });
  return { sectionId, winner: signups[0]! };
}

// Published results: goods under 2000 won at 1862.50 (two quotes), services under 1000 won at 900 (one quote of two sign-ups).
const goods = await inquiry('2000.00', 1, [[quill, '37.25'], [inkwell, '39.00']]);
const services = await inquiry('1000.00', 3, [[inkwell, '18.00']], [idle]);
// Not counted: awarded but results not published; closed without results.
const awardedOnly = await inquiry('3000.00', 1, [[quill, '30.11']]);
const closedSealed = await inquiry('4000.00', 2, [[inkwell, '41.73']]);
await clockTo(t, start, 48, b, quill, inkwell, idle);
for (const s of [goods, services, awardedOnly, closedSealed]) expect(await b.post(`/admin/sections/${s.sectionId}/award`, { signupId: s.winner })).toMatchObject({ code: 200 });
await clockTo(t, start, 72, b);
for (const s of [goods, services]) expect(await b.post(`/admin/sections/${s.sectionId}/results`)).toMatchObject({ code: 200, data: { sectionStauts: 13 } });
expect(await b.post(`/admin/sections/${closedSealed.sectionId}/close`)).toMatchObject({ code: 200, data: { sectionStauts: 14 } });

const analytics = (locale = 'en', timezone = 'Asia/Shanghai') => t.call({ method: 'GET', url: '/prod-api/analytics', locale, timezone });
const download = (path: string, locale = 'en') => t.app.inject({ method: 'GET', url: `/prod-api/analytics/${path}`, headers: { 'content-language': locale, 'accept-timezone': 'Asia/Shanghai' } });

describe('the figures', () => {
  it('count only sections whose results are published, with their ceilings, awarded values and savings', async () => {
    const { code, data } = await analytics();
    expect(code).toBe(200);
    expect(data.publishedSections).toBe(2);
    expect(data.currencies).toEqual(['CNY']);
    expect(data.spendingByBuyer).toEqual([
      { key: expect.stringMatching(/^buyer-\d+$/), label: '万象市公共采购中心', currency: 'CNY', sections: 2, ceiling: 3000, awarded: 2762.5, savings: 237.5, savingsShare: 237.5 / 3000 },
    ]);
    expect(data.spendingByCategory).toEqual([
      { key: 'goods', label: 'Goods', currency: 'CNY', sections: 1, ceiling: 2000, awarded: 1862.5, savings: 137.5, savingsShare: 137.5 / 2000 },
      { key: 'services', label: 'Services', currency: 'CNY', sections: 1, ceiling: 1000, awarded: 900, savings: 100, savingsShare: 0.1 },
    ]);
    // Results published on 4 June 2026 (Shanghai): one month.
    expect(data.spendingByMonth).toMatchObject([{ key: '2026-06', label: '2026-06', sections: 2, awarded: 2762.5 }]);
    // Nothing of the sections without published results: not their prices, suppliers' wins or ceilings.
    const text = JSON.stringify(data);
    for (const secret of ['1505.5', '30.11', '2086.5', '41.73', '4000']) expect(text).not.toContain(secret);
  });

  it('count sign-ups and quoting suppliers per section, and the days from publication to results', async () => {
    const { data } = await analytics();
    expect(data.competition.signups).toEqual({ sections: 2, mean: 2, median: 2 });
    expect(data.competition.bidders).toEqual({ sections: 2, mean: 1.5, median: 1.5 });
    expect(data.competition.rows).toEqual([
      { participants: '0', signupSections: 0, bidderSections: 0 },
      { participants: '1', signupSections: 0, bidderSections: 1 },
      { participants: '2', signupSections: 2, bidderSections: 1 },
      { participants: '3', signupSections: 0, bidderSections: 0 },
      { participants: '4', signupSections: 0, bidderSections: 0 },
      { participants: '5+', signupSections: 0, bidderSections: 0 },
    ]);
    // Published at the start, results 72 hours later: 3 days each.
    expect(data.timeToResults.days).toEqual({ sections: 2, mean: 3, median: 3 });
    expect(data.timeToResults.rows[0]).toEqual({ bucket: '0-7', sections: 2, share: 1 });
    expect(data.timeToResults.rows.slice(1).every((r: { sections: number }) => r.sections === 0)).toBe(true);
  });

  it('list the top buyers and suppliers by awarded value, and every flag over the published sections', async () => {
    const { data } = await analytics('zh');
    expect(data.topBuyers).toEqual([{ key: expect.any(String), label: '万象市公共采购中心', currency: 'CNY', awarded: 2762.5, sections: 2 }]);
    expect(data.topSuppliers).toEqual([
      { key: `supplier-${quill.companyId}`, label: 'Quill Paper Trading Co', currency: 'CNY', awarded: 1862.5, awards: 1 },
      { key: `supplier-${inkwell.companyId}`, label: 'Inkwell Supplies Co', currency: 'CNY', awarded: 900, awards: 1 },
    ]);
    expect(data.flagShares.map((f: { key: string }) => f.key)).toEqual([...FLAG_INDICATORS]);
    expect(data.flagShares.every((f: { publishedSections: number; label: string }) => f.publishedSections === 2 && f.label !== '')).toBe(true);
    expect(data.flagShares.find((f: { key: string }) => f.key === 'singleBid').label).toBe('仅一家报价');
  });

  it('are reproduced from the OCDS bulk file as the page explains', async () => {
    const { releases } = await bulk(t);
    const latest = new Map<string, any>();
    for (const r of releases) if (!latest.has(r.ocid) || latest.get(r.ocid).date <= r.date) latest.set(r.ocid, r);
    const done = [...latest.values()].filter((r) => r.tender.status === 'complete' && r.tender.awardPeriod?.endDate);
    const awarded = done.flatMap((r) => r.awards.filter((a: any) => a.status === 'active')).reduce((sum: number, a: any) => sum + a.value.amount, 0);
    const ceiling = done.reduce((sum, r) => sum + r.tender.value.amount, 0);
    const requests = done.map((r) => r.bids.statistics.find((s: any) => s.measure === 'requests').value);
    const { data } = await analytics();
    expect(done).toHaveLength(data.publishedSections);
    expect([awarded, ceiling]).toEqual([data.spendingByBuyer[0].awarded, data.spendingByBuyer[0].ceiling]);
    expect(requests.reduce((a, b) => a + b, 0) / requests.length).toBe(data.competition.signups.mean);
    expect(done.map((r) => r.tender.numberOfTenderers).sort()).toEqual([1, 2]);
  });

  it('come from releases that stay valid OCDS and tell how many took part only with the results', async () => {
    const { releases } = await bulk(t);
    for (const r of releases) expect(releaseErrors(r)).toEqual([]);
    const latest = (sectionId: number) => releases.filter((r) => r.tender.id === String(sectionId)).at(-1);
    expect(latest(services.sectionId).tender).toMatchObject({ mainProcurementCategory: 'services', numberOfTenderers: 1, datePublished: '2026-06-01T02:00:00Z' });
    expect(latest(services.sectionId).bids.statistics).toEqual([
      { id: 'requests', measure: 'requests', value: 2 },
      { id: 'bids', measure: 'bids', value: 1 },
    ]);
    for (const sealed of [awardedOnly, closedSealed]) {
      const release = latest(sealed.sectionId);
      expect(release.tender.mainProcurementCategory).toBeDefined();
      expect(release.tender.numberOfTenderers).toBeUndefined();
      expect(release.bids).toBeUndefined();
    }
  });
});

describe('downloads', () => {
  it('gives each figure as CSV with headings in the caller language', async () => {
    const en = await download('spendingByCategory.csv');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toBe('attachment; filename="analytics-spendingByCategory.csv"');
    expect(en.body).toBe(
      '\uFEFFCategory,Currency,Sections,Ceiling (budget) total,Awarded total,Savings,Savings rate\r\n' +
        'Goods,CNY,1,2000.00,1862.50,137.50,6.9%\r\n' +
        'Services,CNY,1,1000.00,900.00,100.00,10.0%\r\n',
    );
    const lo = await download('competition.csv', 'lo');
    expect(lo.body.split('\r\n')[0]).toBe('\uFEFFຈຳນວນຜູ້ສະໜອງທີ່ເຂົ້າຮ່ວມ,ໂຄງການຕາມຈຳນວນການລົງທະບຽນ,ໂຄງການຕາມຈຳນວນຜູ້ສະເໜີລາຄາ');
    expect(lo.body.split('\r\n')[3]).toBe('2,2,1');
  });

  it('gives each figure as an XLSX workbook with typed cells and how it is computed', async () => {
    const response = await download('topSuppliers.xlsx', 'zh');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('topSuppliers')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['供应商', '币种', '中标次数', '中标金额合计']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['Quill Paper Trading Co', 'CNY', 1, 1862.5]);
    expect(String(workbook.getWorksheet('method')!.getCell('A3').value)).toContain('awards[].suppliers[].id');
  });

  it('refuses an unknown figure or format in the caller language', async () => {
    expect((await download('prices.csv')).json()).toMatchObject({ code: 601 });
    expect((await download('topBuyers.pdf', 'zh')).json()).toMatchObject({ code: 601, msg: expect.stringContaining('format') });
  });
});
