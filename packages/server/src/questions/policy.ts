import { QuestionStatus, QUESTION_ACTIONS, type QuestionAction } from '@portal/domain';
import { ALL_ROWS, definePolicy, isAdmin, isSupplier, isSupplierOf, managesCompany, NO_ROWS, placeholder } from '../http/policy';

/**
 * The questions policy. A supplier's company owns its questions: it changes or deletes one while it is a
 * draft, and sees all of them. The staff who manage the question's section (a buyer of the section's buyer
 * company, any administrator) see it once submitted and answer it once. Anyone else: absent (404).
 */

/** What the rule reads of a question: its company, its status and its section's buyer company. */
export interface QuestionPolicyRow {
  company_id: number | string;
  status: number;
  buyer_company_id: number | string | null;
}


const owns = isSupplierOf;

export const questionPolicy = definePolicy<QuestionPolicyRow, QuestionAction>({
  known: QUESTION_ACTIONS,
  may(caller, action, row) {
    const draft = row.status === QuestionStatus.draft;
    switch (action) {
      case 'view':
        return owns(caller, row.company_id) || (!draft && managesCompany(caller, row.buyer_company_id));
      case 'edit':
      case 'delete':
        return draft && owns(caller, row.company_id);
      case 'reply':
        return row.status === QuestionStatus.submitted && managesCompany(caller, row.buyer_company_id);
    }
  },
  /** A supplier's list: its company's questions; staff's: the submitted ones of the sections they manage. */
  scope(caller, alias, params) {
    if (isSupplier(caller)) return `${alias}.company_id = ${placeholder(params, caller.companyId ?? -1)}`;
    const submitted = `${alias}.status <> ${QuestionStatus.draft}`;
    if (isAdmin(caller)) return `${submitted} AND ${ALL_ROWS}`;
    if (caller?.role === 'buyer') {
      return `${submitted} AND ${alias}.section_id IN (SELECT id FROM section WHERE buyer_company_id = ${placeholder(params, caller.companyId ?? -1)})`;
    }
    return NO_ROWS;
  },
});
