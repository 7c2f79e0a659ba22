import type { z } from 'zod';
import type { flagReviewSchema, PublicFlag, staffFlagRowSchema } from '@portal/domain';
import { quietGet } from './quiet';
import { get, post, type ApiResult, type PageResult, type Paging } from './request';

/**
 * The workbench's calls on red flags (/prod-api/admin/flags…, the server's `flags/adminRoutes.ts`) and the
 * public's (`flags/routes.ts`). Types are inferred from the domain's wire schemas (`import type` only: zod stays
 * out of the bundle).
 */

/** A red flag of one of the caller's sections. */
export type FlagRow = z.infer<typeof staffFlagRowSchema>;
export type FlagFilter = { indicator?: string; reviewStatus?: string; sectionId?: number; cleared?: number };
export const listFlags = (query: Paging & FlagFilter) => get<PageResult<FlagRow>>('/admin/flags', query);
export const sectionFlags = (sectionId: number) => get<ApiResult<FlagRow[]>>(`/admin/sections/${sectionId}/flags`);
export const reviewFlag = (id: number, body: z.infer<typeof flagReviewSchema>) => post<ApiResult>(`/admin/flags/${id}/review`, body);

/** A public section's red flags: none until its results are published (an optional read: no error shown). */
export const publishedSectionFlags = (sectionId: number) => quietGet<ApiResult<{ resultsPublished: boolean; flags: PublicFlag[] }>>(`/flags/sections/${sectionId}`);
