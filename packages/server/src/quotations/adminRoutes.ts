import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, sectionQuotesSchema } from '@portal/domain';
import { currentUser, requireRole } from '../accounts/authentication';
import { dataOf } from '../http/present';
import { sectionQuotes } from './views';
import { findQuotingSection } from './queries';
import { staffSection } from '../sections/policy';

/** The buyer's live view of the quoting (DESIGN.md §6): every round of every supplier, with names and ranks. */
export const quotationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/sections/:id/quotes',
    {
      onRequest: requireRole('buyer', 'admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every quotation round of every supplier of a section, ranked by the latest total, with the end of quoting and the server time (buyer staff)',
        security: [{ bearer: [] }],
        params: idParam,
        response: {
          200: envelope({
            data: sectionQuotesSchema.optional(),
          }),
        },
      },
    },
    async (request) => dataOf(await sectionQuotes(app.db, currentUser(request), request.params.id, app.clock.now(), request.timezone), request.t('success')),
  );

  app.get(
    '/admin/sections/:id/live',
    {
      onRequest: requireRole('buyer', 'admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Live quoting stream of a section (text/event-stream): hello (server time, end, status), endTime (extensions with reason), status, round (every acknowledged round), time (heartbeat). Resumes after Last-Event-ID.',
        security: [{ bearer: [] }],
        params: idParam,
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      await staffSection(app.db, currentUser(request), request.params.id);
      const section = await findQuotingSection(app.db, request.params.id);
      await app.liveHub.open(request, reply, { sectionId: section.id, companyId: null, signupId: null, section });
    },
  );
};
