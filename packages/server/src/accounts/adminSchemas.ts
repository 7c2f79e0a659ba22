import { z } from 'zod';
import { id, text } from '../http/schemas';

const password = z.string({ error: 'passwordRequired' }).min(5, { error: 'passwordLength' }).max(20, { error: 'passwordLength' });
const role = z.enum(['buyer', 'admin'], { error: 'invalidParam' });

/** A new staff user. */
export const staffBody = z.object({
  userName: z.string().trim().regex(/^[A-Za-z0-9_.@-]{2,30}$/, { error: 'invalidParam' }),
  nickName: text(50),
  password,
  role,
  email: z.email({ error: 'emailFormat' }).nullable().optional(),
  phonenumber: z.string().trim().regex(/^\d{6,20}$/, { error: 'phoneFormat' }).nullable().optional(),
  companyId: id.nullable().optional(),
});

/** A change of a staff user. */
export const staffUpdate = z.object({
  nickName: text(50).optional(),
  role: role.optional(),
  companyId: id.nullable().optional(),
  /** 0 enabled, 1 disabled. */
  status: z.union([z.literal(0), z.literal(1)], { error: 'invalidParam' }).optional(),
  password: password.optional(),
});

export const staffRow = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string().nullable(),
  phonenumber: z.string().nullable(),
  role: z.string(),
  status: z.number(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  createTime: z.string().nullable(),
});

/** A new buyer organization. */
export const buyerCompanyBody = z.object({ /** The organization's name (unique). */ name: text(200) });

export const buyerCompanyRow = z.object({ companyId: z.number(), name: z.string(), staffCount: z.number(), sectionCount: z.number(), createTime: z.string().nullable() });
