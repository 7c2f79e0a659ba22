import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParam, pageEnvelope } from '@portal/domain';
import { requireRole } from '../http/guards';
import { actorOf } from '../http/actor';
import { dataOf, pageOf } from '../http/present';
import { idAnswer, workbench } from '../http/schemas';
import { createDictEntry, listDictEntries, updateDictEntry } from './admin';
import { dictBody, dictQuery, dictRow, dictUpdate } from './adminSchemas';

/** Dictionary administration (administrators only). */
export const dictionaryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');
  app.get(
    '/admin/dictionaries',
    { schema: { ...workbench, summary: 'Dictionary entries with their labels in zh, en and lo', querystring: dictQuery, response: { 200: pageEnvelope(dictRow) } }, onRequest: admin },
    async (request) => {
      const { rows, total } = await listDictEntries(app.db, request.query);
      return pageOf(rows as z.infer<typeof dictRow>[], total, request.t('success'));
    },
  );
  app.post(
    '/admin/dictionaries',
    { schema: { ...workbench, summary: 'Add a dictionary entry', body: dictBody, response: { 200: idAnswer } }, onRequest: admin },
    async (request) => dataOf({ id: await createDictEntry(app.db, actorOf(request, app.clock.now()), request.body) }, request.t('success')),
  );
  app.put(
    '/admin/dictionaries/:id',
    { schema: { ...workbench, summary: 'Relabel a dictionary entry', params: idParam, body: dictUpdate, response: { 200: idAnswer } }, onRequest: admin },
    async (request) => {
      await updateDictEntry(app.db, actorOf(request, app.clock.now()), request.params.id, request.body);
      return dataOf({ id: request.params.id }, request.t('success'));
    },
  );
};
