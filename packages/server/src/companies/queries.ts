import { enterpriseFieldRules } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Queryable } from '../db/index';
import { fileLists } from '../files/presenter';
import { notFound } from '../http/errors';
import { companyPolicy } from './policy';

/**
 * The caller's company with its qualification files (GET /bidCompany/{id}); a company the caller may not
 * see reads as absent (404).
 */
export async function readQualification(db: Queryable, user: SessionUser, companyId: number, zone: string) {
  const params: unknown[] = [companyId];
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
       FROM company c LEFT JOIN company_qualification q ON q.company_id = c.id WHERE c.id = $1 AND ${companyPolicy.scope(user, 'c', params)}`,
    params,
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
    actions: companyPolicy.actions(user, { id: companyId }),
  };
}

