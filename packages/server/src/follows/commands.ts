
import type { Db, Queryable } from '../db/index';
import { recordAudit } from '../audit/audit';
import type { SessionUser } from '../accounts/sessions';
import { notFound } from '../http/errors';
import { followPolicy } from './policy';
import { publicSection, publicSectionSql } from '../sections/policy';

/**
 * Follows a public section for a user and returns the follow id. Following again keeps the one follow
 * and answers its id (the unique key settles two concurrent clicks).
 */
export async function followSection(db: Db, userId: number, sectionId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [section] = await tx.query<{ section_stauts: number }>('SELECT section_stauts FROM section WHERE id = $1', [sectionId]);
    publicSection(section);
    const inserted = await tx.query<{ id: number }>(
      'INSERT INTO follow (user_id, section_id, create_time) VALUES ($1, $2, $3) ON CONFLICT (user_id, section_id) DO NOTHING RETURNING id',
      [userId, sectionId, now],
    );
    if (inserted[0]) {
      await recordAudit(tx, { actorId: userId, entity: 'follow', entityId: inserted[0].id, action: 'follow', after: { sectionId } });
      return inserted[0].id;
    }
    const existing = await tx.query<{ id: number }>('SELECT id FROM follow WHERE user_id = $1 AND section_id = $2', [userId, sectionId]);
    return existing[0].id;
  });
}

/** Removes one of the user's own follows by its id; another user's follow is answered as not found. */
export async function unfollow(db: Db, user: SessionUser, followId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const params: unknown[] = [followId];
    const removed = await tx.query<{ section_id: number }>(`DELETE FROM follow f WHERE f.id = $1 AND ${followPolicy.scope(user, 'f', params)} RETURNING f.section_id`, params);
    if (!removed[0]) throw notFound('followNotFound');
    await recordAudit(tx, { actorId: user.id, entity: 'follow', entityId: followId, action: 'unfollow', before: { sectionId: removed[0].section_id } });
  });
}

/** Whether the user follows the section: 1 or 0, as the announcement's isFollow. */
export async function isFollowing(db: Queryable, userId: number, sectionId: number): Promise<number> {
  const rows = await db.query('SELECT 1 FROM follow WHERE user_id = $1 AND section_id = $2', [userId, sectionId]);
  return rows.length > 0 ? 1 : 0;
}

export interface FollowListQuery {
  pageNum: number;
  pageSize: number;
  sectionName?: string;
  organization?: string;
  createTimeStart?: string;
  createTimeEnd?: string;
}

const likePattern = (text: string) => '%' + text.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';

/**
 * The user's follows, newest first. Names and organizations are searched in all three languages; the
 * follow dates are whole days `yyyy-MM-dd` in the requester's zone, both ends included.
 */
export async function listFollows(db: Queryable, user: SessionUser, query: FollowListQuery, zone: string) {
  const params: unknown[] = [];
  const where = [followPolicy.scope(user, 'f', params), publicSectionSql('s')];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', '$' + params.length));
  };
  if (query.sectionName) add('(lower(s.section_name) LIKE ? OR lower(s.section_name_en) LIKE ? OR lower(s.section_name_lo) LIKE ?)', likePattern(query.sectionName));
  if (query.organization) add('(lower(s.organization) LIKE ? OR lower(s.organization_en) LIKE ? OR lower(s.organization_lo) LIKE ?)', likePattern(query.organization));
  if (query.createTimeStart || query.createTimeEnd) {
    params.push(zone);
    const zoneParam = '$' + params.length;
    if (query.createTimeStart) add(`f.create_time >= (?::date)::timestamp AT TIME ZONE ${zoneParam}`, query.createTimeStart);
    if (query.createTimeEnd) add(`f.create_time < (?::date + 1)::timestamp AT TIME ZONE ${zoneParam}`, query.createTimeEnd);
  }
  const filter = where.join(' AND ');
  const from = `FROM follow f JOIN section s ON s.id = f.section_id WHERE ${filter}`;
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, count] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT f.id, f.user_id, f.section_id, f.create_time, s.section_name, s.section_name_en, s.section_name_lo, s.organization, s.organization_en,
              s.organization_lo, s.bidding_type, s.project_type, s.section_stauts
         ${from} ORDER BY f.create_time DESC, f.id DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params),
  ]);
  return { rows, total: count[0].total };
}
