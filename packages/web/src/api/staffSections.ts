import type { z } from 'zod';
import type { AdminSectionInput, FileItem, SectionAction, sectionStatusAnswerSchema, staffSectionRowSchema, staffSectionSchema } from '@portal/domain';
import { TIMEOUTS } from '@portal/domain';
import { get, post, put, request, type ApiResult, type PageResult, type Paging, type RecordIdAnswer } from './request';

/**
 * The workbench's calls on sections (/prod-api/admin/sections…, the server's `sections/adminRoutes.ts`): the
 * buyer's list, the editor, the lifecycle commands and the editor's uploads.
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

/** The status a section command left. */
export type SectionStatusAnswer = z.infer<typeof sectionStatusAnswerSchema>;

/** A row of the buyer's section list. */
export type SectionRow = z.infer<typeof staffSectionRowSchema>;

/** A section as the editor reads it back: every column with its relations. */
export type SectionDetail = z.infer<typeof staffSectionSchema>;

/** The lifecycle actions the server offers on a section (the section machine's); 'edit' opens the editor, the others are POSTed. */
export type { SectionAction };

/** The actions that are commands (POST /admin/sections/{id}/{action}). */
export type SectionCommand = Exclude<SectionAction, 'edit' | 'manageSignups'>;

export const listSections = (query: Paging & { keyword?: string; biddingType?: number; sectionStauts?: number }) =>
  get<PageResult<SectionRow>>('/admin/sections', query);
export const getSection = (id: number) => get<ApiResult<SectionDetail>>(`/admin/sections/${id}`).then((r) => r.data!);
export const createSection = (form: AdminSectionInput) => post<ApiResult<RecordIdAnswer>>('/admin/sections', form).then((r) => r.data!.id);
export const updateSection = (id: number, form: AdminSectionInput) => put<ApiResult<RecordIdAnswer>>(`/admin/sections/${id}`, form);
export const sectionAction = (id: number, action: SectionCommand) => post<ApiResult<SectionStatusAnswer>>(`/admin/sections/${id}/${action}`);

/** Uploads an attachment of a section (purpose 'section'). */
export function uploadSectionFile(file: File) {
  const data = new FormData();
  data.append('file', file);
  data.append('type', 'section');
  return request<ApiResult<FileItem>>({ url: '/common/uploadAndBpm', method: 'POST', data, timeout: TIMEOUTS.uploadMs }).then((r) => r.data!);
}
