import type { z } from 'zod';
import type { inboxReplyAnswerSchema, InboxReply, inboxRowSchema } from '@portal/domain';
import { get, post, type ApiResult, type PageResult, type Paging } from './request';

/**
 * The workbench's inbox of questions and appeals (/prod-api/admin/questions|appeals…, the server's
 * `questions/inboxRoutes.ts`).
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

export type InboxKind = 'questions' | 'appeals';
/** A question or an appeal about one of the caller's sections. */
export type InboxRow = z.infer<typeof inboxRowSchema>;
export const listInbox = (kind: InboxKind, query: Paging & { sectionId?: number; status?: number }) => get<PageResult<InboxRow>>(`/admin/${kind}`, query);
export const replyInbox = (kind: InboxKind, id: number, reply: InboxReply) => post<ApiResult<z.infer<typeof inboxReplyAnswerSchema>>>(`/admin/${kind}/${id}/reply`, reply);
