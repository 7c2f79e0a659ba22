import { describe, expect, it } from 'vitest';
import { supplier } from '../certification/testSupport';
import { quoteCalls, quotingSupplier } from '../quotations/testSupport';
import { schedulerTick } from '../sections/scheduler';
import { createSection, createSector } from '../test/factories';
import { testApp } from '../test/harness';
import { bidStatusOf, buyer, formTime, quote, sectionStatusOf, signedUp, snapshot, tenderForm } from '../test/staffSupport';

/**
 * Rules of the section lifecycle found missing by an audit: impossible times, who may win, extra rounds
 * against award and results, the clock's payment deadline and its close after the results, audit gaps.
 */
const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
const start = t.clock.now().getTime();
const hour = 3_600_000;
const at = (hours: number) => new Date(start + hours * hour);
const invalidTime = 'Invalid time: times must be real dates and times written yyyy-MM-dd HH:mm:ss';

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string) => t.call({ method: 'GET', url: '/prod-api' + url, token, locale: 'en' });
const audits = (entity: string, id: number) =>
  t.db.query<{ action: string; actor_id: number | null; before: any; after: any }>('SELECT action, actor_id, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id', [entity, id]);

/** A section of the buyer's company after quoting (2), awarded as a whole, with one item. */
async function quotedSection(companyId: number, columns: Record<string, unknown> = {}) {
  const id = await createSection(t.db, { buyer_company_id: companyId, bidding_type: 1, section_stauts: 2, successful_bidder_method: 2, start_time: at(-3), ent_time: at(-1), ...columns });
  await createSector(t.db, id);
  return id;
}

/** A sign-up at `status` that quoted once at `price`. */
async function quoted(sectionId: number, status: number, price = '100.00') {
  const s = await signedUp(t, sectionId, status);
  await quote(t, s.signupId, price);
  return s;
}

