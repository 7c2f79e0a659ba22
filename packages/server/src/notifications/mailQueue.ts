import type { FastifyBaseLogger } from 'fastify';
import type { Locale, NotificationEvent, NotificationParams } from '@portal/domain';
import type { Clock } from '../http/clock';
import type { Db } from '../db/index';
import type { Mailer } from '../mail/mailer';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './mailRules';
import { mailOf } from './templates';
import { scanWindows } from './windows';

interface ClaimedJob {
  id: number;
  attempts: number;
  event: NotificationEvent;
  params: NotificationParams;
  email: string | null;
  locale: Locale | null;
}

/**
 * Claims due mail jobs under a lease (SKIP LOCKED: several processes never take the same job), in a short
 * transaction of its own: no mail is ever sent inside the transaction that changed the state, nor inside
 * the claim.
 */
async function claim(db: Db, now: Date, limit: number): Promise<ClaimedJob[]> {
  return db.query<ClaimedJob>(
    `WITH claimed AS (
       UPDATE mail_job SET attempts = attempts + 1, locked_until = $2
        WHERE id IN (SELECT id FROM mail_job
                      WHERE state = 'pending' AND (run_at IS NULL OR run_at <= $1) AND (locked_until IS NULL OR locked_until <= $1)
                      ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, attempts, notification_id)
     SELECT c.id, c.attempts, n.event, n.params, u.email, p.locale
       FROM claimed c JOIN notification n ON n.id = c.notification_id JOIN app_user u ON u.id = n.user_id
       LEFT JOIN notification_preference p ON p.user_id = u.id
      ORDER BY c.id`,
    [now, new Date(now.getTime() + LEASE_MS), limit],
  );
}

/**
 * Sends the mail jobs that are due; returns how many were sent. A job is marked sent only by the worker
 * holding its lease (same attempt); a failure is retried with back-off, and given up after MAX_ATTEMPTS.
 * A worker that dies mid-send leaves its job to be taken again once the lease has run out.
 */
export async function runMailJobs(db: Db, mailer: Mailer, now: Date, limit = 20): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const job of await claim(db, now, limit)) {
    try {
      if (!job.email) throw new Error('the recipient has no e-mail address');
      await mailer.send(mailOf(job.email, job.event, job.params, job.locale ?? 'zh'));
      await db.query("UPDATE mail_job SET state = 'sent', sent_time = $3, locked_until = NULL WHERE id = $1 AND attempts = $2 AND state = 'pending'", [job.id, job.attempts, now]);
      sent++;
    } catch (error) {
      failed++;
      await db.query(
        `UPDATE mail_job SET locked_until = NULL, last_error = $3, run_at = $4,
                state = CASE WHEN attempts >= $5 THEN 'failed' ELSE 'pending' END
          WHERE id = $1 AND attempts = $2 AND state = 'pending'`,
        [job.id, job.attempts, String((error as Error).message ?? error).slice(0, 500), new Date(now.getTime() + retryDelayMs(job.attempts)), MAX_ATTEMPTS],
      );
    }
  }
  return { sent, failed };
}

/** Sends queued mail every `mailIntervalMs` and looks for windows opening or closing every `scanIntervalMs`. */
export function startNotificationWorker(db: Db, mailer: Mailer, clock: Clock, options: { mailIntervalMs: number; scanIntervalMs: number }, log: FastifyBaseLogger) {
  let mailing = false;
  let scanning = false;
  const mailTimer = setInterval(async () => {
    if (mailing) return;
    mailing = true;
    try {
      for (;;) {
        const { sent, failed } = await runMailJobs(db, mailer, clock.now());
        if (failed) log.warn({ failed }, 'notification mail failed; it is retried later');
        if (!sent) break;
      }
    } catch (error) {
      log.error({ err: error }, 'notification mail run failed');
    } finally {
      mailing = false;
    }
  }, options.mailIntervalMs);
  const scanTimer = setInterval(async () => {
    if (scanning) return;
    scanning = true;
    try {
      await scanWindows(db, clock.now());
    } catch (error) {
      log.error({ err: error }, 'notification window scan failed');
    } finally {
      scanning = false;
    }
  }, options.scanIntervalMs);
  mailTimer.unref();
  scanTimer.unref();
  return {
    stop: () => {
      clearInterval(mailTimer);
      clearInterval(scanTimer);
    },
  };
}
