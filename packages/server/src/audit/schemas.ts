import { z } from 'zod';
import { pagingQuery, recordId } from '@portal/domain';

/** Which record's trail. */
export const auditQuery = z.object({ ...pagingQuery, entity: z.string({ error: 'requiredParam' }).regex(/^[a-z_-]{1,40}$/, { error: 'invalidParam' }), id: recordId });

/** One audit record with its actor's name: the domain's wire schema, which the web infers its type from. */
export { auditRowSchema as auditRow } from '@portal/domain';
