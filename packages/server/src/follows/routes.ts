import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, isCalendarDate, MAX_SEARCH_LENGTH, optional, pageEnvelope, pagingQuery, FOLLOW_ACTIONS } from '@portal/domain';
import { currentUser, requireUser } from '../http/guards';
import { dataOf, pageOf } from '../http/present';
import { formatTime } from '../http/time';
import { followSection, listFollows, unfollow } from './commands';
import { followPolicy } from './policy';

const tags = ['follows'];
const security = [{ bearer: [] }];

const dateQuery = optional(z.string().refine(isCalendarDate, { error: 'dateFormat' }));
const followListQuery = z.object({
  ...pagingQuery,
  /** Part of the section name, in any language. */
  sectionName: optional(z.string().trim().max(MAX_SEARCH_LENGTH, { error: 'searchTooLong' })),
  /** Part of the organization, in any language. */
  organization: optional(z.string().trim().max(MAX_SEARCH_LENGTH, { error: 'searchTooLong' })),
  /** First day of the follow date, `yyyy-MM-dd`. */
  createTimeStart: dateQuery,
  /** Last day of the follow date, `yyyy-MM-dd`. */
  createTimeEnd: dateQuery,
});

const followRow = z.object({
  /** Follow id (for DELETE /follow/{id}). */
  id: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string().nullable(),
  sectionNameLo: z.string().nullable(),
  organization: z.string().nullable(),
  organizationEn: z.string().nullable(),
  organizationLo: z.string().nullable(),
  biddingType: z.number(),
  projectType: z.number().nullable(),
  sectionStauts: z.number(),
  /** When it was followed. */
  createTime: z.string().nullable(),
  /** What the caller may do to the follow ('unfollow': its own). */
  actions: z.array(z.enum(FOLLOW_ACTIONS)),
});

/** Follow, unfollow and the list of followed sections (part 1 §7). */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/follow',
    {
      schema: {
        tags,
        summary: 'Follow a public section (following again answers the same follow)',
        security,
        body: z.object({ sectionId: z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }) }),
        response: { 200: envelope({ data: z.object({ id: z.number() }).optional() }) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const id = await followSection(app.db, currentUser(request).id, request.body.sectionId, app.clock.now());
      return dataOf({ id }, request.t('followSuccess'));
    },
  );

  app.delete(
    '/follow/:id',
    {
      schema: { tags, summary: 'Unfollow: remove one of the caller\'s follows by the follow id', security, params: idParam, response: { 200: envelope({}) } },
      onRequest: requireUser,
    },
    async (request) => {
      await unfollow(app.db, currentUser(request), request.params.id);
      return { code: 200, msg: request.t('unfollowSuccess') };
    },
  );

  app.get(
    '/follow/followSectionList',
    {
      schema: { tags, summary: 'Sections the caller follows', security, querystring: followListQuery, response: { 200: pageEnvelope(followRow) } },
      onRequest: requireUser,
      config: { allSectionsUpToDate: true },
    },
    async (request) => {
      const user = currentUser(request);
      const { rows, total } = await listFollows(app.db, user, request.query, request.timezone);
      const zone = request.timezone;
      return pageOf(
        rows.map((r) => ({
          id: r.id as number,
          sectionId: r.section_id as number,
          sectionName: r.section_name as string,
          sectionNameEn: r.section_name_en as string | null,
          sectionNameLo: r.section_name_lo as string | null,
          organization: r.organization as string | null,
          organizationEn: r.organization_en as string | null,
          organizationLo: r.organization_lo as string | null,
          biddingType: r.bidding_type as number,
          projectType: r.project_type as number | null,
          sectionStauts: r.section_stauts as number,
          createTime: formatTime(r.create_time as Date, zone),
          actions: followPolicy.actions(user, { user_id: r.user_id as number }),
        })),
        total,
        request.t('success'),
      );
    },
  );
};
