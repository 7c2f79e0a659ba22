import type { AdminSectionInput, FileItem, SectionAction } from '@portal/domain';
import { TIMEOUTS } from '@portal/domain';
import { get, post, put, request, type ApiResult, type PageResult } from '../api/request';

/**
 * The buyer workbench API (/prod-api/admin/..., DESIGN.md §6). Wire names as the server gives them;
 * money travels as decimal strings, times as `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

export type Paging = {
  pageNum: number;
  pageSize: number;
};

/** A row of the buyer's section list. */
export interface SectionRow {
  sectionId: number;
  sectionName: string;
  sectionNameEn: string;
  sectionNameLo: string;
  biddingType: number;
  sectionStauts: number;
  projectType: number;
  organization: string;
  organizationEn: string;
  organizationLo: string;
  successfulBidderMethod: number;
  signupCount: number;
  createTime: string | null;
  releaseTime: string | null;
  signupStartTime: string | null;
  signupEndTime: string | null;
  startTime: string | null;
  entTime: string | null;
  /** What the caller may do to the section now, as the server's policy answers it. */
  actions: SectionAction[];
}

/** A section as the editor reads it back: every column with its relations. */
export interface SectionDetail extends Record<string, unknown> {
  sectionId: number;
  sectionName: string;
  biddingType: number;
  sectionStauts: number;
  successfulBidderMethod: number;
  /** What the caller may do to the section now ('edit' while it is a draft …), as the server answers it. */
  actions: SectionAction[];
  sectorList: (Record<string, unknown> & { id: number; sectorName: string; outFileList: FileItem[]; detailsList: Record<string, unknown>[] })[];
  fileList: FileItem[];
  sectorFileList: FileItem[];
  receivingAccountList: (Record<string, unknown> & { id: number; type: string; money: string })[];
  settleMethodsList: (Record<string, unknown> & { type: string; percentage: string })[];
}

/** The lifecycle actions the server offers on a section (the section machine's); 'edit' opens the editor, the others are POSTed. */
export type { SectionAction };

/** The actions that are commands (POST /admin/sections/{id}/{action}). */
export type SectionCommand = Exclude<SectionAction, 'edit'>;

export const listSections = (query: Paging & { keyword?: string; biddingType?: number; sectionStauts?: number }) =>
  get<PageResult<SectionRow>>('/admin/sections', query);
export const getSection = (id: number) => get<ApiResult<SectionDetail>>(`/admin/sections/${id}`).then((r) => r.data!);
export const createSection = (form: AdminSectionInput) => post<ApiResult<{ id: number }>>('/admin/sections', form).then((r) => r.data!.id);
export const updateSection = (id: number, form: AdminSectionInput) => put<ApiResult<{ id: number }>>(`/admin/sections/${id}`, form);
export const sectionAction = (id: number, action: SectionCommand) => post<ApiResult<{ sectionStauts: number }>>(`/admin/sections/${id}/${action}`);

/** Stages a buyer reviews. */
export type ReviewStage = 'baseFiles' | 'qualification' | 'payment' | 'quotationNotes';

export interface QueueRow {
  signupId: number;
  sectionId: number;
  sectionName: string;
  sectionNameEn: string;
  sectionNameLo: string;
  companyId: number;
  companyName: string;
  supplierBidStatus: number;
  stage: ReviewStage;
  updateTime: string | null;
  files: Record<string, FileItem[]>;
  payments: { receivingAccountId: number; type: string; money: string; currency: string; paymentDate: string | null; file: FileItem | null }[];
  technicalCompliance: number | null;
  technicalDeviation: string | null;
  acceptPaymentMethods: number | null;
}

export const reviewQueue = (query: Paging & { sectionId?: number; stage?: ReviewStage }) => get<PageResult<QueueRow>>('/admin/signups', query);
export const reviewSignup = (signupId: number, body: { stage: ReviewStage; pass: boolean; remark?: string }) =>
  post<ApiResult<{ supplierBidStatus: number }>>(`/admin/signups/${signupId}/review`, body);

