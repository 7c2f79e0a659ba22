import { MarginStatus } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/index';
import { warning } from '../http/errors';
import { marginPolicy, visibleMargin } from './policy';

/**
 * The supplier confirms receipt of a refunded deposit: 6 → 5. Only a deposit of the caller's company's
 * sign-up (another's is answered as absent); refused unless it awaits confirmation.
 */
export async function confirmRefund(db: Db, user: SessionUser, marginId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const margin = await visibleMargin(tx, user, marginId);
    if (!marginPolicy.may(user, 'confirmRefund', margin)) throw warning('refundNotAwaiting');
    await tx.query('UPDATE margin SET status = $2, confirm_time = $3 WHERE id = $1', [marginId, MarginStatus.confirmed, now]);
    await recordAudit(tx, { actorId: user.id, entity: 'margin', entityId: marginId, action: 'refund-confirm', before: { status: margin.status }, after: { status: MarginStatus.confirmed } });
  });
}
