import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { countTrips } from '../test/trips';
import { quoteCalls, quotingSection, quotingSupplier } from './testSupport';

const t = await testApp();
const q = quoteCalls(t);

/** The trips and statements of `fn`, and the notices of live events sent on the side connection after its commits. */
async function counted(fn: () => Promise<unknown>) {
  const trips = countTrips(t.db);
  try {
    await fn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { trips: trips.trips, statements: [...trips.statements], notices: trips.side.filter((sql) => sql.includes('pg_notify')).length };
  } finally {
    trips.stop();
  }
}

/**
 * The write path's budget (bench/README.md, "Write path: cost per round"): a round of a signed-in supplier is two
 * trips to the database (the BEGIN with the sign-up's lock and the state read; the insert with the COMMIT) and the
 * notice of its live event after the commit.
 */
describe('the cost of a round', () => {
  for (const isYuanJu of [0, 1]) {
    it(`stores a later round in two trips and a notice (isYuanJu ${isYuanJu})`, async () => {
      const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: isYuanJu });
      const s = await quotingSupplier(t, section);
      expect((await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '20' }])).code).toBe(200);
      const round = await counted(async () => {
        const answer = await q.submit(s.token, section, [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '19' }]);
        expect(answer).toMatchObject({ code: 200, data: { quotesCount: 2 } });
      });
      expect(round.statements).toEqual([
        'BEGIN',
        expect.stringContaining('FOR UPDATE OF g'),
        expect.stringContaining('AS refusals'),
        expect.stringContaining('INSERT INTO quote_round'),
        'COMMIT',
      ]);
      expect(round.trips).toBe(2);
      expect(round.notices).toBe(1);
    });
  }

  it('answers a repeated round from the opening trip alone', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const s = await quotingSupplier(t, section);
    const sectors = [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '20' }];
    expect((await q.submit(s.token, section, sectors, 'same-key')).code).toBe(200);
    const replay = await counted(async () => expect(await q.submit(s.token, section, sectors, 'same-key')).toMatchObject({ code: 200, data: { replayed: true } }));
    // BEGIN with the lock and the read, COMMIT; then the answer's lines are read (a replay carries none).
    expect(replay.trips).toBeLessThanOrEqual(4);
    expect(replay.notices).toBe(0);
  });
});
