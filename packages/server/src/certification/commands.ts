import { languageMarks, remarkVariants, type AuthenticationForm, type CertificationStatus, type Locale, type RemarkVariants } from '@portal/domain';
import type { Db, Queryable } from '../db/index';
import type { SessionUser } from '../accounts/sessions';
import { transitionCertification } from './lifecycle';
import { AppError, notFound, ResultCode, warning } from '../http/errors';
import { fileLists } from '../files/presenter';
import { ownedFileTypes } from '../files/ownership';
import { requireMayCertify } from './policy';

/** Image types an identity card photo may have (part 1 §5). */
const ID_CARD_TYPES = new Set(['image/jpeg', 'image/png']);
const PDF = 'application/pdf';

/** The caller's company, which every certification call is about. */
export function companyOf(user: SessionUser): number {
  if (user.companyId === null) throw new AppError(ResultCode.forbidden, 'noCompany');
  return user.companyId;
}

/** The reviewer's feedback on a form sent back, as given in up to three languages. */
export interface Feedback {
  feedback: string | null;
  feedbackEn: string | null;
  feedbackLo: string | null;
}

export interface CertificationState extends Feedback {
  operation: CertificationStatus;
}

/** The feedback on the wire: its variants and the language the reader is shown. */
export const presentFeedback = (f: Feedback, locale: Locale) => ({ ...f, ...languageMarks(f, ['feedback'], locale) });

/** Kind of a submitted certification form: personal authentication or enterprise certification. */
export type CertificationKind = 'personal' | 'enterprise';
export const FORM_TABLES: Record<CertificationKind, string> = { personal: 'authorization_form', enterprise: 'enterprise_certification' };

/**
 * The latest submitted form of each company, of either kind (a company may have sent both; the review and
 * the feedback concern the latest). `filter` restricts both tables, e.g. `WHERE company_id = $1`.
 */
export const latestFormsSql = (filter = '') => `SELECT DISTINCT ON (company_id) company_id, kind, submitted_by, feedback, feedback_en, feedback_lo, update_time FROM (
    SELECT company_id, 'personal' AS kind, submitted_by, feedback, feedback_en, feedback_lo, update_time FROM authorization_form ${filter}
    UNION ALL SELECT company_id, 'enterprise' AS kind, submitted_by, feedback, feedback_en, feedback_lo, update_time FROM enterprise_certification ${filter}) f
  ORDER BY company_id, update_time DESC, kind`;

/** The company's certification status and the reviewer's feedback on its latest form. */
export async function certificationState(db: Queryable, companyId: number): Promise<CertificationState> {
  const rows = await db.query<{ certification_status: CertificationStatus; feedback: string | null; feedback_en: string | null; feedback_lo: string | null }>(
    `SELECT c.certification_status, l.feedback, l.feedback_en, l.feedback_lo FROM company c LEFT JOIN (${latestFormsSql('WHERE company_id = $1')}) l ON l.company_id = c.id WHERE c.id = $1`,
    [companyId],
  );
  if (!rows[0]) throw notFound('companyNotFound');
  const [row] = rows;
  return { operation: row.certification_status, feedback: row.feedback, feedbackEn: row.feedback_en, feedbackLo: row.feedback_lo };
}

/** File ids of a certification form: any uploaded type, identity card photos, authorization letters. */
export interface CertificationFiles {
  other: number[];
  idCards: number[];
  letters: number[];
}

/**
 * Checks that every file of a certification form exists and was uploaded by the caller, and that identity
 * card photos are jpg/png images and authorization letters PDF.
 */
export async function checkCertificationFiles(tx: Queryable, userId: number, files: CertificationFiles): Promise<void> {
  const types = await ownedFileTypes(tx, userId, [...files.other, ...files.idCards, ...files.letters]);
  if (files.idCards.some((id) => !ID_CARD_TYPES.has(types.get(id)!))) throw warning('idCardFormat');
  if (files.letters.some((id) => types.get(id) !== PDF)) throw warning('authorizationFormat');
}

/** The ids of a file list of a form. */
export const idsOf = (list: { id: number }[]) => list.map((f) => f.id);

