import { z } from 'zod';
import { optional, pagingQuery, recordId } from '@portal/domain';

/** The inbox's filters. */
export const inboxQuery = z.object({ ...pagingQuery, sectionId: optional(recordId), status: optional(z.coerce.number().int().min(1).max(3)) });

/** The reply body and the inbox rows are the domain's wire schemas, which the web infers its types from. */
export { inboxReplySchema as replyBody, inboxRowSchema as inboxRow } from '@portal/domain';
