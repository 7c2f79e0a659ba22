import { get, post, type ApiResult } from './request';
import { onCertificationChanged } from './events';
import { getToken } from './token';

/** Result of the certification check made before signing up (part 1 §4). */
export interface CertificationCheck {
  /** Auth: certification required; modify: rejected, to correct; prompt: under review; skip or other: proceed. */
  operation: string;
  /** 0 enterprise, 1 individual. */
  operationUserType?: number;
  /** Message to show the user. */
  operationMsg?: string;
}

/** How long one answer of the certification check serves every reader of a page (the top bar, the gates). */
const CHECK_SHARED_MS = 3_000;
let sharedCheck: { token: string | undefined; at: number; answer: Promise<ApiResult<CertificationCheck>> } | null = null;
// A form submitted or reviewed changes the answer: the next reader asks again.
onCertificationChanged(() => (sharedCheck = null));

/**
 * GET /web/authorization/verify: may the caller sign up or quote yet. One answer serves every reader of a page
 * (the top bar's state and the page's certification gate, issue 23 §4: no call repeated for the same data) while it
 * is asked and for a few seconds after, for the same session.
 */
export function verifyCertification(): Promise<ApiResult<CertificationCheck>> {
  const token = getToken();
  if (sharedCheck && sharedCheck.token === token && Date.now() - sharedCheck.at < CHECK_SHARED_MS) return sharedCheck.answer;
  const answer = get<ApiResult<CertificationCheck>>('/web/authorization/verify');
  const entry = { token, at: Date.now(), answer };
  sharedCheck = entry;
  answer.catch(() => {
    if (sharedCheck === entry) sharedCheck = null;
  });
  return answer;
}

/** POST /quotation/signup: signs the caller up for a section; data.id is the new sign-up. */
export const signUp = (sectionId: number) => post<ApiResult<{ id: number }>>('/quotation/signup', { sectionId });
