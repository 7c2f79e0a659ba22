import { evaluateFlags, type FlagReviewStatus } from '@portal/domain';
import type { Db, Queryable } from '../db/index';
import { recordAudit } from '../audit/audit';
import type { StaffActor } from '../http/actor';
import { gatherFacts } from './facts';
import { logFlagWrites } from './log';
import { staffFlag } from './policy';

/** First key of the advisory lock taken per section while its flags are recomputed (the second is its id). */
export const FLAG_LOCK = 7_310_070;

/**
 * Recomputes one section's flags in the caller's transaction (docs/flags.md "When"): raises what the facts
 * raise now, with their evidence (a flag raised again after it was cleared starts anew), clears what they no
 * longer raise (kept, with what staff recorded), and queues the next look when a time-driven flag may come
 * due. Each flag written is logged in the transparency log (log.ts). Two processes recomputing one section queue
 * behind the section's advisory lock. Returns the raised ids.
 */
export async function recomputeSectionFlags(tx: Queryable, sectionId: number, now: Date): Promise<string[]> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2::int)', [FLAG_LOCK, sectionId]);
  const gathered = await gatherFacts(tx, sectionId, now);
  const outcome = gathered ? evaluateFlags(gathered.facts) : { flags: [], recheckAt: null };
  const stored = await tx.query<{ indicator: string; evidence: unknown; cleared_time: Date | null }>('SELECT indicator, evidence, cleared_time FROM section_flag WHERE section_id = $1', [sectionId]);
  const byIndicator = new Map(stored.map((f) => [f.indicator, f]));
  const written: Record<'raised' | 'evidenceChanged', number[]> = { raised: [], evidenceChanged: [] };
  for (const { indicator, evidence } of outcome.flags) {
    const before = byIndicator.get(indicator);
    const text = JSON.stringify(evidence);
    const stillRaised = before !== undefined && before.cleared_time === null;
    if (stillRaised && JSON.stringify(before.evidence) === JSON.stringify(JSON.parse(text))) continue;
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO section_flag (section_id, indicator, evidence, raised_time, update_time) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (section_id, indicator) DO UPDATE SET evidence = EXCLUDED.evidence, update_time = EXCLUDED.update_time,
         raised_time = CASE WHEN section_flag.cleared_time IS NULL THEN section_flag.raised_time ELSE EXCLUDED.raised_time END, cleared_time = NULL
       RETURNING id`,
      [sectionId, indicator, text, now],
    );
    written[stillRaised ? 'evidenceChanged' : 'raised'].push(Number(id));
  }
  const raised = new Set<string>(outcome.flags.map((f) => f.indicator));
  const cleared = stored.filter((f) => f.cleared_time === null && !raised.has(f.indicator)).map((f) => f.indicator);
  const clearedIds = cleared.length
    ? await tx.query<{ id: number }>('UPDATE section_flag SET cleared_time = $3, update_time = $3 WHERE section_id = $1 AND indicator = ANY($2::text[]) RETURNING id', [sectionId, cleared, now])
    : [];
  await logFlagWrites(tx, written.raised, 'raised');
  await logFlagWrites(tx, written.evidenceChanged, 'evidenceChanged');
  await logFlagWrites(tx, clearedIds.map((r) => Number(r.id)), 'cleared');
  const next = [outcome.recheckAt, gathered?.extraRoundEnd ?? null].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0];
  if (next) await tx.query('INSERT INTO flag_queue (section_id, due_time) VALUES ($1, $2)', [sectionId, next]);
  return [...raised];
}

/**
 * Recomputes the sections whose queue rows are due, one section a transaction: a row claimed with FOR UPDATE
 * SKIP LOCKED, then the section's advisory lock (a section another process is on is left to it), then every
 * due row of the section deleted, so several server processes share the work and recompute a section once. A
 * section that fails keeps its rows (retried next time) and does not hold up the others. Returns the sections
 * recomputed.
 */
export async function drainFlagQueue(db: Db, now: Date, limit = 200, onError?: (sectionId: number, error: unknown) => void): Promise<number[]> {
  const done: number[] = [];
  const failed = new Set<number>();
  // Sections another process is recomputing right now: left to it for this pass.
  const busy = new Set<number>();
  while (done.length + failed.size < limit) {
    let current: number | null = null;
    let claimed: 'none' | 'busy' | 'done' = 'none';
    try {
      claimed = await db.transaction(async (tx) => {
        const [next] = await tx.query<{ section_id: number }>(
          `SELECT section_id FROM flag_queue WHERE (due_time IS NULL OR due_time <= $1) AND section_id <> ALL($2::bigint[]) ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now, [...failed, ...busy]],
        );
        if (!next) return 'none';
        current = Number(next.section_id);
        const [{ locked }] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2::int) AS locked', [FLAG_LOCK, current]);
        if (!locked) return 'busy';
        // Every due row of the section, waiting for a row another process holds only while it finds the lock taken.
        await tx.query('DELETE FROM flag_queue WHERE section_id = $1 AND (due_time IS NULL OR due_time <= $2)', [current, now]);
        await recomputeSectionFlags(tx, current, now);
        return 'done';
      });
    } catch (error) {
      if (current === null) throw error;
      failed.add(current);
      onError?.(current, error);
      continue;
    }
    if (claimed === 'none') break;
    if (claimed === 'busy') busy.add(current!);
    else done.push(current!);
  }
  return done;
}

/** What staff recorded about a flag: what they did (reviewed, escalated, dismissed) and a note. */
export interface FlagReview {
  status: Exclude<FlagReviewStatus, 'open'>;
  note: string;
}

/**
 * Records what the caller did about a flag of one of its sections (404 for another buyer's), with the audit
 * record of the change and its transparency log entry in the same transaction. A later recompute keeps it.
 */
export async function reviewFlag(db: Db, actor: StaffActor, flagId: number, review: FlagReview): Promise<void> {
  await db.transaction(async (tx) => {
    const flag = await staffFlag(tx, actor.user, flagId, true);
    await tx.query('UPDATE section_flag SET review_status = $2, review_note = $3, reviewed_by = $4, review_time = $5 WHERE id = $1', [
      flagId,
      review.status,
      review.note,
      actor.user.id,
      actor.now,
    ]);
    await recordAudit(tx, {
      actorId: actor.user.id,
      entity: 'flag',
      entityId: flagId,
      action: 'review',
      before: { reviewStatus: flag.review_status, reviewNote: flag.review_note },
      after: { reviewStatus: review.status, reviewNote: review.note, sectionId: Number(flag.section_id), indicator: flag.indicator },
    });
    await logFlagWrites(tx, [flagId], 'reviewed');
  });
}
