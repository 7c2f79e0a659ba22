import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { staff } from '../certification/testSupport';
import { HOUR, appointExtraRound, markAwards, multipart, publishResults, quoteCalls, quotingSection, quotingSupplier } from './testSupport';

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

/** Fails naming the answer when `text` holds one of the secrets. */
function expectSealed(text: string, secrets: readonly string[], where: string) {
  for (const secret of secrets) expect(text.includes(secret), `${where} leaks ${secret}`).toBe(false);
}

/**
 * Calls every GET route of the app as `token` and signed out, with each id in the path and as every id-like
 * query parameter, and checks that no answer holds a secret. Answers the number of calls.
 */
async function sweepGets(token: string, sectionId: number, ids: number[], secrets: readonly string[]) {
  const routes = t.app.routeList.filter((r) => r.method === 'GET' && r.url.startsWith('/prod-api/') && !r.url.startsWith('/prod-api/docs') && r.url !== '/prod-api/logout');
  expect(routes.some((r) => r.url.includes('/system/quotes/history'))).toBe(true);
  let calls = 0;
  for (const route of routes) {
    for (const id of ids) {
      const path = route.url.replace(/:[A-Za-z]+/g, String(id)).replace('*', 'x');
      const query = `sectionId=${sectionId}&signupId=${id}&id=${id}&companyId=${id}`;
      for (const auth of [token, undefined]) {
        const response = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
        expectSealed(await answerText(response), secrets, `${route.url} with id ${id}`);
        calls += 1;
      }
    }
  }
  return calls;
}

