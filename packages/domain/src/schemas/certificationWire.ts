import { z } from 'zod';
import { actionsSchema, CERTIFICATION_ACTIONS } from '../actions';
import { CERTIFICATION_STATUSES } from '../certification';
import { fileItemSchema } from './wire';
import { shownLanguage } from './common';

/**
 * What certification's calls answer (part 1 §3–§7, DESIGN.md §4, §6): the supplier's stored forms and the
 * reviewer's queue. The server serializes with these schemas, the web infers its types from them. Dates are
 * `yyyy-MM-dd`, times `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

/** Text fields of the enterprise form kept in `enterprise_certification.form` (declareName, mobile, email are not: they are the company's and the account's). */
export const ENTERPRISE_TEXT_FIELDS = [
  'simpleName',
  'realAddress',
  'category',
  'enterpriseType',
  'manufacturingAddress',
  'productionCapacity',
  'natureTaxpayer',
  'payedCapital',
  'address',
  'capital',
  'employeesNumber',
  'factoryArea',
  'revenue',
  'setUpTime',
  'trial',
  'businessScope',
  'suppliedProductName',
  'testingStandards',
  'businessLicenseStart',
  'businessLicenseEnd',
  'legalPerson',
  'idType',
  'idNo',
  'bankAccountNo',
  'bankName',
  'bankAccountName',
  'name',
  'isLegalRepresentative',
  'authorizationStart',
  'authorizationEnd',
  'bpmIdStr',
  'bpmNameStr',
] as const;
export type EnterpriseTextField = (typeof ENTERPRISE_TEXT_FIELDS)[number];

/** Each text field of the enterprise form as read back: the stored text, null when not given. */
const enterpriseTexts = Object.fromEntries(ENTERPRISE_TEXT_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
  EnterpriseTextField,
  z.ZodNullable<z.ZodString>
>;

/** The personal authentication form as stored (GET /web/authorization/getAuthorization). */
export const storedAuthenticationSchema = z.object({
  /** Y the submitter is the legal representative, N an authorized person. */
  isLegalRepresentative: z.enum(['Y', 'N']),
  /** Business licence validity, `yyyy-MM-dd`. */
  businessLicenseStart: z.string(),
  businessLicenseEnd: z.string(),
  /** The business licence scan. */
  businessLicenseFileList: z.array(fileItemSchema),
  /** The representative's identity card, both sides. */
  corporateIdCardFront: z.array(fileItemSchema),
  corporateIdCardOpposite: z.array(fileItemSchema),
  /** The authorization letter (authorized person only). */
  authorizationFileList: z.array(fileItemSchema),
  /** Authorization validity, `yyyy-MM-dd` (authorized person only). */
  authorizationStart: z.string().nullable(),
  authorizationEnd: z.string().nullable(),
  /** The section the authentication was started from, if any. */
  sectionId: z.number().nullable(),
  sectionName: z.string().nullable(),
  /** The reviewer's remark of the last rejection (Chinese, or as the reviewer wrote it). */
  feedback: z.string().nullable(),
  /** The remark in English; null when not given. */
  feedbackEn: z.string().nullable(),
  /** The remark in Lao; null when not given. */
  feedbackLo: z.string().nullable(),
  /** Language of the remark the caller is shown (its own, else the fallback's); null when there is none. */
  feedbackLang: shownLanguage,
  /** prompt under review, modify rejected, skip accredited. */
  status: z.string(),
});

/** The enterprise certification as read back (GET /web/enterprise/getByTaxCode): text fields null when not given, dates `yyyy-MM-dd`. */
export const storedEnterpriseSchema = z.object({
  /** The company's registered name. */
  declareName: z.string(),
  /** The account's phone and e-mail. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  ...enterpriseTexts,
  /** Agency licence scans. */
  agencyLicenseFileList: z.array(fileItemSchema),
  /** Production licence scans. */
  productionLicenseFileList: z.array(fileItemSchema),
  /** Financial reports of the last three years. */
  threeYearsFinancialReprotFileList: z.array(fileItemSchema),
  /** The business licence scan. */
  businessLicenseFileList: z.array(fileItemSchema),
  /** The authorization letter (authorized person only). */
  authorizationFileList: z.array(fileItemSchema),
  /** The representative's identity card, both sides. */
  corporateIdCardFront: z.array(fileItemSchema),
  corporateIdCardOpposite: z.array(fileItemSchema),
  /** Step 2's ids (part 1 §3): the stored certification, its review instance, the review step now open (null when none). */
  id: z.number().nullable(),
  instanceId: z.string().nullable(),
  taskId: z.string().nullable(),
  /** prompt under review, modify rejected, skip accredited; null when nothing was submitted. */
  status: z.string().nullable(),
  /** The reviewer's remark of the last rejection (Chinese, or as the reviewer wrote it). */
  feedback: z.string().nullable(),
  /** The remark in English; null when not given. */
  feedbackEn: z.string().nullable(),
  /** The remark in Lao; null when not given. */
  feedbackLo: z.string().nullable(),
  /** Language of the remark the caller is shown (its own, else the fallback's); null when there is none. */
  feedbackLang: shownLanguage,
});

/** A certification in the reviewer's queue (GET /admin/certifications). */
export const certificationRowSchema = z.object({
  /** The company under review. */
  companyId: z.number(),
  companyName: z.string(),
  /** Its taxpayer number. */
  tin: z.string().nullable(),
  /** Auth none submitted, prompt under review, modify rejected, skip accredited. */
  certificationStatus: z.enum(CERTIFICATION_STATUSES),
  /** Who submitted the form and as what (0 enterprise, 1 individual). */
  submittedBy: z.string(),
  operationUserType: z.number().nullable(),
  /** When the form was submitted. */
  submitTime: z.string().nullable(),
  /** Which form is waiting: personal authentication (in form) or enterprise certification (in enterpriseForm). */
  kind: z.enum(['personal', 'enterprise']),
  form: storedAuthenticationSchema.nullable(),
  enterpriseForm: storedEnterpriseSchema.nullable(),
  /** What the caller may do to it now (certificationPolicy): `review` while under review; the page shows the review buttons from it. */
  actions: actionsSchema(CERTIFICATION_ACTIONS),
});
