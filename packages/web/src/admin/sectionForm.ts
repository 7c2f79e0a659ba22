import { adminSectionSchema, publishProblems, SETTLE_RATIO_FIELDS, type AdminSectionInput } from '@portal/domain';
import type { SectionDetail } from '../api/staffSections';

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
  const attached = [...detail.fileList, ...detail.sectorFileList, ...detail.sectorList.flatMap((s) => s.outFileList ?? [])];
  return {
    ...detail,
    fileTitle: Object.fromEntries(attached.map((f) => [String(f.id), { fileName: f.fileName, fileNameEn: f.fileNameEn ?? null, fileNameLo: f.fileNameLo ?? null }])),
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
  const { fileTitle = {}, ...rest } = values as { fileTitle?: Record<string, { fileNameEn?: string | null; fileNameLo?: string | null }> };
  const clean = dropNulls(rest) as Record<string, unknown>;
  clean.fileTitles = Object.entries(fileTitle).map(([fileId, title]) => ({ fileId: Number(fileId), fileNameEn: title.fileNameEn ?? null, fileNameLo: title.fileNameLo ?? null }));
  const sectors = (clean.sectorList as { detailsList?: unknown[] }[] | undefined) ?? [];
  clean.sectionType = sectors.some((s) => (s.detailsList ?? []).length > 0) ? 1 : 0;
  return adminSectionSchema.safeParse(clean);
}

/**
 * What the section still lacks before it may be published, one entry per field to fill: the server's rule
 * (publishProblems of the domain) turned into the fields it names, for the editor's marks and messages.
 * `label` is the field's key under admin.editor (shown "in Chinese" when `zh`); `message` the key under
 * admin.editor.required. An inquiry names only its quoting end: it has no sign-up and no bid-file times.
 */
export interface MissingField {
  name: string;
  step: Step;
  label: string;
  zh?: boolean;
  message: 'enter' | 'addItem' | 'depositAccount';
}

const TENDER_TIMES = ['signupStartTime', 'signupEndTime', 'startTime', 'entTime'] as const;
const BID_FILE_TIMES = ['bidFileStartTime', 'bidFileEndTime'] as const;

export function missingForPublish(values: Record<string, unknown>): MissingField[] {
  const v = dropNulls(values) as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  const blank = (x: unknown) => x === undefined || x === null || x === '';
  const biddingType = Number(v.biddingType ?? 0);
  const accounts = (v.receivingAccountList as { type?: unknown }[] | undefined) ?? [];
  const problems = publishProblems({
    sectionName: text(v.sectionName),
    organization: text(v.organization),
    biddingType,
    sectorCount: ((v.sectorList as unknown[] | undefined) ?? []).length,
    signupStartTime: v.signupStartTime,
    signupEndTime: v.signupEndTime,
    startTime: v.startTime,
    entTime: v.entTime,
    isBiddingCommitFile: Number(v.isBiddingCommitFile ?? 0),
    bidFileStartTime: v.bidFileStartTime,
    bidFileEndTime: v.bidFileEndTime,
    isQualificationOther: Number(v.isQualificationOther ?? 0),
    qualificationOtherDescribe: text(v.qualificationOtherDescribe),
    securityDeposit: blank(v.securityDeposit) ? null : (v.securityDeposit as string | number),
    accountTypes: accounts.map((a) => String(a?.type ?? '')),
  });
  const times = (names: readonly string[]): MissingField[] =>
    names.filter((n) => blank(v[n])).map((n) => ({ name: n, step: 'times', label: `times.${n}`, message: 'enter' }));
  return problems.flatMap((problem): MissingField[] => {
    switch (problem) {
      case 'publishNeedsName':
        return [{ name: 'sectionName', step: 'basics', label: 'sectionName', zh: true, message: 'enter' }];
      case 'publishNeedsOrganization':
        return [{ name: 'organization', step: 'basics', label: 'organization', zh: true, message: 'enter' }];
      case 'publishNeedsSector':
        return [{ name: 'sectorList', step: 'items', label: 'steps.items', message: 'addItem' }];
      case 'publishNeedsTimes':
        return times(biddingType === 0 ? TENDER_TIMES : ['entTime']);
      case 'publishNeedsBidFileTimes':
        return times(BID_FILE_TIMES);
      case 'publishNeedsOtherDescribe':
        return [{ name: 'qualificationOtherDescribe', step: 'qualification', label: 'qualification.otherDescribe', zh: true, message: 'enter' }];
      case 'publishNeedsDepositAccount':
        return [{ name: 'receivingAccountList', step: 'money', label: 'money.accounts', message: 'depositAccount' }];
    }
  });
}

/** The fields the section must have before publishing, given its bidding type and choices (marked required). */
export function requiredForPublish(values: { biddingType?: unknown; isBiddingCommitFile?: unknown; isQualificationOther?: unknown }): Set<string> {
  const tender = Number(values.biddingType ?? 0) === 0;
  return new Set<string>([
    'sectionName',
    'organization',
    ...(tender ? TENDER_TIMES : ['entTime']),
    ...(tender && Number(values.isBiddingCommitFile) === 1 ? BID_FILE_TIMES : []),
    ...(Number(values.isQualificationOther) === 1 ? ['qualificationOtherDescribe'] : []),
  ]);
}
