import type { MessageKey } from '@portal/domain';

/** Result codes of the shared error catalogue (part 1 §8). */
export const ResultCode = {
  ok: 200,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  error: 500,
  warning: 601,
} as const;

/**
 * A business failure: answered as HTTP 200 with `{code, msg}` in the requester's language.
 * `key` names a message of the catalogue in the domain package.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Further top-level keys of the answer beside code and msg, e.g. captchaRequired of a refused login. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

export const notFound = (key: MessageKey = 'notFound', params?: Record<string, string | number>) =>
  new AppError(ResultCode.notFound, key, params);
export const warning = (key: MessageKey, params?: Record<string, string | number>) => new AppError(ResultCode.warning, key, params);
export const failure = (key: MessageKey, params?: Record<string, string | number>) => new AppError(ResultCode.error, key, params);
