import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { staff } from '../certification/testSupport';
import { quoteCalls, quotingSection, quotingSupplier, storedRounds } from './testSupport';
import { REFUSAL_LIMIT, REFUSAL_WINDOW_MS } from './refusals';

const t = await testApp();
const q = quoteCalls(t);

/** Submits a round in UTC and English. */
const submit = (token: string, sectionId: number, sectors: Record<string, unknown>[]) =>
  t.call({ method: 'POST', url: '/prod-api/system/quotes/bidQuotes', token, locale: 'en', timezone: 'UTC', payload: { sectionId, requestKey: randomUUID(), sectors } });

const refusalRows = async (signupId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_refusal WHERE signup_id = $1', [signupId]))[0].n;
const refusalAudits = async (signupId: number) =>
  (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'quote_refusal' AND action = 'refuse' AND (after ->> 'signupId')::bigint = $1", [signupId]))[0].n;

/** A round-over-round (isYuanJu) section where a rival's first round set the auction's lowest pipe price at 90. */
async function auctionWithRival() {
  const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 1 });
  const rival = await quotingSupplier(t, section);
  expect((await submit(rival.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '20' }])).code).toBe(200);
  const prober = await quotingSupplier(t, section);
  expect((await submit(prober.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '20' }])).code).toBe(200);
  return { section, pipe, valve, rival, prober };
}

describe('refused rounds', () => {
  it('are stored and audited although the round is not, and past the limit further rounds are refused until the window passes', async () => {
    const { section, pipe, valve, prober } = await auctionWithRival();
    const probe = (price: string) => submit(prober.token, section, [{ id: pipe, sectorPrice: price }, { id: valve, sectorPrice: '20' }]);
    const start = t.clock.now();

    for (let i = 0; i < REFUSAL_LIMIT; i += 1) {
      t.clock.advance(1000);
      expect(await probe('90')).toEqual({ code: 601, msg: 'A lowered price of Steel pipe must be below the lowest price of the auction so far, 90.00' });
    }
    expect(await refusalRows(prober.signupId)).toBe(REFUSAL_LIMIT);
    expect(await refusalAudits(prober.signupId)).toBe(REFUSAL_LIMIT);

    // The oldest refusal came at start + 1 s: the sign-up may submit again once it is 10 minutes old.
    const reopens = new Date(start.getTime() + 1000 + REFUSAL_WINDOW_MS).toISOString().slice(11, 19);
    const blocked = { code: 601, msg: `Too many refused rounds (at most 10 in 10 minutes): try again after ${reopens}` };
    expect(await probe('89.99')).toEqual(blocked);
    // Even a round the rules would take; and being blocked adds no refusal.
    t.clock.set(new Date(start.getTime() + REFUSAL_WINDOW_MS));
    expect(await probe('50')).toEqual(blocked);
    expect(await refusalRows(prober.signupId)).toBe(REFUSAL_LIMIT);
    expect(await storedRounds(t, prober.signupId)).toHaveLength(1);
    const zh = await t.call({
      method: 'POST',
      url: '/prod-api/system/quotes/bidQuotes',
      token: prober.token,
      locale: 'zh',
      timezone: 'Asia/Shanghai',
      payload: { sectionId: section, requestKey: randomUUID(), sectors: [{ id: pipe, sectorPrice: '89' }, { id: valve, sectorPrice: '20' }] },
    });
    expect(zh.msg).toBe(`被拒绝的报价轮次过多（10 分钟内最多 10 次），请在 ${new Date(start.getTime() + 1000 + REFUSAL_WINDOW_MS + 8 * 3_600_000).toISOString().slice(11, 19)} 之后再报价`);

    t.clock.set(new Date(start.getTime() + 1000 + REFUSAL_WINDOW_MS));
    expect(await probe('89.99')).toMatchObject({ code: 200, data: { quotesCount: 2 } });
  });

  it('count per sign-up: another supplier of the section still quotes, and the buyer sees the refusals of each', async () => {
    const { section, pipe, valve, rival, prober } = await auctionWithRival();
    for (let i = 0; i < REFUSAL_LIMIT; i += 1) {
      expect((await submit(prober.token, section, [{ id: pipe, sectorPrice: '90.00' }, { id: valve, sectorPrice: '20' }])).code).toBe(601);
    }
    expect(await submit(rival.token, section, [{ id: pipe, sectorPrice: '89' }, { id: valve, sectorPrice: '20' }])).toMatchObject({ code: 200 });
    const admin = await staff(t, 'admin');
    const view = (await q.adminQuotes(admin, section)).data;
    const refused = Object.fromEntries(view.suppliers.map((s: { signupId: number; refusedRounds: number }) => [s.signupId, s.refusedRounds]));
    expect(refused).toEqual({ [prober.signupId]: REFUSAL_LIMIT, [rival.signupId]: 0 });
  });
});
