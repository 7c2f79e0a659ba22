import { describe, expect, it } from 'vitest';
import { bidQuotesSchema } from '@portal/domain';
import { testApp } from '../test/harness';
import { staff } from '../certification/testSupport';
import { buyer } from '../test/staffSupport';
import { submitRound } from './commands';
import { HOUR, appointExtraRound, lineCount, quoteCalls, quotingSection, quotingSupplier, storedRounds } from './testSupport';

const t = await testApp();
const q = quoteCalls(t);
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);

describe('submitting a round', () => {
  it('records the round with amounts the server computes, ignoring the client totals', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const body = await q.submit(s.token, section, [
      { id: pipe, sectorPrice: '80.129', totalPrice: '1', totalMaterialPrice: '1', otherExpenses: '5', taxRate: '9', remarks: 'fob' },
      { id: valve, sectorPrice: '20', totalPrice: '999999' },
    ]);
    // 80.129 has 3 decimals: refused as malformed, naming the item.
    expect(body).toMatchObject({ code: 601, msg: 'The unit price of Steel pipe must be a number with at most 2 decimals and 33 characters' });
    const ok = await q.submit(s.token, section, [
      { id: pipe, sectorPrice: '80.12', totalPrice: '1', totalMaterialPrice: '1', otherExpenses: '5', taxRate: '9', remarks: 'fob' },
      { id: valve, sectorPrice: 20, totalPrice: '999999' },
    ]);
    expect(ok).toMatchObject({
      code: 200,
      msg: 'Quotation submitted',
      data: {
        quotesCount: 1,
        totalPrice: '866.20',
        replayed: false,
        quotesList: [
          { id: pipe, sectorPrice: '80.12', otherExpenses: '5.00', totalMaterialPrice: '801.20', totalPrice: '806.20', taxRate: '9', remarks: 'fob' },
          { id: valve, sectorPrice: '20.00', otherExpenses: '0.00', totalMaterialPrice: '60.00', totalPrice: '60.00', taxRate: '13' },
        ],
      },
    });
    expect(await storedRounds(t, s.signupId)).toEqual([{ id: ok.data.id, quotes_count: 1, total_price: '866.2000' }]);
  });

  it('keeps 4 decimals with total-price quoting', async () => {
    const { section, pipe, valve } = await quotingSection(t, { quotation_method: 1 });
    const s = await quotingSupplier(t, section);
    const ok = await q.submit(s.token, section, [{ id: pipe, totalPrice: '99.1234' }, { id: valve, totalPrice: '0.0001', otherExpenses: '1' }]);
    expect(ok.data).toMatchObject({ totalPrice: '100.1235', quotesList: [{ sectorPrice: null, totalPrice: '99.1234' }, { totalPrice: '1.0001' }] });
  });

  it('refuses a price one cent over the maximum and accepts it exactly at the maximum, storing nothing on refusal', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const before = await lineCount(t);
    const over = await q.submit(s.token, section, [{ id: pipe, sectorPrice: '100.01' }, { id: valve, sectorPrice: '1' }], undefined, 'zh');
    expect(over).toMatchObject({ code: 601, msg: '标的 钢管 的报价不能超过最高限价 100.00' });
    expect(await lineCount(t)).toBe(before);
    expect(await storedRounds(t, s.signupId)).toEqual([]);
    expect((await q.submit(s.token, section, [{ id: pipe, sectorPrice: '100.00' }, { id: valve, sectorPrice: '1' }])).code).toBe(200);
  });

  it('asks every item with whole-bid award, one with any-item award', async () => {
    const whole = await quotingSection(t);
    const s = await quotingSupplier(t, whole.section);
    expect(await q.submit(s.token, whole.section, [{ id: whole.pipe, sectorPrice: '90' }, { id: whole.valve }])).toMatchObject({ code: 601, msg: 'Please maintain the price for item Valve' });
    const any = await quotingSection(t, { successful_bidder_method: 1 });
    const s2 = await quotingSupplier(t, any.section);
    expect(await q.submit(s2.token, any.section, [{ id: any.pipe }, { id: any.valve }])).toMatchObject({ code: 601, msg: 'Please maintain at least one row' });
    const ok = await q.submit(s2.token, any.section, [{ id: any.valve, sectorPrice: '7' }]);
    expect(ok.data).toMatchObject({ totalPrice: '21.00', quotesList: [{ id: any.valve }] });
  });

  it('refuses another section\'s sector and a section the company did not sign up for', async () => {
    const a = await quotingSection(t);
    const b = await quotingSection(t);
    const s = await quotingSupplier(t, a.section);
    expect(await q.submit(s.token, a.section, [{ id: b.pipe, sectorPrice: '60' }])).toMatchObject({ code: 601, msg: 'The quote lists an item that is not part of this project' });
    expect((await q.submit(s.token, b.section, [{ id: b.pipe, sectorPrice: '60' }, { id: b.valve, sectorPrice: '1' }])).code).toBe(404);
    expect(await storedRounds(t, s.signupId)).toEqual([]);
  });

  it('asks a supplier login', async () => {
    const { section, pipe } = await quotingSection(t);
    expect((await q.submit(undefined, section, [{ id: pipe, sectorPrice: '60' }])).code).toBe(401);
    expect((await q.submit(await staff(t, 'buyer'), section, [{ id: pipe, sectorPrice: '60' }])).code).toBe(403);
  });

  it('accepts only sys_tax_rate tax rates and sys_volume_unit / sys_weight_unit units, storing nothing otherwise', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const line = (fields: Record<string, unknown>) => [{ id: pipe, sectorPrice: '90', ...fields }, { id: valve, sectorPrice: '30' }];
    expect(await q.submit(s.token, section, line({ taxRate: '7' }))).toMatchObject({ code: 601, msg: 'The tax rate is invalid' });
    expect(await q.submit(s.token, section, line({ taxRate: '13.5' }), undefined, 'zh')).toMatchObject({ code: 601, msg: '税率无效' });
    expect(await q.submit(s.token, section, line({ volume: '2', volumeUnit: 'gallon' }))).toMatchObject({ code: 601, msg: 'The volume unit is invalid' });
    expect(await q.submit(s.token, section, line({ weight: '2', weightUnit: 'lb' }), undefined, 'lo')).toMatchObject({ code: 601, msg: 'ຫົວໜ່ວຍນ້ຳໜັກບໍ່ຖືກຕ້ອງ' });
    expect(await storedRounds(t, s.signupId)).toEqual([]);
    const ok = await q.submit(s.token, section, line({ taxRate: 6, volume: '2', volumeUnit: 'm3', weight: '1.5', weightUnit: 't' }));
    expect(ok.data.quotesList[0]).toMatchObject({ taxRate: '6', volume: '2.0000', volumeUnit: 'm3', weight: '1.5000', weightUnit: 't' });
  });

  it('asks the company to pass the certification check, as sign-up does', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const prices = [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }];
    await t.db.query("UPDATE company SET certification_status = 'Auth' WHERE id = $1", [s.companyId]);
    expect(await q.submit(s.token, section, prices)).toMatchObject({ code: 601, msg: 'The current user is not authenticated, please authenticate first' });
    await t.db.query("UPDATE company SET certification_status = 'prompt' WHERE id = $1", [s.companyId]);
    expect(await q.submit(s.token, section, prices, undefined, 'zh')).toMatchObject({ code: 601, msg: '企业认证审核中，请耐心等待' });
    expect(await storedRounds(t, s.signupId)).toEqual([]);
    await t.db.query("UPDATE company SET certification_status = 'skip' WHERE id = $1", [s.companyId]);
    expect((await q.submit(s.token, section, prices)).code).toBe(200);
  });

  it('stores a round with its lines and audit record together, and a round arriving at the end not at all', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const user = { id: s.userId, role: 'supplier' as const, companyId: s.companyId, operationUserType: 0, sessionHash: '' };
    const form = bidQuotesSchema.parse({ sectionId: section, requestKey: 'in-time-round', sectors: [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }] });
    const lines = async (roundId: number) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_line WHERE round_id = $1', [roundId]))[0].n;
    const { round } = await submitRound(t.db, user, form, { now: t.clock.now(), arrival: t.clock.now(), cutoff: t.clock.now() }, 'en');
    expect(await lines(round.id)).toBe(2);
    expect(await t.db.query("SELECT actor_id, action, after FROM audit_log WHERE entity = 'quote_round' AND entity_id = $1", [round.id])).toEqual([
      { actor_id: s.userId, action: 'quote', after: { sectionId: section, signupId: s.signupId, quotesCount: 1, totalPrice: '990.0000' } },
    ]);
    // Arriving at the end time: refused, and neither a round, its lines nor an audit record is written.
    const late = bidQuotesSchema.parse({ ...form, requestKey: 'at-the-end', sectors: [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '30' }] });
    const [{ ent_time: end }] = await t.db.query<{ ent_time: Date }>('SELECT ent_time FROM section WHERE id = $1', [section]);
    const audits = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'quote_round' AND (after ->> 'signupId')::bigint = $1", [s.signupId]))[0].n;
    const linesBefore = await lineCount(t);
    await expect(submitRound(t.db, user, late, { now: t.clock.now(), arrival: end, cutoff: end }, 'en')).rejects.toMatchObject({ key: 'quoteNotOpen' });
    expect(await audits()).toBe(1);
    expect(await lineCount(t)).toBe(linesBefore);
    expect(await storedRounds(t, s.signupId)).toHaveLength(1);
  });

  it('uses the sector\'s settlement method where the sector forces it', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    await t.db.query('UPDATE sector SET settle_method = 2, is_force_settle_method = 1 WHERE id = $1', [pipe]);
    const s = await quotingSupplier(t, section);
    const ok = await q.submit(s.token, section, [{ id: pipe, sectorPrice: '60', settleMethod: 0 }, { id: valve, sectorPrice: '1', settleMethod: 1 }]);
    expect(ok.data.quotesList.map((l: { settleMethod: number }) => l.settleMethod)).toEqual([2, 1]);
  });
});

