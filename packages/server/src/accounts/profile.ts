import type { z } from 'zod';
import { contactChangeSchema, emailChanged, type changePasswordSchema, type MessageKey, type updateProfileSchema } from '@portal/domain';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/index';
import { warning } from '../http/errors';
import { checkEmailCode, useEmailCode } from './emailCodes';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions, type SessionUser } from './sessions';
import { assertAvailable, explainUniqueViolation, findUserById } from './users';

export type ProfileUpdate = z.output<typeof updateProfileSchema>;
export type PasswordChange = z.output<typeof changePasswordSchema>;

/**
 * Changes the e-mail address and (when given) the phone number of the caller, refusing ones another account has. A new e-mail
 * address needs the code sent to it (proof that the caller reads it); the code is checked after the
 * availability, like at registration, and used up with the change. A user name that was the old phone number
 * follows the new one, so it stays the phone number of its owner.
 */
export async function updateContact(db: Db, userId: number, form: ProfileUpdate, now: Date): Promise<void> {
  const { email, smsCode } = form;
  const current = await findUserById(db, userId);
  // Part 2 §7 sends the e-mail alone: the phone then stays as stored.
  const phonenumber = form.phonenumber ?? current?.phonenumber ?? null;
  await assertAvailable(db, { phonenumber: form.phonenumber, email }, userId);
  const missing = contactChangeSchema(current?.email).safeParse(form).error?.issues[0];
  if (missing) throw warning(missing.message as MessageKey);
  const codeId = smsCode && emailChanged(current?.email, email) ? await checkEmailCode(db, email, smsCode, now) : undefined;
  try {
    await db.transaction(async (tx) => {
      if (codeId !== undefined) await useEmailCode(tx, codeId, now);
      const [before] = await tx.query<{ email: string | null; phonenumber: string | null }>(
        'SELECT email, phonenumber FROM app_user WHERE id = $1 FOR UPDATE',
        [userId],
      );
      await tx.query(
        `UPDATE app_user SET email = $2, phonenumber = $3, update_time = $4,
           user_name = CASE WHEN user_name = phonenumber THEN $3 ELSE user_name END
         WHERE id = $1`,
        [userId, email, phonenumber, now],
      );
      await recordAudit(tx, { actorId: userId, entity: 'app_user', entityId: userId, action: 'updateProfile', before, after: { email, phonenumber } });
    });
  } catch (error) {
    throw explainUniqueViolation(error);
  }
}

/**
 * Changes the caller's password after checking the old one; the new one must differ. Every other session
 * of the user ends; the one making the change stays.
 */
export async function changePassword(db: Db, caller: SessionUser, form: PasswordChange, now: Date, hashCost: number): Promise<void> {
  const user = await findUserById(db, caller.id);
  if (!user || !(await verifyPassword(form.oldPassword, user.password_hash))) throw warning('oldPasswordWrong');
  if (form.newPassword === form.oldPassword) throw warning('passwordSameAsOld');
  const passwordHash = await hashPassword(form.newPassword, hashCost);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE app_user SET password_hash = $2, update_time = $3 WHERE id = $1', [caller.id, passwordHash, now]);
    await revokeUserSessions(tx, caller.id, caller.sessionHash);
    await recordAudit(tx, { actorId: caller.id, entity: 'app_user', entityId: caller.id, action: 'changePassword' });
  });
}
