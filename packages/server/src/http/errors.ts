import type { Locale, MessageKey } from '@portal/domain';

/**
 * Values put into a message: a figure, a text, or a text given in each reader's language (a buyer's remark
 * within a refusal), of which the requester's is put in when the answer is written.
 */
export type MessageParams = Record<string, string | number | Record<Locale, string>>;

/** The params of a message with every per-language value resolved to the requester's language. */
export const paramsIn = (params: MessageParams | undefined, locale: Locale): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, typeof value === 'object' ? value[locale] : value]));

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
    readonly params: MessageParams = {},
    /** Further top-level keys of the answer beside code and msg, e.g. captchaRequired of a refused login. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

export const notFound = (key: MessageKey = 'notFound', params?: MessageParams) =>
  new AppError(ResultCode.notFound, key, params);
export const warning = (key: MessageKey, params?: MessageParams) => new AppError(ResultCode.warning, key, params);
export const failure = (key: MessageKey, params?: MessageParams) => new AppError(ResultCode.error, key, params);