describe('later rounds', () => {
  it('refuses a round that does not improve, then records round two', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    expect(await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).toMatchObject({
      code: 601,
      msg: 'At least one item must be priced lower than in your last quote',
    });
    expect(await q.submit(s.token, section, [{ id: pipe, sectorPrice: '89.99' }, { id: valve, sectorPrice: '30.04' }])).toMatchObject({
      code: 601,
      msg: 'The total of this round must be lower than your last round',
    });
    const two = await q.submit(s.token, section, [{ id: pipe, sectorPrice: '89.99' }, { id: valve, sectorPrice: '30' }]);
    expect(two.data).toMatchObject({ quotesCount: 2, totalPrice: '989.90' });
    expect((await storedRounds(t, s.signupId)).map((r) => r.quotes_count)).toEqual([1, 2]);
  });

  it('asks a lowered price to beat the lowest price of the whole auction, naming the bound every participant is shown', async () => {
    const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 1 });
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    const carol = await quotingSupplier(t, section);
    await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '70' }, { id: valve, sectorPrice: '30' }]);
    const refused = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '70' }, { id: valve, sectorPrice: '30' }]);
    expect(refused).toMatchObject({ code: 601, msg: 'A lowered price of Steel pipe must be below the lowest price of the auction so far, 70.00' });
    // Equal information (DESIGN.md §5): Carol, who never quoted, is shown the same bound the refusal told Alice.
    const shown = (await q.info(carol.token, section)).data.bidSectors.map((s: { minOrMaxQuotesAmount: string | null }) => s.minOrMaxQuotesAmount);
    expect(shown).toEqual(['70.00', '30.00']);
    expect(refused.msg).toContain(shown[0]);
    expect((await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '69.99' }, { id: valve, sectorPrice: '30' }])).code).toBe(200);
    expect((await q.info(carol.token, section)).data.bidSectors[0].minOrMaxQuotesAmount).toBe('69.99');
  });

  it('shows no auction bound where the round-over-round rules do not apply: a supplier sees only its own best', async () => {
    const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 0 });
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '70' }, { id: valve, sectorPrice: '30' }]);
    expect((await q.info(alice.token, section)).data.bidSectors.map((s: { minOrMaxQuotesAmount: string | null }) => s.minOrMaxQuotesAmount)).toEqual([null, null]);
    await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '35' }]);
    expect((await q.info(alice.token, section)).data.bidSectors.map((s: { minOrMaxQuotesAmount: string | null }) => s.minOrMaxQuotesAmount)).toEqual(['90.00', '35.00']);
  });
});

