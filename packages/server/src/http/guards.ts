import type { FastifyRequest } from 'fastify';
import type { Role, SessionUser } from '../accounts/sessions';
import { AppError, ResultCode } from './errors';

/**
 * Who may call a route, from the caller the authentication plugin (accounts/authentication.ts) put on the
 * request. Every resource's routes guard with these; they read `request.user` only, so they sit here beside
 * the request context rather than in accounts, which every resource would otherwise import.
 */

/**
 * Hook (onRequest or preHandler) refusing callers without a live session with code 401. As an onRequest hook
 * it answers before the body is validated, so a signed-out caller learns that first.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError(ResultCode.unauthorized, 'unauthorized');
}

/** Hook refusing callers without a session (401) or with another role (403). */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!roles.includes(request.user!.role)) throw new AppError(ResultCode.forbidden, 'forbidden');
  };
}

/** The caller of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(ResultCode.unauthorized, 'unauthorized');
  return request.user;
}
