import type { Queryable } from '../db/index';
import { warning } from '../http/errors';
import { formatTime } from '../http/time';
import { verifyPassword } from './passwords';
import { createSession } from './sessions';
import { findUserByAccount } from './users';

/** Five wrong passwords in a row lock the account for 15 minutes. */
export const LOCKOUT = { maxWrongPasswords: 5, minutes: 15 } as const;

export interface SignInContext {
  now: Date;
  /** Session idle limit in minutes. */
  idleMinutes: number;
  /** Zone in which the end of a lock is written in the message. */
  timezone: string;
}

/**
 * Signs in with a user name, phone number or e-mail address and returns the new session's token. Refuses an
 * unknown account, a disabled one, a locked one (saying until when) and a wrong password (saying how many
 * tries are left before the lock); a right password clears the count of wrong ones.
 */
export async function signIn(db: Queryable, account: string, password: string, context: SignInContext): Promise<string> {
  const { now, timezone } = context;
  const user = await findUserByAccount(db, account);
  if (!user) throw warning('accountNotFound');
  if (user.status !== 0) throw warning('accountDisabled');
  if (user.locked_until && user.locked_until > now) throw warning('accountLocked', { time: formatTime(user.locked_until, timezone)! });
  if (!(await verifyPassword(password, user.password_hash))) {
    const { failed_logins, locked_until } = await countWrongPassword(db, user.id, now);
    if (locked_until) throw warning('accountLocked', { time: formatTime(locked_until, timezone)! });
    throw warning('passwordWrong', { left: LOCKOUT.maxWrongPasswords - failed_logins });
  }
  if (user.failed_logins || user.locked_until) await db.query('UPDATE app_user SET failed_logins = 0, locked_until = NULL WHERE id = $1', [user.id]);
  return createSession(db, user.id, now, context.idleMinutes);
}

/**
 * Adds one wrong password to the count (restarting it once an earlier lock has run out) and locks the
 * account when the count reaches the limit, writing the lock to the audit log (`app_user` / `lock`). One
 * statement, so parallel guesses are all counted and the lock is recorded exactly once, with it.
 */
async function countWrongPassword(db: Queryable, userId: number, now: Date) {
  const [row] = await db.query<{ failed_logins: number; locked_until: Date | null }>(
    `WITH counted AS (
       UPDATE app_user SET
         failed_logins = CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE failed_logins + 1 END,
         locked_until = CASE WHEN (CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE failed_logins + 1 END) >= $3
                             THEN $4::timestamptz ELSE NULL END
       WHERE id = $1 RETURNING id, failed_logins, locked_until
     ), locked AS (
       INSERT INTO audit_log (actor_id, entity, entity_id, action, after)
       SELECT NULL, 'app_user', id, 'lock', jsonb_build_object('failedLogins', failed_logins, 'lockedUntil', locked_until)
         FROM counted WHERE failed_logins = $3
     )
     SELECT failed_logins, locked_until FROM counted`,
    [userId, now, LOCKOUT.maxWrongPasswords, new Date(now.getTime() + LOCKOUT.minutes * 60_000)],
  );
  return row;
}
