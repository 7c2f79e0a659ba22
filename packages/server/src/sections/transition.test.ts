import { SectionStatus } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createSection } from '../test/factories';
import { freshDb } from '../test/harness';
import { transitionSection } from './lifecycle';
import { transitionSignups } from '../signups/lifecycle';

const { db } = await freshDb();
const now = new Date(Date.UTC(2026, 5, 1));
const stateOf = async (id: number) => {
  const [row] = await db.query<{ section_stauts: number }>('SELECT section_stauts FROM section WHERE id = $1', [id]);
  const audits = await db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'section' AND entity_id = $1", [id]);
  const events = await db.query<{ kind: string; payload: unknown }>('SELECT kind, payload FROM section_event WHERE section_id = $1', [id]);
  return { status: row.section_stauts, audits: audits.map((a) => a.action), events: events.map((e) => ({ kind: e.kind, payload: typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload })) };
};
const base = { biddingType: 0, actorId: null, now };

describe("a section's transition()", () => {
  it('writes the move the table holds with its audit record and live status event', async () => {
    const id = await createSection(db, { section_stauts: SectionStatus.signupOpen });
    await db.transaction((tx) => transitionSection(tx, { ...base, sectionId: id, action: 'suspend', from: SectionStatus.signupOpen, to: SectionStatus.suspended, who: 'buyer', refusal: 'cannotSuspend' }));
    expect(await stateOf(id)).toEqual({ status: SectionStatus.suspended, audits: ['suspend'], events: [{ kind: 'status', payload: { sectionStauts: 15, previous: 8 } }] });
  });

  it.each([
    ['a move the status does not allow', 'publish', SectionStatus.signupOpen, SectionStatus.announced, 'buyer'],
    ['a move to a status the action does not reach', 'suspend', SectionStatus.signupOpen, SectionStatus.closed, 'admin'],
    ['a supplier', 'suspend', SectionStatus.signupOpen, SectionStatus.suspended, 'supplier'],
    ['the clock making a person\'s move', 'close', SectionStatus.signupOpen, SectionStatus.closed, 'clock'],
  ] as const)('refuses %s with the command\'s localized refusal, changing nothing', async (_, action, from, to, who) => {
    const id = await createSection(db, { section_stauts: from });
    const refused = db.transaction((tx) => transitionSection(tx, { ...base, sectionId: id, action, from, to, who, refusal: 'cannotPublish' }));
    await expect(refused).rejects.toMatchObject({ code: 601, key: 'cannotPublish' });
    expect(await stateOf(id)).toEqual({ status: from, audits: [], events: [] });
  });

  it('refuses a move of the code itself (no refusal given) as a fault', async () => {
    const id = await createSection(db, { section_stauts: SectionStatus.quoting });
    await expect(db.transaction((tx) => transitionSection(tx, { ...base, sectionId: id, action: 'clock', from: SectionStatus.quoting, to: SectionStatus.signupOpen, who: 'clock' }))).rejects.toThrow(/no move clock 1 → 8 by clock/);
    expect((await stateOf(id)).status).toBe(SectionStatus.quoting);
  });
});

describe("sign-ups' bulk transition", () => {
  it('refuses a from-list the table does not let the action leave, moving none', async () => {
    const id = await createSection(db, { section_stauts: SectionStatus.quotingEnded });
    // 20 (results published) is final: the end of a section leaves it alone.
    const move = db.transaction((tx) => transitionSignups(tx, { sectionId: id, action: 'section-close', from: [19, 20], to: 14, who: 'buyer', actorId: null, now }));
    await expect(move).rejects.toThrow(/no move section-close 20 → 14 by buyer/);
  });
});
