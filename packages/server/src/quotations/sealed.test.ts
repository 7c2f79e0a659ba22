import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { staff } from '../certification/testSupport';
import { publishAwards, quoteCalls, quotingSection, quotingSupplier } from './testSupport';

const t = await testApp();
const q = quoteCalls(t);

/** The text of an answer: JSON as is, an .xlsx workbook as the values of all its cells. */
async function answerText(response: { headers: Record<string, unknown>; rawPayload: Buffer; payload: string }) {
  if (String(response.headers['content-type'] ?? '').includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const cells: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
    return cells.join('\n');
  }
  return response.payload;
}

describe('sealed bids', async () => {
  const { section, pipe, valve } = await quotingSection(t, { show_ranking: 1, ranking_type: 2 });
  const alice = await quotingSupplier(t, section);
  const bob = await quotingSupplier(t, section);
  // Bob's prices are distinctive so that any leak is visible: 77.77 × 10 + 33.33 × 3 = 877.69.
  await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '40' }]);
  const bobRound = await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '77.77', remarks: 'bob-remark' }, { id: valve, sectorPrice: '33.33' }]);
  const secrets = [bob.companyName, '77.77', '33.33', '877.69', '99.99', 'bob-remark'];

  it('no GET route gives a supplier another supplier\'s prices or name before the results, whatever the ids', async () => {
    const ids = [section, bob.signupId, bobRound.data.id, bob.companyId, alice.signupId];
    const routes = t.app.routeList.filter((r) => r.method === 'GET' && r.url.startsWith('/prod-api/') && !r.url.startsWith('/prod-api/docs') && r.url !== '/prod-api/logout');
    expect(routes.some((r) => r.url.includes('/system/quotes/history'))).toBe(true);
    let calls = 0;
    for (const route of routes) {
      for (const id of ids) {
        const path = route.url.replace(/:[A-Za-z]+/g, String(id)).replace('*', 'x');
        const query = `sectionId=${section}&signupId=${id}&id=${id}&companyId=${id}`;
        for (const token of [alice.token, undefined]) {
          const response = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
          const text = await answerText(response);
          for (const secret of secrets) expect(text.includes(secret), `${route.url} with id ${id} leaks ${secret}`).toBe(false);
          calls += 1;
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    // The check can see a leak: the buyer's view holds every secret.
    const buyerView = JSON.stringify(await q.adminQuotes(await staff(t, 'admin'), section));
    for (const secret of secrets) expect(buyerView).toContain(secret);
  });

  it('answers nothing about the result before it is published', async () => {
    expect(await q.result(alice.token, section)).toEqual({ code: 200, msg: 'The results have not been published yet', data: null });
  });

  it('shows the caller only its own rank, never the prices ranked against', async () => {
    const info = (await q.info(alice.token, section)).data;
    expect(info.bidSectors.map((s: { priceRanking: number }) => s.priceRanking)).toEqual([2, 2]);
    expect(JSON.stringify(info)).not.toContain('77.77');
  });

  it('after publication shows the award, the winner and its winning round', async () => {
    await publishAwards(t, section, [{ signupId: bob.signupId, sectorId: null, price: '877.69' }]);
    const seen = await q.result(alice.token, section);
    expect(seen.data).toMatchObject({
      isWinningBid: 0,
      quotes: [{ supplierName: bob.companyName, quotesCount: 1, totalPrice: '877.69', quotesPrice: '877.69', sectorId: null }],
      bidAwardManage: { supplierName: bob.companyName, price: '877.69', organization: 'Test Procurement Centre' },
    });
    expect((await q.result(bob.token, section)).data).toMatchObject({ isWinningBid: 1 });
    // The history stays the caller's own.
    expect(JSON.stringify(await q.history(alice.token, section))).not.toContain('77.77');
  });
});
