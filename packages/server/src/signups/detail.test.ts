import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '@portal/domain';
import { testApp } from '../test/harness';
import { staff } from '../certification/testSupport';
import { appointExtraRound } from '../quotations/testSupport';
import { award, bidContact, createSector, files, quoteRound, receivingAccount, section, signedUp, supplier } from './testSupport';

const t = await testApp();
const hour = 3_600_000;
const at = (offsetHours: number) => new Date(t.clock.now().getTime() + offsetHours * hour);
const get = (token: string | undefined, url: string, locale = 'en') => t.call({ method: 'GET', url: `/prod-api${url}`, token, locale });

describe('MyBid list', () => {
  it('lists the caller\'s company\'s sign-ups newest first with the columns of the table, 10 a page', async () => {
    const s = await supplier(t, 'skip');
    const other = await signedUp(t, await section(t), 8);
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      t.clock.advance(1000);
      ids.push((await signedUp(t, await section(t, { release_time: at(-1) }), 8, s)).signupId);
    }
    const page1 = await get(s.token, '/quotation/signup/list');
    expect(page1).toMatchObject({ code: 200, total: 11 });
    expect(page1.rows).toHaveLength(10);
    expect(page1.rows.map((r: { id: number }) => r.id)).toEqual(ids.slice(1).reverse());
    expect(page1.rows.map((r: { id: number }) => r.id)).not.toContain(other.signupId);
    expect(page1.rows[0]).toMatchObject({
      id: ids[10],
      sectionId: expect.any(Number),
      sectionName: expect.stringContaining('测试项目'),
      sectionNameEn: expect.stringContaining('Test project'),
      organization: '测试采购中心',
      organizationLo: 'ສູນຈັດຊື້ທົດສອບ',
      sectionStauts: 8,
      biddingType: 0,
      releaseTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      createBy: expect.any(String),
      supplierBidStatus: 8,
      isAppointSupplierQuotationIng: 0,
      plainDetails: 0,
    });
    const page2 = await get(s.token, '/quotation/signup/list?pageNum=2');
    expect(page2.rows.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  });

  it('searches the name in three languages and filters by both statuses', async () => {
    const s = await supplier(t, 'skip');
    const pump = await signedUp(t, await section(t, { section_name: '水泵采购', section_name_en: 'Water pumps', section_name_lo: 'ປ້ຳນ້ຳ' }), 8, s);
    const ended = await signedUp(t, await section(t, { section_stauts: 14 }), 20, s);
    const ids = async (query: string) => (await get(s.token, `/quotation/signup/list?${query}`)).rows.map((r: { id: number }) => r.id);
    for (const q of ['水泵', 'water PUMP', 'ປ້ຳ']) expect(await ids(`searchValue=${encodeURIComponent(q)}`)).toEqual([pump.signupId]);
    expect(await ids('sectionStauts=14')).toEqual([ended.signupId]);
    expect(await ids('supplierBidStatus=20')).toEqual([ended.signupId]);
    expect(await ids('supplierBidStatus=20&sectionStauts=8')).toEqual([]);
    expect((await get(s.token, '/quotation/signup/list?sectionStauts=14')).rows[0].plainDetails).toBe(1);
  });

  it('applies the due clock moves before reading', async () => {
    const s = await signedUp(t, await section(t, { section_stauts: 8, signup_end_time: at(1) }), 8);
    t.clock.advance(0.5 * hour);
    expect((await get(s.token, '/quotation/signup/list')).rows[0].sectionStauts).toBe(8);
    await t.db.query('UPDATE section SET signup_end_time = $2, next_clock_at = $2 WHERE id = (SELECT section_id FROM signup WHERE id = $1)', [s.signupId, at(-0.1)]);
    expect((await get(s.token, '/quotation/signup/list')).rows[0].sectionStauts).toBe(9);
  });

  it('refuses malformed filters and paging with a localized warning, never a server error', async () => {
    const s = await signedUp(t, await section(t), 8);
    for (const query of ['sectionStauts=abc', 'supplierBidStatus=1.5', 'pageNum=0', 'pageNum=x', 'pageSize=10000', 'pageSize=-1']) {
      for (const locale of ['en', 'zh', 'lo']) {
        const body = await get(s.token, `/quotation/signup/list?${query}`, locale);
        expect(body.code, `${query} ${locale}`).toBe(601);
        expect(body.msg, `${query} ${locale}`).toMatch({ en: /[a-z]/, zh: /[\u4e00-\u9fff]/, lo: /[\u0e80-\u0eff]/ }[locale]!);
        expect(body.rows, query).toBeUndefined();
      }
    }
    expect((await get(s.token, '/quotation/signup/list?pageNum=1&pageSize=10')).rows).toHaveLength(1);
  });

  it('is for signed-in suppliers only', async () => {
    expect((await get(undefined, '/quotation/signup/list')).code).toBe(401);
    expect((await get(await staff(t, 'buyer'), '/quotation/signup/list')).code).toBe(403);
  });
});