describe('times that do not exist', () => {
  it('refuses an extra round ending and a refund deadline on an impossible date, changing nothing', async () => {
    const b = await buyer(t);
    const id = await quotedSection(b.companyId);
    const s = await quoted(id, 19);
    const before = await snapshot(t);
    for (const endTime of ['2024-02-30 10:00:00', '2026-12-99 10:00:00', '2026-06-02 25:00:00']) {
      expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [s.signupId], endTime })).toEqual({ code: 601, msg: invalidTime });
    }
    expect(await post(b.token, '/admin/margins/1/refund', { refundDateDeadline: '2024-02-30 10:00:00' }, 'zh')).toEqual({
      code: 601,
      msg: '时间无效：必须是真实存在的日期时间，格式为 yyyy-MM-dd HH:mm:ss',
    });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('who may win', () => {
  it('awards only a complete quotation, waits for notes under review and ends rejected notes at the results', async () => {
    const b = await buyer(t);
    const id = await quotedSection(b.companyId, { is_qualification_quotes: 1 });
    const passed = await quoted(id, 19, '90.00');
    const rejected = await quoted(id, 18, '80.00');
    const reviewing = await quoted(id, 17, '85.00');
    const before = await snapshot(t);
    for (const s of [rejected, reviewing]) {
      expect(await post(b.token, `/admin/sections/${id}/award`, { signupId: s.signupId })).toEqual({ code: 601, msg: 'The quotation notes of this supplier have not passed review: it cannot win' });
    }
    expect(await snapshot(t)).toEqual(before);
    expect(await post(b.token, `/admin/sections/${id}/award`, { signupId: passed.signupId })).toMatchObject({ code: 200, data: [{ signupId: passed.signupId }] });

    const awarded = await snapshot(t);
    expect(await post(b.token, `/admin/sections/${id}/results`, {}, 'lo')).toEqual({ code: 601, msg: 'ກະລຸນາກວດສອບຄຳອະທິບາຍການສະເໜີລາຄາກ່ອນ, ແລ້ວຈຶ່ງປະກາດຜົນ' });
    expect(await snapshot(t)).toEqual(awarded);
    expect(await post(b.token, `/admin/signups/${reviewing.signupId}/review`, { stage: 'quotationNotes', pass: false, remark: 'No delivery plan' })).toMatchObject({ code: 200 });
    expect(await post(b.token, `/admin/sections/${id}/results`)).toMatchObject({ code: 200, data: { sectionStauts: 13 } });
    expect([await bidStatusOf(t, passed.signupId), await bidStatusOf(t, rejected.signupId), await bidStatusOf(t, reviewing.signupId)]).toEqual([20, 14, 14]);
  });
});

describe('extra rounds against award, results and a suspended section', () => {
  it('refuses award and results while a round runs, naming its end', async () => {
    const b = await buyer(t);
    const id = await quotedSection(b.companyId);
    const s = await quoted(id, 19);
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [s.signupId], endTime: formTime(t, 2) })).toMatchObject({ code: 200 });
    const before = await snapshot(t);
    const running = { code: 601, msg: `An extra round is still running until ${formTime(t, 2)}` };
    expect(await post(b.token, `/admin/sections/${id}/award`, { signupId: s.signupId })).toEqual(running);
    await t.db.query('INSERT INTO award (section_id, signup_id, round_id, price, create_time) VALUES ($1, $2, (SELECT id FROM quote_round WHERE signup_id = $2), 100, $3)', [id, s.signupId, t.clock.now()]);
    const marked = await snapshot(t);
    expect(await post(b.token, `/admin/sections/${id}/results`)).toEqual(running);
    expect(await snapshot(t)).toEqual(marked);
    expect(before).not.toEqual(marked);
  });

  it('lets an appointed supplier quote after quoting ended, not while the section is suspended or abandoned', async () => {
    const b = await buyer(t);
    const id = await quotedSection(b.companyId);
    const [{ id: sector }] = await t.db.query<{ id: number }>('SELECT id FROM sector WHERE section_id = $1', [id]);
    const s = await quotingSupplier(t, id, { supplier_bid_status: 19 });
    await quote(t, s.signupId, '100.00'); // a round total of 100.00 (10 t)
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [s.signupId], endTime: formTime(t, 2) })).toMatchObject({ code: 200 });
    const q = quoteCalls(t);
    const refused = { code: 601, msg: 'Quoting is not open for you at this time' };

    expect(await post(b.token, `/admin/sections/${id}/suspend`)).toMatchObject({ code: 200, data: { sectionStauts: 15 } });
    expect((await q.endTime(s.token, id)).data).toMatchObject({ sectionStauts: 15, isAppointSupplierQuotationIng: 1, canQuote: false });
    expect(await q.submit(s.token, id, [{ id: sector, sectorPrice: '9.00' }])).toEqual(refused);
    expect(await post(b.token, `/admin/sections/${id}/resume`)).toMatchObject({ code: 200, data: { sectionStauts: 2 } });
    expect((await q.endTime(s.token, id)).data).toMatchObject({ sectionStauts: 2, canQuote: true });
    expect(await q.submit(s.token, id, [{ id: sector, sectorPrice: '9.00' }])).toMatchObject({ code: 200 });
    expect(await post(b.token, `/admin/sections/${id}/abandon`)).toMatchObject({ code: 200, data: { sectionStauts: 6 } });
    expect(await q.submit(s.token, id, [{ id: sector, sectorPrice: '8.00' }])).toEqual(refused);
  });
});