/**
 * Stores the personal authentication form of the caller's company and puts the company under review
 * (prompt). Allowed while nothing was submitted or after a rejection; the legal representative sends
 * identity card photos, anyone else an authorization letter, and the other branch is not kept.
 */
export async function submitAuthentication(db: Db, user: SessionUser, form: AuthenticationForm, now: Date): Promise<void> {
  const companyId = companyOf(user);
  await db.transaction(async (tx) => {
    const [company] = await tx.query<{ certification_status: CertificationStatus }>('SELECT certification_status FROM company WHERE id = $1 FOR UPDATE', [companyId]);
    requireMayCertify(company.certification_status);
    await checkCertificationFiles(tx, user.id, {
      other: idsOf(form.businessLicenseFileList),
      idCards: [...idsOf(form.corporateIdCardFront), ...idsOf(form.corporateIdCardOpposite)],
      letters: idsOf(form.authorizationFileList),
    });
    const legal = form.isLegalRepresentative === 'Y';
    const values = {
      is_legal_representative: form.isLegalRepresentative,
      business_license_start: form.businessLicenseStart,
      business_license_end: form.businessLicenseEnd,
      business_license_file_ids: idsOf(form.businessLicenseFileList),
      corporate_id_card_front_ids: legal ? idsOf(form.corporateIdCardFront) : [],
      corporate_id_card_opposite_ids: legal ? idsOf(form.corporateIdCardOpposite) : [],
      authorization_file_ids: legal ? [] : idsOf(form.authorizationFileList),
      authorization_start: legal ? null : form.authorizationStart,
      authorization_end: legal ? null : form.authorizationEnd,
      section_id: form.sectionId ?? null,
      section_name: form.sectionName ?? null,
    };
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO authorization_form (company_id, submitted_by, is_legal_representative, business_license_start, business_license_end,
          business_license_file_ids, corporate_id_card_front_ids, corporate_id_card_opposite_ids, authorization_file_ids,
          authorization_start, authorization_end, section_id, section_name, feedback, status, create_time, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
               (SELECT id FROM section WHERE id = $12), $13, NULL, 'prompt', $14, $14)
       ON CONFLICT (company_id) DO UPDATE SET submitted_by = EXCLUDED.submitted_by,
          is_legal_representative = EXCLUDED.is_legal_representative, business_license_start = EXCLUDED.business_license_start,
          business_license_end = EXCLUDED.business_license_end, business_license_file_ids = EXCLUDED.business_license_file_ids,
          corporate_id_card_front_ids = EXCLUDED.corporate_id_card_front_ids, corporate_id_card_opposite_ids = EXCLUDED.corporate_id_card_opposite_ids,
          authorization_file_ids = EXCLUDED.authorization_file_ids, authorization_start = EXCLUDED.authorization_start,
          authorization_end = EXCLUDED.authorization_end, section_id = EXCLUDED.section_id, section_name = EXCLUDED.section_name,
          feedback = NULL, feedback_en = NULL, feedback_lo = NULL, status = 'prompt', update_time = EXCLUDED.update_time
       RETURNING id`,
      [
        companyId,
        user.id,
        values.is_legal_representative,
        values.business_license_start,
        values.business_license_end,
        values.business_license_file_ids,
        values.corporate_id_card_front_ids,
        values.corporate_id_card_opposite_ids,
        values.authorization_file_ids,
        values.authorization_start,
        values.authorization_end,
        values.section_id,
        values.section_name,
        now,
      ],
    );
    await transitionCertification(tx, {
      companyId,
      action: 'authenticate',
      from: company.certification_status,
      to: 'prompt',
      who: user.role,
      actorId: user.id,
      now,
      after: { authorizationId: row.id, ...values },
    });
  });
}

/**
 * A buyer or admin reviews a company under review: pass accredits it (skip), reject sends it back with the
 * remark as feedback (modify). Refused unless the company is in prompt.
 */
export async function reviewCertification(db: Db, reviewer: SessionUser, companyId: number, review: { pass: boolean } & RemarkVariants, now: Date) {
  await db.transaction(async (tx) => {
    const [company] = await tx.query<{ certification_status: CertificationStatus }>(
      "SELECT certification_status FROM company WHERE id = $1 AND kind = 'supplier' FOR UPDATE",
      [companyId],
    );
    if (!company) throw notFound('companyNotFound');
    if (company.certification_status !== 'prompt') throw warning('reviewNotPending');
    const status: CertificationStatus = review.pass ? 'skip' : 'modify';
    const given = remarkVariants(review);
    const feedback = review.pass ? { remark: null, remarkEn: null, remarkLo: null } : { ...given, remark: given.remark || null };
    const [latest] = await tx.query<{ kind: CertificationKind }>(latestFormsSql('WHERE company_id = $1'), [companyId]);
    if (!latest) throw warning('reviewNotPending');
    await tx.query(`UPDATE ${FORM_TABLES[latest.kind]} SET status = $2, feedback = $3, feedback_en = $4, feedback_lo = $5, update_time = $6 WHERE company_id = $1`, [
      companyId,
      status,
      feedback.remark,
      feedback.remarkEn,
      feedback.remarkLo,
      now,
    ]);
    await transitionCertification(tx, {
      companyId,
      action: review.pass ? 'certification-pass' : 'certification-reject',
      from: company.certification_status,
      to: status,
      who: reviewer.role,
      actorId: reviewer.id,
      now,
      after: { feedback: feedback.remark, feedbackEn: feedback.remarkEn, feedbackLo: feedback.remarkLo, kind: latest.kind },
      refusal: 'reviewNotPending',
    });
  });
}

export interface AuthorizationRow {
  company_id: number;
  is_legal_representative: 'Y' | 'N';
  business_license_start: string;
  business_license_end: string;
  business_license_file_ids: number[];
  corporate_id_card_front_ids: number[];
  corporate_id_card_opposite_ids: number[];
  authorization_file_ids: number[];
  authorization_start: string | null;
  authorization_end: string | null;
  section_id: number | null;
  section_name: string | null;
  feedback: string | null;
  feedback_en: string | null;
  feedback_lo: string | null;
  status: string;
  update_time: Date;
}

/** Columns of the stored form, dates written as `yyyy-MM-dd`. */
const AUTHORIZATION_COLUMNS = `a.company_id, a.is_legal_representative, to_char(a.business_license_start, 'YYYY-MM-DD') AS business_license_start,
  to_char(a.business_license_end, 'YYYY-MM-DD') AS business_license_end, a.business_license_file_ids, a.corporate_id_card_front_ids,
  a.corporate_id_card_opposite_ids, a.authorization_file_ids, to_char(a.authorization_start, 'YYYY-MM-DD') AS authorization_start,
  to_char(a.authorization_end, 'YYYY-MM-DD') AS authorization_end, a.section_id, a.section_name, a.feedback, a.feedback_en, a.feedback_lo, a.status, a.update_time`;

/** The stored form of a company, or null when none was submitted. */
export async function findAuthorization(db: Queryable, companyId: number): Promise<AuthorizationRow | null> {
  const rows = await db.query<AuthorizationRow>(`SELECT ${AUTHORIZATION_COLUMNS} FROM authorization_form a WHERE a.company_id = $1`, [companyId]);
  return rows[0] ?? null;
}

/** The form as the client reads it: file lists as FileItem arrays in the stored order. */
export async function presentAuthorization(db: Queryable, row: AuthorizationRow, zone: string, locale: Locale) {
  const list = await fileLists(
    db,
    [...row.business_license_file_ids, ...row.corporate_id_card_front_ids, ...row.corporate_id_card_opposite_ids, ...row.authorization_file_ids],
    zone,
  );
  return {
    isLegalRepresentative: row.is_legal_representative,
    businessLicenseStart: row.business_license_start,
    businessLicenseEnd: row.business_license_end,
    businessLicenseFileList: list(row.business_license_file_ids),
    corporateIdCardFront: list(row.corporate_id_card_front_ids),
    corporateIdCardOpposite: list(row.corporate_id_card_opposite_ids),
    authorizationFileList: list(row.authorization_file_ids),
    authorizationStart: row.authorization_start,
    authorizationEnd: row.authorization_end,
    sectionId: row.section_id,
    sectionName: row.section_name,
    ...presentFeedback({ feedback: row.feedback, feedbackEn: row.feedback_en, feedbackLo: row.feedback_lo }, locale),
    status: row.status,
  };
}
