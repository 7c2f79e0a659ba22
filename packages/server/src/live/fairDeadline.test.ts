import { describe, expect, it } from 'vitest';
import { bidQuotesSchema, SectionStatus } from '@portal/domain';
import { testApp } from '../test/harness';
import { submitRound } from '../quotations/commands';
import { appointExtraRound, HOUR, quoteCalls, quotingSection, quotingSupplier, storedRounds } from '../quotations/testSupport';
import { advanceDueSections, applyClock, clockOf, lockClockRow } from '../sections/clock';
import { HOLD_RECHECK_MS, MAX_HOLD_MS, processArrivals } from '../quotations/pendingArrivals';
import { latestRoot } from '../receipts/commands';

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

  it('holds the end of quoting while a round that arrived before it is on its way, then ends it with the round in the root', async () => {
    const end = at(60_000);
    const { section, pipe, valve } = await quotingSection(t, { ent_time: end, next_clock_at: new Date(end.getTime() + 5000) });
    const s = await quotingSupplier(t, section);
    t.clock.set(new Date(end.getTime() - 1));
    let arrived: Promise<{ code: number }> | undefined;
    const past = new Date(end.getTime() + 5000 + 1000);
    // The round arrives 1 ms before the end and waits for the supplier's sign-up row (on PGlite: for the only
    // connection) past the settling time.
    await t.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM signup WHERE id = $1 FOR UPDATE', [s.signupId]);
      arrived = q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }], 'still-on-its-way');
      await new Promise((resolve) => setTimeout(resolve, 100));
      t.clock.set(past);
      // The clock finds quoting due to end, and holds it: the section stays open and is looked at again shortly.
      expect(await applyClock(tx, (await lockClockRow(tx, section))!, past, clockOf(t.db))).toBe(SectionStatus.quoting);
      const [row] = await tx.query<{ next_clock_at: Date }>('SELECT next_clock_at FROM section WHERE id = $1', [section]);
      expect(new Date(row.next_clock_at).getTime()).toBe(past.getTime() + HOLD_RECHECK_MS);
    });
    expect(await arrived!).toMatchObject({ code: 200, data: { quotesCount: 1 } });
    // Answered, it holds nothing: the next look ends quoting and publishes the root over it.
    const later = new Date(past.getTime() + 1000);
    expect(await advanceDueSections(t.db, later, section)).toEqual([section]);
    expect((await latestRoot(t.db, section))?.roundCount).toBe(1);
  });

  it('does not hold the end for a round that arrived after it, nor longer than the longest wait', async () => {
    const end = at(60_000);
    const { section } = await quotingSection(t, { ent_time: end, next_clock_at: new Date(end.getTime() + 5000) });
    const endAt = async (now: Date) => t.db.transaction(async (tx) => applyClock(tx, (await lockClockRow(tx, section))!, now, clockOf(t.db)));
    const late = processArrivals.hold(end);
    late.place(section);
    try {
      expect(await endAt(new Date(end.getTime() + 6000))).toBe(SectionStatus.quotingEnded);
    } finally {
      late.release();
    }
    const other = await quotingSection(t, { ent_time: end, next_clock_at: new Date(end.getTime() + 5000) });
    const waiting = processArrivals.hold(new Date(end.getTime() - 1));
    try {
      const endOther = async (now: Date) => t.db.transaction(async (tx) => applyClock(tx, (await lockClockRow(tx, other.section))!, now, clockOf(t.db)));
      // Its section is not read yet: the hold counts for every section.
      expect(await endOther(new Date(end.getTime() + 6000))).toBe(SectionStatus.quoting);
      waiting.place(section);
      expect(await endOther(new Date(end.getTime() + 6000))).toBe(SectionStatus.quotingEnded);
    } finally {
      waiting.release();
    }
    const third = await quotingSection(t, { ent_time: end, next_clock_at: new Date(end.getTime() + 5000) });
    const stuck = processArrivals.hold(new Date(end.getTime() - 1));
    stuck.place(third.section);
    try {
      const endThird = async (now: Date) => t.db.transaction(async (tx) => applyClock(tx, (await lockClockRow(tx, third.section))!, now, clockOf(t.db)));
      expect(await endThird(new Date(end.getTime() + 5000 + MAX_HOLD_MS - 1))).toBe(SectionStatus.quoting);
      expect(await endThird(new Date(end.getTime() + 5000 + MAX_HOLD_MS))).toBe(SectionStatus.quotingEnded);
    } finally {
      stuck.release();
    }
  });

  it("holds the end of an appointed extra round while a round that arrived before it is on its way", async () => {
    const { section } = await quotingSection(t, { section_stauts: SectionStatus.quotingEnded, ent_time: at(-HOUR), next_clock_at: null });
    const s = await quotingSupplier(t, section, { supplier_bid_status: 19 });
    const end = at(60_000);
    await appointExtraRound(t, section, [s.signupId], end);
    const appointed = async () => (await t.db.query<{ a: number }>('SELECT is_appoint_supplier_quotation_ing AS a FROM signup WHERE id = $1', [s.signupId]))[0].a;
    const tick = (now: Date) => t.db.transaction(async (tx) => applyClock(tx, (await lockClockRow(tx, section))!, now, clockOf(t.db)));
    const afterSettling = new Date(end.getTime() + 5000 + 1000);
    const inFlight = processArrivals.hold(new Date(end.getTime() - 1));
    inFlight.place(section);
    try {
      await tick(afterSettling);
      expect(await appointed()).toBe(1);
    } finally {
      inFlight.release();
    }
    await tick(afterSettling);
    expect(await appointed()).toBe(0);
  });

  it('holds nothing once a round is answered, whatever the answer: stored, refused by the rules, malformed, unauthenticated', async () => {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: at(HOUR), next_clock_at: null });
    const s = await quotingSupplier(t, section);
    const answers = [
      await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]),
      await q.submit(s.token, section, [{ id: pipe, sectorPrice: '900' }, { id: valve, sectorPrice: '30' }]),
      await t.call({ method: 'POST', url: '/prod-api/system/quotes/bidQuotes', token: s.token, locale: 'en', payload: { sectionId: section, sectors: 'none' } }),
      await q.submit('0'.repeat(64), section, [{ id: pipe, sectorPrice: '80' }]),
    ];
    // Bad input of every kind is refused with its message (601; 401 for the unknown token), never 500.
    expect(answers.map((a) => a.code)).toEqual([200, 601, 601, 401]);
    expect(processArrivals.bySection()).toEqual({ sectionIds: [], oldest: [] });
  });
});
