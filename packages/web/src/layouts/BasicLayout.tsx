import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useRouteDocumentTitle } from '../hooks/documentTitle';
import { useListStateReset } from '../hooks/listState';
import { NavProgress } from '../components/NavProgress';
import { DemoBanner } from '../components/DemoBanner';
import { TopBar } from '../components/TopBar';
import { Footer } from '../components/Footer';
import { LoginDialog } from '../components/LoginDialog';
import { SessionGate } from '../components/SessionGate';
import { SKIP_TARGET, SkipLink } from '../components/SkipLink';
import styles from './BasicLayout.module.css';
import './responsive.css';

/** The one shell around every route: progress bar, demo-mode band, top bar, the page, footer (part 1 §2). */
export function BasicLayout() {
  useListStateReset();
  useRouteDocumentTitle();
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <NavProgress />
      <DemoBanner />
      <TopBar />
      <main id="main-content" className={styles.main} {...SKIP_TARGET}>
        <SessionGate>
          <Outlet />
        </SessionGate>
      </main>
      <Footer showFiling={pathname === '/'} />
      <ScrollRestoration />
      <LoginDialog />
    </div>
  );
}
