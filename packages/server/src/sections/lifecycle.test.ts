import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { auditTrail, buyerCaller, clockTo, supplierCaller, type SupplierCaller } from '../test/lifecycleSupport';
import { inquiryForm, tenderForm } from '../test/staffSupport';

/**
 * The whole life of a section (issue 5), every step through the HTTP routes as the buyer's and the suppliers'
 * clients send them; only the clock is moved by the test (and the scheduler ticks, as the server would).
 */
const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
const start = t.clock.now().getTime();
const twice = (action: string) => [action, action];
const notOpen = 'This project is not open for sign-up at the moment';
const notQuoting = 'Quoting is not open for you at this time';

describe('a tender from draft to confirmed refunds', () => {
  it('runs publish, sign-up, the three stages, the bid file, quoting, award, results and refunds through the routes', async () => {
    const b = await buyerCaller(t);
    const created = await b.post('/admin/sections', tenderForm(t));
    expect(created).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const sectionId = created.data.id as number;
    expect((await b.get(`/admin/sections/${sectionId}`)).data).toMatchObject({ sectionStauts: 0 });
    expect(await b.post(`/admin/sections/${sectionId}/publish`)).toMatchObject({ code: 200, data: { sectionStauts: 7 } });
    const section = (await b.get(`/admin/sections/${sectionId}`)).data;
    const [sector] = section.sectorList.map((s: { id: number }) => s.id);
    // The lamp is priced by its one detail row (120 poles), so a pole's price is a lamp's.
    const [pole] = section.sectorList[0].detailsList.map((d: { id: number }) => d.id);
    const lamps = (price: string) => ({ [sector]: { [pole]: price } });
    const [account] = section.receivingAccountList.map((a: { id: number }) => a.id);

    // Before sign-up opens a supplier is refused; the clock opens sign-up.
    const a = await supplierCaller(t, 'Alpha Lighting Co');
    const c = await supplierCaller(t, 'Cobalt Electric Co');
    expect(await a.post('/quotation/signup', { sectionId })).toEqual({ code: 601, msg: notOpen });
    await clockTo(t, start, 1);
    expect((await b.get(`/admin/sections/${sectionId}`)).data.sectionStauts).toBe(8);
    const sa = (await a.post('/quotation/signup', { sectionId })).data.id as number;
    const sc = (await c.post('/quotation/signup', { sectionId })).data.id as number;
    expect(await a.signup(sa)).toMatchObject({ supplierBidStatus: 1, sectionStauts: 8 });
    expect(await c.get(`/quotation/signup/getWithAuth/${sa}`)).toMatchObject({ code: 404 });

    // Stage 1, base files (technical documents): submitted, reviewed.
    const review = (signupId: number, body: object) => b.post(`/admin/signups/${signupId}/review`, body);
    for (const [s, id] of [[a, sa], [c, sc]] as [SupplierCaller, number][]) {
      const tec = await s.upload('technical.pdf');
      expect(await s.post('/quotation/SupplierBaseFile', { supplierBaseFile: { signUpId: id, sectionId, supTecFileList: [tec] } })).toMatchObject({ code: 200 });
      expect((await s.signup(id)).supplierBidStatus).toBe(3);
    }
    expect((await b.get(`/admin/signups?sectionId=${sectionId}&stage=baseFiles`)).total).toBe(2);
    for (const id of [sa, sc]) expect((await review(id, { stage: 'baseFiles', pass: true })).data.supplierBidStatus).toBe(5);

    // Stage 2, qualification (business licence).
    for (const [s, id] of [[a, sa], [c, sc]] as [SupplierCaller, number][]) {
      const licence = await s.upload('licence.pdf');
      expect(await s.post('/quotation/signup/submitQualification', { id, sectionId, qualificationBusinessLicenseFileList: [licence] })).toMatchObject({ code: 200 });
      expect((await s.signup(id)).supplierBidStatus).toBe(6);
    }
    for (const id of [sa, sc]) expect((await review(id, { stage: 'qualification', pass: true })).data.supplierBidStatus).toBe(8);

    // Stage 3, the security deposit: C's first proof is rejected with a remark, its second passes.
    for (const [s, id] of [[a, sa], [c, sc]] as [SupplierCaller, number][]) {
      const proof = await s.upload('transfer.pdf');
      expect(await s.post('/quotation/signup/submitPayment', { id, receivingAccountList: [{ id: account, fileList: [proof] }] })).toMatchObject({ code: 200 });
      expect((await s.signup(id)).supplierBidStatus).toBe(9);
    }
    const queue = await b.get(`/admin/signups?sectionId=${sectionId}&stage=payment`);
    expect(queue.total).toBe(2);
    expect(queue.rows![0]).toMatchObject({ stage: 'payment', payments: [{ money: '5000.00', type: '1', file: { url: expect.stringContaining('/prod-api/common/files/') } }] });
    expect((await review(sa, { stage: 'payment', pass: true })).data.supplierBidStatus).toBe(11);
    expect((await review(sc, { stage: 'payment', pass: false, remark: 'The amount is wrong' })).data.supplierBidStatus).toBe(10);
    expect(await c.signup(sc)).toMatchObject({ supplierBidStatus: 10, marginReviewRemark: 'The amount is wrong' });
    const again = await c.upload('transfer-2.pdf');
    expect(await c.post('/quotation/signup/submitPayment', { id: sc, receivingAccountList: [{ id: account, fileList: [again] }] })).toMatchObject({ code: 200 });
    expect((await review(sc, { stage: 'payment', pass: true })).data.supplierBidStatus).toBe(11);
    // Each supplier sees its own deposit held, with the proof that passed; not the other's.
    for (const [s, id, proof] of [[a, sa, 'transfer.pdf'], [c, sc, 'transfer-2.pdf']] as [SupplierCaller, number, string][]) {
      expect(await s.get(`/margin/signupId/${id}`)).toMatchObject({ code: 200, data: [{ status: 4, money: '5000.00', paymentFileList: [{ fileName: proof }] }] });
    }
    expect(await a.get(`/margin/signupId/${sc}`)).toMatchObject({ code: 404 });

    // The bid file: uploaded inside its window; C withdraws and uploads it again.
    await clockTo(t, start, 3, b, a, c);
    for (const [s, id] of [[a, sa], [c, sc]] as [SupplierCaller, number][]) {
      const file = await s.upload('bid.pdf');
      expect(await s.post('/quotation/signup/submitSupplierBidFile', { id, supplierBidFileList: [file] })).toMatchObject({ code: 200 });
      expect((await s.signup(id)).supplierBidStatus).toBe(12);
    }
    expect(await c.post('/quotation/signup/cancelSupplierBidFile', { id: sc })).toMatchObject({ code: 200 });
    expect((await c.signup(sc)).supplierBidStatus).toBe(13);
    expect(await c.post('/quotation/signup/submitSupplierBidFile', { id: sc, supplierBidFileList: [await c.upload('bid-v2.pdf')] })).toMatchObject({ code: 200 });

    // The clock closes sign-up, then the bid-file window (files pass to quotation), then opens quoting.
    await clockTo(t, start, 24, b, a, c);
    expect((await b.get(`/admin/sections/${sectionId}`)).data.sectionStauts).toBe(9);
    const late = await supplierCaller(t, 'Late Comer Co');
    expect(await late.post('/quotation/signup', { sectionId })).toEqual({ code: 601, msg: notOpen });
    await clockTo(t, start, 30, b, a, c);
    expect(await a.quote(sectionId, lamps('2500.00'))).toEqual({ code: 601, msg: notQuoting });
    expect([(await a.signup(sa)).supplierBidStatus, (await c.signup(sc)).supplierBidStatus]).toEqual([15, 15]);
    await clockTo(t, start, 48, b, a, c);
    expect((await a.signup(sa)).sectionStauts).toBe(1);

    // Quoting: rounds of both, sealed from each other.
    expect(await a.quote(sectionId, lamps('2500.00'))).toMatchObject({ code: 200 });
    expect(await c.quote(sectionId, lamps('2600.00'))).toMatchObject({ code: 200 });
    expect(await a.quote(sectionId, lamps('2400.00'))).toMatchObject({ code: 200 });
    const totals = async (s: SupplierCaller) => (await s.get(`/system/quotes/history?sectionId=${sectionId}`)).data.map((r: { totalPrice: string }) => r.totalPrice);
    expect(await totals(a)).toEqual(['300000.00', '288000.00']); // 120 lamps
    expect(await totals(c)).toEqual(['312000.00']);
    const seenByC = JSON.stringify([await c.get(`/system/quotes/getQuotationInfo?sectionId=${sectionId}`), await c.get(`/quotation/signup/getWithAuth/${sc}`)]);
    expect(seenByC).toContain('312000.00');
    for (const secret of ['Alpha Lighting Co', '2400.00']) expect(seenByC).not.toContain(secret);
    // Under the round-over-round rules every participant is shown the auction's bound of each item, with no name: the
    // lamps are priced by their detail rows, so the bound is the item's material total (A's 288000.00).
    expect(JSON.parse(seenByC)[0].data.bidSectors[0].minOrMaxQuotesAmount).toBe('288000.00');
    expect(await a.get(`/system/quotes/supplierBidResult?sectionId=${sectionId}`)).toMatchObject({ code: 200, data: null });

    // Quoting ends; the buyer reads the rounds, awards the whole bid to A and publishes the results.
    await clockTo(t, start, 72, b, a, c);
    expect((await b.get(`/admin/sections/${sectionId}`)).data.sectionStauts).toBe(2);
    expect([(await a.signup(sa)).supplierBidStatus, (await c.signup(sc)).supplierBidStatus]).toEqual([19, 19]);
    expect((await b.get(`/admin/sections/${sectionId}/quotes`)).data.suppliers).toMatchObject([
      { signupId: sa, supplierName: 'Alpha Lighting Co', latestTotalPrice: '288000.00', ranking: 1, rounds: [{ quotesCount: 1 }, { quotesCount: 2 }] },
      { signupId: sc, supplierName: 'Cobalt Electric Co', latestTotalPrice: '312000.00', ranking: 2, rounds: [{ quotesCount: 1 }] },
    ]);
    expect(await b.post(`/admin/sections/${sectionId}/award`, { signupId: sa })).toMatchObject({ code: 200, data: [{ sectorId: null, signupId: sa, price: '288000.00' }] });
    expect((await b.get(`/admin/sections/${sectionId}`)).data.sectionStauts).toBe(12);
    expect(await c.get(`/system/quotes/supplierBidResult?sectionId=${sectionId}`)).toMatchObject({ code: 200, data: null });
    expect(await b.post(`/admin/sections/${sectionId}/results`)).toMatchObject({ code: 200, data: { sectionStauts: 13 } });
    expect([(await a.signup(sa)).supplierBidStatus, (await c.signup(sc)).supplierBidStatus]).toEqual([20, 20]);
    const resultA = await a.get(`/system/quotes/supplierBidResult?sectionId=${sectionId}`);
    const resultC = await c.get(`/system/quotes/supplierBidResult?sectionId=${sectionId}`);
    expect(resultA.data).toMatchObject({ isWinningBid: 1, bidAwardManageDetailList: [{ supplierName: 'Alpha Lighting Co', supplierBidFileName: 'bid.pdf', price: '288000.00' }] });
    expect(resultC.data).toMatchObject({ isWinningBid: 0, bidAwardManageDetailList: [{ supplierName: 'Alpha Lighting Co' }] });

    // Deposits: the buyer refunds both; each supplier confirms receipt of its own, not of the other's.
    const margins = await b.get(`/admin/margins?sectionId=${sectionId}`);
    expect(margins.rows!.map((m) => [m.signupId, m.status])).toEqual(expect.arrayContaining([[sa, 4], [sc, 4]]));
    const byBuyer = new Map(margins.rows!.map((m) => [m.signupId as number, m.id as number]));
    const slip = await b.upload('refund-slip.pdf');
    expect(await b.post(`/admin/margins/${byBuyer.get(sa)}/refund`, { refundFileId: slip.id })).toMatchObject({ code: 200, data: { status: 6, refundDateDeadline: '2026-06-11 10:00:00' } });
    expect(await b.post(`/admin/margins/${byBuyer.get(sc)}/refund`)).toMatchObject({ code: 200, data: { status: 6 } });
    expect(await b.post(`/admin/margins/${byBuyer.get(sc)}/refund`)).toEqual({ code: 601, msg: 'This deposit has already been refunded' });
    const refundedA = (await a.get(`/margin/signupId/${sa}`)).data;
    expect(refundedA).toMatchObject([{ id: byBuyer.get(sa), status: 6, refundDateDeadline: '2026-06-11 10:00:00', fileList: [{ id: slip.id, fileName: 'refund-slip.pdf' }] }]);
    expect(await a.post('/margin/refund/confirm', { marginId: byBuyer.get(sc) })).toMatchObject({ code: 404 });
    for (const [s, id] of [[a, sa], [c, sc]] as [SupplierCaller, number][]) {
      expect(await s.post('/margin/refund/confirm', { marginId: byBuyer.get(id) })).toMatchObject({ code: 200 });
      const [deposit] = (await s.get(`/margin/signupId/${id}`)).data;
      expect(deposit.status).toBe(5);
      expect(deposit.timeList).toContainEqual({ key: 'confirmTime', time: '2026-06-04 10:00:00' });
    }
    expect((await b.get(`/admin/margins?sectionId=${sectionId}`)).rows!.map((m) => m.status)).toEqual([5, 5]);

    // The audit trail of the section tells the story, the clock's moves included.
    const trail = await auditTrail(b, sectionId);
    expect(trail.map((r) => `${r.entity}:${r.action}`)).toEqual([
      'section:create',
      'section:publish',
      'section:clock', // sign-up opens
      ...twice('signup:signup'),
      ...twice('signup:submit-base-files'),
      ...twice('signup:review-baseFiles'),
      ...twice('signup:submit-qualification'),
      ...twice('signup:review-qualification'),
      ...twice('signup:submit-payment'),
      'signup:review-payment', // A passes
      'margin:hold',
      'signup:review-payment', // C is rejected, submits again and passes
      'signup:submit-payment',
      'signup:review-payment',
      'margin:hold',
      ...twice('signup:submit-bid-file'),
      'signup:cancel-bid-file',
      'signup:submit-bid-file',
      'section:clock', // sign-up closes
      ...twice('signup:clock-bid-file-closed'),
      'section:clock', // quoting opens
      ...Array(3).fill('quote_round:quote'), // the section's trail includes its sign-ups' rounds
      ...twice('signup:clock-quoting-ended'),
      'section:clock', // quoting ends
      'section:root-sealed', // the rounds' root, signed once as quoting ends (docs/verification.md)
      'section:award',
      ...twice('signup:results'),
      'section:results',
      ...twice('margin:refund'),
      ...twice('margin:refund-confirm'),
    ]);
    const first = (action: string) => trail.find((r) => r.action === action)!;
    expect(first('publish')).toMatchObject({ actorId: b.userId, actorName: expect.stringContaining('采购员'), before: { sectionStauts: 0 }, after: { sectionStauts: 7 } });
    expect(first('clock')).toMatchObject({ actorId: null, actorName: null, before: { sectionStauts: 7 }, after: { sectionStauts: 8 } });
    expect(first('signup')).toMatchObject({ actorId: a.userId });
    expect(first('refund-confirm')).toMatchObject({ actorId: a.userId });
  });
});

