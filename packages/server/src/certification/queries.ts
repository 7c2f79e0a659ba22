import type { CERTIFICATION_STATUSES, Locale } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/index';
import { formatTime } from '../http/time';
import { findAuthorization, latestFormsSql, presentAuthorization, type CertificationKind } from './commands';
import { findEnterprise, presentEnterprise } from './enterprise';
import { certificationPolicy } from './policy';

type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

interface CertificationListRow {
  company_id: number;
  kind: CertificationKind;
  update_time: Date;
  name: string;
  tin: string | null;
  certification_status: CertificationStatus;
  nick_name: string;
  operation_user_type: number | null;
  phonenumber: string | null;
  email: string | null;
}

/**
 * The workbench's certifications in one status (GET /admin/certifications), oldest submission first, each with
 * its latest submitted form (personal or enterprise) as the reviewer reads it, times in the reader's zone, and
 * the actions the caller may take (certificationPolicy: `review` while under review).
 */
export async function listCertifications(db: Db, caller: SessionUser, status: CertificationStatus, page: { pageNum: number; pageSize: number }, zone: string, locale: Locale) {
  const from = `FROM company c JOIN (${latestFormsSql()}) l ON l.company_id = c.id JOIN app_user u ON u.id = l.submitted_by WHERE c.certification_status = $1`;
  const [rows, count] = await Promise.all([
    db.query<CertificationListRow>(
      `SELECT l.company_id, l.kind, l.update_time, c.name, c.tin, c.certification_status, u.nick_name, u.operation_user_type, u.phonenumber, u.email
         ${from} ORDER BY l.update_time, c.id LIMIT ${page.pageSize} OFFSET ${(page.pageNum - 1) * page.pageSize}`,
      [status],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, [status]),
  ]);
  return { rows: await Promise.all(rows.map((row) => presentListRow(db, caller, row, zone, locale))), total: count[0].total };
}

/** A row of the list with its latest form. */
async function presentListRow(db: Db, caller: SessionUser, r: CertificationListRow, zone: string, locale: Locale) {
  const personal = r.kind === 'personal' ? await findAuthorization(db, r.company_id) : null;
  const enterprise = r.kind === 'enterprise' ? await findEnterprise(db, r.company_id) : null;
  return {
    companyId: Number(r.company_id),
    companyName: r.name,
    tin: r.tin,
    certificationStatus: r.certification_status,
    submittedBy: r.nick_name,
    operationUserType: r.operation_user_type,
    submitTime: formatTime(r.update_time, zone),
    kind: r.kind,
    form: personal && (await presentAuthorization(db, personal, zone, locale)),
    enterpriseForm: enterprise && (await presentEnterprise(db, enterprise, { declareName: r.name, mobile: r.phonenumber, email: r.email }, zone, locale)),
    actions: certificationPolicy.actions(caller, { id: r.company_id, certification_status: r.certification_status }),
  };
}
