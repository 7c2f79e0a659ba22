import { z } from 'zod';
import { envelope, fileItemSchema } from '@portal/domain';
import { SECTION_ACTIONS, type SectionAction } from './policy';

/** What the caller may do to the section now (the sections policy from its status); the web shows these buttons. */
const actions = z.array(z.enum(Object.keys(SECTION_ACTIONS) as [SectionAction, ...SectionAction[]]));

/** The section as the editor reads it: every column (camelCase) with its relations. */
export const staffSectionSchema = z.looseObject({
  sectionId: z.number(),
  sectionName: z.string(),
  biddingType: z.number(),
  sectionStauts: z.number(),
  actions,
  sectorList: z.array(z.looseObject({ id: z.number(), sectorName: z.string(), outFileList: z.array(fileItemSchema), detailsList: z.array(z.looseObject({})) })),
  fileList: z.array(fileItemSchema),
  sectorFileList: z.array(fileItemSchema),
  receivingAccountList: z.array(z.looseObject({ id: z.number(), type: z.string(), money: z.string() })),
  settleMethodsList: z.array(z.looseObject({ type: z.string(), percentage: z.string() })),
});

/** A row of the workbench's section list. */
export const sectionRow = z.object({
  sectionId: z.number(),
  id: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  biddingType: z.number(),
  sectionStauts: z.number(),
  projectType: z.number(),
  organization: z.string(),
  organizationEn: z.string(),
  organizationLo: z.string(),
  successfulBidderMethod: z.number(),
  signupCount: z.number(),
  createTime: z.string().nullable(),
  releaseTime: z.string().nullable(),
  signupStartTime: z.string().nullable(),
  signupEndTime: z.string().nullable(),
  startTime: z.string().nullable(),
  entTime: z.string().nullable(),
  actions,
});

/** The section status a lifecycle command left. */
export const statusAnswer = envelope({ data: z.object({ sectionStauts: z.number() }).optional() });
