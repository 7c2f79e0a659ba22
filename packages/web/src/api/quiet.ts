import { request, type ApiResult } from './request';

/**
 * A GET whose answer code is left to the caller: for optional reads where the error catalogue's message
 * would be noise (a status hint, a demo-only page). Asking for a blob makes the request layer pass the
 * body through untouched; transport failures are still shown by the request layer.
 */
export async function quietGet<T extends ApiResult>(url: string, params?: Record<string, unknown>): Promise<T> {
  const blob = await request<Blob>({ url, params, responseType: 'blob' });
  return JSON.parse(await blob.text()) as T;
}
