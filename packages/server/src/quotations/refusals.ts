import type { QuoteIssue } from '@portal/domain';
import type { Queryable } from '../db/index';
import { recordAudit } from '../audit/audit';
import { warning } from '../http/errors';
import { formatTime } from '../http/time';

/**
 * Refused rounds a sign-up may have within REFUSAL_WINDOW_MS before its submissions are refused outright.
 * Under isYuanJu a refusal tells how a price stands against the auction's best (docs/decisions/
 * security-uploads-quoting.md): unlimited refusals would let a bidder find it a cent at a time.
 */
export const REFUSAL_LIMIT = 10;
/** The sliding window the refusals are counted in. */
export const REFUSAL_WINDOW_MS = 10 * 60_000;

/** The refusals of a sign-up in the window ending at the round's time: how many, and the oldest. */
export interface RefusalWindow {
  n: number;
  oldest: string | null;
}

/**
 * SQL of the RefusalWindow of sign-up `signup` at time `now` (SQL expressions), as one JSON value: part of
 * the statement that reads the round's state, so the hot path keeps its number of statements.
 */
export const refusalWindowSql = (signup: string, now: string) =>
  `(SELECT json_build_object('n', count(*), 'oldest', min(q.create_time)) FROM quote_refusal q
     WHERE q.signup_id = ${signup} AND q.create_time > ${now} - make_interval(secs => ${REFUSAL_WINDOW_MS / 1000}))`;

/**
 * Refuses the submission (601, naming the time in the caller's zone) when the sign-up has used up its refused
 * rounds: it may submit again once the oldest refusal of the window has left it.
 */
export function checkRefusalLimit(window: RefusalWindow | null, zone: string): void {
  if (!window || window.n < REFUSAL_LIMIT || window.oldest === null) return;
  const until = new Date(new Date(window.oldest).getTime() + REFUSAL_WINDOW_MS);
  throw warning('quoteTooManyRefusals', { time: formatTime(until, zone)!.slice(11), max: REFUSAL_LIMIT, minutes: REFUSAL_WINDOW_MS / 60_000 });
}

/**
 * Stores a round refused by the rules and its audit record. Called in the round's transaction before
 * anything else is written there, and that transaction then commits (the caller throws the refusal after
 * the commit): the refusal and its audit never roll back with the refused round.
 */
export async function recordRefusal(
  tx: Queryable,
  refusal: { sectionId: number; signupId: number; actorId: number; issue: QuoteIssue; at: Date },
): Promise<void> {
  const sectorId = refusal.issue.item?.id ?? null;
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO quote_refusal (section_id, signup_id, reason, sector_id, create_time) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [refusal.sectionId, refusal.signupId, refusal.issue.key, sectorId, refusal.at],
  );
  await recordAudit(tx, {
    actorId: refusal.actorId,
    entity: 'quote_refusal',
    entityId: Number(row.id),
    action: 'refuse',
    after: { sectionId: refusal.sectionId, signupId: refusal.signupId, reason: refusal.issue.key, sectorId },
  });
}

/** Refused rounds of each sign-up of a section, for the buyer's live view. */
export async function refusalCounts(db: Queryable, sectionId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ signup_id: number; n: number }>(
    'SELECT signup_id, count(*)::int AS n FROM quote_refusal WHERE section_id = $1 GROUP BY signup_id',
    [sectionId],
  );
  return new Map(rows.map((r) => [Number(r.signup_id), r.n]));
}
