import { z } from 'zod';
import { ANALYTICS_FIGURES, ANALYTICS_FORMATS, analyticsSchema, envelope } from '@portal/domain';

/** The answer of the analytics page: every figure. */
export const analyticsAnswer = envelope({ data: analyticsSchema });

/** One figure's download: which figure, in which format. */
export const downloadParams = z.object({
  /** The figure's id (ANALYTICS_FIGURES). */
  figure: z.enum(ANALYTICS_FIGURES, { error: 'invalidParam' }),
  /** csv or xlsx. */
  format: z.enum(ANALYTICS_FORMATS, { error: 'invalidParam' }),
});