describe('the clock and the payment deadline', () => {
  it('ends sign-ups that still owe a proof once the earliest deadline passed, leaving proofs under review', async () => {
    // Due for a look now, as a section is when it is published.
    const id = await createSection(t.db, { signup_start_time: at(-1), signup_end_time: at(24), start_time: at(48), ent_time: at(72), next_clock_at: at(0) });
    const account = (deadline: Date) =>
      t.db.query("INSERT INTO receiving_account (section_id, type, money, currency, bank_account_name, bank_account, open_account_bank, payment_deadline) VALUES ($1, '1', 10, 'CNY', 'a', 'b', 'c', $2)", [
        id,
        deadline,
      ]);
    await account(at(5));
    await account(at(2));
    const owes = await signedUp(t, id, 8);
    const corrects = await signedUp(t, id, 10);
    const inReview = await signedUp(t, id, 9);
    // The earliest deadline is the clock's next look.
    await t.call({ method: 'GET', url: `/prod-api/system/section/triggerUpdateStatus/${id}` });
    const [{ next }] = await t.db.query<{ next: Date }>('SELECT next_clock_at AS next FROM section WHERE id = $1', [id]);
    expect(new Date(next).getTime()).toBe(at(2).getTime() + 1);

    try {
      t.clock.set(at(2)); // proofs are still accepted at the deadline itself
      await schedulerTick(t.db, t.clock.now());
      expect([await bidStatusOf(t, owes.signupId), await bidStatusOf(t, corrects.signupId)]).toEqual([8, 10]);
      t.clock.set(new Date(at(2).getTime() + 1000));
      await schedulerTick(t.db, t.clock.now());
      expect([await bidStatusOf(t, owes.signupId), await bidStatusOf(t, corrects.signupId), await bidStatusOf(t, inReview.signupId)]).toEqual([14, 14, 9]);
      expect(await audits('signup', owes.signupId)).toEqual([{ action: 'clock-missed-payment', actor_id: null, before: { supplierBidStatus: 8 }, after: { supplierBidStatus: 14 } }]);
      expect(await sectionStatusOf(t, id)).toBe(8);
    } finally {
      t.clock.set(new Date(start));
    }
  });
});

describe('a payment proof rejected after the deadline', () => {
  it('ends the sign-up at once, since the proof can no longer be sent again; before the deadline it may be corrected', async () => {
    const b = await buyer(t);
    const id = await createSection(t.db, { buyer_company_id: b.companyId, signup_start_time: at(-1), signup_end_time: at(24), start_time: at(48), ent_time: at(72), next_clock_at: at(0) });
    await t.db.query("INSERT INTO receiving_account (section_id, type, money, currency, bank_account_name, bank_account, open_account_bank, payment_deadline) VALUES ($1, '1', 10, 'CNY', 'a', 'b', 'c', $2)", [id, at(2)]);
    const early = await signedUp(t, id, 9);
    const late = await signedUp(t, id, 9);
    const reject = (signupId: number) => post(b.token, `/admin/signups/${signupId}/review`, { stage: 'payment', pass: false, remark: 'Wrong amount' });
    expect(await reject(early.signupId)).toMatchObject({ code: 200, data: { supplierBidStatus: 10 } });
    try {
      t.clock.set(at(3));
      const again = await buyer(t); // the first session idled out across the jump
      await t.db.query('UPDATE section SET buyer_company_id = $2 WHERE id = $1', [id, again.companyId]);
      expect(await post(again.token, `/admin/signups/${late.signupId}/review`, { stage: 'payment', pass: false, remark: 'Wrong amount' })).toMatchObject({
        code: 200,
        data: { supplierBidStatus: 14 },
      });
      expect((await audits('signup', late.signupId)).map((a) => a.action)).toEqual(['review-payment', 'clock-missed-payment']);
    } finally {
      t.clock.set(new Date(start));
    }
  });
});

