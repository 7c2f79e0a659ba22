import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { onNotificationsChanged, unreadCount } from '../api/notifications';
import { useSession } from '../store/session';
import { tabStream } from '../api/liveStream';
import styles from './TopBar.module.css';

/** How often the bell asks for the unread count while the tab's live stream cannot be opened. */
export const BELL_POLL_MS = 20_000;
export const NOTIFICATIONS_PATH = '/Notifications';
/** When the count is asked if the stream has not brought it by then (the stream opens once the page has loaded). */
const FIRST_COUNT_MS = 2_500;

/**
 * The bell of the top bar: the signed-in user's unread count, pushed by the tab's live stream (issue 22 §3: the
 * count at once and on every change, the bell does not poll). While the stream cannot be opened, the bell asks every
 * BELL_POLL_MS, when the window regains focus and when notifications were read here; it leads to the notification list.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { token, name } = useSession();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!token) return;
    let live = true;
    let streaming = false;
    const refresh = () => {
      if (!streaming) unreadCount().then((n) => live && setCount(n), () => undefined);
    };
    const timer = window.setInterval(refresh, BELL_POLL_MS);
    const stopStream = tabStream.onNotify(
      (e) => live && setCount(Number(e.data?.unread) || 0),
      (open) => {
        streaming = open;
      },
    );
    // Until the stream is open (it waits for the page's own calls), the count is asked once.
    const first = window.setTimeout(refresh, FIRST_COUNT_MS);
    window.addEventListener('focus', refresh);
    const stop = onNotificationsChanged(refresh);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.clearTimeout(first);
      window.removeEventListener('focus', refresh);
      stopStream();
      stop();
    };
  }, [token]);
  if (!token || !name) return null;
  return (
    <>
      <span className={styles.stripDivider} aria-hidden="true" />
      <Link to={NOTIFICATIONS_PATH} className={styles.stripLink} style={{ paddingRight: count ? 8 : 0 }} aria-label={count ? t('notify.bellUnread', { count }) : t('notify.bell')} data-testid="notification-bell">
      <Badge count={count} size="small" offset={[6, 2]} overflowCount={99}>
        <BellOutlined style={{ fontSize: 15, color: 'inherit' }} />
      </Badge>
      </Link>
    </>
  );
}
