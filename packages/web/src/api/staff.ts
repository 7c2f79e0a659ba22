import type { z } from 'zod';
import type { buyerCompanyRowSchema, staffRowSchema, staffUserSchema, staffUserUpdateSchema } from '@portal/domain';
import { get, post, put, type ApiResult, type PageResult, type Paging, type RecordIdAnswer } from './request';

/**
 * The workbench's staff users and buyer organizations (/prod-api/admin/users|companies…, the server's
 * `accounts/adminRoutes.ts`).
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

/** A staff user (buyer or administrator). */
export type StaffRow = z.infer<typeof staffRowSchema>;
export const listStaff = (query: Paging) => get<PageResult<StaffRow>>('/admin/users', query);
export const createStaff = (body: z.infer<typeof staffUserSchema>) =>
  post<ApiResult<RecordIdAnswer>>('/admin/users', body);
export const updateStaff = (id: number, body: z.infer<typeof staffUserUpdateSchema>) => put<ApiResult<RecordIdAnswer>>(`/admin/users/${id}`, body);

/** A buyer organization with its staff and sections. */
export type BuyerCompanyRow = z.infer<typeof buyerCompanyRowSchema>;
export const listBuyerCompanies = (query: Paging) => get<PageResult<BuyerCompanyRow>>('/admin/companies', query);
export const createBuyerCompany = (name: string) => post<ApiResult<RecordIdAnswer>>('/admin/companies', { name }).then((r) => r.data!.id);
