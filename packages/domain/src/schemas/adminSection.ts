import { z } from 'zod';
import { optional, pagingQuery } from './common';
import { MAX_SEARCH_LENGTH } from '../constants';
import { ALL_SECTION_STATUSES } from '../sectionStatus';

/**
 * The buyer's section form (DESIGN.md §6): every field of a section with its sectors, files, receiving
 * accounts and settlement. The server validates drafts with `adminSectionSchema` and publishing with
 * `publishProblems`; the web editor checks the same rules before sending.
 */

/** Non-negative decimal with at most 2 decimals, as a string or number; travels back as a string. */
export const MONEY_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;
const money = z
  .union([z.string(), z.number()], { error: 'amountInvalid' })
  .transform((v) => String(v).trim())
  .refine((v) => MONEY_PATTERN.test(v), { error: 'amountInvalid' });
const optionalMoney = z.preprocess((v) => (v === '' ? null : v), money.nullable().optional().default(null));
/** Non-negative measure with at most 4 decimals (volume, weight, quote bound), as stored. */
const optionalMeasure = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .union([z.string(), z.number()], { error: 'amountInvalid' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,14}(\.\d{1,4})?$/.test(v), { error: 'amountInvalid' })
    .nullable()
    .optional()
    .default(null),
);

/** A cost coefficient of an item: non-negative, at most 6 integer digits and 4 decimals (numeric(10, 4)). */
const coefficient = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .union([z.string(), z.number()], { error: 'amountInvalid' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,6}(\.\d{1,4})?$/.test(v), { error: 'amountInvalid' })
    .nullable()
    .optional()
    .default(null),
);

/** A percentage 0–100 with at most 2 decimals. */
const ratio = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .union([z.string(), z.number()], { error: 'ratioInvalid' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, { error: 'ratioInvalid' })
    .nullable()
    .optional()
    .default(null),
);

/** A positive quantity with at most 6 decimals. */
const quantity = z
  .union([z.string(), z.number()], { error: 'quantityInvalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,14}(\.\d{1,6})?$/.test(v) && Number(v) > 0, { error: 'quantityInvalid' });

/** `yyyy-MM-dd HH:mm:ss` in the requester's zone. */
export const SECTION_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * Whether a form time is written `yyyy-MM-dd HH:mm:ss` and names a time that exists on the calendar: no
 * 30 February, no day 99, no hour 25 (a date library would silently roll those over to another time).
 */
export function isRealSectionTime(value: string): boolean {
  const parts = SECTION_TIME_PATTERN.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** A time of a form (section times, deadlines, round ends): a real `yyyy-MM-dd HH:mm:ss`. */
export const sectionTime = z
  .string({ error: 'timeInvalid' })
  .regex(SECTION_TIME_PATTERN, { error: 'timeInvalid' })
  .refine(isRealSectionTime, { error: 'timeInvalid', abort: true });
/** An optional form time; null when the section has no such time. */
const time = z.preprocess((v) => (v === '' ? null : v), sectionTime.nullable().optional().default(null));

const text = (max = 200) => z.string({ error: 'invalidParam' }).trim().max(max, { error: 'tooLong' }).default('');
const nullableText = (max = 200) => z.string({ error: 'invalidParam' }).trim().max(max, { error: 'tooLong' }).nullable().optional().default(null);
const flag = z.coerce.number().int().min(0).max(1).default(0);
const smallInt = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const fileId = z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }).max(2 ** 53 - 1, { error: 'idInvalid' });
const fileIds = z.array(fileId, { error: 'fileInvalid' }).max(50, { error: 'tooManyFiles' }).default([]);

/** An attachment's title in English and Lao (blank or null when not given), for every place the file is attached. */
export const attachmentTitleSchema = z.object({
  fileId,
  /** The title in English. */
  fileNameEn: nullableText(200),
  /** The title in Lao. */
  fileNameLo: nullableText(200),
});

/** The payment ratio columns of settleMethod 2 (by ratio), which must add up to 100. */
export const SETTLE_RATIO_FIELDS = [
  'advancePaymentRatio',
  'paymentShipmentRatio',
  'deliveryPaymentRatio',
  'arrivalAcceptancePaymentRatio',
  'equipmentInstallationPaymentRatio',
  'projectAcceptancePaymentRatio',
  'warrantyPaymentRatio',
] as const;

export const adminSectorDetailSchema = z.object({
  sectorType: text(),
  sectorName: text(),
  sectorNameEn: text(),
  sectorNameLo: text(),
  specifications: text(500),
  model: text(),
  sectorNumber: quantity,
  detailUnits: text(50),
  detailUnitsEn: text(50),
  detailUnitsLo: text(50),
  budgetAmount: optionalMoney,
});

export const adminSectorSchema = z.object({
  sectorTypeName: text(),
  sectorName: text(),
  sectorNameEn: text(),
  sectorNameLo: text(),
  specifications: text(500),
  model: text(),
  sectorNumber: quantity,
  sectorUnits: text(50),
  sectorUnitsEn: text(50),
  sectorUnitsLo: text(50),
  budgetAmount: optionalMoney,
  remark: text(500),
  currencyTypeId: nullableText(20),
  taxRate: z.string().trim().regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'taxRateInvalid' }).default('13'),
  settleMethod: z.coerce.number().int().min(0).max(2).nullable().optional().default(null),
  isForceSettleMethod: flag,
  maxPrice: optionalMoney,
  minPrice: optionalMoney,
  costCoefficient: coefficient,
  volume: optionalMeasure,
  volumeUnit: nullableText(20),
  weight: optionalMeasure,
  weightUnit: nullableText(20),
  /** Attachments of this item (outFileList). */
  fileIds,
  detailsList: z.array(adminSectorDetailSchema).max(500, { error: 'tooLong' }).default([]),
});

