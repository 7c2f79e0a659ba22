import type { z } from 'zod';
import type { recordIdAnswerSchema } from '@portal/domain';
import { answerKey, API_BASE, NETWORK_MESSAGE_MS, TIMEOUTS } from '@portal/domain';
import { currentLocale, i18n } from '../i18n';
import { signalUnauthorized, UNAUTHORIZED } from './events';
import { feedback } from '../feedback/feedback';
import { encodeQuery } from './query';
import { getToken, removeToken } from './token';
import { browserTimezone, firstViewAnswer } from './firstView';

/** Body of every answer: code 200 is success (part 1 §7). */
export interface ApiResult<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  [extra: string]: unknown;
}
export interface PageResult<Row> extends ApiResult {
  rows: Row[];
  total: number;
}

/** Which page of a list to read. */
export type Paging = {
  pageNum: number;
  pageSize: number;
};

/** The id of a record a command created or changed. */
export type RecordIdAnswer = z.infer<typeof recordIdAnswerSchema>;

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters. */
  params?: Record<string, unknown>;
  /** JSON body, or FormData for uploads. */
  data?: unknown;
  /** Milliseconds before the request is abandoned; 100 s by default. */
  timeout?: number;
  /** blob and arraybuffer answers pass through untouched. */
  responseType?: 'json' | 'blob' | 'arraybuffer';
  /** Skip the Authorization header. */
  anonymous?: boolean;
  /** Window of the duplicate-submit guard for this call; DUPLICATE_SUBMIT_WINDOW_MS by default. */
  repeatWindowMs?: number;
}

/**
 * Window of the duplicate-submit guard (part 1 §7: "A duplicate-submit guard exists but its window is 0 ms,
 * so it never blocks"; docs/decisions/spec-differences.md). The guard is real: a call may give a window.
 */
export const DUPLICATE_SUBMIT_WINDOW_MS = 0;

/** A failed call; the message has already been shown to the user where the catalogue says so. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly body?: ApiResult,
  ) {
    super(message);
  }
}

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`common.request.${key}`, options);
/** The server's own words for a 401 and for an unknown failure: the domain's messages, not a copy. */
const serverText = (key: 'unauthorized' | 'serverError') => i18n.t(`messages.${key}`);
const timezone = browserTimezone;

/** Shows a transport failure for 5 seconds (part 1 §8). */
function networkFailure(text: string): never {
  feedback().message.error({ content: text, duration: NETWORK_MESSAGE_MS / 1000 });
  throw new RequestError(text, 0);
}

/**
 * A 401 (part 1 §8): the reason is shown, the dead token leaves the cookie and the session (so the top bar
 * offers login and register again), and the login dialog opens. A user who was signed in is told, in the dialog,
 * that the login has expired and to log in again: the catalogue's "authentication failed, system resources cannot
 * be accessed" read as a fault of the portal to suppliers whose session had simply ended (issue 23); a visitor
 * gets the catalogue's message.
 */
export function unauthorized() {
  const hadSession = Boolean(getToken());
  // Keyed: the calls of one page that fail together show the reason once.
  if (!hadSession) feedback().message.error({ content: serverText('unauthorized'), key: UNAUTHORIZED });
  removeToken();
  signalUnauthorized(hadSession);
}

/**
 * Handles a body code as the shared catalogue says (part 1 §8). Resolves with the body for 200, 500 and
 * 501 (500 after showing the server's message); rejects otherwise after showing what the catalogue says.
 */
export function handleResult<T extends ApiResult>(body: T): T {
  const code = body.code ?? 200;
  const msg = body.msg;
  const { message, notification } = feedback();
  switch (code) {
    case 200:
    case 501:
      return body;
    case 401: {
      const reason = getToken() ? t('sessionExpired') : serverText('unauthorized');
      unauthorized();
      throw new RequestError(reason, code, body);
    }
    case 403:
      message.error(msg || t('forbidden'));
      throw new RequestError(msg || t('forbidden'), code, body);
    case 404:
      message.error(msg || t('notFound'));
      throw new RequestError(msg || t('notFound'), code, body);
    case 500:
      message.error(msg || serverText('serverError'));
      return body;
    case 601:
      message.warning(msg);
      throw new RequestError(msg, code, body);
    default:
      notification.error({ title: msg || serverText('serverError') });
      throw new RequestError(msg || serverText('serverError'), code, body);
  }
}

/** The last JSON submission sent (method, address and body) and when, for the duplicate-submit guard. */
let lastSubmit: { key: string; at: number } | undefined;

