import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../hooks/usePublicConfig';
import styles from './DemoBanner.module.css';

/**
 * A band above every page while the server is in demo mode (GET /common/config says demoMode), so nobody
 * takes a demo server, whose mailbox shows the demo domain's codes to all, for the real portal.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  if (!usePublicConfig()?.demoMode) return null;
  return (
    <div className={styles.banner} role="status">
      {t('shell.demoBanner')}
    </div>
  );
}
