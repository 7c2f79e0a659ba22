import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSection, createSector } from '../test/factories';
import { buyer, quote, signedUp, snapshot } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string, locale = 'en') => t.call({ method: 'GET', url: '/prod-api' + url, token, locale });

/** A section of the buyer's company with `sectors` items. */
async function section(companyId: number, columns: Record<string, unknown> = {}, sectors = 1) {
  const id = await createSection(t.db, { buyer_company_id: companyId, ...columns });
  const sectorIds: number[] = [];
  for (let i = 0; i < sectors; i += 1) sectorIds.push(await createSector(t.db, id, { sort: i }));
  return { id, sectorIds };
}

/** A whole-bid section after results with one winner at 20 who quoted. */
async function publishedWithWinner(companyId: number) {
  const { id, sectorIds } = await section(companyId, { section_stauts: 2, successful_bidder_method: 2 });
  const winner = await signedUp(t, id, 19);
  await quote(t, winner.signupId, '90.00');
  const loser = await signedUp(t, id, 19);
  await quote(t, loser.signupId, '95.00');
  return { id, sectorIds, winner, loser };
}

describe('awards read back', () => {
  it('returns the marks per item before publication, and after it the declined winner with its reason', async () => {
    const b = await buyer(t);
    const { id, sectorIds } = await section(b.companyId, { section_stauts: 2, successful_bidder_method: 1 }, 2);
    const first = await signedUp(t, id, 19);
    await quote(t, first.signupId, '10.00');
    const second = await signedUp(t, id, 19);
    await quote(t, second.signupId, '12.00');
    expect(await get(b.token, `/admin/sections/${id}/awards`)).toMatchObject({ code: 200, data: { awards: [], winners: [] } });

    const award = await post(b.token, `/admin/sections/${id}/award`, { winners: [{ sectorId: sectorIds[0], signupId: first.signupId }, { sectorId: sectorIds[1], signupId: second.signupId }] });
    expect(award.code).toBe(200);
    const marks = await get(b.token, `/admin/sections/${id}/awards`);
    expect(marks.data).toMatchObject({
      sectionStauts: 12,
      successfulBidderMethod: 1,
      awards: [
        { sectorId: sectorIds[0], signupId: first.signupId, price: '10.00', awardDeclinedTime: null },
        { sectorId: sectorIds[1], signupId: second.signupId, price: '12.00', awardDeclinedTime: null },
      ],
    });

    expect((await post(b.token, `/admin/sections/${id}/results`)).code).toBe(200);
    const declined = await post(second.token, '/quotation/signup/abandonBid', { id: second.signupId, reason: 'Capacity' });
    expect(declined.code).toBe(200);
    const after = await get(b.token, `/admin/sections/${id}/awards`);
    expect(after.data.sectionStauts).toBe(13);
    expect(after.data.awards[1]).toMatchObject({ signupId: second.signupId, awardDeclinedTime: '2026-06-01 10:00:00', awardDeclinedReason: 'Capacity' });
    expect(after.data.winners.map((w: { signupId: number }) => w.signupId)).toEqual([first.signupId, second.signupId]);
  });

  it("answers another buyer's section as absent and refuses a supplier", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const { id } = await section(owner.companyId);
    expect(await get(other.token, `/admin/sections/${id}/awards`)).toMatchObject({ code: 404 });
    const s = await signedUp(t, id, 1);
    expect(await get(s.token, `/admin/sections/${id}/awards`)).toMatchObject({ code: 403 });
  });
});

describe('winning quote entry review', () => {
  it('returns an entry with the remark the supplier reads, and confirms the corrected one for good', async () => {
    const b = await buyer(t);
    const { id, sectorIds, winner } = await publishedWithWinner(b.companyId);
    await post(b.token, `/admin/sections/${id}/award`, { signupId: winner.signupId });
    await post(b.token, `/admin/sections/${id}/results`);
    const entry = { sectionId: id, sectorList: [{ id: sectorIds[0], sectorPrice: '88.50', taxRate: '13', otherExpenses: '5', sectorNumber: '120' }] };

    // Nothing submitted yet: refused, nothing changed.
    const before = await snapshot(t);
    expect(await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: true })).toEqual({
      code: 601,
      msg: 'Only a submitted winning quote entry awaiting confirmation can be reviewed; nothing was changed',
    });
    expect(await snapshot(t)).toEqual(before);

    expect((await post(winner.token, '/system/section/submitWinningQuotes', entry)).code).toBe(200);
    const view = await get(b.token, `/admin/sections/${id}/awards`);
    expect(view.data.winners[0]).toMatchObject({
      signupId: winner.signupId,
      confirmationStatus: 10,
      winningQuoteList: [{ sectorId: sectorIds[0], sectorPrice: '88.50', taxRate: '13', otherExpenses: '5.00', sectorNumber: '120.000000' }],
    });

    expect(await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: false, remark: ' ' }, 'zh')).toEqual({ code: 601, msg: '退回修改时请填写退回原因' });
    expect(await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: false, remark: 'Unit price must match the award' })).toMatchObject({
      code: 200,
      msg: 'The winning quote entry was returned for correction',
      data: { confirmationStatus: 20 },
    });
    const record = await get(winner.token, `/quotation/signup/getWithAuth/${winner.signupId}`);
    expect(record.data).toMatchObject({ confirmationStatus: 20, winningQuoteReviewRemark: 'Unit price must match the award' });

    const corrected = { ...entry, sectorList: [{ ...entry.sectorList[0], sectorPrice: '90.00' }] };
    expect((await post(winner.token, '/system/section/submitWinningQuotes', corrected)).code).toBe(200);
    expect((await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: true })).data).toEqual({ confirmationStatus: 30 });
    expect(await post(winner.token, '/system/section/submitWinningQuotes', entry)).toMatchObject({ code: 601 });
    expect(await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: false, remark: 'again' })).toMatchObject({ code: 601 });
    const audit = await t.db.query<{ after: { confirmationStatus: number } }>("SELECT after FROM audit_log WHERE entity = 'signup' AND entity_id = $1 AND action = 'review-winning-quote' ORDER BY id", [winner.signupId]);
    expect(audit.map((a) => a.after.confirmationStatus)).toEqual([20, 30]);
  });

  it("answers another buyer's sign-up as absent", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const { winner } = await publishedWithWinner(owner.companyId);
    await t.db.query('UPDATE signup SET confirmation_status = 10 WHERE id = $1', [winner.signupId]);
    expect(await post(other.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: true })).toMatchObject({ code: 404 });
  });
});