/**
 * The duplicate-submit guard (part 1 §7, §8): a submission (not GET, not an upload) repeating the last one —
 * same method, address and body — within `windowMs` is refused with 'data is being processed, do not
 * resubmit' and not sent. Nothing was sent, so it fails like a transport failure (code 0).
 */
function guardRepeat(method: string, url: string, body: string | undefined, windowMs: number) {
  if (method === 'GET') return;
  const key = `${method} ${url} ${body ?? ''}`;
  const now = Date.now();
  if (lastSubmit && lastSubmit.key === key && now - lastSubmit.at < windowMs) {
    feedback().message.warning(t('duplicate'));
    throw new RequestError(t('duplicate'), 0);
  }
  lastSubmit = { key, at: now };
}

/** Sends a call to the API with the token, time-zone and language headers (part 1 §7). */
export async function request<T extends ApiResult | Blob | ArrayBuffer = ApiResult>(options: RequestOptions): Promise<T> {
  const { url, method = 'GET', params, data, timeout = TIMEOUTS.requestMs, responseType = 'json' } = options;
  const headers: Record<string, string> = { 'Accept-Timezone': timezone(), 'Content-Language': currentLocale() };
  const token = options.anonymous ? undefined : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (data instanceof FormData) body = data;
  else if (data !== undefined) {
    headers['Content-Type'] = 'application/json;charset=utf-8';
    body = JSON.stringify(data);
  }
  const query = params ? encodeQuery(params) : '';
  if (!(data instanceof FormData)) guardRepeat(method, url + query, typeof body === 'string' ? body : undefined, options.repeatWindowMs ?? DUPLICATE_SUBMIT_WINDOW_MS);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  let response: Response;
  try {
    response = await fetch(API_BASE + url + (query ? (url.includes('?') ? '&' : '?') + query : ''), {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    networkFailure((error as Error).name === 'AbortError' ? t('timeout') : t('network'));
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) networkFailure(t('status', { code: String(response.status).slice(0, 3) }));
  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'arraybuffer') return (await response.arrayBuffer()) as T;
  const result = (await response.json()) as ApiResult;
  if (result.code === 401 && !sessionStill(token)) throw new RequestError(serverText('unauthorized'), 401, result);
  return handleResult(result) as T;
}

/**
 * Whether the session a request was sent under (its token, or none) is still this tab's. A 401 answering a request
 * sent before the user logged out, or before a new login, is about a session the user has already left, so it neither
 * shows the reason nor opens the login dialog; the caller still gets the refusal. Otherwise the bell's count, asked as
 * the user logs out and answered once the token is gone, would greet the home page with "authentication failed" and a
 * login dialog over the login button just focused, and a visitor's call answered after a login would end the new
 * session. Downloads and uploads, which read a JSON refusal from a blob with `handleResult`, do not check this.
 */
export const sessionStill = (sentToken: string | undefined) => sentToken === getToken();

const currentView = () => ({ locale: currentLocale(), timezone: timezone(), token: getToken() });

/**
 * The answer of a GET that index.html brought (api/firstView.ts), at once, without using it up: a page draws
 * its first render with it instead of a placeholder, then asks with `get` as usual (which takes it).
 */
export function peek<T extends ApiResult = ApiResult>(url: string, params?: Record<string, unknown>): T | undefined {
  return firstViewAnswer<T>(answerKey(url, params), currentView(), false);
}

/** GETs on their way, by caller, language and address (see `get`). */
const inFlight = new Map<string, Promise<ApiResult>>();

/**
 * A GET. The same call asked again while the first is on its way shares its answer instead of going out
 * twice: parts of a page that need the same data ask for it independently, and no call is repeated for the
 * same data (docs/decisions/bundle.md). A failure is shown once, to every asker. An answer index.html brought
 * (api/firstView.ts) is used instead of asking, once.
 */
export function get<T extends ApiResult = ApiResult>(url: string, params?: Record<string, unknown>): Promise<T> {
  const brought = firstViewAnswer<T>(answerKey(url, params), currentView(), true);
  if (brought) return Promise.resolve(brought);
  const key = `${getToken() ?? ''} ${currentLocale()} ${url}${params ? encodeQuery(params) : ''}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = request<T>({ url, params });
    inFlight.set(key, pending);
    const forget = () => inFlight.delete(key);
    pending.then(forget, forget);
  }
  return pending as Promise<T>;
}
export const post = <T extends ApiResult = ApiResult>(url: string, data?: unknown) => request<T>({ url, method: 'POST', data });
export const put = <T extends ApiResult = ApiResult>(url: string, data?: unknown) => request<T>({ url, method: 'PUT', data });
export const del = <T extends ApiResult = ApiResult>(url: string) => request<T>({ url, method: 'DELETE' });
