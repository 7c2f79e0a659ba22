import { z } from 'zod';
import { EMAIL_PATTERN } from './accountRules';
import { DEFAULT_TIMEZONE } from './constants';
import { DICTIONARIES } from './dictionaries';

/** Certification of a supplier company (DESIGN.md §4): the `operation` of the certification check. */
export const CERTIFICATION_STATUSES = ['Auth', 'prompt', 'modify', 'skip'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** At most this many images per side of the identity card (part 1 §9). */
export const MAX_ID_CARD_IMAGES = 3;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `yyyy-MM-dd` names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(value + 'T00:00:00Z');
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day of `now` in the portal's zone, as `yyyy-MM-dd` (one formatter per zone, kept: forms check on every key). */
export function dayOf(now: Date, zone: string = DEFAULT_TIMEZONE): string {
  let format = dayFormats.get(zone);
  if (!format) dayFormats.set(zone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(now);
}

/** A date field of the form: empty means not chosen ('please select'). */
const dateField = (requiredKey: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: requiredKey }).refine(isCalendarDate, { error: 'dateFormat' }).optional(),
  );

/** A file list: objects carrying the id of an uploaded file (FileItem or `{id}`); other keys are ignored. */
const fileList = (max: number, tooManyKey: string) =>
  z
    .array(z.object({ id: z.coerce.number({ error: 'fileInvalid' }).int({ error: 'fileInvalid' }).positive({ error: 'fileInvalid' }) }), { error: 'fileInvalid' })
    .max(max, { error: tooManyKey })
    .default([]);
/** An item of a form that takes one file (part 1 §5, 'one file per slot'): 0 or 1 file. */
const singleFile = fileList(1, 'oneFilePerSlot');
/** One side of the identity card: up to MAX_ID_CARD_IMAGES images. */
const idCardSide = fileList(MAX_ID_CARD_IMAGES, 'idCardTooMany');

/**
 * Runs a cross-field rule even when other fields of the form failed, as long as the fields it reads parsed:
 * a form then hears every message of a step at once, not the cross-field ones in a second round (zod skips
 * refinements after any failed field by default).
 */
const onceParsed = (fields: readonly string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    // Never on a body that is not an object at all (its issue has no path): the rule reads its fields.
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))),
});
const LICENCE_PERIOD = ['businessLicenseStart', 'businessLicenseEnd'] as const;
const REPRESENTATIVE = ['isLegalRepresentative', 'corporateIdCardFront', 'corporateIdCardOpposite', 'authorizationFileList', 'authorizationStart', 'authorizationEnd'] as const;

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

/** The fields that prove who acts for the company, shared by the personal form and enterprise step 2. */
interface RepresentativeFields {
  isLegalRepresentative?: 'Y' | 'N';
  corporateIdCardFront: { id: number }[];
  corporateIdCardOpposite: { id: number }[];
  authorizationFileList: { id: number }[];
  authorizationStart?: string;
  authorizationEnd?: string;
}

/**
 * The legal representative sends both sides of the identity card (1 to 3 images each); anyone else an
 * authorization letter and its validity period (part 1 §5).
 */
