import { SECTION_LIFECYCLE, type MessageKey, type Who } from '@portal/domain';
import { recordAudit } from '../audit/audit';
import type { Queryable } from '../db/index';
import { alsoSet, requireMove } from '../http/lifecycle';
import { publishEvent } from '../live/events';

/** One move of a section's status (SECTION_LIFECYCLE). */
export interface SectionTransition {
  sectionId: number;
  biddingType: number;
  /** The table's action, also the audit record's. */
  action: string;
  from: number;
  to: number;
  /** Who moves it, and the acting user (null for the clock). */
  who: Who;
  actorId: number | null;
  now: Date;
  /** Columns written with the status (next_clock_at, release_time, result_time, suspended_from). */
  columns?: Record<string, unknown>;
  /** What the audit record holds beside the statuses. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** The refusal a caller hears when the table does not hold the move (none: the code's own move). */
  refusal?: MessageKey;
}

/**
 * The only writer of `section.section_stauts` (docs/decisions/lifecycles.md): checks the move against the
 * section machine, writes the status with its columns and update time, the audit record and, when the status
 * changes, the live `status` event, all in the caller's transaction (which holds the section's row lock).
 * A move that keeps the status (an award during evaluation) writes only its columns and audit record.
 */
export async function transitionSection(tx: Queryable, t: SectionTransition): Promise<void> {
  requireMove(SECTION_LIFECYCLE, { action: t.action, from: t.from, to: t.to, who: t.who, biddingType: t.biddingType }, t.refusal);
  const moved = t.to !== t.from;
  const columns = { ...(moved ? { section_stauts: t.to, update_time: t.now } : {}), ...t.columns };
  if (Object.keys(columns).length) {
    const set = alsoSet(columns, 1);
    await tx.query(`UPDATE section SET ${set.sql.slice(2)} WHERE id = $1`, [t.sectionId, ...set.values]);
  }
  await recordAudit(tx, {
    actorId: t.actorId,
    entity: 'section',
    entityId: t.sectionId,
    action: t.action,
    before: { sectionStauts: t.from, ...t.before },
    after: { sectionStauts: t.to, ...t.after },
  });
  if (moved) await publishEvent(tx, t.sectionId, null, 'status', { sectionStauts: t.to, previous: t.from });
}
