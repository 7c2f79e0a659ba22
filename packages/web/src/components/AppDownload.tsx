import { lazy, Suspense, useId } from 'react';
import { MobileOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePopup } from '../hooks/usePopup';
import { SITE } from '../site';
import styles from './TopBar.module.css';
import popup from './LanguageSwitcher.module.css';

/** The QR code's drawing code loads when the menu opens, not with every page (docs/decisions/bundle.md). */
const QRCode = lazy(() => import('antd/es/qr-code'));

/** Address of the app's landing page on the portal's own origin, as the QR codes encode it. */
export const appLandingUrl = (origin = window.location.origin) => new URL(SITE.appLandingPath, origin).href;

/**
 * The header's app menu: a QR code of the app's landing page and a link to it (part 1 §1), in a panel under
 * its button (usePopup; antd's Popover would come with every page, docs/decisions/bundle.md).
 */
export function AppDownload() {
  const { t } = useTranslation();
  const { open, setOpen, rootProps, buttonProps } = usePopup();
  const panelId = useId();
  return (
    <span {...rootProps} className={popup.switcher}>
      <button {...buttonProps} type="button" className={styles.stripLink} aria-controls={open ? panelId : undefined}>
        <MobileOutlined /> {t('shell.app.menu')}
      </button>
      {open && (
        <div id={panelId} className={`${popup.menu} ${popup.centred}`}>
          <div className={styles.appPanel}>
            <div className={styles.appTitle}>{t('shell.app.title')}</div>
            <Suspense fallback={<div className={styles.appQrPlaceholder} />}>
              <QRCode value={appLandingUrl()} size={148} color="#1457b8" bordered={false} />
            </Suspense>
            <div className={styles.appHint}>{t('shell.app.scan')}</div>
            <Link to={SITE.appLandingPath} className={styles.appLink} onClick={() => setOpen(false)}>
              {t('shell.app.direct')} <RightOutlined />
            </Link>
          </div>
        </div>
      )}
    </span>
  );
}
