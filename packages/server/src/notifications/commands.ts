import type { NotificationEvent, NotificationParams } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Db, Queryable } from '../db/index';
import { notFound } from '../http/errors';
import { placeholder } from '../http/policy';
import { notificationPolicy } from './policy';
import { mailsFor } from './mailRules';

interface SectionNames {
  section_name: string;
  section_name_en: string;
  section_name_lo: string;
}
export const namesOf = (s: SectionNames): NotificationParams => ({ sectionName: s.section_name, sectionNameEn: s.section_name_en, sectionNameLo: s.section_name_lo });

/**
 * Notifies users of one event in the caller's transaction: one notification per user and dedupe key (a
 * second delivery of the same event changes nothing), and a mail job where the user's preferences ask for
 * mail and the user has an address. The mail itself is sent after commit by the mail queue.
 */
export async function notify(
  tx: Queryable,
  userIds: number[],
  event: NotificationEvent,
  sectionId: number | null,
  params: NotificationParams,
  dedupeKey: string,
): Promise<number> {
  const unique = [...new Set(userIds.map(Number))];
  if (!unique.length) return 0;
  const rows = await tx.query<{ id: number; user_id: number }>(
    `INSERT INTO notification (user_id, event, section_id, params, dedupe_key, create_time)
     SELECT u, $2, $3, $4, $5, clock_timestamp() FROM unnest($1::bigint[]) AS u
     ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id, user_id`,
    [unique, event, sectionId, JSON.stringify(params), dedupeKey],
  );
  if (!rows.length) return 0;
  const recipients = await tx.query<{ id: number; email: string | null; mail_events: string[] | null }>(
    `SELECT u.id, u.email, p.mail_events FROM app_user u LEFT JOIN notification_preference p ON p.user_id = u.id WHERE u.id = ANY($1::bigint[])`,
    [rows.map((r) => r.user_id)],
  );
  const mailTo = new Set(recipients.filter((r) => r.email && mailsFor(r.mail_events, event)).map((r) => Number(r.id)));
  const jobs = rows.filter((r) => mailTo.has(Number(r.user_id))).map((r) => Number(r.id));
  if (jobs.length) await tx.query('INSERT INTO mail_job (notification_id, run_at) SELECT n, NULL FROM unnest($1::bigint[]) AS n', [jobs]);
  return rows.length;
}

/** Marks the user's notifications read: the ones given, or all. Another user's id reads as absent (404). */
export async function markRead(db: Db, user: SessionUser, ids: number[] | 'all', now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const params: unknown[] = [];
    const scope = notificationPolicy.scope(user, 'n', params);
    const chosen = ids === 'all' ? '' : `AND n.id = ANY(${placeholder(params, ids)}::bigint[])`;
    if (ids !== 'all') {
      const own = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM notification n WHERE ${scope} ${chosen}`, params);
      if (own[0].n !== new Set(ids).size) throw notFound('notificationNotFound');
    }
    // Only what markRead allows: the caller's own unread notifications.
    const updated = await tx.query(`UPDATE notification n SET read_time = ${placeholder(params, now)} WHERE ${scope} AND n.read_time IS NULL ${chosen} RETURNING n.id`, params);
    return updated.length;
  });
}

/** Saves the events that mail the user (names already checked) and the language mail is written in. */
export async function savePreferences(db: Queryable, userId: number, mailEvents: string[] | undefined, locale: string): Promise<void> {
  await db.query(
    `INSERT INTO notification_preference (user_id, mail_events, locale) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET mail_events = COALESCE($2, notification_preference.mail_events), locale = $3`,
    [userId, mailEvents ?? null, locale],
  );
}

/** Remembers the language the user reads the portal in, for mail (cheap: writes only on a change). */
export async function rememberLocale(db: Queryable, userId: number, locale: string): Promise<void> {
  await db.query(
    `INSERT INTO notification_preference (user_id, locale) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET locale = $2 WHERE notification_preference.locale IS DISTINCT FROM $2`,
    [userId, locale],
  );
}
