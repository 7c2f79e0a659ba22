import { z } from 'zod';
import { actionsSchema, MARGIN_ACTIONS, QUESTION_ACTIONS, SIGNUP_ACTIONS } from './actions';
import { MAX_SEARCH_LENGTH } from './constants';
import { DICTIONARIES } from './dictionaries';
import { isCalendarDate } from './certification';
import { optional, pagingQuery, shownLanguage } from './schemas/common';
import { QUOTATION_ACTIONS } from './schemas/quotationWire';
import { fileItemSchema, receivingAccountSchema, sectionDetailSchema, timeItemSchema } from './schemas/wire';
import { isWinningAmount, isWinningQuantity, QUESTION_MAX_LENGTH, QuestionStatus, type SectionRequirements } from './bidStatus';

/**
 * Request bodies of the supplier workbench (part 2 §5, §7): the bid stages, the winning quote entry, the
 * deposit refund, appeals and questions. The web checks the same schemas before sending.
 */

/** Most files one list of a stage may hold. */
export const MAX_STAGE_FILES = 20;
/** Longest free text of the workbench (technical deviation, appeal, question). */
export const WORKBENCH_TEXT_MAX = 500;

const id = z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }).max(2 ** 53 - 1, { error: 'idInvalid' });

/** A list of uploaded files: objects carrying the file id (FileItem or `{id}`); other keys are ignored. */
const fileList = z
  .array(z.object({ id }), { error: 'fileInvalid' })
  .max(MAX_STAGE_FILES, { error: 'tooManyFiles' })
  .default([]);

/** Base files of the first (technical) stage: POST /quotation/SupplierBaseFile. */
export const supplierBaseFileSchema = z.object({
  supplierBaseFile: z.object({
    /** The sign-up. */
    signUpId: id,
    /** Its section. */
    sectionId: id,
    /** Supplier's technical documents. */
    supTecFileList: fileList,
    /** Supplier's achievements. */
    supAchFileList: fileList,
    /** Technical proposal (optional extra documents). */
    tecFileList: fileList,
    /** Agency licence. */
    qualificationAgencyLicenseFileList: fileList,
    /** Other qualification (described by the section's qualificationOtherDescribe). */
    qualificationOtherFileList: fileList,
  }),
});
export type SupplierBaseFileForm = z.output<typeof supplierBaseFileSchema>['supplierBaseFile'];

/** Qualification stage: POST /quotation/signup/submitQualification. */
export const qualificationSubmitSchema = z.object({
  /** The sign-up. */
  id,
  /** Its section. */
  sectionId: id,
  qualificationBusinessLicenseFileList: fileList,
  qualificationAchievementFileList: fileList,
  qualificationAgencyLicenseFileList: fileList,
  qualificationOtherFileList: fileList,
});
export type QualificationSubmitForm = z.output<typeof qualificationSubmitSchema>;

/** Payment proof: POST /quotation/signup/submitPayment; one file per receiving account (checked by the server). */
export const paymentSubmitSchema = z.object({
  /** The sign-up. */
  id,
  receivingAccountList: z
    .array(z.object({ /** Receiving account id. */ id, /** The proof of payment into it. */ fileList }), { error: 'paymentFileCount' })
    .max(MAX_STAGE_FILES, { error: 'tooManyFiles' }),
});
export type PaymentSubmitForm = z.output<typeof paymentSubmitSchema>;

/** A bid file as the upload answered it: the stored file id is `id` or `bpmFileId`. */
const bidFileItem = z
  .object({ id: id.optional(), bpmFileId: z.union([z.string(), z.number()]).optional(), fileName: z.string().optional(), filePath: z.string().optional(), url: z.string().optional() })
  .transform((f, ctx) => {
    const fileId = f.id ?? Number(f.bpmFileId);
    if (!Number.isSafeInteger(fileId) || fileId <= 0) {
      ctx.addIssue({ code: 'custom', message: 'fileInvalid' });
      return z.NEVER;
    }
    return { id: fileId };
  });

