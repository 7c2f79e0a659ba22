import type { Db } from '../db/index';

/** The sections with a round committed since the last notice, per database handle; and whether a notice is being sent. */
const pending = new WeakMap<Db, { sections: Set<number>; sending: boolean }>();

/**
 * A round of `sectionId` has committed: every server process is told on 'section_event' (the channel of migration
 * 023, payload `sectionId:0`), so their live streams read the section's new events. Not from the round's transaction
 * (migration 037 keeps rounds out of section_event's trigger): a NOTIFY in a transaction takes PostgreSQL's one
 * notification lock at its commit and holds it through the commit's flush, so every round of the portal committed
 * one at a time. Sent instead just after the commit, on the process's side connection, in a transaction of its own
 * that writes nothing (no flush: the lock is held for microseconds), one for every section with rounds committed
 * while the previous one was on its way. A process that stops between a commit and its notice leaves that round to
 * the section's next notice (or a stream's reconnection with Last-Event-ID).
 */
export function announceRound(db: Db, sectionId: number) {
  let state = pending.get(db);
  if (!state) pending.set(db, (state = { sections: new Set(), sending: false }));
  state.sections.add(sectionId);
  if (!state.sending) void send(db, state);
}

async function send(db: Db, state: { sections: Set<number>; sending: boolean }) {
  state.sending = true;
  try {
    while (state.sections.size) {
      const sections = [...state.sections];
      state.sections.clear();
      await db.sideQuery("SELECT pg_notify('section_event', s::text || ':0') FROM unnest($1::bigint[]) AS s", [sections]).catch(() => undefined);
    }
  } finally {
    state.sending = false;
  }
}
