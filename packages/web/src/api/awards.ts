import type { z } from 'zod';
import type { extraRoundSchema, awardSchema, awardMarkSchema, sectionAwardsSchema, winnerSchema, winningEntryLineSchema, winningQuoteReviewAnswerSchema, winningQuoteReviewSchema } from '@portal/domain';
import { post, type ApiResult, type RecordIdAnswer } from './request';
import type { SectionStatusAnswer } from './staffSections';

/**
 * The workbench's calls on awards (the server's `awards/routes.ts`): extra rounds, winners, winning quote
 * entries and the results.
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

export const appointRound = (id: number, body: z.infer<typeof extraRoundSchema>) => post<ApiResult<RecordIdAnswer>>(`/admin/sections/${id}/rounds`, body);
export const awardSection = (id: number, body: z.infer<typeof awardSchema>) => post(`/admin/sections/${id}/award`, body);
/** A winner marked: per item, or the whole bid (sectorId null). */
export type AwardRow = z.infer<typeof awardMarkSchema>;
/** A line of a winning quote entry. */
export type WinningEntryLine = z.infer<typeof winningEntryLineSchema>;
/** A winner with its winning quote entry. */
export type Winner = z.infer<typeof winnerSchema>;
/** The winners of a section with their winning quote entries. */
export type SectionAwards = z.infer<typeof sectionAwardsSchema>;
export const reviewWinningQuote = (signupId: number, body: z.infer<typeof winningQuoteReviewSchema>) =>
  post<ApiResult<z.infer<typeof winningQuoteReviewAnswerSchema>>>(`/admin/signups/${signupId}/winning-quotes/review`, body);
export const publishResults = (id: number) => post<ApiResult<SectionStatusAnswer>>(`/admin/sections/${id}/results`);