function checkRepresentative(ctx: z.RefinementCtx, form: RepresentativeFields, today: string) {
  if (form.isLegalRepresentative === 'Y') {
    for (const [side, key] of [['corporateIdCardFront', 'idCardFrontRequired'], ['corporateIdCardOpposite', 'idCardBackRequired']] as const) {
      if (form[side].length === 0) ctx.addIssue({ code: 'custom', path: [side], message: key });
    }
  } else if (form.isLegalRepresentative === 'N') {
    if (form.authorizationFileList.length === 0) ctx.addIssue({ code: 'custom', path: ['authorizationFileList'], message: 'authorizationFileRequired' });
    checkPeriod(ctx, form.authorizationStart, form.authorizationEnd, { start: 'authorizationStart', end: 'authorizationEnd', requiredKey: 'authorizationPeriodRequired' }, today);
  }
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
      /** Business licence (one file). */
      businessLicenseFileList: singleFile,
      /** Identity card, front side (1 to 3 images; when the legal representative). */
      corporateIdCardFront: idCardSide,
      /** Identity card, back side (1 to 3 images; when the legal representative). */
      corporateIdCardOpposite: idCardSide,
      /** Authorization letter (one PDF; when not the legal representative). */
      authorizationFileList: singleFile,
      /** Authorization validity, `yyyy-MM-dd` (when not the legal representative). */
      authorizationStart: dateField('authorizationPeriodRequired'),
      authorizationEnd: dateField('authorizationPeriodRequired'),
      /** Section the authentication was started from (sign-up from an announcement). */
      sectionId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: 'idInvalid' }).int().positive().optional()),
      sectionName: z.string().max(500, { error: 'tooLong' }).optional(),
    })
    .superRefine((form, ctx) => {
      if (form.businessLicenseFileList.length === 0) ctx.addIssue({ code: 'custom', path: ['businessLicenseFileList'], message: 'licenceFileRequired' });
    }, onceParsed(['businessLicenseFileList']))
    .superRefine((form, ctx) => {
      checkPeriod(ctx, form.businessLicenseStart, form.businessLicenseEnd, { start: 'businessLicenseStart', end: 'businessLicenseEnd', requiredKey: 'licencePeriodRequired' }, dayOf(now()));
    }, onceParsed(LICENCE_PERIOD))
    .superRefine((form, ctx) => checkRepresentative(ctx, form, dayOf(now())), onceParsed(REPRESENTATIVE));
export type AuthenticationForm = z.output<ReturnType<typeof authenticationSchema>>;

/** Review of a submitted certification by a buyer or admin: a remark is required when rejecting. */
export const certificationReviewSchema = z
  .object({
    /** true accredits the company, false sends the form back for correction. */
    pass: z.boolean({ error: 'reviewPassRequired' }),
    /** Feedback to the supplier (Chinese, or the reviewer's language); required when rejecting. */
    remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
    /** The remark in English, beside the plain one (optional). */
    remarkEn: z.string().trim().max(500, { error: 'tooLong' }).optional(),
    /** The remark in Lao, beside the plain one (optional). */
    remarkLo: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((review, ctx) => {
    if (!review.pass && !review.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'reviewRemarkRequired' });
  });

/** Supplier categories of the dictionary supplier_category: 1 agent, 2 manufacturer, 3 service, 4 construction. */
export const SUPPLIER_CATEGORIES = ['1', '2', '3', '4'] as const;
export type SupplierCategory = (typeof SUPPLIER_CATEGORIES)[number];

/** Which category-dependent fields of enterprise step 1 are shown and required (part 1 §5). */
export interface EnterpriseFieldRules {
  /** Manufacturing address and production capacity: shown unless the category is 1. */
  showManufacturing: boolean;
  /** Manufacturing address: required unless the category is 1, 3 or 4. */
  requireManufacturing: boolean;
  /** Agency licence: shown unless the category is 2. */
  showAgencyLicense: boolean;
  /** Agency licence: required where shown, unless the category is 3 or 4. */
  requireAgencyLicense: boolean;
  /** Production licence: shown unless the category is 1. */
  showProductionLicense: boolean;
}

/** The rules for a category as chosen in the form (a dictionary value; empty when none is chosen yet). */
export function enterpriseFieldRules(category: string | number | null | undefined): EnterpriseFieldRules {
  const c = category === null || category === undefined ? '' : String(category);
  return {
    showManufacturing: c !== '1',
    requireManufacturing: !['1', '3', '4'].includes(c),
    showAgencyLicense: c !== '2',
    requireAgencyLicense: !['2', '3', '4'].includes(c),
    showProductionLicense: c !== '1',
  };
}

/** Empty input (null, '') means not given. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const requiredText = (key: string, max = 200) => z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'tooLong' });
const optionalText = (max = 200) => z.preprocess(blank, z.string({ error: 'invalidParam' }).trim().max(max, { error: 'tooLong' }).optional());
/** A select bound to a dictionary: numbers are accepted and kept as the dictionary's string value. */
const dictValue = (type: string, key: string) => {
  const values = DICTIONARIES[type].map((entry) => entry.dictValue);
  return z.preprocess((v) => (typeof v === 'number' ? String(v) : blank(v)), z.string({ error: key }).refine((v) => values.includes(v), { error: key }));
};
const choice = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : blank(v)), z.enum(values, { error: key }));

