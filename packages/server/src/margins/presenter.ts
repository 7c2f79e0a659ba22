import type { Queryable } from '../db/index';
import { fileLists } from '../files/presenter';
import type { Caller } from '../http/policy';
import { formatTime } from '../http/time';
import { MARGIN_POLICY_COLUMNS, marginPolicy, type MarginPolicyRow } from './policy';

/** A deposit as stored (migration 006), what its readers take of it. */
export interface MarginRow {
  id: number;
  status: number;
  currency: string;
  money: string;
  payment_date: Date;
  file_id: number | null;
  refund_time: Date | null;
  refund_file_id: number | null;
  refund_date_deadline: Date | null;
  confirm_time: Date | null;
  receiving_account_id: number;
}

/** The deposit records of a sign-up (the caller's ownership is checked before). */
export async function marginsOfSignup(db: Queryable, caller: Caller, signupId: number, zone: string) {
  const rows = await db.query<MarginRow & MarginPolicyRow & { type: string }>(
    `SELECT m.id, ${MARGIN_POLICY_COLUMNS}, m.currency, m.money::text AS money, m.payment_date, m.file_id, m.refund_time, m.refund_file_id,
            m.refund_date_deadline, m.confirm_time, m.receiving_account_id, a.type
       FROM margin m JOIN receiving_account a ON a.id = m.receiving_account_id JOIN signup g ON g.id = m.signup_id JOIN section s ON s.id = g.section_id
      WHERE m.signup_id = $1 ORDER BY m.id`,
    [signupId],
  );
  const ids = rows.flatMap((r) => [r.file_id, r.refund_file_id]).filter((id): id is number => id !== null).map(Number);
  const list = await fileLists(db, ids, zone);
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    currency: r.currency,
    money: r.money,
    paymentDate: formatTime(r.payment_date, zone),
    fileList: r.refund_file_id === null ? [] : list([Number(r.refund_file_id)]),
    paymentFileList: r.file_id === null ? [] : list([Number(r.file_id)]),
    timeList: (
      [
        ['paymentDate', r.payment_date],
        ['refundTime', r.refund_time],
        ['refundDateDeadline', r.refund_date_deadline],
        ['confirmTime', r.confirm_time],
      ] as const
    )
      .filter(([, t]) => t !== null)
      .map(([key, t]) => ({ key, time: formatTime(t, zone)! })),
    refundDateDeadline: formatTime(r.refund_date_deadline, zone),
    receivingAccountId: Number(r.receiving_account_id),
    type: r.type,
    actions: marginPolicy.actions(caller, r),
  }));
}
