import { lazy, Suspense, useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Link, NavLink, useMatches, type UIMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../router';
import { AppDownload } from './AppDownload';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SearchBox } from './SearchBox';
import { UserArea } from './UserArea';
import { isStaff } from '../admin/roles';
import { COMPACT_HEADER_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { useSession } from '../store/session';
import styles from './TopBar.module.css';

/** The phone menu (a drawer) loads on the first tap of its button, never with the page (docs/decisions/bundle.md). */
/** The bell (with antd's Badge) loads for a signed-in user only, not with a visitor's first load (docs/decisions/bundle.md). */
const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })));
const loadPhoneMenu = () => import('./PhoneMenu');
const PhoneMenu = lazy(loadPhoneMenu);

/**
 * Where the workbench link leads: the buyer workbench, for buyer staff and administrators only. Visitors and
 * suppliers get no such link (issue 23: a visitor took it for a way in; a supplier's bids are under its name).
 */
export const workbenchPath = (roles: readonly string[]) => (isStaff(roles) ? '/admin' : undefined);

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

function Brand({ onBrand, compact = false }: { onBrand: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={onBrand ? styles.brandOnBand : styles.brand}>
      <Emblem onBrand={onBrand} />
      {compact ? (
        <span className={styles.brandName}>{t('common.appNameShort')}</span>
      ) : (
        <span className={styles.brandText}>
          <span className={styles.brandName}>{t('common.appName')}</span>
          <span className={styles.brandTagline}>{t('shell.tagline')}</span>
        </span>
      )}
    </Link>
  );
}

export function Nav({ className = styles.nav }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <nav className={className} aria-label={t('nav.main')}>
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end className={({ isActive }) => (isActive ? `${styles.navItem} ${styles.active}` : styles.navItem)}>
          {t(item.key)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The top bar of phones and narrow tablets (below antd's lg breakpoint, 992 px): the brand, the language
 * switch and a menu button whose drawer holds the search, the category tabs, the account and the links of
 * the strip. Routes with the brand band keep the search under the bar, where visitors look for it.
 */
function CompactTopBar({ look, workbench }: { look: 'dome1' | 'plain'; workbench: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <header className={`${styles.header} ${styles.compact}`}>
      <div className={styles.compactBar}>
        <Brand onBrand={false} compact />
        <span className={styles.compactActions}>
          <LanguageSwitcher />
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('shell.menu.open')}
            aria-expanded={open}
            onPointerEnter={loadPhoneMenu}
            onFocus={loadPhoneMenu}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            <MenuOutlined />
          </button>
        </span>
      </div>
      {look === 'dome1' && (
        <div className={styles.compactSearch}>
          <SearchBox size="large" width="100%" />
        </div>
      )}
      {opened && (
        <Suspense fallback={null}>
          <PhoneMenu open={open} onClose={() => setOpen(false)} withSearch={look !== 'dome1'} workbench={workbench} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The top bar of part 1 §2: a strip with the greeting, the visitor's links, home, workbench (staff only), app download
 * and language; then either the brand band (logo and search on the brand colour, routes with look 'dome1')
 * with the tabs below it, or one white bar with logo, tabs and search.
 */
export function TopBar() {
  const { t } = useTranslation();
  const look = topBarLook(useMatches());
  const session = useSession();
  const workbench = workbenchPath(session.roles);
  const signedIn = Boolean(session.token && session.name);
  if (useMediaQuery(COMPACT_HEADER_QUERY)) return <CompactTopBar look={look} workbench={workbench} />;
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={styles.inner}>
          <span className={styles.stripGroup}>
            <span className={styles.greeting}>{t('shell.greeting', { app: t('common.appName') })}</span>
            <UserArea />
            {signedIn && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
          </span>
          <span className={styles.stripGroup}>
            <Link to="/" className={styles.stripLink}>
              {t('nav.home')}
            </Link>
            {workbench && (
              <>
                <span className={styles.stripDivider} aria-hidden="true" />
                <Link to={workbench} className={styles.stripLink}>
                  {t('nav.workbench')}
                </Link>
              </>
            )}
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
