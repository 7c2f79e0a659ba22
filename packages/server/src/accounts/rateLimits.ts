import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index';
import { warning } from '../http/errors';

/**
 * Rate limits of the account calls (DESIGN.md §7), per client address unless said otherwise. They are fixed
 * windows counted in the database (table rate_limit), so every API node shares them and the test clock
 * moves them. Behind a proxy the address is the proxy's unless Fastify is told to trust it.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts, right or wrong; wrong passwords also slow down the client per account (loginAttempts.ts). */
  login: { max: 30, windowSeconds: 10 * 60 },
  /** Captcha images. */
  captcha: { max: 30, windowSeconds: 60 },
  /** E-mail code requests, on top of one per address per 120 seconds. */
  emailCode: { max: 5, windowSeconds: 60 * 60 },
  /** Registrations. */
  register: { max: 10, windowSeconds: 60 * 60 },
  /** Forgot-password steps (identity verification and reset). */
  passwordReset: { max: 10, windowSeconds: 15 * 60 },
  /** Password changes, per signed-in user: guesses of the old password from a stolen session. */
  passwordChange: { max: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** Counts one attempt of `action` by `key`; refuses with the minutes to wait once the window is full. */
export async function countAttempt(db: Queryable, action: RateLimitedAction, key: string, now: Date): Promise<void> {
  const { max, windowSeconds } = RATE_LIMITS[action];
  const windowMs = windowSeconds * 1000;
  const [row] = await db.query<{ hits: number; window_start: Date }>(
    `INSERT INTO rate_limit (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN rate_limit.window_start <= $3 THEN 1 ELSE rate_limit.hits + 1 END,
       window_start = CASE WHEN rate_limit.window_start <= $3 THEN $2 ELSE rate_limit.window_start END
     RETURNING hits, window_start`,
    [`${action}:${key}`, now, new Date(now.getTime() - windowMs)],
  );
  if (row.hits > max) {
    const waitMs = row.window_start.getTime() + windowMs - now.getTime();
    throw warning('rateLimited', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
  }
}

/** preHandler counting the call against the caller's address. */
export const limitPerAddress = (action: RateLimitedAction) => async (request: FastifyRequest) =>
  countAttempt(request.server.db, action, request.ip, request.server.clock.now());

/** preHandler counting the call against the signed-in user (use after requireUser). */
export const limitPerUser = (action: RateLimitedAction) => async (request: FastifyRequest) =>
  countAttempt(request.server.db, action, `user:${request.user?.id}`, request.server.clock.now());

/** The longest window, after which a counter row is of no use. */
export const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowSeconds));