describe('who counts in the auction and the ranks', () => {
  it('leaves out the prices of withdrawn, ended and disabled sign-ups, in the bound and in the ranks', async () => {
    const { section, pipe, valve } = await quotingSection(t, { show_ranking: 1, ranking_type: 1 });
    const alice = await quotingSupplier(t, section);
    const others = await Promise.all([0, 1, 2].map(() => quotingSupplier(t, section)));
    await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    for (const [i, s] of others.entries()) await q.submit(s.token, section, [{ id: pipe, sectorPrice: String(70 - i) }, { id: valve, sectorPrice: '30' }]);
    expect((await q.info(alice.token, section)).data.ranking).toBe(4);
    const [withdrawn, ended, disabled] = others;
    await t.db.query('UPDATE signup SET supplier_bid_status = -1 WHERE id = $1', [withdrawn.signupId]);
    await t.db.query('UPDATE signup SET supplier_bid_status = 14 WHERE id = $1', [ended.signupId]);
    await t.db.query('UPDATE signup SET disabled = 1 WHERE id = $1', [disabled.signupId]);
    // 75 is above every price they quoted (70, 69, 68) but below every competing one (alice's own 90).
    const lowered = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '75' }, { id: valve, sectorPrice: '30' }]);
    expect(lowered.data).toMatchObject({ quotesCount: 2 });
    expect((await q.info(alice.token, section)).data.ranking).toBe(1);
    await t.db.query('UPDATE signup SET disabled = 0 WHERE id = $1', [disabled.signupId]);
    expect((await q.info(alice.token, section)).data.ranking).toBe(2);
    expect(await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '74' }, { id: valve, sectorPrice: '30' }])).toMatchObject({
      code: 601,
      msg: 'A lowered price of Steel pipe must be below the lowest price of the auction so far, 68.00',
    });
  });
});

