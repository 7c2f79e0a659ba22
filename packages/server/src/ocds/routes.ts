import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../http/errors';
import { compileRecord, packageMeta } from './presenter';
import { feedPage, parseCursor, publicSection, releaseLines, sectionReleases } from './queries';
import { feedPackage, feedQuery, recordPackage, releasePackage, sectionParam } from './schema';
import './commands';

const tags = ['open data'];
const PUBLISHER = 'Sunshine Procurement Portal';

/**
 * Open data in OCDS 1.1 (issue 15): a release package and a record package per public section, the change
 * feed of every release in the order they became visible, and the bulk download of all releases.
 */
export const ocdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefix = () => app.config.ocidPrefix;
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  const base = (request: { protocol: string; host: string }) => `${origin(request)}/prod-api/ocds`;

  app.get(
    '/ocds/releases/:sectionId',
    { schema: { tags, summary: 'OCDS release package of a public section: every release it has had', params: sectionParam, response: { 200: releasePackage } } },
    async (request) => {
      const { sectionId } = request.params;
      if (!(await publicSection(app.db, sectionId))) throw notFound('sectionNotFound');
      const releases = await sectionReleases(app.db, prefix(), origin(request), sectionId);
      const published = releases.length ? new Date(releases[releases.length - 1].date) : app.clock.now();
      return { ...packageMeta(`${base(request)}/releases/${sectionId}`, published, PUBLISHER), releases };
    },
  );

  app.get(
    '/ocds/records/:sectionId',
    { schema: { tags, summary: 'OCDS record package of a public section: its releases and the compiled release', params: sectionParam, response: { 200: recordPackage } } },
    async (request) => {
      const { sectionId } = request.params;
      if (!(await publicSection(app.db, sectionId))) throw notFound('sectionNotFound');
      const releases = await sectionReleases(app.db, prefix(), origin(request), sectionId);
      if (!releases.length) throw notFound('sectionNotFound');
      const published = new Date(releases[releases.length - 1].date);
      return {
        ...packageMeta(`${base(request)}/records/${sectionId}`, published, PUBLISHER),
        packages: [`${base(request)}/releases/${sectionId}`],
        records: [compileRecord(releases)],
      };
    },
  );

  app.get(
    '/ocds/feed',
    {
      schema: {
        tags,
        summary: 'Change feed: every release in the order it became visible, paged by an opaque cursor (poll with next; nothing is skipped or repeated)',
        querystring: feedQuery,
        response: { 200: feedPackage },
      },
    },
    async (request) => {
      const cursor = await parseCursor(app.db, request.query.cursor);
      const page = await feedPage(app.db, prefix(), origin(request), cursor, request.query.limit);
      const url = `${base(request)}/feed?cursor=${encodeURIComponent(page.next)}&limit=${request.query.limit}`;
      return { ...packageMeta(`${base(request)}/feed`, app.clock.now(), PUBLISHER), releases: page.releases, next: page.next, links: { next: url } };
    },
  );

  app.get(
    '/ocds/releases.jsonl.gz',
    { schema: { tags, summary: 'Bulk download: every release, one JSON object a line, gzip-compressed (streamed)' } },
    async (request, reply) => {
      reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Disposition', 'attachment; filename="releases.jsonl.gz"')
        .header('Cache-Control', 'no-cache');
      const gzip = createGzip();
      pipeline(releaseLines(app.db, prefix(), origin(request)), gzip, (error) => {
        if (error) app.log.error({ err: error }, 'bulk OCDS download failed');
      });
      return reply.send(gzip);
    },
  );
};
