import { API_BASE, type PublishedRoot, type Receipt } from '@portal/domain';
import { currentLocale } from '../i18n';
import { get, type ApiResult } from './request';

/**
 * Verifiable sealed rounds (docs/verification.md): the supplier's receipts, and the public key and roots a
 * verifier reads. The public calls go straight to the API so that "not published yet" is an answer to
 * show, not an error message.
 */

/** The receipt of one of the caller's rounds, with its inclusion proof once the results are out. */
export const getReceipt = (roundId: number) => get<ApiResult<Receipt>>(`/system/quotes/receipt/${roundId}`);

/** The headers of the public calls: the reader's language (of `msg`) and time zone (of the times), as every call sends. */
const readerHeaders = () => ({ 'Content-Language': currentLocale(), 'Accept-Timezone': Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai' });

/** The portal's public key (raw Ed25519, base64). */
export async function getPublicKey(): Promise<string> {
  const body = (await (await fetch(`${API_BASE}/receipts/key`, { headers: readerHeaders() })).json()) as ApiResult<{ publicKey: string }>;
  if (body.code !== 200 || !body.data) throw new Error(body.msg);
  return body.data.publicKey;
}

/** The section's published Merkle root, or null while it is not published (an answer without data). */
export async function getPublishedRoot(sectionId: number): Promise<(PublishedRoot & { publishTime: string | null }) | null> {
  const body = (await (await fetch(`${API_BASE}/receipts/root/${sectionId}`, { headers: readerHeaders() })).json()) as ApiResult<
    PublishedRoot & { publishTime: string | null }
  >;
  return body.code === 200 && body.data ? body.data : null;
}

/** Saves a receipt as a small JSON file named after its section and round. */
export function downloadReceipt(receipt: Receipt) {
  const blob = new Blob([JSON.stringify(receipt, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `receipt-section-${receipt.sectionId}-round-${receipt.quotesCount}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