describe('sealed bids', async () => {
  const { section, pipe, valve } = await quotingSection(t, { show_ranking: 1, ranking_type: 2 });
  const alice = await quotingSupplier(t, section);
  const bob = await quotingSupplier(t, section);
  // Bob's prices are distinctive so that any leak is visible: 77.77 × 10 + 33.33 × 3 = 877.69. The section has the
  // round-over-round rules (isYuanJu), so the auction's lowest price of each item (Bob's 77.77 and 33.33) is shown to
  // every participant (equal information, DESIGN.md §5): what stays sealed is who quoted it, his total and his remarks.
  await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '40' }]);
  const bobRound = await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '77.77', remarks: 'bob-remark' }, { id: valve, sectorPrice: '33.33' }], 'bob-key-0001');
  const secrets = [bob.companyName, '877.69', '99.99', 'bob-remark'];
  const ids = [section, bob.signupId, bobRound.data.id, bob.companyId, alice.signupId];
  /** What the supplier's POST answers must not hold: the secrets, checked on the whole answer. */
  const expectPostSealed = (answer: unknown, where: string) => expectSealed(JSON.stringify(answer), secrets, where);

  it('no GET route gives a supplier another supplier\'s prices or name while quoting (1), whatever the ids', async () => {
    expect(await sweepGets(alice.token, section, ids, secrets)).toBeGreaterThan(100);
    // The check can see a leak: Bob's own history holds every price secret, the buyer's view his name.
    const bobView = JSON.stringify(await q.history(bob.token, section));
    for (const secret of ['877.69', 'bob-remark']) expect(bobView).toContain(secret);
    expect(JSON.stringify(await q.adminQuotes(await staff(t, 'admin'), section))).toContain(bob.companyName);
  });

  it('no GET route gives the buyer or an administrator a price before quoting ends, only who quoted and when (DESIGN.md §5)', async () => {
    // Alice's 90 × 10 + 40 × 3 = 1,020.00 and Bob's 877.69 are sealed from the staff too; the bounds (77.77, 33.33) are not.
    const staffSecrets = ['877.69', '1020.00', '1,020.00', 'bob-remark'];
    const admin = await staff(t, 'admin');
    expect(await sweepGets(admin, section, ids, staffSecrets)).toBeGreaterThan(100);
    // The audit trail names each round (who, which, when) without its total while quoting runs.
    for (const [entity, id] of [['section', section], ['signup', bob.signupId], ['quote_round', bobRound.data.id]] as const) {
      const trail = await t.call({ method: 'GET', url: `/prod-api/admin/audit?entity=${entity}&id=${id}&pageSize=100`, token: admin });
      expect(trail.rows.some((r: { entity: string; after: { quotesCount?: number } }) => r.entity === 'quote_round' && r.after.quotesCount === 1), `${entity} trail`).toBe(true);
      expectSealed(JSON.stringify(trail), staffSecrets, `audit trail of ${entity}`);
    }
    const view = (await q.adminQuotes(admin, section)).data;
    expect(view.suppliers.map((s: { supplierName: string; rounds: unknown[] }) => [s.supplierName, s.rounds.length])).toEqual([
      [alice.companyName, 1],
      [bob.companyName, 1],
    ]);
  });

  it('answers nothing about the result before it is published', async () => {
    expect(await q.result(alice.token, section)).toEqual({ code: 200, msg: 'The results have not been published yet', data: null });
  });

  it('shows the caller only its own rank, never the prices ranked against', async () => {
    const info = (await q.info(alice.token, section)).data;
    expect(info.bidSectors.map((s: { priceRanking: number }) => s.priceRanking)).toEqual([2, 2]);
    expectSealed(JSON.stringify(info), secrets, 'quotation info');
  });

  it("gives each sector part 2 §3's fileList, minQuotesPrice (the caller's own lowest) and minOrMaxQuotesAmount (the auction's bound every participant sees) before the results", async () => {
    const sectors = (await q.info(alice.token, section)).data.bidSectors;
    expect(sectors.map((s: Record<string, unknown>) => [s.fileList, s.minQuotesPrice, s.minOrMaxQuotesAmount])).toEqual([
      [[], '90.00', '77.77'],
      [[], '40.00', '33.33'],
    ]);
    const other = await quotingSupplier(t, (await quotingSection(t)).section);
    expect((await q.info(other.token, section)).code).toBe(404);
  });

  it('tells nothing of others in the answers to submissions and template imports', async () => {
    // Equal to Bob's price: refused by the auction bound, named as every participant's page shows it.
    const atBound = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '77.77' }, { id: valve, sectorPrice: '40' }]);
    expect(atBound).toMatchObject({ code: 601, msg: 'A lowered price of Steel pipe must be below the lowest price of the auction so far, 77.77' });
    const refusals = [
      atBound,
      await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '77.76', taxRate: '7' }, { id: valve, sectorPrice: '40' }]),
      await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '77.76' }, { id: valve, sectorPrice: '40' }], 'alice-key-0001'),
      await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '77.75' }, { id: valve, sectorPrice: '40' }], 'alice-key-0001'),
      await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '77.77' }, { id: valve, sectorPrice: '33.33' }], 'bob-key-0001'),
    ];
    expect(refusals.map((a) => a.code)).toEqual([601, 601, 200, 601, 601]);
    refusals.forEach((answer, i) => expectPostSealed(answer, `submit answer ${i}`));
    // The template exported by Alice and imported back: her own prices only, also with a bad row.
    const exportOf = (path: string) =>
      t.app.inject({ method: 'GET', url: `/prod-api/system/quotes/${path}?sectionId=${section}`, headers: { authorization: `Bearer ${alice.token}` } });
    const importOf = (path: string, content: Buffer) =>
      t.call({ method: 'POST', url: `/prod-api/system/quotes/${path}`, token: alice.token, locale: 'en', ...multipart('quote.xlsx', content, { sectionId: String(section) }) });
    const exported = await exportOf('exportSectors');
    const imported = await importOf('importFileSectors', exported.rawPayload);
    expect(imported.data.map((l: { sectorPrice: string }) => l.sectorPrice)).toEqual(['77.76', '40.00']);
    expectPostSealed(imported, 'importFileSectors');
    const details = await importOf('importFileSectorsDetails', (await exportOf('exportSectorsDetails')).rawPayload);
    expect(details.code).toBe(200);
    expectPostSealed(details, 'importFileSectorsDetails');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    workbook.worksheets[0].getRow(2).getCell(8).value = 'abc';
    const bad = Buffer.from(await workbook.xlsx.writeBuffer());
    const refused = await importOf('importFileSectors', bad);
    expect(refused.code).toBe(601);
    expectPostSealed(refused, 'refused import');
  });

  it('stays sealed after quoting ends (2), also in the refusal of a late round; the staff see the prices opened', async () => {
    t.clock.advance(HOUR + 1000);
    const admin = await staff(t, 'admin');
    // The live view runs the due clock move (2): the prices are opened, in the view and in the audit trail.
    expect(JSON.stringify(await q.adminQuotes(admin, section))).toContain('877.69');
    expect(JSON.stringify(await t.call({ method: 'GET', url: `/prod-api/admin/audit?entity=section&id=${section}&pageSize=100`, token: admin }))).toContain('877.69');
    expect((await q.endTime(alice.token, section)).data).toMatchObject({ sectionStauts: 2, canQuote: false });
    await sweepGets(alice.token, section, ids, secrets);
    const late = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '50' }, { id: valve, sectorPrice: '40' }]);
    expect(late).toMatchObject({ code: 601, msg: 'Quoting is not open for you at this time' });
    expectPostSealed(late, 'late submit');
  });

  it('stays sealed during an appointed extra round, where the rival quotes again', async () => {
    await appointExtraRound(t, section, [alice.signupId, bob.signupId], new Date(t.clock.now().getTime() + HOUR));
    // 66.66 × 10 + 33.33 × 3 = 766.59.
    const again = await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '66.66' }, { id: valve, sectorPrice: '33.33' }]);
    expect(again.data).toMatchObject({ quotesCount: 2, totalPrice: '766.59' });
    secrets.push('666.60', '766.59');
    ids.push(again.data.id);
    expect((await q.endTime(alice.token, section)).data).toMatchObject({ isAppointSupplierQuotationIng: 1, canQuote: true });
    await sweepGets(alice.token, section, ids, secrets);
    const atBound = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '66.66' }, { id: valve, sectorPrice: '40' }]);
    expect(atBound).toMatchObject({ code: 601, msg: 'A lowered price of Steel pipe must be below the lowest price of the auction so far, 66.66' });
    expectPostSealed(atBound, 'submit in the extra round');
  });

  it('stays sealed during evaluation (12) with the winners marked but not published', async () => {
    await markAwards(t, section, [{ signupId: bob.signupId, sectorId: null, price: '766.59' }]);
    await sweepGets(alice.token, section, ids, secrets);
    expect(await q.result(alice.token, section)).toMatchObject({ data: null });
  });

  // Bug fixed (docs/decisions/rules.md): a section closed (14) with winners marked answered the result as if published.
  it('stays sealed when the section is closed (14) or abandoned (6) without publishing the results, winners marked', async () => {
    for (const status of [14, 6]) {
      await t.db.query('UPDATE section SET section_stauts = $2 WHERE id = $1', [section, status]);
      expect(await q.result(alice.token, section), `section ${status}`).toMatchObject({ data: null });
      expectSealed(JSON.stringify(await q.info(alice.token, section)), secrets, `quotation info at ${status}`);
    }
    await t.db.query('UPDATE section SET section_stauts = 12 WHERE id = $1', [section]);
  });

  it('after publication shows the award, the winner and its winning round', async () => {
    await publishResults(t, section);
    const seen = await q.result(alice.token, section);
    expect(seen.data).toMatchObject({
      isWinningBid: 0,
      quotes: [{ supplierName: bob.companyName, quotesCount: 2, totalPrice: '766.59', quotesPrice: '766.59', sectorId: null }],
      bidAwardManage: { supplierName: bob.companyName, price: '766.59', organization: 'Test Procurement Centre' },
    });
    expect((await q.result(bob.token, section)).data).toMatchObject({ isWinningBid: 1 });
    // The winning round is named by its commitment, the one Bob's receipt of round 2 holds.
    const [winning] = await t.db.query<{ commitment: string }>('SELECT r.commitment FROM award a JOIN quote_round r ON r.id = a.round_id WHERE a.section_id = $1', [section]);
    expect(winning.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.data.quotes[0].commitment).toBe(winning.commitment);
    // The history stays the caller's own.
    expect(JSON.stringify(await q.history(alice.token, section))).not.toContain('77.77');
    // The sectors' best prices are now the whole auction's: Bob's 66.66 and 33.33 (buying: the lowest).
    const sectors = (await q.info(alice.token, section)).data.bidSectors;
    expect(sectors.map((s: Record<string, unknown>) => [s.minQuotesPrice, s.minOrMaxQuotesAmount])).toEqual([
      ['66.66', '66.66'],
      ['33.33', '33.33'],
    ]);
  });

  it('stays open once the section closes (14) after its results', async () => {
    await t.db.query('UPDATE section SET section_stauts = 14 WHERE id = $1', [section]);
    expect((await q.result(alice.token, section)).data).toMatchObject({ isWinningBid: 0, bidAwardManage: { supplierName: bob.companyName, price: '766.59' } });
  });
});
