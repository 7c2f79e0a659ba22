import type { z } from 'zod';
import type { heldMarginRowSchema, refundAnswerSchema, refundSchema } from '@portal/domain';
import { get, post, type ApiResult, type PageResult, type Paging } from './request';

/**
 * The workbench's calls on deposits (/prod-api/admin/margins…, the server's `margins/adminRoutes.ts`): held
 * deposits and refunds.
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

/** A deposit held for one of the caller's sections. */
export type MarginRow = z.infer<typeof heldMarginRowSchema>;
export const listMargins = (query: Paging & { sectionId?: number; status?: number }) => get<PageResult<MarginRow>>('/admin/margins', query);
export const refundMargin = (id: number, body: z.infer<typeof refundSchema>) => post<ApiResult<z.infer<typeof refundAnswerSchema>>>(`/admin/margins/${id}/refund`, body);
