import { APPEAL_ACTIONS, type AppealAction } from '@portal/domain';
import { ALL_ROWS, definePolicy, isAdmin, isSupplier, isSupplierOf, managesCompany, NO_ROWS, placeholder } from '../http/policy';

/** Appeal statuses: 1 submitted by the supplier, 2 answered by the buyer. */
export const AppealStatus = { submitted: 1, replied: 2 } as const;

/**
 * The appeals policy. A supplier's company owns its appeals and sees them; the staff who manage the appeal's
 * section (a buyer of its buyer company, any administrator) see them and answer each once. Anyone else: absent.
 */

/** What the rule reads of an appeal: its company, its status and its section's buyer company. */
export interface AppealPolicyRow {
  company_id: number | string;
  status: number;
  buyer_company_id: number | string | null;
}


export const appealPolicy = definePolicy<AppealPolicyRow, AppealAction>({
  known: APPEAL_ACTIONS,
  may(caller, action, row) {
    if (action === 'view') return isSupplierOf(caller, row.company_id) || managesCompany(caller, row.buyer_company_id);
    return row.status === AppealStatus.submitted && managesCompany(caller, row.buyer_company_id);
  },
  /** A supplier's list: its company's appeals; staff's: those of the sections they manage. */
  scope(caller, alias, params) {
    if (isSupplier(caller)) return `${alias}.company_id = ${placeholder(params, caller.companyId ?? -1)}`;
    if (isAdmin(caller)) return ALL_ROWS;
    if (caller?.role === 'buyer') return `${alias}.section_id IN (SELECT id FROM section WHERE buyer_company_id = ${placeholder(params, caller.companyId ?? -1)})`;
    return NO_ROWS;
  },
});