/** A quoted line of a round. */
export interface QuoteLine {
  id: number;
  sectorPrice: string | null;
  totalPrice: string | null;
  otherExpenses?: string | null;
  totalMaterialPrice?: string | null;
  remarks?: string | null;
  [field: string]: unknown;
}
export interface QuoteRound {
  id: number;
  quotesCount: number;
  totalPrice: string;
  createTime: string | null;
  /** When the round reached the server (the deadline is judged by it). */
  arrivalTime?: string | null;
  quotesList: QuoteLine[];
}
export interface SupplierQuotes {
  signupId: number;
  companyId: number;
  supplierName: string;
  supplierBidStatus: number;
  latestTotalPrice: string;
  ranking: number | null;
  rounds: QuoteRound[];
  /** Rounds refused by the quotation rules. */
  refusedRounds: number;
}
export interface SectionQuotes {
  sectionId: number;
  /** Section status after the due clock moves. */
  sectionStauts: number;
  /** End of the running extra round while one runs, else the section's quoting end. */
  endTime: string | null;
  appointmentEndTime: string | null;
  /** The server's time when it answered, for the countdown. */
  nowTime: string | null;
  quotationMethod: number;
  biddingTradeType: number;
  suppliers: SupplierQuotes[];
}

export const sectionQuotes = (id: number) => get<ApiResult<SectionQuotes>>(`/admin/sections/${id}/quotes`).then((r) => r.data!);
export const appointRound = (id: number, body: { signupIds: number[]; endTime: string }) => post(`/admin/sections/${id}/rounds`, body);
export const awardSection = (id: number, body: { winners?: { sectorId: number; signupId: number }[]; signupId?: number }) => post(`/admin/sections/${id}/award`, body);
type SectorNames = { sectorName: string | null; sectorNameEn: string | null; sectorNameLo: string | null };
/** A winner marked: per item, or the whole bid (sectorId null). */
export interface AwardRow extends SectorNames {
  id: number;
  sectorId: number | null;
  signupId: number;
  companyId: number;
  supplierName: string;
  price: string;
  createTime: string | null;
  awardDeclinedTime: string | null;
  awardDeclinedReason: string | null;
}
export interface WinningEntryLine extends SectorNames {
  sectorId: number;
  sectorUnits: string | null;
  sectorPrice: string;
  taxRate: string;
  otherExpenses: string;
  sectorNumber: string;
}
export interface Winner {
  signupId: number;
  supplierName: string;
  awardDeclinedTime: string | null;
  awardDeclinedReason: string | null;
  /** 0 not entered, 10 submitted, 20 returned, 30 confirmed. */
  confirmationStatus: number;
  winningQuoteReviewRemark: string | null;
  winningQuoteList: WinningEntryLine[];
}
export interface SectionAwards {
  sectionId: number;
  sectionStauts: number;
  successfulBidderMethod: number;
  awards: AwardRow[];
  winners: Winner[];
}
export const reviewWinningQuote = (signupId: number, body: { pass: boolean; remark?: string }) =>
  post<ApiResult<{ confirmationStatus: number }>>(`/admin/signups/${signupId}/winning-quotes/review`, body);

/** A sign-up of a section with the files of every stage. */
export interface SectionSignup {
  signupId: number;
  companyId: number;
  companyName: string;
  userName: string | null;
  supplierBidStatus: number;
  createTime: string | null;
  updateTime: string | null;
  disabled: number;
  disabledRemark: string | null;
  isAppointSupplierQuotationIng: number;
  files: Record<string, Record<string, FileItem[]>>;
  payments: QueueRow['payments'];
  bidFiles: { id: number; status: number; createTime: string | null; file: FileItem }[];
}
export const sectionSignups = (sectionId: number) => get<ApiResult<SectionSignup[]>>(`/admin/sections/${sectionId}/signups`).then((r) => r.data ?? []);
export const setSignupDisabled = (signupId: number, body: { disabled: 0 | 1; remark?: string }) => post<ApiResult<{ disabled: number }>>(`/admin/signups/${signupId}/disable`, body);

export const publishResults = (id: number) => post<ApiResult<{ sectionStauts: number }>>(`/admin/sections/${id}/results`);

export interface MarginRow {
  id: number;
  signupId: number;
  sectionId: number;
  sectionName: string;
  sectionNameEn: string;
  sectionNameLo: string;
  companyId: number;
  companyName: string;
  receivingAccountId: number;
  /** 4 held, 6 refunded awaiting confirmation, 5 receipt confirmed. */
  status: number;
  currency: string;
  money: string;
  paymentDate: string | null;
  file: FileItem | null;
  refundTime: string | null;
  refundFile: FileItem | null;
  refundDateDeadline: string | null;
  confirmTime: string | null;
}
export const listMargins = (query: Paging & { sectionId?: number; status?: number }) => get<PageResult<MarginRow>>('/admin/margins', query);
export const refundMargin = (id: number, body: { refundDateDeadline?: string; refundFileId?: number }) => post(`/admin/margins/${id}/refund`, body);

