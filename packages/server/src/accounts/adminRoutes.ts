import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, pageEnvelope, pagingQuery } from '@portal/domain';
import { actorOf } from '../http/actor';
import { dataOf, pageOf } from '../http/present';
import { idAnswer, workbench } from '../http/schemas';
import { requireRole } from '../http/guards';
import { buyerCompanyBody, buyerCompanyRow, staffBody, staffRow, staffUpdate } from './adminSchemas';
import { createBuyerCompany, createStaff, listBuyerCompanies, listStaff, updateStaff } from './staff';

/** Staff users and buyer organizations (administrators only). */
export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');
  app.get(
    '/admin/companies',
    { schema: { ...workbench, summary: 'Buyer organizations (buyer companies) with their staff and sections', querystring: z.object(pagingQuery), response: { 200: pageEnvelope(buyerCompanyRow) } }, onRequest: admin },
    async (request) => {
      const { rows, total } = await listBuyerCompanies(app.db, request.query, request.timezone);
      return pageOf(rows, total, request.t('success'));
    },
  );
  app.post(
    '/admin/companies',
    { schema: { ...workbench, summary: 'Create a buyer organization', body: buyerCompanyBody, response: { 200: idAnswer } }, onRequest: admin },
    async (request) => dataOf({ id: await createBuyerCompany(app.db, actorOf(request, app.clock.now()), request.body.name) }, request.t('success')),
  );
  app.get(
    '/admin/users',
    { schema: { ...workbench, summary: 'Staff users (buyers and administrators)', querystring: z.object(pagingQuery), response: { 200: pageEnvelope(staffRow) } }, onRequest: admin },
    async (request) => {
      const { rows, total } = await listStaff(app.db, request.query, request.timezone);
      return pageOf(rows, total, request.t('success'));
    },
  );
  app.post(
    '/admin/users',
    { schema: { ...workbench, summary: 'Create a staff user with a password', body: staffBody, response: { 200: idAnswer } }, onRequest: admin },
    async (request) => dataOf({ id: await createStaff(app.db, actorOf(request, app.clock.now()), request.body, app.config.passwordHashCost) }, request.t('success')),
  );
  app.put(
    '/admin/users/:id',
    { schema: { ...workbench, summary: 'Change a staff user: name, role, company, password, enabled (0) or disabled (1)', params: idParam, body: staffUpdate, response: { 200: idAnswer } }, onRequest: admin },
    async (request) => {
      await updateStaff(app.db, actorOf(request, app.clock.now()), request.params.id, request.body, app.config.passwordHashCost);
      return dataOf({ id: request.params.id }, request.t('success'));
    },
  );
};
