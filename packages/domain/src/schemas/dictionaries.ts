import { z } from 'zod';
import { requiredText } from './common';

/**
 * What the workbench's dictionary administration sends and answers (/admin/..., DESIGN.md §6): the server validates and serializes
 * with these schemas, the web infers its types from them. Money travels as decimal strings, times as
 * `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

/** A dictionary entry with its labels in zh, en and lo (POST /admin/dictionaries). */
export const dictEntryBodySchema = z.object({
  /** Dictionary type, e.g. sys_currency. */
  dictType: z.string().trim().regex(/^[a-z_]{1,100}$/, { error: 'invalidParam' }),
  /** Stored value. */
  dictValue: requiredText(100),
  /** Label (zh). */
  dictLabel: requiredText(200),
  /** Label (en). */
  dictLabelEn: requiredText(200),
  /** Label (lo). */
  dictLabelLo: requiredText(200),
  /** Extra data, e.g. the currency symbol. */
  remark: z.string().trim().max(500, { error: 'tooLong' }).nullable().optional(),
  /** Display order. */
  dictSort: z.coerce.number().int().min(0).max(100_000).optional(),
});

/** A relabelling: type and value stay (PUT /admin/dictionaries/{id}). */
export const dictEntryUpdateSchema = dictEntryBodySchema.omit({ dictType: true, dictValue: true });

/** A dictionary entry as the workbench lists it (GET /admin/dictionaries). */
export const dictRowSchema = z.object({
  /** Entry id. */
  id: z.number(),
  /** Dictionary type. */
  dictType: z.string(),
  /** Stored value. */
  dictValue: z.string(),
  /** Label (zh). */
  dictLabel: z.string(),
  /** Label (en). */
  dictLabelEn: z.string(),
  /** Label (lo). */
  dictLabelLo: z.string(),
  /** Extra data. */
  remark: z.string().nullable(),
  /** Display order. */
  dictSort: z.number(),
});
