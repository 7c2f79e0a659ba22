import type { Queryable } from '../db/index';

export interface NotificationRow {
  id: number;
  event: string;
  section_id: number | null;
  params: Record<string, unknown>;
  read_time: Date | null;
  create_time: Date;
}

/** The user's own notifications, newest first, with the total and the unread count. */
export async function listNotifications(db: Queryable, userId: number, pageNum: number, pageSize: number, unreadOnly: boolean) {
  const filter = unreadOnly ? 'AND read_time IS NULL' : '';
  const [rows, counts] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT id, event, section_id, params, read_time, create_time FROM notification WHERE user_id = $1 ${filter} ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (pageNum - 1) * pageSize],
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*) FILTER (WHERE true ${filter ? 'AND read_time IS NULL' : ''})::int AS total, count(*) FILTER (WHERE read_time IS NULL)::int AS unread FROM notification WHERE user_id = $1`,
      [userId],
    ),
  ]);
  return { rows, total: counts[0].total, unread: counts[0].unread };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND read_time IS NULL', [userId]);
  return row.n;
}

/** One of the user's notifications; another user's reads as absent. */
export async function findNotification(db: Queryable, userId: number, id: number) {
  const [row] = await db.query<NotificationRow>('SELECT id, event, section_id, params, read_time, create_time FROM notification WHERE id = $1 AND user_id = $2', [id, userId]);
  return row;
}

export async function preferencesOf(db: Queryable, userId: number) {
  const [row] = await db.query<{ mail_events: string[] | null; locale: string }>('SELECT mail_events, locale FROM notification_preference WHERE user_id = $1', [userId]);
  return row;
}