describe('closing after the contract period', () => {
  it('closes published results 30 days later, on the clock and on read', async () => {
    const b = await buyer(t);
    const id = await quotedSection(b.companyId);
    const s = await quoted(id, 19);
    expect(await post(b.token, `/admin/sections/${id}/award`, { signupId: s.signupId })).toMatchObject({ code: 200 });
    expect(await post(b.token, `/admin/sections/${id}/results`)).toMatchObject({ code: 200 });
    expect((await get(b.token, `/admin/sections/${id}`)).data).toMatchObject({ sectionStauts: 13, resultTime: formTime(t, 0), nextClockAt: formTime(t, 30 * 24) });
    const detail = async () => (await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${id}` })).data.bidSection.sectionStauts;
    try {
      t.clock.set(new Date(at(30 * 24).getTime() - 1000));
      await schedulerTick(t.db, t.clock.now());
      expect(await detail()).toBe(13);
      t.clock.set(at(30 * 24));
      expect(await detail()).toBe(14);
      expect((await audits('section', id)).filter((a) => a.action === 'clock').at(-1)).toEqual({ action: 'clock', actor_id: null, before: { sectionStauts: 13 }, after: { sectionStauts: 14 } });
      expect(await t.db.query('SELECT next_clock_at FROM section WHERE id = $1', [id])).toEqual([{ next_clock_at: null }]);
    } finally {
      t.clock.set(new Date(start));
    }
  });

  it('applies due moves before listing the sections a supplier follows or may ask about', async () => {
    const s = await supplier(t, 'skip');
    const past = { signup_start_time: at(-5), signup_end_time: at(-1), start_time: at(10), ent_time: at(20) };
    const followed = await createSection(t.db, past);
    const asked = await createSection(t.db, past);
    for (const sectionId of [followed, asked]) expect(await post(s.token, '/follow', { sectionId })).toMatchObject({ code: 200 });
    const follows = await get(s.token, '/follow/followSectionList?pageSize=100');
    expect(follows.rows.find((r: { sectionId: number }) => r.sectionId === followed)).toMatchObject({ sectionStauts: 9 });
    await t.db.query('UPDATE section SET section_stauts = 8, next_clock_at = $2 WHERE id = $1', [asked, at(-1)]);
    const askable = await get(s.token, '/question/question/getAuthSection');
    expect(askable.data.find((r: { id: number }) => r.id === asked)).toMatchObject({ sectionStauts: 9 });
  });
});

describe('audit gaps', () => {
  it('records the relation counts of a draft edit beside its changed columns', async () => {
    const b = await buyer(t);
    const id = (await post(b.token, '/admin/sections', tenderForm(t))).data.id;
    const two = tenderForm(t).sectorList.concat({ sectorName: '灯泡', sectorNumber: '10', sectorUnits: '个', detailsList: [] } as never);
    expect(await t.call({ method: 'PUT', url: `/prod-api/admin/sections/${id}`, token: b.token, payload: tenderForm(t, { sectionName: '新名称', sectorList: two, receivingAccountList: [] }) })).toMatchObject({ code: 200 });
    const [, update] = await audits('section', id);
    expect(update).toMatchObject({
      action: 'update',
      before: { sectionName: '道路照明设备采购', relations: { items: 1, details: 1, files: 0, accounts: 1, stages: 3 } },
      after: { sectionName: '新名称', relations: { items: 2, details: 1, files: 0, accounts: 0, stages: 3 } },
    });
  });

  it('audits the appointments that publishing the results clears', async () => {
    const b = await buyer(t);
    const id = await quotedSection(b.companyId);
    const s = await quoted(id, 19);
    await t.db.query('UPDATE signup SET is_appoint_supplier_quotation_ing = 1 WHERE id = $1', [s.signupId]); // a round with no end on record
    expect(await post(b.token, `/admin/sections/${id}/award`, { signupId: s.signupId })).toMatchObject({ code: 200 });
    expect(await post(b.token, `/admin/sections/${id}/results`)).toMatchObject({ code: 200 });
    expect((await audits('signup', s.signupId)).map((r) => [r.action, r.actor_id, r.after])).toEqual([
      ['results', b.userId, { supplierBidStatus: 20 }],
      ['results-round-cleared', b.userId, { isAppointSupplierQuotationIng: 0 }],
    ]);
  });
});
