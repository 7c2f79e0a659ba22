import { canConfirmRefund, MARGIN_ACTIONS, MarginStatus, type MarginAction } from '@portal/domain';
import type { Queryable } from '../db/index';
import { notFound } from '../http/errors';
import { ALL_ROWS, definePolicy, isAdmin, isBuyer, isSupplier, isSupplierOf, managesCompany, NO_ROWS, placeholder, type Caller } from '../http/policy';

/**
 * The deposits policy. A buyer refunds the deposits of its own sections (the sections policy's scope), an
 * administrator any, once each; a supplier sees its own company's deposits and confirms their refunds.
 * Another's deposit is answered as absent (404).
 */

/** Days a supplier has to confirm a refund when the buyer names no deadline. */
export const REFUND_CONFIRM_DAYS = 7;

/** What the rule reads of a deposit: its status, its sign-up's company and its section's buyer company. */
export interface MarginPolicyRow {
  status: number;
  company_id: number | string;
  buyer_company_id: number | string | null;
}

export const marginPolicy = definePolicy<MarginPolicyRow, MarginAction>({
  known: MARGIN_ACTIONS,
  may(caller, action, row) {
    switch (action) {
      case 'view':
        return isSupplierOf(caller, row.company_id) || managesCompany(caller, row.buyer_company_id);
      case 'refund':
        // Only a held deposit (4) is refunded; once refunded (6) or confirmed (5) it is not refunded again.
        return row.status === MarginStatus.paid && managesCompany(caller, row.buyer_company_id);
      case 'confirmRefund':
        return canConfirmRefund(row.status) && isSupplierOf(caller, row.company_id);
    }
  },
  /** Over a deposit (alias) and its sign-up: the supplier's company's, or those of the sections the staff manage. */
  scope(caller, alias, params) {
    if (isAdmin(caller)) return ALL_ROWS;
    if (isSupplier(caller)) return `${alias}.signup_id IN (SELECT id FROM signup WHERE company_id = ${placeholder(params, caller.companyId ?? -1)})`;
    if (isBuyer(caller)) {
      return `${alias}.signup_id IN (SELECT g.id FROM signup g JOIN section s ON s.id = g.section_id WHERE s.buyer_company_id = ${placeholder(params, caller.companyId ?? -1)})`;
    }
    return NO_ROWS;
  },
});

/** The columns MarginPolicyRow reads, from a deposit `m`, its sign-up `g` and its section `s`. */
export const MARGIN_POLICY_COLUMNS = 'm.status, g.company_id, s.buyer_company_id';

/** A deposit the caller may see (a buyer's of its sections, a supplier's of its company), locked for a change; 404 otherwise. */
export async function visibleMargin(tx: Queryable, user: Caller, marginId: number): Promise<MarginPolicyRow & { id: number }> {
  const params: unknown[] = [marginId];
  const [row] = await tx.query<MarginPolicyRow & { id: number }>(
    `SELECT m.id, ${MARGIN_POLICY_COLUMNS} FROM margin m JOIN signup g ON g.id = m.signup_id JOIN section s ON s.id = g.section_id
      WHERE m.id = $1 AND ${marginPolicy.scope(user, 'm', params)} FOR UPDATE OF m`,
    params,
  );
  if (!row) throw notFound('marginNotFound');
  return row;
}
