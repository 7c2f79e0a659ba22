import { CERTIFICATION_ACTIONS, LOCALES, textInReaderLanguage, type CertificationAction, type CertificationStatus, type Locale, type MessageKey } from '@portal/domain';
import type { Feedback } from './commands';
import { warning, type AppError, type MessageParams } from '../http/errors';
import { ALL_ROWS, definePolicy, isAdmin, isBuyer, isSupplier, isSupplierOf, NO_ROWS, placeholder } from '../http/policy';

/**
 * What the certification check tells the supplier of its company's status (DESIGN.md §4): not certified yet
 * (Auth), under review (prompt), rejected with the reviewer's feedback (modify), or accredited (skip).
 */
export function certificationMessage(status: CertificationStatus, feedback: Feedback): { key: MessageKey; params?: MessageParams } {
  if (status === 'Auth') return { key: 'certAuth' };
  if (status === 'prompt') return { key: 'certPrompt' };
  if (status === 'modify') return { key: 'certModify', params: { feedback: feedbackInEachLanguage(feedback) } };
  return { key: 'certSkip' };
}

/** The feedback as each reader is shown it: its own language, else another marked as such. */
export const feedbackInEachLanguage = (feedback: Feedback): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, textInReaderLanguage(feedback, 'feedback', locale)])) as Record<Locale, string>;

/** Whether the company is accredited: only then may it sign up to a section and quote (part 2 §4). */
export const isAccredited = (status: CertificationStatus) => status === 'skip';

/** The refusal of a supplier whose company is not accredited: what the certification check says of its status. */
export function notCertified(status: CertificationStatus, feedback: Feedback): AppError {
  const { key, params } = certificationMessage(status, feedback);
  return warning(key, params);
}

/** The certification gate of signing up and quoting: refuses a company that is not accredited. */
export function requireAccredited(state: { operation: CertificationStatus } & Feedback): void {
  if (!isAccredited(state.operation)) throw notCertified(state.operation, state);
}

/** A new certification form is refused while one is under review and once the company is accredited. */
export function requireMayCertify(status: CertificationStatus): void {
  if (status === 'prompt') throw warning('certPrompt');
  if (isAccredited(status)) throw warning('certAlreadyApproved');
}

/** What the rule reads of a company's certification: the company and its status. */
export interface CertificationPolicyRow {
  id: number | string;
  certification_status: CertificationStatus;
}

/**
 * The certifications policy in the common shape (http/policy.ts). A supplier sees its own company's and sends
 * a form while none is under review and it is not accredited (`requireMayCertify`); reviewers (any buyer, any
 * administrator) see and review the forms under review; an administrator sees every company's.
 */
export const certificationPolicy = definePolicy<CertificationPolicyRow, CertificationAction>({
  known: CERTIFICATION_ACTIONS,
  may(caller, action, row) {
    const underReview = row.certification_status === 'prompt';
    switch (action) {
      case 'view':
        return isSupplierOf(caller, row.id) || isAdmin(caller) || (isBuyer(caller) && underReview);
      case 'certify':
        return isSupplierOf(caller, row.id) && !underReview && !isAccredited(row.certification_status);
      case 'review':
        return underReview && (isAdmin(caller) || isBuyer(caller));
    }
  },
  /** Over the company table (alias). */
  scope(caller, alias, params) {
    if (isAdmin(caller)) return ALL_ROWS;
    if (isSupplier(caller)) return `${alias}.id = ${placeholder(params, caller.companyId ?? -1)}`;
    if (isBuyer(caller)) return `${alias}.certification_status = 'prompt'`;
    return NO_ROWS;
  },
});
