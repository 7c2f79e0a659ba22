import { MarginStatus } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { transitionMargin } from './lifecycle';
import type { Db } from '../db/index';
import { warning } from '../http/errors';
import { formatTime, parseTime } from '../http/time';
import { fileLists } from '../files/presenter';
import type { StaffActor } from '../http/actor';
import { marginPolicy, REFUND_CONFIRM_DAYS, visibleMargin } from './policy';
import { settleLapsedRefunds } from './lifecycle';
import type { MarginRow } from './presenter';

/** A deposit of the workbench's list, with its sign-up's section and company. */
interface MarginListRow extends MarginRow {
  signup_id: number;
  section_id: number;
  section_name: string;
  section_name_en: string;
  section_name_lo: string;
  company_id: number;
  company_name: string;
  buyer_company_id: number | null;
}

const MARGIN_LIST_COLUMNS = `m.id, m.signup_id, m.receiving_account_id, m.status, m.currency, m.money, m.payment_date, m.file_id, m.refund_time,
  m.refund_file_id, m.refund_date_deadline, m.confirm_time, g.section_id, s.section_name, s.section_name_en, s.section_name_lo, g.company_id,
  c.name AS company_name, s.buyer_company_id`;

/** Deposits held for the caller's sections (lapsed refunds first count as received). */
export async function listMargins(db: Db, user: SessionUser, query: { sectionId?: number; status?: number; pageNum: number; pageSize: number }, zone: string, now: Date) {
  await settleLapsedRefunds(db, now, query.sectionId);
  const params: unknown[] = [];
  let where = `(${marginPolicy.scope(user, 'm', params)})`;
  if (query.sectionId !== undefined) {
    params.push(query.sectionId);
    where += ` AND s.id = $${params.length}`;
  }
  if (query.status !== undefined) {
    params.push(query.status);
    where += ` AND m.status = $${params.length}`;
  }
  const from = 'FROM margin m JOIN signup g ON g.id = m.signup_id JOIN section s ON s.id = g.section_id JOIN company c ON c.id = g.company_id';
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.query<MarginListRow>(
      `SELECT ${MARGIN_LIST_COLUMNS} ${from} WHERE ${where} ORDER BY m.id LIMIT ${query.pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} WHERE ${where}`, params),
  ]);
  const files = await fileLists(db, rows.flatMap((r) => [r.file_id, r.refund_file_id].filter((v) => v !== null).map(Number)), zone);
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      signupId: Number(r.signup_id),
      sectionId: Number(r.section_id),
      sectionName: r.section_name,
      sectionNameEn: r.section_name_en,
      sectionNameLo: r.section_name_lo,
      companyId: Number(r.company_id),
      companyName: r.company_name,
      receivingAccountId: Number(r.receiving_account_id),
      status: r.status,
      currency: r.currency,
      money: r.money,
      paymentDate: formatTime(r.payment_date, zone),
      file: r.file_id === null ? null : (files([Number(r.file_id)])[0] ?? null),
      refundTime: formatTime(r.refund_time, zone),
      refundFile: r.refund_file_id === null ? null : (files([Number(r.refund_file_id)])[0] ?? null),
      refundDateDeadline: formatTime(r.refund_date_deadline, zone),
      confirmTime: formatTime(r.confirm_time, zone),
      actions: marginPolicy.actions(user, r),
    })),
  };
}

/**
 * Refunds a held deposit: status 6 with the supplier's confirmation deadline (default now + 7 days). A
 * deposit refunded already (6 or 5) is refused.
 */
export async function refundMargin(db: Db, actor: StaffActor, marginId: number, body: { refundDateDeadline?: string; refundFileId?: number }) {
  return db.transaction(async (tx) => {
    const row = await visibleMargin(tx, actor.user, marginId);
    if (!marginPolicy.may(actor.user, 'refund', row)) throw warning('refundTwice');
    const deadline = body.refundDateDeadline ? parseTime(body.refundDateDeadline, actor.zone) : new Date(actor.now.getTime() + REFUND_CONFIRM_DAYS * 86_400_000);
    if (!(deadline.getTime() > actor.now.getTime())) throw warning('refundDeadlinePast');
    if (body.refundFileId !== undefined) {
      const owned = await tx.query('SELECT 1 FROM stored_file WHERE id = $1 AND owner_user_id = $2', [body.refundFileId, actor.user.id]);
      if (!owned.length) throw warning('fileNotOwned');
    }
    await transitionMargin(tx, {
      marginId,
      action: 'refund',
      from: row.status,
      to: MarginStatus.refunded,
      who: actor.user.role,
      actorId: actor.user.id,
      now: actor.now,
      columns: { refund_time: actor.now, refund_date_deadline: deadline, refund_file_id: body.refundFileId ?? null },
      after: { refundDateDeadline: deadline },
      refusal: 'refundTwice',
    });
    return { status: MarginStatus.refunded, refundDateDeadline: deadline };
  });
}
