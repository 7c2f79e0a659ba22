import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParam, sectionStatusAnswerSchema, winningQuoteReviewAnswerSchema } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { actorOf } from '../http/actor';
import { dataOf } from '../http/present';
import { idAnswer, workbench } from '../http/schemas';
import { appointRound, awardSection, publishResults, reviewWinningQuote } from './commands';
import { sectionAwards } from './queries';
import { awardBody, awardMarks, awardsAnswer, roundBody, winningReviewBody } from './schemas';

/** Extra quoting rounds, winners, results and the review of winning quote entries (buyer workbench). */
export const awardRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = requireRole('buyer', 'admin');

  app.post(
    '/admin/sections/:id/rounds',
    { schema: { ...workbench, summary: 'Appoint suppliers who quoted to an extra round until its end time', params: idParam, body: roundBody, response: { 200: idAnswer } }, onRequest: staff },
    async (request) => dataOf({ id: await appointRound(app.db, actorOf(request, app.clock.now()), request.params.id, request.body) }, request.t('success')),
  );

  app.post(
    '/admin/sections/:id/award',
    {
      schema: { ...workbench, summary: 'Mark the winners: per item (successfulBidderMethod 1) or one for the whole bid (2)', params: idParam, body: awardBody, response: { 200: envelope({ data: awardMarks.optional() }) } },
      onRequest: staff,
    },
    async (request) => dataOf(await awardSection(app.db, actorOf(request, app.clock.now()), request.params.id, request.body), request.t('success')),
  );

  app.get(
    '/admin/sections/:id/awards',
    { schema: { ...workbench, summary: 'The winners marked (per item or whole bid), declines and winning quote entries', params: idParam, response: { 200: envelope({ data: awardsAnswer.optional() }) } }, onRequest: staff },
    async (request) => dataOf(await sectionAwards(app.db, currentUser(request), request.params.id, request.timezone), request.t('success')),
  );

  app.post(
    '/admin/sections/:id/results',
    {
      schema: { ...workbench, summary: 'Publish the results: quoted sign-ups to 20, others end, the section to 13', params: idParam, response: { 200: envelope({ data: sectionStatusAnswerSchema.optional() }) } },
      onRequest: staff,
    },
    async (request) => dataOf({ sectionStauts: await publishResults(app.db, actorOf(request, app.clock.now()), request.params.id) }, request.t('resultsPublished')),
  );

  app.post(
    '/admin/signups/:id/winning-quotes/review',
    {
      schema: {
        ...workbench,
        summary: 'Confirm a winning quote entry (30, locked) or return it for correction (20) with the remark the supplier reads',
        params: idParam,
        body: winningReviewBody,
        response: { 200: envelope({ data: winningQuoteReviewAnswerSchema.optional() }) },
      },
      onRequest: staff,
    },
    async (request) => {
      const status = await reviewWinningQuote(app.db, actorOf(request, app.clock.now()), request.params.id, request.body);
      return dataOf({ confirmationStatus: status }, request.t(request.body.pass ? 'winningQuoteConfirmed' : 'winningQuoteReturned'));
    },
  );
};