describe('the auction bounds read', () => {
  /** Every node of a plan of EXPLAIN (FORMAT JSON). */
  type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Scan Direction'?: string; Plans?: PlanNode[] };
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

  it.each([
    [0, 'quote_line_sector_compared_price'],
    [1, 'quote_line_sector_material_total'],
  ])('walks each end of the price index of quotation method %i in order, sorting nothing, on tables never analyzed', async (method, index) => {
    const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 1, quotation_method: method });
    for (let i = 0; i < 3; i++) {
      const s = await quotingSupplier(t, section);
      const prices = method === 1 ? [{ totalPrice: String(99 - i) }, { totalPrice: '30' }] : [{ sectorPrice: String(90 - i) }, { sectorPrice: '30' }];
      expect(await q.submit(s.token, section, [{ id: pipe, ...prices[0] }, { id: valve, ...prices[1] }])).toMatchObject({ code: 200 });
    }
    // The query quote_auction_bounds runs for this method (migration 107), planned with the function's settings.
    const [{ source, proconfig }] = await t.db.query<{ source: string; proconfig: string[] }>(
      "SELECT prosrc AS source, proconfig FROM pg_proc WHERE proname = 'quote_auction_bounds'",
    );
    expect(proconfig.sort()).toEqual(['enable_bitmapscan=off', 'enable_sort=off']);
    const queries = [...source.matchAll(/RETURN \(([\s\S]*?)\);/g)].map((m) => m[1].replaceAll('p_section', '$1'));
    expect(queries).toHaveLength(2);
    const all = await t.db.transaction(async (tx) => {
      for (const setting of proconfig) await tx.query(`SET LOCAL ${setting}`);
      const [row] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(`EXPLAIN (FORMAT JSON) ${queries[method === 1 ? 0 : 1]}`, [section]);
      const plan = row['QUERY PLAN'];
      return nodes((typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)[0].Plan);
    });
    expect(all.filter((n) => n['Node Type'] === 'Sort')).toEqual([]);
    const walks = all.filter((n) => n['Index Name'] === index).map((n) => `${n['Node Type']} ${n['Scan Direction']}`);
    expect(walks.sort()).toEqual(['Index Scan Backward', 'Index Scan Forward']);
  });
});

