import type { TestApp } from '../test/harness';

/** The caller's notifications as the list page reads them. */
export const notifications = async (t: TestApp, token: string, locale = 'en', query = '') =>
  t.call({ method: 'GET', url: `/prod-api/notifications${query}`, token, locale });

export const unread = async (t: TestApp, token: string, locale = 'en') => (await t.call({ method: 'GET', url: '/prod-api/notifications/unread', token, locale })).data.unread as number;

/** Events of the user's notifications, oldest first. */
export const eventsOf = async (t: TestApp, userId: number) =>
  (await t.db.query<{ event: string }>('SELECT event FROM notification WHERE user_id = $1 ORDER BY id', [userId])).map((r) => r.event);

/** Notification mail kept in the outbox for an address, oldest first (the registration code mail left out). */
export const mailTo = async (t: TestApp, address: string) =>
  t.db.query<{ subject: string; body: string }>(
    "SELECT subject, body FROM mail_outbox WHERE lower(to_address) = lower($1) AND subject <> '采购平台邮箱验证码' ORDER BY id",
    [address],
  );
