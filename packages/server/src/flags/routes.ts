import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pageEnvelope, publicFlagQuerySchema, publicFlagSchema, recordId } from '@portal/domain';
import { dataOf, pageOf } from '../http/present';
import { publicFlagLines, publicFlags, publicSectionFlags } from './queries';

const tags = ['open data'];
/** The section of a flag list. */
const sectionParam = z.object({ sectionId: recordId });

/**
 * Red flags in the API and the open data (issue 25 §4, docs/flags.md): the flags of sections whose results
 * are published, as a list and per section, and the bulk file beside the OCDS one. No login.
 */
export const flagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/flags',
    {
      schema: {
        tags,
        summary: 'Red flags of sections whose results are published (evidence without supplier identities), newest first',
        querystring: publicFlagQuerySchema,
        response: { 200: pageEnvelope(publicFlagSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await publicFlags(app.db, request.query, request.locale, app.config.ocidPrefix);
      return pageOf(rows, total, request.t('success'));
    },
  );

  app.get(
    '/flags/sections/:sectionId',
    {
      schema: {
        tags,
        summary: "A public section's red flags: none until its results are published",
        params: sectionParam,
        response: {
          200: envelope({
            data: z.object({ /** Whether the results are published (before, no flag is shown). */ resultsPublished: z.boolean(), flags: z.array(publicFlagSchema) }).optional(),
          }),
        },
      },
    },
    async (request) => dataOf(await publicSectionFlags(app.db, request.params.sectionId, request.locale, app.config.ocidPrefix), request.t('success')),
  );

  app.get(
    '/ocds/flags.jsonl.gz',
    { schema: { tags, summary: 'Bulk download of red flags: every public flag, one JSON object a line (names in English), gzip-compressed (streamed)' } },
    async (_request, reply) => {
      reply.header('Content-Type', 'application/gzip').header('Content-Disposition', 'attachment; filename="flags.jsonl.gz"').header('Cache-Control', 'no-cache');
      const gzip = createGzip();
      pipeline(publicFlagLines(app.db, app.config.ocidPrefix), gzip, (error) => {
        if (error) app.log.error({ err: error }, 'bulk flag download failed');
      });
      return reply.send(gzip);
    },
  );
};
