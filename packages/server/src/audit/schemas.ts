import { z } from 'zod';
import { pagingQuery } from '@portal/domain';
import { id } from '../http/schemas';

/** Which record's trail. */
export const auditQuery = z.object({ ...pagingQuery, entity: z.string({ error: 'requiredParam' }).regex(/^[a-z_-]{1,40}$/, { error: 'invalidParam' }), id });

/** One audit record with its actor's name. */
export const auditRow = z.object({
  id: z.number(),
  at: z.string().nullable(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.number(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The sign-up the record belongs to (a sign-up, its deposit, round or refused round) and its supplier. */
  signupId: z.number().nullable(),
  supplierName: z.string().nullable(),
});
