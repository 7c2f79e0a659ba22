import { z } from 'zod';
import { actionsSchema, MARGIN_ACTIONS } from '../actions';
import { recordId, wireTime } from './common';
import { sectionTime } from './adminSection';
import { fileItemSchema } from './wire';

/**
 * What the buyer workbench's deposit (margin) calls send and answer (/admin/..., DESIGN.md §6): the server validates and serializes
 * with these schemas, the web infers its types from them. Money travels as decimal strings, times as
 * `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

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
  paymentDate: wireTime,
  file: fileItemSchema.nullable(),
  /** When the buyer refunded, and its slip. */
  refundTime: wireTime,
  refundFile: fileItemSchema.nullable(),
  /** Until when the supplier may confirm the receipt. */
  refundDateDeadline: wireTime,
  /** When the supplier confirmed it. */
  confirmTime: wireTime,
  /** What the caller may do to the deposit now ('refund' while held). */
  actions: actionsSchema(MARGIN_ACTIONS),
});

/** A held deposit refunded (POST /admin/margins/{id}/refund). */
export const refundAnswerSchema = z.object({
  /** The deposit's status now (6 refunded). */
  status: z.number(),
  /** Until when the supplier may confirm receipt. */
  refundDateDeadline: wireTime,
});
