import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../api/request';
import { loadUserInfo, logout, useSession } from '../store/session';
import styles from './SessionGate.module.css';

/**
 * The session rules of navigation (part 1 §2): with a token but no user name yet, the user info is fetched
 * and the page waits for it; if that fails the user is logged out, told why (by the request layer) and sent home. Without a token
 * every page opens.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const needsUser = Boolean(session.token) && !session.name;

  useEffect(() => {
    if (!needsUser) return;
    let current = true;
    loadUserInfo().catch(async (error: unknown) => {
      // A 401 has already ended the session in the request layer (reason shown, login dialog open), which
      // re-renders this gate: only the way home is left to do.
      if (error instanceof RequestError && error.code === 401) return navigate('/');
      if (!current) return;
      await logout();
      navigate('/');
    });
    return () => {
      current = false;
    };
  }, [needsUser, navigate]);

  if (needsUser) {
    return (
      // A spinner of its own: antd's Spin would come with every page's first load (docs/decisions/bundle.md).
      <div className={styles.waiting} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('accounts.session.loading')}
      </div>
    );
  }
  return children;
}
