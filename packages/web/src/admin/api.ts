import type { z } from 'zod';
import type {
  AdminSectionInput,
  auditRowSchema,
  buyerCompanyRowSchema,
  certificationReviewSchema,
  certificationRowSchema,
  dictEntryBodySchema,
  dictEntryUpdateSchema,
  dictRowSchema,
  extraRoundSchema,
  awardSchema,
  awardMarkSchema,
  FileItem,
  heldMarginRowSchema,
  inboxReplyAnswerSchema,
  InboxReply,
  inboxRowSchema,
  quoteLineSchema,
  quoteRoundSchema,
  recordIdAnswerSchema,
  refundAnswerSchema,
  refundSchema,
  reviewQueueRowSchema,
  ReviewStage,
  SectionAction,
  sectionAwardsSchema,
  sectionQuotesSchema,
  sectionStatusAnswerSchema,
  sectionSignupRowSchema,
  signupDisableAnswerSchema,
  signupDisableSchema,
  signupReviewAnswerSchema,
  signupReviewSchema,
  staffRowSchema,
  staffSectionRowSchema,
  staffSectionSchema,
  staffUserSchema,
  staffUserUpdateSchema,
  supplierQuotesSchema,
  winnerSchema,
  winningEntryLineSchema,
  winningQuoteReviewAnswerSchema,
  winningQuoteReviewSchema,
} from '@portal/domain';
import { TIMEOUTS } from '@portal/domain';
import { get, post, put, request, type ApiResult, type PageResult } from '../api/request';

/**
 * The buyer workbench API (/prod-api/admin/..., DESIGN.md §6). Its types are inferred from the domain's wire
 * schemas, the ones the server validates and serializes with (`import type` only: zod stays out of the bundle).
 * Money travels as decimal strings, times as `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

/** The id of a record a command created or changed. */
export type RecordIdAnswer = z.infer<typeof recordIdAnswerSchema>;
/** The status a section command left. */
export type SectionStatusAnswer = z.infer<typeof sectionStatusAnswerSchema>;

export type Paging = {
  pageNum: number;
  pageSize: number;
};

/** A row of the buyer's section list. */
export type SectionRow = z.infer<typeof staffSectionRowSchema>;

/** A section as the editor reads it back: every column with its relations. */
export type SectionDetail = z.infer<typeof staffSectionSchema>;

/** The lifecycle actions the server offers on a section (the section machine's); 'edit' opens the editor, the others are POSTed. */
export type { SectionAction };

/** The actions that are commands (POST /admin/sections/{id}/{action}). */
export type SectionCommand = Exclude<SectionAction, 'edit'>;

export const listSections = (query: Paging & { keyword?: string; biddingType?: number; sectionStauts?: number }) =>
  get<PageResult<SectionRow>>('/admin/sections', query);
export const getSection = (id: number) => get<ApiResult<SectionDetail>>(`/admin/sections/${id}`).then((r) => r.data!);
export const createSection = (form: AdminSectionInput) => post<ApiResult<RecordIdAnswer>>('/admin/sections', form).then((r) => r.data!.id);
export const updateSection = (id: number, form: AdminSectionInput) => put<ApiResult<RecordIdAnswer>>(`/admin/sections/${id}`, form);
export const sectionAction = (id: number, action: SectionCommand) => post<ApiResult<SectionStatusAnswer>>(`/admin/sections/${id}/${action}`);

/** Stages a buyer reviews. */
export type { ReviewStage };

/** A sign-up waiting for a review, with the files of the stage under review. */
export type QueueRow = z.infer<typeof reviewQueueRowSchema>;

export const reviewQueue = (query: Paging & { sectionId?: number; stage?: ReviewStage }) => get<PageResult<QueueRow>>('/admin/signups', query);
export const reviewSignup = (signupId: number, body: z.infer<typeof signupReviewSchema>) =>
  post<ApiResult<z.infer<typeof signupReviewAnswerSchema>>>(`/admin/signups/${signupId}/review`, body);

/** A quoted line of a round. */
export type QuoteLine = z.infer<typeof quoteLineSchema>;
/** A round of a supplier. */
export type QuoteRound = z.infer<typeof quoteRoundSchema>;
/** One supplier's quoting, as its buyer follows it. */
export type SupplierQuotes = z.infer<typeof supplierQuotesSchema>;
/** Every round of every supplier of a section. */
export type SectionQuotes = z.infer<typeof sectionQuotesSchema>;

