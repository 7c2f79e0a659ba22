import { describe, expect, it } from 'vitest';
import { bidQuotesSchema } from '@portal/domain';
import { testApp } from '../test/harness';
import { submitRound } from '../quotations/commands';
import { HOUR, quoteCalls, quotingSection, quotingSupplier, storedRounds } from '../quotations/testSupport';

// As in production, the clock ends quoting a few seconds after the end time (QUOTING_SETTLE_MS).
const t = await testApp({ config: { quotingSettleMs: 5000 } });
const q = quoteCalls(t);
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);

describe('a fair deadline (issue 12 §2)', () => {
  it('judges a round by the time its request arrived: one that waits on a lock past the end time is stored, one that arrives after it is refused', async () => {
    const end = at(60_000);
    const { section, pipe, valve } = await quotingSection(t, { ent_time: end });
    const s = await quotingSupplier(t, section);
    t.clock.set(new Date(end.getTime() - 1));
    let answered = false;
    let arrived: Promise<{ code: number; data?: { arrivalTime: string; quotesCount: number } }> | undefined;
    // Another transaction holds the supplier's sign-up row (on PGlite: the only connection) while the request
    // arrives 1 ms before the end; the clock passes the end before the lock is released.
    await t.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM signup WHERE id = $1 FOR UPDATE', [s.signupId]);
      arrived = q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }], 'waited-on-a-lock') as typeof arrived;
      arrived!.then(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      t.clock.set(new Date(end.getTime() + 2000));
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Still waiting when the end time has passed.
      expect(answered).toBe(false);
    });
    const stored = await arrived!;
    expect(stored).toMatchObject({ code: 200, data: { quotesCount: 1 } });
    const [row] = await t.db.query<{ arrival_time: Date }>('SELECT arrival_time FROM quote_round WHERE signup_id = $1', [s.signupId]);
    expect(new Date(row.arrival_time).getTime()).toBe(end.getTime() - 1);
    // Its history shows the arrival time.
    const history = await q.history(s.token, section);
    expect(JSON.stringify(history)).toContain('"arrivalTime"');
    // A round that arrives at the end time is refused, whatever the lock.
    t.clock.set(end);
    expect(await q.submit(s.token, section, [{ id: pipe, sectorPrice: '85' }, { id: valve, sectorPrice: '30' }], 'at-the-end')).toMatchObject({ code: 601 });
    expect(await storedRounds(t, s.signupId)).toHaveLength(1);
  });

  it('refuses a round whose arrival is after the end even if the database would still take it', async () => {
    const realNow = Date.now();
    const { section, pipe, valve } = await quotingSection(t, { ent_time: new Date(realNow + HOUR), next_clock_at: null });
    const s = await quotingSupplier(t, section);
    const user = { id: s.userId, role: 'supplier' as const, companyId: s.companyId, operationUserType: 0, sessionHash: '' };
    const parsed = bidQuotesSchema.parse({ sectionId: section, requestKey: 'arrival-1', sectors: [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }] });
    await expect(submitRound(t.db, user, parsed, { now: t.clock.now(), arrival: new Date(realNow + HOUR), cutoff: null }, 'en')).rejects.toMatchObject({ key: 'quoteNotOpen' });
    const stored = await submitRound(t.db, user, parsed, { now: t.clock.now(), arrival: new Date(realNow + HOUR - 1), cutoff: null }, 'en');
    expect(stored.round.arrival_time.getTime()).toBe(realNow + HOUR - 1);
    expect(stored.round.create_time.getTime()).toBeGreaterThanOrEqual(realNow - 1000);
    expect(await storedRounds(t, s.signupId)).toHaveLength(1);
  });
});