/**
 * Enterprise certification (POST /web/enterprise/submit): step 1 company information and step 2 contact,
 * sent together (part 1 §3, §5). `now` is the server's clock for the period rule. Fields hidden for the
 * chosen category are accepted here and dropped when stored.
 */
export const enterpriseCertificationSchema = (now: () => Date) =>
  z
    .object({
      /** Company name (read-only in the form; the server keeps the registered name). */
      declareName: requiredText('declareNameRequired'),
      /** Short name. */
      simpleName: requiredText('simpleNameRequired', 100),
      /** Actual business address. */
      realAddress: requiredText('realAddressRequired', 500),
      /** Dictionary supplier_category: 1 agent, 2 manufacturer, 3 service provider, 4 construction. */
      category: choice(SUPPLIER_CATEGORIES, 'categoryRequired'),
      /** Dictionary enterprises_type. */
      enterpriseType: dictValue('enterprises_type', 'enterpriseTypeRequired'),
      /** Manufacturing address (category 2 required; hidden for 1). */
      manufacturingAddress: optionalText(500),
      /** Production capacity (hidden for category 1). */
      productionCapacity: optionalText(500),
      /** Agency licence, one file (category 1 required; hidden for 2). */
      agencyLicenseFileList: singleFile,
      /** Production licence, one file (hidden for category 1). */
      productionLicenseFileList: singleFile,
      /** Dictionary nature_tax_payer. */
      natureTaxpayer: dictValue('nature_tax_payer', 'natureTaxpayerRequired'),
      /** Paid-in capital. */
      payedCapital: requiredText('payedCapitalRequired', 100),
      /** Registered address. */
      address: optionalText(500),
      /** Registered capital. */
      capital: optionalText(100),
      /** Number of employees, digits only. */
      employeesNumber: z.preprocess(blank, z.string({ error: 'employeesNumberDigits' }).regex(/^\d{1,9}$/, { error: 'employeesNumberDigits' }).optional()),
      /** Factory area. */
      factoryArea: optionalText(100),
      /** Annual revenue. */
      revenue: optionalText(100),
      /** Date of establishment, `yyyy-MM-dd`. */
      setUpTime: dateField('dateFormat'),
      /** Financial reports of the last three years (one file). */
      threeYearsFinancialReprotFileList: singleFile,
      /** Trial cooperation: '1' yes, '0' no. */
      trial: choice(['1', '0'] as const, 'invalidParam').optional(),
      /** Business scope. */
      businessScope: optionalText(2000),
      /** Products supplied. */
      suppliedProductName: requiredText('suppliedProductNameRequired', 1000),
      /** Testing standards. */
      testingStandards: optionalText(1000),
      /** Business licence (one file) and its validity, `yyyy-MM-dd`. */
      businessLicenseFileList: singleFile,
      businessLicenseStart: dateField('licencePeriodRequired'),
      businessLicenseEnd: dateField('licencePeriodRequired'),
      /** Legal representative of the company. */
      legalPerson: requiredText('legalPersonRequired', 100),
      /** Identity document type of the legal representative: '1' or '2'. */
      idType: choice(['1', '2'] as const, 'idTypeRequired'),
      /** Identity document number. */
      idNo: requiredText('idNoRequired', 50),
      bankAccountNo: optionalText(50),
      bankName: optionalText(200),
      bankAccountName: optionalText(200),
      /** Step 2: contact person's name. */
      name: optionalText(100),
      /** Step 2: Y when the contact is the legal representative, N otherwise. */
      isLegalRepresentative: z.enum(['Y', 'N'], { error: 'legalRepresentativeRequired' }),
      /** Step 2: the account's phone (read-only; the server keeps the account's). */
      mobile: requiredText('phoneRequired', 30),
      /** Step 2: the account's e-mail (read-only; the server keeps the account's). */
      email: z.string({ error: 'emailRequired' }).trim().min(1, { error: 'emailRequired' }).regex(EMAIL_PATTERN, { error: 'emailFormat' }),
      /** Step 2, N: authorization letter (one PDF) and its validity. */
      authorizationFileList: singleFile,
      authorizationStart: dateField('authorizationPeriodRequired'),
      authorizationEnd: dateField('authorizationPeriodRequired'),
      /** Step 2, Y: identity card, front and back (1 to 3 images each). */
      corporateIdCardFront: idCardSide,
      corporateIdCardOpposite: idCardSide,
      /** Step 2: chosen bid contacts, their ids joined by commas (GET /bpm/bpmUser/list). */
      bpmIdStr: z.preprocess(blank, z.string({ error: 'bidContactUnknown' }).regex(/^\d{1,15}(,\d{1,15})*$/, { error: 'bidContactUnknown' }).optional()),
      /** Step 2: their names, as shown. */
      bpmNameStr: optionalText(1000),
    })
    // Each cross-field rule runs once the fields it reads parsed, whatever else failed (onceParsed).
    .superRefine((form, ctx) => {
      const rules = enterpriseFieldRules(form.category);
      if (rules.requireManufacturing && !form.manufacturingAddress) ctx.addIssue({ code: 'custom', path: ['manufacturingAddress'], message: 'manufacturingAddressRequired' });
      if (rules.requireAgencyLicense && form.agencyLicenseFileList.length === 0) ctx.addIssue({ code: 'custom', path: ['agencyLicenseFileList'], message: 'agencyLicenseRequired' });
    }, onceParsed(['category', 'manufacturingAddress', 'agencyLicenseFileList']))
    .superRefine((form, ctx) => {
      if (form.threeYearsFinancialReprotFileList.length === 0) ctx.addIssue({ code: 'custom', path: ['threeYearsFinancialReprotFileList'], message: 'financialReportRequired' });
      if (form.businessLicenseFileList.length === 0) ctx.addIssue({ code: 'custom', path: ['businessLicenseFileList'], message: 'licenceFileRequired' });
    }, onceParsed(['threeYearsFinancialReprotFileList', 'businessLicenseFileList']))
    .superRefine((form, ctx) => {
      checkPeriod(ctx, form.businessLicenseStart, form.businessLicenseEnd, { start: 'businessLicenseStart', end: 'businessLicenseEnd', requiredKey: 'licencePeriodRequired' }, dayOf(now()));
    }, onceParsed(LICENCE_PERIOD))
    .superRefine((form, ctx) => checkRepresentative(ctx, form, dayOf(now())), onceParsed(REPRESENTATIVE));
