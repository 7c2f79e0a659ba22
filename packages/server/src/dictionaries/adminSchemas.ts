import { z } from 'zod';
import { optional, pagingQuery } from '@portal/domain';

/** The entry list's filters. */
export const dictQuery = z.object({ ...pagingQuery, dictType: optional(z.string().regex(/^[a-z_]{1,100}$/, { error: 'invalidParam' })) });

/** The entry bodies and rows are the domain's wire schemas, which the web infers its types from. */
export { dictEntryBodySchema as dictBody, dictEntryUpdateSchema as dictUpdate, dictRowSchema as dictRow } from '@portal/domain';