describe('end time', () => {
  it('accepts a round one millisecond before the end and refuses it at the end', async () => {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: at(HOUR) });
    const s = await quotingSupplier(t, section);
    t.clock.advance(HOUR - 1);
    const ok = await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    expect(ok.code).toBe(200);
    t.clock.advance(1);
    const late = await q.submit(s.token, section, [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '30' }]);
    expect(late).toMatchObject({ code: 601, msg: 'Quoting is not open for you at this time' });
    expect((await storedRounds(t, s.signupId)).length).toBe(1);
    expect((await q.endTime(s.token, section)).data).toMatchObject({ sectionStauts: 2, canQuote: false });
  });

  it('lets an appointed supplier quote until its extra round ends, and only it', async () => {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: at(HOUR) });
    const appointed = await quotingSupplier(t, section);
    const other = await quotingSupplier(t, section);
    const extraEnd = new Date(at(2 * HOUR).getTime());
    for (const s of [appointed, other]) await q.submit(s.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '30' }]);
    await appointExtraRound(t, section, [appointed.signupId], extraEnd);
    t.clock.advance(HOUR + 1000);
    const answer = await q.endTime(appointed.token, section);
    expect(answer.data).toMatchObject({ sectionStauts: 2, isAppointSupplierQuotationIng: 1, canQuote: true, actions: ['quote'], entTime: extraEnd.toISOString().slice(0, 19).replace('T', ' ') });
    expect((await q.endTime(other.token, section)).data).toMatchObject({ isAppointSupplierQuotationIng: 0, canQuote: false, actions: [] });
    const prices = [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }];
    expect((await q.submit(appointed.token, section, prices)).data).toMatchObject({ quotesCount: 2 });
    expect((await q.submit(other.token, section, prices)).code).toBe(601);
    t.clock.set(new Date(extraEnd.getTime() - 1));
    expect((await q.submit(appointed.token, section, [{ id: pipe, sectorPrice: '85' }, { id: valve, sectorPrice: '30' }])).code).toBe(200);
    t.clock.set(extraEnd);
    expect((await q.submit(appointed.token, section, [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '30' }])).code).toBe(601);
  });

  it('tells the end time and the server time, and refuses a sign-up that is not ready to quote', async () => {
    const end = at(HOUR);
    const { section, pipe } = await quotingSection(t, { ent_time: end });
    const s = await quotingSupplier(t, section, { supplier_bid_status: 9 });
    expect((await q.endTime(s.token, section)).data).toEqual({
      entTime: end.toISOString().slice(0, 19).replace('T', ' '),
      nowTime: t.clock.now().toISOString().slice(0, 19).replace('T', ' '),
      sectionStauts: 1,
      isAppointSupplierQuotationIng: 0,
      canQuote: false,
      actions: [],
    });
    expect((await q.submit(s.token, section, [{ id: pipe, sectorPrice: '60' }])).code).toBe(601);
  });
});

