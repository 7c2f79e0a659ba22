import { TIMEOUTS, type QuotationSectorFields, type SectionDetail, type Sector } from '@portal/domain';
import { get, handleResult, post, request, type ApiResult } from './request';

/**
 * Calls of the quotation page (part 2 §7): end time, quotation data, submit, history, result, template
 * export and import. Amounts travel as decimal strings.
 */

/** The computed amounts of a priced line or detail row (decimal strings; null while not priced). */
export interface QuoteAmounts {
  /** Unit price (2 decimals); null under total-price quoting and for a sector priced by its detail rows. */
  sectorPrice?: string | null;
  otherExpenses?: string | null;
  /** Material total (unit price × quantity, or the entered total under total-price quoting). */
  totalMaterialPrice?: string | null;
  totalPrice?: string | null;
}

/** A detail row of a sector with the caller's last price of it, if any. */
export type QuoteSectorDetail = Sector['detailsList'][number] & QuoteAmounts;

/** The price of a detail row as read back (history, import): the detail id and its amounts. */
export type QuoteDetailLine = QuoteAmounts & { id: number };

/**
 * A sector as the quotation page gets it: the published item with the caller's own last quote, if any, and
 * part 2 §3's fileList, minQuotesPrice and minOrMaxQuotesAmount (QuotationSectorFields of the domain).
 */
export interface QuoteSector extends Omit<Sector, 'detailsList'>, QuotationSectorFields {
  /** The detail rows (sectionType 1), each with the caller's last price; a sector with some is priced through them. */
  detailsList: QuoteSectorDetail[];
  /** The caller's last unit price (2 decimals), or null. */
  sectorPrice?: string | null;
  /** The caller's last other expenses. */
  otherExpenses?: string | null;
  /** The caller's last material total. */
  totalMaterialPrice?: string | null;
  /** The caller's last item total. */
  totalPrice?: string | null;
  remarks?: string | null;
  remarks1?: string | null;
  /** The caller's rank on this item (rankingType 2 with showRanking). */
  priceRanking?: number | null;
}

/** The section as the quotation page gets it: the announcement's fields and the caller's quoting state. */
export interface QuotationSection extends SectionDetail {
  /** The caller's sign-up. */
  signupId: number;
  supplierBidStatus: number;
  isAppointSupplierQuotationIng: number;
  /** Whether the caller may submit now (section quoting, or appointed to an extra round, before its end). */
  canQuote: boolean;
  /** The end of quoting that applies to the caller (the extra round's when appointed). */
  endTime: string | null;
}

/** What the quotation page opens on (GET /system/quotes/getQuotationInfo). */
export interface QuotationInfo {
  bidSection: QuotationSection;
  bidSectors: QuoteSector[];
  /** The caller's last round (its number and total), or null before the first. */
  lastRound: { quotesCount: number; totalPrice: string; createTime?: string | null } | null;
  /** The caller's rank by total (showRanking with rankingType 1), or null. */
  ranking: number | null;
}

/** The end of quoting as the server sees it (GET /system/section/selectendtime/{id}). */
export interface EndTime {
  /** The end that applies to the caller, yyyy-MM-dd HH:mm:ss in the caller's zone. */
  entTime: string | null;
  /** The server's clock at the answer, same format; the countdown runs on the server's time. */
  nowTime?: string | null;
  /** Section status. */
  sectionStauts?: number;
  isAppointSupplierQuotationIng?: number;
  /** Whether the caller may submit now. */
  canQuote?: boolean;
}

/** One line of a submitted round. */
export interface QuoteLinePayload {
  id: number;
  sectorPrice: string | null;
  totalPrice: string | null;
  otherExpenses: string | null;
  taxRate: string;
  settleMethod: number | null;
  remarks: string;
  remarks1: string;
  volume: string | null;
  volumeUnit: string | null;
  weight: string | null;
  weightUnit: string | null;
  /** Computed amounts, sent for the record; the server recomputes them and ignores these. */
  totalMaterialPrice?: string | null;
  /** The prices of the sector's detail rows (a sector with detail rows is priced through them). */
  detailsList: { id: number; sectorPrice: string | null; totalPrice: string | null; otherExpenses: string | null }[];
}

