import { Link, NavLink, useMatches, type UIMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../router';
import { AppDownload } from './AppDownload';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SearchBox } from './SearchBox';
import { UserArea } from './UserArea';
import { NotificationBell } from './NotificationBell';
import { isStaff } from '../admin/roles';
import { useSession } from '../store/session';
import styles from './TopBar.module.css';

/** Where the workbench link leads: the supplier's bids. */
export const WORKBENCH_PATH = '/PersonalCenter/MyBid';

/** Category tabs of the top bar (part 1 §2). */
export const NAV_ITEMS = [
  { to: '/', key: 'nav.home' },
  { to: '/MaterialProject', key: 'nav.material' },
  { to: '/Project', key: 'nav.engineering' },
  { to: '/ServiceItems', key: 'nav.service' },
] as const;

/** The top bar's look: 'dome1' when the deepest route that says so asks for the brand band. */
export function topBarLook(matches: Pick<UIMatch, 'handle'>[]): 'dome1' | 'plain' {
  const look = matches.reduce<RouteHandle['look']>((found, m) => (m.handle as RouteHandle | undefined)?.look ?? found, undefined);
  return look === 'dome1' ? 'dome1' : 'plain';
}

/** The portal's emblem; `onBrand` draws it white for the coloured band. */
function Emblem({ onBrand }: { onBrand: boolean }) {
  return (
    <svg viewBox="0 0 64 64" width="48" height="48" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill={onBrand ? '#fff' : '#1457b8'} />
      <path d="M16 44V20h14a9 9 0 0 1 0 18h-7v6z" fill={onBrand ? '#1457b8' : '#fff'} />
      <circle cx="46" cy="42" r="6" fill="#f5a623" />
    </svg>
  );
}

function Brand({ onBrand }: { onBrand: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={onBrand ? styles.brandOnBand : styles.brand}>
      <Emblem onBrand={onBrand} />
      <span className={styles.brandText}>
        <span className={styles.brandName}>{t('common.appName')}</span>
        <span className={styles.brandTagline}>{t('shell.tagline')}</span>
      </span>
    </Link>
  );
}

function Nav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav}>
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end className={({ isActive }) => (isActive ? `${styles.navItem} ${styles.active}` : styles.navItem)}>
          {t(item.key)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The top bar of part 1 §2: a strip with the greeting, the visitor's links, home, workbench, app download
 * and language; then either the brand band (logo and search on the brand colour, routes with look 'dome1')
 * with the tabs below it, or one white bar with logo, tabs and search.
 */
export function TopBar() {
  const { t } = useTranslation();
  const look = topBarLook(useMatches());
  // Buyer staff and administrators work in the buyer workbench.
  const workbench = isStaff(useSession().roles) ? '/admin' : WORKBENCH_PATH;
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={styles.inner}>
          <span className={styles.stripGroup}>
            <span className={styles.greeting}>{t('shell.greeting', { app: t('common.appName') })}</span>
            <UserArea />
            <NotificationBell />
          </span>
          <span className={styles.stripGroup}>
            <Link to="/" className={styles.stripLink}>
              {t('nav.home')}
            </Link>
            <span className={styles.stripDivider} aria-hidden="true" />
            <Link to={workbench} className={styles.stripLink}>
              {t('nav.workbench')}
            </Link>
            <span className={styles.stripDivider} aria-hidden="true" />
            <AppDownload />
            <span className={styles.stripDivider} aria-hidden="true" />
            <LanguageSwitcher />
          </span>
        </div>
      </div>
      {look === 'dome1' ? (
        <>
          <div className={styles.band}>
            <div className={styles.inner}>
              <Brand onBrand />
              <SearchBox width={480} />
            </div>
          </div>
          <div className={styles.navBar}>
            <div className={styles.inner}>
              <Nav />
            </div>
          </div>
        </>
      ) : (
        <div className={styles.plainBar}>
          <div className={styles.inner}>
            <Brand onBrand={false} />
            <Nav />
            <SearchBox size="middle" width={300} />
          </div>
        </div>
      )}
    </header>
  );
}
