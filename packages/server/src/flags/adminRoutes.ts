import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, flagReviewSchema, idParam, pageEnvelope, staffFlagQuerySchema, staffFlagRowSchema } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { actorOf } from '../http/actor';
import { dataOf, pageOf } from '../http/present';
import { workbench } from '../http/schemas';
import { reviewFlag } from './commands';
import { staffFlags, staffSectionFlags } from './queries';

/** Red flags in the buyer workbench: the list, a section's flags, and what staff did about one. */
export const flagAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = requireRole('buyer', 'admin');

  app.get(
    '/admin/flags',
    { schema: { ...workbench, summary: "Red flags of the caller's sections, newest first, filtered", querystring: staffFlagQuerySchema, response: { 200: pageEnvelope(staffFlagRowSchema) } }, onRequest: staff },
    async (request) => {
      const { rows, total } = await staffFlags(app.db, currentUser(request), request.query, request.locale, request.timezone);
      return pageOf(rows, total, request.t('success'));
    },
  );

  app.get(
    '/admin/sections/:id/flags',
    {
      schema: { ...workbench, summary: "Every red flag of one of the caller's sections, raised ones first", params: idParam, response: { 200: envelope({ data: z.array(staffFlagRowSchema).optional() }) } },
      onRequest: staff,
    },
    async (request) => dataOf(await staffSectionFlags(app.db, currentUser(request), request.params.id, request.locale, request.timezone), request.t('success')),
  );

  app.post(
    '/admin/flags/:id/review',
    { schema: { ...workbench, summary: 'Record what was done about a red flag (reviewed, escalated, dismissed) with a note (audited)', params: idParam, body: flagReviewSchema, response: { 200: envelope({}) } }, onRequest: staff },
    async (request) => {
      await reviewFlag(app.db, actorOf(request, app.clock.now()), request.params.id, request.body);
      return dataOf(undefined, request.t('flagReviewSaved'));
    },
  );
};
