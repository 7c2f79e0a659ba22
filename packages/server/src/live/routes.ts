import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../http/guards';

/**
 * The live stream of a signed-in user's tab when its page follows no section (issue 22 §3): the unread
 * notification count, pushed when it changes, instead of the bell polling. A page that follows a section opens
 * that section's stream instead, which carries the same notifications.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/live',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary:
          "Live stream of the caller's notifications (text/event-stream; one per browser tab): hello (server time), notify (the unread count, at once and on every change), time (heartbeat), reconnect (the stream's age limit: resume at once). At most a few streams per session and per address (601 past them).",
        security: [{ bearer: [] }],
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => app.liveHub.open(request, reply, currentUser(request), null),
  );
};
