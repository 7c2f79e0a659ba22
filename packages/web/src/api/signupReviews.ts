import type { z } from 'zod';
import type { reviewQueueRowSchema, ReviewStage, sectionSignupRowSchema, signupDisableAnswerSchema, signupDisableSchema, signupReviewAnswerSchema, signupReviewSchema } from '@portal/domain';
import { get, post, type ApiResult, type PageResult, type Paging } from './request';

/**
 * The workbench's calls on sign-ups (/prod-api/admin/signups…, the server's `signups/adminRoutes.ts`): the
 * review queue, stage reviews, a section's sign-ups and the read-only switch.
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

/** Stages a buyer reviews. */
export type { ReviewStage };

/** A sign-up waiting for a review, with the files of the stage under review. */
export type QueueRow = z.infer<typeof reviewQueueRowSchema>;

export const reviewQueue = (query: Paging & { sectionId?: number; stage?: ReviewStage }) => get<PageResult<QueueRow>>('/admin/signups', query);
export const reviewSignup = (signupId: number, body: z.infer<typeof signupReviewSchema>) =>
  post<ApiResult<z.infer<typeof signupReviewAnswerSchema>>>(`/admin/signups/${signupId}/review`, body);

/** A sign-up of a section with the files of every stage. */
export type SectionSignup = z.infer<typeof sectionSignupRowSchema>;
export const sectionSignups = (sectionId: number) => get<ApiResult<SectionSignup[]>>(`/admin/sections/${sectionId}/signups`).then((r) => r.data ?? []);
export const setSignupDisabled = (signupId: number, body: z.infer<typeof signupDisableSchema>) => post<ApiResult<z.infer<typeof signupDisableAnswerSchema>>>(`/admin/signups/${signupId}/disable`, body);
