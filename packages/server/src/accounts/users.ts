import { canonicalPhone, PHONE_PATTERN, type MessageKey } from '@portal/domain';
import type { Queryable } from '../db/index';
import { warning } from '../http/errors';
import type { Role } from './sessions';

/** A user with the company it belongs to. */
export interface UserRow {
  id: number;
  user_name: string;
  nick_name: string;
  email: string | null;
  phonenumber: string | null;
  identity_card: string | null;
  password_hash: string;
  role: Role;
  operation_user_type: number | null;
  company_id: number | null;
  status: number;
  company_name: string | null;
  company_kind: 'supplier' | 'buyer' | null;
  tin: string | null;
}

/** The user's own columns of UserRow, named (the compiler checks the list complete against the row type). */
const USER_COLUMNS = Object.keys({
  id: true,
  user_name: true,
  nick_name: true,
  email: true,
  phonenumber: true,
  identity_card: true,
  password_hash: true,
  role: true,
  operation_user_type: true,
  company_id: true,
  status: true,
} satisfies Record<Exclude<keyof UserRow, 'company_name' | 'company_kind' | 'tin'>, true>);

const SELECT_USER = `SELECT ${USER_COLUMNS.map((column) => `u.${column}`).join(', ')}, c.name AS company_name, c.kind AS company_kind, c.tin
  FROM app_user u LEFT JOIN company c ON c.id = u.company_id`;

/**
 * The user signing in with a user name, phone number or e-mail address; a user-name match wins. A phone is
 * looked up in its stored spelling, so 013912345678 finds the account of 13912345678.
 */
export async function findUserByAccount(db: Queryable, account: string): Promise<UserRow | undefined> {
  const phone = PHONE_PATTERN.test(account) ? canonicalPhone(account) : account;
  const rows = await db.query<UserRow>(
    `${SELECT_USER} WHERE lower(u.user_name) = lower($1) OR u.phonenumber = $2 OR lower(u.email) = lower($1)
     ORDER BY (lower(u.user_name) = lower($1)) DESC, u.id LIMIT 1`,
    [account, phone],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]))[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${SELECT_USER} WHERE lower(u.email) = lower($1)`, [email.trim()]))[0];
}

/** Details that identify one account and must not be registered twice. */
export interface IdentifyingFields {
  phonenumber?: string;
  email?: string;
  /** Taxpayer number of a new company (registration only; it never changes afterwards). */
  tin?: string;
  identityCard?: string;
}

/**
 * Refuses, with the message of the first one taken, a phone, e-mail, taxpayer number or identity card that
 * another account already has. A phone also may not equal another's user name, since user names of
 * self-registered suppliers are their phone numbers and both sign in.
 */
export async function assertAvailable(db: Queryable, fields: IdentifyingFields, exceptUserId = 0): Promise<void> {
  const checks: [string | undefined, MessageKey, string, unknown[]][] = [
    [fields.phonenumber, 'phoneTaken', 'SELECT 1 FROM app_user WHERE (phonenumber = $1 OR lower(user_name) = lower($1)) AND id <> $2', [exceptUserId]],
    [fields.email, 'emailTaken', 'SELECT 1 FROM app_user WHERE lower(email) = lower($1) AND id <> $2', [exceptUserId]],
    [fields.tin, 'tinTaken', 'SELECT 1 FROM company WHERE tin = $1', []],
    [fields.identityCard, 'identityCardTaken', 'SELECT 1 FROM app_user WHERE upper(identity_card) = upper($1) AND id <> $2', [exceptUserId]],
  ];
  for (const [value, key, sql, params] of checks) {
    if (value && (await db.query(sql, [value, ...params])).length) throw warning(key);
  }
}

/** Unique indexes of accounts and the message a violation of each means. */
const UNIQUE_MESSAGES: Record<string, MessageKey> = {
  app_user_phone_unique: 'phoneTaken',
  app_user_name_unique: 'phoneTaken',
  app_user_email_unique: 'emailTaken',
  company_tin_unique: 'tinTaken',
  app_user_identity_card_unique: 'identityCardTaken',
};

/**
 * The business refusal for a unique-index violation of an account (two registrations racing past
 * `assertAvailable`), or the error itself when it is something else.
 */
export function explainUniqueViolation(error: unknown): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  const key = code === '23505' && constraint ? UNIQUE_MESSAGES[constraint] : undefined;
  return key ? warning(key) : error;
}
