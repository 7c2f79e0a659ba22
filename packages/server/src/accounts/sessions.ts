import type { Queryable } from '../db/index';
import { newToken, tokenHash } from './tokens';
import { sessionsEnded } from './sessionCache';

/** Role of an account: supplier (enterprise or individual), buyer staff or administrator. */
export type Role = 'supplier' | 'buyer' | 'admin';

/** The signed-in caller, as the authentication plugin puts it on the request. */
export interface SessionUser {
  id: number;
  role: Role;
  /** Company of the user: the supplier (also for individuals) or the buyer organization; null for admins. */
  companyId: number | null;
  /** 0 enterprise, 1 individual; null for buyer staff and admins. */
  operationUserType: number | null;
  /** Hash of the token of this request's session. */
  sessionHash: string;
}

const idleCutoff = (now: Date, idleMinutes: number) => new Date(now.getTime() - idleMinutes * 60_000);

/** Opens a session and returns its token; only the hash is stored. Drops the user's ended sessions on the way. */
export async function createSession(db: Queryable, userId: number, now: Date, idleMinutes: number): Promise<string> {
  const token = newToken();
  await db.query('DELETE FROM user_session WHERE user_id = $1 AND (revoked OR last_seen <= $2)', [userId, idleCutoff(now, idleMinutes)]);
  await db.query('INSERT INTO user_session (token_hash, user_id, create_time, last_seen) VALUES ($1, $2, $3, $3)', [tokenHash(token), userId, now]);
  return token;
}

/**
 * How stale `last_seen` may get before a request writes it again. Writing it on every request would make
 * every authenticated call, reads included, a committed write (a disk flush on PostgreSQL); a minute of
 * slack in an idle expiry measured in hours is not worth that.
 */
const TOUCH_EVERY_MS = 60_000;

/**
 * The user of a live session, sliding its idle expiry forward; null when the session is unknown, ended,
 * idle longer than the setting, or its user is disabled. One statement, so a check is one round trip; it
 * writes only when `last_seen` is older than TOUCH_EVERY_MS.
 */
export async function touchSession(db: Queryable, hash: string, now: Date, idleMinutes: number): Promise<SessionUser | null> {
  const rows = await db.query<{ id: number; role: Role; company_id: number | null; operation_user_type: number | null }>(
    `WITH live AS (
       SELECT s.token_hash, s.last_seen, u.id, u.role, u.company_id, u.operation_user_type
         FROM user_session s JOIN app_user u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND NOT s.revoked AND s.last_seen > $3 AND u.status = 0
     ), touched AS (
       UPDATE user_session s SET last_seen = $2 FROM live
        WHERE s.token_hash = live.token_hash AND live.last_seen < $4
        RETURNING 1
     )
     SELECT id, role, company_id, operation_user_type FROM live`,
    [hash, now, idleCutoff(now, idleMinutes), new Date(now.getTime() - TOUCH_EVERY_MS)],
  );
  const row = rows[0];
  return row ? { id: row.id, role: row.role, companyId: row.company_id, operationUserType: row.operation_user_type, sessionHash: hash } : null;
}

/**
 * Ends one session (logout). This process's session caches drop it at once; other processes when the notification
 * of migration 036 reaches them (accounts/sessionCache.ts).
 */
export async function revokeSession(db: Queryable, hash: string): Promise<void> {
  const rows = await db.query<{ user_id: number }>('UPDATE user_session SET revoked = true WHERE token_hash = $1 RETURNING user_id', [hash]);
  sessionsEnded(rows.map((r) => Number(r.user_id)));
}

/** Ends every session of a user except, optionally, the one making the change (dropped from the caches as revokeSession). */
export async function revokeUserSessions(db: Queryable, userId: number, exceptHash: string | null = null): Promise<void> {
  await db.query('UPDATE user_session SET revoked = true WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2', [userId, exceptHash]);
  sessionsEnded([userId]);
}
