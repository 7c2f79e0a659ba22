import { Popover, QRCode } from 'antd';
import { DownloadOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SITE } from '../site';
import styles from './TopBar.module.css';

/** Address of the Android app on the portal's own origin, as the QR code encodes it. */
const appDownloadUrl = (origin: string) => new URL(SITE.appDownloadPath, origin).href;

/** The header's app download menu: a QR code of the Android package and a direct link (part 1 §1). */
export function AppDownload() {
  const { t } = useTranslation();
  const url = appDownloadUrl(window.location.origin);
  const panel = (
    <div className={styles.appPanel}>
      <div className={styles.appTitle}>{t('shell.app.title')}</div>
      <QRCode value={url} size={148} color="#1457b8" bordered={false} />
      <div className={styles.appHint}>{t('shell.app.scan')}</div>
      <a href={SITE.appDownloadPath} download className={styles.appLink}>
        <DownloadOutlined /> {t('shell.app.direct')}
      </a>
    </div>
  );
  return (
    <Popover content={panel} placement="bottom" trigger={['hover', 'click']}>
      <button type="button" className={styles.stripLink}>
        <MobileOutlined /> {t('shell.app.menu')}
      </button>
    </Popover>
  );
}
