import { API_BASE, type EvidenceBundle, type KeyDocument, type PublishedRoot, type Receipt } from '@portal/domain';
import { currentLocale } from '../i18n';
import { get, type ApiResult } from './request';

/**
 * Verifiable sealed rounds (docs/verification.md): the supplier's receipts, and the public key and roots a
 * verifier reads. The public calls go straight to the API so that "not published yet" is an answer to
 * show, not an error message.
 */

/** The receipt of one of the caller's rounds, with its inclusion proof once the results are out. */
export const getReceipt = (roundId: number) => get<ApiResult<Receipt>>(`/system/quotes/receipt/${roundId}`);

/**
 * The evidence bundle of one of the caller's rounds (docs/verification.md, "Evidence bundle"): the receipt, its
 * section's signed root, the log entry, a signed tree head and the inclusion proof; an error answer before the
 * section's root is logged.
 */
export const getReceiptEvidence = (roundId: number) => get<ApiResult<EvidenceBundle>>(`/system/quotes/receiptEvidence/${roundId}`);

/** The headers of the public calls: the reader's language (of `msg`) and time zone (of the times), as every call sends. */
const readerHeaders = () => ({ 'Content-Language': currentLocale(), 'Accept-Timezone': Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai' });

/** The key document of this portal (never of the address a receipt names): its current key and every key it signed with. */
export async function getKeyDocument(): Promise<KeyDocument> {
  const body = (await (await fetch(`${API_BASE}/receipts/key`, { headers: readerHeaders() })).json()) as ApiResult<KeyDocument>;
  if (body.code !== 200 || !body.data) throw new Error(body.msg);
  return body.data;
}

/** One supplier's rounds in the published evidence. */
export interface EvidenceSupplier {
  signupId: number;
  supplierName: string;
  rounds: { quotesCount: number; arrivalTime: string; commitment: string | null; signature: string | null; leafIndex: number | null }[];
}
/** The published evidence of a section's rounds (docs/verification.md, "Published evidence"). */
export interface Evidence {
  sectionId: number;
  quotingEnd: string | null;
  appointedRoundEnds: string[];
  roots: { phase: number | null; roundCount: number; root: string; keyId: string | null; signature: string; publishTime: string | null }[];
  suppliers: EvidenceSupplier[];
  awards: { sectorId: number | null; signupId: number; quotesCount: number; price: string; commitment: string | null }[];
}

/** The section's published evidence, or null before its results (an answer without data). */
export async function getEvidence(sectionId: number): Promise<Evidence | null> {
  const body = (await (await fetch(`${API_BASE}/receipts/evidence/${sectionId}`, { headers: readerHeaders() })).json()) as ApiResult<Evidence>;
  return body.code === 200 && body.data ? body.data : null;
}

/** An alarm of a section's sealed roots (docs/verification.md, "Alarms"). */
export interface RootAlarm {
  kind: 'altered' | 'signature' | 'total' | 'unsigned' | 'late' | 'root' | 'rootSignature' | 'inserted' | 'amount' | 'award' | 'bound';
  roundIds: number[];
  detail: string;
  detectTime: string | null;
}
/** The section's sealed roots and alarms, checked now (buyer staff and administrators). */
export const getIntegrity = (sectionId: number) =>
  get<ApiResult<{ roots: { phase: number | null; roundCount: number; root: string; keyId: string | null; publishTime: string | null }[]; alarms: RootAlarm[] }>>(
    `/admin/sections/${sectionId}/integrity`,
  ).then((r) => r.data!);

/** The section's published Merkle root, or null while it is not published (an answer without data). */
export async function getPublishedRoot(sectionId: number): Promise<(PublishedRoot & { publishTime: string | null }) | null> {
  const body = (await (await fetch(`${API_BASE}/receipts/root/${sectionId}`, { headers: readerHeaders() })).json()) as ApiResult<
    PublishedRoot & { publishTime: string | null }
  >;
  return body.code === 200 && body.data ? body.data : null;
}

/** Saves a receipt as a small JSON file named after its section and round. */
export const downloadReceipt = (receipt: Receipt) => saveJson(receipt, `receipt-section-${receipt.sectionId}-round-${receipt.quotesCount}.json`);

/** Saves an evidence bundle as a JSON file named after its receipt's section and round. */
export function downloadEvidence(bundle: EvidenceBundle) {
  const receipt = bundle.receipt as { sectionId?: unknown; quotesCount?: unknown };
  saveJson(bundle, `receipt-evidence-${String(receipt.sectionId)}-${String(receipt.quotesCount)}.json`);
}

function saveJson(value: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
