import { z } from 'zod';
import { sectionTime } from '@portal/domain';
import { id } from '../http/schemas';

/** An extra quoting round: who is appointed, until when. */
export const roundBody = z.object({ signupIds: z.array(id).min(1, { error: 'requiredParam' }).max(200), endTime: sectionTime });

/** The winners: per item (successfulBidderMethod 1) or one sign-up for the whole bid (2). */
export const awardBody = z.object({ winners: z.array(z.object({ sectorId: id, signupId: id })).max(500).optional(), signupId: id.optional() });

/** The marks an award stored. */
export const awardMarks = z.array(z.object({ sectorId: z.number().nullable(), signupId: z.number(), roundId: z.number(), price: z.string() }));

const sectorNameFields = { sectorName: z.string().nullable(), sectorNameEn: z.string().nullable(), sectorNameLo: z.string().nullable() };

/** The winners of a section with their winning quote entries. */
export const awardsAnswer = z.object({
  sectionId: z.number(),
  sectionStauts: z.number(),
  successfulBidderMethod: z.number(),
  awards: z.array(
    z.object({
      id: z.number(),
      /** The awarded item; null for a whole-bid award. */
      sectorId: z.number().nullable(),
      ...sectorNameFields,
      signupId: z.number(),
      companyId: z.number(),
      supplierName: z.string(),
      price: z.string(),
      createTime: z.string().nullable(),
      /** When the winner declined its award after the results (abandon bid), and why. */
      awardDeclinedTime: z.string().nullable(),
      awardDeclinedReason: z.string().nullable(),
    }),
  ),
  winners: z.array(
    z.object({
      signupId: z.number(),
      supplierName: z.string(),
      awardDeclinedTime: z.string().nullable(),
      awardDeclinedReason: z.string().nullable(),
      /** Winning quote entry: 0 not entered, 10 submitted, 20 returned for correction, 30 confirmed. */
      confirmationStatus: z.number(),
      /** The buyer's remark when it returned the entry. */
      winningQuoteReviewRemark: z.string().nullable(),
      winningQuoteList: z.array(
        z.object({ sectorId: z.number(), ...sectorNameFields, sectorUnits: z.string().nullable(), sectorPrice: z.string(), taxRate: z.string(), otherExpenses: z.string(), sectorNumber: z.string() }),
      ),
    }),
  ),
});

/** The buyer's review of a winning quote entry. */
export const winningReviewBody = z
  .object({
    /** true confirms the entry (30, locked); false returns it for correction (20). */
    pass: z.boolean({ error: 'reviewPassRequired' }),
    /** The remark the supplier reads; required when returning. */
    remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((review, ctx) => {
    if (!review.pass && !review.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'winningReviewRemarkRequired' });
  });
