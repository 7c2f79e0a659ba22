import { canonicalPhone, PHONE_PATTERN } from '@portal/domain';
import { recordAudit } from '../audit/audit';
import type { Db, Queryable } from '../db/index';
import { looksLikeToken, newToken, tokenHash } from './tokens';

/**
 * How the login resists guessing without letting anyone lock an account (docs/decisions/security-accounts.md).
 * Wrong passwords are counted per account and client. A client is the caller's address, or, for a browser
 * that signed in to the account before, its device cookie: the owner's known browser is counted apart from
 * every stranger, so strangers' guesses never slow it down.
 */
export const LOGIN_PROTECTION = {
  /** Wrong passwords in a row a client may make before each further try waits. */
  freeFailures: 3,
  /** The first wait, in seconds; it doubles with every further wrong password… */
  firstDelaySeconds: 5,
  /** …up to this (15 minutes). */
  maxDelaySeconds: 15 * 60,
  /** Wrong passwords from one address after which that address must solve a captcha for the account. */
  captchaAfterFailures: 3,
  /** The same on a known device (the owner mistyping). */
  deviceCaptchaAfterFailures: 5,
  /** Wrong passwords from all addresses together after which every address needs a captcha for the account. */
  accountCaptchaAfterFailures: 10,
  /** A count with no wrong password for this long starts again from zero. */
  forgetAfterHours: 24,
  /** Life of the device cookie, renewed at every login. */
  deviceDays: 365,
} as const;

/** Seconds a client waits before its next try after `failures` wrong passwords in a row. */
export function delaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = LOGIN_PROTECTION;
  if (failures <= freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures - 1));
}

/**
 * What the counts are kept under: the user for an existing account (whichever of name, phone or e-mail was
 * typed), otherwise the text typed, so that an unknown account is slowed down exactly like a known one.
 */
export function accountKey(userId: number | undefined, typed: string): string {
  if (userId !== undefined) return `user:${userId}`;
  return `name:${PHONE_PATTERN.test(typed) ? canonicalPhone(typed) : typed.toLowerCase()}`;
}

/** Who is trying: a known device of the account, else the address. */
export interface LoginClient {
  /** Client address (request.ip). */
  address: string;
  /** Device cookie sent with the request, if any. */
  deviceToken?: string;
}

/** The client's count for the account, as the login reads it before checking the password. */
export interface AttemptState {
  clientKey: string;
  /** Whether the client is a browser that signed in to this account before. */
  knownDevice: boolean;
  failures: number;
  /** Milliseconds to wait before the next try; 0 when it may try now. */
  waitMs: number;
  /** Whether the next try must carry a solved captcha. */
  captchaRequired: boolean;
}

/** Reads the client's state for the account: its count, its wait and whether a captcha is due. */
export async function readAttempts(db: Queryable, account: string, client: LoginClient, userId: number | undefined, now: Date): Promise<AttemptState> {
  const deviceHash = client.deviceToken ? tokenHash(client.deviceToken) : undefined;
  const knownDevice =
    userId !== undefined && deviceHash !== undefined && (await db.query('SELECT 1 FROM login_device WHERE token_hash = $1 AND user_id = $2', [deviceHash, userId])).length > 0;
  const clientKey = knownDevice ? `device:${deviceHash}` : `ip:${client.address}`;
  const since = new Date(now.getTime() - LOGIN_PROTECTION.forgetAfterHours * 3_600_000);
  const [row] = await db.query<{ failures: number; blocked_until: Date | null; strangers: number }>(
    `SELECT coalesce(max(failures) FILTER (WHERE client_key = $2), 0)::int AS failures,
            max(blocked_until) FILTER (WHERE client_key = $2) AS blocked_until,
            coalesce(sum(failures) FILTER (WHERE client_key LIKE 'ip:%'), 0)::int AS strangers
       FROM login_attempt WHERE account_key = $1 AND last_failure >= $3`,
    [account, clientKey, since],
  );
  return {
    clientKey,
    knownDevice,
    failures: row.failures,
    waitMs: row.blocked_until ? Math.max(0, row.blocked_until.getTime() - now.getTime()) : 0,
    captchaRequired: captchaDue(row.failures, row.strangers, knownDevice),
  };
}

