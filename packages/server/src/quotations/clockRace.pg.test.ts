import { describe, expect, it } from 'vitest';
import { advanceDueSections } from '../sections/clock';
import { testApp } from '../test/harness';
import { HOUR, lockWaiters, quoteCalls, quotingSection, quotingSupplier, storedRounds } from './testSupport';

// Several connections at once: PostgreSQL only (embedded PGlite has one connection, nothing can interleave).
const t = await testApp();
const q = quoteCalls(t);

describe('the clock ending quoting while rounds are being stored (the burst benchmark\'s answers 500)', () => {
  it('stores a round that waited on the auction lock while the clock moves the section, with no deadlock', async () => {
    const end = new Date(t.clock.now().getTime() + 60_000);
    const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 1, ent_time: end, next_clock_at: end });
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    for (const s of [alice, bob]) expect(await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });

    let later: Promise<{ code: number; msg: string }> | undefined;
    let clock: Promise<number[] | string> | undefined;
    // Another later round holds the section's auction lock: Alice's later round locks her sign-up and waits for it.
    await t.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7007, $1)', [section]);
      later = q.submit(alice.token, section, [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '30' }]);
      await lockWaiters(t, 1);
      // Meanwhile the end time passes and the clock ends quoting: it holds the section and waits for Alice's sign-up.
      // (The clock waits for a round in flight that arrived in time only up to MAX_HOLD_MS past the settling time:
      // run past that, it ends quoting while the round still holds the sign-up, the race this test builds.)
      clock = advanceDueSections(t.db, new Date(end.getTime() + 24 * HOUR), section).catch((error: Error) => error.message);
      await lockWaiters(t, 2);
    });
    // Alice's round, which arrived before the end, then writes its round (whose section the clock holds).
    expect(await later!).toMatchObject({ code: 200 });
    expect(await clock!).toEqual([section]);
    expect((await storedRounds(t, alice.signupId)).map((r) => r.quotes_count)).toEqual([1, 2]);
    const [moved] = await t.db.query<{ supplier_bid_status: number }>('SELECT supplier_bid_status FROM signup WHERE id = $1', [alice.signupId]);
    expect(moved.supplier_bid_status).toBe(19);
  }, 120_000);
});
