import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoadTimeout } from '../pageLoader';
import styles from './RouteError.module.css';

/**
 * Shown when a page fails to load or render: a way home instead of a blank screen. Plain markup rather than
 * antd's Result and Button, which would weigh on every first load (docs/decisions/bundle.md) and cannot be loaded
 * lazily here: this page shows precisely when chunks fail to load.
 */
export function RouteError() {
  const { t } = useTranslation();
  const timedOut = useRouteError() instanceof PageLoadTimeout;
  return (
    <div className={styles.error} role="alert">
      <h1 className={styles.title}>{t(timedOut ? 'common.request.timeout' : 'messages.serverError')}</h1>
      <a className={styles.home} href="/">
        {t('common.home')}
      </a>
    </div>
  );
}
