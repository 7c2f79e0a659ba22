import type { NotificationEvent } from '@portal/domain';
import { get, post, put, type ApiResult, type PageResult } from './request';
import { quietGet } from './quiet';

/** A notification as GET /notifications gives it: the title already in the reader's language. */
export interface NotificationItem {
  id: number;
  event: NotificationEvent;
  sectionId: number | null;
  signupId: number | null;
  title: string;
  /** The reviewer's remark of a rejected stage. */
  remark: string | null;
  read: boolean;
  createTime: string;
}

/** Unread count for the bell; quiet: a failed poll shows nothing. */
export const unreadCount = async () => (await quietGet<ApiResult<{ unread: number }>>('/notifications/unread')).data?.unread ?? 0;

export const listNotifications = (pageNum: number, pageSize: number, unreadOnly: boolean) =>
  get<PageResult<NotificationItem> & { unread: number }>('/notifications', { pageNum, pageSize, ...(unreadOnly ? { unread: '1' } : {}) });

/** Marks the given notifications read, or all of the caller's. */
export const markRead = (ids?: number[]) => post<ApiResult<{ updated: number }>>('/notifications/read', ids ? { ids } : {});

export interface Preferences {
  mailEvents: NotificationEvent[];
  events: NotificationEvent[];
}
export const getPreferences = () => get<ApiResult<Preferences>>('/notifications/preferences');
export const savePreferences = (mailEvents: NotificationEvent[]) => put<ApiResult<Preferences>>('/notifications/preferences', { mailEvents });

const CHANGED = 'portal:notifications-changed';
/** Tells the bell to count again (after notifications were read). */
export const notificationsChanged = () => window.dispatchEvent(new Event(CHANGED));
export const onNotificationsChanged = (listener: () => void) => {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
};
