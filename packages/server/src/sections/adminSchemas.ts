import { envelope, sectionStatusAnswerSchema } from '@portal/domain';

/** The section as the editor reads it and the rows of the workbench's list: the domain's wire schemas, which the web infers its types from. */
export { staffSectionSchema, staffSectionRowSchema as sectionRow } from '@portal/domain';

/** The section status a lifecycle command left. */
export const statusAnswer = envelope({ data: sectionStatusAnswerSchema.optional() });
