import { nextClockTime, statusAt, type SectionClock } from '@portal/domain';
import type { Db } from '../db/index';
import { recordAudit } from '../audit/audit';

interface ClockRow {
  id: number;
  bidding_type: number;
  section_stauts: number;
  signup_start_time: Date | null;
  signup_end_time: Date | null;
  start_time: Date | null;
  ent_time: Date | null;
}

const toClock = (r: ClockRow): SectionClock => ({
  biddingType: r.bidding_type,
  sectionStauts: r.section_stauts,
  signupStartTime: r.signup_start_time,
  signupEndTime: r.signup_end_time,
  startTime: r.start_time,
  entTime: r.ent_time,
});

/**
 * Applies the time-driven status moves that are due at `now` (DESIGN.md §3), to one section or to all.
 * Each section is locked while it moves, so concurrent callers (readers, scheduler, other nodes) move
 * it once; every move is written to the audit log in the same transaction. Returns the ids moved.
 */
export async function advanceDueSections(db: Db, now: Date, sectionId?: number): Promise<number[]> {
  // Reads call this on every request: a plain index probe first, a transaction only when a move is due.
  const probe = await db.query(
    `SELECT 1 FROM section WHERE next_clock_at <= $1 ${sectionId === undefined ? '' : 'AND id = $2'} LIMIT 1`,
    sectionId === undefined ? [now] : [now, sectionId],
  );
  if (probe.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx.query<ClockRow>(
      `SELECT id, bidding_type, section_stauts, signup_start_time, signup_end_time, start_time, ent_time
         FROM section
        WHERE next_clock_at <= $1 ${sectionId === undefined ? '' : 'AND id = $2'}
        ORDER BY next_clock_at
        LIMIT 1000
          FOR UPDATE SKIP LOCKED`,
      sectionId === undefined ? [now] : [now, sectionId],
    );
    const moved: number[] = [];
    for (const row of due) {
      const clock = toClock(row);
      const status = statusAt(clock, now);
      const next = nextClockTime({ ...clock, sectionStauts: status });
      await tx.query('UPDATE section SET section_stauts = $2, next_clock_at = $3, update_time = $4 WHERE id = $1', [row.id, status, next, now]);
      if (status !== row.section_stauts) {
        moved.push(row.id);
        await recordAudit(tx, {
          actorId: null,
          entity: 'section',
          entityId: row.id,
          action: 'clock',
          before: { sectionStauts: row.section_stauts },
          after: { sectionStauts: status },
        });
      }
    }
    return moved;
  });
}
