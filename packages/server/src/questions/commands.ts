import { QuestionStatus, type QuestionForm, type QuestionListQuery } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { recordAudit } from '../audit/audit';
import { companyOf } from '../certification/commands';
import type { Db, Queryable } from '../db/index';
import { notFound, warning } from '../http/errors';
import { publicSectionSql } from '../sections/policy';
import { questionPolicy, type QuestionPolicyRow } from './policy';

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const likePattern = (text: string) => '%' + text.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';

/**
 * The sections a supplier may ask about: public sections its company signed up to or that the user follows,
 * newest first.
 */
const ASKABLE = `${publicSectionSql('sec')}
  AND (EXISTS (SELECT 1 FROM signup su WHERE su.section_id = sec.id AND su.company_id = $1)
       OR EXISTS (SELECT 1 FROM follow fo WHERE fo.section_id = sec.id AND fo.user_id = $2))`;

export async function askableSections(db: Queryable, user: SessionUser) {
  return db.query<Record<string, unknown>>(
    `SELECT sec.id, sec.section_name, sec.section_name_en, sec.section_name_lo, sec.organization, sec.organization_en, sec.organization_lo,
            sec.bidding_type, sec.section_stauts
       FROM section sec WHERE ${ASKABLE} ORDER BY sec.create_time DESC, sec.id DESC LIMIT 500`,
    [companyOf(user), user.id],
  );
}

async function assertAskable(tx: Queryable, user: SessionUser, sectionId: number) {
  const rows = await tx.query(`SELECT 1 FROM section sec WHERE sec.id = $3 AND ${ASKABLE}`, [companyOf(user), user.id, sectionId]);
  if (rows.length === 0) throw warning('questionSectionNotAllowed');
}

const QUESTION_COLUMNS = `q.id, q.section_id, q.problem_description, q.create_by_name, q.create_phonenumber, q.status, q.submit_time,
  q.problem_reply, q.problem_reply_en, q.problem_reply_lo, q.reply_name, q.reply_phonenumber, q.reply_time, q.create_time, sec.section_name, sec.section_name_en, sec.section_name_lo,
  c.name AS company_name, q.company_id, sec.buyer_company_id`;
const QUESTION_FROM = 'FROM question q JOIN section sec ON sec.id = q.section_id JOIN company c ON c.id = q.company_id';

/** One of the caller's company's questions; another's is answered as absent. */
export async function findQuestion(db: Queryable, user: SessionUser, id: number) {
  const params: unknown[] = [id];
  const [row] = await db.query<Record<string, unknown>>(`SELECT ${QUESTION_COLUMNS} ${QUESTION_FROM} WHERE q.id = $1 AND ${questionPolicy.scope(user, 'q', params)}`, params);
  if (!row) throw notFound('questionNotFound');
  return row;
}

/** The caller's company's questions, newest first, with the filters of MyQuestion. */
export async function listQuestions(db: Queryable, user: SessionUser, query: QuestionListQuery, zone: string) {
  const params: unknown[] = [];
  const where = [questionPolicy.scope(user, 'q', params)];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', '$' + params.length));
  };
  if (query.sectionName) add('sec.search_text LIKE ?', likePattern(query.sectionName));
  if (query.companyName) add('lower(c.name) LIKE ?', likePattern(query.companyName));
  if (query.createByName) add('lower(q.create_by_name) LIKE ?', likePattern(query.createByName));
  if (query.status !== undefined) add('q.status = ?', query.status);
  if (query.submitTimeStart || query.submitTimeEnd) {
    params.push(zone);
    const zoneParam = '$' + params.length;
    if (query.submitTimeStart) add(`q.submit_time >= (?::date)::timestamp AT TIME ZONE ${zoneParam}`, query.submitTimeStart);
    if (query.submitTimeEnd) add(`q.submit_time < (?::date + 1)::timestamp AT TIME ZONE ${zoneParam}`, query.submitTimeEnd);
  }
  const from = `${QUESTION_FROM} WHERE ${where.join(' AND ')}`;
  const [rows, count] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT ${QUESTION_COLUMNS} ${from} ORDER BY q.create_time DESC, q.id DESC LIMIT ${query.pageSize} OFFSET ${(query.pageNum - 1) * query.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params),
  ]);
  return { rows, total: count[0].total };
}

