import type { SessionUser } from '../accounts/sessions';
import type { Queryable } from '../db/index';
import { placeholder } from '../http/policy';
import { notificationPolicy } from './policy';

export interface NotificationRow {
  id: number;
  user_id: number;
  event: string;
  section_id: number | null;
  params: Record<string, unknown>;
  read_time: Date | null;
  create_time: Date;
}

const COLUMNS = 'n.id, n.user_id, n.event, n.section_id, n.params, n.read_time, n.create_time';

/** The user's own notifications, newest first, with the total and the unread count. */
export async function listNotifications(db: Queryable, user: SessionUser, pageNum: number, pageSize: number, unreadOnly: boolean) {
  const filter = unreadOnly ? 'AND n.read_time IS NULL' : '';
  const params: unknown[] = [];
  const scope = notificationPolicy.scope(user, 'n', params);
  const [rows, counts] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT ${COLUMNS} FROM notification n WHERE ${scope} ${filter} ORDER BY n.id DESC LIMIT ${placeholder(params, pageSize)} OFFSET ${placeholder(params, (pageNum - 1) * pageSize)}`,
      params,
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*) FILTER (WHERE true ${filter})::int AS total, count(*) FILTER (WHERE n.read_time IS NULL)::int AS unread FROM notification n WHERE ${scope}`,
      params.slice(0, params.length - 2),
    ),
  ]);
  return { rows, total: counts[0].total, unread: counts[0].unread };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND read_time IS NULL', [userId]);
  return row.n;
}

/** One of the user's notifications; another user's reads as absent. */
export async function findNotification(db: Queryable, user: SessionUser, id: number) {
  const params: unknown[] = [id];
  const [row] = await db.query<NotificationRow>(`SELECT ${COLUMNS} FROM notification n WHERE n.id = $1 AND ${notificationPolicy.scope(user, 'n', params)}`, params);
  return row;
}

export async function preferencesOf(db: Queryable, userId: number) {
  const [row] = await db.query<{ mail_events: string[] | null; locale: string }>('SELECT mail_events, locale FROM notification_preference WHERE user_id = $1', [userId]);
  return row;
}
