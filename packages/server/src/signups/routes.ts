import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/domain';
import { currentUser, requireRole } from '../accounts/authentication';
import { dataOf } from '../http/present';
import { signUp } from './commands';

/** Sign-up of a supplier to a section (part 1 §7). */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotation/signup',
    {
      schema: {
        tags: ['signups'],
        summary: "Sign the caller's company up to a section (answers the existing sign-up when already signed up)",
        security: [{ bearer: [] }],
        body: z.object({ sectionId: z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }) }),
        response: { 200: envelope({ data: z.object({ id: z.number() }).optional() }) },
      },
      onRequest: requireRole('supplier'),
    },
    async (request) => {
      const id = await signUp(app.db, currentUser(request), request.body.sectionId, app.clock.now());
      return dataOf({ id }, request.t('signupSuccess'));
    },
  );
};
