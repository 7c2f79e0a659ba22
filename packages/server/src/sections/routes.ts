import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, homeListQuery, idParam, pageEnvelope, sectionDetailSchema, sectionStatusAnswerSchema, sectionSummarySchema, sectorSchema, type SectionDetail, type Sector } from '@portal/domain';
import { dataOf, pageOf } from '../http/present';
import { findSectionRow, listPublicSections, loadSectionRelations } from './queries';
import { presentDetail, presentSummary } from './presenter';
import { answerOf, cachedAnswer, sendCached } from '../cache/publicCache';
import type { Queryable } from '../db/index';
import { publicSection } from './policy';
import { readSectionUpToDate } from './upToDate';

/** When the clock next moves any section (ms; Infinity when none is due ever): a list may change then. */
async function nextClockMove(db: Queryable): Promise<number> {
  const [{ at }] = await db.query<{ at: Date | null }>('SELECT min(next_clock_at) AS at FROM section');
  return at ? new Date(at).getTime() : Infinity;
}

/** The list query with its keys in one order and defaults applied (the cache key). */
const normalizedQuery = (query: Record<string, unknown>) =>
  JSON.stringify(Object.keys(query).sort().map((k) => [k, query[k]]).filter(([, v]) => v !== undefined && v !== ''));

const tags = ['sections'];

/**
 * What the announcement detail asks of other resources about a signed-in caller, handed in when the app is built
 * (app.ts), so that sections, which follows and sign-ups build on, imports neither: does the caller follow the
 * section (1/0), and its company's sign-up to it, if any.
 */
export interface CallerLinks {
  isFollowing(db: Queryable, userId: number, sectionId: number): Promise<number>;
  findSignupId(db: Queryable, companyId: number, sectionId: number): Promise<number | null>;
}

/** Public section calls: the lists of the portal and the announcement detail (part 1 §7). */
export const sectionRoutes: FastifyPluginAsyncZod<{ callerLinks: CallerLinks }> = async (app, { callerLinks }) => {
  app.get(
    '/system/section/homeListPage',
    { schema: { tags, summary: 'Public project list', querystring: homeListQuery, response: { 200: pageEnvelope(sectionSummarySchema) } }, config: { allSectionsUpToDate: true } },
    async (request, reply) =>
      // Shared by every caller; dropped on any write under it and at the next clock move of any section
      // (a move changes the totals of filters that do not show the section).
      cachedAnswer(request, reply, 'homeListPage' + normalizedQuery(request.query as Record<string, unknown>), async () => {
        const [{ rows, total }, expiresAt] = await Promise.all([listPublicSections(app.db, request.query), nextClockMove(app.db)]);
        return { value: pageOf(rows.map((r) => presentSummary(r, request.timezone)), total, request.t('success')), expiresAt };
      }),
  );

  app.get(
    '/system/section/getSectionByIdWithAuth/:id',
    {
      schema: {
        tags,
        summary: 'Announcement detail of a section',
        params: idParam,
        response: { 200: envelope({ data: z.object({ bidSection: sectionDetailSchema, sectors: z.array(sectorSchema) }).optional() }) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // The public part is shared by every caller, until a write under it or the section's next clock move.
      const answer = await answerOf(request, reply, 'getSectionByIdWithAuth/' + id, async () => {
        const row = publicSection(await readSectionUpToDate(app.db, app.clock.now(), id, () => findSectionRow(app.db, id)));
        const relations = await loadSectionRelations(app.db, id, request.timezone, request.locale);
        const bidSection = presentDetail(row, { ...relations, isFollow: 0, isSignup: 0, supplierSignupId: null }, request.timezone);
        const nextClock = row.next_clock_at as Date | null;
        return { value: dataOf({ bidSection, sectors: relations.sectors }, request.t('success')), expiresAt: nextClock ? new Date(nextClock).getTime() : Infinity };
      });
      const user = request.user;
      if (!user) return sendCached(request, reply, answer);
      // A signed-in caller's own fields over the shared part, never stored.
      const isFollow = await callerLinks.isFollowing(app.db, user.id, id);
      const supplierSignupId = user.companyId ? await callerLinks.findSignupId(app.db, user.companyId, id) : null;
      const shared = answer.entry.value as ReturnType<typeof dataOf<{ bidSection: SectionDetail; sectors: Sector[] }>>;
      const bidSection = { ...shared.data.bidSection, isFollow, isSignup: supplierSignupId === null ? 0 : 1, supplierSignupId };
      reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Authorization, Cookie');
      return { ...shared, data: { ...shared.data, bidSection } };
    },
  );

  app.get(
    '/system/section/triggerUpdateStatus/:id',
    {
      schema: {
        tags,
        summary: 'Apply due time-driven status moves to one section',
        params: idParam,
        response: { 200: envelope({ data: sectionStatusAnswerSchema.optional() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = publicSection(await readSectionUpToDate(app.db, app.clock.now(), id, () => findSectionRow(app.db, id)));
      return dataOf({ sectionStauts: row.section_stauts as number }, request.t('success'));
    },
  );
};
