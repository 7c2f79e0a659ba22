import { z } from 'zod';
import { optional, pagingQuery, recordId, REVIEW_STAGES } from '@portal/domain';

/** The review queue's filters. */
export const queueQuery = z.object({ ...pagingQuery, sectionId: optional(recordId), stage: optional(z.enum(REVIEW_STAGES as [string, ...string[]], { error: 'invalidParam' })) });

/** The review routes' bodies and answers are the domain's wire schemas, which the web infers its types from. */
export {
  signupReviewSchema as reviewBody,
  reviewQueueRowSchema as queueRow,
  sectionSignupRowSchema as sectionSignupRow,
  signupDisableSchema as disableBody,
} from '@portal/domain';