export const adminReceivingAccountSchema = z.object({
  /** sys_receiving_account_type: 1 security deposit, 2 tender document fee, 3 service fee. */
  type: z.coerce.string().pipe(z.enum(['1', '2', '3'], { error: 'invalidParam' })),
  money,
  currency: z.string().trim().min(1, { error: 'requiredParam' }).max(10, { error: 'tooLong' }),
  bankAccountName: z.string().trim().min(1, { error: 'requiredParam' }).max(200, { error: 'tooLong' }),
  bankAccount: z.string().trim().min(1, { error: 'requiredParam' }).max(100, { error: 'tooLong' }),
  openAccountBank: z.string().trim().min(1, { error: 'requiredParam' }).max(200, { error: 'tooLong' }),
  paymentDeadline: time,
});

export const adminSettleStageSchema = z.object({
  type: z.string().trim().min(1, { error: 'requiredParam' }).max(100, { error: 'tooLong' }),
  typeEn: text(100),
  typeLo: text(100),
  percentage: z
    .union([z.string(), z.number()], { error: 'ratioInvalid' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, { error: 'ratioInvalid' }),
});

/** Minutes of an overtime rule: a whole number from 1 to `max`, or empty (rule off). */
const overtimeMinutes = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number({ error: 'overtimeMinutes' }).int({ error: 'overtimeMinutes' }).min(1, { error: 'overtimeMinutes' }).max(max, { error: 'overtimeMinutes' }).nullable(),
  ).default(null);

