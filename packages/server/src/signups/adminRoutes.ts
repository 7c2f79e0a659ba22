import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, pageEnvelope, signupDisableAnswerSchema, signupReviewAnswerSchema } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { actorOf } from '../http/actor';
import { dataOf, pageOf } from '../http/present';
import { workbench } from '../http/schemas';
import { disableBody, queueQuery, queueRow, reviewBody, sectionSignupRow } from './adminSchemas';
import { sectionSignups, setSignupDisabled } from './buyerView';
import { reviewQueue, reviewSignup, type ReviewDeposits } from './reviews';

/**
 * The sign-ups in the buyer workbench: review queues, stage reviews, a section's sign-ups and the read-only
 * switch. `deposits`: what a passed payment review does to the deposits (reviews.ts `ReviewDeposits`).
 */
export const signupAdminRoutes: FastifyPluginAsyncZod<{ deposits: ReviewDeposits }> = async (app, { deposits }) => {
  const staff = requireRole('buyer', 'admin');

  app.get(
    '/admin/signups',
    {
      schema: { ...workbench, summary: 'Sign-ups waiting for a review (of one stage or any), with the company and the files', querystring: queueQuery, response: { 200: pageEnvelope(queueRow) } },
      onRequest: staff,
      config: { allSectionsUpToDate: true },
    },
    async (request) => {
      const { rows, total } = await reviewQueue(app.db, currentUser(request), request.query as never, request.timezone);
      return pageOf(rows, total, request.t('success'));
    },
  );

  app.post(
    '/admin/signups/:id/review',
    {
      schema: {
        ...workbench,
        summary: 'Pass or reject a stage of a sign-up, with the remark the supplier reads',
        params: idParam,
        body: reviewBody,
        response: { 200: envelope({ data: signupReviewAnswerSchema.optional() }) },
      },
      onRequest: staff,
    },
    async (request) => {
      const status = await reviewSignup(app.db, actorOf(request, app.clock.now()), request.params.id, request.body as never, deposits);
      return dataOf({ supplierBidStatus: status }, request.t(request.body.pass ? 'reviewPassed' : 'reviewRejected'));
    },
  );

  app.get(
    '/admin/sections/:id/signups',
    { schema: { ...workbench, summary: 'Every sign-up of a section with the files of each stage, payment proofs and bid files', params: idParam, response: { 200: envelope({ data: z.array(sectionSignupRow).optional() }) } }, onRequest: staff },
    async (request) => dataOf(await sectionSignups(app.db, currentUser(request), request.params.id, request.timezone, app.clock.now()), request.t('success')),
  );

  app.post(
    '/admin/signups/:id/disable',
    {
      schema: { ...workbench, summary: "Make a supplier's bid page read-only (1) or editable again (0)", params: idParam, body: disableBody, response: { 200: envelope({ data: signupDisableAnswerSchema.optional() }) } },
      onRequest: staff,
    },
    async (request) => {
      const disabled = await setSignupDisabled(app.db, actorOf(request, app.clock.now()), request.params.id, request.body);
      return dataOf({ disabled }, request.t(disabled === 1 ? 'signupDisabledSet' : 'signupEnabledSet'));
    },
  );
};
