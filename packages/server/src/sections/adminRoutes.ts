import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminSectionListQuery, adminSectionSchema, envelope, idParam, pageEnvelope, type AdminSectionForm } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { actorOf } from '../http/actor';
import { dataOf, pageOf } from '../http/present';
import { idAnswer, workbench } from '../http/schemas';
import { readSectionUpToDate } from './upToDate';
import { listStaffSections, staffSectionDetail } from './queries';
import { sectionRow, staffSectionSchema, statusAnswer } from './adminSchemas';
import { abandonSection, closeSection, createDraft, publishSection, resumeSection, suspendSection, updateDraft } from './staffCommands';

/** The sections of the buyer workbench (DESIGN.md §6): list, editor and lifecycle, for buyers and admins. */
export const sectionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = requireRole('buyer', 'admin');

  app.get(
    '/admin/sections',
    {
      schema: { ...workbench, summary: "The caller's sections (a buyer: its company's; an admin: all)", querystring: adminSectionListQuery, response: { 200: pageEnvelope(sectionRow) } },
      onRequest: staff,
      config: { allSectionsUpToDate: true },
    },
    async (request) => {
      const { rows, total } = await listStaffSections(app.db, currentUser(request), request.query, request.timezone);
      return pageOf(rows as z.infer<typeof sectionRow>[], total, request.t('success'));
    },
  );

  app.post(
    '/admin/sections',
    { schema: { ...workbench, summary: 'Create a draft section with its items, files, accounts and settlement', body: adminSectionSchema, response: { 200: idAnswer } }, onRequest: staff },
    async (request) => dataOf({ id: await createDraft(app.db, actorOf(request, app.clock.now()), request.body as AdminSectionForm) }, request.t('success')),
  );

  app.get(
    '/admin/sections/:id',
    { schema: { ...workbench, summary: 'Every field of a section with its relations, for the editor', params: idParam, response: { 200: envelope({ data: staffSectionSchema.optional() }) } }, onRequest: staff },
    async (request) => {
      const { id } = request.params;
      const section = await readSectionUpToDate(app.db, app.clock.now(), id, () => staffSectionDetail(app.db, currentUser(request), id, request.timezone));
      return dataOf(section, request.t('success'));
    },
  );

  app.put(
    '/admin/sections/:id',
    { schema: { ...workbench, summary: 'Replace a draft section (refused once published)', params: idParam, body: adminSectionSchema, response: { 200: idAnswer } }, onRequest: staff },
    async (request) => {
      await updateDraft(app.db, actorOf(request, app.clock.now()), request.params.id, request.body as AdminSectionForm);
      return dataOf({ id: request.params.id }, request.t('success'));
    },
  );

  const transitions = [
    ['publish', 'Publish a draft (announced, or quoting for an inquiry; the clock does the rest)', publishSection],
    ['suspend', 'Suspend a running section (15), remembering its status', suspendSection],
    ['resume', 'Resume a suspended section', resumeSection],
    ['abandon', 'Abandon a section (6); open sign-ups end', abandonSection],
    ['close', 'Close a section (14); open sign-ups end', closeSection],
  ] as const;
  for (const [action, summary, command] of transitions) {
    app.post(
      `/admin/sections/:id/${action}`,
      { schema: { ...workbench, summary, params: idParam, response: { 200: statusAnswer } }, onRequest: staff },
      async (request) => dataOf({ sectionStauts: await command(app.db, actorOf(request, app.clock.now()), request.params.id) }, request.t('success')),
    );
  }
};
