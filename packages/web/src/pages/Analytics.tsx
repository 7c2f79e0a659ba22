import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Result, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_SCOPE, type Analytics as Figures } from '@portal/domain';
import { getAnalytics } from '../api/analytics';
import { FigureGrid } from '../components/analytics/FigureGrid';
import { useLocale } from '../hooks/useLocale';
import { PHONE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import styles from '../components/analytics/analytics.module.css';

type Loaded = { data: Figures } | { failed: true } | null;

/**
 * /analytics (issue 25 item 3, docs/decisions/analytics.md): public procurement analytics, no login. Every figure
 * comes computed from the server (published results only), drawn as a chart with its table, downloadable as CSV
 * and XLSX, with how it is computed from the OCDS bulk file. Amounts are shown one currency at a time.
 */
export default function Analytics() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const narrow = useMediaQuery(PHONE_QUERY);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [chosen, setChosen] = useState<string>();
  const load = useCallback(() => {
    setLoaded(null);
    getAnalytics().then(
      (data) => setLoaded({ data }),
      () => setLoaded({ failed: true }),
    );
  }, []);
  useEffect(load, [load, locale]);

  if (loaded === null) return <div className={styles.page}><Skeleton active paragraph={{ rows: 8 }} /></div>;
  if ('failed' in loaded) {
    return (
      <div className={styles.page}>
        <Result status="warning" title={t('analytics.failed')} extra={<Button onClick={load}>{t('analytics.retry')}</Button>} />
      </div>
    );
  }
  const { data } = loaded;
  const currency = chosen && data.currencies.includes(chosen) ? chosen : data.currencies[0] ?? '';

  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h1 className={styles.heading}>{t('analytics.title')}</h1>
        <p className={styles.lead}>{t('analytics.intro')}</p>
        <p className={styles.scope}>{ANALYTICS_SCOPE[locale]}</p>
        <div className={styles.meta}>
          <span>{t('analytics.published', { count: data.publishedSections })}</span>
          <span>{t('analytics.computedAt', { time: data.computedAt, zone: data.timeZone })}</span>
          <Link to="/OpenData">{t('analytics.openData')}</Link>
        </div>
        {data.currencies.length > 1 && (
          <div className={styles.meta}>
            <span id="analytics-currency">{t('analytics.currency')}</span>
            <Segmented aria-labelledby="analytics-currency" options={data.currencies} value={currency} onChange={(value) => setChosen(String(value))} />
          </div>
        )}
      </section>
      {data.publishedSections === 0 ? (
        <section className={styles.card}>
          <Empty description={t('analytics.empty')} />
        </section>
      ) : (
        <FigureGrid data={data} currency={currency} narrow={narrow} />
      )}
    </div>
  );
}
