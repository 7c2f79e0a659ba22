import { CREATED, MARGIN_LIFECYCLE, MarginStatus, type MessageKey, type Who } from '@portal/domain';
import { recordAudit, recordAudits } from '../audit/audit';
import type { Db, Queryable } from '../db/index';
import { alsoSet, requireMove } from '../http/lifecycle';

/**
 * The only writer of `margin.status` (docs/decisions/lifecycles.md): every move of a deposit is checked
 * against MARGIN_LIFECYCLE and audited in the caller's transaction.
 */

interface Mover {
  who: Who;
  actorId: number | null;
  now: Date;
}

/**
 * Holds the security deposits of a sign-up whose payment passed (CREATED → 4): one per proof sent for a
 * deposit-type receiving account (type 1), once (a second pass holds nothing more).
 */
export async function holdDeposits(tx: Queryable, m: Mover & { signupId: number }): Promise<void> {
  requireMove(MARGIN_LIFECYCLE, { action: 'hold', from: CREATED, to: MarginStatus.paid, who: m.who });
  const held = await tx.query<{ id: number; money: string }>(
    `INSERT INTO margin (signup_id, receiving_account_id, status, currency, money, payment_date, file_id)
     SELECT p.signup_id, p.receiving_account_id, ${MarginStatus.paid}, a.currency, a.money, p.payment_date, p.file_id
       FROM signup_payment p JOIN receiving_account a ON a.id = p.receiving_account_id
      WHERE p.signup_id = $1 AND a.type = '1'
     ON CONFLICT (signup_id, receiving_account_id) DO NOTHING
     RETURNING id, money`,
    [m.signupId],
  );
  for (const row of held) {
    await recordAudit(tx, { actorId: m.actorId, entity: 'margin', entityId: Number(row.id), action: 'hold', after: { status: MarginStatus.paid, money: row.money } });
  }
}

/** Moves one deposit (the caller holds its row lock): a refund, a confirmation of receipt. */
export async function transitionMargin(
  tx: Queryable,
  t: Mover & { marginId: number; action: string; from: number; to: number; columns?: Record<string, unknown>; after?: Record<string, unknown>; refusal?: MessageKey },
): Promise<void> {
  requireMove(MARGIN_LIFECYCLE, { action: t.action, from: t.from, to: t.to, who: t.who }, t.refusal);
  const set = alsoSet({ status: t.to, ...t.columns }, 1);
  await tx.query(`UPDATE margin SET ${set.sql.slice(2)} WHERE id = $1`, [t.marginId, ...set.values]);
  await recordAudit(tx, { actorId: t.actorId, entity: 'margin', entityId: t.marginId, action: t.action, before: { status: t.from }, after: { status: t.to, ...t.after } });
}

/**
 * The clock's move: refunded deposits (6) whose confirmation deadline has passed count as received (5),
 * confirmed at the deadline. `filter` narrows them (SQL over margin, parameters from $3). Returns how many.
 */
export async function deemLapsedRefundsReceived(tx: Queryable, now: Date, filter = '', params: unknown[] = []): Promise<number> {
  requireMove(MARGIN_LIFECYCLE, { action: 'clock-deemed-received', from: MarginStatus.refunded, to: MarginStatus.confirmed, who: 'clock' });
  const rows = await tx.query<{ id: number }>(
    `UPDATE margin SET status = ${MarginStatus.confirmed}, confirm_time = refund_date_deadline
      WHERE id IN (SELECT id FROM margin WHERE status = $1 AND refund_date_deadline <= $2 ${filter} FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [MarginStatus.refunded, now, ...params],
  );
  await recordAudits(
    tx,
    rows.map((r) => ({ actorId: null, entity: 'margin', entityId: Number(r.id), action: 'clock-deemed-received', before: { status: MarginStatus.refunded }, after: { status: MarginStatus.confirmed } })),
  );
  return rows.length;
}

/**
 * Refunded deposits (6) whose refund deadline has passed without the supplier's confirmation count as
 * received (5), confirmed at the deadline. Applied by the scheduler (a sweep of the app's clock) and before
 * deposits are read.
 */
export async function settleLapsedRefunds(db: Db, now: Date, sectionId?: number): Promise<number> {
  const filter = sectionId === undefined ? '' : 'AND signup_id IN (SELECT id FROM signup WHERE section_id = $3)';
  const params: unknown[] = sectionId === undefined ? [MarginStatus.refunded, now] : [MarginStatus.refunded, now, sectionId];
  const probe = await db.query(`SELECT 1 FROM margin WHERE status = $1 AND refund_date_deadline <= $2 ${filter} LIMIT 1`, params);
  if (probe.length === 0) return 0;
  return db.transaction((tx) => deemLapsedRefundsReceived(tx, now, filter, params.slice(2)));
}
