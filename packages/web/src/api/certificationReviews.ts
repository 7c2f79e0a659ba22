import type { z } from 'zod';
import type { certificationReviewSchema, certificationRowSchema } from '@portal/domain';
import { get, post, type PageResult, type Paging } from './request';

/**
 * The workbench's review of certifications (/prod-api/admin/certifications…, the server's
 * `certification/routes.ts`).
 * Types are inferred from the domain's wire schemas, the ones the server validates and serializes with
 * (`import type` only: zod stays out of the bundle).
 */

/** A certification waiting for (or past) review, with the submitted form. */
export type CertificationRow = z.infer<typeof certificationRowSchema>;
export const listCertifications = (query: Paging & { status?: string }) => get<PageResult<CertificationRow>>('/admin/certifications', query);
export const reviewCertification = (companyId: number, body: z.infer<typeof certificationReviewSchema>) => post(`/admin/certifications/${companyId}/review`, body);
