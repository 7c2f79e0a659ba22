import type { z } from 'zod';
import type { auditRowSchema } from '@portal/domain';
import { get, type PageResult, type Paging } from './request';

/**
 * The workbench's audit log (/prod-api/admin/audit, the server's `audit/routes.ts`).
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

/** One audit record with its actor's name. */
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditTrail = (query: Paging & { entity: string; id: number }) => get<PageResult<AuditRow>>('/admin/audit', query);