/** Bid file upload: POST /quotation/signup/submitSupplierBidFile. */
export const bidFileSubmitSchema = z.object({
  /** The sign-up. */
  id,
  supplierBidFileList: z.array(bidFileItem, { error: 'bidFileRequired' }).min(1, { error: 'bidFileRequired' }).max(MAX_STAGE_FILES, { error: 'tooManyFiles' }),
});

/** Quotation notes: POST /quotation/signup/submitQuotesFile (at least one file). */
export const quotesFileSubmitSchema = z.object({
  /** The sign-up. */
  id,
  fileList: z.array(z.object({ id }), { error: 'quotesNoteFileRequired' }).min(1, { error: 'quotesNoteFileRequired' }).max(MAX_STAGE_FILES, { error: 'tooManyFiles' }),
});

/** Withdrawal: POST /quotation/signup/updateSupplierBidStatus; -1 is the only status a supplier may set. */
export const withdrawSchema = z.object({
  /** The sign-up. */
  id,
  /** Must be -1 (withdraw). */
  supplierBidStatus: z.coerce.number({ error: 'withdrawOnly' }).refine((v) => v === -1, { error: 'withdrawOnly' }),
});

const zeroOrOne = (error: string) => z.coerce.number({ error }).int({ error }).refine((v) => v === 0 || v === 1, { error });

/** The supplier's answer to the section's payment method: POST /system/section/acceptPaymentMethods. */
export const acceptPaymentMethodsSchema = z.object({
  sectionId: id,
  /** 1 accepts, 0 rejects the current method. */
  acceptPaymentMethods: zeroOrOne('acceptPaymentMethodsInvalid'),
});

/** Technical-requirement compliance: POST /quotation/signup/technicalCompliance. */
export const technicalComplianceSchema = z
  .object({
    /** The sign-up. */
    id,
    /** 1 complies with the technical requirements, 0 deviates. */
    compliance: zeroOrOne('complianceInvalid'),
    /** What deviates; required when compliance is 0. */
    deviation: optional(z.string().trim().max(WORKBENCH_TEXT_MAX, { error: 'deviationTooLong' })),
  })
  .refine((b) => b.compliance === 1 || (b.deviation ?? '') !== '', { error: 'deviationRequired', path: ['deviation'] });

/** Tender contact of a sign-up: POST /quotation/signup/bidContact. */
export const bidContactChoiceSchema = z.object({ /** The sign-up. */ id, /** Bid contact id (bpmId). */ bpmId: id });

/** The sign-up of an action that takes only its id (cancel bid file, abandon, export). */
export const signupIdSchema = z.object({ /** The sign-up. */ id });

const TAX_RATES = DICTIONARIES.sys_tax_rate.map((e) => e.dictValue);
const amount = z.union([z.string(), z.number()], { error: 'winningAmountInvalid' }).transform(String).refine(isWinningAmount, { error: 'winningAmountInvalid' });

/** Winning quote entry: POST /system/section/submitWinningQuotes (amounts ≤ 2 decimals, ≤ 10 characters). */
export const winningQuotesSchema = z.object({
  sectionId: id,
  sectorList: z
    .array(
      z.object({
        /** Sector id. */
        id,
        /** Unit price. */
        sectorPrice: amount,
        /** Tax rate in percent (sys_tax_rate), 13 by default. */
        taxRate: z.union([z.string(), z.number()]).transform(String).default('13').refine((r) => TAX_RATES.includes(r), { error: 'taxRateInvalid' }),
        /** Other expenses. */
        otherExpenses: amount.default('0'),
        /** Quantity, up to 6 decimals. */
        sectorNumber: z
          .union([z.string(), z.number()], { error: 'quantityInvalid' })
          .transform(String)
          .refine(isWinningQuantity, { error: 'quantityInvalid' }),
      }),
      { error: 'winningSectorsMismatch' },
    )
    .min(1, { error: 'winningSectorsMismatch' })
    .max(1000, { error: 'winningSectorsMismatch' }),
});
export type WinningQuotesForm = z.output<typeof winningQuotesSchema>;

/** Confirming receipt of a refunded deposit: POST /margin/refund/confirm. */
export const refundConfirmSchema = z.object({ /** Deposit record id. */ marginId: id });

const APPEAL_TYPES = DICTIONARIES.bid_announce_question_type.map((e) => e.dictValue);

