import type { ReviewStage } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/index';
import { fileLists, presentFile, type StoredFileRow } from '../files/presenter';
import { formatTime } from '../http/time';
import { signupColumns, staffSignupSection, type SignupRow } from './policy';
import type { StaffActor } from '../http/actor';
import { staffSection } from '../sections/policy';
import { readSectionUpToDate } from '../sections/upToDate';
import { paymentProofs, presentPayments, STAGE_FILES } from './reviews';

/**
 * Every sign-up of a section for its buyer (DESIGN.md §4: the buyer views the bid file): company, status,
 * sign-up time, the buyer's `disabled` switch, and the files of every stage, payment proofs and bid files
 * (withdrawn ones with their status). Another buyer's section reads as absent.
 */
export async function sectionSignups(db: Db, user: SessionUser, sectionId: number, zone: string, now: Date) {
  await readSectionUpToDate(db, now, sectionId, () => staffSection(db, user, sectionId));
  const rows = await db.query<SignupRow & { company_name: string; user_name: string | null }>(
    `SELECT ${signupColumns('g')}, c.name AS company_name, u.nick_name AS user_name
       FROM signup g JOIN company c ON c.id = g.company_id LEFT JOIN app_user u ON u.id = g.user_id
      WHERE g.section_id = $1 ORDER BY g.create_time, g.id`,
    [sectionId],
  );
  const ids = rows.map((r) => Number(r.id));
  const [payments, bidFiles] = await Promise.all([
    paymentProofs(db, ids),
    db.query<StoredFileRow & { signup_id: number; bid_file_id: number; status: number; bid_time: Date }>(
      `SELECT b.signup_id, b.id AS bid_file_id, b.status, b.create_time AS bid_time, f.id, f.storage_key, f.file_name, f.content_type, f.file_size, f.create_time
         FROM bid_file b JOIN stored_file f ON f.id = b.file_id WHERE b.signup_id = ANY($1::bigint[]) ORDER BY b.id DESC`,
      [ids],
    ),
  ]);
  const stages = Object.keys(STAGE_FILES) as ReviewStage[];
  const files = await fileLists(
    db,
    rows.flatMap((r) => Object.values(STAGE_FILES).flat().flatMap(([, column]) => (r[column] as number[]) ?? [])).concat(payments.map((p) => Number(p.file_id))),
    zone,
  );
  return rows.map((r) => ({
    signupId: Number(r.id),
    companyId: Number(r.company_id),
    companyName: r.company_name,
    userName: r.user_name,
    supplierBidStatus: r.supplier_bid_status,
    createTime: formatTime(r.create_time, zone),
    updateTime: formatTime(r.update_time, zone),
    disabled: r.disabled,
    disabledRemark: r.disabled_remark,
    isAppointSupplierQuotationIng: r.is_appoint_supplier_quotation_ing,
    files: Object.fromEntries(
      stages.filter((stage) => stage !== 'payment').map((stage) => [stage, Object.fromEntries(STAGE_FILES[stage].map(([name, column]) => [name, files((r[column] as number[]) ?? [])]))]),
    ),
    payments: presentPayments(payments, Number(r.id), files, zone),
    bidFiles: bidFiles
      .filter((b) => Number(b.signup_id) === Number(r.id))
      .map((b) => ({ id: Number(b.bid_file_id), status: b.status, createTime: formatTime(b.bid_time, zone), file: presentFile(b, zone) })),
  }));
}

/**
 * The buyer's switch that makes a supplier's bid page read-only (part 2 §4: "when disabled is set, all
 * editing is hidden"); the supplier routes refuse every change while it is on. Setting the value it already
 * has changes nothing.
 */
export async function setSignupDisabled(db: Db, actor: StaffActor, signupId: number, body: { disabled: 0 | 1; remark?: string }): Promise<number> {
  await staffSignupSection(db, actor.user, signupId);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ disabled: number; disabled_remark: string | null }>('SELECT disabled, disabled_remark FROM signup WHERE id = $1 FOR UPDATE', [signupId]);
    const remark = body.disabled === 1 ? (body.remark ?? null) : null;
    if (row.disabled === body.disabled && row.disabled_remark === remark) return row.disabled;
    await tx.query('UPDATE signup SET disabled = $2, disabled_remark = $3, update_time = $4 WHERE id = $1', [signupId, body.disabled, remark, actor.now]);
    await recordAudit(tx, {
      actorId: actor.user.id,
      entity: 'signup',
      entityId: signupId,
      action: body.disabled === 1 ? 'disable' : 'enable',
      before: { disabled: row.disabled, remark: row.disabled_remark },
      after: { disabled: body.disabled, remark },
    });
    return body.disabled;
  });
}