const sectionShape = {
  sectionName: text(),
  sectionNameEn: text(),
  sectionNameLo: text(),
  /** 0 tender, 1 inquiry. */
  biddingType: z.coerce.number({ error: 'requiredParam' }).int().min(0).max(1),
  /** 1: items carry detail rows. */
  sectionType: flag,
  /** 1 materials, 2 engineering, 3 services. */
  projectType: z.coerce.number({ error: 'requiredParam' }).int().min(1).max(3),
  biddingMethod: nullableText(20),
  /** 1 winners per item, 2 whole bid. */
  successfulBidderMethod: smallInt(1, 2, 2),
  projectPrice: optionalMoney,
  securityDeposit: optionalMoney,
  documentsAmount: optionalMoney,
  currency: z.string().trim().min(1).max(10).default('CNY'),
  moneyUnit: z.string().trim().max(20).default('元'),
  moneyUnitEn: z.string().trim().max(20).default('yuan'),
  moneyUnitLo: z.string().trim().max(20).default('ຢວນ'),
  organization: text(),
  organizationEn: text(),
  organizationLo: text(),
  signupStartTime: time,
  signupEndTime: time,
  startTime: time,
  entTime: time,
  bidFileStartTime: time,
  bidFileEndTime: time,
  bidOpeningTime: time,
  technicalContacts: nullableText(100),
  /** The technical contact in English and Lao, beside the plain (Chinese) name. */
  technicalContactsEn: nullableText(100),
  technicalContactsLo: nullableText(100),
  technicalPhoneNumber: nullableText(50),
  businessContacts: nullableText(100),
  /** The business contact in English and Lao, beside the plain (Chinese) name. */
  businessContactsEn: nullableText(100),
  businessContactsLo: nullableText(100),
  businessPhoneNumber: nullableText(50),
  quotationMethod: smallInt(0, 9, 0),
  isTax: smallInt(0, 1, 1),
  isLowest: flag,
  isAllLowest: flag,
  priceRange: optionalMoney,
  supplierOffer: flag,
  showRanking: flag,
  rankingType: smallInt(0, 9, 1),
  /**
   * Overtime rule against last-second sniping (off when null): an accepted round arriving in the last
   * overtimeWindowMinutes moves the end to overtimeExtendMinutes after it, up to overtimeMaxMinutes in all.
   */
  overtimeWindowMinutes: overtimeMinutes(60),
  overtimeExtendMinutes: overtimeMinutes(60),
  overtimeMaxMinutes: overtimeMinutes(1440),
  minOrMaxQuotesAmount: optionalMeasure,
  biddingTradeType: smallInt(0, 9, 1),
  isBiddingCommitFile: flag,
  isCommitBusinessFile: flag,
  isCommitTechnicalFile: flag,
  isSceneBidding: flag,
  sceneAddress: text(),
  sceneAddressEn: text(),
  sceneAddressLo: text(),
  isYuanJu: smallInt(0, 1, 1),
  warranty: nullableText(50),
  qualificationOtherDescribe: text(500),
  qualificationOtherDescribeEn: text(500),
  qualificationOtherDescribeLo: text(500),
  /** Rich text (HTML), sanitized by the server when stored. */
  projectNotes: text(200_000),
  projectNotesEn: text(200_000),
  projectNotesLo: text(200_000),
  /** sys_settle_method: 0 pay first, 1 deliver first, 2 by ratio. */
  settleMethod: z.coerce.number().int().min(0).max(2).nullable().optional().default(null),
  advancePaymentRatio: ratio,
  paymentShipmentRatio: ratio,
  deliveryPaymentRatio: ratio,
  arrivalAcceptancePaymentRatio: ratio,
  equipmentInstallationPaymentRatio: ratio,
  projectAcceptancePaymentRatio: ratio,
  warrantyPaymentRatio: ratio,
  isQualificationBusinessLicense: flag,
  isQualificationAchievement: flag,
  isQualificationAgencyLicense: flag,
  isQualificationOther: flag,
  isQualificationTec: flag,
  isQualificationQuotes: flag,
  contractPeriodDays: z.coerce.number().int().min(0).max(36500).nullable().optional().default(null),
  sectorList: z.array(adminSectorSchema).max(500, { error: 'tooLong' }).default([]),
  /** Attachments of the section (fileList) and of its item table (sectorFileList): stored file ids. */
  fileIds,
  sectorFileIds: fileIds,
  /** Titles of the attachments above in English and Lao, by file id; the file's name is the plain title. */
  fileTitles: z.array(attachmentTitleSchema).max(600, { error: 'tooLong' }).default([]),
  receivingAccountList: z.array(adminReceivingAccountSchema).max(10, { error: 'tooLong' }).default([]),
  settleMethodsList: z.array(adminSettleStageSchema).max(20, { error: 'tooLong' }).default([]),
};

type Ctx = z.RefinementCtx;
const before = (a: string | null, b: string | null) => a === null || b === null || a < b;
const notAfter = (a: string | null, b: string | null) => a === null || b === null || a <= b;
const sumOf = (values: (string | null)[]) => values.reduce((n, v) => n + (v === null ? 0 : Math.round(Number(v) * 100)), 0);

/**
 * Rules across fields, for drafts as for publishing: times in order, ratios adding up. The bid-file stage
 * is a tender stage: its window lies within sign-up start … quoting start, and an inquiry cannot ask for it.
 */
