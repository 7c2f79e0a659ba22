import { useEffect, useState } from 'react';
import { Alert, Button, QRCode } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AppPackage } from '@portal/domain';
import { getAppPackage } from '../api/mobileApp';
import { appLandingUrl } from '../components/AppDownload';
import styles from './AppLanding.module.css';

const BYTES_PER_MB = 1024 * 1024;

/**
 * /app: what the Android app is, a QR code of this page, and its download, enabled only when the server
 * reports a published package; until then a note says so.
 */
export default function AppLanding() {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`shell.app.${key}`, options);
  /** undefined while the server has not answered. */
  const [published, setPublished] = useState<AppPackage>();

  useEffect(() => {
    let live = true;
    const none: AppPackage = { available: false, downloadUrl: null, size: null, updateTime: null };
    getAppPackage().then(
      (r) => live && setPublished(r.data ?? none),
      () => live && setPublished(none),
    );
    return () => {
      live = false;
    };
  }, []);

  const ready = published?.available && published.downloadUrl;
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <div className={styles.about}>
          <h1 className={styles.heading}>{label('landingTitle')}</h1>
          <p className={styles.intro}>{label('landingIntro')}</p>
          <ul className={styles.features}>
            {(['browse', 'follow', 'bids'] as const).map((feature) => (
              <li key={feature}>{label(`landingFeatures.${feature}`)}</li>
            ))}
          </ul>
          <Button type="primary" size="large" icon={<DownloadOutlined />} disabled={!ready} href={ready ? published.downloadUrl! : undefined} loading={!published}>
            {label('download')}
          </Button>
          {ready && published.size !== null && (
            <div className={styles.packageInfo}>{label('packageInfo', { time: published.updateTime, size: (published.size / BYTES_PER_MB).toFixed(1) })}</div>
          )}
          {published && !published.available && <Alert className={styles.notice} type="info" showIcon title={label('notPublished')} />}
        </div>
        <div className={styles.qr}>
          <QRCode type="svg" value={appLandingUrl()} size={180} color="#1457b8" />
          <span>{label('landingScan')}</span>
        </div>
      </section>
    </div>
  );
}
