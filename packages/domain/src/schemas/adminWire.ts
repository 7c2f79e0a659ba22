import { z } from 'zod';
import { REVIEW_STAGES, type ReviewStage } from '../bidStatus';
import { SECTION_ACTIONS, type SectionAction } from '../sectionStatus';
import { phoneSchema, recordId, requiredText } from './common';
import { sectionTime } from './adminSection';
import { fileItemSchema, sectionSummaryShape } from './wire';

/**
 * What the buyer workbench's calls (/admin/..., DESIGN.md §6) send and answer: the server validates and
 * serializes with these schemas, the web infers its types from them. Money travels as decimal strings, times
 * as `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

const time = z.string().nullable();

/** The named fields of a shape, to spread into another. */
const pick = <Shape extends z.ZodRawShape, const Key extends keyof Shape>(shape: Shape, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<Shape, Key>;

// Sections

/** What the caller may do to the section now (the section machine's actions for its status); the web shows these buttons. */
const sectionActionsSchema = z.array(z.enum(Object.keys(SECTION_ACTIONS) as [SectionAction, ...SectionAction[]]));

/** The section as the editor reads it (GET /admin/sections/{id}): every column (camelCase) with its relations. */
export const staffSectionSchema = z.looseObject({
  /** Section id. */
  sectionId: z.number(),
  /** Name (zh). */
  sectionName: z.string(),
  /** 0 tender, 1 inquiry. */
  biddingType: z.number(),
  /** Status (DESIGN.md §3), after the clock's moves. */
  sectionStauts: z.number(),
  /** What the caller may do to the section now ('edit' while it is a draft …). */
  actions: sectionActionsSchema,
  /** Subject items with their attachments and detail rows. */
  sectorList: z.array(z.looseObject({ id: z.number(), sectorName: z.string(), outFileList: z.array(fileItemSchema), detailsList: z.array(z.looseObject({})) })),
  /** Attachments of the announcement. */
  fileList: z.array(fileItemSchema),
  /** Attachments of the subject table. */
  sectorFileList: z.array(fileItemSchema),
  /** Accounts for deposit and fees. */
  receivingAccountList: z.array(z.looseObject({ id: z.number(), type: z.string(), money: z.string() })),
  /** Payment stages. */
  settleMethodsList: z.array(z.looseObject({ type: z.string(), percentage: z.string() })),
});

/** A row of the workbench's section list (GET /admin/sections). */
export const staffSectionRowSchema = z.object({
  // The fields a public list card also shows, described once in sectionSummaryShape.
  ...pick(sectionSummaryShape, [
    'sectionId',
    'id',
    'sectionName',
    'sectionNameEn',
    'sectionNameLo',
    'biddingType',
    'sectionStauts',
    'projectType',
    'organization',
    'organizationEn',
    'organizationLo',
    'createTime',
    'releaseTime',
    'signupStartTime',
    'signupEndTime',
    'startTime',
    'entTime',
  ]),
  /** 1 per-item award, 2 whole-bid award. */
  successfulBidderMethod: z.number(),
  /** Number of sign-ups. */
  signupCount: z.number(),
  /** What the caller may do to the section now. */
  actions: sectionActionsSchema,
});

// Sign-ups

const reviewStageSchema = z.enum(REVIEW_STAGES as [ReviewStage, ...ReviewStage[]], { error: 'invalidParam' });

/** A stage review (POST /admin/signups/{id}/review). */
export const signupReviewSchema = z
  .object({
    /** baseFiles, qualification, payment or quotationNotes. */
    stage: reviewStageSchema,
    /** true passes the stage, false rejects it. */
    pass: z.boolean({ error: 'reviewPassRequired' }),
    /** The remark the supplier reads (Chinese, or the buyer's language); required when rejecting. */
    remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
    /** The remark in English, beside the plain one (optional). */
    remarkEn: z.string().trim().max(500, { error: 'tooLong' }).optional(),
    /** The remark in Lao, beside the plain one (optional). */
    remarkLo: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((review, ctx) => {
    if (!review.pass && !review.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'reviewRemarkRequired' });
  });

/** Files of one stage, by list name. */
const stageFilesSchema = z.record(z.string(), z.array(fileItemSchema));

/** A payment proof of a sign-up, one per receiving account. */
const paymentProofSchema = z.object({
  /** The account paid into. */
  receivingAccountId: z.number(),
  /** What was paid (sys_receiving_account_type). */
  type: z.string(),
  /** Amount due. */
  money: z.string(),
  /** Currency (sys_currency). */
  currency: z.string(),
  /** When the supplier paid. */
  paymentDate: time,
  /** The bank slip. */
  file: fileItemSchema.nullable(),
});

/** A sign-up waiting for a review, with the files of the stage under review (GET /admin/signups). */
export const reviewQueueRowSchema = z.object({
  /** The sign-up. */
  signupId: z.number(),
  /** Its section. */
  sectionId: z.number(),
  /** Section name (zh). */
  sectionName: z.string(),
  /** Section name (en). */
  sectionNameEn: z.string(),
  /** Section name (lo). */
  sectionNameLo: z.string(),
  /** The supplier's company. */
  companyId: z.number(),
  companyName: z.string(),
  /** Bid status (DESIGN.md §4). */
  supplierBidStatus: z.number(),
  /** The stage under review. */
  stage: reviewStageSchema,
  /** When the supplier last submitted. */
  updateTime: time,
  /** Files of the stage, by list name. */
  files: stageFilesSchema,
  /** Payment proofs (payment stage). */
  payments: z.array(paymentProofSchema),
  /** The supplier's technical compliance (0/1), if declared. */
  technicalCompliance: z.number().nullable(),
  /** Its technical deviations, if any. */
  technicalDeviation: z.string().nullable(),
  /** Whether it accepts the payment methods (0/1), if declared. */
  acceptPaymentMethods: z.number().nullable(),
});

/** A sign-up of a section as its buyer sees it, with the files of every stage (GET /admin/sections/{id}/signups). */
export const sectionSignupRowSchema = z.object({
  /** The sign-up. */
  signupId: z.number(),
  /** The supplier's company. */
  companyId: z.number(),
  companyName: z.string(),
  /** The user who signed up. */
  userName: z.string().nullable(),
  /** Bid status (DESIGN.md §4). */
  supplierBidStatus: z.number(),
  /** When it signed up and last changed. */
  createTime: time,
  updateTime: time,
  /** 1 when the buyer made the supplier's bid page read-only. */
  disabled: z.number(),
  /** Why. */
  disabledRemark: z.string().nullable(),
  /** 1 when appointed to an extra round. */
  isAppointSupplierQuotationIng: z.number(),
  /** Files by stage (baseFiles, qualification, quotationNotes), each by list name. */
  files: z.record(z.string(), stageFilesSchema),
  /** Payment proofs, one per receiving account. */
  payments: z.array(paymentProofSchema),
  /** Bid files, newest first; status 0 awaiting review, 1 approved, 2 rejected, 3 withdrawn. */
  bidFiles: z.array(z.object({ id: z.number(), status: z.number(), createTime: time, file: fileItemSchema })),
});

/** The buyer's read-only switch of a supplier's bid page (POST /admin/signups/{id}/disable). */
export const signupDisableSchema = z.object({
  /** 1 makes the supplier's bid page read-only, 0 lifts it. */
  disabled: z.union([z.literal(0), z.literal(1)], { error: 'invalidParam' }),
  /** Why (kept with the switch and in the audit log). */
  remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
});

// Awards

/** An extra quoting round: who is appointed, until when (POST /admin/sections/{id}/rounds). */
export const extraRoundSchema = z.object({
  /** The sign-ups appointed. */
  signupIds: z.array(recordId).min(1, { error: 'requiredParam' }).max(200),
  /** End of the round. */
  endTime: sectionTime,
});

/** The winners: per item (successfulBidderMethod 1) or one sign-up for the whole bid (2) (POST /admin/sections/{id}/award). */
export const awardSchema = z.object({
  /** Per item: the winning sign-up of each item. */
  winners: z.array(z.object({ sectorId: recordId, signupId: recordId })).max(500).optional(),
  /** Whole bid: the winning sign-up. */
  signupId: recordId.optional(),
});

const sectorNameFields = {
  /** The item's name (zh); null for the whole bid. */
  sectorName: z.string().nullable(),
  /** The item's name (en). */
  sectorNameEn: z.string().nullable(),
  /** The item's name (lo). */
  sectorNameLo: z.string().nullable(),
};

/** A winner marked: per item, or the whole bid (sectorId null). */
export const awardMarkSchema = z.object({
  /** Award id. */
  id: z.number(),
  /** The awarded item; null for a whole-bid award. */
  sectorId: z.number().nullable(),
  ...sectorNameFields,
  /** The winning sign-up and its company. */
  signupId: z.number(),
  companyId: z.number(),
  supplierName: z.string(),
  /** The awarded price. */
  price: z.string(),
  /** When it was marked. */
  createTime: time,
  /** When the winner declined its award after the results (abandon bid), and why. */
  awardDeclinedTime: time,
  awardDeclinedReason: z.string().nullable(),
});

/** A line of a winning quote entry. */
export const winningEntryLineSchema = z.object({
  /** The item. */
  sectorId: z.number(),
  ...sectorNameFields,
  /** Its unit. */
  sectorUnits: z.string().nullable(),
  /** Price, tax rate, other expenses and quantity entered by the winner. */
  sectorPrice: z.string(),
  taxRate: z.string(),
  otherExpenses: z.string(),
  sectorNumber: z.string(),
});

/** A winner with its winning quote entry. */
export const winnerSchema = z.object({
  /** The winning sign-up. */
  signupId: z.number(),
  supplierName: z.string(),
  /** When it declined its award, and why. */
  awardDeclinedTime: time,
  awardDeclinedReason: z.string().nullable(),
  /** Winning quote entry: 0 not entered, 10 submitted, 20 returned for correction, 30 confirmed. */
  confirmationStatus: z.number(),
  /** The buyer's remark when it returned the entry. */
  winningQuoteReviewRemark: z.string().nullable(),
  /** The entry's lines. */
  winningQuoteList: z.array(winningEntryLineSchema),
});

/** The winners of a section with their winning quote entries (GET /admin/sections/{id}/awards). */
export const sectionAwardsSchema = z.object({
  /** The section. */
  sectionId: z.number(),
  /** Its status. */
  sectionStauts: z.number(),
  /** 1 per-item award, 2 whole-bid award. */
  successfulBidderMethod: z.number(),
  /** The winners marked. */
  awards: z.array(awardMarkSchema),
  /** The winners with their entries. */
  winners: z.array(winnerSchema),
});

/** The buyer's review of a winning quote entry (POST /admin/signups/{id}/winning-quotes/review). */
export const winningQuoteReviewSchema = z
  .object({
    /** true confirms the entry (30, locked); false returns it for correction (20). */
    pass: z.boolean({ error: 'reviewPassRequired' }),
    /** The remark the supplier reads (Chinese, or the buyer's language); required when returning. */
    remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
    /** The remark in English, beside the plain one (optional). */
    remarkEn: z.string().trim().max(500, { error: 'tooLong' }).optional(),
    /** The remark in Lao, beside the plain one (optional). */
    remarkLo: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((review, ctx) => {
    if (!review.pass && !review.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'winningReviewRemarkRequired' });
  });

// Margins (deposits)

/** A refund: the supplier's confirmation deadline (default 7 days) and the bank slip (POST /admin/margins/{id}/refund). */
export const refundSchema = z
  .object({
    /** Until when the supplier may confirm the receipt. */
    refundDateDeadline: sectionTime.optional(),
    /** The bank slip of the refund. */
    refundFileId: recordId.optional(),
  })
  .default({});

/** A deposit held for one of the caller's sections (GET /admin/margins). */
export const heldMarginRowSchema = z.object({
  /** Deposit record id. */
  id: z.number(),
  /** The sign-up and its section. */
  signupId: z.number(),
  sectionId: z.number(),
  /** Section name (zh). */
  sectionName: z.string(),
  /** Section name (en). */
  sectionNameEn: z.string(),
  /** Section name (lo). */
  sectionNameLo: z.string(),
  /** The supplier's company. */
  companyId: z.number(),
  companyName: z.string(),
  /** The account paid into. */
  receivingAccountId: z.number(),
  /** 4 held, 6 refunded awaiting the supplier's confirmation, 5 receipt confirmed. */
  status: z.number(),
  /** Currency and amount. */
  currency: z.string(),
  money: z.string(),
  /** When the supplier paid, and its slip. */
  paymentDate: time,
  file: fileItemSchema.nullable(),
  /** When the buyer refunded, and its slip. */
  refundTime: time,
  refundFile: fileItemSchema.nullable(),
  /** Until when the supplier may confirm the receipt. */
  refundDateDeadline: time,
  /** When the supplier confirmed it. */
  confirmTime: time,
});

// Questions and appeals

/** The buyer's answer to a question or an appeal (POST /admin/{questions|appeals}/{id}/reply). */
export const inboxReplySchema = z.object({
  /** The answer the supplier reads (Chinese, or the buyer's language). */
  problemReply: z.string({ error: 'replyRequired' }).trim().min(1, { error: 'replyRequired' }).max(2000, { error: 'tooLong' }),
  /** The answer in English (optional). */
  problemReplyEn: z.string().trim().max(2000, { error: 'tooLong' }).optional(),
  /** The answer in Lao (optional). */
  problemReplyLo: z.string().trim().max(2000, { error: 'tooLong' }).optional(),
});
export type InboxReply = z.output<typeof inboxReplySchema>;

/** A question or an appeal about one of the caller's sections (GET /admin/questions, /admin/appeals). */
export const inboxRowSchema = z.object({
  /** Question or appeal id. */
  id: z.number(),
  /** The section asked about. */
  sectionId: z.number(),
  /** Section name (zh). */
  sectionName: z.string(),
  /** Section name (en). */
  sectionNameEn: z.string(),
  /** Section name (lo). */
  sectionNameLo: z.string(),
  /** The asking company. */
  companyId: z.number(),
  companyName: z.string(),
  /** Kind of appeal (bid_announce_question_type); null for a question. */
  type: z.string().nullable(),
  /** 1 draft, 2 waiting for the answer, 3 answered. */
  status: z.number(),
  /** The question. */
  problemDescription: z.string(),
  /** Who asked, with a phone. */
  createByName: z.string().nullable(),
  createPhonenumber: z.string().nullable(),
  /** When it was written and submitted. */
  createTime: time,
  submitTime: time,
  /** The answer, who gave it (with a phone) and when. */
  problemReply: z.string().nullable(),
  /** The answer in English; null when not given. */
  problemReplyEn: z.string().nullable(),
  /** The answer in Lao; null when not given. */
  problemReplyLo: z.string().nullable(),
  replyName: z.string().nullable(),
  replyPhonenumber: z.string().nullable(),
  replyTime: time,
});

// Audit

/** One audit record with its actor's name (GET /admin/audit). */
export const auditRowSchema = z.object({
  /** Record id. */
  id: z.number(),
  /** When. */
  at: time,
  /** Who, if a person. */
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  /** What was changed: its table and id. */
  entity: z.string(),
  entityId: z.number(),
  /** The change (create, publish, review …). */
  action: z.string(),
  /** The record's fields before and after. */
  before: z.unknown(),
  after: z.unknown(),
  /** The sign-up the record belongs to (a sign-up, its deposit, round or refused round) and its supplier. */
  signupId: z.number().nullable(),
  supplierName: z.string().nullable(),
});

// Dictionaries

/** A dictionary entry with its labels in zh, en and lo (POST /admin/dictionaries). */
export const dictEntryBodySchema = z.object({
  /** Dictionary type, e.g. sys_currency. */
  dictType: z.string().trim().regex(/^[a-z_]{1,100}$/, { error: 'invalidParam' }),
  /** Stored value. */
  dictValue: requiredText(100),
  /** Label (zh). */
  dictLabel: requiredText(200),
  /** Label (en). */
  dictLabelEn: requiredText(200),
  /** Label (lo). */
  dictLabelLo: requiredText(200),
  /** Extra data, e.g. the currency symbol. */
  remark: z.string().trim().max(500, { error: 'tooLong' }).nullable().optional(),
  /** Display order. */
  dictSort: z.coerce.number().int().min(0).max(100_000).optional(),
});

/** A relabelling: type and value stay (PUT /admin/dictionaries/{id}). */
export const dictEntryUpdateSchema = dictEntryBodySchema.omit({ dictType: true, dictValue: true });

/** A dictionary entry as the workbench lists it (GET /admin/dictionaries). */
export const dictRowSchema = z.object({
  /** Entry id. */
  id: z.number(),
  /** Dictionary type. */
  dictType: z.string(),
  /** Stored value. */
  dictValue: z.string(),
  /** Label (zh). */
  dictLabel: z.string(),
  /** Label (en). */
  dictLabelEn: z.string(),
  /** Label (lo). */
  dictLabelLo: z.string(),
  /** Extra data. */
  remark: z.string().nullable(),
  /** Display order. */
  dictSort: z.number(),
});

// Staff and buyer organizations

const staffPassword = z.string({ error: 'passwordRequired' }).min(5, { error: 'passwordLength' }).max(20, { error: 'passwordLength' });
/** A staff user's role. */
const staffRole = z.enum(['buyer', 'admin'], { error: 'invalidParam' });

/** A new staff user (POST /admin/users). */
export const staffUserSchema = z.object({
  /** Login name. */
  userName: z.string().trim().regex(/^[A-Za-z0-9_.@-]{2,30}$/, { error: 'invalidParam' }),
  /** Display name. */
  nickName: requiredText(50),
  /** Initial password. */
  password: staffPassword,
  /** buyer or admin. */
  role: staffRole,
  /** E-mail, if any. */
  email: z.email({ error: 'emailFormat' }).nullable().optional(),
  /** Mobile phone, if any: the suppliers' rule and stored spelling (`phoneSchema`), so the staff user signs in by phone. */
  phonenumber: phoneSchema.nullable().optional(),
  /** A buyer's organization. */
  companyId: recordId.nullable().optional(),
});

/** A change of a staff user (PUT /admin/users/{id}). */
export const staffUserUpdateSchema = z.object({
  /** Display name. */
  nickName: requiredText(50).optional(),
  /** buyer or admin. */
  role: staffRole.optional(),
  /** A buyer's organization. */
  companyId: recordId.nullable().optional(),
  /** 0 enabled, 1 disabled. */
  status: z.union([z.literal(0), z.literal(1)], { error: 'invalidParam' }).optional(),
  /** A new password. */
  password: staffPassword.optional(),
});

/** A staff user as the workbench lists it (GET /admin/users). */
export const staffRowSchema = z.object({
  /** User id. */
  userId: z.number(),
  /** Login and display names. */
  userName: z.string(),
  nickName: z.string(),
  /** E-mail and phone. */
  email: z.string().nullable(),
  phonenumber: z.string().nullable(),
  /** buyer or admin. */
  role: staffRole,
  /** 0 enabled, 1 disabled. */
  status: z.number(),
  /** A buyer's organization. */
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  /** Creation time. */
  createTime: time,
});

/** A new buyer organization (POST /admin/companies). */
export const buyerCompanySchema = z.object({
  /** The organization's name (unique). */
  name: requiredText(200),
});

/** A buyer organization with its staff and sections (GET /admin/companies). */
export const buyerCompanyRowSchema = z.object({
  /** Company id. */
  companyId: z.number(),
  /** Its name. */
  name: z.string(),
  /** Number of its staff users and of its sections. */
  staffCount: z.number(),
  sectionCount: z.number(),
  /** Creation time. */
  createTime: time,
});

// Command answers: what a workbench command leaves, in the answer's data.

/** A record created or changed (POST /admin/sections, /admin/companies, /admin/users …). */
export const recordIdAnswerSchema = z.object({
  /** Its id. */
  id: z.number(),
});

/** A section moved by a lifecycle command or by publishing its results (POST /admin/sections/{id}/{action}, …/results). */
export const sectionStatusAnswerSchema = z.object({
  /** The status it now has (DESIGN.md §3). */
  sectionStauts: z.number(),
});

/** A sign-up's stage reviewed (POST /admin/signups/{id}/review). */
export const signupReviewAnswerSchema = z.object({
  /** The bid status the review left (DESIGN.md §3). */
  supplierBidStatus: z.number(),
});

/** A supplier's bid page made read-only or editable (POST /admin/signups/{id}/disable). */
export const signupDisableAnswerSchema = z.object({
  /** 1 read-only, 0 editable. */
  disabled: z.number(),
});

/** A winning quote entry reviewed (POST /admin/signups/{id}/winning-quotes/review). */
export const winningQuoteReviewAnswerSchema = z.object({
  /** 30 confirmed and locked, 20 returned for correction. */
  confirmationStatus: z.number(),
});

/** A held deposit refunded (POST /admin/margins/{id}/refund). */
export const refundAnswerSchema = z.object({
  /** The deposit's status now (6 refunded). */
  status: z.number(),
  /** Until when the supplier may confirm receipt. */
  refundDateDeadline: time,
});

/** A question or an appeal answered (POST /admin/questions/{id}/reply, /admin/appeals/{id}/reply). */
export const inboxReplyAnswerSchema = z.object({
  /** Its status now (answered). */
  status: z.number(),
});
