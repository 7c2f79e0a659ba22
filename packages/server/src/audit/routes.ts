import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelope } from '@portal/domain';
import { currentUser, requireRole } from '../accounts/authentication';
import { pageOf } from '../http/present';
import { workbench } from '../http/schemas';
import { auditQuery, auditRow } from './schemas';
import { auditTrail } from './trail';

/** The audit reader of the buyer workbench. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: { ...workbench, summary: 'Audit trail of a record (a section: with its sign-ups, deposits, rounds, questions and appeals; a sign-up: with its deposits and rounds)', querystring: auditQuery, response: { 200: pageEnvelope(auditRow) } },
      onRequest: requireRole('buyer', 'admin'),
    },
    async (request) => {
      const { entity, id: entityId, pageNum, pageSize } = request.query;
      const { rows, total } = await auditTrail(app.db, currentUser(request), entity, entityId, { pageNum, pageSize }, request.timezone, app.clock.now());
      return pageOf(rows, total, request.t('success'));
    },
  );
};