describe('bid signup record', () => {
  async function fullSection() {
    const sectionId = await section(t, {
      is_qualification_tec: 1,
      is_qualification_business_license: 1,
      is_qualification_other: 1,
      qualification_other_describe: '安全许可',
      qualification_other_describe_en: 'Safety permit',
      is_bidding_commit_file: 1,
    });
    const account = await receivingAccount(t, sectionId, { payment_deadline: at(24) });
    const sector = await createSector(t.db, sectionId);
    return { sectionId, account, sector };
  }

  it('gives every field of the record with the stage files, proofs, bid files, progress and page state', async () => {
    const { sectionId, account } = await fullSection();
    const s = await signedUp(t, sectionId, 9);
    const [tec, licence, proof, bid] = await files(t, s.userId, 4);
    const contact = await bidContact(t, s.companyId);
    await t.db.query(
      `UPDATE signup SET sup_tec_file_ids = $2, qualification_business_license_file_ids = $3, bid_contact_id = $4, technical_compliance = 1,
              margin_review_remark = 'blurry', accept_payment_methods = 1 WHERE id = $1`,
      [s.signupId, [tec], [licence], contact],
    );
    await t.db.query('INSERT INTO signup_payment (signup_id, receiving_account_id, file_id, payment_date) VALUES ($1, $2, $3, $4)', [s.signupId, account, proof, at(-1)]);
    await t.db.query('INSERT INTO bid_file (signup_id, file_id, status, create_time) VALUES ($1, $2, 3, $3)', [s.signupId, bid, at(-2)]);
    const body = await get(s.token, `/quotation/signup/getWithAuth/${s.signupId}`);
    expect(body.code).toBe(200);
    const record = body.data;
    expect(record).toMatchObject({
      id: s.signupId,
      sectionId,
      supplierBidStatus: 9,
      sectionStauts: 8,
      isAppointSupplierQuotationIng: 0,
      marginReviewRemark: 'blurry',
      disabled: 0,
      pageDisabled: false,
      progressSteps: [1, 6, 8, 11, 15, 20],
      supplierBaseFile: { supTecFileList: [{ id: tec, fileName: 'file.pdf' }], supAchFileList: [], tecFileList: [], signUpId: s.signupId, sectionId },
      qualificationBusinessLicenseFileList: [{ id: licence }],
      isQualificationTec: 1,
      isQualificationBusinessLicense: 1,
      isQualificationOther: 1,
      isQualificationQuotes: 0,
      qualificationOtherDescribe: '安全许可',
      qualificationOtherDescribeEn: 'Safety permit',
      quotesNoteFileList: [],
      quotesCount: 0,
      supplierBidFileList: [{ fileId: bid, fileName: 'file.pdf', status: 3, createTime: expect.any(String), filePath: expect.any(String) }],
      receivingAccountList: [
        {
          id: account,
          money: '2000.00',
          currency: 'CNY',
          fileList: [{ id: proof }],
          paymentDate: expect.any(String),
          paymentDeadline: expect.any(String),
          timeList: [{ key: 'paymentDate' }, { key: 'paymentDeadline' }],
        },
      ],
      acceptPaymentMethods: 1,
      technicalCompliance: 1,
      bidContact: { bpmId: contact, status: 1 },
      confirmationStatus: 0,
      awardDeclinedTime: null,
      user: { supplierName: expect.any(String) },
      section: { id: sectionId, sectionName: expect.any(String), isSignup: 1, supplierSignupId: s.signupId, sectorList: [{ sectorName: '钢管' }] },
      bidAwardManageDetailList: [],
    });
  });

  it('drops the steps a section does not require and reads read-only pages', async () => {
    const plain = await signedUp(t, await section(t, { bidding_type: 1, section_stauts: 2 }), 15);
    const record = (await get(plain.token, `/quotation/signup/getWithAuth/${plain.signupId}`)).data;
    expect(record).toMatchObject({ progressSteps: [1, 15, 20], pageDisabled: true });
    await t.db.query('UPDATE signup SET is_appoint_supplier_quotation_ing = 1 WHERE id = $1', [plain.signupId]);
    expect((await get(plain.token, `/quotation/signup/getWithAuth/${plain.signupId}`)).data.pageDisabled).toBe(false);
  });

  it('shows the caller\'s own awards only once the results are out', async () => {
    const { sectionId, sector } = await fullSection();
    const w = await signedUp(t, sectionId, 19);
    await award(t, w.signupId, sector, '950.5');
    const before = await get(w.token, `/quotation/signup/getWithAuth/${w.signupId}`);
    expect(before.data.bidAwardManageDetailList).toEqual([]);
    await t.db.query('UPDATE section SET section_stauts = 13 WHERE id = $1', [sectionId]);
    await t.db.query('UPDATE signup SET supplier_bid_status = 20 WHERE id = $1', [w.signupId]);
    const after = (await get(w.token, `/quotation/signup/getWithAuth/${w.signupId}`)).data;
    expect(after.bidAwardManageDetailList).toEqual([
      expect.objectContaining({ sectorId: sector, sectorName: '钢管', price: '950.5000', organization: '测试采购中心', supplierName: after.user.supplierName }),
    ]);
  });

  // Bug fixed (docs/decisions/rules.md): a section closed (14) without results showed the sign-up its marked awards.
  it('keeps the caller\'s awards sealed when the section is closed (14) without results, and shows them when it closes after them', async () => {
    const { sectionId, sector } = await fullSection();
    const w = await signedUp(t, sectionId, 19);
    await award(t, w.signupId, sector, '950.5');
    await t.db.query('UPDATE section SET section_stauts = 14 WHERE id = $1', [sectionId]);
    await t.db.query('UPDATE signup SET supplier_bid_status = 14 WHERE id = $1', [w.signupId]);
    expect((await get(w.token, `/quotation/signup/getWithAuth/${w.signupId}`)).data.bidAwardManageDetailList).toEqual([]);
    await t.db.query('UPDATE section SET result_time = $2 WHERE id = $1', [sectionId, t.clock.now()]);
    await t.db.query('UPDATE signup SET supplier_bid_status = 20 WHERE id = $1', [w.signupId]);
    expect((await get(w.token, `/quotation/signup/getWithAuth/${w.signupId}`)).data.bidAwardManageDetailList).toEqual([expect.objectContaining({ sectorId: sector, price: '950.5000' })]);
  });

  it('answers the quotations policy\'s quote with the sign-up\'s actions while its quoting is open, and only then', async () => {
    const actions = async (s: { token: string; signupId: number }) => (await get(s.token, `/quotation/signup/getWithAuth/${s.signupId}`)).data.actions as string[];
    const quoting = await section(t, { bidding_type: 1, section_stauts: 1, ent_time: at(1) });
    const ready = await signedUp(t, quoting, 15);
    expect(await actions(ready)).toContain('quote');
    expect(await actions(await signedUp(t, quoting, 15, undefined, { disabled: 1 }))).not.toContain('quote');
    expect(await actions(await signedUp(t, await section(t, { bidding_type: 1, section_stauts: 1, ent_time: at(1) }), 9))).not.toContain('quote');
    const ended = await section(t, { bidding_type: 1, section_stauts: 2 });
    const appointed = await signedUp(t, ended, 15);
    expect(await actions(appointed)).not.toContain('quote');
    await appointExtraRound(t, ended, [appointed.signupId], at(1));
    expect(await actions(appointed)).toContain('quote');
    await t.db.query('UPDATE quote_round_appointment SET end_time = $2 WHERE section_id = $1', [ended, at(-0.1)]);
    expect(await actions(appointed)).not.toContain('quote');
  });

  it('answers another company\'s sign-up, or none, as absent', async () => {
    const s = await signedUp(t, await section(t), 8);
    const other = await supplier(t, 'skip');
    expect(await get(other.token, `/quotation/signup/getWithAuth/${s.signupId}`)).toMatchObject({ code: 404, msg: 'The sign-up does not exist' });
    expect((await get(s.token, '/quotation/signup/getWithAuth/99999999')).code).toBe(404);
    expect((await get(s.token, '/quotation/signup/getWithAuth/abc')).code).toBe(601);
  });
});

