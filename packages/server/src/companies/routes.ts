import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyQualificationSchema, envelope, fileItemSchema, idParam, COMPANY_ACTIONS } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { dataOf } from '../http/present';
import { saveQualification } from './commands';
import { readQualification } from './queries';

const security = [{ bearer: [] }];

const qualification = z.object({
  id: z.number(),
  name: z.string(),
  tin: z.string().nullable(),
  mainBusiness: z.string().nullable(),
  businessLicenseFileList: z.array(fileItemSchema),
  achievementFileList: z.array(fileItemSchema),
  agencyLicenseFileList: z.array(fileItemSchema),
  /**
   * Which upload slots the page shows (part 1 §5 "upload slots appear only when the matching flag is 1"),
   * named like the section's matching flags: the business licence and the achievement file always; the
   * agency licence unless the certified category has none (category 2, as in the certification's step 1).
   */
  isQualificationBusinessLicense: z.number(),
  isQualificationAchievement: z.number(),
  isQualificationAgencyLicense: z.number(),
  /** What the caller may do to the company now ('edit': its own company's qualification). */
  actions: z.array(z.enum(COMPANY_ACTIONS)),
});

/** Company qualification (GET /bidCompany/{id}, PUT /bidCompany), part 1 §7, part 2 §7; bid contacts are in bidContacts.ts. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = requireRole('supplier');

  app.get(
    '/bidCompany/:id',
    {
      schema: {
        tags: ['company'],
        summary: "The caller's company with its qualification files (another company's id: 404)",
        security,
        params: idParam,
        response: { 200: envelope({ data: qualification.optional() }) },
      },
      onRequest: supplier,
    },
    async (request) => {
      return dataOf(await readQualification(app.db, currentUser(request), request.params.id, request.timezone), request.t('success'));
    },
  );

  app.put(
    '/bidCompany',
    {
      schema: {
        tags: ['company'],
        summary: "Replace the qualification files of the caller's company (one file per slot, uploaded by the caller)",
        security,
        body: companyQualificationSchema,
        response: { 200: envelope({}) },
      },
      onRequest: supplier,
    },
    async (request) => {
      await saveQualification(app.db, currentUser(request), request.body, app.clock.now());
      return { code: 200, msg: request.t('qualificationSaved') };
    },
  );
};
