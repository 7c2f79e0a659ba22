import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { staff } from '../certification/testSupport';
import { detailSection, HOUR, lineCount, pricedPump, quoteCalls, quotingSupplier } from './testSupport';

const t = await testApp();
const q = quoteCalls(t);

const detailLineCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_detail_line'))[0].n;

describe('quoting a sector through its detail rows', () => {
  it('prices each detail row, sums them into the sector and ignores every amount the client computed', async () => {
    const { section, pipe, pump, motor, frame } = await detailSection(t);
    const s = await quotingSupplier(t, section);
    const ok = await q.submit(s.token, section, [
      { id: pipe, sectorPrice: '80' },
      {
        id: pump,
        sectorPrice: '1',
        totalPrice: '1',
        otherExpenses: '999',
        detailsList: [
          { id: motor, sectorPrice: '33.33', otherExpenses: '1.5', totalPrice: '1', totalMaterialPrice: '1' },
          { id: frame, sectorPrice: '10.01' },
        ],
      },
    ]);
    // Motor 33.33 × 2 = 66.66 + 1.50; frame 10.01 × 0.5 = 5.005 → 5.01; pump 73.17; pipe 800.00.
    expect(ok).toMatchObject({
      code: 200,
      data: {
        totalPrice: '873.17',
        quotesList: [
          { id: pipe, sectorPrice: '80.00', totalPrice: '800.00', detailsList: [] },
          pricedPump({ pump, motor, frame }),
        ],
      },
    });
    const stored = await t.db.query('SELECT detail_id, sector_price::text, total_price::text FROM quote_detail_line WHERE round_id = $1 ORDER BY detail_id', [ok.data.id]);
    expect(stored).toEqual([
      { detail_id: motor, sector_price: '33.3300', total_price: '68.1600' },
      { detail_id: frame, sector_price: '10.0100', total_price: '5.0100' },
    ]);
  });

  it('refuses a detail row of another sector, a repeated one and a partly priced sector, storing nothing', async () => {
    const { section, pipe, pump, motor, frame } = await detailSection(t);
    const other = await detailSection(t);
    const s = await quotingSupplier(t, section);
    const before = [await lineCount(t), await detailLineCount()];
    const unknown = { code: 601, msg: 'The quote lists a detail row that is not part of item Pump' };
    expect(await q.submit(s.token, section, [{ id: pump, detailsList: [{ id: motor, sectorPrice: '1' }, { id: other.frame, sectorPrice: '1' }] }])).toMatchObject(unknown);
    expect(await q.submit(s.token, section, [{ id: pump, detailsList: [{ id: motor, sectorPrice: '1' }, { id: motor, sectorPrice: '2' }, { id: frame, sectorPrice: '1' }] }])).toMatchObject(unknown);
    expect(await q.submit(s.token, section, [{ id: pipe, sectorPrice: '60', detailsList: [{ id: motor, sectorPrice: '1' }] }])).toMatchObject({
      code: 601,
      msg: 'The quote lists a detail row that is not part of item Steel pipe',
    });
    expect(await q.submit(s.token, section, [{ id: pump, detailsList: [{ id: motor, sectorPrice: '1' }] }], undefined, 'zh')).toMatchObject({ code: 601, msg: '请维护标的 泵 / 机架 的价格' });
    expect(await q.submit(s.token, section, [{ id: pump, detailsList: [{ id: motor, sectorPrice: '1' }, { id: frame, sectorPrice: '1.001' }] }])).toMatchObject({
      code: 601,
      msg: 'The unit price of Pump / Frame must be a number with at most 2 decimals and 33 characters',
    });
    expect([await lineCount(t), await detailLineCount()]).toEqual(before);
  });

  it('bounds the sector\'s material total by its ceiling per set times its quantity', async () => {
    const { section, pump, motor, frame } = await detailSection(t);
    const s = await quotingSupplier(t, section);
    const priced = (m: string, f: string) => [{ id: pump, detailsList: [{ id: motor, sectorPrice: m }, { id: frame, sectorPrice: f }] }];
    expect(await q.submit(s.token, section, priced('200', '0.02'))).toMatchObject({ code: 601, msg: 'The price of Pump must not exceed the maximum price 100.00' });
    expect((await q.submit(s.token, section, priced('200', '0'))).data).toMatchObject({ totalPrice: '400.00' });
  });

  it('compares later rounds and the whole auction on the sector\'s material total', async () => {
    const { section, pump, motor, frame } = await detailSection(t);
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    const priced = (m: string, f: string) => [{ id: pump, detailsList: [{ id: motor, sectorPrice: m }, { id: frame, sectorPrice: f }] }];
    expect((await q.submit(alice.token, section, priced('150', '10'))).data).toMatchObject({ totalPrice: '305.00' });
    // Moving a cent from the frame to the motors keeps 305.00: nothing lower.
    expect(await q.submit(alice.token, section, priced('149.99', '10.04'))).toMatchObject({ code: 601, msg: 'At least one item must be priced lower than in your last quote' });
    expect((await q.submit(bob.token, section, priced('145', '10'))).data).toMatchObject({ totalPrice: '295.00' });
    expect(await q.submit(alice.token, section, priced('147.5', '10'))).toMatchObject({ code: 601, msg: 'A lowered price of Pump must be below the lowest price of the auction so far, 295.00' });
    expect((await q.submit(alice.token, section, priced('144.99', '10'))).data).toMatchObject({ quotesCount: 2, totalPrice: '294.98' });
  });

  it('gives the caller its own detail prices in the page, the history and a replay, never another supplier\'s', async () => {
    const { section, pump, motor, frame } = await detailSection(t);
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    const key = 'alice-round-1';
    const sent = [{ id: pump, detailsList: [{ id: motor, sectorPrice: '90', otherExpenses: '2' }, { id: frame, sectorPrice: '20' }] }];
    await q.submit(alice.token, section, sent, key);
    await q.submit(bob.token, section, [{ id: pump, detailsList: [{ id: motor, sectorPrice: '77.77', otherExpenses: '6.66' }, { id: frame, sectorPrice: '33.33' }] }]);
    const mine = [
      { id: motor, sectorPrice: '90.00', otherExpenses: '2.00', totalMaterialPrice: '180.00', totalPrice: '182.00' },
      { id: frame, sectorPrice: '20.00', otherExpenses: '0.00', totalMaterialPrice: '10.00', totalPrice: '10.00' },
    ];
    const info = await q.info(alice.token, section);
    const pumpRow = info.data.bidSectors.find((s: { id: number }) => s.id === pump);
    expect(pumpRow).toMatchObject({ sectorPrice: null, totalMaterialPrice: '190.00', totalPrice: '192.00' });
    expect(pumpRow.detailsList).toMatchObject([{ ...mine[0], sectorName: '电机', sectorNumber: '2.000000' }, { ...mine[1], sectorName: '机架' }]);
    const history = await q.history(alice.token, section);
    expect(history.data[0].quotesList[0].detailsList).toEqual(mine);
    expect((await q.submit(alice.token, section, sent, key)).data).toMatchObject({ replayed: true, quotesList: [{ detailsList: mine }] });
    for (const answer of [info, history]) for (const secret of ['77.77', '6.66', '33.33']) expect(JSON.stringify(answer)).not.toContain(secret);
    // The buyer sees every supplier's detail prices once quoting has ended, not before (DESIGN.md §5).
    const admin = await staff(t, 'admin');
    expect(JSON.stringify(await q.adminQuotes(admin, section))).not.toContain('77.77');
    t.clock.advance(HOUR + 1000);
    expect(JSON.stringify(await q.adminQuotes(admin, section))).toContain('77.77');
  });
});