/** Appeal: POST /bidAnnounceQuestion; type (bid_announce_question_type) and description required. */
export const appealSchema = z
  .object({
    sectionId: id,
    /** Kind of appeal (bid_announce_question_type). */
    type: optional(z.union([z.string(), z.number()]).transform(String)),
    /** Always 1 (filed). */
    status: optional(z.coerce.number().refine((s) => s === 1, { error: 'invalidParam' })),
    /** What is challenged, at most 500 characters. */
    problemDescription: optional(z.string().trim()),
  })
  .superRefine((b, ctx) => {
    if (!b.type || !b.problemDescription) ctx.addIssue({ code: 'custom', message: 'appealIncomplete', path: [!b.type ? 'type' : 'problemDescription'] });
    else if (!APPEAL_TYPES.includes(b.type)) ctx.addIssue({ code: 'custom', message: 'appealTypeInvalid', path: ['type'] });
    else if ([...b.problemDescription].length > WORKBENCH_TEXT_MAX) ctx.addIssue({ code: 'custom', message: 'descriptionTooLong', path: ['problemDescription'] });
  })
  .transform((b) => ({ sectionId: b.sectionId, type: b.type!, problemDescription: b.problemDescription! }));

/** A question to the buyer (POST and PUT /question/question): description required, at most 500 characters. */
export const questionSchema = z.object({
  /** Question id (PUT only). */
  id: id.optional(),
  /** The section asked about (one of getAuthSection). */
  sectionId: id,
  /** The question. */
  problemDescription: z
    .string({ error: 'questionRequired' })
    .trim()
    .min(1, { error: 'questionRequired' })
    .refine((s) => [...s].length <= QUESTION_MAX_LENGTH, { error: 'descriptionTooLong' }),
  /** 1 save as draft, 2 submit. */
  status: z.coerce.number({ error: 'invalidParam' }).refine((s) => s === QuestionStatus.draft || s === QuestionStatus.submitted, { error: 'invalidParam' }).default(QuestionStatus.draft),
  /** Who asks (default: the caller's name). */
  createByName: optional(z.string().trim().max(50, { error: 'tooLong' })),
  /** Phone of who asks (default: the caller's). */
  createPhonenumber: optional(z.string().trim().max(30, { error: 'tooLong' })),
});
export type QuestionForm = z.output<typeof questionSchema>;

const dateQuery = optional(z.string().refine(isCalendarDate, { error: 'dateFormat' }));
const searchText = optional(z.string().trim().max(MAX_SEARCH_LENGTH, { error: 'searchTooLong' }));

/** GET /question/question/listSelf. */
export const questionListQuery = z.object({
  ...pagingQuery,
  /** Part of the section name, any language. */
  sectionName: searchText,
  /** Part of the company name. */
  companyName: searchText,
  /** 1 draft, 2 submitted, 3 replied. */
  status: optional(z.coerce.number().int().min(1).max(3)),
  /** First day of the submit time, yyyy-MM-dd. */
  submitTimeStart: dateQuery,
  /** Last day of the submit time, yyyy-MM-dd. */
  submitTimeEnd: dateQuery,
  /** Part of the creator's name. */
  createByName: searchText,
});
export type QuestionListQuery = z.output<typeof questionListQuery>;

/** GET /quotation/signup/list (MyBid). */
export const signupListQuery = z.object({
  ...pagingQuery,
  /** Part of the section name, any language. */
  searchValue: searchText,
  /** Section status filter. */
  sectionStauts: optional(z.coerce.number().int()),
  /** My bid status filter. */
  supplierBidStatus: optional(z.coerce.number().int()),
});
export type SignupListQuery = z.output<typeof signupListQuery>;

/** A kind of file a stage may require, named by a message key ('fileOther' is shown by the section's description). */
export type RequiredFileType = 'fileTechnical' | 'fileAchievement' | 'fileAgencyLicense' | 'fileBusinessLicense' | 'fileOther';

const firstMissing = (checks: [required: boolean, list: readonly unknown[], type: RequiredFileType][]) =>
  checks.find(([required, list]) => required && list.length === 0)?.[2] ?? null;

