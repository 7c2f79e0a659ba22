import { DEFAULT_MAIL_EVENTS, isNotificationEvent, type Locale, type NotificationEvent, type NotificationParams } from '@portal/domain';
import { formatTime } from '../http/time';
import type { Caller } from '../http/policy';
import { notificationPolicy } from './policy';
import type { NotificationRow } from './queries';
import { titleOf } from './templates';

/** A notification as the list shows it: the title written in the reader's language and zone. */
export function presentNotification(row: NotificationRow, caller: Caller, locale: Locale, zone: string) {
  const params = row.params as NotificationParams;
  const event = row.event as NotificationEvent;
  return {
    id: Number(row.id),
    event,
    sectionId: row.section_id === null ? null : Number(row.section_id),
    signupId: params.signupId ?? null,
    title: isNotificationEvent(event) ? titleOf(event, params, locale, zone) : event,
    remark: event === 'stageRejected' ? (params.remark ?? '') : null,
    read: row.read_time !== null,
    actions: notificationPolicy.actions(caller, row),
    createTime: formatTime(row.create_time, zone)!,
  };
}

export const presentPreferences = (mailEvents: string[] | null | undefined, available: readonly NotificationEvent[]) => ({
  mailEvents: (mailEvents ?? DEFAULT_MAIL_EVENTS).filter((e) => available.includes(e as NotificationEvent)),
  events: [...available],
});