describe('retries and concurrency', () => {
  it('answers the stored round to a retry with the same request key, even after the end time', async () => {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: at(HOUR) });
    const s = await quotingSupplier(t, section);
    const prices = [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }];
    const first = await q.submit(s.token, section, prices, 'key-0001-abcdef');
    const again = await q.submit(s.token, section, prices, 'key-0001-abcdef');
    expect(again).toMatchObject({ code: 200, data: { id: first.data.id, quotesCount: 1, replayed: true } });
    t.clock.advance(HOUR + 60_000);
    const late = await q.submit(s.token, section, prices, 'key-0001-abcdef');
    expect(late, JSON.stringify(late)).toMatchObject({ code: 200 });
    expect(late.data).toMatchObject({ id: first.data.id, replayed: true });
    expect(await storedRounds(t, s.signupId)).toHaveLength(1);
  });

  it('refuses a request key used before for a different quotation, and replays the same quotation sent in another order', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const first = await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90', remarks: 'r' }, { id: valve, sectorPrice: '30' }], 'key-0002-abcdef');
    const reordered = await q.submit(s.token, section, [{ id: valve, sectorPrice: 30 }, { id: pipe, remarks: 'r', sectorPrice: '90' }], 'key-0002-abcdef');
    expect(reordered.data).toMatchObject({ id: first.data.id, replayed: true });
    for (const [sectors, locale, msg] of [
      [[{ id: pipe, sectorPrice: '80', remarks: 'r' }, { id: valve, sectorPrice: '30' }], 'en', 'This request key was already used for a different quotation'],
      [[{ id: pipe, sectorPrice: '90', remarks: 'other' }, { id: valve, sectorPrice: '30' }], 'zh', '该请求标识已用于另一份报价'],
      [[{ id: pipe, sectorPrice: '90', remarks: 'r' }], 'lo', 'ລະຫັດຄຳຮ້ອງນີ້ຖືກໃຊ້ແລ້ວສຳລັບການສະເໜີລາຄາອື່ນ'],
    ] as const) {
      expect(await q.submit(s.token, section, [...sectors], 'key-0002-abcdef', locale)).toEqual({ code: 601, msg });
    }
    expect(await storedRounds(t, s.signupId)).toEqual([{ id: first.data.id, quotes_count: 1, total_price: '990.0000' }]);
  });

  it('records a double click (same key, at once) once', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const prices = [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }];
    const answers = await Promise.all(Array.from({ length: 5 }, () => q.submit(s.token, section, prices, 'double-click-key')));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(await storedRounds(t, s.signupId)).toHaveLength(1);
  });

  it('turns concurrent different rounds of one supplier into consecutive rounds or refusals, never a duplicate number', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => q.submit(s.token, section, [{ id: pipe, sectorPrice: String(95 - i) }, { id: valve, sectorPrice: '30' }])),
    );
    const accepted = answers.filter((a) => a.code === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.code === 200 || a.code === 601)).toBe(true);
    const rounds = await storedRounds(t, s.signupId);
    expect(rounds.map((r) => r.quotes_count)).toEqual(rounds.map((_, i) => i + 1));
    expect(rounds.length).toBe(accepted.length);
    expect(accepted.map((a) => a.data.quotesCount).sort()).toEqual(rounds.map((r) => r.quotes_count));
  });

  it('lets different suppliers race later rounds under isYuanJu: no price enters past the bound, one of two equal undercuts wins', async () => {
    const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 1 });
    const suppliers = await Promise.all(Array.from({ length: 6 }, () => quotingSupplier(t, section)));
    for (const s of suppliers) await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    // Two equal undercuts at once: exactly one enters, the other is refused by the bound the first set.
    const equal = await Promise.all(suppliers.slice(0, 2).map((s) => q.submit(s.token, section, [{ id: pipe, sectorPrice: '85' }, { id: valve, sectorPrice: '30' }])));
    expect(equal.map((a) => a.code).sort()).toEqual([200, 601]);
    expect(equal.find((a) => a.code === 601)!.msg).toBe('A lowered price of Steel pipe must be below the lowest price of the auction so far, 85.00');
    // Every supplier undercuts at once, several times, with prices that cross each other.
    const answers = await Promise.all(
      suppliers.flatMap((s, i) => [0, 1, 2].map((k) => q.submit(s.token, section, [{ id: pipe, sectorPrice: (84 - ((i * 3 + k * 5) % 7) * 0.5).toFixed(2) }, { id: valve, sectorPrice: '30' }]))),
    );
    expect(answers.every((a) => a.code === 200 || a.code === 601)).toBe(true);
    const rows = await t.db.query<{ id: number; quotes_count: number; price: string }>(
      'SELECT r.id, r.quotes_count, l.sector_price::text AS price FROM quote_round r JOIN quote_line l ON l.round_id = r.id AND l.sector_id = $2 WHERE r.section_id = $1 ORDER BY r.id',
      [section, pipe],
    );
    // In the order they were stored, every later round's price is strictly below every price stored before it.
    let lowest = Infinity;
    for (const row of rows) {
      if (row.quotes_count > 1) expect(Number(row.price), `round ${row.id}`).toBeLessThan(lowest);
      lowest = Math.min(lowest, Number(row.price));
    }
    expect(rows.length).toBe(6 + 1 + answers.filter((a) => a.code === 200).length);
    expect(new Set(rows.filter((r) => r.quotes_count > 1).map((r) => r.price)).size).toBe(rows.filter((r) => r.quotes_count > 1).length);
  });

  it('lets many suppliers quote at once', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const suppliers = await Promise.all(Array.from({ length: 4 }, () => quotingSupplier(t, section)));
    const answers = await Promise.all(suppliers.map((s, i) => q.submit(s.token, section, [{ id: pipe, sectorPrice: String(90 - i) }, { id: valve, sectorPrice: '30' }])));
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200]);
  });
});

