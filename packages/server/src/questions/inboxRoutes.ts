import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParam, inboxReplyAnswerSchema, pageEnvelope, QuestionStatus } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { actorOf } from '../http/actor';
import { dataOf, pageOf } from '../http/present';
import { workbench } from '../http/schemas';
import { listInbox, replyInbox, type InboxSource } from './inbox';
import { questionPolicy } from './policy';
import { inboxQuery, inboxRow, replyBody } from './inboxSchemas';

/**
 * The buyer's inbox of one kind (`/admin/questions` or `/admin/appeals`): the list of the caller's sections'
 * questions or appeals, and the answer. Questions and appeals share it; each resource registers its own.
 */
export const inboxRoutes =
  (source: InboxSource): FastifyPluginAsyncZod =>
  async (app) => {
    const { kind } = source;
    const staff = requireRole('buyer', 'admin');
    const path = kind === 'question' ? '/admin/questions' : '/admin/appeals';
    app.get(
      path,
      { schema: { ...workbench, summary: `${kind === 'question' ? 'Questions' : 'Appeals'} about the caller's sections`, querystring: inboxQuery, response: { 200: pageEnvelope(inboxRow) } }, onRequest: staff },
      async (request) => {
        const { rows, total } = await listInbox(app.db, currentUser(request), source, request.query, request.timezone);
        return pageOf(rows, total, request.t('success'));
      },
    );
    app.post(
      `${path}/:id/reply`,
      {
        schema: { ...workbench, summary: `Answer ${kind === 'question' ? 'a question' : 'an appeal'}`, params: idParam, body: replyBody, response: { 200: envelope({ data: inboxReplyAnswerSchema.optional() }) } },
        onRequest: staff,
      },
      async (request) => dataOf({ status: await replyInbox(app.db, actorOf(request, app.clock.now()), source, request.params.id, request.body) }, request.t('success')),
    );
  };

/** The questions inbox of the buyer workbench. */
export const questionAdminRoutes = inboxRoutes({ kind: 'question', policy: questionPolicy, replied: QuestionStatus.replied });
