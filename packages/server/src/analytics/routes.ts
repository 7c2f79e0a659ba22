import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Analytics } from '@portal/domain';
import { answerOf, sendCached } from '../cache/publicCache';
import { flagSharesOfPublishedSections } from '../flags/queries';
import { dataOf } from '../http/present';
import { formatTime } from '../http/time';
import { figureCsv, figureWorkbook } from './export';
import { computeFigures } from './figures';
import { publishedSections } from './queries';
import { analyticsAnswer, downloadParams } from './schema';

const tags = ['open data'];
/**
 * Figures may lag the data by this long (ms): a write to a public table drops them at once, but flags are
 * raised by the scheduler in their own tables, which do not (docs/decisions/analytics.md).
 */
const FRESH_FOR = 5 * 60 * 1000;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Public procurement analytics (issue 25 item 3): every figure in one answer, and each figure as CSV or XLSX,
 * computed from the published OCDS releases (analytics/queries.ts) and the public flags, once per language
 * and zone in the public cache.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The cached figures in the caller's language and zone (the same entry for the page and the downloads). */
  const figures = (request: FastifyRequest, reply: FastifyReply, alias: boolean) =>
    answerOf(request, reply, 'analytics', async () => {
      const now = app.clock.now();
      const [sections, flags] = await Promise.all([publishedSections(app.db, request.timezone), flagSharesOfPublishedSections(app.db)]);
      const data: Analytics = { computedAt: formatTime(now, request.timezone)!, timeZone: request.timezone, ...computeFigures(sections, flags, request.locale) };
      return { value: dataOf(data, request.t('success')), expiresAt: now.getTime() + FRESH_FOR };
    }, { alias, keepValue: true });

  app.get(
    '/analytics',
    {
      schema: {
        tags,
        summary: 'Public procurement analytics: spending and savings by buyer, category and month, competition, time to results, red flags, top buyers and suppliers (from published results only)',
        response: { 200: analyticsAnswer },
      },
    },
    async (request, reply) => sendCached(request, reply, await figures(request, reply, true)),
  );

  app.get(
    '/analytics/:figure.:format',
    {
      schema: {
        tags,
        summary: 'One analytics figure as CSV or XLSX, headings in the caller\'s language',
        params: downloadParams,
        produces: ['text/csv', XLSX],
      },
    },
    async (request, reply) => {
      const { figure, format } = request.params;
      const { entry } = await figures(request, reply, false);
      const data = (entry.value as { data: Analytics }).data;
      reply.header('Content-Disposition', `attachment; filename="analytics-${figure}.${format}"`).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-cache');
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(figureCsv(data, figure, request.locale));
      return reply.type(XLSX).send(await figureWorkbook(data, figure, request.locale));
    },
  );
};
