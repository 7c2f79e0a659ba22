import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, sectionQuotesSchema } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { dataOf } from '../http/present';
import { sectionQuotes } from './views';
import { findQuotingSection } from './queries';
import { staffSection } from '../sections/policy';

/** The buyer's live view of the quoting (DESIGN.md §6): who quoted, how many rounds and when; prices and ranks once quoting ends. */
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
          "Live stream of a section and of the caller's notifications (text/event-stream; one per browser tab): hello (server time, end, status), notify (unread notifications), endTime (extensions with reason), status, round (every acknowledged round: who, which round, when; never a price: prices are sealed until quoting ends), bounds (under isYuanJu, every item's current auction bound), competitors (a supplier with rounds started or stopped competing: the view is read again), time (heartbeat), reconnect (the stream's age limit: resume at once). Resumes after Last-Event-ID.",
        security: [{ bearer: [] }],
        params: idParam,
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await staffSection(app.db, user, request.params.id);
      const section = await findQuotingSection(app.db, request.params.id);
      await app.liveHub.open(request, reply, user, { section, audience: { kind: 'staff' } });
    },
  );
};
