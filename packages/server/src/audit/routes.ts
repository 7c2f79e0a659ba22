import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelope } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { pageOf } from '../http/present';
import { workbench } from '../http/schemas';
import { auditQuery, auditRow } from './schemas';
import { auditTrail, type SectionGate } from './trail';

/** The audit reader of the buyer workbench; `sections` answers for the sections resource (app.ts hands it in). */
export const auditRoutes: FastifyPluginAsyncZod<{ sections: SectionGate }> = async (app, { sections }) => {
  app.get(
    '/admin/audit',
    {
      schema: { ...workbench, summary: 'Audit trail of a record (a section: with its sign-ups, deposits, rounds, questions and appeals; a sign-up: with its deposits and rounds)', querystring: auditQuery, response: { 200: pageEnvelope(auditRow) } },
      onRequest: requireRole('buyer', 'admin'),
    },
    async (request) => {
      const { entity, id: entityId, pageNum, pageSize } = request.query;
      const { rows, total } = await auditTrail(app.db, sections, currentUser(request), entity, entityId, { pageNum, pageSize }, request.timezone, app.clock.now());
      return pageOf(rows, total, request.t('success'));
    },
  );
};