export interface BidQuotesPayload {
  sectionId: number;
  /** One key per submission attempt: a retry of the same round is recorded once. */
  requestKey: string;
  sectors: QuoteLinePayload[];
}

/** A line of a historical round. */
export interface HistoryLine {
  id?: number;
  sectorId?: number;
  sectorName?: string;
  sectorNameEn?: string;
  sectorNameLo?: string;
  sectorPrice: string | null;
  otherExpenses?: string | null;
  totalMaterialPrice?: string | null;
  totalPrice: string | null;
  taxRate?: string | null;
  /** The caller's prices of the sector's detail rows. */
  detailsList?: QuoteDetailLine[];
}

/** One historical round of the caller (part 2 §3). */
export interface HistoryRound {
  /** Round id (its receipt is fetched by it). */
  id: number;
  quotesCount: number;
  totalPrice: string;
  createTime?: string | null;
  /** When the round reached the server: what the end time is judged against. */
  arrivalTime?: string | null;
  quotesList: HistoryLine[];
}

/** An award of the section, public after publication. */
export interface AwardRecord {
  sectorId?: number | null;
  /** The item awarded, or null for the whole bid. */
  sectorName?: string | null;
  supplierName: string;
  price: string;
  organization?: string;
  supplierBidFileName?: string | null;
  supplierBidFileDateTime?: string | null;
}

/** The result after publication (part 2 §3, §7); null before. */
export interface SupplierBidResult {
  /** 1 when the caller won (the whole bid or an item). */
  isWinningBid: number | boolean;
  /** The winners' awarded rounds. */
  quotes?: { sectorId?: number | null; sectorName?: string | null; supplierName: string; quotesCount: number; totalPrice: string; quotesPrice?: string | null }[];
  /** The first award. */
  bidAwardManage?: AwardRecord | null;
  /** Every award. */
  bidAwardManageDetailList?: AwardRecord[];
}

export const getQuotationInfo = (sectionId: number) => get<ApiResult<QuotationInfo>>('/system/quotes/getQuotationInfo', { sectionId });

export const getEndTime = (sectionId: number) => get<ApiResult<EndTime>>(`/system/section/selectendtime/${sectionId}`);

export const bidQuotes = (payload: BidQuotesPayload) => post<ApiResult>('/system/quotes/bidQuotes', payload);

export const getQuoteHistory = (sectionId: number) => get<ApiResult<HistoryRound[]>>('/system/quotes/history', { sectionId });

export const getSupplierBidResult = (sectionId: number) => get<ApiResult<SupplierBidResult>>('/system/quotes/supplierBidResult', { sectionId });

/** Which template: the items (sectors) or their detail rows (sectionType 1). */
export type TemplateKind = 'sectors' | 'details';

const exportPath: Record<TemplateKind, string> = { sectors: '/system/quotes/exportSectors', details: '/system/quotes/exportSectorsDetails' };
const importPath: Record<TemplateKind, string> = { sectors: '/system/quotes/importFileSectors', details: '/system/quotes/importFileSectorsDetails' };

/** The quotation template (.xlsx) prefilled with the items; an error answer (JSON) is handled like any call. */
export async function exportTemplate(kind: TemplateKind, sectionId: number): Promise<Blob> {
  const blob = await request<Blob>({ url: exportPath[kind], params: { sectionId }, responseType: 'blob', timeout: TIMEOUTS.uploadMs });
  if (blob.type.includes('application/json')) handleResult(JSON.parse(await blob.text()) as ApiResult);
  return blob;
}

/**
 * A sector read from an imported template: its prices from the quotation template (with tax rate and
 * remarks), or its detail rows' prices from the details template (with the sector's sums once all are priced).
 */
export type ImportedSector = Partial<Omit<QuoteSector, 'detailsList'>> & { id: number; detailsList?: QuoteDetailLine[] };

/** Uploads a filled template; data is the sectors with the prices read from it. */
export function importTemplate(kind: TemplateKind, sectionId: number, file: File) {
  const data = new FormData();
  data.append('file', file);
  data.append('sectionId', String(sectionId));
  return request<ApiResult<ImportedSector[]>>({ url: importPath[kind], method: 'POST', params: { sectionId }, data, timeout: TIMEOUTS.uploadMs });
}
