import type { z } from 'zod';
import type { identityVerificationSchema, resetPasswordSchema } from '@portal/domain';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/index';
import { warning } from '../http/errors';
import { checkCaptcha } from './captcha';
import { checkEmailCode, useEmailCode } from './emailCodes';
import { forgetFailures } from './loginAttempts';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { newToken, tokenHash } from './tokens';
import { findUserByEmail } from './users';

/** The token of step 0 allows one password reset within 15 minutes. */
export const RESET_TOKEN_VALID_MINUTES = 15;

export type IdentityVerification = z.output<typeof identityVerificationSchema>;
export type PasswordReset = z.output<typeof resetPasswordSchema>;

/**
 * Forgot password, step 0: checks the captcha (when switched on), then the e-mail code, then that the address
 * belongs to an account, and returns a single-use reset token. The code is checked before the account so
 * that only the owner of a mailbox learns whether it is registered.
 */
export async function verifyIdentity(db: Db, form: IdentityVerification, now: Date, captchaEnabled: boolean): Promise<string> {
  if (captchaEnabled) await checkCaptcha(db, form.uuid, form.captchaCode, now);
  const codeId = await checkEmailCode(db, form.email, form.smsCode, now);
  const user = await findUserByEmail(db, form.email);
  if (!user) throw warning('emailNotRegistered');
  const token = newToken();
  await db.transaction(async (tx) => {
    await useEmailCode(tx, codeId, now);
    await tx.query('INSERT INTO password_reset (token_hash, user_id, create_time, expires_at) VALUES ($1, $2, $3, $4)', [
      tokenHash(token),
      user.id,
      now,
      new Date(now.getTime() + RESET_TOKEN_VALID_MINUTES * 60_000),
    ]);
  });
  return token;
}

/**
 * Forgot password, step 1: sets the new password of the account the token was issued for (the e-mail must
 * be that account's), uses the token up, forgets the login delays of the account and ends every session of the user.
 */
export async function resetPassword(db: Db, form: PasswordReset, now: Date, hashCost: number): Promise<void> {
  const hash = tokenHash(form.token);
  const [reset] = await db.query<{ user_id: number; expires_at: Date; used_at: Date | null; email: string | null }>(
    'SELECT r.user_id, r.expires_at, r.used_at, u.email FROM password_reset r JOIN app_user u ON u.id = r.user_id WHERE r.token_hash = $1',
    [hash],
  );
  const valid = reset && !reset.used_at && reset.expires_at > now && reset.email?.toLowerCase() === form.email.toLowerCase();
  if (!valid) throw warning('resetTokenInvalid');
  const passwordHash = await hashPassword(form.password, hashCost);
  await db.transaction(async (tx) => {
    const claimed = await tx.query('UPDATE password_reset SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING user_id', [hash, now]);
    if (!claimed.length) throw warning('resetTokenInvalid');
    await tx.query('UPDATE app_user SET password_hash = $2, update_time = $3 WHERE id = $1', [reset.user_id, passwordHash, now]);
    await forgetFailures(tx, reset.user_id);
    await revokeUserSessions(tx, reset.user_id);
    await recordAudit(tx, { actorId: reset.user_id, entity: 'app_user', entityId: reset.user_id, action: 'resetPassword' });
  });
}
