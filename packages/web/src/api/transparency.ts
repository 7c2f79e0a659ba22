import { API_BASE, type Cosignature, type SignedTreeHead } from '@portal/domain';
import { currentLocale } from '../i18n';
import type { ApiResult } from './request';

/** The newest signed tree head of the transparency log and the witnesses' cosignatures the portal holds. */
export interface Witnessed {
  head: (SignedTreeHead & { publicKey: string }) | null;
  cosignatures: (Cosignature & { treeSize: number; receivedAt: string })[];
}

/** The log's newest head and cosignatures (docs/verification.md, "Witnesses"): a public call, read straight. */
export async function getWitnessed(): Promise<Witnessed> {
  const response = await fetch(`${API_BASE}/transparency/cosignatures`, { headers: { 'Content-Language': currentLocale() } });
  const body = (await response.json()) as ApiResult<Witnessed>;
  if (body.code !== 200 || !body.data) throw new Error(body.msg);
  return body.data;
}
