import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_RESEND_SECONDS, isDemoAddress, type CodeDelivery } from '@portal/domain';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/index';
import { warning } from '../http/errors';

/** A code is good for 10 minutes, once; five wrong guesses spend it. */
export const EMAIL_CODE_VALID_MINUTES = 10;
export const EMAIL_CODE_MAX_WRONG = 5;

const normalize = (email: string) => email.trim().toLowerCase();
const hashCode = (code: string) => createHash('sha256').update(code).digest();

/**
 * Makes a 6-digit code for an address, at most one per address per 120 seconds (refused with the seconds
 * left). A new code replaces the earlier ones: only the latest is accepted. Two requests racing for one
 * address queue on an advisory lock, so only one of them gets a code.
 */
export async function issueEmailCode(db: Db, email: string, now: Date): Promise<{ id: number; code: string }> {
  const address = normalize(email);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('email_code:' || $1::text))", [address]);
    const [last] = await tx.query<{ create_time: Date }>('SELECT create_time FROM email_code WHERE email = $1 ORDER BY create_time DESC LIMIT 1', [address]);
    const waitMs = last ? last.create_time.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) throw warning('codeResendWait', { seconds: Math.ceil(waitMs / 1000) });
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO email_code (email, code_hash, create_time, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [address, hashCode(code).toString('hex'), now, new Date(now.getTime() + EMAIL_CODE_VALID_MINUTES * 60_000)],
    );
    return { id: row.id, code };
  });
}

/** Takes back a code whose mail could not be sent, so the user may ask again at once. */
export async function withdrawEmailCode(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM email_code WHERE id = $1', [id]);
}

/**
 * Checks the code given for an address against the latest one sent and returns its id for `useEmailCode`.
 * Refuses with codeNotSent, codeTooManyAttempts, codeWrong (counting the guess), codeUsed or codeExpired.
 */
export async function checkEmailCode(db: Queryable, email: string, code: string, now: Date): Promise<number> {
  const [latest] = await db.query<{ id: number; code_hash: string; expires_at: Date; used_at: Date | null; failed_attempts: number }>(
    'SELECT id, code_hash, expires_at, used_at, failed_attempts FROM email_code WHERE email = $1 ORDER BY create_time DESC, id DESC LIMIT 1',
    [normalize(email)],
  );
  if (!latest) throw warning('codeNotSent');
  if (latest.failed_attempts >= EMAIL_CODE_MAX_WRONG) throw warning('codeTooManyAttempts');
  const expected = Buffer.from(latest.code_hash, 'hex');
  const given = hashCode(code.trim());
  if (!timingSafeEqual(expected, given)) {
    if (latest.used_at || latest.expires_at <= now) throw warning('codeWrong');
    const [{ failed_attempts }] = await db.query<{ failed_attempts: number }>(
      'UPDATE email_code SET failed_attempts = failed_attempts + 1 WHERE id = $1 RETURNING failed_attempts',
      [latest.id],
    );
    throw warning(failed_attempts >= EMAIL_CODE_MAX_WRONG ? 'codeTooManyAttempts' : 'codeWrong');
  }
  if (latest.used_at) throw warning('codeUsed');
  if (latest.expires_at <= now) throw warning('codeExpired');
  return latest.id;
}

/**
 * Counts a refusal that came after the right code (registration of a taken phone, e-mail, taxpayer number or
 * identity card) as one of the code's tries, so one code cannot probe more than EMAIL_CODE_MAX_WRONG details.
 */
export async function spendEmailCodeTry(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE email_code SET failed_attempts = failed_attempts + 1 WHERE id = $1', [id]);
}

/**
 * Uses a checked code up, inside the transaction of the change it allows; of two requests racing with one
 * code only one gets through.
 */
export async function useEmailCode(tx: Queryable, id: number, now: Date): Promise<void> {
  const claimed = await tx.query('UPDATE email_code SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [id, now]);
  if (!claimed.length) throw warning('codeUsed');
}

/**
 * Where a code sent to `email` can be read, so the answer says the truth (issue 23: a demo server said "code
 * sent" for an address whose code nobody would ever see): the demo mailbox for the demo domain in demo mode;
 * the inbox when a mail server is configured; nowhere readable on a demo server without one. Outside demo mode
 * without a mail server the outbox is the operator's to read: the user is told it was sent.
 */
export function codeDelivery(config: Pick<Config, 'demoMode' | 'smtpUrl'>, email: string): CodeDelivery {
  if (config.demoMode && isDemoAddress(email)) return 'demoMailbox';
  if (config.smtpUrl || !config.demoMode) return 'mail';
  return 'notShown';
}

/** The message of a sent code, by where it went. */
export const CODE_SENT_MESSAGES = { mail: 'codeSent', demoMailbox: 'codeSentToDemoMailbox', notShown: 'codeNotShownInDemo' } as const;