describe('export of the bid record', () => {
  it('downloads an .xlsx with the sign-up, its files and quotation rounds in the caller\'s language', async () => {
    const sectionId = await section(t, { section_name_lo: 'ໂຄງການປ້ຳນ້ຳ', bidding_type: 1, section_stauts: 1 });
    const s = await signedUp(t, sectionId, 15);
    const [licence] = await files(t, s.userId, 1);
    await t.db.query('UPDATE signup SET qualification_business_license_file_ids = $2 WHERE id = $1', [s.signupId, [licence]]);
    await quoteRound(t, s.signupId, 1, '12345.6700');
    const response = await t.app.inject({ method: 'GET', url: `/prod-api/quotation/signup/export/${s.signupId}`, headers: { authorization: `Bearer ${s.token}`, 'content-language': 'lo' } });
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bid-record-${s.signupId}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['ບັນທຶກການປະມູນ', 'ໄຟລ໌', 'ຮອບການສະເໜີລາຄາ']);
    const [summary, fileSheet, quotes] = workbook.worksheets;
    expect(summary.getRow(1).values).toEqual([undefined, 'ໂຄງການ', 'ໂຄງການປ້ຳນ້ຳ']);
    const readyLabel = DICTIONARIES.sys_supplier_bid_status.find((e) => e.dictValue === '15')!.dictLabelLo;
    expect(summary.getRow(6).values).toEqual([undefined, 'ສະຖານະການປະມູນຂອງຂ້ອຍ', readyLabel]);
    expect(fileSheet.getRow(2).getCell(1).value).toBe('ຄຸນສົມບັດ');
    expect(fileSheet.getRow(2).getCell(2).value).toBe('file.pdf');
    expect(quotes.getRow(2).getCell(1).value).toBe(1);
    expect(quotes.getRow(2).getCell(3).value).toBe('12345.6700');
  });

  it('answers another company\'s sign-up as absent', async () => {
    const s = await signedUp(t, await section(t), 8);
    const other = await supplier(t, 'skip');
    expect((await get(other.token, `/quotation/signup/export/${s.signupId}`)).code).toBe(404);
  });
});
