import { enterpriseFieldRules, LOCALES, translate, unaskedFileType, type CompanyQualificationForm, type Locale } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { recordAudit } from '../audit/audit';
import { idsOf } from '../certification/commands';
import type { Db } from '../db/index';
import { ownedFileTypes } from '../files/ownership';
import { notFound, warning } from '../http/errors';
import { companyPolicy } from './policy';

/** Replaces the qualification files of the caller's company (each file uploaded by the caller), with an audit record. */
export async function saveQualification(db: Db, user: SessionUser, form: CompanyQualificationForm, now: Date) {
  const companyId = form.id;
  if (!companyPolicy.may(user, 'edit', { id: companyId })) throw notFound('companyNotFound');
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