describe('history and ranking', () => {
  it('lists only the caller\'s rounds, oldest first', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '85' }, { id: valve, sectorPrice: '30' }]);
    await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '84' }, { id: valve, sectorPrice: '30' }]);
    const history = await q.history(alice.token, section);
    expect(history.data.map((r: { quotesCount: number; totalPrice: string }) => [r.quotesCount, r.totalPrice])).toEqual([[1, '990.00'], [2, '930.00']]);
    expect(history.data[1].quotesList[0]).toMatchObject({ id: pipe, sectorPrice: '84.00' });
    expect((await q.history(bob.token, section)).data).toHaveLength(1);
  });

  it('shows the caller its rank of the total (rankingType 1) or per item (rankingType 2) only with showRanking', async () => {
    for (const [rankingType, showRanking] of [[1, 1], [2, 1], [1, 0]] as const) {
      const { section, pipe, valve } = await quotingSection(t, { show_ranking: showRanking, ranking_type: rankingType });
      const alice = await quotingSupplier(t, section);
      const bob = await quotingSupplier(t, section);
      await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '10' }]);
      await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '40' }]);
      const info = (await q.info(alice.token, section)).data;
      if (!showRanking) {
        expect(info.ranking).toBeNull();
        expect(info.bidSectors.map((s: { priceRanking: number | null }) => s.priceRanking)).toEqual([null, null]);
      } else if (rankingType === 1) {
        expect(info.ranking).toBe(2); // 930 against 920
        expect(info.bidSectors.map((s: { priceRanking: number | null }) => s.priceRanking)).toEqual([null, null]);
      } else {
        expect(info.ranking).toBeNull();
        expect(info.bidSectors.map((s: { priceRanking: number | null }) => s.priceRanking)).toEqual([2, 1]);
      }
    }
  });

  it('fills the quotation page with the caller\'s latest quote and the section\'s terms', async () => {
    const { section, pipe, valve } = await quotingSection(t, { advance_payment_ratio: '30.00' });
    const s = await quotingSupplier(t, section);
    const empty = (await q.info(s.token, section)).data;
    expect(empty.lastRound).toBeNull();
    expect(empty.bidSection).toMatchObject({ id: section, signupId: s.signupId, canQuote: true, actions: ['quote'], advancePaymentRatio: '30.00' });
    expect(empty.bidSectors[0]).toMatchObject({ id: pipe, sectorPrice: null, taxRate: '13', maxPrice: '100.00' });
    await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90', taxRate: '6', remarks: 'r' }, { id: valve, sectorPrice: '30' }]);
    const filled = (await q.info(s.token, section)).data;
    expect(filled.lastRound).toMatchObject({ quotesCount: 1, totalPrice: '990.00' });
    expect(filled.bidSectors[0]).toMatchObject({ id: pipe, sectorPrice: '90.00', totalPrice: '900.00', taxRate: '6', remarks: 'r', sectorName: '钢管' });
    expect(filled.bidSectors[1]).toMatchObject({ id: valve, sectorPrice: '30.00' });
  });
});

describe('buyer view of the quotes', () => {
  it('shows the section\'s buyer and admins who quoted and when, sealed until quoting ends, then every round\'s prices and ranks; other buyers 404, suppliers 403', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '85' }, { id: valve, sectorPrice: '30' }]);
    const owner = await buyer(t);
    await t.db.query('UPDATE section SET buyer_company_id = $2 WHERE id = $1', [section, owner.companyId]);
    const row = (s: { supplierName: string; ranking: number | null; latestTotalPrice: string | null; rounds: { totalPrice: string | null; quotesList: unknown[] }[] }) => [
      s.supplierName,
      s.ranking,
      s.latestTotalPrice,
      s.rounds.map((r) => [r.totalPrice, r.quotesList.length]),
    ];
    // Quoting runs: who and how many rounds, in the order they signed up; no price, no rank; the bounds every participant sees.
    const sealed = await q.adminQuotes(owner.token, section);
    expect(sealed.data).toMatchObject({ pricesOpened: false, bounds: { [pipe]: '85.00', [valve]: '30.00' } });
    expect(sealed.data.suppliers.map(row)).toEqual([
      [alice.companyName, null, null, [[null, 0]]],
      [bob.companyName, null, null, [[null, 0]]],
    ]);
    expect(JSON.stringify(sealed)).not.toContain('880.00');
    // Quoting ended: the prices are opened.
    t.clock.advance(HOUR + 1000);
    const view = await q.adminQuotes(owner.token, section);
    expect(view.data.pricesOpened).toBe(true);
    expect(view.data.suppliers.map(row)).toEqual([
      [bob.companyName, 1, '940.00', [['940.00', 2]]],
      [alice.companyName, 2, '990.00', [['990.00', 2]]],
    ]);
    expect((await q.adminQuotes(await staff(t, 'admin'), section)).data.suppliers).toHaveLength(2);
    expect((await q.adminQuotes((await buyer(t)).token, section)).code).toBe(404);
    expect((await q.adminQuotes(alice.token, section)).code).toBe(403);
    expect((await q.adminQuotes(undefined, section)).code).toBe(401);
  });
});
