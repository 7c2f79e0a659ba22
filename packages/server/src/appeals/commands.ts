import type { Locale } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { recordAudit } from '../audit/audit';
import { companyOf } from '../certification/commands';
import type { Db, Queryable } from '../db/index';
import { warning } from '../http/errors';
import { formatTime } from '../http/time';
import { presentReply } from '../questions/index';
import { appealPolicy } from './policy';

export interface AppealForm {
  sectionId: number;
  type: string;
  problemDescription: string;
}

/** Files an appeal about a section the caller's company signed up to; returns its id. */
export async function fileAppeal(db: Db, user: SessionUser, form: AppealForm, now: Date): Promise<number> {
  const companyId = companyOf(user);
  return db.transaction(async (tx) => {
    const [signup] = await tx.query<{ id: number }>('SELECT id FROM signup WHERE section_id = $1 AND company_id = $2', [form.sectionId, companyId]);
    if (!signup) throw warning('appealNotSignedUp');
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO appeal (section_id, signup_id, user_id, company_id, type, status, problem_description, create_time)
       VALUES ($1, $2, $3, $4, $5, 1, $6, $7) RETURNING id`,
      [form.sectionId, signup.id, user.id, companyId, form.type, form.problemDescription, now],
    );
    await recordAudit(tx, { actorId: user.id, entity: 'appeal', entityId: Number(id), action: 'file', after: form });
    return Number(id);
  });
}

/** The caller's company's appeals about a section, oldest first. */
export async function appealsOf(db: Queryable, user: SessionUser, sectionId: number, zone: string, locale: Locale) {
  const params: unknown[] = [sectionId];
  const rows = await db.query<{
    id: number; section_id: number; type: string; status: number; problem_description: string;
    problem_reply: string | null; problem_reply_en: string | null; problem_reply_lo: string | null; reply_name: string | null; reply_time: Date | null; create_time: Date;
  }>(
    `SELECT id, section_id, type, status, problem_description, problem_reply, problem_reply_en, problem_reply_lo, reply_name, reply_time, create_time
       FROM appeal a WHERE a.section_id = $1 AND ${appealPolicy.scope(user, 'a', params)} ORDER BY a.id`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    sectionId: Number(r.section_id),
    type: r.type,
    status: r.status,
    problemDescription: r.problem_description,
    ...presentReply(r, locale),
    replyName: r.reply_name,
    replyTime: formatTime(r.reply_time, zone),
    createTime: formatTime(r.create_time, zone),
  }));
}
