import { z } from 'zod';
import { phoneSchema, recordId, requiredText, wireTime } from './common';

/**
 * What the workbench's staff user and buyer organization calls send and answer (/admin/..., DESIGN.md §6): the server validates and serializes
 * with these schemas, the web infers its types from them. Money travels as decimal strings, times as
 * `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

const staffPassword = z.string({ error: 'passwordRequired' }).min(5, { error: 'passwordLength' }).max(20, { error: 'passwordLength' });
/** A staff user's role. */
const staffRole = z.enum(['buyer', 'admin'], { error: 'invalidParam' });

/** A new staff user (POST /admin/users). */
export const staffUserSchema = z.object({
  /** Login name. */
  userName: z.string().trim().regex(/^[A-Za-z0-9_.@-]{2,30}$/, { error: 'invalidParam' }),
  /** Display name. */
  nickName: requiredText(50),
  /** Initial password. */
  password: staffPassword,
  /** buyer or admin. */
  role: staffRole,
  /** E-mail, if any. */
  email: z.email({ error: 'emailFormat' }).nullable().optional(),
  /** Mobile phone, if any: the suppliers' rule and stored spelling (`phoneSchema`), so the staff user signs in by phone. */
  phonenumber: phoneSchema.nullable().optional(),
  /** A buyer's organization. */
  companyId: recordId.nullable().optional(),
});

/** A change of a staff user (PUT /admin/users/{id}). */
export const staffUserUpdateSchema = z.object({
  /** Display name. */
  nickName: requiredText(50).optional(),
  /** buyer or admin. */
  role: staffRole.optional(),
  /** A buyer's organization. */
  companyId: recordId.nullable().optional(),
  /** 0 enabled, 1 disabled. */
  status: z.union([z.literal(0), z.literal(1)], { error: 'invalidParam' }).optional(),
  /** A new password. */
  password: staffPassword.optional(),
});

/** A staff user as the workbench lists it (GET /admin/users). */
export const staffRowSchema = z.object({
  /** User id. */
  userId: z.number(),
  /** Login and display names. */
  userName: z.string(),
  nickName: z.string(),
  /** E-mail and phone. */
  email: z.string().nullable(),
  phonenumber: z.string().nullable(),
  /** buyer or admin. */
  role: staffRole,
  /** 0 enabled, 1 disabled. */
  status: z.number(),
  /** A buyer's organization. */
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  /** Creation time. */
  createTime: wireTime,
});

/** A new buyer organization (POST /admin/companies). */
export const buyerCompanySchema = z.object({
  /** The organization's name (unique). */
  name: requiredText(200),
});

/** A buyer organization with its staff and sections (GET /admin/companies). */
export const buyerCompanyRowSchema = z.object({
  /** Company id. */
  companyId: z.number(),
  /** Its name. */
  name: z.string(),
  /** Number of its staff users and of its sections. */
  staffCount: z.number(),
  sectionCount: z.number(),
  /** Creation time. */
  createTime: wireTime,
});
