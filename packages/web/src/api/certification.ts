import type { ApiResult } from './request';
import { quietGet } from './quiet';

/**
 * The certification state shown in the top bar (GET /web/authorization/verify → data.operation). The label
 * is only a hint, so a failed check stays silent and the bar falls back to 'Go authenticate'.
 */
export async function peekCertificationOperation(): Promise<string | undefined> {
  const body = await quietGet<ApiResult<{ operation?: string }>>('/web/authorization/verify');
  return body.code === 200 ? body.data?.operation : undefined;
}
