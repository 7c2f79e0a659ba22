import { z } from 'zod';

/** The marks an award stored. */
export const awardMarks = z.array(z.object({ sectorId: z.number().nullable(), signupId: z.number(), roundId: z.number(), price: z.string() }));

/** The award routes' bodies and answers are the domain's wire schemas, which the web infers its types from. */
export {
  extraRoundSchema as roundBody,
  awardSchema as awardBody,
  sectionAwardsSchema as awardsAnswer,
  winningQuoteReviewSchema as winningReviewBody,
} from '@portal/domain';
