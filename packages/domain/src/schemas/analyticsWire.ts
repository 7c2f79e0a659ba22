import { z } from 'zod';

/** One group of a spending figure (a buyer, a category or a month) in one currency. */
export const spendingRowSchema = z.object({
  /** The group's id: buyer party id, mainProcurementCategory, or the month (YYYY-MM). */
  key: z.string(),
  /** The group's name in the caller's language. */
  label: z.string(),
  /** ISO 4217 currency of every amount of the row. */
  currency: z.string(),
  /** Sections counted (results published, a ceiling and an active award). */
  sections: z.number(),
  /** Sum of the sections' ceilings (tender.value.amount). */
  ceiling: z.number(),
  /** Sum of their active awards' values. */
  awarded: z.number(),
  /** ceiling − awarded. */
  savings: z.number(),
  /** savings ÷ ceiling, 0 to 1 (null when the ceiling is 0). */
  savingsShare: z.number().nullable(),
});

/** Sections by how many suppliers took part. */
export const competitionRowSchema = z.object({
  /** "0" … "4", or "5+". */
  participants: z.string(),
  /** Sections with this many sign-ups. */
  signupSections: z.number(),
  /** Sections with this many suppliers that quoted. */
  bidderSections: z.number(),
});

/** Sections by days from publication to results. */
export const delayRowSchema = z.object({
  /** The group of days, e.g. "0-7", "61+". */
  bucket: z.string(),
  sections: z.number(),
  /** Share of the sections measured, 0 to 1. */
  share: z.number(),
});

/** Share of sections with published results that carry one red flag. */
export const flagShareRowSchema = z.object({
  /** The indicator id (packages/domain/src/flags.ts). */
  key: z.string(),
  /** Its name in the caller's language. */
  label: z.string(),
  /** Sections with published results carrying the flag. */
  sections: z.number(),
  /** Sections with published results. */
  publishedSections: z.number(),
  /** sections ÷ publishedSections, 0 to 1. */
  share: z.number(),
});

/** A buyer or supplier of a top list, in one currency. */
export const topRowSchema = z.object({
  /** OCDS party id (buyer-N, supplier-N). */
  key: z.string(),
  /** Its name (a buyer's in the caller's language). */
  label: z.string(),
  currency: z.string(),
  /** Sum of the active awards' values. */
  awarded: z.number(),
  /** A buyer's sections with results counted. */
  sections: z.number().optional(),
  /** A supplier's active awards. */
  awards: z.number().optional(),
});

/** Mean and median of a per-section measure. */
const summary = z.object({ sections: z.number(), mean: z.number().nullable(), median: z.number().nullable() });

/** Every figure of the public analytics page (docs/decisions/analytics.md). */
export const analyticsSchema = z.object({
  /** When the figures were computed, in the caller's zone. */
  computedAt: z.string(),
  /** The zone months are read in (the caller's). */
  timeZone: z.string(),
  /** Sections whose results are published (the common filter). */
  publishedSections: z.number(),
  /** Currencies met, the one with the most sections first. */
  currencies: z.array(z.string()),
  spendingByBuyer: z.array(spendingRowSchema),
  spendingByCategory: z.array(spendingRowSchema),
  spendingByMonth: z.array(spendingRowSchema),
  competition: z.object({ signups: summary, bidders: summary, rows: z.array(competitionRowSchema) }),
  timeToResults: z.object({ days: summary, rows: z.array(delayRowSchema) }),
  flagShares: z.array(flagShareRowSchema),
  topBuyers: z.array(topRowSchema),
  topSuppliers: z.array(topRowSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export type SpendingRow = z.infer<typeof spendingRowSchema>;
export type TopRow = z.infer<typeof topRowSchema>;
