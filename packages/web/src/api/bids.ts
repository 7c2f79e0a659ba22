import { PAGE_SIZE, type BidRecord, type FileItem } from '@portal/domain';
import type { z } from 'zod';
import type { appealRowSchema, marginRowSchema, myBidRowSchema } from '@portal/domain';
import { get, post, request, type ApiResult, type PageResult } from './request';

/** One row of MyBid. */
export type MyBidRow = z.infer<typeof myBidRowSchema>;
/** A deposit record of a sign-up. */
export type MarginRow = z.infer<typeof marginRowSchema>;
/** An appeal of the caller's company about a section. */
export type AppealRow = z.infer<typeof appealRowSchema>;
export type { BidRecord };

/** Filters of MyBid (GET /quotation/signup/list). */
export interface MyBidQuery {
  pageNum: number;
  searchValue?: string;
  sectionStauts?: number;
  supplierBidStatus?: number;
}

/** GET /quotation/signup/list: the caller's company's sign-ups, 10 a page. */
export const listMyBids = (query: MyBidQuery) => get<PageResult<MyBidRow>>('/quotation/signup/list', { ...query, pageSize: PAGE_SIZE });

/** GET /quotation/signup/getWithAuth/{id}: the bid signup record (part 2 §3). */
export const getBid = (id: number) => get<ApiResult<BidRecord>>(`/quotation/signup/getWithAuth/${id}`);

/** A file as a stage sends it: the stored file's id. */
const ids = (files: readonly FileItem[] | undefined) => (files ?? []).map((f) => ({ id: f.id }));

/** Base files of the technical stage (POST /quotation/SupplierBaseFile). */
export interface BaseFiles {
  supTecFileList: FileItem[];
  supAchFileList: FileItem[];
  tecFileList: FileItem[];
  qualificationAgencyLicenseFileList: FileItem[];
  qualificationOtherFileList: FileItem[];
}
export const submitBaseFiles = (signUpId: number, sectionId: number, files: BaseFiles) =>
  post('/quotation/SupplierBaseFile', {
    supplierBaseFile: {
      signUpId,
      sectionId,
      supTecFileList: ids(files.supTecFileList),
      supAchFileList: ids(files.supAchFileList),
      tecFileList: ids(files.tecFileList),
      qualificationAgencyLicenseFileList: ids(files.qualificationAgencyLicenseFileList),
      qualificationOtherFileList: ids(files.qualificationOtherFileList),
    },
  });

/** Qualification files (POST /quotation/signup/submitQualification). */
export interface QualificationFiles {
  qualificationBusinessLicenseFileList: FileItem[];
  qualificationAchievementFileList: FileItem[];
  qualificationAgencyLicenseFileList: FileItem[];
  qualificationOtherFileList: FileItem[];
}
export const submitQualification = (id: number, sectionId: number, files: QualificationFiles) =>
  post('/quotation/signup/submitQualification', {
    id,
    sectionId,
    qualificationBusinessLicenseFileList: ids(files.qualificationBusinessLicenseFileList),
    qualificationAchievementFileList: ids(files.qualificationAchievementFileList),
    qualificationAgencyLicenseFileList: ids(files.qualificationAgencyLicenseFileList),
    qualificationOtherFileList: ids(files.qualificationOtherFileList),
  });

/** Payment proof, one file per receiving account (POST /quotation/signup/submitPayment). */
export const submitPayment = (id: number, accounts: { id: number; fileList: FileItem[] }[]) =>
  post('/quotation/signup/submitPayment', { id, receivingAccountList: accounts.map((a) => ({ id: a.id, fileList: ids(a.fileList) })) });

/** Bid file (POST /quotation/signup/submitSupplierBidFile). */
export const submitBidFile = (id: number, files: FileItem[]) =>
  post('/quotation/signup/submitSupplierBidFile', {
    id,
    supplierBidFileList: files.map((f) => ({ id: f.id, fileName: f.fileName, filePath: f.filePath, url: f.url, bpmFileId: f.bpmFileId })),
  });

/** Withdraws the uploaded bid file (POST /quotation/signup/cancelSupplierBidFile). */
export const cancelBidFile = (id: number) => post('/quotation/signup/cancelSupplierBidFile', { id });

