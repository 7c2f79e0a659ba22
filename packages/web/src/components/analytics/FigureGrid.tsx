import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics as Figures, Locale, SpendingRow, TopRow } from '@portal/domain';
import { formatMoney, formatMonth, formatQuantity, formatShare } from '../../format';
import { useLocale } from '../../hooks/useLocale';
import { FigureCard } from './FigureCard';
import styles from './analytics.module.css';

// The charting library comes with the charts, on demand: the tables and texts show at once.
const charts = () => import('./AnalyticsCharts');
const AmountChart = lazy(() => charts().then((m) => ({ default: m.AmountChart })));
const CountChart = lazy(() => charts().then((m) => ({ default: m.CountChart })));

/** One sentence over the spending rows of a currency: sections, ceilings, awarded values, savings. */
function spendingSummary(rows: SpendingRow[], currency: string, locale: Locale, t: (key: string, values: Record<string, unknown>) => string) {
  const total = rows.reduce((sum, r) => ({ sections: sum.sections + r.sections, ceiling: sum.ceiling + r.ceiling, awarded: sum.awarded + r.awarded }), { sections: 0, ceiling: 0, awarded: 0 });
  const money = (value: number) => formatMoney(value.toFixed(2), locale, { currency });
  return t('analytics.summary.spending', {
    sections: formatQuantity(String(total.sections), locale),
    ceiling: money(total.ceiling),
    awarded: money(total.awarded),
    savings: money(total.ceiling - total.awarded),
    share: formatShare(total.ceiling > 0 ? (total.ceiling - total.awarded) / total.ceiling : null, locale),
  });
}

const oneDecimal = (value: number | null, locale: Locale) => (value === null ? '–' : formatQuantity(value.toFixed(1), locale));

/** Every figure of the analytics page, amounts in `currency` (the downloads carry every currency). */
export function FigureGrid({ data, currency, narrow }: { data: Figures; currency: string; narrow: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const inCurrency = <T extends { currency: string }>(rows: T[]) => rows.filter((r) => r.currency === currency);
  const buyers = inCurrency(data.spendingByBuyer);
  const categories = inCurrency(data.spendingByCategory);
  const months = inCurrency(data.spendingByMonth).map((r) => ({ ...r, label: formatMonth(r.key, locale) }));
  const spendingSeries = [
    { field: 'ceiling', name: t('analytics.series.ceiling') },
    { field: 'awarded', name: t('analytics.series.awarded') },
  ];
  const amountChart = (rows: (SpendingRow | TopRow)[], horizontal: boolean, series = spendingSeries) => (
    <AmountChart rows={rows} currency={currency} locale={locale} series={series} horizontal={horizontal} narrow={narrow} />
  );
  const awardedOnly = [{ field: 'awarded', name: t('analytics.series.awarded') }];
  const { competition, timeToResults } = data;

  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <FigureCard figure="spendingByBuyer" summary={spendingSummary(buyers, currency, locale, t)} chart={amountChart(buyers, true)} rows={buyers} />
      </div>
      <FigureCard figure="spendingByCategory" summary={spendingSummary(categories, currency, locale, t)} chart={amountChart(categories, true)} rows={categories} />
      <FigureCard figure="spendingByMonth" summary={spendingSummary(months, currency, locale, t)} chart={amountChart(months, false)} rows={months} />
      <FigureCard
        figure="competition"
        summary={t('analytics.summary.competition', {
          signups: oneDecimal(competition.signups.mean, locale),
          bidders: oneDecimal(competition.bidders.mean, locale),
          signupsMedian: oneDecimal(competition.signups.median, locale),
          biddersMedian: oneDecimal(competition.bidders.median, locale),
        })}
        chart={
          <CountChart
            rows={competition.rows.map((r) => ({ ...r, label: r.participants }))}
            locale={locale}
            series={[
              { field: 'signupSections', name: t('analytics.series.signups') },
              { field: 'bidderSections', name: t('analytics.series.bidders') },
            ]}
            categoryAxis={t('analytics.axis.participants')}
            valueAxis={t('analytics.axis.sections')}
            narrow={narrow}
          />
        }
        rows={competition.rows}
      />
      <FigureCard
        figure="timeToResults"
        summary={t('analytics.summary.delay', { mean: oneDecimal(timeToResults.days.mean, locale), median: oneDecimal(timeToResults.days.median, locale), sections: timeToResults.days.sections })}
        chart={
          <CountChart
            rows={timeToResults.rows.map((r) => ({ ...r, label: r.bucket }))}
            locale={locale}
            series={[{ field: 'sections', name: t('analytics.series.sections') }]}
            categoryAxis={t('analytics.axis.days')}
            valueAxis={t('analytics.axis.sections')}
            narrow={narrow}
          />
        }
        rows={timeToResults.rows}
      />
      <div className={styles.wide}>
        <FigureCard
          figure="flagShares"
          summary={t('analytics.summary.flags')}
          chart={
            <CountChart
              rows={data.flagShares}
              locale={locale}
              series={[{ field: 'share', name: t('analytics.series.share') }]}
              categoryAxis=""
              valueAxis={t('analytics.axis.share')}
              shares
              horizontal
              narrow={narrow}
            />
          }
          rows={data.flagShares}
        />
      </div>
      {(['topBuyers', 'topSuppliers'] as const).map((figure) => {
        const rows = inCurrency(data[figure]);
        return <FigureCard key={figure} figure={figure} summary={t('analytics.summary.top', { count: rows.length, currency })} chart={amountChart(rows, true, awardedOnly)} rows={rows} />;
      })}
    </div>
  );
}
