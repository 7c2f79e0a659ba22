import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyQualificationSchema, enterpriseFieldRules, envelope, fileItemSchema, idParam, LOCALES, translate, unaskedFileType, type CompanyQualificationForm, type Locale } from '@portal/domain';
import { currentUser, requireRole } from '../accounts/authentication';
import type { SessionUser } from '../accounts/sessions';
import { recordAudit } from '../audit/audit';
import type { Db, Queryable } from '../db/index';
import { companyOf, idsOf } from '../certification/commands';
import { ownedFileTypes } from '../files/ownership';
import { fileLists } from '../files/presenter';
import { notFound, warning } from '../http/errors';
import { dataOf } from '../http/present';

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
});

/** The caller's own company; any other id is answered as not found. */
function ownCompany(user: SessionUser, id: number): number {
  if (companyOf(user) !== id) throw notFound('companyNotFound');
  return id;
}

async function readQualification(db: Queryable, companyId: number, zone: string) {
  const [row] = await db.query<{
    name: string;
    tin: string | null;
    main_business: string | null;
    business_license_file_ids: number[] | null;
    achievement_file_ids: number[] | null;
    agency_license_file_ids: number[] | null;
    category: string | null;
  }>(
    `SELECT c.name, c.tin, c.main_business, q.business_license_file_ids, q.achievement_file_ids, q.agency_license_file_ids,
            (SELECT e.form ->> 'category' FROM enterprise_certification e WHERE e.company_id = c.id) AS category
       FROM company c LEFT JOIN company_qualification q ON q.company_id = c.id WHERE c.id = $1`,
    [companyId],
  );
  if (!row) throw notFound('companyNotFound');
  const slots = [row.business_license_file_ids ?? [], row.achievement_file_ids ?? [], row.agency_license_file_ids ?? []];
  const list = await fileLists(db, slots.flat(), zone);
  return {
    id: companyId,
    name: row.name,
    tin: row.tin,
    mainBusiness: row.main_business,
    businessLicenseFileList: list(slots[0]),
    achievementFileList: list(slots[1]),
    agencyLicenseFileList: list(slots[2]),
    isQualificationBusinessLicense: 1,
    isQualificationAchievement: 1,
    isQualificationAgencyLicense: enterpriseFieldRules(row.category).showAgencyLicense ? 1 : 0,
  };
}

/** Replaces the qualification files of the caller's company (each file uploaded by the caller), with an audit record. */
async function saveQualification(db: Db, user: SessionUser, form: CompanyQualificationForm, now: Date) {
  const companyId = ownCompany(user, form.id);
  const after = {
    businessLicenseFileIds: idsOf(form.businessLicenseFileList),
    achievementFileIds: idsOf(form.achievementFileList),
    agencyLicenseFileIds: idsOf(form.agencyLicenseFileList),
  };
  await db.transaction(async (tx) => {
    await ownedFileTypes(tx, user.id, Object.values(after).flat());
    const before = await tx.query<{ agency_license_file_ids: number[] }>('SELECT business_license_file_ids, achievement_file_ids, agency_license_file_ids FROM company_qualification WHERE company_id = $1 FOR UPDATE', [
      companyId,
    ]);
    // The agency licence slot the page hides (category without one) takes no new file; what it holds may come back.
    const [certified] = await tx.query<{ category: string | null }>("SELECT form ->> 'category' AS category FROM enterprise_certification WHERE company_id = $1", [companyId]);
    const unasked = unaskedFileType([[enterpriseFieldRules(certified?.category).showAgencyLicense, after.agencyLicenseFileIds, before[0]?.agency_license_file_ids ?? [], 'fileAgencyLicense']]);
    if (unasked) throw warning('fileNotAsked', { item: Object.fromEntries(LOCALES.map((locale) => [locale, translate(unasked, locale)])) as Record<Locale, string> });
    await tx.query(
      `INSERT INTO company_qualification (company_id, business_license_file_ids, achievement_file_ids, agency_license_file_ids, update_time)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (company_id) DO UPDATE SET business_license_file_ids = EXCLUDED.business_license_file_ids,
          achievement_file_ids = EXCLUDED.achievement_file_ids, agency_license_file_ids = EXCLUDED.agency_license_file_ids, update_time = EXCLUDED.update_time`,
      [companyId, after.businessLicenseFileIds, after.achievementFileIds, after.agencyLicenseFileIds, now],
    );
    await recordAudit(tx, { actorId: user.id, entity: 'company', entityId: companyId, action: 'qualification', before: before[0] ?? null, after });
  });
}

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
      const companyId = ownCompany(currentUser(request), request.params.id);
      return dataOf(await readQualification(app.db, companyId, request.timezone), request.t('success'));
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
