import { COMPANY_ACTIONS, type CompanyAction } from '@portal/domain';
import { ALL_ROWS, definePolicy, isAdmin, isSupplier, isSupplierOf, NO_ROWS, placeholder } from '../http/policy';

/**
 * The companies policy. A supplier sees and changes its own company's qualification (and bid contacts);
 * another company's id reads as absent (404). Administrators see every company; buyers see a supplier's
 * papers through the sign-ups and certification reviews they manage, not through this resource.
 */

/** What the rule reads of a company: its id. */
export interface CompanyPolicyRow {
  id: number | string;
}


export const companyPolicy = definePolicy<CompanyPolicyRow, CompanyAction>({
  known: COMPANY_ACTIONS,
  may(caller, action, row) {
    if (action === 'view') return isSupplierOf(caller, row.id) || isAdmin(caller);
    return isSupplierOf(caller, row.id);
  },
  scope(caller, alias, params) {
    if (isSupplier(caller)) return `${alias}.id = ${placeholder(params, caller.companyId ?? -1)}`;
    return isAdmin(caller) ? ALL_ROWS : NO_ROWS;
  },
});
