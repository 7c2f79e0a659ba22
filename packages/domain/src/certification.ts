import { z } from 'zod';
import { DEFAULT_TIMEZONE } from './constants';

/** Certification of a supplier company (DESIGN.md §4): the `operation` of the certification check. */
export const CERTIFICATION_STATUSES = ['Auth', 'prompt', 'modify', 'skip'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** At most this many images per side of the identity card (part 1 §9). */
export const MAX_ID_CARD_IMAGES = 3;
/** At most this many files in the business licence or authorization letter lists. */
export const MAX_CERTIFICATION_FILES = 10;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `yyyy-MM-dd` names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(value + 'T00:00:00Z');
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day of `now` in the portal's zone, as `yyyy-MM-dd`. */
export function dayOf(now: Date, zone: string = DEFAULT_TIMEZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A date field of the form: empty means not chosen ('please select'). */
const dateField = (requiredKey: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: requiredKey }).refine(isCalendarDate, { error: 'dateFormat' }).optional(),
  );

/** A file list: objects carrying the id of an uploaded file (FileItem or `{id}`); other keys are ignored. */
const fileList = z
  .array(z.object({ id: z.coerce.number({ error: 'fileInvalid' }).int({ error: 'fileInvalid' }).positive({ error: 'fileInvalid' }) }), { error: 'fileInvalid' })
  .max(MAX_CERTIFICATION_FILES, { error: 'tooManyFiles' })
  .default([]);

/**
 * The period rule for the licence and the authorization (part 1 §5): both dates required, start before
 * end, end after today.
 */
function checkPeriod(
  ctx: z.RefinementCtx,
  start: string | undefined,
  end: string | undefined,
  fields: { start: string; end: string; requiredKey: string },
  today: string,
) {
  if (!start) ctx.addIssue({ code: 'custom', path: [fields.start], message: fields.requiredKey });
  if (!end) ctx.addIssue({ code: 'custom', path: [fields.end], message: fields.requiredKey });
  if (!start || !end) return;
  if (start >= end) ctx.addIssue({ code: 'custom', path: [fields.end], message: 'periodStartAfterEnd' });
  else if (end <= today) ctx.addIssue({ code: 'custom', path: [fields.end], message: 'periodEnded' });
}

/**
 * Personal authentication form (POST /web/authorization/authenticate), part 1 §3 and §5. `now` is the
 * server's clock: an end date must lie after today (in the portal's zone).
 */
export const authenticationSchema = (now: () => Date) =>
  z
    .object({
      /** Y when the person is the company's legal representative, N otherwise. */
      isLegalRepresentative: z.enum(['Y', 'N'], { error: 'legalRepresentativeRequired' }),
      /** Business licence validity, `yyyy-MM-dd`. */
      businessLicenseStart: dateField('licencePeriodRequired'),
      businessLicenseEnd: dateField('licencePeriodRequired'),
      /** Business licence files. */
      businessLicenseFileList: fileList,
      /** Identity card, front side (1 to 3 images; when the legal representative). */
      corporateIdCardFront: fileList,
      /** Identity card, back side (1 to 3 images; when the legal representative). */
      corporateIdCardOpposite: fileList,
      /** Authorization letter (PDF; when not the legal representative). */
      authorizationFileList: fileList,
      /** Authorization validity, `yyyy-MM-dd` (when not the legal representative). */
      authorizationStart: dateField('authorizationPeriodRequired'),
      authorizationEnd: dateField('authorizationPeriodRequired'),
      /** Section the authentication was started from (sign-up from an announcement). */
      sectionId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: 'idInvalid' }).int().positive().optional()),
      sectionName: z.string().max(500, { error: 'tooLong' }).optional(),
    })
    .superRefine((form, ctx) => {
      const today = dayOf(now());
      if (form.businessLicenseFileList.length === 0) ctx.addIssue({ code: 'custom', path: ['businessLicenseFileList'], message: 'licenceFileRequired' });
      checkPeriod(ctx, form.businessLicenseStart, form.businessLicenseEnd, { start: 'businessLicenseStart', end: 'businessLicenseEnd', requiredKey: 'licencePeriodRequired' }, today);
      if (form.isLegalRepresentative === 'Y') {
        for (const [side, key] of [['corporateIdCardFront', 'idCardFrontRequired'], ['corporateIdCardOpposite', 'idCardBackRequired']] as const) {
          const n = form[side].length;
          if (n === 0) ctx.addIssue({ code: 'custom', path: [side], message: key });
          if (n > MAX_ID_CARD_IMAGES) ctx.addIssue({ code: 'custom', path: [side], message: 'idCardTooMany' });
        }
      } else {
        if (form.authorizationFileList.length === 0) ctx.addIssue({ code: 'custom', path: ['authorizationFileList'], message: 'authorizationFileRequired' });
        checkPeriod(ctx, form.authorizationStart, form.authorizationEnd, { start: 'authorizationStart', end: 'authorizationEnd', requiredKey: 'authorizationPeriodRequired' }, today);
      }
    });
export type AuthenticationForm = z.output<ReturnType<typeof authenticationSchema>>;

/** Review of a submitted certification by a buyer or admin: a remark is required when rejecting. */
export const certificationReviewSchema = z
  .object({
    /** true accredits the company, false sends the form back for correction. */
    pass: z.boolean({ error: 'reviewPassRequired' }),
    /** Feedback to the supplier; required when rejecting. */
    remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((review, ctx) => {
    if (!review.pass && !review.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'reviewRemarkRequired' });
  });
