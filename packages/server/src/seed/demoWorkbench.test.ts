import { describe, expect, it } from 'vitest';
import { BidStatus, enterpriseFieldRules, FLAG_INDICATORS, MarginStatus, SectionStatus, verifyReceipt } from '@portal/domain';
import { testApp, TEST_PASSWORD_HASH_COST } from '../test/harness';
import { login } from '../accounts/testSupport';
import { DEMO_PASSWORD, seedDemoAccounts } from '../accounts/demoAccounts';
import { seedDemoData } from '../seed/demo';
import { checkAllSealedRoots } from '../receipts/integrity';

const t = await testApp();
let seeded: Awaited<ReturnType<typeof seedDemoData>>;

describe('the demo workbench', () => {
  it('gives the demo buyer the seeded sections, drafts included', async () => {
    await seedDemoAccounts(t.db, t.clock.now(), TEST_PASSWORD_HASH_COST);
    seeded = await seedDemoData(t.db, t.storage, t.clock.now());
    const token = await login(t, 'buyer', DEMO_PASSWORD);
    const list = await t.call({ method: 'GET', url: '/prod-api/admin/sections?pageSize=100', token });
    expect(list.code).toBe(200);
    expect(list.total).toBe(seeded!.sections);
    expect((await t.call({ method: 'GET', url: '/prod-api/admin/sections?sectionStauts=0', token })).total).toBe(seeded!.drafts);
  });
});

