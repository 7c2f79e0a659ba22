import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, marginRowSchema, refundConfirmSchema } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { dataOf } from '../http/present';
import { ownSignupSectionId } from '../signups/policy';
import { confirmRefund } from './commands';
import { marginsOfSignup } from './presenter';

const tags = ['margins'];
const security = [{ bearer: [] }];

/** Deposits of a sign-up and the supplier's confirmation of a refund (part 2 §7). */
export const marginRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = requireRole('supplier');

  app.get(
    '/margin/signupId/:id',
    {
      schema: { tags, summary: "Deposit records of one of the caller's sign-ups (another company's: 404)", security, params: idParam, response: { 200: envelope({ data: z.array(marginRowSchema).optional() }) } },
      onRequest: supplier,
    },
    async (request) => {
      const user = currentUser(request);
      await ownSignupSectionId(app.db, user, request.params.id);
      return dataOf(await marginsOfSignup(app.db, user, request.params.id, request.timezone), request.t('success'));
    },
  );

  app.post(
    '/margin/refund/confirm',
    { schema: { tags, summary: 'Confirm receipt of a refunded deposit: 6 → 5', security, body: refundConfirmSchema, response: { 200: envelope({}) } }, onRequest: supplier },
    async (request) => {
      await confirmRefund(app.db, currentUser(request), request.body.marginId, app.clock.now());
      return { code: 200, msg: request.t('refundConfirmed') };
    },
  );
};
