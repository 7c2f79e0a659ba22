import { z } from 'zod';
import { ALL_SECTION_STATUSES, SECTION_ACTIONS, SectionStatus, type SectionAction } from '../sectionStatus';
import { MAX_SEARCH_LENGTH, QUERY_TYPE_SIGNUP_ING } from '../constants';
import { optional, pagingQuery } from './common';
import { fileItemSchema, sectionSummaryShape } from './wire';

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

// The buyer workbench's calls (/admin/sections…, DESIGN.md §6).

/** The named fields of a shape, to spread into another. */
const pick = <Shape extends z.ZodRawShape, const Key extends keyof Shape>(shape: Shape, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<Shape, Key>;

/** What the caller may do to the section now (the section machine's actions for its status); the web shows these buttons. */
const sectionActionsSchema = z.array(z.enum(Object.keys(SECTION_ACTIONS) as [SectionAction, ...SectionAction[]]));

/** The section as the editor reads it (GET /admin/sections/{id}): every column (camelCase) with its relations. */
export const staffSectionSchema = z.looseObject({
  /** Section id. */
  sectionId: z.number(),
  /** Name (zh). */
  sectionName: z.string(),
  /** 0 tender, 1 inquiry. */
  biddingType: z.number(),
  /** Status (DESIGN.md §3), after the clock's moves. */
  sectionStauts: z.number(),
  /** What the caller may do to the section now ('edit' while it is a draft …). */
  actions: sectionActionsSchema,
  /** Subject items with their attachments and detail rows. */
  sectorList: z.array(z.looseObject({ id: z.number(), sectorName: z.string(), outFileList: z.array(fileItemSchema), detailsList: z.array(z.looseObject({})) })),
  /** Attachments of the announcement. */
  fileList: z.array(fileItemSchema),
  /** Attachments of the subject table. */
  sectorFileList: z.array(fileItemSchema),
  /** Accounts for deposit and fees. */
  receivingAccountList: z.array(z.looseObject({ id: z.number(), type: z.string(), money: z.string() })),
  /** Payment stages. */
  settleMethodsList: z.array(z.looseObject({ type: z.string(), percentage: z.string() })),
});

/** A row of the workbench's section list (GET /admin/sections). */
export const staffSectionRowSchema = z.object({
  // The fields a public list card also shows, described once in sectionSummaryShape.
  ...pick(sectionSummaryShape, [
    'sectionId',
    'id',
    'sectionName',
    'sectionNameEn',
    'sectionNameLo',
    'biddingType',
    'sectionStauts',
    'projectType',
    'organization',
    'organizationEn',
    'organizationLo',
    'createTime',
    'releaseTime',
    'signupStartTime',
    'signupEndTime',
    'startTime',
    'entTime',
  ]),
  /** 1 per-item award, 2 whole-bid award. */
  successfulBidderMethod: z.number(),
  /** Number of sign-ups. */
  signupCount: z.number(),
  /** What the caller may do to the section now. */
  actions: sectionActionsSchema,
});

/** A section moved by a lifecycle command or by publishing its results (POST /admin/sections/{id}/{action}, …/results). */
export const sectionStatusAnswerSchema = z.object({
  /** The status it now has (DESIGN.md §3). */
  sectionStauts: z.number(),
});
