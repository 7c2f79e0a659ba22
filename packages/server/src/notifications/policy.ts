import { NOTIFICATION_ACTIONS, type NotificationAction } from '@portal/domain';
import { definePolicy, NO_ROWS, placeholder } from '../http/policy';

/**
 * The notifications policy. A notification is its recipient's own: only that user lists it, reads it and
 * marks it read; another user's reads as absent (404). Mail-queue settings are in `mailRules.ts`.
 */

/** What the rule reads of a notification: its recipient and whether it was read. */
export interface NotificationPolicyRow {
  user_id: number | string;
  read_time: Date | null;
}


export const notificationPolicy = definePolicy<NotificationPolicyRow, NotificationAction>({
  known: NOTIFICATION_ACTIONS,
  may(caller, action, row) {
    const own = caller !== null && Number(row.user_id) === caller.id;
    return action === 'view' ? own : own && row.read_time === null;
  },
  scope: (caller, alias, params) => (caller === null ? NO_ROWS : `${alias}.user_id = ${placeholder(params, caller.id)}`),
});