/**
 * The first required type without a file in the base-file stage (part 2 §5): the technical documents
 * (the stage exists because isQualificationTec), then achievement, agency licence and other when required.
 */
export function missingBaseFileType(
  s: Pick<SectionRequirements, 'isQualificationTec' | 'isQualificationAchievement' | 'isQualificationAgencyLicense' | 'isQualificationOther'>,
  form: Pick<SupplierBaseFileForm, 'supTecFileList' | 'supAchFileList' | 'qualificationAgencyLicenseFileList' | 'qualificationOtherFileList'>,
): RequiredFileType | null {
  return firstMissing([
    [s.isQualificationTec === 1, form.supTecFileList, 'fileTechnical'],
    [s.isQualificationAchievement === 1, form.supAchFileList, 'fileAchievement'],
    [s.isQualificationAgencyLicense === 1, form.qualificationAgencyLicenseFileList, 'fileAgencyLicense'],
    [s.isQualificationOther === 1, form.qualificationOtherFileList, 'fileOther'],
  ]);
}

/** The first required type without a file in the qualification stage (part 2 §5). */
export function missingQualificationFileType(
  s: Pick<SectionRequirements, 'isQualificationBusinessLicense' | 'isQualificationAchievement' | 'isQualificationAgencyLicense' | 'isQualificationOther'>,
  form: Omit<QualificationSubmitForm, 'id' | 'sectionId'>,
): RequiredFileType | null {
  return firstMissing([
    [s.isQualificationBusinessLicense === 1, form.qualificationBusinessLicenseFileList, 'fileBusinessLicense'],
    [s.isQualificationAchievement === 1, form.qualificationAchievementFileList, 'fileAchievement'],
    [s.isQualificationAgencyLicense === 1, form.qualificationAgencyLicenseFileList, 'fileAgencyLicense'],
    [s.isQualificationOther === 1, form.qualificationOtherFileList, 'fileOther'],
  ]);
}

/** One upload slot of a form: whether it is asked for (its flag is 1), the file ids sent and the ids it holds now. */
export type FileSlotCheck = [asked: boolean, sent: readonly number[], held: readonly number[], type: RequiredFileType];

/**
 * The first slot not asked for (its flag is 0) that is sent a file it does not already hold, or null. The
 * pages hide such a slot (part 1 §5, part 2 §5: "upload slots appear only when the matching flag is 1") and
 * the server refuses it, so nothing is stored that no page shows. A hidden slot sent back as it is held (the
 * company page keeps a hidden slot as stored) or emptied is no new file and is not refused.
 */
export const unaskedFileType = (slots: readonly FileSlotCheck[]): RequiredFileType | null =>
  slots.find(([asked, sent, held]) => !asked && sent.some((id) => !held.some((h) => Number(h) === Number(id))))?.[3] ?? null;

/* ---------- Answers of the supplier workbench (wire shapes) ---------- */

const time = z.string().nullable();
const timeList = z.array(timeItemSchema);

/** One row of MyBid (GET /quotation/signup/list). */
export const myBidRowSchema = z.object({
  /** Sign-up id (BidDetails?id=). */
  id: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  organization: z.string(),
  organizationEn: z.string(),
  organizationLo: z.string(),
  /** Section status, after the clock's due moves. */
  sectionStauts: z.number(),
  /** 0 tender, 1 inquiry. */
  biddingType: z.number(),
  /** Publication time of the section. */
  releaseTime: time,
  /** When the company signed up. */
  createTime: time,
  /** Who signed up (name). */
  createBy: z.string().nullable(),
  supplierBidStatus: z.number(),
  /** 1 while the supplier is appointed to an extra quoting round (the manage link). */
  isAppointSupplierQuotationIng: z.number(),
  /** 1 when the action is a plain details link (myBidOpensPlainDetails). */
  plainDetails: z.number(),
});

/** A bid file of the sign-up (supplierBidFileList); status by sys_supplier_margin_status. */
export const bidFileRowSchema = z.object({
  /** Bid-file record id. */
  id: z.number(),
  /** Stored file id. */
  fileId: z.number(),
  fileName: z.string(),
  filePath: z.string(),
  url: z.string(),
  createTime: time,
  /** 0 awaiting review, 1 approved, 2 rejected, 3 withdrawn. */
  status: z.number(),
});

