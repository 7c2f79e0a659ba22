import {
  ENTERPRISE_TEXT_FIELDS,
  enterpriseFieldRules,
  type CertificationStatus,
  type EnterpriseCertificationForm,
  type EnterpriseTextField,
  type Locale,
} from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Db, Queryable } from '../db/index';
import { fileLists } from '../files/presenter';
import { AppError, notFound, ResultCode, warning } from '../http/errors';
import { checkCertificationFiles, companyOf, idsOf, presentFeedback } from './commands';
import { transitionCertification } from './lifecycle';
import { requireMayCertify } from './policy';

/** File lists of the form and their columns. */
export const ENTERPRISE_FILE_LISTS = {
  agencyLicenseFileList: 'agency_license_file_ids',
  productionLicenseFileList: 'production_license_file_ids',
  threeYearsFinancialReprotFileList: 'three_years_financial_report_file_ids',
  businessLicenseFileList: 'business_license_file_ids',
  authorizationFileList: 'authorization_file_ids',
  corporateIdCardFront: 'corporate_id_card_front_ids',
  corporateIdCardOpposite: 'corporate_id_card_opposite_ids',
} as const;
type FileListName = keyof typeof ENTERPRISE_FILE_LISTS;
const FILE_LIST_NAMES = Object.keys(ENTERPRISE_FILE_LISTS) as FileListName[];

/** The caller's company, when the caller is an enterprise supplier (operationUserType 0); others get 403. */
export function enterpriseCompanyOf(user: SessionUser): number {
  const companyId = companyOf(user);
  if (user.operationUserType !== 0) throw new AppError(ResultCode.forbidden, 'enterpriseOnly');
  return companyId;
}

/**
 * What is stored of a valid form: fields hidden for the category and the other branch of the
 * representative question are dropped; bpmNameStr is the chosen contacts' names.
 */
function storedValues(form: EnterpriseCertificationForm, contactNames: string | null) {
  const rules = enterpriseFieldRules(form.category);
  const legal = form.isLegalRepresentative === 'Y';
  const text: Partial<Record<EnterpriseTextField, string>> = {};
  for (const field of ENTERPRISE_TEXT_FIELDS) {
    const value = form[field];
    if (value !== undefined) text[field] = value;
  }
  if (!rules.showManufacturing) {
    delete text.manufacturingAddress;
    delete text.productionCapacity;
  }
  if (legal) {
    delete text.authorizationStart;
    delete text.authorizationEnd;
  }
  if (contactNames === null) delete text.bpmNameStr;
  else text.bpmNameStr = contactNames;
  const files: Record<FileListName, number[]> = {
    agencyLicenseFileList: rules.showAgencyLicense ? idsOf(form.agencyLicenseFileList) : [],
    productionLicenseFileList: rules.showProductionLicense ? idsOf(form.productionLicenseFileList) : [],
    threeYearsFinancialReprotFileList: idsOf(form.threeYearsFinancialReprotFileList),
    businessLicenseFileList: idsOf(form.businessLicenseFileList),
    authorizationFileList: legal ? [] : idsOf(form.authorizationFileList),
    corporateIdCardFront: legal ? idsOf(form.corporateIdCardFront) : [],
    corporateIdCardOpposite: legal ? idsOf(form.corporateIdCardOpposite) : [],
  };
  return { text, files };
}

/** Names of the chosen bid contacts (ids joined by commas), refusing ids not of the company; null when none. */
async function contactNames(tx: Queryable, companyId: number, bpmIdStr: string | undefined): Promise<string | null> {
  if (!bpmIdStr) return null;
  const ids = [...new Set(bpmIdStr.split(',').map(Number))];
  const rows = await tx.query<{ id: number | string; user_name: string }>('SELECT id, user_name FROM bid_contact WHERE company_id = $1 AND id = ANY($2::bigint[])', [
    companyId,
    ids,
  ]);
  const names = new Map(rows.map((r) => [Number(r.id), r.user_name]));
  if (ids.some((id) => !names.has(id))) throw warning('bidContactUnknown');
  return ids.map((id) => names.get(id)).join(',');
}

/**
 * Stores the enterprise certification of the caller's company and puts the company under review (prompt),
 * in one transaction. Allowed while nothing was submitted or after a rejection.
 */