export type EnterpriseCertificationForm = z.output<ReturnType<typeof enterpriseCertificationSchema>>;

/** Company qualification (PUT /bidCompany): the files replace the stored ones; an empty list clears a slot. */
export const companyQualificationSchema = z.object({
  /** The caller's company id. */
  id: z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }),
  /** Business licence (0 or 1 file). */
  businessLicenseFileList: singleFile,
  /** Achievement file (0 or 1 file). */
  achievementFileList: singleFile,
  /** Agency licence (0 or 1 file). */
  agencyLicenseFileList: singleFile,
});
export type CompanyQualificationForm = z.output<typeof companyQualificationSchema>;

/** Status of a bid contact: 1 active (can be chosen), 0 inactive. */
export const BID_CONTACT_STATUSES = [0, 1] as const;

/** A bid contact of the caller's company as added (POST /bpm/bpmUser) or edited (PUT /bpm/bpmUser/{id}). */
export const bidContactSchema = z.object({
  /** The contact's name (Chinese, or as the contact writes it). */
  userName: requiredText('bidContactNameRequired', 50),
  /** The contact's name in English, when it is written otherwise there. */
  userNameEn: optionalText(50),
  /** The contact's name in Lao, when it is written otherwise there. */
  userNameLo: optionalText(50),
  /** What the contact handles, e.g. commercial offers (Chinese). */
  business: optionalText(200),
  /** What the contact handles, in English. */
  businessEn: optionalText(200),
  /** What the contact handles, in Lao. */
  businessLo: optionalText(200),
  /** 1 active, 0 inactive; a new contact is active unless told otherwise. */
  status: z.preprocess((v) => (typeof v === 'string' && v !== '' ? Number(v) : blank(v)), z.literal(BID_CONTACT_STATUSES, { error: 'bidContactStatusInvalid' }).default(1)),
});
export type BidContactForm = z.output<typeof bidContactSchema>;