/** A receiving account with the supplier's payment proof. */
export const signupAccountSchema = receivingAccountSchema.extend({
  /** The proof the supplier sent for this account (one file). */
  fileList: z.array(fileItemSchema),
  /** When the proof was sent. */
  paymentDate: time,
  /** Payment milestones: paymentDate, paymentDeadline. */
  timeList,
});

/** An award of the caller's sign-up, shown once the results are out. */
export const awardRowSchema = z.object({
  id: z.number(),
  /** Awarded sector; null for a whole-bid award. */
  sectorId: z.number().nullable(),
  sectorName: z.string().nullable(),
  sectorNameEn: z.string().nullable(),
  sectorNameLo: z.string().nullable(),
  /** Awarded price. */
  price: z.string(),
  supplierName: z.string(),
  organization: z.string(),
  /** The sign-up's latest bid file, if any. */
  supplierBidFileName: z.string().nullable(),
  supplierBidFileDateTime: time,
  createTime: time,
});

/** The winner's stored winning quote entry of one sector. */
export const winningQuoteRowSchema = z.object({ sectorId: z.number(), sectorPrice: z.string(), taxRate: z.string(), otherExpenses: z.string(), sectorNumber: z.string() });

/** A bid contact as the client sees it (part 1 §3; GET /bpm/bpmUser/list, a sign-up's bidContact). */
export const bidContactRowSchema = z.object({
  /** Contact id (chosen as bpmIdStr in enterprise certification step 2, and on a sign-up). */
  bpmId: z.number(),
  /** The contact's name (Chinese, or as the contact writes it). */
  userName: z.string(),
  /** The name in English; null when not given. */
  userNameEn: z.string().nullable(),
  /** The name in Lao; null when not given. */
  userNameLo: z.string().nullable(),
  /** Language of the name the caller is shown (its own, else the fallback's). */
  userNameLang: shownLanguage,
  /** What the contact handles (Chinese); null when not given. */
  business: z.string().nullable(),
  /** What the contact handles, in English; null when not given. */
  businessEn: z.string().nullable(),
  /** What the contact handles, in Lao; null when not given. */
  businessLo: z.string().nullable(),
  /** Language of the role the caller is shown (its own, else the fallback's); null when no variant is given. */
  businessLang: shownLanguage,
  /** 1 active, 0 inactive. */
  status: z.number(),
});
export type BidContactRow = z.infer<typeof bidContactRowSchema>;

