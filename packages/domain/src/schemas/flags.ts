import { z } from 'zod';
import { actionsSchema, FLAG_ACTIONS } from '../actions';
import { FLAG_INDICATORS, FLAG_REVIEW_STATUSES } from '../flags';
import { optional, pagingQuery, recordId, wireTime } from './common';

/** What raised a flag (flagRules.ts FlagEvidence); times ISO 8601 in UTC, money as decimal text. */
export const flagEvidenceSchema = z.object({
  /** Suppliers the evidence names, by their letter in the section; company and name only in the workbench. */
  suppliers: z.array(z.object({ key: z.string(), companyId: z.number().optional(), name: z.string().optional(), winner: z.boolean().optional() })),
  /** Named figures: prices as decimal text, shares as decimals (0.015 is 1.5 %), counts, hours and days. */
  figures: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Named times, ISO 8601 UTC. */
  dates: z.record(z.string(), z.string()),
  /** Rounds it rests on. */
  rounds: z.array(z.object({ id: z.number(), supplier: z.string(), totalPrice: z.string().optional(), time: z.string() })).optional(),
  /** Sign-ups it rests on (with the stage that rejected them, when it counts rejections). */
  signups: z.array(z.object({ id: z.number(), supplier: z.string(), stage: z.string().optional(), time: z.string().optional() })).optional(),
  /** The buyer's sections it rests on (repeated wins). */
  sections: z.array(z.number()).optional(),
  /** Contact details shared by suppliers; the value only in the workbench. */
  shared: z.array(z.object({ kind: z.enum(['phone', 'emailDomain', 'bankAccount', 'contactPerson']), value: z.string().optional(), suppliers: z.array(z.string()) })).optional(),
});

/** A flag in the buyer workbench (GET /admin/flags, /admin/sections/{id}/flags). */
export const staffFlagRowSchema = z.object({
  /** Id of the flag. */
  id: z.number(),
  /** The section it was raised on. */
  sectionId: z.number(),
  /** The section's name in the reader's language. */
  sectionName: z.string(),
  /** The section's status (sectionStauts). */
  sectionStauts: z.number(),
  /** Indicator id (FLAG_INDICATORS). */
  indicator: z.enum(FLAG_INDICATORS),
  evidence: flagEvidenceSchema,
  /** When it was raised; when its evidence last changed; when a recompute no longer found it (null: still raised). */
  raisedTime: wireTime,
  updateTime: wireTime,
  clearedTime: wireTime,
  /** What staff recorded: open until someone looks. */
  reviewStatus: z.enum(FLAG_REVIEW_STATUSES),
  reviewNote: z.string(),
  /** Who recorded it (nick name) and when. */
  reviewedBy: z.string().nullable(),
  reviewTime: wireTime,
  /** What the caller may record about it (flagPolicy): review, escalate, dismiss. */
  actions: actionsSchema(FLAG_ACTIONS),
});

/** Filters of the workbench's flag list. */
export const staffFlagQuerySchema = z.object({
  ...pagingQuery,
  /** One indicator. */
  indicator: optional(z.enum(FLAG_INDICATORS, { error: 'flagIndicatorUnknown' })),
  /** One review status. */
  reviewStatus: optional(z.enum(FLAG_REVIEW_STATUSES, { error: 'flagReviewStatusInvalid' })),
  /** One section. */
  sectionId: optional(recordId),
  /** 1: flags a recompute cleared as well (0, the default: only flags still raised). */
  cleared: optional(z.coerce.number().int().min(0).max(1)).default(0),
});

/** What staff did about a flag (POST /admin/flags/{id}/review). */
export const flagReviewSchema = z.object({
  /** reviewed, escalated or dismissed. */
  status: z.enum(['reviewed', 'escalated', 'dismissed'], { error: 'flagReviewStatusInvalid' }),
  /** What was done, for the record (1 to 2000 characters). */
  note: z.string({ error: 'flagReviewNoteRequired' }).trim().min(1, { error: 'flagReviewNoteRequired' }).max(2000, { error: 'flagReviewNoteTooLong' }),
});

/** A flag of a section whose results are published (GET /flags, /flags/sections/{sectionId}). */
export const publicFlagSchema = z.object({
  /** Id of the flag. */
  id: z.number(),
  /** The section and its OCDS ocid. */
  sectionId: z.number(),
  ocid: z.string(),
  /** The section's name in the reader's language. */
  sectionName: z.string(),
  /** Indicator id (FLAG_INDICATORS); its name, description and source are in the reader's language / as named. */
  indicator: z.enum(FLAG_INDICATORS),
  name: z.string(),
  description: z.string(),
  source: z.string(),
  /** Evidence without supplier identities or contact details. */
  evidence: flagEvidenceSchema,
  /** When it was raised, ISO 8601 UTC. */
  raisedTime: z.string(),
});

/** Filters of the public flag list. */
export const publicFlagQuerySchema = z.object({ ...pagingQuery, indicator: optional(z.enum(FLAG_INDICATORS, { error: 'flagIndicatorUnknown' })), sectionId: optional(recordId) });

export type FlagEvidenceWire = z.infer<typeof flagEvidenceSchema>;
export type StaffFlagRow = z.infer<typeof staffFlagRowSchema>;
export type PublicFlag = z.infer<typeof publicFlagSchema>;
export type FlagReviewBody = z.infer<typeof flagReviewSchema>;
