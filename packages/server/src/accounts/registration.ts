import type { z } from 'zod';
import type { registerSchema } from '@portal/domain';
import { recordAudit } from '../audit/audit';
import { addFirstBidContact } from '../companies/bidContacts';
import type { Db } from '../db/index';
import { checkEmailCode, spendEmailCodeTry, useEmailCode } from './emailCodes';
import { hashPassword } from './passwords';
import { assertAvailable, explainUniqueViolation } from './users';

export type Registration = z.output<typeof registerSchema>;

/**
 * Registers a supplier and returns the new user's id. Checks, in this order and changing nothing when one
 * fails: the e-mail code, then phone, e-mail, taxpayer number (unit) or identity card (personal) not yet
 * registered. The code comes first so that only someone holding a code sent to a mailbox they read learns
 * whether a detail is taken, and each such refusal spends one of the code's five tries (no bulk probing with
 * one code). Then, in one transaction, uses the code up and creates the company and the user; the person
 * registering an enterprise becomes its first bid contact.
 *
 * The user name is the phone number; login also accepts the e-mail address. An individual (registerType 1)
 * also gets a company row, holding the person's name and no taxpayer number, so that every supplier has a
 * supplierId that owns its sign-ups, quotations and certification; operation_user_type 1 and the stored
 * identity card tell the two kinds apart.
 */
export async function registerSupplier(db: Db, form: Registration, now: Date, hashCost: number): Promise<number> {
  const individual = form.registerType === 1;
  const tin = individual ? undefined : form.tin;
  const identityCard = individual ? form.identityCard : undefined;
  const codeId = await checkEmailCode(db, form.email, form.smsCode, now);
  try {
    await assertAvailable(db, { phonenumber: form.phonenumber, email: form.email, tin, identityCard });
  } catch (error) {
    await spendEmailCodeTry(db, codeId);
    throw error;
  }
  const passwordHash = await hashPassword(form.password, hashCost);
  try {
    return await db.transaction(async (tx) => {
      await useEmailCode(tx, codeId, now);
      const [company] = await tx.query<{ id: number }>(
        "INSERT INTO company (name, tin, main_business, kind, create_time, update_time) VALUES ($1, $2, $3, 'supplier', $4, $4) RETURNING id",
        [form.name, tin ?? null, form.mainBusiness || null, now],
      );
      const [user] = await tx.query<{ id: number }>(
        `INSERT INTO app_user (user_name, nick_name, email, phonenumber, identity_card, password_hash, role, operation_user_type, company_id, create_time, update_time)
         VALUES ($1, $2, $3, $1, $4, $5, 'supplier', $6, $7, $8, $8) RETURNING id`,
        [form.phonenumber, form.nickName, form.email, identityCard ?? null, passwordHash, form.registerType, company.id, now],
      );
      if (!individual) await addFirstBidContact(tx, company.id, form.nickName, now);
      await recordAudit(tx, {
        actorId: user.id,
        entity: 'app_user',
        entityId: user.id,
        action: 'register',
        after: { registerType: form.registerType, companyId: company.id, userName: form.phonenumber },
      });
      return user.id;
    });
  } catch (error) {
    throw explainUniqueViolation(error);
  }
}