/** The bid signup record (GET /quotation/signup/getWithAuth/{id}, part 2 §3). */
export const bidRecordSchema = z.object({
  id: z.number(),
  sectionId: z.number(),
  supplierBidStatus: z.number(),
  sectionStauts: z.number(),
  isAppointSupplierQuotationIng: z.number(),
  /** Reviewer's remark of the latest rejection of the base files (Chinese, or as the buyer wrote it). */
  baseFileReviewRemark: z.string().nullable(),
  /** The base-file remark in English; null when not given. */
  baseFileReviewRemarkEn: z.string().nullable(),
  /** The base-file remark in Lao; null when not given. */
  baseFileReviewRemarkLo: z.string().nullable(),
  /** Language of the the base-file remark the caller is shown (its own, else the fallback's); null when none. */
  baseFileReviewRemarkLang: shownLanguage,
  /** Reviewer's remark of the latest rejection of the qualification (Chinese, or as the buyer wrote it). */
  qualificationReviewRemark: z.string().nullable(),
  /** The qualification remark in English; null when not given. */
  qualificationReviewRemarkEn: z.string().nullable(),
  /** The qualification remark in Lao; null when not given. */
  qualificationReviewRemarkLo: z.string().nullable(),
  /** Language of the the qualification remark the caller is shown (its own, else the fallback's); null when none. */
  qualificationReviewRemarkLang: shownLanguage,
  /** Reviewer's remark of the latest rejection of the payment proof (Chinese, or as the buyer wrote it). */
  marginReviewRemark: z.string().nullable(),
  /** The payment remark in English; null when not given. */
  marginReviewRemarkEn: z.string().nullable(),
  /** The payment remark in Lao; null when not given. */
  marginReviewRemarkLo: z.string().nullable(),
  /** Language of the the payment remark the caller is shown (its own, else the fallback's); null when none. */
  marginReviewRemarkLang: shownLanguage,
  /** Reviewer's remark on the bid file (never set: bid files are not reviewed). */
  bidFileReviewRemark: z.string().nullable(),
  /** Reviewer's remark of the latest rejection of the quotation notes (Chinese, or as the buyer wrote it). */
  quotesNoteReviewRemark: z.string().nullable(),
  /** The quotation-notes remark in English; null when not given. */
  quotesNoteReviewRemarkEn: z.string().nullable(),
  /** The quotation-notes remark in Lao; null when not given. */
  quotesNoteReviewRemarkLo: z.string().nullable(),
  /** Language of the the quotation-notes remark the caller is shown (its own, else the fallback's); null when none. */
  quotesNoteReviewRemarkLang: shownLanguage,
  /** 1 when the buyer disabled the sign-up: all editing hidden. */
  disabled: z.number(),
  /** Page read-only (isBidPageDisabled). */
  pageDisabled: z.boolean(),
  /** Progress-bar steps of the section (progressSteps). */
  progressSteps: z.array(z.number()),
  supplierBaseFile: z.object({
    supAchFileList: z.array(fileItemSchema),
    supTecFileList: z.array(fileItemSchema),
    tecFileList: z.array(fileItemSchema),
    qualificationAgencyLicenseFileList: z.array(fileItemSchema),
    qualificationOtherFileList: z.array(fileItemSchema),
    signUpId: z.number(),
    sectionId: z.number(),
  }),
  qualificationBusinessLicenseFileList: z.array(fileItemSchema),
  qualificationAchievementFileList: z.array(fileItemSchema),
  qualificationAgencyLicenseFileList: z.array(fileItemSchema),
  qualificationOtherFileList: z.array(fileItemSchema),
  isQualificationBusinessLicense: z.number(),
  isQualificationAchievement: z.number(),
  isQualificationAgencyLicense: z.number(),
  isQualificationOther: z.number(),
  isQualificationTec: z.number(),
  isQualificationQuotes: z.number(),
  qualificationOtherDescribe: z.string(),
  qualificationOtherDescribeEn: z.string(),
  qualificationOtherDescribeLo: z.string(),
  quotesNoteFileList: z.array(fileItemSchema),
  /** Number of quotation rounds the sign-up submitted (notes need at least one). */
  quotesCount: z.number(),
  supplierBidFileList: z.array(bidFileRowSchema),
  receivingAccountList: z.array(signupAccountSchema),
  /** null not answered, 1 accepted, 0 rejected. */
  acceptPaymentMethods: z.number().nullable(),
  /** null not answered, 1 complies, 0 deviates. */
  technicalCompliance: z.number().nullable(),
  technicalDeviation: z.string().nullable(),
  /** The tender contact named for this sign-up. */
  bidContact: bidContactRowSchema.nullable(),
  /** Winning quote entry: 0 or 20 editable, 10 or 30 locked. */
  confirmationStatus: z.number(),
  /** The buyer's remark when it returned the entry for correction (confirmationStatus 20). */
  winningQuoteReviewRemark: z.string().nullable(),
  /** The return remark in English; null when not given. */
  winningQuoteReviewRemarkEn: z.string().nullable(),
  /** The return remark in Lao; null when not given. */
  winningQuoteReviewRemarkLo: z.string().nullable(),
  /** Language of the the return remark the caller is shown (its own, else the fallback's); null when none. */
  winningQuoteReviewRemarkLang: shownLanguage,
  winningQuoteList: z.array(winningQuoteRowSchema),
  /** When the winner abandoned (declined) its award; null otherwise. */
  awardDeclinedTime: time,
  user: z.object({ supplierName: z.string(), nickName: z.string().nullable() }),
  section: sectionDetailSchema,
  /** The caller's own awards, once the results are out (empty before). */
  bidAwardManageDetailList: z.array(awardRowSchema),
  createTime: time,
  /**
   * What the caller may do to the sign-up now: the sign-ups policy's actions, then the quotations policy's
   * (`quote`, while its quoting is open). The page shows its buttons from these.
   */
  actions: actionsSchema([...SIGNUP_ACTIONS, ...QUOTATION_ACTIONS]),
});
export type BidRecord = z.infer<typeof bidRecordSchema>;

