import { canConfirmRefund, MarginStatus } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { recordAudit } from '../audit/audit';
import { companyOf } from '../certification/commands';
import type { Db } from '../db/index';
import { notFound, warning } from '../http/errors';

/**
 * The supplier confirms receipt of a refunded deposit: 6 → 5. Only a deposit of the caller's company's
 * sign-up (another's is answered as absent); refused unless it awaits confirmation.
 */
export async function confirmRefund(db: Db, user: SessionUser, marginId: number, now: Date): Promise<void> {
  const companyId = companyOf(user);
  await db.transaction(async (tx) => {
    const [margin] = await tx.query<{ status: number }>(
      'SELECT m.status FROM margin m JOIN signup s ON s.id = m.signup_id WHERE m.id = $1 AND s.company_id = $2 FOR UPDATE OF m',
      [marginId, companyId],
    );
    if (!margin) throw notFound('marginNotFound');
    if (!canConfirmRefund(margin.status)) throw warning('refundNotAwaiting');
    await tx.query('UPDATE margin SET status = $2, confirm_time = $3 WHERE id = $1', [marginId, MarginStatus.confirmed, now]);
    await recordAudit(tx, { actorId: user.id, entity: 'margin', entityId: marginId, action: 'refund-confirm', before: { status: margin.status }, after: { status: MarginStatus.confirmed } });
  });
}
