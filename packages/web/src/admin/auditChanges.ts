import type { TFunction } from 'i18next';

/** Every action code the server writes to the audit log (grep `action:` and `moveSignups` in packages/server/src). */
export const AUDIT_ACTIONS = [
  'create', 'update', 'delete', 'publish', 'suspend', 'resume', 'abandon', 'close', 'clock', 'appoint-round', 'award', 'results',
  'signup', 'withdraw', 'submit-base-files', 'submit-qualification', 'submit-payment', 'submit-bid-file', 'cancel-bid-file',
  'submit-quotes-file', 'accept-payment-methods', 'technical-compliance', 'bid-contact', 'winning-quote', 'abandon-award',
  'review-baseFiles', 'review-qualification', 'review-payment', 'review-quotationNotes', 'quote',
  'clock-missed-deadline', 'clock-bid-file-closed', 'clock-not-quoted', 'clock-missed-notes', 'clock-quoting-ended',
  'clock-round-ended', 'clock-missed-payment', 'results-round-cleared', 'clock-deemed-received', 'section-abandon', 'section-close',
  'hold', 'refund', 'refund-confirm', 'reply', 'file', 'follow', 'unfollow', 'qualification',
  'register', 'authenticate', 'changePassword', 'resetPassword', 'updateProfile',
  'enterprise-certification', 'certification-pass', 'certification-reject',
  'review-winning-quote', 'disable', 'enable', 'create-buyer', 'bootstrap-admin', 'lock', 'bid-contact-add', 'bid-contact-update',
] as const;

/** The label of an audit action in the current language; an unknown code is shown as it is. */
export const actionLabel = (t: TFunction, code: string) => t(`admin.audit.actions.${code}`, { defaultValue: code }) as string;

/** One changed field of an audit record: its name and the values before and after, shortened for a table cell. */
export interface ChangeLine {
  field: string;
  before?: string;
  after?: string;
}

const MAX = 80;
const plain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const short = (v: unknown): string | undefined => {
  if (v === undefined) return undefined;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
};

/**
 * The fields an audit record touched, one line each (`field: before → after`); a field whose value did not
 * change is left out. Values that are not objects show as one line without a field name.
 */
export function changesOf(before: unknown, after: unknown): ChangeLine[] {
  const b = before ?? undefined;
  const a = after ?? undefined;
  if ((b === undefined || plain(b)) && (a === undefined || plain(a))) {
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
    return keys
      .filter((k) => JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k]))
      .map((k) => ({ field: k, before: short(b?.[k]), after: short(a?.[k]) }));
  }
  return [{ field: '', before: short(b), after: short(a) }];
}
