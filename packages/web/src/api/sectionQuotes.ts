import type { z } from 'zod';
import type { quoteLineSchema, quoteRoundSchema, sectionQuotesSchema, supplierQuotesSchema } from '@portal/domain';
import { get, type ApiResult } from './request';

/**
 * The workbench's view of a section's quoting (/prod-api/admin/sections/{id}/quotes, the server's
 * `quotations/adminRoutes.ts`).
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

/** A quoted line of a round. */
export type QuoteLine = z.infer<typeof quoteLineSchema>;
/** A round of a supplier. */
export type QuoteRound = z.infer<typeof quoteRoundSchema>;
/** One supplier's quoting, as its buyer follows it. */
export type SupplierQuotes = z.infer<typeof supplierQuotesSchema>;
/** Every round of every supplier of a section. */
export type SectionQuotes = z.infer<typeof sectionQuotesSchema>;

export const sectionQuotes = (id: number) => get<ApiResult<SectionQuotes>>(`/admin/sections/${id}/quotes`).then((r) => r.data!);