export const sectionQuotes = (id: number) => get<ApiResult<SectionQuotes>>(`/admin/sections/${id}/quotes`).then((r) => r.data!);
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

/** A sign-up of a section with the files of every stage. */
export type SectionSignup = z.infer<typeof sectionSignupRowSchema>;
export const sectionSignups = (sectionId: number) => get<ApiResult<SectionSignup[]>>(`/admin/sections/${sectionId}/signups`).then((r) => r.data ?? []);
export const setSignupDisabled = (signupId: number, body: z.infer<typeof signupDisableSchema>) => post<ApiResult<z.infer<typeof signupDisableAnswerSchema>>>(`/admin/signups/${signupId}/disable`, body);

export const publishResults = (id: number) => post<ApiResult<SectionStatusAnswer>>(`/admin/sections/${id}/results`);

/** A deposit held for one of the caller's sections. */
export type MarginRow = z.infer<typeof heldMarginRowSchema>;
export const listMargins = (query: Paging & { sectionId?: number; status?: number }) => get<PageResult<MarginRow>>('/admin/margins', query);
export const refundMargin = (id: number, body: z.infer<typeof refundSchema>) => post<ApiResult<z.infer<typeof refundAnswerSchema>>>(`/admin/margins/${id}/refund`, body);

export type InboxKind = 'questions' | 'appeals';
/** A question or an appeal about one of the caller's sections. */
export type InboxRow = z.infer<typeof inboxRowSchema>;
export const listInbox = (kind: InboxKind, query: Paging & { sectionId?: number; status?: number }) => get<PageResult<InboxRow>>(`/admin/${kind}`, query);
export const replyInbox = (kind: InboxKind, id: number, reply: InboxReply) => post<ApiResult<z.infer<typeof inboxReplyAnswerSchema>>>(`/admin/${kind}/${id}/reply`, reply);

/** A certification waiting for (or past) review, with the submitted form. */
export type CertificationRow = z.infer<typeof certificationRowSchema>;
export const listCertifications = (query: Paging & { status?: string }) => get<PageResult<CertificationRow>>('/admin/certifications', query);
export const reviewCertification = (companyId: number, body: z.infer<typeof certificationReviewSchema>) => post(`/admin/certifications/${companyId}/review`, body);

/** One audit record with its actor's name. */
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditTrail = (query: Paging & { entity: string; id: number }) => get<PageResult<AuditRow>>('/admin/audit', query);

/** A dictionary entry as the workbench lists it. */
export type DictRow = z.infer<typeof dictRowSchema>;
/** A new dictionary entry. */
export type DictBody = z.infer<typeof dictEntryBodySchema>;
export const listDictEntries = (query: Paging & { dictType?: string }) => get<PageResult<DictRow>>('/admin/dictionaries', query);
export const createDictEntry = (body: DictBody) => post<ApiResult<RecordIdAnswer>>('/admin/dictionaries', body);
export const updateDictEntry = (id: number, body: z.infer<typeof dictEntryUpdateSchema>) => put<ApiResult<RecordIdAnswer>>(`/admin/dictionaries/${id}`, body);

/** A staff user (buyer or administrator). */
export type StaffRow = z.infer<typeof staffRowSchema>;
export const listStaff = (query: Paging) => get<PageResult<StaffRow>>('/admin/users', query);
export const createStaff = (body: z.infer<typeof staffUserSchema>) =>
  post<ApiResult<RecordIdAnswer>>('/admin/users', body);
export const updateStaff = (id: number, body: z.infer<typeof staffUserUpdateSchema>) => put<ApiResult<RecordIdAnswer>>(`/admin/users/${id}`, body);

/** A buyer organization with its staff and sections. */
export type BuyerCompanyRow = z.infer<typeof buyerCompanyRowSchema>;
export const listBuyerCompanies = (query: Paging) => get<PageResult<BuyerCompanyRow>>('/admin/companies', query);
export const createBuyerCompany = (name: string) => post<ApiResult<RecordIdAnswer>>('/admin/companies', { name }).then((r) => r.data!.id);

/** Uploads an attachment of a section (purpose 'section'). */
export function uploadSectionFile(file: File) {
  const data = new FormData();
  data.append('file', file);
  data.append('type', 'section');
  return request<ApiResult<FileItem>>({ url: '/common/uploadAndBpm', method: 'POST', data, timeout: TIMEOUTS.uploadMs }).then((r) => r.data!);
}
