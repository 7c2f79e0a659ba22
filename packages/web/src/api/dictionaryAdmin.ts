import type { z } from 'zod';
import type { dictEntryBodySchema, dictEntryUpdateSchema, dictRowSchema } from '@portal/domain';
import { get, post, put, type ApiResult, type PageResult, type Paging, type RecordIdAnswer } from './request';

/**
 * The workbench's dictionary administration (/prod-api/admin/dictionaries…, the server's
 * `dictionaries/adminRoutes.ts`).
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

/** A dictionary entry as the workbench lists it. */
export type DictRow = z.infer<typeof dictRowSchema>;
/** A new dictionary entry. */
export type DictBody = z.infer<typeof dictEntryBodySchema>;
export const listDictEntries = (query: Paging & { dictType?: string }) => get<PageResult<DictRow>>('/admin/dictionaries', query);
export const createDictEntry = (body: DictBody) => post<ApiResult<RecordIdAnswer>>('/admin/dictionaries', body);
export const updateDictEntry = (id: number, body: z.infer<typeof dictEntryUpdateSchema>) => put<ApiResult<RecordIdAnswer>>(`/admin/dictionaries/${id}`, body);
