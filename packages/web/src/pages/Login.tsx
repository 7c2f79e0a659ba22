import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/LoginForm';
import { useSession } from '../store/session';
import styles from './accounts.module.css';

/** /login: home when a token exists (part 1 §2), otherwise the login form on its own page. */
export default function Login() {
  const { t } = useTranslation();
  const { token } = useSession();
  if (token) return <Navigate to="/" replace />;
  return (
    <div className={styles.narrow}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{t('accounts.login.title')}</h1>
        <LoginForm />
      </div>
    </div>
  );
}
