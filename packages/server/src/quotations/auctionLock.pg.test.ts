import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { lockWaiters, quoteCalls, quotingSection, quotingSupplier, storedRounds } from './testSupport';

// Several connections at once: PostgreSQL only (embedded PGlite has one connection, nothing can interleave).
const t = await testApp();
const q = quoteCalls(t);

describe('later rounds under isYuanJu checked without the auction lock, stored under it', () => {
  it('stores a later round only if the bounds under the lock still admit it: of two equal undercuts one is stored, the other refused by the moved bound', async () => {
    const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 1 });
    const [alice, bob, carol] = [await quotingSupplier(t, section), await quotingSupplier(t, section), await quotingSupplier(t, section)];
    for (const s of [alice, bob, carol]) expect(await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });

    // The section's quotation lock is held elsewhere: both undercuts to 85 pass their check against the bound
    // they read (90), then wait for the lock to store.
    let answers: Promise<{ code: number; msg: string }[]> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7007, $1)', [section]);
      answers = Promise.all([alice, bob].map((s) => q.submit(s.token, section, [{ id: pipe, sectorPrice: '85' }, { id: valve, sectorPrice: '30' }])));
      await lockWaiters(t, 2, { advisoryOnly: true });
    });
    // The first to get the lock stores its round; the other finds the bound moved to 85 and is refused by it.
    const settled = await answers!;
    expect(settled.map((a) => a.code).sort()).toEqual([200, 601]);
    expect(settled.find((a) => a.code === 601)!.msg).toMatch(/below the lowest price of the auction/);
    const rounds = [...(await storedRounds(t, alice.signupId)), ...(await storedRounds(t, bob.signupId))];
    expect(rounds.map((r) => r.quotes_count).sort()).toEqual([1, 1, 2]);

    // A price below the new bound still passes after the same wait.
    let lower: Promise<{ code: number; msg: string }> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7007, $1)', [section]);
      lower = q.submit(carol.token, section, [{ id: pipe, sectorPrice: '84.99' }, { id: valve, sectorPrice: '30' }]);
      await lockWaiters(t, 1, { advisoryOnly: true });
    });
    expect(await lower!).toMatchObject({ code: 200 });
    expect((await storedRounds(t, carol.signupId)).map((r) => r.quotes_count)).toEqual([1, 2]);
  }, 120_000);

  it("places a supplier's withdrawal among the rounds: it waits for the section's quotation lock and takes its number from the rounds' sequence", async () => {
    const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 1 });
    const [alice, bob] = [await quotingSupplier(t, section), await quotingSupplier(t, section)];
    expect(await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });
    expect(await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });
    let withdrawn: Promise<{ code: number }> | undefined;
    await t.db.transaction(async (tx) => {
      // As a round storing itself holds it.
      await tx.query('SELECT pg_advisory_xact_lock(7007, $1)', [section]);
      withdrawn = t.call({ method: 'POST', url: '/prod-api/quotation/signup/updateSupplierBidStatus', token: bob.token, locale: 'en', payload: { id: bob.signupId, supplierBidStatus: -1 } });
      await lockWaiters(t, 1, { advisoryOnly: true });
    });
    expect(await withdrawn!).toMatchObject({ code: 200 });
    const [change] = await t.db.query<{ position: string; competes: boolean }>('SELECT position::text AS position, competes FROM signup_competing_change WHERE signup_id = $1', [bob.signupId]);
    expect(change.competes).toBe(false);
    const ids = async () => (await t.db.query<{ id: string }>('SELECT id::text AS id FROM quote_round WHERE section_id = $1 ORDER BY id', [section])).map((r) => BigInt(r.id));
    expect((await ids()).every((id) => id < BigInt(change.position))).toBe(true);
    // Bob's 80 is gone: Alice's 85 beats the auction as it now stands, and is stored after the change.
    expect(await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '85' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });
    expect((await ids()).at(-1)! > BigInt(change.position)).toBe(true);
  }, 120_000);
});
