import { CREATED, SIGNUP_LIFECYCLE, WINNING_ENTRY_LIFECYCLE, type MessageKey, type Who } from '@portal/domain';
import { recordAudit, recordAudits } from '../audit/audit';
import type { Queryable } from '../db/index';
import { alsoSet, requireMove } from '../http/lifecycle';

/**
 * The only writer of a sign-up's two status columns (docs/decisions/lifecycles.md): `supplier_bid_status`
 * (SIGNUP_LIFECYCLE) and the winning quote entry's `confirmation_status` (WINNING_ENTRY_LIFECYCLE, the award
 * machine, kept on the sign-up row). Each move is checked against its table and audited in the caller's
 * transaction. A sign-up's moves have no live event of their own: the section's `status` event goes with the
 * clock's, and the supplier's page reads its sign-up again after its own command.
 */

/** Who moves, as whom (null: the clock). */
export interface Mover {
  who: Who;
  actorId: number | null;
  now: Date;
}

/** One move of a sign-up's bid status. */
export interface SignupTransition extends Mover {
  signupId: number;
  action: string;
  from: number;
  to: number;
  /** Columns written with the status (a review's remark). */
  columns?: Record<string, unknown>;
  /** What the audit record holds beside the statuses. */
  after?: Record<string, unknown>;
  /** The refusal a caller hears when the table does not hold the move. */
  refusal?: MessageKey;
}

/** Moves one sign-up (the caller holds its row lock), with its audit record. */
export const transitionSignup = (tx: Queryable, t: SignupTransition) => moveSignupColumn(tx, SIGNUP_LIFECYCLE, 'supplier_bid_status', 'supplierBidStatus', t);

/** One status column of the sign-up row moved by its machine's table, with its audit record (before and after). */
async function moveSignupColumn(
  tx: Queryable,
  machine: typeof SIGNUP_LIFECYCLE | typeof WINNING_ENTRY_LIFECYCLE,
  column: 'supplier_bid_status' | 'confirmation_status',
  field: 'supplierBidStatus' | 'confirmationStatus',
  t: SignupTransition,
): Promise<void> {
  requireMove(machine, { action: t.action, from: t.from, to: t.to, who: t.who }, t.refusal);
  const set = alsoSet({ [column]: t.to, update_time: t.now, ...t.columns }, 1);
  await tx.query(`UPDATE signup SET ${set.sql.slice(2)} WHERE id = $1`, [t.signupId, ...set.values]);
  await recordAudit(tx, { actorId: t.actorId, entity: 'signup', entityId: t.signupId, action: t.action, before: { [field]: t.from }, after: { [field]: t.to, ...t.after } });
}

/** A move of every sign-up of a section that is in one of `from` (and matches `extra`) to `to`. */
export type SignupsMove = Mover & { sectionId: number; action: string; from: readonly number[]; to: number; extra?: string };

/**
 * Moves every sign-up of a section that is in `from` (and matches `extra`, SQL over alias s) to `to`, each
 * audited: the clock's moves, the results, the end of a section. Every status of `from` must be one the table
 * lets `action` leave for `to`. Returns how many moved.
 */
export async function transitionSignups(tx: Queryable, m: SignupsMove): Promise<number> {
  if (m.from.length === 0) return 0;
  for (const from of m.from) requireMove(SIGNUP_LIFECYCLE, { action: m.action, from, to: m.to, who: m.who });
  const moved = await tx.query<{ id: number; old: number }>(
    `UPDATE signup t SET supplier_bid_status = $3, update_time = $4
       FROM (SELECT id, supplier_bid_status AS old FROM signup s
              WHERE s.section_id = $1 AND s.supplier_bid_status = ANY($2::smallint[]) ${m.extra ?? ''}
              ORDER BY id FOR UPDATE) o
      WHERE t.id = o.id
      RETURNING t.id, o.old`,
    [m.sectionId, m.from, m.to, m.now],
  );
  await recordAudits(
    tx,
    moved.map((row) => ({ actorId: m.actorId, entity: 'signup', entityId: Number(row.id), action: m.action, before: { supplierBidStatus: row.old }, after: { supplierBidStatus: m.to } })),
  );
  return moved.length;
}

/**
 * Creates a company's sign-up to a section in `status` (the first stage the section requires), audited
 * 'signup'. Returns its id, or null when the company has one already (the unique key settles a race).
 */
export async function createSignup(tx: Queryable, m: Mover & { sectionId: number; userId: number; companyId: number; status: number }): Promise<number | null> {
  requireMove(SIGNUP_LIFECYCLE, { action: 'signup', from: CREATED, to: m.status, who: m.who });
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (section_id, company_id) DO NOTHING RETURNING id`,
    [m.sectionId, m.userId, m.companyId, m.status, m.now],
  );
  if (!inserted[0]) return null;
  await recordAudit(tx, { actorId: m.actorId, entity: 'signup', entityId: inserted[0].id, action: 'signup', after: { sectionId: m.sectionId, companyId: m.companyId, supplierBidStatus: m.status } });
  return inserted[0].id;
}

/** One move of a winning quote entry's confirmation status (the award machine): the same shape as a sign-up's. */
export type WinningEntryTransition = SignupTransition;

/** Moves a winning quote entry (the caller holds the sign-up's row lock), with its audit record. */
export const transitionWinningEntry = (tx: Queryable, t: WinningEntryTransition) =>
  moveSignupColumn(tx, WINNING_ENTRY_LIFECYCLE, 'confirmation_status', 'confirmationStatus', t);
