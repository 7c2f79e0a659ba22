import { SectionStatus } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { quotingSection } from '../quotations/testSupport';
import { testApp } from '../test/harness';
import type { Db } from '../db/index';
import { advanceDueSections, clockOf, useClock } from './clock';

/** The clock's settings travel with each app (issue 26 item 6): two apps in one process keep their own. */
describe('the settling time after a quoting end', () => {
  it('is each app its own: one app ends quoting at once, the other 5 s after the end', async () => {
    const quick = await testApp({ config: { quotingSettleMs: 0 } });
    const patient = await testApp({ config: { quotingSettleMs: 5000 } });
    const end = new Date(quick.clock.now().getTime() - 60_000);
    const sections = await Promise.all([quick, patient].map(async (t) => (await quotingSection(t, { ent_time: end, next_clock_at: end })).section));
    const statusOf = async (t: typeof quick, id: number) => (await t.db.query<{ section_stauts: number }>('SELECT section_stauts FROM section WHERE id = $1', [id]))[0].section_stauts;
    const second = new Date(end.getTime() + 1000);
    expect(await advanceDueSections(quick.db, second, sections[0])).toEqual([sections[0]]);
    expect(await advanceDueSections(patient.db, second, sections[1])).toEqual([]);
    expect([await statusOf(quick, sections[0]), await statusOf(patient, sections[1])]).toEqual([SectionStatus.quotingEnded, SectionStatus.quoting]);
    expect(await advanceDueSections(patient.db, new Date(end.getTime() + 5000), sections[1])).toEqual([sections[1]]);
    expect(await statusOf(patient, sections[1])).toBe(SectionStatus.quotingEnded);
  });
});

/** The clock reaches quotations, sign-ups, receipts and deposits only through the hooks its app registered. */
describe("the clock's hooks", () => {
  it('are each app its own: a hook one app registers is not called for the other', async () => {
    const [first, second] = [await testApp(), await testApp()];
    const sealed: number[] = [];
    const own = clockOf(second.db);
    useClock(second.db, { ...own, hooks: { ...own.hooks, sealQuotingRoot: async (tx, id, now) => (sealed.push(id), own.hooks.sealQuotingRoot(tx, id, now)) } });
    const end = new Date(first.clock.now().getTime() - 60_000);
    const [a, b] = await Promise.all([first, second].map(async (t) => (await quotingSection(t, { ent_time: end, next_clock_at: end })).section));
    expect(await advanceDueSections(first.db, first.clock.now(), a)).toEqual([a]);
    expect(sealed).toEqual([]);
    expect(await advanceDueSections(second.db, second.clock.now(), b)).toEqual([b]);
    expect(sealed).toEqual([b]);
  });

  it('are required: a database no app registered has no clock, rather than one that skips the sign-ups and roots', () => {
    expect(() => clockOf({} as Db)).toThrow(/No app registered a clock/);
  });
});
