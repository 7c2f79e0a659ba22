import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../http/clock';
import type { Queryable } from '../db/index';
import { purgeLoginState } from './loginAttempts';
import { LONGEST_WINDOW_SECONDS } from './rateLimits';

/** How long spent captchas, codes and reset tokens are kept after they expire, so a late try is told "expired". */
const KEEP_EXPIRED_MS = 24 * 3_600_000;

/** How long kept mail (demo mailbox, outbox without SMTP) stays: its texts hold codes and must not pile up. */
const KEEP_MAIL_MS = 24 * 3_600_000;

/**
 * Deletes account state that can no longer matter: old captchas, codes, reset tokens, counters, ended
 * sessions, forgotten login counts and devices, and outbox mail older than a day.
 */
export async function purgeExpiredAccountState(db: Queryable, now: Date, idleMinutes: number): Promise<void> {
  const keptUntil = new Date(now.getTime() - KEEP_EXPIRED_MS);
  await db.query('DELETE FROM mail_outbox WHERE create_time < $1', [new Date(now.getTime() - KEEP_MAIL_MS)]);
  await db.query('DELETE FROM captcha WHERE expires_at < $1', [keptUntil]);
  await db.query('DELETE FROM email_code WHERE expires_at < $1', [keptUntil]);
  await db.query('DELETE FROM password_reset WHERE expires_at < $1', [keptUntil]);
  await db.query('DELETE FROM rate_limit WHERE window_start < $1', [new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000)]);
  await db.query('DELETE FROM user_session WHERE revoked OR last_seen < $1', [new Date(now.getTime() - idleMinutes * 60_000)]);
  await purgeLoginState(db, now);
}

/** Runs the purge every 10 minutes (on every node; it is idempotent). */
export function startAccountHousekeeping(db: Queryable, clock: Clock, idleMinutes: number, log: FastifyBaseLogger) {
  const timer = setInterval(() => {
    purgeExpiredAccountState(db, clock.now(), idleMinutes).catch((err) => log.error({ err }, 'account housekeeping failed'));
  }, 10 * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
