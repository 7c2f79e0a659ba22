import { z } from 'zod';
import { recordId, wireTime } from './common';
import { sectionTime } from './adminSection';

/**
 * What the buyer workbench's award calls send and answer (/admin/..., DESIGN.md §6): the server validates and serializes
 * with these schemas, the web infers its types from them. Money travels as decimal strings, times as
 * `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

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
  /** SHA-256 commitment of the winning round (docs/verification.md), as in the published evidence; null for a round stored before receipts. */
  commitment: z.string().nullable().optional(),
  /** When it was marked. */
  createTime: wireTime,
  /** When the winner declined its award after the results (abandon bid), and why. */
  awardDeclinedTime: wireTime,
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
  awardDeclinedTime: wireTime,
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

/** A winning quote entry reviewed (POST /admin/signups/{id}/winning-quotes/review). */
export const winningQuoteReviewAnswerSchema = z.object({
  /** 30 confirmed and locked, 20 returned for correction. */
  confirmationStatus: z.number(),
});