/** The requirement flags of a bid record's section, as requirementsOf reads them. */
export const bidRecordRequirements = (bid: BidRecord): SectionRequirements => ({
  biddingType: bid.section.biddingType,
  isQualificationTec: bid.isQualificationTec,
  isQualificationBusinessLicense: bid.isQualificationBusinessLicense,
  isQualificationAchievement: bid.isQualificationAchievement,
  isQualificationAgencyLicense: bid.isQualificationAgencyLicense,
  isQualificationOther: bid.isQualificationOther,
  hasReceivingAccounts: bid.receivingAccountList.length > 0,
  isBiddingCommitFile: bid.section.isBiddingCommitFile,
  isQualificationQuotes: bid.isQualificationQuotes,
});

/** A deposit record (GET /margin/signupId/{id}). */
export const marginRowSchema = z.object({
  id: z.number(),
  /** 4 paid, 6 refunded awaiting confirmation, 5 receipt confirmed. */
  status: z.number(),
  currency: z.string(),
  money: z.string(),
  paymentDate: time,
  /** The buyer's refund voucher. */
  fileList: z.array(fileItemSchema),
  /** The supplier's payment proof. */
  paymentFileList: z.array(fileItemSchema),
  /** paymentDate, refundTime, refundDateDeadline, confirmTime (those set). */
  timeList,
  /** Last moment to confirm receipt (countdown while 6). */
  refundDateDeadline: time,
  receivingAccountId: z.number(),
  /** What was paid (receiving account type). */
  type: z.string(),
  /** What the caller may do to the deposit now ('confirmRefund' while refunded and awaiting its confirmation). */
  actions: actionsSchema(MARGIN_ACTIONS),
});

/** An appeal as its filer reads it. */
export const appealRowSchema = z.object({
  id: z.number(),
  sectionId: z.number(),
  type: z.string(),
  status: z.number(),
  problemDescription: z.string(),
  /** The buyer's answer (Chinese, or as the buyer wrote it); null before it answers. */
  problemReply: z.string().nullable(),
  /** The buyer's answer in English; null when not given. */
  problemReplyEn: z.string().nullable(),
  /** The buyer's answer in Lao; null when not given. */
  problemReplyLo: z.string().nullable(),
  /** Language of the answer the caller is shown (its own, else the fallback's); null when there is no answer. */
  problemReplyLang: shownLanguage,
  replyName: z.string().nullable(),
  replyTime: time,
  createTime: time,
});

/** A question (MyQuestion, MyQuestionDet). */
export const questionRowSchema = z.object({
  id: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  companyName: z.string(),
  problemDescription: z.string(),
  createByName: z.string(),
  createPhonenumber: z.string().nullable(),
  /** 1 draft, 2 submitted, 3 replied. */
  status: z.number(),
  submitTime: time,
  /** The buyer's answer (Chinese, or as the buyer wrote it); null before it answers. */
  problemReply: z.string().nullable(),
  /** The buyer's answer in English; null when not given. */
  problemReplyEn: z.string().nullable(),
  /** The buyer's answer in Lao; null when not given. */
  problemReplyLo: z.string().nullable(),
  /** Language of the answer the caller is shown (its own, else the fallback's); null when there is no answer. */
  problemReplyLang: shownLanguage,
  replyName: z.string().nullable(),
  replyPhonenumber: z.string().nullable(),
  replyTime: time,
  createTime: time,
  /** What the caller may do to the question now ('edit' and 'delete' while it is a draft). */
  actions: actionsSchema(QUESTION_ACTIONS),
});

/** A section the caller may ask about (getAuthSection). */
export const askableSectionSchema = z.object({
  id: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  organization: z.string(),
  organizationEn: z.string(),
  organizationLo: z.string(),
  biddingType: z.number(),
  sectionStauts: z.number(),
});
