import { z } from 'zod';
import { ALL_SECTION_STATUSES, SectionStatus } from '../sectionStatus';
import { MAX_SEARCH_LENGTH, QUERY_TYPE_SIGNUP_ING } from '../constants';
import { optional, pagingQuery } from './common';

/** Comma string of status values, e.g. "1,7,8"; drafts are never listed publicly. */
const statusList = z
  .string()
  .max(200, { error: 'statusListInvalid' })
  .transform((s, ctx) => {
    const values = s.split(',').map((part) => part.trim()).filter(Boolean).map(Number);
    const ok = values.every((v) => Number.isInteger(v) && ALL_SECTION_STATUSES.includes(v) && v !== SectionStatus.draft);
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: 'statusListInvalid' });
      return z.NEVER;
    }
    return values;
  });

/** Query of GET /system/section/homeListPage (part 1 §7). */
export const homeListQuery = z.object({
  ...pagingQuery,
  /** 0 tender, 1 inquiry; absent for both. */
  biddingType: optional(z.coerce.number().int().min(0).max(1)),
  /** 1 materials, 2 engineering, 3 services. */
  projectType: optional(z.coerce.number().int().min(1).max(3)),
  /** Project name to search, matched in zh, en and lo. */
  searchValue: optional(z.string().trim().max(MAX_SEARCH_LENGTH, { error: 'searchTooLong' })),
  /** 'signUpIng' on the home page: tenders whose sign-up is open or about to open. */
  queryType: optional(z.enum([QUERY_TYPE_SIGNUP_ING])),
  /** Statuses to include, comma separated. */
  sectionStautsList: optional(statusList),
});
export type HomeListQuery = z.infer<typeof homeListQuery>;
