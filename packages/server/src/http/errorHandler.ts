import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { isMessageKey, MAX_PAGE_SIZE, parseLocale, translate, type MessageKey } from '@portal/domain';
import { AppError, paramsIn, ResultCode } from './errors';

/** The localized message of the first failed check of a request (one clear message beats a list). */
function validationMessage(request: FastifyRequest, issues: ZodFastifySchemaValidationError[]): string {
  const issue = issues[0];
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const params = issue.params as { maximum?: number | bigint; minimum?: number | bigint; input?: unknown };
  if (issue.message && isMessageKey(issue.message)) {
    const max = params.maximum !== undefined ? Number(params.maximum) : MAX_PAGE_SIZE;
    return request.t(issue.message, { field, max, min: Number(params.minimum ?? 0) });
  }
  const missing = issue.keyword === 'invalid_type' && params.input === undefined;
  return request.t(missing ? 'requiredParam' : 'invalidParam', { field });
}

/** PostgreSQL's refusal of text the request carried: a NUL (22021) or a character it cannot store (22P05). */
const TEXT_REFUSED = new Set(['22021', '22P05']);
/** @fastify/multipart's refusals of a body it cannot read as a form (its limits are answered elsewhere). */
const MULTIPART_REFUSED = new Set(['FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_PROTO_VIOLATION', 'FST_MP_PREMATURE_CLOSE', 'FST_INVALID_JSON_FIELD_ERROR']);
/** busboy's errors, which carry no code: no or a wrong boundary, a body cut short. */
const BUSBOY_REFUSAL = /^Multipart: Boundary not found$|unexpected end of multipart data$/i;

/**
 * The refusal of input that reached further than the checks before the handler could see (text in a
 * multipart form, a broken multipart body); undefined for any other error.
 */
export function malformedInputKey(thrown: unknown): MessageKey | undefined {
  if (!(thrown instanceof Error)) return undefined;
  const error = thrown as Error & { code?: unknown; statusCode?: number };
  if (typeof error.code === 'string' && TEXT_REFUSED.has(error.code)) return 'requestTextNotWellFormed';
  if (typeof error.code === 'string' && MULTIPART_REFUSED.has(error.code)) return 'multipartInvalid';
  if (error.statusCode === undefined && BUSBOY_REFUSAL.test(error.message)) return 'multipartInvalid';
  return undefined;
}

/** The path of a request as a message shows it: without the query, and cut short when very long. */
const shownPath = (url: string) => {
  const path = url.split('?')[0];
  return path.length > 100 ? path.slice(0, 100) + '…' : path;
};

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or a path parameter over maxParamLength, refused before
 * routing (so before the request hooks: the language is read from the header here) with code 601.
 */
export function frameworkErrorAnswer(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
  const key: MessageKey = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'urlTooLong' : 'urlInvalid';
  const locale = parseLocale(request.headers['content-language'] as string | undefined);
  return reply.status(200).type('application/json; charset=utf-8').send(JSON.stringify({ code: ResultCode.warning, msg: translate(key, locale) }));
}

/** The {code: 404, msg} answer to a path no route has (the language read from the header: outside the API no hook runs). */
export function routeNotFoundAnswer(request: FastifyRequest, reply: FastifyReply) {
  const locale = parseLocale(request.headers['content-language'] as string | undefined);
  return reply.status(200).send({ code: ResultCode.notFound, msg: translate('routeNotFound', locale, { path: shownPath(request.url) }) });
}

/**
 * Every handled failure is answered with HTTP 200 and a body code of the error catalogue (DESIGN.md §2);
 * other HTTP statuses are left to transport failures such as a body over the size limit.
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    // A failure body is {code, msg}, not the shape of the route's success answer; with its own serializer
    // Fastify no longer names the type, so it is set here (also over a file route's type).
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      return reply.status(200).send({ ...error.extra, code: error.code, msg: request.t(error.key, paramsIn(error.params, request.locale)) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(200).send({ code: ResultCode.warning, msg: validationMessage(request, error.validation) });
    }
    const refusal = malformedInputKey(error);
    if (refusal) return reply.status(200).send({ code: ResultCode.warning, msg: request.t(refusal) });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ code: 413, msg: request.t('bodyTooLarge') });
    if (status === 429) return reply.status(200).send({ code: ResultCode.warning, msg: request.t('tooManyRequests') });
    if (status >= 400 && status < 500) {
      return reply.status(200).send({ code: ResultCode.warning, msg: request.t('bodyInvalid') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(200).send({ code: ResultCode.error, msg: request.t('serverError') });
  });

  app.setNotFoundHandler(routeNotFoundAnswer);
});
