import { z } from 'zod';
import { optional, pagingQuery, recordId } from '@portal/domain';

/** The deposit list's filters. */
export const marginQuery = z.object({ ...pagingQuery, sectionId: optional(recordId), status: optional(z.coerce.number().int().min(4).max(6)) });

/** The refund body and the deposit rows are the domain's wire schemas, which the web infers its types from. */
export { refundSchema as refundBody, heldMarginRowSchema as marginRow } from '@portal/domain';
