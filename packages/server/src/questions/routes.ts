import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { askableSectionSchema, envelope, idParam, pageEnvelope, questionListQuery, questionRowSchema, questionSchema } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { warning } from '../http/errors';
import { dataOf, pageOf } from '../http/present';
import { askableSections, createQuestion, deleteQuestion, findQuestion, listQuestions, updateQuestion } from './commands';
import { presentAskable, presentQuestion } from './presenter';

const tags = ['questions'];
const security = [{ bearer: [] }];

/** Questions of a supplier to the buyer (MyQuestion, MyQuestionDet; part 2 §7). */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = requireRole('supplier');

  app.get(
    '/question/question/listSelf',
    { schema: { tags, summary: "The caller's company's questions, newest first", security, querystring: questionListQuery, response: { 200: pageEnvelope(questionRowSchema) } }, onRequest: supplier },
    async (request) => {
      const user = currentUser(request);
      const { rows, total } = await listQuestions(app.db, user, request.query, request.timezone);
      return pageOf(rows.map((r) => presentQuestion(r, user, request.timezone, request.locale)), total, request.t('success'));
    },
  );

  app.get(
    '/question/question/getAuthSection',
    {
      schema: { tags, summary: 'Sections the caller may ask about: public sections its company signed up to or the caller follows', security, response: { 200: envelope({ data: z.array(askableSectionSchema).optional() }) } },
      onRequest: supplier,
      config: { allSectionsUpToDate: true },
    },
    async (request) => {
      return dataOf((await askableSections(app.db, currentUser(request))).map(presentAskable), request.t('success'));
    },
  );

  app.get(
    '/question/question/:id',
    { schema: { tags, summary: "One of the caller's company's questions (another's: 404)", security, params: idParam, response: { 200: envelope({ data: questionRowSchema.optional() }) } }, onRequest: supplier },
    async (request) => {
      const user = currentUser(request);
      return dataOf(presentQuestion(await findQuestion(app.db, user, request.params.id), user, request.timezone, request.locale), request.t('success'));
    },
  );

  app.post(
    '/question/question',
    { schema: { tags, summary: 'Ask a question: status 1 saves a draft, 2 submits', security, body: questionSchema, response: { 200: envelope({ data: z.object({ id: z.number() }).optional() }) } }, onRequest: supplier },
    async (request) => {
      const id = await createQuestion(app.db, currentUser(request), request.body, app.clock.now());
      return dataOf({ id }, request.t(request.body.status === 2 ? 'submitSuccess' : 'success'));
    },
  );

  app.put(
    '/question/question',
    { schema: { tags, summary: 'Change a draft question (save again or submit); submitted and replied ones are read-only', security, body: questionSchema, response: { 200: envelope({}) } }, onRequest: supplier },
    async (request) => {
      if (request.body.id === undefined) throw warning('idInvalid');
      await updateQuestion(app.db, currentUser(request), request.body.id, request.body, app.clock.now());
      return { code: 200, msg: request.t(request.body.status === 2 ? 'submitSuccess' : 'success') };
    },
  );

  app.delete(
    '/question/question/:id',
    { schema: { tags, summary: 'Delete a draft question', security, params: idParam, response: { 200: envelope({}) } }, onRequest: supplier },
    async (request) => {
      await deleteQuestion(app.db, currentUser(request), request.params.id);
      return { code: 200, msg: request.t('success') };
    },
  );
};
