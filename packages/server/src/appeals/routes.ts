import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appealRowSchema, appealSchema, envelope, idParam } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { dataOf } from '../http/present';
import { appealsOf, fileAppeal } from './commands';

const tags = ['appeals'];
const security = [{ bearer: [] }];

/** Appeals (bidAnnounceQuestion) of a supplier about a section it signed up to (part 2 §7). */
export const appealRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = requireRole('supplier');

  app.post(
    '/bidAnnounceQuestion',
    {
      schema: {
        tags,
        summary: 'File an appeal: type (bid_announce_question_type) and description (≤ 500) required; only for a section signed up to',
        security,
        body: appealSchema,
        response: { 200: envelope({ data: z.object({ id: z.number() }).optional() }) },
      },
      onRequest: supplier,
    },
    async (request) => {
      const id = await fileAppeal(app.db, currentUser(request), request.body, app.clock.now());
      return dataOf({ id }, request.t('submitSuccess'));
    },
  );

  app.get(
    '/bidAnnounceQuestion/list',
    {
      schema: {
        tags,
        summary: "The caller's company's appeals about a section",
        security,
        querystring: z.object({ sectionId: idParam.shape.id }),
        response: { 200: envelope({ data: z.array(appealRowSchema).optional() }) },
      },
      onRequest: supplier,
    },
    async (request) => dataOf(await appealsOf(app.db, currentUser(request), request.query.sectionId, request.timezone, request.locale), request.t('success')),
  );
};
