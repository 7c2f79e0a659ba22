import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, publicConfigSchema } from '@portal/domain';
import { dataOf } from '../http/present';
import { cachedAnswer } from '../cache/publicCache';

/** Settings the client shows or obeys before any sign-in, e.g. the upload limit its messages name. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/config',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings: upload limit, demo mode',
        response: { 200: envelope({ data: publicConfigSchema.optional() }) },
      },
    },
    async (request, reply) =>
      cachedAnswer(request, reply, 'config', async () => ({
        value: dataOf({ uploadLimitMb: app.config.uploadLimitMb, demoMode: app.config.demoMode }, request.t('success')),
        expiresAt: Infinity,
      })),
  );
};
