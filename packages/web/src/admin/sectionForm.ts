import { adminSectionSchema, SETTLE_RATIO_FIELDS, type AdminSectionInput } from '@portal/domain';
import type { SectionDetail } from './api';

/** The section editor's form: its steps, the values of a stored section, and the check before saving. */

export const STEPS = ['basics', 'items', 'money', 'qualification', 'times', 'notes'] as const;
export type Step = (typeof STEPS)[number];

/** Which step shows each top-level field, to open the step of the first problem. */
const STEP_OF: Record<string, Step> = {
  sectorList: 'items',
  sectorFileIds: 'items',
  sectionType: 'items',
  projectPrice: 'money',
  securityDeposit: 'money',
  documentsAmount: 'money',
  currency: 'money',
  receivingAccountList: 'money',
  settleMethod: 'money',
  settleMethodsList: 'money',
  ...Object.fromEntries(SETTLE_RATIO_FIELDS.map((f) => [f, 'money'])),
  isQualificationTec: 'qualification',
  isQualificationBusinessLicense: 'qualification',
  isQualificationAchievement: 'qualification',
  isQualificationAgencyLicense: 'qualification',
  isQualificationOther: 'qualification',
  isQualificationQuotes: 'qualification',
  isBiddingCommitFile: 'qualification',
  qualificationOtherDescribe: 'qualification',
  qualificationOtherDescribeEn: 'qualification',
  qualificationOtherDescribeLo: 'qualification',
  signupStartTime: 'times',
  signupEndTime: 'times',
  startTime: 'times',
  entTime: 'times',
  bidFileStartTime: 'times',
  bidFileEndTime: 'times',
  bidOpeningTime: 'times',
  contractPeriodDays: 'times',
  projectNotes: 'notes',
  projectNotesEn: 'notes',
  projectNotesLo: 'notes',
};
export const stepOf = (field: unknown): Step => STEP_OF[String(field)] ?? 'basics';

/** The word written after an amount in each language, by currency. */
export const MONEY_UNITS: Record<string, [string, string, string]> = {
  CNY: ['元', 'yuan', 'ຢວນ'],
  USD: ['美元', 'US dollars', 'ໂດລາ'],
  LAK: ['基普', 'kip', 'ກີບ'],
  THB: ['泰铢', 'baht', 'ບາດ'],
};

export const EMPTY_FORM: Partial<AdminSectionInput> = {
  biddingType: 0,
  projectType: 1,
  successfulBidderMethod: 2,
  quotationMethod: 0,
  isTax: 1,
  currency: 'CNY',
  sectorList: [],
  receivingAccountList: [],
  settleMethodsList: [],
  fileIds: [],
  sectorFileIds: [],
};

/** Drops nulls, so that every absent value takes the schema's default (text '' or null). */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, dropNulls(v)]));
  return value;
}

/** A stored quantity as a person types it: "420.000000" → "420", "0.500000" → "0.5" (same value). */
export function plainQuantity<T>(value: T): T | string {
  return typeof value === 'string' && /^\d+\.\d+$/.test(value) ? value.replace(/\.?0+$/, '') : value;
}

/** The form values of a stored section: file lists become id lists, quantities lose their scale's zeros. */
export function formOf(detail: SectionDetail): Record<string, unknown> {
  return {
    ...detail,
    fileIds: detail.fileList.map((f) => f.id),
    sectorFileIds: detail.sectorFileList.map((f) => f.id),
    sectorList: detail.sectorList.map((s) => ({
      ...s,
      sectorNumber: plainQuantity(s.sectorNumber),
      ...(s.detailsList ? { detailsList: s.detailsList.map((d) => ({ ...d, sectorNumber: plainQuantity(d.sectorNumber) })) } : {}),
      fileIds: (s.outFileList ?? []).map((f) => f.id),
    })),
  };
}

/**
 * Checks the editor's values with the shared schema (the server checks the same): nulls take the defaults,
 * and the section has detail rows (sectionType 1) when any item has one.
 */
export function checkSection(values: Record<string, unknown>) {
  const clean = dropNulls(values) as Record<string, unknown>;
  const sectors = (clean.sectorList as { detailsList?: unknown[] }[] | undefined) ?? [];
  clean.sectionType = sectors.some((s) => (s.detailsList ?? []).length > 0) ? 1 : 0;
  return adminSectionSchema.safeParse(clean);
}