function captchaDue(failures: number, strangers: number, knownDevice: boolean): boolean {
  if (knownDevice) return failures >= LOGIN_PROTECTION.deviceCaptchaAfterFailures;
  return failures >= LOGIN_PROTECTION.captchaAfterFailures || strangers >= LOGIN_PROTECTION.accountCaptchaAfterFailures;
}

/**
 * Counts a wrong password (one statement, so parallel tries from several processes are all counted), sets
 * the wait it earns and returns the new state. When a client of an existing account reaches the captcha,
 * the audit log says so once (`app_user` / `loginThrottled`), naming the address or "known device".
 */
export async function countFailure(db: Db, account: string, state: AttemptState, userId: number | undefined, now: Date): Promise<AttemptState> {
  const since = new Date(now.getTime() - LOGIN_PROTECTION.forgetAfterHours * 3_600_000);
  return db.transaction(async (tx) => {
    const [{ failures }] = await tx.query<{ failures: number }>(
      `INSERT INTO login_attempt (account_key, client_key, failures, last_failure) VALUES ($1, $2, 1, $3)
       ON CONFLICT (account_key, client_key) DO UPDATE SET
         failures = CASE WHEN login_attempt.last_failure < $4 THEN 1 ELSE login_attempt.failures + 1 END,
         blocked_until = CASE WHEN login_attempt.last_failure < $4 THEN NULL ELSE login_attempt.blocked_until END,
         last_failure = $3
       RETURNING failures`,
      [account, state.clientKey, now, since],
    );
    const delay = delaySeconds(failures);
    if (delay) {
      await tx.query('UPDATE login_attempt SET blocked_until = GREATEST(coalesce(blocked_until, $3), $3) WHERE account_key = $1 AND client_key = $2', [
        account,
        state.clientKey,
        new Date(now.getTime() + delay * 1000),
      ]);
    }
    const [{ strangers }] = await tx.query<{ strangers: number }>(
      "SELECT coalesce(sum(failures), 0)::int AS strangers FROM login_attempt WHERE account_key = $1 AND client_key LIKE 'ip:%' AND last_failure >= $2",
      [account, since],
    );
    const threshold = state.knownDevice ? LOGIN_PROTECTION.deviceCaptchaAfterFailures : LOGIN_PROTECTION.captchaAfterFailures;
    if (userId !== undefined && failures === threshold) {
      const client = state.knownDevice ? { client: 'knownDevice' } : { client: 'address', address: state.clientKey.slice('ip:'.length) };
      await recordAudit(tx, { actorId: null, entity: 'app_user', entityId: userId, action: 'loginThrottled', after: { failures, ...client } });
    }
    return { ...state, failures, waitMs: delay * 1000, captchaRequired: captchaDue(failures, strangers, state.knownDevice) };
  });
}

/**
 * After a right password: forgets the client's count and remembers the browser as a known device of the
 * user. Returns the device token for the cookie: the browser's own (another account may know it too), or a
 * new one when it had none.
 */
export async function recordSuccess(db: Queryable, account: string, state: AttemptState, client: LoginClient, userId: number, now: Date): Promise<string> {
  await db.query('DELETE FROM login_attempt WHERE account_key = $1 AND client_key = $2', [account, state.clientKey]);
  const given = client.deviceToken && looksLikeToken(client.deviceToken) ? client.deviceToken : undefined;
  const token = given ?? newToken();
  await db.query(
    `INSERT INTO login_device (token_hash, user_id, create_time, last_login) VALUES ($1, $2, $3, $3)
     ON CONFLICT (token_hash, user_id) DO UPDATE SET last_login = $3`,
    [tokenHash(token), userId, now],
  );
  return token;
}

/** Forgets every count of an account (the owner has just proved the mailbox by resetting the password). */
export async function forgetFailures(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM login_attempt WHERE account_key = $1', [accountKey(userId, '')]);
}

/** Deletes counts that no longer matter and devices not used for a login within the cookie's life. */
export async function purgeLoginState(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM login_attempt WHERE last_failure < $1 AND (blocked_until IS NULL OR blocked_until < $2)', [
    new Date(now.getTime() - LOGIN_PROTECTION.forgetAfterHours * 3_600_000),
    now,
  ]);
  await db.query('DELETE FROM login_device WHERE last_login < $1', [new Date(now.getTime() - LOGIN_PROTECTION.deviceDays * 86_400_000)]);
}