/** Quotation notes (POST /quotation/signup/submitQuotesFile). */
export const submitQuotesFile = (id: number, files: FileItem[]) => post('/quotation/signup/submitQuotesFile', { id, fileList: ids(files) });

/** Withdraws from the bid: status -1 (POST /quotation/signup/updateSupplierBidStatus). */
export const withdrawBid = (id: number) => post('/quotation/signup/updateSupplierBidStatus', { id, supplierBidStatus: -1 });

/** Technical-requirement compliance (POST /quotation/signup/technicalCompliance). */
export const saveCompliance = (id: number, compliance: number, deviation?: string) =>
  post('/quotation/signup/technicalCompliance', { id, compliance, deviation: compliance === 1 ? undefined : deviation });

/** Names the tender contact of the sign-up (POST /quotation/signup/bidContact). */
export const chooseBidContact = (id: number, bpmId: number) => post('/quotation/signup/bidContact', { id, bpmId });

/** Abandons an award (POST /quotation/signup/abandonBid). */
export const abandonAward = (id: number) => post('/quotation/signup/abandonBid', { id });

/** GET /quotation/signup/export/{id}: the bid record as a file. */
export const exportBid = (id: number) => request<Blob>({ url: `/quotation/signup/export/${id}`, responseType: 'blob' });

/** Accepts (1) or rejects (0) the section's payment method (POST /system/section/acceptPaymentMethods). */
export const acceptPaymentMethods = (sectionId: number, accept: 0 | 1) => post('/system/section/acceptPaymentMethods', { sectionId, acceptPaymentMethods: accept });

/** One sector of the winning quote entry. */
export interface WinningLine {
  id: number;
  sectorPrice: string;
  taxRate: string;
  otherExpenses: string;
  sectorNumber: string;
}
/** POST /system/section/submitWinningQuotes. */
export const submitWinningQuotes = (sectionId: number, sectorList: WinningLine[]) => post('/system/section/submitWinningQuotes', { sectionId, sectorList });

/** GET /margin/signupId/{id}: the sign-up's deposit records. */
export const getMargins = (signupId: number) => get<ApiResult<MarginRow[]>>(`/margin/signupId/${signupId}`);

/** POST /margin/refund/confirm: confirms receipt of a refunded deposit. */
export const confirmRefund = (marginId: number) => post('/margin/refund/confirm', { marginId });

/** POST /bidAnnounceQuestion: files an appeal. */
export const fileAppeal = (sectionId: number, type: string, problemDescription: string) =>
  post('/bidAnnounceQuestion', { sectionId, type, status: 1, problemDescription });

/** GET /bidAnnounceQuestion/list: the appeals the caller's company filed about a section, oldest first. */
export const listAppeals = (sectionId: number) => get<ApiResult<AppealRow[]>>('/bidAnnounceQuestion/list', { sectionId });

/** One priced sector of a historical round (the sector is named by the section's sector list). */
export interface HistoryLine {
  /** Sector id. */
  id: number;
  sectorPrice: string | null;
  otherExpenses: string | null;
  totalMaterialPrice: string | null;
  totalPrice: string | null;
  taxRate: string;
}
/** One historical quotation round of the caller. */
export interface HistoryRound {
  id: number;
  quotesCount: number;
  totalPrice: string;
  createTime: string | null;
  quotesList: HistoryLine[];
}
/** GET /system/quotes/history?sectionId=: the caller's own rounds, oldest first. */
export const getQuoteHistory = (sectionId: number) => get<ApiResult<HistoryRound[]>>('/system/quotes/history', { sectionId });

/** An award as the published result shows it. */
export interface ResultAward {
  sectorId: number | null;
  sectorName: string | null;
  supplierName: string;
  supplierBidFileName: string | null;
  supplierBidFileDateTime: string | null;
  price: string;
  organization: string;
}
/** The result of the section for the caller (GET /system/quotes/supplierBidResult?sectionId=); null before it is published. */
export interface BidResult {
  /** 1 when the caller holds an award. */
  isWinningBid: number;
  /** The winners' awarded rounds. */
  quotes: { sectorId: number | null; sectorName: string | null; supplierName: string; quotesCount: number; totalPrice: string; quotesPrice: string; commitment: string | null }[];
  bidAwardManageDetailList: ResultAward[];
}
export const getBidResult = (sectionId: number) => get<ApiResult<BidResult | null>>('/system/quotes/supplierBidResult', { sectionId });
