import { randomUUID } from 'node:crypto';
import type { CertificationStatus } from '@portal/domain';
import { hashPassword } from '../accounts/passwords';
import { login, signedInSupplier } from '../accounts/testSupport';
import { TEST_PASSWORD_HASH_COST, type TestApp } from '../test/harness';

/** A registered, signed-in supplier with its user and company ids, in the given certification status. */
export async function supplier(t: TestApp, status: CertificationStatus = 'Auth') {
  const { form, token } = await signedInSupplier(t);
  const [row] = await t.db.query<{ id: number; company_id: number }>('SELECT id, company_id FROM app_user WHERE phonenumber = $1', [form.phonenumber]);
  await t.db.query('UPDATE company SET certification_status = $2 WHERE id = $1', [row.company_id, status]);
  return { token, userId: row.id, companyId: row.company_id };
}

let staffCounter = 0;
/** A signed-in buyer or admin account. */
export async function staff(t: TestApp, role: 'buyer' | 'admin') {
  staffCounter += 1;
  const userName = `${role}${staffCounter}`;
  const password = 'Staff@2026';
  await t.db.query("INSERT INTO app_user (user_name, nick_name, password_hash, role) VALUES ($1, $1, $2, $3)", [userName, await hashPassword(password, TEST_PASSWORD_HASH_COST), role]);
  return login(t, userName, password);
}

/** A stored file uploaded by the user; returns its id. */
export async function uploadedFile(t: TestApp, ownerId: number, contentType = 'application/pdf', name = 'file.pdf') {
  const [row] = await t.db.query<{ id: number }>(
    'INSERT INTO stored_file (storage_key, file_name, content_type, file_size, owner_user_id) VALUES ($1, $2, $3, 100, $4) RETURNING id',
    [randomUUID(), name, contentType, ownerId],
  );
  return row.id;
}

/**
 * Number of audit records of one action on one record (entity and its id), so a test counts only what it
 * wrote itself, not the records other tests of the file left in the shared database.
 */
export const auditCount = async (t: TestApp, entity: string, action: string, entityId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE entity = $1 AND action = $2 AND entity_id = $3', [entity, action, entityId]))[0].n;
