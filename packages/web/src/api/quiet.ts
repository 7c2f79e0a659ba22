import { request, sessionStill, unauthorized, type ApiResult } from './request';
import { getToken } from './token';

/**
 * A GET whose answer code is left to the caller: for optional reads where the error catalogue's message
 * would be noise (a status hint, a demo-only page). Asking for a blob makes the request layer pass the
 * body through untouched; transport failures are still shown by the request layer, and a 401 of a signed-in
 * user still ends the session and opens the login dialog.
 */
export async function quietGet<T extends ApiResult>(url: string, params?: Record<string, unknown>): Promise<T> {
  const token = getToken();
  const blob = await request<Blob>({ url, params, responseType: 'blob' });
  const body = JSON.parse(await blob.text()) as T;
  // A visitor's 401 is expected on optional reads; a signed-in user's means the session has ended, unless the user
  // has left that session meanwhile (logged out or in again).
  if (body.code === 401 && token && sessionStill(token)) unauthorized();
  return body;
}
