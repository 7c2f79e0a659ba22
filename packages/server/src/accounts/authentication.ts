import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { touchSession, type SessionUser } from './sessions';
import { SessionCache } from './sessionCache';
import { looksLikeToken, tokenHash } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null (no, unknown, ended or idle-expired token). */
    user: SessionUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The request's bearer token when it has the shape of one of ours (no database read), else undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return token && looksLikeToken(token) ? token : undefined;
}

/**
 * Reads `Authorization: Bearer <token>` on every API request and loads the session's user, sliding its idle
 * expiry. Public routes see `request.user` when someone is signed in; protected ones add `requireUser` or
 * `requireRole` (http/guards.ts) as a hook. A session checked in the last SESSION_CACHE_MS is taken from this process's cache
 * (accounts/sessionCache.ts: dropped at once when a session ends, here or in another process); an unknown or
 * ended one is always asked of the database.
 */
export const authentication = fp(async (app) => {
  app.decorateRequest('user', null);
  const cache = new SessionCache(app.config.sessionCacheMs);
  if (app.config.sessionCacheMs > 0) {
    const stop = await cache.follow(app.db);
    app.addHook('onClose', stop);
  }
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const hash = tokenHash(token);
    // The app's clock, as the idle expiry: a test moving it past the expiry sees the session end.
    const cached = cache.get(hash, app.clock.now().getTime());
    if (cached) {
      request.user = cached;
      return;
    }
    const ticket = cache.ticket();
    request.user = await touchSession(app.db, hash, app.clock.now(), app.config.sessionIdleMinutes);
    if (request.user) cache.set(hash, request.user, ticket, app.clock.now().getTime());
  });
});
