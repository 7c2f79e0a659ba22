import { z } from 'zod';
import { fileItemSchema, optional, pagingQuery, sectionTime } from '@portal/domain';
import { id } from '../http/schemas';

/** The deposit list's filters. */
export const marginQuery = z.object({ ...pagingQuery, sectionId: optional(id), status: optional(z.coerce.number().int().min(4).max(6)) });

/** A refund: the supplier's confirmation deadline (default 7 days) and the bank slip. */
export const refundBody = z.object({ refundDateDeadline: sectionTime.optional(), refundFileId: id.optional() }).default({});

/** A deposit held for one of the caller's sections. */
export const marginRow = z.object({
  id: z.number(),
  signupId: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  receivingAccountId: z.number(),
  /** 4 held, 6 refunded awaiting the supplier's confirmation, 5 receipt confirmed. */
  status: z.number(),
  currency: z.string(),
  money: z.string(),
  paymentDate: z.string().nullable(),
  file: fileItemSchema.nullable(),
  refundTime: z.string().nullable(),
  refundFile: fileItemSchema.nullable(),
  refundDateDeadline: z.string().nullable(),
  confirmTime: z.string().nullable(),
});
