import type { z } from 'zod';
import type {
  awardRecordSchema,
  bidQuotesSchema,
  bidSectorDetailSchema,
  bidSectorSchema,
  quotationInfoSchema,
  quotationSectionSchema,
  quoteDetailLineSchema,
  quoteLineSchema,
  quoteRoundSchema,
  quotingEndSchema,
  submittedRoundSchema,
  supplierBidResultSchema,
} from '@portal/domain';
import { API_BASE, TIMEOUTS } from '@portal/domain';
import { currentLocale } from '../i18n';
import { get, handleResult, request, sessionStill, unauthorized, type ApiResult } from './request';
import { getToken } from './token';

/**
 * Calls of the quotation page (part 2 §7): end time, quotation data, submit, history, result, template
 * export and import. Amounts travel as decimal strings. The types are inferred from the domain's wire
 * schemas, the ones the server validates and serializes with (`import type` only: zod stays out of the bundle).
 */

/** The price of a detail row as read back (history, import): the detail id and its amounts. */
export type QuoteDetailLine = z.infer<typeof quoteDetailLineSchema>;

/** The computed amounts of a priced line or detail row (decimal strings; null or absent while not priced). */
export type QuoteAmounts = Partial<Omit<QuoteDetailLine, 'id'>>;

/** A detail row of a sector with the caller's last price of it, if any. */
export type QuoteSectorDetail = z.infer<typeof bidSectorDetailSchema>;

/**
 * A sector as the quotation page gets it: the published item with the caller's own last quote, if any, and
 * part 2 §3's fileList, minQuotesPrice and minOrMaxQuotesAmount.
 */
export type QuoteSector = z.infer<typeof bidSectorSchema>;

/** The section as the quotation page gets it: the announcement's fields and the caller's quoting state. */
export type QuotationSection = z.infer<typeof quotationSectionSchema>;

/** What the quotation page opens on (GET /system/quotes/getQuotationInfo). */
export type QuotationInfo = z.infer<typeof quotationInfoSchema>;

/** The end of quoting as the server sees it (GET /system/section/selectendtime/{id}). */
export type EndTime = z.infer<typeof quotingEndSchema>;

/** One line of a submitted round, with the computed material total the page sends for the record (the server recomputes it). */
export type QuoteLinePayload = z.infer<typeof bidQuotesSchema>['sectors'][number] & { totalMaterialPrice?: string | null };

/** A submitted round (POST /system/quotes/bidQuotes). */
export type BidQuotesPayload = Omit<z.infer<typeof bidQuotesSchema>, 'sectors'> & { sectors: QuoteLinePayload[] };

/** A line of a historical round. */
export type HistoryLine = z.infer<typeof quoteLineSchema>;

/** One historical round of the caller (part 2 §3). */
export type HistoryRound = z.infer<typeof quoteRoundSchema>;

/** An award of the section, public after publication. */
export type AwardRecord = z.infer<typeof awardRecordSchema>;

/** The result after publication (part 2 §3, §7); null before. */
export type SupplierBidResult = z.infer<typeof supplierBidResultSchema>;

export const getQuotationInfo = (sectionId: number) => get<ApiResult<QuotationInfo>>('/system/quotes/getQuotationInfo', { sectionId });

export const getEndTime = (sectionId: number) => get<ApiResult<EndTime>>(`/system/section/selectendtime/${sectionId}`);

/** The stored round a submit answers with; `replayed` when an earlier request with the same key stored it. */
export type SubmittedRound = z.infer<typeof submittedRoundSchema>;

/** A submit that got no answer: the network failed, the attempt timed out, or it was stopped. Whether it arrived is unknown. */
export class NoAnswer extends Error {}

/**
 * Sends one attempt of a round (POST /system/quotes/bidQuotes) with its Idempotency-Key (the same key as the
 * body's requestKey): a repeat of the key is answered with the round already stored, so an attempt whose answer
 * was lost can be sent again. Resolves with the server's answer, stored or refused, without showing anything
 * (the quotation page shows each state itself); rejects with NoAnswer when no answer came. A 401 ends the session
 * as every call does.
 */
export async function sendRound(payload: BidQuotesPayload, signal: AbortSignal): Promise<ApiResult<SubmittedRound>> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/system/quotes/bidQuotes`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json;charset=utf-8',
        'Accept-Timezone': Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai',
        'Content-Language': currentLocale(),
        'Idempotency-Key': payload.requestKey ?? '',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal,
    });
  } catch {
    throw new NoAnswer();
  }
  // A proxy's 502/503/504 is no answer of the API: the round may or may not have reached it.
  if (!response.ok) throw new NoAnswer();
  let body: ApiResult<SubmittedRound>;
  try {
    body = (await response.json()) as ApiResult<SubmittedRound>;
  } catch {
    throw new NoAnswer();
  }
  if (body.code === 401 && token && sessionStill(token)) unauthorized();
  return body;
}

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
 * remarks), or its detail rows' prices from the details template (with the sector's sums once all are
 * priced). What the file leaves blank may be absent.
 */
export type ImportedSector = Partial<Omit<HistoryLine, 'detailsList'>> & { id: number; detailsList?: (Pick<QuoteDetailLine, 'id'> & QuoteAmounts)[] };

/** Uploads a filled template; data is the sectors with the prices read from it. */
export function importTemplate(kind: TemplateKind, sectionId: number, file: File) {
  const data = new FormData();
  data.append('file', file);
  data.append('sectionId', String(sectionId));
  return request<ApiResult<ImportedSector[]>>({ url: importPath[kind], method: 'POST', params: { sectionId }, data, timeout: TIMEOUTS.uploadMs });
}