export async function submitEnterprise(db: Db, user: SessionUser, form: EnterpriseCertificationForm, now: Date): Promise<void> {
  const companyId = enterpriseCompanyOf(user);
  await db.transaction(async (tx) => {
    const [company] = await tx.query<{ certification_status: CertificationStatus }>('SELECT certification_status FROM company WHERE id = $1 FOR UPDATE', [companyId]);
    requireMayCertify(company.certification_status);
    const { text, files } = storedValues(form, await contactNames(tx, companyId, form.bpmIdStr));
    await checkCertificationFiles(tx, user.id, {
      other: [...files.agencyLicenseFileList, ...files.productionLicenseFileList, ...files.threeYearsFinancialReprotFileList, ...files.businessLicenseFileList],
      idCards: [...files.corporateIdCardFront, ...files.corporateIdCardOpposite],
      letters: files.authorizationFileList,
    });
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO enterprise_certification (company_id, submitted_by, form, agency_license_file_ids, production_license_file_ids,
          three_years_financial_report_file_ids, business_license_file_ids, authorization_file_ids, corporate_id_card_front_ids,
          corporate_id_card_opposite_ids, feedback, status, create_time, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, NULL, 'prompt', $11, $11)
       ON CONFLICT (company_id) DO UPDATE SET submitted_by = EXCLUDED.submitted_by, form = EXCLUDED.form,
          agency_license_file_ids = EXCLUDED.agency_license_file_ids, production_license_file_ids = EXCLUDED.production_license_file_ids,
          three_years_financial_report_file_ids = EXCLUDED.three_years_financial_report_file_ids,
          business_license_file_ids = EXCLUDED.business_license_file_ids, authorization_file_ids = EXCLUDED.authorization_file_ids,
          corporate_id_card_front_ids = EXCLUDED.corporate_id_card_front_ids, corporate_id_card_opposite_ids = EXCLUDED.corporate_id_card_opposite_ids,
          feedback = NULL, feedback_en = NULL, feedback_lo = NULL, status = 'prompt', update_time = EXCLUDED.update_time
       RETURNING id`,
      [companyId, user.id, JSON.stringify(text), ...FILE_LIST_NAMES.map((name) => files[name]), now],
    );
    await transitionCertification(tx, {
      companyId,
      action: 'enterprise-certification',
      from: company.certification_status,
      to: 'prompt',
      who: user.role,
      actorId: user.id,
      now,
      after: { enterpriseCertificationId: row.id, form: text, files },
    });
  });
}

export interface EnterpriseRow {
  /** The stored certification (step 2's `id`). */
  id: number;
  company_id: number;
  form: Partial<Record<EnterpriseTextField, string>>;
  agency_license_file_ids: number[];
  production_license_file_ids: number[];
  three_years_financial_report_file_ids: number[];
  business_license_file_ids: number[];
  authorization_file_ids: number[];
  corporate_id_card_front_ids: number[];
  corporate_id_card_opposite_ids: number[];
  feedback: string | null;
  feedback_en: string | null;
  feedback_lo: string | null;
  status: string;
  update_time: Date;
}

/** The stored enterprise form of a company, or null when none was submitted. */
export async function findEnterprise(db: Queryable, companyId: number): Promise<EnterpriseRow | null> {
  const rows = await db.query<EnterpriseRow>(
    `SELECT id, company_id, form, ${Object.values(ENTERPRISE_FILE_LISTS).join(', ')}, feedback, feedback_en, feedback_lo, status, update_time FROM enterprise_certification WHERE company_id = $1`,
    [companyId],
  );
  return rows[0] ?? null;
}

/** Who the form is about: the company's registered name and the account's phone and e-mail. */
export interface EnterpriseIdentity {
  declareName: string;
  mobile: string | null;
  email: string | null;
}

/** The caller's company name, phone and e-mail. */
export async function enterpriseIdentity(db: Queryable, user: SessionUser): Promise<EnterpriseIdentity> {
  const [row] = await db.query<EnterpriseIdentity>(
    'SELECT c.name AS "declareName", u.phonenumber AS mobile, u.email FROM app_user u JOIN company c ON c.id = u.company_id WHERE u.id = $1',
    [user.id],
  );
  if (!row) throw notFound('companyNotFound');
  return row;
}

/**
 * The form as the client reads it: every text field (null when not given), the file lists as FileItem
 * arrays, the identity fields, and status and feedback (null when nothing was submitted).
 */
export async function presentEnterprise(db: Queryable, row: EnterpriseRow | null, identity: EnterpriseIdentity, zone: string, locale: Locale) {
  const columns = Object.values(ENTERPRISE_FILE_LISTS);
  const list = await fileLists(db, row ? columns.flatMap((column) => row[column]) : [], zone);
  const text = Object.fromEntries(ENTERPRISE_TEXT_FIELDS.map((field) => [field, row?.form[field] ?? null])) as Record<EnterpriseTextField, string | null>;
  const files = Object.fromEntries(FILE_LIST_NAMES.map((name) => [name, list(row ? row[ENTERPRISE_FILE_LISTS[name]] : [])])) as Record<
    FileListName,
    ReturnType<typeof list>
  >;
  return {
    ...identity,
    ...text,
    ...files,
    ...reviewIds(row),
    status: row?.status ?? null,
    ...presentFeedback({ feedback: row?.feedback ?? null, feedbackEn: row?.feedback_en ?? null, feedbackLo: row?.feedback_lo ?? null }, locale),
  };
}

/**
 * Step 2's `id`, `instanceId` and `taskId` (part 1 §3), which a client sends back with the whole form and shows
 * in the summary once accredited (step 4). There is no separate workflow engine: the instance is the company's
 * certification (one per company), the task its latest review step — under review (prompt), returned for
 * correction (modify), or the review that accredited it (skip) — named by its stored certification, its status
 * and the time it was reached. Nothing stored: all null.
 */
function reviewIds(row: EnterpriseRow | null) {
  if (!row) return { id: null, instanceId: null, taskId: null };
  return {
    id: Number(row.id),
    instanceId: `enterprise-certification-${row.id}`,
    taskId: `${row.id}-${row.status}-${new Date(row.update_time).getTime()}`,
  };
}

/**
 * The caller's company, checked against the tax code the client asks by (GET /web/enterprise/getByTaxCode,
 * part 1 §7 "get by tax code"): another company's code reads as absent; no code means the caller's own.
 */
export async function enterpriseCompanyByTaxCode(db: Queryable, user: SessionUser, taxCode: string | undefined): Promise<number> {
  const companyId = enterpriseCompanyOf(user);
  if (taxCode === undefined || taxCode === '') return companyId;
  const [row] = await db.query<{ tin: string | null }>('SELECT tin FROM company WHERE id = $1', [companyId]);
  const spelled = (v: string) => v.replace(/\s+/g, '').toUpperCase();
  if (!row?.tin || spelled(row.tin) !== spelled(taxCode)) throw notFound('companyNotFound');
  return companyId;
}
