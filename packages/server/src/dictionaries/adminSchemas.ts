import { z } from 'zod';
import { optional, pagingQuery } from '@portal/domain';
import { text } from '../http/schemas';

const dictType = z.string().trim().regex(/^[a-z_]{1,100}$/, { error: 'invalidParam' });

/** The entry list's filters. */
export const dictQuery = z.object({ ...pagingQuery, dictType: optional(z.string().regex(/^[a-z_]{1,100}$/, { error: 'invalidParam' })) });

/** A dictionary entry with its labels in zh, en and lo. */
export const dictBody = z.object({
  dictType,
  dictValue: text(100),
  dictLabel: text(200),
  dictLabelEn: text(200),
  dictLabelLo: text(200),
  remark: z.string().trim().max(500, { error: 'tooLong' }).nullable().optional(),
  dictSort: z.coerce.number().int().min(0).max(100_000).optional(),
});

/** A relabelling: type and value stay. */
export const dictUpdate = dictBody.omit({ dictType: true, dictValue: true });

export const dictRow = z.object({
  id: z.number(),
  dictType: z.string(),
  dictValue: z.string(),
  dictLabel: z.string(),
  dictLabelEn: z.string(),
  dictLabelLo: z.string(),
  remark: z.string().nullable(),
  dictSort: z.number(),
});
