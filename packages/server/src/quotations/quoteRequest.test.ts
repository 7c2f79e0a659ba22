import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { quoteCalls, quotingSection, quotingSupplier, storedRounds } from './testSupport';

const t = await testApp();
const q = quoteCalls(t);

/** POST /system/quotes/bidQuotes with any body and headers, as a client written to part 2 §7 sends it. */
const send = (token: string, payload: unknown, headers: Record<string, string> = {}, locale = 'en') =>
  t.call({ method: 'POST', url: '/prod-api/system/quotes/bidQuotes', token, locale, payload: payload as Record<string, unknown>, headers });

const keysOf = async (signupId: number) =>
  (await t.db.query<{ request_key: string }>('SELECT request_key FROM quote_round WHERE signup_id = $1 ORDER BY quotes_count', [signupId])).map((r) => r.request_key);

describe('the body of part 2 §7: a bare array of sectors', () => {
  it('records the round of the section its sectors belong to, with a key derived from the sign-up and the round', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const body = await send(s.token, [{ id: pipe, sectorPrice: '90', totalPrice: '1' }, { id: valve, sectorPrice: '30' }]);
    expect(body).toMatchObject({ code: 200, data: { quotesCount: 1, totalPrice: '990.00', replayed: false } });
    expect(await keysOf(s.signupId)).toEqual([expect.stringMatching(/^auto-[0-9a-f]{64}$/)]);
  });

  it('stores a repeated identical round once (double click or retry), yet a price may go back to an earlier round', async () => {
    const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 0 });
    const s = await quotingSupplier(t, section);
    const a = [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }];
    const b = [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '30' }];
    const [first, clicked] = await Promise.all([send(s.token, a), send(s.token, a)]);
    expect([first.data.id, clicked.data.id]).toEqual([first.data.id, first.data.id]);
    expect([first.data.replayed, clicked.data.replayed].sort()).toEqual([false, true]);
    expect(await send(s.token, [...a].reverse())).toMatchObject({ code: 200, data: { id: first.data.id, replayed: true } });
    expect(await send(s.token, b)).toMatchObject({ code: 200, data: { quotesCount: 2, replayed: false } });
    expect(await send(s.token, a)).toMatchObject({ code: 200, data: { quotesCount: 3, replayed: false } });
    expect(await send(s.token, a)).toMatchObject({ code: 200, data: { quotesCount: 3, replayed: true } });
    expect((await storedRounds(t, s.signupId)).map((r) => r.total_price)).toEqual(['990.0000', '890.0000', '990.0000']);
  });

  it('refuses sectors of two sections and ids of no sector, storing nothing', async () => {
    const one = await quotingSection(t);
    const other = await quotingSection(t);
    const s = await quotingSupplier(t, one.section);
    expect(await send(s.token, [{ id: one.pipe, sectorPrice: '90' }, { id: other.valve, sectorPrice: '30' }])).toEqual({
      code: 601,
      msg: 'One quotation can only list items of one project',
    });
    expect(await send(s.token, [{ id: one.pipe, sectorPrice: '90' }, { id: other.valve, sectorPrice: '30' }], {}, 'lo')).toEqual({
      code: 601,
      msg: 'ການສະເໜີລາຄາໜຶ່ງຄັ້ງມີໄດ້ສະເພາະລາຍການຂອງໂຄງການດຽວ',
    });
    expect(await send(s.token, [{ id: 2 ** 40, sectorPrice: '90' }])).toEqual({ code: 601, msg: 'The quote lists an item that is not part of this project' });
    expect(await send(s.token, [])).toMatchObject({ code: 601, msg: 'Please maintain at least one row' });
    expect(await storedRounds(t, s.signupId)).toEqual([]);
  });

  it("answers 404 for the sectors of a section the company did not sign up for, as for the object form", async () => {
    const { pipe, valve } = await quotingSection(t);
    const signedUpElsewhere = await quotingSupplier(t, (await quotingSection(t)).section);
    expect((await send(signedUpElsewhere.token, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).code).toBe(404);
  });
});

describe('the idempotency key', () => {
  it('takes the Idempotency-Key header: a retry with it answers the stored round', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const prices = [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }];
    const first = await send(s.token, prices, { 'Idempotency-Key': 'header-key-0001' });
    expect(await send(s.token, prices, { 'Idempotency-Key': 'header-key-0001' })).toMatchObject({ code: 200, data: { id: first.data.id, replayed: true } });
    expect(await send(s.token, { sectionId: section, sectors: prices }, { 'Idempotency-Key': 'header-key-0001' })).toMatchObject({ data: { id: first.data.id, replayed: true } });
    expect(await keysOf(s.signupId)).toEqual(['header-key-0001']);
  });

  it("keeps today's object form {sectionId, requestKey, sectors}; a header that contradicts its key or is malformed is refused", async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const prices = [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }];
    expect(await send(s.token, { sectionId: section, requestKey: 'body-key-0001', sectors: prices }, { 'Idempotency-Key': 'other-key-0001' })).toEqual({
      code: 601,
      msg: 'The Idempotency-Key header and the requestKey differ',
    });
    expect(await send(s.token, prices, { 'Idempotency-Key': 'bad key!' })).toEqual({ code: 601, msg: 'The value of Idempotency-Key is invalid' });
    expect((await q.submit(s.token, section, prices, 'body-key-0001')).code).toBe(200);
    expect(await send(s.token, { sectionId: section, requestKey: 'body-key-0001', sectors: prices }, { 'Idempotency-Key': 'body-key-0001' })).toMatchObject({ data: { replayed: true } });
    expect(await keysOf(s.signupId)).toEqual(['body-key-0001']);
  });
});
