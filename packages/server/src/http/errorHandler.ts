import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { isMessageKey, MAX_PAGE_SIZE } from '@portal/domain';
import { AppError, ResultCode } from './errors';

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

/**
 * Every handled failure is answered with HTTP 200 and a body code of the error catalogue (DESIGN.md §2);
 * other HTTP statuses are left to transport failures such as a body over the size limit.
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    // A failure body is {code, msg}, not the shape of the route's success answer.
    reply.serializer(JSON.stringify);
    if (error instanceof AppError) {
      return reply.status(200).send({ code: error.code, msg: request.t(error.key, error.params) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(200).send({ code: ResultCode.warning, msg: validationMessage(request, error.validation) });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ code: 413, msg: request.t('bodyTooLarge') });
    if (status === 429) return reply.status(200).send({ code: ResultCode.warning, msg: request.t('tooManyRequests') });
    if (status >= 400 && status < 500) {
      return reply.status(200).send({ code: ResultCode.warning, msg: request.t('bodyInvalid') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(200).send({ code: ResultCode.error, msg: request.t('serverError') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(200).send({ code: ResultCode.notFound, msg: request.t('routeNotFound', { path: request.url.split('?')[0] }) });
  });
});
