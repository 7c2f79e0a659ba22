import type { TFunction } from 'i18next';
import { sectionStatusDictType, type Locale } from '@portal/domain';
import { formatDateTime, formatList, INTL_LOCALE } from '../format';

/** Every action code the server writes to the audit log (grep `action:` in packages/server/src; the status moves' actions are the rows of packages/domain/src/lifecycles). */
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
  'refuse', 'overtime',
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

/** What the reader of a trail needs to read its values: texts, language, dictionary labels, the section's type. */
export interface AuditReader {
  t: TFunction;
  locale: Locale;
  /** The label of a dictionary value in the reader's language; '' when unknown. */
  dict: (type: string, value: unknown) => string;
  /** The bidding type of the section the trail belongs to (its statuses are labelled by it); tender by default. */
  biddingType?: number;
}

/** One changed field as people read it: its label (and wire name), the values before and after. */
export interface ReadLine {
  field: string;
  label: string;
  before?: string;
  after?: string;
}

/** Times the server writes: ISO instants (UTC) and wire times ("YYYY-MM-DD HH:mm:ss", the writer's zone). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A time of the trail as the portal writes times (`yyyy-MM-dd HH:mm:ss`, the reader's time zone); anything else undefined. */
export function readTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let date: Date | undefined;
  if (ISO_TIME.test(value)) date = new Date(value);
  else {
    const m = WIRE_TIME.exec(value);
    if (m) date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  }
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return formatDateTime(date);
}

/** Field-name suffixes of the English and Lao variants of a text. */
const LANG_SUFFIX: Record<string, 'en' | 'lo'> = { En: 'en', Lo: 'lo' };
/** Where the section editor keeps the label of a section field (admin.editor.*), tried in this order. */
const EDITOR_GROUPS = ['', 'times.', 'money.', 'qualification.', 'overtime.'];

/**
 * The label of a changed field in the reader's language: the audit's own field names first, then the section
 * editor's labels (a section's fields), an English or Lao variant named as such; the wire name otherwise.
 */
export function fieldLabel(r: AuditReader, field: string): string {
  const own = r.t(`admin.audit.fields.${field}`, { defaultValue: '' }) as string;
  if (own) return own;
  // A stage's file lists (tecFileIds …) by the names the review pages give them (tecFileList …).
  if (field.endsWith('FileIds')) {
    const group = r.t(`admin.reviews.groups.${field.slice(0, -3)}List`, { defaultValue: '' }) as string;
    if (group) return group;
  }
  const suffix = field.slice(-2);
  const base = LANG_SUFFIX[suffix] ? field.slice(0, -2) : field;
  for (const group of EDITOR_GROUPS) {
    const label = r.t(`admin.editor.${group}${base}`, { defaultValue: '', returnObjects: false }) as unknown;
    if (typeof label === 'string' && label) {
      return LANG_SUFFIX[suffix] ? (r.t('admin.editor.inLang', { label, lang: r.t(`admin.editor.lang.${LANG_SUFFIX[suffix]}`) }) as string) : label;
    }
  }
  return field;
}

const yesNo = (r: AuditReader, v: unknown) => r.t(v === true || v === 1 || v === '1' || v === 'Y' ? 'admin.audit.values.yes' : 'admin.audit.values.no') as string;
const FLAGS = new Set(['isAppointSupplierQuotationIng', 'disabled', 'isTax', 'showRanking', 'isBiddingCommitFile', 'isQualificationQuotes', 'isQualificationOther', 'passwordChanged']);

/** Fields that name another record by its id, shown as "#id". */
const REFERENCES = new Set(['sectionId', 'signupId', 'companyId', 'sectorId', 'appointmentId', 'enterpriseCertificationId', 'authorizationId']);

/** A changed value as people read it: statuses and codes by their labels, times local, flags yes / no. */
export function valueText(r: AuditReader, entity: string, field: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return '—';
  const label = (type: string) => r.dict(type, value) || String(value);
  if (field === 'sectionStauts') return label(sectionStatusDictType(r.biddingType ?? 0));
  if (field === 'supplierBidStatus') return label('sys_supplier_bid_status');
  if (field === 'status' && entity === 'margin') return label('sys_supplier_margin_status');
  if (field === 'status' && (entity === 'question' || entity === 'appeal'))
    return r.t(`admin.audit.values.questionStatus.${String(value)}`, { defaultValue: String(value) }) as string;
  if (field === 'biddingType') return r.t(`admin.biddingType.${String(value)}`, { defaultValue: String(value) }) as string;
  if (field === 'pass') return r.t(value ? 'admin.audit.values.pass' : 'admin.audit.values.reject') as string;
  if (FLAGS.has(field)) return yesNo(r, value);
  if (field === 'reason' && typeof value === 'string') return (r.t(`messages.${value}`, { defaultValue: '' }) as string) || value;
  if (field === 'reason' && plain(value) && value.kind === 'overtime')
    return r.t('admin.audit.values.overtimeReason', { time: readTime(value.arrivalTime) ?? String(value.arrivalTime), minutes: value.windowMinutes }) as string;
  if (REFERENCES.has(field) && typeof value === 'number') return `#${value}`;
  if (field === 'awards' && Array.isArray(value))
    return formatList(
      value.map((award: { signupId?: unknown; price?: unknown }) => `${fieldLabel(r, 'signupId')} #${String(award?.signupId ?? '—')} · ${String(award?.price ?? '—')}`),
      INTL_LOCALE[r.locale],
    );
  const time = readTime(value);
  if (time) return time;
  if (Array.isArray(value) && value.length === 0) return '—';
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return formatList(value.map((v) => `#${v}`), INTL_LOCALE[r.locale]);
  return short(value);
}

/**
 * The fields an audit record touched, as people read them: labelled fields, labelled values, local times;
 * a field whose value did not change is left out. Values that are not objects show as one line without a label.
 */
export function readChanges(r: AuditReader, entity: string, before: unknown, after: unknown): ReadLine[] {
  const b = before ?? undefined;
  const a = after ?? undefined;
  if ((b === undefined || plain(b)) && (a === undefined || plain(a))) {
    return changesOf(b, a).map(({ field }) => ({
      field,
      label: fieldLabel(r, field),
      before: valueText(r, entity, field, b?.[field]),
      after: valueText(r, entity, field, a?.[field]),
    }));
  }
  return [{ field: '', label: '', before: valueText(r, entity, '', b), after: valueText(r, entity, '', a) }];
}
