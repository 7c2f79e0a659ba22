import { FOLLOW_ACTIONS, type FollowAction } from '@portal/domain';
import { definePolicy, NO_ROWS, placeholder } from '../http/policy';

/**
 * The follows policy. A follow is its user's own: only that user sees it in the list and removes it; any
 * other user's follow reads as absent (404). Following a section needs only a signed-in user and a public
 * section (the sections policy).
 */

/** What the rule reads of a follow: whose it is. */
export interface FollowPolicyRow {
  user_id: number | string;
}


const ownFollow = (caller: { id: number } | null, row: FollowPolicyRow) => caller !== null && Number(row.user_id) === caller.id;

export const followPolicy = definePolicy<FollowPolicyRow, FollowAction>({
  known: FOLLOW_ACTIONS,
  may: (caller, _action, row) => ownFollow(caller, row),
  scope: (caller, alias, params) => (caller === null ? NO_ROWS : `${alias}.user_id = ${placeholder(params, caller.id)}`),
});
