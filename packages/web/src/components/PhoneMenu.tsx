import { useEffect, useRef, type MouseEvent } from 'react';
import { Drawer } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE } from '../site';
import { NotificationBell } from './NotificationBell';
import { SearchBox } from './SearchBox';
import { Nav } from './TopBar';
import { UserArea } from './UserArea';
import styles from './TopBar.module.css';

/**
 * The drawer behind the compact top bar's menu button: the search (unless the page shows it under the
 * bar), the category tabs, the account (log in and register, or the user, certification, notifications and
 * log out) and home, the workbench (buyer staff only) and the app's page. It closes when the visitor goes somewhere.
 */
export default function PhoneMenu({ open, onClose, withSearch, workbench }: { open: boolean; onClose: () => void; withSearch: boolean; workbench: string | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current !== location) onClose();
    shown.current = location;
  }, [location, onClose]);
  // The account's buttons open a dialog (log in, certification) or log out: the drawer makes way.
  const closeOnButton = (event: MouseEvent) => {
    if ((event.target as Element).closest('button')) onClose();
  };

  return (
    <Drawer open={open} onClose={onClose} placement="right" size="min(320px, 86vw)" title={t('shell.menu.title')} className={styles.drawer}>
      <div className={styles.drawerBody}>
        {withSearch && <SearchBox size="large" width="100%" />}
        <Nav className={styles.drawerNav} />
        <section className={styles.drawerAccount} aria-label={t('shell.menu.account')} onClickCapture={closeOnButton}>
          <UserArea />
          <NotificationBell />
        </section>
        <nav className={styles.drawerLinks} aria-label={t('shell.menu.more')}>
          <Link to="/" className={styles.stripLink}>
            {t('nav.home')}
          </Link>
          {workbench && (
            <Link to={workbench} className={styles.stripLink}>
              {t('nav.workbench')}
            </Link>
          )}
          <Link to={SITE.appLandingPath} className={styles.stripLink}>
            <MobileOutlined /> {t('shell.app.menu')}
          </Link>
        </nav>
      </div>
    </Drawer>
  );
}