/** A question the caller may see, locked for a change; 404 otherwise. */
async function visibleQuestion(tx: Queryable, user: SessionUser, id: number) {
  const params: unknown[] = [id];
  const [row] = await tx.query<QuestionPolicyRow & { section_id: number; create_by_name: string; create_phonenumber: string | null }>(
    `SELECT q.status, q.company_id, q.section_id, q.create_by_name, q.create_phonenumber, s.buyer_company_id
       FROM question q JOIN section s ON s.id = q.section_id WHERE q.id = $1 AND ${questionPolicy.scope(user, 'q', params)} FOR UPDATE OF q`,
    params,
  );
  if (!row) throw notFound('questionNotFound');
  return row;
}

/** Who asks: the names given, else those stored before, else the caller's own name and phone. */
async function askerOf(tx: Queryable, user: SessionUser, form: QuestionForm, stored?: { create_by_name: string; create_phonenumber: string | null }) {
  const [me] = await tx.query<{ nick_name: string; phonenumber: string | null }>('SELECT nick_name, phonenumber FROM app_user WHERE id = $1', [user.id]);
  return {
    name: form.createByName || stored?.create_by_name || me.nick_name,
    phone: form.createPhonenumber || stored?.create_phonenumber || me.phonenumber,
  };
}

/** Asks a question as a draft (1) or submitted (2); returns its id. */
export async function createQuestion(db: Db, user: SessionUser, form: QuestionForm, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await assertAskable(tx, user, form.sectionId);
    const asker = await askerOf(tx, user, form);
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO question (section_id, user_id, company_id, problem_description, create_by_name, create_phonenumber, status, submit_time, create_time, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [form.sectionId, user.id, companyOf(user), form.problemDescription, asker.name, asker.phone, form.status, form.status === QuestionStatus.submitted ? now : null, now],
    );
    await recordAudit(tx, { actorId: user.id, entity: 'question', entityId: Number(id), action: 'create', after: { sectionId: form.sectionId, status: form.status } });
    return Number(id);
  });
}

/** Changes a draft (saved again as draft, or submitted); submitted and replied questions are read-only. */
export async function updateQuestion(db: Db, user: SessionUser, id: number, form: QuestionForm, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await visibleQuestion(tx, user, id);
    if (!questionPolicy.may(user, 'edit', current)) throw warning('questionNotEditable');
    await assertAskable(tx, user, form.sectionId);
    const asker = await askerOf(tx, user, form, current);
    await tx.query(
      `UPDATE question SET section_id = $2, problem_description = $3, create_by_name = $4, create_phonenumber = $5, status = $6,
              submit_time = $7, update_time = $8 WHERE id = $1`,
      [id, form.sectionId, form.problemDescription, asker.name, asker.phone, form.status, form.status === QuestionStatus.submitted ? now : null, now],
    );
    await recordAudit(tx, { actorId: user.id, entity: 'question', entityId: id, action: 'update', before: { status: current.status }, after: { sectionId: form.sectionId, status: form.status } });
  });
}

/** Deletes a draft of the caller's company. */
export async function deleteQuestion(db: Db, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await visibleQuestion(tx, user, id);
    if (!questionPolicy.may(user, 'delete', current)) throw warning('questionNotDeletable');
    await tx.query('DELETE FROM question WHERE id = $1', [id]);
    await recordAudit(tx, { actorId: user.id, entity: 'question', entityId: id, action: 'delete', before: { sectionId: Number(current.section_id), status: current.status } });
  });
}
