import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParam, pageEnvelope, refundAnswerSchema } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { actorOf } from '../http/actor';
import { dataOf, pageOf } from '../http/present';
import { workbench } from '../http/schemas';
import { formatTime } from '../http/time';
import { marginQuery, marginRow, refundBody } from './adminSchemas';
import { listMargins, refundMargin } from './refunds';

/** Deposits in the buyer workbench: the list and the refund. */
export const marginAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = requireRole('buyer', 'admin');

  app.get(
    '/admin/margins',
    { schema: { ...workbench, summary: "Deposits held for the caller's sections", querystring: marginQuery, response: { 200: pageEnvelope(marginRow) } }, onRequest: staff },
    async (request) => {
      const { rows, total } = await listMargins(app.db, currentUser(request), request.query, request.timezone, app.clock.now());
      return pageOf(rows, total, request.t('success'));
    },
  );

  app.post(
    '/admin/margins/:id/refund',
    {
      schema: {
        ...workbench,
        summary: 'Refund a held deposit (6) with the deadline for the supplier to confirm receipt',
        params: idParam,
        body: refundBody,
        response: { 200: envelope({ data: refundAnswerSchema.optional() }) },
      },
      onRequest: staff,
    },
    async (request) => {
      const result = await refundMargin(app.db, actorOf(request, app.clock.now()), request.params.id, request.body ?? {});
      return dataOf({ status: result.status, refundDateDeadline: formatTime(result.refundDateDeadline, request.timezone) }, request.t('success'));
    },
  );
};
