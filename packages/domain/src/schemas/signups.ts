import { z } from 'zod';
import { REVIEW_STAGES, type ReviewStage } from '../bidStatus';
import { wireTime } from './common';
import { fileItemSchema } from './wire';

/**
 * What the buyer workbench's sign-up calls send and answer (/admin/..., DESIGN.md §6): the server validates and serializes
 * with these schemas, the web infers its types from them. Money travels as decimal strings, times as
 * `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

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
  paymentDate: wireTime,
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
  updateTime: wireTime,
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
  createTime: wireTime,
  updateTime: wireTime,
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
  bidFiles: z.array(z.object({ id: z.number(), status: z.number(), createTime: wireTime, file: fileItemSchema })),
});

/** The buyer's read-only switch of a supplier's bid page (POST /admin/signups/{id}/disable). */
export const signupDisableSchema = z.object({
  /** 1 makes the supplier's bid page read-only, 0 lifts it. */
  disabled: z.union([z.literal(0), z.literal(1)], { error: 'invalidParam' }),
  /** Why (kept with the switch and in the audit log). */
  remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
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
