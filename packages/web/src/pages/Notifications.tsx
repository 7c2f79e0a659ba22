import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Pagination, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@portal/domain';
import { listNotifications, markRead, notificationsChanged, type NotificationItem } from '../api/notifications';
import { NotificationPreferences } from '../components/NotificationPreferences';
import { useSession } from '../store/session';
import { isStaff } from '../admin/roles';
import styles from './notifications.module.css';

/** Where a notification leads: the supplier's bid, the buyer's workbench, or the announcement. */
function targetOf(n: NotificationItem, staff: boolean): { to: string; key: string } | null {
  if (n.sectionId === null) return null;
  if (staff) return { to: n.event === 'questionNew' ? '/admin/questions' : n.event === 'appealNew' ? '/admin/appeals' : '/admin/reviews', key: 'notify.view' };
  if (n.signupId) return { to: `/PersonalCenter/BidDetails?id=${n.signupId}`, key: 'notify.bid' };
  return { to: `/TenderAnnouncement?id=${n.sectionId}`, key: 'notify.view' };
}

/** The signed-in user's notifications, newest first: read one or all; below, which events e-mail the user. */
export default function Notifications() {
  const { t } = useTranslation();
  const staff = isStaff(useSession().roles);
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [data, setData] = useState<{ rows: NotificationItem[]; total: number; unread: number }>();
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const r = await listNotifications(page, PAGE_SIZE, unreadOnly);
      setData({ rows: r.rows, total: r.total, unread: r.unread });
    } catch {
      // shown by the request layer
    } finally {
      setLoading(false);
    }
  }, [page, unreadOnly]);
  useEffect(() => {
    void load();
  }, [load]);

  const read = async (ids?: number[]) => {
    await markRead(ids);
    notificationsChanged();
    await load();
  };

  // Mark as read goes once pressed, mark all as read is disabled: the focus goes first to the notification just
  // read (or the title), rather than falling with its button to the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const readPressed = useRef(false);
  const readOne = (event: MouseEvent<HTMLElement>, id: number) => {
    event.currentTarget.closest<HTMLElement>('li')?.focus();
    readPressed.current = true;
    void read([id]);
  };
  const readAll = () => {
    heading.current?.focus();
    void read();
  };
  // With only the unread shown, the one read leaves the list too, and the focus with it: the title takes it.
  useEffect(() => {
    if (!readPressed.current) return;
    readPressed.current = false;
    if (document.activeElement === document.body) heading.current?.focus();
  }, [data]);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.heading} ref={heading} tabIndex={-1}>
            {t('notify.title')}
          </h1>
          <span className={styles.tools}>
            <label>
              <Switch size="small" checked={unreadOnly} onChange={(v) => (setPage(1), setUnreadOnly(v))} /> {t('notify.unreadOnly')}
            </label>
            <Button color="primary" variant="outlined" disabled={!data?.unread} onClick={readAll}>
              {t('notify.markAllRead')}
            </Button>
          </span>
        </header>
        {!data ? (
          <Skeleton active={loading} paragraph={{ rows: 3 }} style={{ marginTop: 16 }} />
        ) : data.rows.length === 0 ? (
            <Empty description={t('notify.empty')} style={{ padding: 40 }} />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="notification-list">
              {data.rows.map((n) => {
                const target = targetOf(n, staff);
                return (
                  <li key={n.id} className={styles.item} tabIndex={-1}>
                    <span className={`${styles.dot} ${n.read ? '' : styles.unreadDot}`} aria-label={n.read ? undefined : t('notify.unread')} />
                    <div className={styles.body}>
                      <div className={`${styles.itemTitle} ${n.read ? '' : styles.itemTitleUnread}`}>{n.title}</div>
                      {n.remark && <div className={styles.remark}>{t('notify.remark', { remark: n.remark })}</div>}
                      <div className={styles.meta}>
                        <span>{n.createTime}</span>
                        {target && (
                          <Link to={target.to} onClick={() => !n.read && void read([n.id])}>
                            {t(target.key)}
                          </Link>
                        )}
                        {!n.read && (
                          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={(event) => readOne(event, n.id)}>
                            {t('notify.markRead')}
                          </Button>
                        )}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        {data && data.total > PAGE_SIZE && (
          <Pagination style={{ marginTop: 16, textAlign: 'right' }} current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={setPage} />
        )}
      </div>
      <div className={styles.card}>
        <NotificationPreferences />
      </div>
    </div>
  );
}
