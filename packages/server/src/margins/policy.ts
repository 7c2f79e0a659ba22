import { MarginStatus } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { companyOf } from '../certification/commands';
import type { Queryable } from '../db/index';
import { notFound } from '../http/errors';
import { scopeSql, scopeValue } from '../sections/policy';

/**
 * The deposits policy. A buyer refunds the deposits of its own sections (the sections policy's scope), an
 * administrator any; a supplier confirms the refunds of its own company's deposits. Another's deposit is
 * answered as absent (404).
 */

/** Days a supplier has to confirm a refund when the buyer names no deadline. */
export const REFUND_CONFIRM_DAYS = 7;

/** Only a held deposit (4) is refunded; once refunded (6) or confirmed (5) it is not refunded again. */
export const mayRefund = (status: number) => status === MarginStatus.paid;

/** A deposit of one of the caller's sections, locked for a change (404 otherwise). */
export async function staffMargin(tx: Queryable, user: SessionUser, marginId: number): Promise<{ id: number; status: number }> {
  const [row] = await tx.query<{ id: number; status: number }>(
    `SELECT m.id, m.status FROM margin m JOIN signup g ON g.id = m.signup_id JOIN section s ON s.id = g.section_id
      WHERE m.id = $1 AND (${scopeSql(user, 's', '$2')}) FOR UPDATE OF m`,
    [marginId, scopeValue(user)],
  );
  if (!row) throw notFound('marginNotFound');
  return row;
}

/** A deposit of the caller's company's sign-up, locked for a change (404 otherwise). */
export async function ownMargin(tx: Queryable, user: SessionUser, marginId: number): Promise<{ status: number }> {
  const [row] = await tx.query<{ status: number }>('SELECT m.status FROM margin m JOIN signup s ON s.id = m.signup_id WHERE m.id = $1 AND s.company_id = $2 FOR UPDATE OF m', [
    marginId,
    companyOf(user),
  ]);
  if (!row) throw notFound('marginNotFound');
  return row;
}
