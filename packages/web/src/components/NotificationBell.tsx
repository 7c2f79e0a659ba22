import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { onNotificationsChanged, unreadCount } from '../api/notifications';
import { useSession } from '../store/session';
import styles from './TopBar.module.css';

/** How often the bell asks for the unread count. */
export const BELL_POLL_MS = 20_000;
export const NOTIFICATIONS_PATH = '/Notifications';

/**
 * The bell of the top bar: the signed-in user's unread count, counted again every BELL_POLL_MS, when the
 * window regains focus and when notifications were read; it leads to the notification list.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { token, name } = useSession();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!token) return;
    let live = true;
    const refresh = () => unreadCount().then((n) => live && setCount(n), () => undefined);
    refresh();
    const timer = window.setInterval(refresh, BELL_POLL_MS);
    window.addEventListener('focus', refresh);
    const stop = onNotificationsChanged(refresh);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
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
