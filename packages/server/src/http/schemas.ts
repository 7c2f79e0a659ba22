import { envelope, recordIdAnswerSchema } from '@portal/domain';

/** Wire pieces the route schemas of several resources share (ids and texts are the domain's recordId and requiredText). */

/** The answer of a command that creates or changes one record: its id. */
export const idAnswer = envelope({ data: recordIdAnswerSchema.optional() });

/** Tags and security of the buyer workbench routes in the OpenAPI document. */
export const workbench = { tags: ['buyer workbench'], security: [{ bearer: [] }] };