function crossFieldRules(s: AdminSectionForm, ctx: Ctx) {
  if (!before(s.signupStartTime, s.signupEndTime)) ctx.addIssue({ code: 'custom', path: ['signupEndTime'], message: 'signupTimesOrder' });
  if (s.biddingType === 0 && !notAfter(s.signupEndTime, s.startTime)) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'signupBeforeStart' });
  if (!before(s.startTime, s.entTime)) ctx.addIssue({ code: 'custom', path: ['entTime'], message: 'endAfterStart' });
  if (!before(s.bidFileStartTime, s.bidFileEndTime)) ctx.addIssue({ code: 'custom', path: ['bidFileEndTime'], message: 'bidFileTimesOrder' });
  if (s.biddingType === 1 && s.isBiddingCommitFile === 1) ctx.addIssue({ code: 'custom', path: ['isBiddingCommitFile'], message: 'bidFileTenderOnly' });
  if (s.biddingType === 0 && !notAfter(s.bidFileEndTime, s.startTime)) ctx.addIssue({ code: 'custom', path: ['bidFileEndTime'], message: 'bidFileBeforeStart' });
  if (s.biddingType === 0 && !notAfter(s.signupStartTime, s.bidFileStartTime))
    ctx.addIssue({ code: 'custom', path: ['bidFileStartTime'], message: 'bidFileAfterSignupStart' });
  if (s.settleMethod === 2) {
    if (sumOf(SETTLE_RATIO_FIELDS.map((f) => s[f])) !== 10_000) ctx.addIssue({ code: 'custom', path: ['advancePaymentRatio'], message: 'ratioSum' });
    if (s.settleMethodsList.length && sumOf(s.settleMethodsList.map((m) => m.percentage)) !== 10_000)
      ctx.addIssue({ code: 'custom', path: ['settleMethodsList'], message: 'ratioSum' });
  }
  const overtime = [s.overtimeWindowMinutes, s.overtimeExtendMinutes, s.overtimeMaxMinutes];
  if (overtime.some((v) => v !== null) && overtime.some((v) => v === null)) ctx.addIssue({ code: 'custom', path: ['overtimeWindowMinutes'], message: 'overtimeIncomplete' });
  else if (s.overtimeExtendMinutes !== null && s.overtimeMaxMinutes !== null && s.overtimeExtendMinutes > s.overtimeMaxMinutes)
    ctx.addIssue({ code: 'custom', path: ['overtimeMaxMinutes'], message: 'overtimeMaxBelowExtend' });
  s.sectorList.forEach((sector, i) => {
    if (sector.minPrice !== null && sector.maxPrice !== null && Number(sector.minPrice) > Number(sector.maxPrice))
      ctx.addIssue({ code: 'custom', path: ['sectorList', i, 'minPrice'], message: 'minAboveMax' });
  });
}

/** Body of POST /admin/sections and PUT /admin/sections/{id}. */
export const adminSectionSchema = z.object(sectionShape).superRefine((s, ctx) => crossFieldRules(s as AdminSectionForm, ctx));
export type AdminSectionForm = z.output<z.ZodObject<typeof sectionShape>>;
export type AdminSectionInput = z.input<typeof adminSectionSchema>;

/**
 * What a section still lacks before it may be published (message keys, first one first): a name in
 * Chinese, the organization, at least one item, the times its bidding type runs on, the Chinese description
 * of an 'other' qualification it asks for, and a security-deposit account (type '1') for a deposit it names.
 */
export function publishProblems(s: {
  sectionName: string;
  organization: string;
  biddingType: number;
  sectorCount: number;
  signupStartTime: unknown;
  signupEndTime: unknown;
  startTime: unknown;
  entTime: unknown;
  isBiddingCommitFile: number;
  bidFileStartTime: unknown;
  bidFileEndTime: unknown;
  isQualificationOther: number;
  qualificationOtherDescribe: string;
  /** The deposit the announcement names (decimal string or null). */
  securityDeposit: string | number | null;
  /** The receiving account types of the section ('1' security deposit, '2' document fee, '3' service fee). */
  accountTypes: readonly string[];
}): (
  | 'publishNeedsName'
  | 'publishNeedsOrganization'
  | 'publishNeedsSector'
  | 'publishNeedsTimes'
  | 'publishNeedsBidFileTimes'
  | 'publishNeedsOtherDescribe'
  | 'publishNeedsDepositAccount'
)[] {
  const problems: ReturnType<typeof publishProblems> = [];
  if (!s.sectionName.trim()) problems.push('publishNeedsName');
  if (!s.organization.trim()) problems.push('publishNeedsOrganization');
  if (s.sectorCount < 1) problems.push('publishNeedsSector');
  const missing = (v: unknown) => v === null || v === undefined || v === '';
  const times = s.biddingType === 0 ? [s.signupStartTime, s.signupEndTime, s.startTime, s.entTime] : [s.entTime];
  if (times.some(missing)) problems.push('publishNeedsTimes');
  if (s.biddingType === 0 && s.isBiddingCommitFile === 1 && (missing(s.bidFileStartTime) || missing(s.bidFileEndTime))) problems.push('publishNeedsBidFileTimes');
  if (s.isQualificationOther === 1 && !s.qualificationOtherDescribe.trim()) problems.push('publishNeedsOtherDescribe');
  if (s.securityDeposit !== null && Number(s.securityDeposit) > 0 && !s.accountTypes.includes('1')) problems.push('publishNeedsDepositAccount');
  return problems;
}

/** Query of GET /admin/sections. */
export const adminSectionListQuery = z.object({
  ...pagingQuery,
  /** Part of the name (zh, en or lo). */
  keyword: optional(z.string().trim().max(MAX_SEARCH_LENGTH, { error: 'searchTooLong' })),
  biddingType: optional(z.coerce.number().int().min(0).max(1)),
  sectionStauts: optional(z.coerce.number().int().refine((v) => ALL_SECTION_STATUSES.includes(v), { error: 'statusListInvalid' })),
});
