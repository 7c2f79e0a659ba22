import { MarginStatus } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { transitionMargin } from './lifecycle';
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
    const move = { marginId, action: 'refund-confirm', from: margin.status, to: MarginStatus.confirmed, who: user.role, actorId: user.id, now };
    await transitionMargin(tx, { ...move, columns: { confirm_time: now }, refusal: 'refundNotAwaiting' });
  });
}
