import { useEffect, type ReactNode } from 'react';
import { App, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../api/request';
import { loadUserInfo, logout, useSession } from '../store/session';
import styles from './SessionGate.module.css';

/**
 * The session rules of navigation (part 1 §2): with a token but no user name yet, the user info is fetched
 * and the page waits for it; if that fails the user is logged out, told why and sent home. Without a token
 * every page opens.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const needsUser = Boolean(session.token) && !session.name;

  useEffect(() => {
    if (!needsUser) return;
    let current = true;
    loadUserInfo().catch(async (error: unknown) => {
      if (!current) return;
      await logout();
      // The request layer shows every failure but 401, which it answers with the login dialog.
      if (error instanceof RequestError && error.code === 401) message.error(error.message);
      navigate('/');
    });
    return () => {
      current = false;
    };
  }, [needsUser, message, navigate]);

  if (needsUser) {
    return (
      <div className={styles.waiting}>
        <Spin description={t('accounts.session.loading')} />
      </div>
    );
  }
  return children;
}
