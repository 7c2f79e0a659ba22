import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { supplier, uploadedFile } from '../certification/testSupport';
import { bidStatusOf, buyer, inquiryForm, quote, sectionStatusOf, signInAgain, snapshot, tenderForm } from './testSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
const hour = 3_600_000;
const start = t.clock.now().getTime();
const at = (hours: number) => t.clock.set(new Date(start + hours * hour));

describe('a tender from draft to refunded deposits', () => {
  it('runs through publish, the clock, the stage reviews, quoting, award, results and refunds', async () => {
    at(0);
    const b = await buyer(t);
    let token = b.token;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.call({ method, url: '/prod-api' + url, token, payload, locale: 'en' });
    const sectionId = (await call('POST', '/admin/sections', tenderForm(t))).data.id as number;
    expect((await call('POST', `/admin/sections/${sectionId}/publish`)).data.sectionStauts).toBe(7);

    // The clock opens sign-up; three suppliers sign up and start with the base files.
    at(1);
    expect((await t.call({ method: 'GET', url: `/prod-api/system/section/triggerUpdateStatus/${sectionId}` })).data.sectionStauts).toBe(8);
    const [a, c, late] = [await supplier(t, 'skip'), await supplier(t, 'skip'), await supplier(t, 'skip')];
    const ids: number[] = [];
    for (const s of [a, c, late]) {
      const r = await t.call({ method: 'POST', url: '/prod-api/quotation/signup', token: s.token, payload: { sectionId } });
      expect(r.code).toBe(200);
      ids.push(Number((await t.db.query<{ id: number }>('SELECT id FROM signup WHERE section_id = $1 AND company_id = $2', [sectionId, s.companyId]))[0].id));
    }
    const [sa, sc, sLate] = ids;
    expect(await bidStatusOf(t, sa)).toBe(1);

    // Stage by stage: the suppliers' submissions (made here in SQL), the buyer's reviews.
    const review = (signupId: number, body: object) => call('POST', `/admin/signups/${signupId}/review`, body);
    for (const id of [sa, sc]) {
      await t.db.query('UPDATE signup SET supplier_bid_status = 3 WHERE id = $1', [id]);
      expect((await review(id, { stage: 'baseFiles', pass: true })).data.supplierBidStatus).toBe(5);
      await t.db.query('UPDATE signup SET supplier_bid_status = 6 WHERE id = $1', [id]);
      expect((await review(id, { stage: 'qualification', pass: true })).data.supplierBidStatus).toBe(8);
    }
    const [account] = await t.db.query<{ id: number }>('SELECT id FROM receiving_account WHERE section_id = $1', [sectionId]);
    for (const [id, s] of [[sa, a], [sc, c]] as const) {
      const proof = await uploadedFile(t, s.userId);
      await t.db.query('INSERT INTO signup_payment (signup_id, receiving_account_id, file_id, payment_date) VALUES ($1, $2, $3, $4)', [id, account.id, proof, t.clock.now()]);
      await t.db.query('UPDATE signup SET supplier_bid_status = 9 WHERE id = $1', [id]);
    }
    const queue = await call('GET', `/admin/signups?sectionId=${sectionId}&stage=payment`);
    expect(queue.total).toBe(2);
    expect(queue.rows[0]).toMatchObject({ stage: 'payment', payments: [{ money: '5000.00', type: '1', file: { url: expect.stringContaining('/prod-api/common/files/') } }] });
    for (const id of [sa, sc]) expect((await review(id, { stage: 'payment', pass: true })).data.supplierBidStatus).toBe(11);
    const held = await t.db.query<{ status: number; money: string }>('SELECT status, money FROM margin m JOIN signup g ON g.id = m.signup_id WHERE g.section_id = $1', [sectionId]);
    expect(held).toEqual([{ status: 4, money: '5000.00' }, { status: 4, money: '5000.00' }]);

    // Both upload a bid file (12); the late supplier never got past its base files.
    await t.db.query('UPDATE signup SET supplier_bid_status = 12 WHERE id = ANY($1::bigint[])', [[sa, sc]]);
    at(24);
    await t.call({ method: 'GET', url: `/prod-api/system/section/triggerUpdateStatus/${sectionId}` });
    expect(await sectionStatusOf(t, sectionId)).toBe(9);
    // End of the bid-file window: uploaded files pass to quotation.
    at(30);
    await t.call({ method: 'GET', url: `/prod-api/system/section/triggerUpdateStatus/${sectionId}` });
    expect([await bidStatusOf(t, sa), await bidStatusOf(t, sc), await bidStatusOf(t, sLate)]).toEqual([15, 15, 1]);
    // Quoting opens: the late supplier missed its deadline.
    at(48);
    await t.call({ method: 'GET', url: `/prod-api/system/section/triggerUpdateStatus/${sectionId}` });
    expect(await sectionStatusOf(t, sectionId)).toBe(1);
    expect(await bidStatusOf(t, sLate)).toBe(14);
    await quote(t, sa, '2500.00');
    await quote(t, sc, '2600.00');
    await quote(t, sa, '2400.00');
    // Quoting ends: quotes wait for the result.
    at(72);
    token = await signInAgain(t, b.userName);
    await call('GET', `/admin/sections/${sectionId}`);
    expect(await sectionStatusOf(t, sectionId)).toBe(2);
    expect([await bidStatusOf(t, sa), await bidStatusOf(t, sc)]).toEqual([19, 19]);

    // Award: a supplier who did not quote is refused; the whole bid goes to A at its latest price.
    const before = await snapshot(t);
    expect(await call('POST', `/admin/sections/${sectionId}/award`, { signupId: sLate })).toEqual({ code: 601, msg: 'This supplier did not quote and cannot win' });
    expect(await call('POST', `/admin/sections/${sectionId}/award`, { winners: [{ sectorId: 1, signupId: sa }] })).toEqual({
      code: 601,
      msg: 'This project is awarded as a whole: choose one winner',
    });
    expect(await snapshot(t)).toEqual(before);
    const award = await call('POST', `/admin/sections/${sectionId}/award`, { signupId: sa });
    expect(award).toMatchObject({ code: 200, data: [{ sectorId: null, signupId: sa, price: '2400.0000' }] });
    expect(await sectionStatusOf(t, sectionId)).toBe(12);
    expect(await call('POST', `/admin/sections/${sectionId}/results`)).toMatchObject({ code: 200, data: { sectionStauts: 13 } });
    expect([await bidStatusOf(t, sa), await bidStatusOf(t, sc), await bidStatusOf(t, sLate)]).toEqual([20, 20, 14]);

    // Deposits: refunded once, a second refund refused, a lapsed confirmation deadline counts as received.
    const margins = await call('GET', `/admin/margins?sectionId=${sectionId}`);
    expect(margins.rows.map((m: { status: number }) => m.status)).toEqual([4, 4]);
    const [ma, mc] = margins.rows.map((m: { id: number }) => m.id);
    const refund = await call('POST', `/admin/margins/${ma}/refund`, {});
    expect(refund).toMatchObject({ code: 200, data: { status: 6, refundDateDeadline: '2026-06-11 10:00:00' } });
    const beforeTwice = await snapshot(t);
    expect(await call('POST', `/admin/margins/${ma}/refund`, {})).toEqual({ code: 601, msg: 'This deposit has already been refunded' });
    expect(await snapshot(t)).toEqual(beforeTwice);
    expect((await call('POST', `/admin/margins/${mc}/refund`, { refundDateDeadline: '2026-06-20 10:00:00' })).data.status).toBe(6);
    at(72 + 7 * 24 + 1);
    token = await signInAgain(t, b.userName);
    const later = await call('GET', `/admin/margins?sectionId=${sectionId}`);
    expect(later.rows.map((m: { status: number; confirmTime: string | null }) => [m.status, m.confirmTime])).toEqual([
      [5, '2026-06-11 10:00:00'],
      [6, null],
    ]);

    // The audit trail of the section tells the whole story, clock moves included.
    const trail = await call('GET', `/admin/audit?entity=section&id=${sectionId}&pageSize=100`);
    const actions = trail.rows.map((r: { entity: string; action: string }) => `${r.entity}:${r.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'section:create',
        'section:publish',
        'section:clock',
        'signup:review-payment',
        'margin:hold',
        'signup:clock-bid-file-closed',
        'signup:clock-missed-deadline',
        'signup:clock-quoting-ended',
        'section:award',
        'section:results',
        'margin:refund',
        'margin:clock-deemed-received',
      ]),
    );
    expect(trail.rows.find((r: { action: string }) => r.action === 'publish')).toMatchObject({ actorName: expect.stringContaining('采购员'), before: { sectionStauts: 0 }, after: { sectionStauts: 7 } });
    expect(trail.rows.find((r: { action: string }) => r.action === 'clock')).toMatchObject({ actorId: null, actorName: null });
  });
});

describe('an inquiry awarded per item', () => {
  it('publishes into quoting, ends quoting on time and awards each item to a supplier who quoted it', async () => {
    at(1000);
    const b = await buyer(t);
    let token = b.token;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.call({ method, url: '/prod-api' + url, token, payload, locale: 'en' });
    const sectionId = (await call('POST', '/admin/sections', inquiryForm(t))).data.id as number;
    expect((await call('POST', `/admin/sections/${sectionId}/publish`)).data.sectionStauts).toBe(1);
    const signups: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const s = await supplier(t, 'skip');
      expect((await t.call({ method: 'POST', url: '/prod-api/quotation/signup', token: s.token, payload: { sectionId } })).code).toBe(200);
      signups.push(Number((await t.db.query<{ id: number }>('SELECT id FROM signup WHERE section_id = $1 AND company_id = $2', [sectionId, s.companyId]))[0].id));
    }
    const [x, y, silent] = signups;
    expect(await bidStatusOf(t, x)).toBe(15);
    await quote(t, x, '10.00');
    await quote(t, y, '9.00');
    at(1000 + 48);
    token = await signInAgain(t, b.userName);
    const sectors = (await call('GET', `/admin/sections/${sectionId}`)).data.sectorList.map((s: { id: number }) => s.id);
    expect(await sectionStatusOf(t, sectionId)).toBe(2);
    expect([await bidStatusOf(t, x), await bidStatusOf(t, y), await bidStatusOf(t, silent)]).toEqual([19, 19, 14]);

    expect(await call('POST', `/admin/sections/${sectionId}/results`)).toEqual({ code: 601, msg: 'Choose the winners before publishing the results' });
    expect(await call('POST', `/admin/sections/${sectionId}/award`, { signupId: x })).toMatchObject({ code: 601, msg: 'This project is awarded per item: choose a winner for each item' });
    expect(await call('POST', `/admin/sections/${sectionId}/award`, { winners: [{ sectorId: sectors[0], signupId: silent }] })).toMatchObject({ code: 601, msg: 'This supplier did not quote and cannot win' });
    const award = await call('POST', `/admin/sections/${sectionId}/award`, {
      winners: [
        { sectorId: sectors[0], signupId: x },
        { sectorId: sectors[1], signupId: y },
      ],
    });
    expect(award.data).toEqual([
      { sectorId: sectors[0], signupId: x, roundId: expect.any(Number), price: '10.0000' },
      { sectorId: sectors[1], signupId: y, roundId: expect.any(Number), price: '9.0000' },
    ]);
    expect((await call('POST', `/admin/sections/${sectionId}/results`)).data.sectionStauts).toBe(13);
    expect([await bidStatusOf(t, x), await bidStatusOf(t, y), await bidStatusOf(t, silent)]).toEqual([20, 20, 14]);
    expect(await call('POST', `/admin/sections/${sectionId}/award`, { winners: [{ sectorId: sectors[0], signupId: y }] })).toMatchObject({ code: 601 });
  });
});
