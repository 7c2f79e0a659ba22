import { isQuotingOpen, type QuotationAction, type QuotingState } from '@portal/domain';
import { ALL_ROWS, definePolicy, isAdmin, isSupplierOf, NO_ROWS, placeholder, type Caller } from '../http/policy';

/**
 * The quotations policy (docs/decisions/quotations-policy.md): who may quote, and whose rounds a list shows.
 *
 * - `quote`: a supplier of the sign-up's company, while its quoting is open at the instant judged (the round's
 *   arrival, or now for a page): the section quoting or the supplier appointed to a running extra round, the
 *   sign-up not disabled, strictly before its deadline (`isQuotingOpen`). Nobody else quotes: not a buyer, not an
 *   administrator, not another supplier. Accreditation is asked of the certification policy besides.
 * - Lists of rounds and sign-ups (`scope`): a supplier sees its own company's, an administrator every one, a
 *   buyer those of its own buyer company's sections, a visitor none. The sealing of prices before the results is
 *   the results rule's (`resultsVisible`), not the scope's.
 */

/** A sign-up as the policy judges it: whose it is, where it stands, and when. */
export interface QuotationRow {
  /** The company of the sign-up (and of its rounds). */
  companyId: number;
  /** The sign-up's quoting state with its section (quotingState). */
  quoting: QuotingState;
  /** The instant judged: a round's arrival, or now. */
  at: Date;
}

export const quotationPolicy = definePolicy<QuotationRow, QuotationAction>({
  known: ['quote'],
  may: (caller, action, row) => action === 'quote' && isSupplierOf(caller, row.companyId) && isQuotingOpen(row.quoting, row.at),
  scope: (caller: Caller, alias: string, params: unknown[]) => {
    if (isAdmin(caller)) return ALL_ROWS;
    if (caller?.companyId == null) return NO_ROWS;
    if (caller.role === 'supplier') return `${alias}.company_id = ${placeholder(params, caller.companyId)}`;
    return `EXISTS (SELECT 1 FROM section scoped WHERE scoped.id = ${alias}.section_id AND scoped.buyer_company_id = ${placeholder(params, caller.companyId)})`;
  },
});