describe('the demo supplier', () => {
  const supplierToken = () => login(t, 'supplier', DEMO_PASSWORD);
  /** Downloads a file of a file list and checks it is the stored PDF. */
  async function expectPdf(file: { url: string; fileSize: number }, token: string) {
    const response = await t.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(file.fileSize);
  }

  it('shows a complete accredited enterprise certification with its files', async () => {
    const token = await supplierToken();
    const body = await t.call({ method: 'GET', url: '/prod-api/web/enterprise/getByTaxCode', token });
    expect(body.code).toBe(200);
    const form = body.data;
    expect(form).toMatchObject({ status: 'skip', declareName: '万象钢铁贸易有限公司', category: '1', isLegalRepresentative: 'N', mobile: '13800000001', email: 'supplier@demo.test' });
    const rules = enterpriseFieldRules(form.category);
    expect(rules.showManufacturing).toBe(false);
    const hidden = ['manufacturingAddress', 'productionCapacity'];
    for (const field of ['simpleName', 'realAddress', 'enterpriseType', 'natureTaxpayer', 'payedCapital', 'address', 'capital', 'employeesNumber', 'factoryArea',
      'revenue', 'setUpTime', 'trial', 'businessScope', 'suppliedProductName', 'testingStandards', 'businessLicenseStart', 'businessLicenseEnd', 'legalPerson',
      'idType', 'idNo', 'bankAccountNo', 'bankName', 'bankAccountName', 'name', 'authorizationStart', 'authorizationEnd', 'bpmIdStr', 'bpmNameStr']) {
      expect(form[field], field).toMatch(/\S/);
    }
    for (const field of hidden) expect(form[field], field).toBeNull();
    expect(form.bpmNameStr.split(',')).toEqual(['王明', '张丽', '宋猜·彭玛占', '刘洋', '陈晓东']);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(form.businessLicenseEnd > today && form.authorizationEnd > today).toBe(true);
    for (const list of ['businessLicenseFileList', 'agencyLicenseFileList', 'threeYearsFinancialReprotFileList', 'authorizationFileList']) {
      expect(form[list], list).toHaveLength(1);
      await expectPdf(form[list][0], token);
    }
    expect(form.productionLicenseFileList).toEqual([]);
    expect(form.corporateIdCardFront).toEqual([]);
  });

  it('keeps the three company qualification files', async () => {
    const token = await supplierToken();
    const [{ company_id: companyId }] = await t.db.query<{ company_id: number }>("SELECT company_id FROM app_user WHERE user_name = 'supplier'");
    const body = await t.call({ method: 'GET', url: `/prod-api/bidCompany/${companyId}`, token });
    expect(body.code).toBe(200);
    for (const list of ['businessLicenseFileList', 'achievementFileList', 'agencyLicenseFileList']) {
      expect(body.data[list], list).toHaveLength(1);
      await expectPdf(body.data[list][0], token);
    }
  });

  it('lists sign-ups in several stages in MyBid, each readable', async () => {
    expect(seeded!.supplierSignups).toBe(4);
    const token = await supplierToken();
    const list = await t.call({ method: 'GET', url: '/prod-api/quotation/signup/list?pageNum=1&pageSize=50', token });
    expect(list.code).toBe(200);
    expect(list.rows.map((r: any) => r.supplierBidStatus).sort((a: number, b: number) => a - b)).toEqual([
      BidStatus.qualificationReview,
      BidStatus.paymentRequired,
      BidStatus.readyToQuote,
      BidStatus.resultPublished,
    ]);
    const byStatus = new Map<number, any>();
    for (const row of list.rows) {
      const detail = await t.call({ method: 'GET', url: `/prod-api/quotation/signup/getWithAuth/${row.id}`, token });
      expect(detail.code, `sign-up ${row.id}`).toBe(200);
      byStatus.set(detail.data.supplierBidStatus, detail.data);
    }
    expect(byStatus.get(BidStatus.qualificationReview).qualificationBusinessLicenseFileList).toHaveLength(1);

    const quoting = byStatus.get(BidStatus.readyToQuote);
    const history = await t.call({ method: 'GET', url: `/prod-api/system/quotes/history?sectionId=${quoting.sectionId}`, token });
    expect(history.code).toBe(200);
    expect(history.data).toHaveLength(1);
    const page = await t.call({ method: 'GET', url: `/prod-api/system/quotes/getQuotationInfo?sectionId=${quoting.sectionId}`, token });
    expect(page.code).toBe(200);
    // Amounts as the quotation command stores them: unit price × quantity per item, the round's total their sum.
    const [round] = history.data;
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const quantities = new Map<number, number>(page.data.bidSectors.map((sector: any) => [sector.id, Number(sector.sectorNumber)]));
    expect(round.quotesList).toHaveLength(page.data.bidSectors.length);
    for (const line of round.quotesList) {
      expect(cents(line.totalMaterialPrice)).toBe(Math.round(cents(line.sectorPrice ?? line.totalMaterialPrice) * (line.sectorPrice ? quantities.get(line.id)! : 1)));
    }
    expect(cents(round.totalPrice)).toBe(round.quotesList.reduce((sum: number, line: any) => sum + cents(line.totalPrice), 0));

    const published = byStatus.get(BidStatus.resultPublished);
    const margins = await t.call({ method: 'GET', url: `/prod-api/margin/signupId/${published.id}`, token });
    expect(margins.code).toBe(200);
    expect(margins.data.length).toBeGreaterThan(0);
    for (const margin of margins.data) {
      expect(margin.status).toBe(MarginStatus.refunded);
      expect(new Date(margin.refundDateDeadline.replace(' ', 'T') + 'Z').getTime()).toBeGreaterThan(t.clock.now().getTime());
    }
    const sections = await t.db.query<{ status: number; signup: number }>(
      `SELECT s.section_stauts AS status, g.supplier_bid_status AS signup FROM signup g JOIN section s ON s.id = g.section_id
        WHERE g.company_id = (SELECT company_id FROM app_user WHERE user_name = 'supplier') ORDER BY g.supplier_bid_status`,
    );
    expect(sections).toEqual([
      { status: SectionStatus.signupClosed, signup: 6 },
      { status: SectionStatus.signupOpen, signup: 8 },
      { status: SectionStatus.quoting, signup: 15 },
      { status: SectionStatus.resultPublished, signup: 20 },
    ]);
  });

  it("signs the demo supplier's seeded rounds: each receipt verifies, included in the root after the results", async () => {
    const token = await supplierToken();
    const rounds = await t.db.query<{ id: number; section_id: number; section_stauts: number }>(
      `SELECT r.id, r.section_id, s.section_stauts FROM quote_round r JOIN section s ON s.id = r.section_id
        WHERE r.company_id = (SELECT company_id FROM app_user WHERE user_name = 'supplier') ORDER BY r.id`,
    );
    expect(rounds.length).toBeGreaterThan(0);
    const key = (await t.call({ method: 'GET', url: '/prod-api/receipts/key' })).data.publicKey;
    for (const round of rounds) {
      const receipt = await t.call({ method: 'GET', url: `/prod-api/system/quotes/receipt/${round.id}`, token });
      expect(receipt.code, receipt.msg).toBe(200);
      const root = round.section_stauts === SectionStatus.resultPublished ? (await t.call({ method: 'GET', url: `/prod-api/receipts/root/${round.section_id}` })).data : undefined;
      expect(await verifyReceipt({ receipt: receipt.data, publicKey: key, root })).toMatchObject({ ok: true, included: root !== undefined });
    }
    expect(rounds.some((r) => r.section_stauts === SectionStatus.resultPublished)).toBe(true);
  });

  it('raises no integrity alarm on any seeded section: the demo is what the portal would have stored', async () => {
    const sealed = await t.db.query('SELECT DISTINCT section_id FROM quote_root');
    expect(sealed.length).toBeGreaterThan(0);
    expect((await checkAllSealedRoots(t.db, t.clock.now())).alarms).toEqual([]);
  });
});

describe('the red-flag demo', () => {
  it('raises every indicator on the seeded sections, each shown to the demo buyer with its evidence', async () => {
    expect(seeded!.flags).toBeGreaterThan(0);
    const rows = await t.db.query<{ indicator: string }>('SELECT DISTINCT indicator FROM section_flag WHERE cleared_time IS NULL ORDER BY indicator');
    expect(rows.map((r) => r.indicator).sort()).toEqual([...FLAG_INDICATORS].sort());
    const token = await login(t, 'buyer', DEMO_PASSWORD);
    for (const indicator of FLAG_INDICATORS) {
      const list = await t.call({ method: 'GET', url: `/prod-api/admin/flags?indicator=${indicator}`, token });
      expect(list.total, indicator).toBeGreaterThan(0);
      expect(list.rows[0].evidence, indicator).toBeTruthy();
    }
    const published = await t.call({ method: 'GET', url: '/prod-api/flags?pageSize=100' });
    expect(published.total).toBeGreaterThan(0);
    expect(JSON.stringify(published.rows)).not.toMatch(/5555 ?8888|mekong-star|宏达/);
  });
});
