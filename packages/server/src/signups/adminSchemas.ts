import { z } from 'zod';
import { fileItemSchema, optional, pagingQuery, REVIEW_STAGES } from '@portal/domain';
import { id } from '../http/schemas';

const reviewStage = z.enum(REVIEW_STAGES as [string, ...string[]], { error: 'invalidParam' });

/** The review queue's filters. */
export const queueQuery = z.object({ ...pagingQuery, sectionId: optional(id), stage: optional(reviewStage) });

/** A stage review. */
export const reviewBody = z
  .object({
    /** baseFiles, qualification, payment or quotationNotes. */
    stage: reviewStage,
    /** true passes the stage, false rejects it. */
    pass: z.boolean({ error: 'reviewPassRequired' }),
    /** The remark the supplier reads; required when rejecting. */
    remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((review, ctx) => {
    if (!review.pass && !review.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'reviewRemarkRequired' });
  });

const stageFilesRow = z.record(z.string(), z.array(fileItemSchema));
const paymentRow = z.object({ receivingAccountId: z.number(), type: z.string(), money: z.string(), currency: z.string(), paymentDate: z.string().nullable(), file: fileItemSchema.nullable() });

/** A sign-up waiting for a review, with the files of the stage under review. */
export const queueRow = z.object({
  signupId: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  supplierBidStatus: z.number(),
  stage: z.string(),
  updateTime: z.string().nullable(),
  files: stageFilesRow,
  payments: z.array(paymentRow),
  technicalCompliance: z.number().nullable(),
  technicalDeviation: z.string().nullable(),
  acceptPaymentMethods: z.number().nullable(),
});

/** A sign-up of a section as its buyer sees it, with the files of every stage. */
export const sectionSignupRow = z.object({
  signupId: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  /** The user who signed up. */
  userName: z.string().nullable(),
  supplierBidStatus: z.number(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** 1 when the buyer made the supplier's bid page read-only. */
  disabled: z.number(),
  disabledRemark: z.string().nullable(),
  isAppointSupplierQuotationIng: z.number(),
  /** Files by stage (baseFiles, qualification, quotationNotes), each by list name. */
  files: z.record(z.string(), stageFilesRow),
  /** Payment proofs, one per receiving account. */
  payments: z.array(paymentRow),
  /** Bid files, newest first; status 0 awaiting review, 1 approved, 2 rejected, 3 withdrawn. */
  bidFiles: z.array(z.object({ id: z.number(), status: z.number(), createTime: z.string().nullable(), file: fileItemSchema })),
});

/** The buyer's read-only switch of a supplier's bid page. */
export const disableBody = z.object({
  /** 1 makes the supplier's bid page read-only, 0 lifts it. */
  disabled: z.union([z.literal(0), z.literal(1)], { error: 'invalidParam' }),
  /** Why (kept with the switch and in the audit log). */
  remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
});