export type InboxKind = 'questions' | 'appeals';
export interface InboxRow {
  id: number;
  sectionId: number;
  sectionName: string;
  sectionNameEn: string;
  sectionNameLo: string;
  companyId: number;
  companyName: string;
  type: string | null;
  status: number;
  problemDescription: string;
  createByName: string | null;
  createPhonenumber: string | null;
  createTime: string | null;
  submitTime: string | null;
  problemReply: string | null;
  replyName: string | null;
  replyPhonenumber: string | null;
  replyTime: string | null;
}
export const listInbox = (kind: InboxKind, query: Paging & { sectionId?: number; status?: number }) => get<PageResult<InboxRow>>(`/admin/${kind}`, query);
export const replyInbox = (kind: InboxKind, id: number, problemReply: string) => post(`/admin/${kind}/${id}/reply`, { problemReply });

export interface CertificationRow {
  companyId: number;
  companyName: string;
  tin: string | null;
  certificationStatus: string;
  submittedBy: string;
  operationUserType: number | null;
  submitTime: string | null;
  kind: 'personal' | 'enterprise';
  form: Record<string, unknown> | null;
  enterpriseForm: Record<string, unknown> | null;
}
export const listCertifications = (query: Paging & { status?: string }) => get<PageResult<CertificationRow>>('/admin/certifications', query);
export const reviewCertification = (companyId: number, body: { pass: boolean; remark?: string }) => post(`/admin/certifications/${companyId}/review`, body);

export interface AuditRow {
  id: number;
  at: string | null;
  actorId: number | null;
  actorName: string | null;
  entity: string;
  entityId: number;
  action: string;
  before: unknown;
  after: unknown;
  /** The sign-up the record belongs to (a sign-up, its deposit, its rounds), with its supplier; else null. */
  signupId: number | null;
  supplierName: string | null;
}
export const auditTrail = (query: Paging & { entity: string; id: number }) => get<PageResult<AuditRow>>('/admin/audit', query);

export interface DictRow {
  id: number;
  dictType: string;
  dictValue: string;
  dictLabel: string;
  dictLabelEn: string;
  dictLabelLo: string;
  remark: string | null;
  dictSort: number;
}
export type DictBody = Omit<DictRow, 'id' | 'dictSort'> & { dictSort?: number };
export const listDictEntries = (query: Paging & { dictType?: string }) => get<PageResult<DictRow>>('/admin/dictionaries', query);
export const createDictEntry = (body: DictBody) => post('/admin/dictionaries', body);
export const updateDictEntry = (id: number, body: Omit<DictBody, 'dictType' | 'dictValue'>) => put(`/admin/dictionaries/${id}`, body);

export interface StaffRow {
  userId: number;
  userName: string;
  nickName: string;
  email: string | null;
  phonenumber: string | null;
  role: 'buyer' | 'admin';
  /** 0 enabled, 1 disabled. */
  status: number;
  companyId: number | null;
  companyName: string | null;
  createTime: string | null;
}
export const listStaff = (query: Paging) => get<PageResult<StaffRow>>('/admin/users', query);
export const createStaff = (body: { userName: string; nickName: string; password: string; role: string; email?: string | null; phonenumber?: string | null; companyId?: number | null }) =>
  post('/admin/users', body);
export const updateStaff = (id: number, body: { nickName?: string; role?: string; status?: 0 | 1; password?: string; companyId?: number | null }) => put(`/admin/users/${id}`, body);

export interface BuyerCompanyRow {
  companyId: number;
  name: string;
  staffCount: number;
  sectionCount: number;
  createTime: string | null;
}
export const listBuyerCompanies = (query: Paging) => get<PageResult<BuyerCompanyRow>>('/admin/companies', query);
export const createBuyerCompany = (name: string) => post<ApiResult<{ id: number }>>('/admin/companies', { name }).then((r) => r.data!.id);

/** Uploads an attachment of a section (purpose 'section'). */
export function uploadSectionFile(file: File) {
  const data = new FormData();
  data.append('file', file);
  data.append('type', 'section');
  return request<ApiResult<FileItem>>({ url: '/common/uploadAndBpm', method: 'POST', data, timeout: TIMEOUTS.uploadMs }).then((r) => r.data!);
}
