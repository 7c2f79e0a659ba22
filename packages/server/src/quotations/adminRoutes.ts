import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam } from '@portal/domain';
import { currentUser, requireRole } from '../accounts/authentication';
import { dataOf } from '../http/present';
import { quoteRoundSchema } from './presenter';
import { sectionQuotes } from './views';

/** The buyer's live view of the quoting (DESIGN.md §6): every round of every supplier, with names and ranks. */
export const quotationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/sections/:id/quotes',
    {
      onRequest: requireRole('buyer', 'admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every quotation round of every supplier of a section, ranked by the latest total (buyer staff)',
        security: [{ bearer: [] }],
        params: idParam,
        response: {
          200: envelope({
            data: z
              .object({
                sectionId: z.number(),
                quotationMethod: z.number(),
                biddingTradeType: z.number(),
                suppliers: z.array(
                  z.object({
                    /** The supplier's sign-up and company. */
                    signupId: z.number(),
                    companyId: z.number(),
                    supplierName: z.string(),
                    supplierBidStatus: z.number(),
                    /** Total of its latest round. */
                    latestTotalPrice: z.string(),
                    /** Rank of that total among the suppliers still bidding (null when withdrawn). */
                    ranking: z.number().nullable(),
                    rounds: z.array(quoteRoundSchema),
                  }),
                ),
              })
              .optional(),
          }),
        },
      },
    },
    async (request) => dataOf(await sectionQuotes(app.db, currentUser(request), request.params.id, request.timezone), request.t('success')),
  );
};
