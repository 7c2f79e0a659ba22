import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { lockWaiters, quoteCalls, quotingSection, quotingSupplier, storedRounds } from './testSupport';
import { roundSlots, Slots } from './roundSlots';

// Several connections at once: PostgreSQL only (embedded PGlite has one connection).
const t = await testApp();
const q = quoteCalls(t);

describe("rounds leave some of the pool's connections to the readers", () => {
  it('answers the announcement and the quotation page while more rounds than the pool has connections wait on the auction lock', async () => {
    const { section, pipe, valve } = await quotingSection(t, { is_yuan_ju: 1 });
    const slots = roundSlots(t.db);
    // The tests' pool has 5 connections: 4 for the rounds, 1 left to the rest.
    expect([t.db.connections, slots.size]).toEqual([5, 4]);
    const suppliers = [];
    for (let i = 0; i < 6; i += 1) suppliers.push(await quotingSupplier(t, section));
    for (const s of suppliers) expect(await q.submit(s.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });

    // The section's quotation lock is held on a connection outside the pool: every later round waits for it.
    await t.db.sideQuery('SELECT pg_advisory_lock(7007, $1)', [section]);
    let later: Promise<{ code: number }[]> | undefined;
    try {
      later = Promise.all(suppliers.map((s, i) => q.submit(s.token, section, [{ id: pipe, sectorPrice: String(89 - i) }, { id: valve, sectorPrice: '30' }])));
      // Four wait in the database holding a connection each; the other two wait in the process for a slot.
      await lockWaiters(t, 4, { advisoryOnly: true });
      await expect.poll(() => slots.queued).toBe(2);

      // Readers are still answered, the lock still held: a visitor's announcement, a supplier's page and its end time.
      const reads = Promise.all([
        t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${section}`, locale: 'en' }),
        q.info(suppliers[0].token, section),
        q.endTime(suppliers[1].token, section),
      ]);
      const answered = await Promise.race([reads, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 10_000))]);
      expect(answered).not.toBe('waiting');
      expect((answered as { code: number }[]).map((a) => a.code)).toEqual([200, 200, 200]);
    } finally {
      await t.db.sideQuery('SELECT pg_advisory_unlock(7007, $1)', [section]);
    }

    // Once the lock is free every round is judged: each stored, or refused by a bound a rival's round moved below it.
    const answers = await later!;
    expect(answers.every((a) => a.code === 200 || a.code === 601)).toBe(true);
    const accepted = answers.filter((a) => a.code === 200).length;
    expect(accepted).toBeGreaterThan(0);
    let stored = 0;
    for (const s of suppliers) stored += (await storedRounds(t, s.signupId)).length;
    expect(stored).toBe(suppliers.length + accepted);
    expect(slots.queued).toBe(0);
  }, 120_000);
});

describe('Slots', () => {
  it('runs at most its size at once and lets the waiting ones in the order they came', async () => {
    const slots = new Slots(2);
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const task = (name: string) =>
      slots.run(async () => {
        order.push(`start ${name}`);
        await new Promise<void>((resolve) => gates.set(name, resolve));
        order.push(`end ${name}`);
        return name;
      });
    const running = ['a', 'b', 'c', 'd'].map(task);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['start a', 'start b']);
    expect(slots.queued).toBe(2);
    gates.get('b')!();
    await expect.poll(() => order.length).toBe(4);
    expect(order.slice(2)).toEqual(['end b', 'start c']);
    gates.get('a')!();
    gates.get('c')!();
    await expect.poll(() => gates.has('d')).toBe(true);
    gates.get('d')!();
    expect(await Promise.all(running)).toEqual(['a', 'b', 'c', 'd']);
    expect(slots.queued).toBe(0);
  });

  it('frees its slot when a task fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
