import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, homeListQuery, idParam, pageEnvelope, SectionStatus, sectionDetailSchema, sectionSummarySchema, sectorSchema } from '@portal/domain';
import { notFound } from '../http/errors';
import { dataOf, pageOf } from '../http/present';
import { isFollowing } from '../follows/commands';
import { findSignupId } from '../signups/commands';
import { advanceDueSections } from './clock';
import { findSectionRow, listPublicSections, loadSectionRelations } from './queries';
import { presentDetail, presentSummary } from './presenter';

const tags = ['sections'];

/** Public section calls: the lists of the portal and the announcement detail (part 1 §7). */
export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/section/homeListPage',
    { schema: { tags, summary: 'Public project list', querystring: homeListQuery, response: { 200: pageEnvelope(sectionSummarySchema) } } },
    async (request) => {
      await advanceDueSections(app.db, app.clock.now());
      const { rows, total } = await listPublicSections(app.db, request.query);
      return pageOf(rows.map((r) => presentSummary(r, request.timezone)), total, request.t('success'));
    },
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
    async (request) => {
      const { id } = request.params;
      await advanceDueSections(app.db, app.clock.now(), id);
      const row = await findSectionRow(app.db, id);
      if (!row || row.section_stauts === SectionStatus.draft) throw notFound('sectionNotFound');
      const relations = await loadSectionRelations(app.db, id, request.timezone);
      const user = request.user;
      const isFollow = user ? await isFollowing(app.db, user.id, id) : 0;
      const supplierSignupId = user?.companyId ? await findSignupId(app.db, user.companyId, id) : null;
      const bidSection = presentDetail(row, { ...relations, isFollow, isSignup: supplierSignupId === null ? 0 : 1, supplierSignupId }, request.timezone);
      return dataOf({ bidSection, sectors: relations.sectors }, request.t('success'));
    },
  );

  app.get(
    '/system/section/triggerUpdateStatus/:id',
    {
      schema: {
        tags,
        summary: 'Apply due time-driven status moves to one section',
        params: idParam,
        response: { 200: envelope({ data: z.object({ sectionStauts: z.number() }).optional() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await advanceDueSections(app.db, app.clock.now(), id);
      const row = await findSectionRow(app.db, id);
      if (!row || row.section_stauts === SectionStatus.draft) throw notFound('sectionNotFound');
      return dataOf({ sectionStauts: row.section_stauts as number }, request.t('success'));
    },
  );
};
