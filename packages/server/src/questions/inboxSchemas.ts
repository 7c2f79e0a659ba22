import { z } from 'zod';
import { optional, pagingQuery } from '@portal/domain';
import { id } from '../http/schemas';

/** The inbox's filters. */
export const inboxQuery = z.object({ ...pagingQuery, sectionId: optional(id), status: optional(z.coerce.number().int().min(1).max(3)) });

/** The buyer's answer. */
export const replyBody = z.object({ /** The answer the supplier reads. */ problemReply: z.string({ error: 'replyRequired' }).trim().min(1, { error: 'replyRequired' }).max(2000, { error: 'tooLong' }) });

/** A question or an appeal about one of the caller's sections. */
export const inboxRow = z.object({
  id: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  type: z.string().nullable(),
  status: z.number(),
  problemDescription: z.string(),
  createByName: z.string().nullable(),
  createPhonenumber: z.string().nullable(),
  createTime: z.string().nullable(),
  submitTime: z.string().nullable(),
  problemReply: z.string().nullable(),
  replyName: z.string().nullable(),
  replyPhonenumber: z.string().nullable(),
  replyTime: z.string().nullable(),
});
