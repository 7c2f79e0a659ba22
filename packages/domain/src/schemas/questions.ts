import { z } from 'zod';
import { actionsSchema, QUESTION_ACTIONS } from '../actions';
import { wireTime } from './common';

/**
 * What the buyer workbench's question and appeal inbox sends and answers (/admin/..., DESIGN.md §6): the server validates and serializes
 * with these schemas, the web infers its types from them. Money travels as decimal strings, times as
 * `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

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
  createTime: wireTime,
  submitTime: wireTime,
  /** The answer, who gave it (with a phone) and when. */
  problemReply: z.string().nullable(),
  /** The answer in English; null when not given. */
  problemReplyEn: z.string().nullable(),
  /** The answer in Lao; null when not given. */
  problemReplyLo: z.string().nullable(),
  replyName: z.string().nullable(),
  replyPhonenumber: z.string().nullable(),
  replyTime: wireTime,
  /** What the caller may do to it now ('reply' while it waits for the answer). */
  actions: actionsSchema(QUESTION_ACTIONS),
});

/** A question or an appeal answered (POST /admin/questions/{id}/reply, /admin/appeals/{id}/reply). */
export const inboxReplyAnswerSchema = z.object({
  /** Its status now (answered). */
  status: z.number(),
});
