import type { AppealAction, InboxReply, QuestionAction } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/index';
import { notFound, warning } from '../http/errors';
import { formatTime } from '../http/time';
import type { StaffActor } from '../http/actor';
import type { Caller } from '../http/policy';

export type InboxKind = 'question' | 'appeal';

/** What a kind's policy reads of an inbox row. */
interface InboxPolicyRow {
  company_id: number | string;
  status: number;
  buyer_company_id: number | string | null;
}

/**
 * One kind of the inbox, named by the resource that registers it (questions/inboxRoutes.ts, appeals/adminRoutes.ts):
 * its table, its policy (who sees its rows and who may answer one) and the status an answer moves a row to. The
 * inbox names no kind's module, so appeals build on questions and not the other way round.
 */
export interface InboxSource {
  kind: InboxKind;
  policy: {
    may(caller: Caller, action: 'reply', row: InboxPolicyRow): boolean;
    scope(caller: Caller, alias: string, params: unknown[]): string;
    actions(caller: Caller, row: InboxPolicyRow): (QuestionAction | AppealAction)[];
  };
  replied: number;
}

/** A row of the inbox: a question or an appeal, with what only the other kind has as null. */
interface InboxRow {
  id: number;
  section_id: number;
  company_id: number;
  /** The appeal's type (null for a question). */
  type: string | null;
  status: number;
  problem_description: string;
  /** The question's signature and submission (null for an appeal). */
  create_by_name: string | null;
  create_phonenumber: string | null;
  submit_time: Date | null;
  create_time: Date;
  problem_reply: string | null;
  problem_reply_en: string | null;
  problem_reply_lo: string | null;
  reply_name: string | null;
  /** The question's reply phone (null for an appeal). */
  reply_phonenumber: string | null;
  reply_time: Date | null;
}

/** The columns of InboxRow from each kind's table (alias x). */
const INBOX_COLUMNS: Record<InboxKind, string> = {
  question: `x.id, x.section_id, x.company_id, NULL::text AS type, x.status, x.problem_description, x.create_by_name, x.create_phonenumber,
    x.submit_time, x.create_time, x.problem_reply, x.problem_reply_en, x.problem_reply_lo, x.reply_name, x.reply_phonenumber, x.reply_time`,
  appeal: `x.id, x.section_id, x.company_id, x.type, x.status, x.problem_description, NULL::text AS create_by_name, NULL::text AS create_phonenumber,
    NULL::timestamptz AS submit_time, x.create_time, x.problem_reply, x.problem_reply_en, x.problem_reply_lo, x.reply_name, NULL::text AS reply_phonenumber, x.reply_time`,
};

/** Questions (never drafts) or appeals of the caller's sections, newest first. */
export async function listInbox(db: Db, user: SessionUser, { kind, policy }: InboxSource, query: { sectionId?: number; status?: number; pageNum: number; pageSize: number }, zone: string) {
  const params: unknown[] = [];
  let where = `(${policy.scope(user, 'x', params)})`;
  if (query.sectionId !== undefined) {
    params.push(query.sectionId);
    where += ` AND x.section_id = $${params.length}`;
  }
  if (query.status !== undefined) {
    params.push(query.status);
    where += ` AND x.status = $${params.length}`;
  }
  const from = `FROM ${kind} x JOIN section s ON s.id = x.section_id JOIN company c ON c.id = x.company_id`;
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.query<InboxRow & { section_name: string; section_name_en: string; section_name_lo: string; company_name: string; buyer_company_id: number | null }>(
      `SELECT ${INBOX_COLUMNS[kind]}, s.buyer_company_id, s.section_name, s.section_name_en, s.section_name_lo, c.name AS company_name ${from} WHERE ${where} ORDER BY x.create_time DESC, x.id DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} WHERE ${where}`, params),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      sectionId: Number(r.section_id),
      sectionName: r.section_name,
      sectionNameEn: r.section_name_en,
      sectionNameLo: r.section_name_lo,
      companyId: Number(r.company_id),
      companyName: r.company_name,
      type: r.type,
      status: r.status,
      problemDescription: r.problem_description,
      createByName: r.create_by_name,
      createPhonenumber: r.create_phonenumber,
      createTime: formatTime(r.create_time, zone),
      submitTime: formatTime(r.submit_time, zone),
      problemReply: r.problem_reply,
      problemReplyEn: r.problem_reply_en,
      problemReplyLo: r.problem_reply_lo,
      replyName: r.reply_name,
      replyPhonenumber: r.reply_phonenumber,
      replyTime: formatTime(r.reply_time, zone),
      actions: policy.actions(user, r),
    })),
  };
}

/**
 * Answers a question (submitted, 2 → replied, 3) or an appeal (1 → 2), signed with the staff user's name,
 * phone and the time. Answering twice, or a question still in draft, is refused.
 */
export async function replyInbox(db: Db, actor: StaffActor, { kind, policy, replied }: InboxSource, id: number, reply: InboxReply) {
  const { problemReply } = reply;
  const problemReplyEn = reply.problemReplyEn || null;
  const problemReplyLo = reply.problemReplyLo || null;
  return db.transaction(async (tx) => {
    const params: unknown[] = [id];
    const [row] = await tx.query<{ id: number; status: number; company_id: number; buyer_company_id: number | null }>(
      `SELECT x.id, x.status, x.company_id, s.buyer_company_id FROM ${kind} x JOIN section s ON s.id = x.section_id WHERE x.id = $1 AND (${policy.scope(actor.user, 'x', params)}) FOR UPDATE OF x`,
      params,
    );
    if (!row) throw notFound(kind === 'question' ? 'questionNotFound' : 'appealNotFound');
    if (!policy.may(actor.user, 'reply', row)) throw warning(kind === 'question' ? 'questionNotAwaitingReply' : 'appealAlreadyReplied');
    const [staff] = await tx.query<{ nick_name: string; phonenumber: string | null }>('SELECT nick_name, phonenumber FROM app_user WHERE id = $1', [actor.user.id]);
    const to = replied;
    if (kind === 'question') {
      await tx.query(
        `UPDATE question SET status = $2, problem_reply = $3, problem_reply_en = $8, problem_reply_lo = $9, reply_by = $4, reply_name = $5, reply_phonenumber = $6,
                reply_time = $7, update_time = $7 WHERE id = $1`,
        [id, to, problemReply, actor.user.id, staff.nick_name, staff.phonenumber, actor.now, problemReplyEn, problemReplyLo],
      );
    } else {
      await tx.query(
        'UPDATE appeal SET status = $2, problem_reply = $3, problem_reply_en = $7, problem_reply_lo = $8, reply_by = $4, reply_name = $5, reply_time = $6 WHERE id = $1',
        [id, to, problemReply, actor.user.id, staff.nick_name, actor.now, problemReplyEn, problemReplyLo],
      );
    }
    await recordAudit(tx, { actorId: actor.user.id, entity: kind, entityId: id, action: 'reply', before: { status: row.status }, after: { status: to, problemReply, problemReplyEn, problemReplyLo } });
    return to;
  });
}