describe('an inquiry with a qualification and a deposit, awarded per item', () => {
  it('publishes straight into quoting, passes the stages, awards each item to a supplier and refunds the deposits through the routes', async () => {
    const base = 1000; // hours after the start of the file, clear of the tender
    await clockTo(t, start, base);
    const b = await buyerCaller(t);
    const form = inquiryForm(t, {
      securityDeposit: '800.00',
      isQualificationBusinessLicense: 1,
      receivingAccountList: [{ type: '1', money: '800.00', currency: 'CNY', bankAccountName: '采购中心', bankAccount: '6222000011113333', openAccountBank: '中国银行万象分行' }],
    });
    const created = await b.post('/admin/sections', form);
    expect(created).toMatchObject({ code: 200 });
    const sectionId = created.data.id as number;
    expect(await b.post(`/admin/sections/${sectionId}/publish`)).toMatchObject({ code: 200, data: { sectionStauts: 1 } });
    const section = (await b.get(`/admin/sections/${sectionId}`)).data;
    const [paper, ink] = section.sectorList.map((s: { id: number }) => s.id);
    const [account] = section.receivingAccountList.map((a: { id: number }) => a.id);

    // Two suppliers sign up during quoting; they must pass the qualification and the deposit first.
    const x = await supplierCaller(t, 'Xenon Office Supply Co');
    const y = await supplierCaller(t, 'Yellow Paper Co');
    const silent = await supplierCaller(t, 'Silent Partner Co');
    const sx = (await x.post('/quotation/signup', { sectionId })).data.id as number;
    const sy = (await y.post('/quotation/signup', { sectionId })).data.id as number;
    const ss = (await silent.post('/quotation/signup', { sectionId })).data.id as number;
    expect(await x.signup(sx)).toMatchObject({ supplierBidStatus: 5, sectionStauts: 1 });
    expect(await x.quote(sectionId, { [paper]: '10.00', [ink]: '30.00' })).toEqual({ code: 601, msg: notQuoting });
    const review = (signupId: number, body: object) => b.post(`/admin/signups/${signupId}/review`, body);
    for (const [s, id] of [[x, sx], [y, sy]] as [SupplierCaller, number][]) {
      expect(await s.post('/quotation/signup/submitQualification', { id, sectionId, qualificationBusinessLicenseFileList: [await s.upload('licence.pdf')] })).toMatchObject({ code: 200 });
    }
    // Y's licence is rejected once.
    expect((await review(sx, { stage: 'qualification', pass: true })).data.supplierBidStatus).toBe(8);
    expect((await review(sy, { stage: 'qualification', pass: false, remark: 'The licence has expired' })).data.supplierBidStatus).toBe(7);
    expect(await y.signup(sy)).toMatchObject({ supplierBidStatus: 7, qualificationReviewRemark: 'The licence has expired' });
    expect(await y.post('/quotation/signup/submitQualification', { id: sy, sectionId, qualificationBusinessLicenseFileList: [await y.upload('licence-2026.pdf')] })).toMatchObject({ code: 200 });
    expect((await review(sy, { stage: 'qualification', pass: true })).data.supplierBidStatus).toBe(8);
    for (const [s, id] of [[x, sx], [y, sy]] as [SupplierCaller, number][]) {
      expect(await s.post('/quotation/signup/submitPayment', { id, receivingAccountList: [{ id: account, fileList: [await s.upload('transfer.pdf')] }] })).toMatchObject({ code: 200 });
      expect((await review(id, { stage: 'payment', pass: true })).data.supplierBidStatus).toBe(15);
      expect(await s.get(`/margin/signupId/${id}`)).toMatchObject({ data: [{ status: 4, money: '800.00' }] });
    }
    expect(await silent.signup(ss)).toMatchObject({ supplierBidStatus: 5 });

    // Quoting: each quotes both items; X is cheaper on paper, Y on ink.
    expect(await x.quote(sectionId, { [paper]: '10.00', [ink]: '30.00' })).toMatchObject({ code: 200 });
    expect(await y.quote(sectionId, { [paper]: '11.00', [ink]: '25.00' })).toMatchObject({ code: 200 });
    expect(await x.get(`/system/quotes/supplierBidResult?sectionId=${sectionId}`)).toMatchObject({ code: 200, data: null });

    // Quoting ends on time; the buyer awards paper to X and ink to Y and publishes.
    await clockTo(t, start, base + 48, b, x, y, silent);
    expect((await b.get(`/admin/sections/${sectionId}`)).data.sectionStauts).toBe(2);
    expect([(await x.signup(sx)).supplierBidStatus, (await y.signup(sy)).supplierBidStatus, (await silent.signup(ss)).supplierBidStatus]).toEqual([19, 19, 14]);
    expect((await b.get(`/admin/sections/${sectionId}/quotes`)).data.suppliers.map((s: { signupId: number; latestTotalPrice: string }) => [s.signupId, s.latestTotalPrice])).toEqual([
      [sx, '1100.00'], // 50 × 10 + 20 × 30
      [sy, '1050.00'], // 50 × 11 + 20 × 25
    ].sort((p, q) => Number(p[1]) - Number(q[1])));
    expect(await b.post(`/admin/sections/${sectionId}/results`)).toEqual({ code: 601, msg: 'Choose the winners before publishing the results' });
    expect(await b.post(`/admin/sections/${sectionId}/award`, { signupId: sx })).toMatchObject({ code: 601, msg: 'This project is awarded per item: choose a winner for each item' });
    expect(await b.post(`/admin/sections/${sectionId}/award`, { winners: [{ sectorId: paper, signupId: ss }] })).toMatchObject({ code: 601, msg: 'This supplier did not quote and cannot win' });
    const award = await b.post(`/admin/sections/${sectionId}/award`, { winners: [{ sectorId: paper, signupId: sx }, { sectorId: ink, signupId: sy }] });
    expect(award).toMatchObject({ code: 200, data: [{ sectorId: paper, signupId: sx, price: '500.00' }, { sectorId: ink, signupId: sy, price: '500.00' }] });
    expect(await b.post(`/admin/sections/${sectionId}/results`)).toMatchObject({ code: 200, data: { sectionStauts: 13 } });
    expect([(await x.signup(sx)).supplierBidStatus, (await y.signup(sy)).supplierBidStatus, (await silent.signup(ss)).supplierBidStatus]).toEqual([20, 20, 14]);
    for (const s of [x, y, silent]) {
      const result = (await s.get(`/system/quotes/supplierBidResult?sectionId=${sectionId}`)).data;
      expect(result).toMatchObject({
        isWinningBid: s === silent ? 0 : 1,
        bidAwardManageDetailList: [
          { sectorId: paper, supplierName: 'Xenon Office Supply Co', price: '500.00' },
          { sectorId: ink, supplierName: 'Yellow Paper Co', price: '500.00' },
        ],
      });
    }

    // Deposits: refunded by the buyer, confirmed by each supplier.
    const margins = (await b.get(`/admin/margins?sectionId=${sectionId}`)).rows!;
    expect(margins.map((m) => m.status)).toEqual([4, 4]);
    for (const m of margins) expect(await b.post(`/admin/margins/${m.id}/refund`)).toMatchObject({ code: 200, data: { status: 6 } });
    for (const [s, id] of [[x, sx], [y, sy]] as [SupplierCaller, number][]) {
      const [deposit] = (await s.get(`/margin/signupId/${id}`)).data;
      expect(deposit.status).toBe(6);
      expect(await s.post('/margin/refund/confirm', { marginId: deposit.id })).toMatchObject({ code: 200 });
      expect((await s.get(`/margin/signupId/${id}`)).data).toMatchObject([{ status: 5 }]);
    }

    const trail = (await auditTrail(b, sectionId)).map((r) => `${r.entity}:${r.action}`);
    expect(trail).toEqual([
      'section:create',
      'section:publish',
      ...Array(3).fill('signup:signup'),
      ...twice('signup:submit-qualification'),
      'signup:review-qualification',
      'signup:review-qualification',
      'signup:submit-qualification',
      'signup:review-qualification',
      'signup:submit-payment',
      'signup:review-payment',
      'margin:hold',
      'signup:submit-payment',
      'signup:review-payment',
      'margin:hold',
      ...twice('quote_round:quote'),
      'signup:clock-missed-deadline', // the silent supplier never passed its qualification
      ...twice('signup:clock-quoting-ended'),
      'section:clock',
      'section:root-sealed',
      'section:award',
      ...twice('signup:results'),
      'section:results',
      ...twice('margin:refund'),
      ...twice('margin:refund-confirm'),
    ]);
  });
});
