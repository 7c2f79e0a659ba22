import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './notifications.module.css';
import TransparencyWitnesses from './TransparencyWitnesses';

const API = '/prod-api/ocds';

/** What the portal publishes as open data (OCDS 1.1) and where an integrator finds it. */
export default function OpenData() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.heading}>{t('notify.openData.title')}</h1>
        </header>
        <p className={styles.intro} style={{ marginTop: 16 }}>
          {t('notify.openData.intro')}
        </p>
        <ul className={styles.links}>
          <li>
            <a href={`${API}/releases.jsonl.gz`} download>
              {t('notify.openData.bulk')}
            </a>
            <span className={styles.code}>GET {API}/releases.jsonl.gz</span>
          </li>
          <li>
            <a href={`${API}/feed`}>{t('notify.openData.feed')}</a>
            <span className={styles.code}>GET {API}/feed?cursor=…&amp;limit=100</span>
          </li>
          <li>
            <a href="/prod-api/docs">{t('notify.openData.docs')}</a>
            <span className={styles.code}>GET {API}/releases/&#123;sectionId&#125; · GET {API}/records/&#123;sectionId&#125;</span>
          </li>
          <li>
            <Link to="/analytics">{t('analytics.footer')}</Link>
            <span className={styles.code}>GET /prod-api/analytics · GET /prod-api/analytics/&#123;figure&#125;.csv | .xlsx</span>
          </li>
        </ul>
      </div>
      <TransparencyWitnesses />
    </div>
  );
}
