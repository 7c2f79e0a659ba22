import { Suspense, useState, type ReactNode } from 'react';
import { Button, Skeleton, Space, message } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_COLUMNS, ANALYTICS_FORMATS, ANALYTICS_METHODS, ANALYTICS_TITLES, type AnalyticsColumn, type AnalyticsFigure, type AnalyticsFormat, type Locale } from '@portal/domain';
import { downloadFigure } from '../../api/analytics';
import { formatMoney, formatQuantity, formatShare } from '../../format';
import { DataTable, type Column } from '../DataTable';
import { saveBlob } from '../upload/saveBlob';
import styles from './analytics.module.css';

type Row = Record<string, unknown>;

/** A cell as the reader's language writes it: amounts in the row's currency, shares as percentages. */
function cell(column: AnalyticsColumn, row: Row, locale: Locale): ReactNode {
  const value = row[column.field];
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') return formatMoney(Number(value).toFixed(2), locale, { currency: String(row.currency ?? '') });
  if (column.kind === 'share') return formatShare(Number(value), locale);
  if (column.kind === 'number') return formatQuantity(String(value), locale);
  return String(value);
}

interface Props {
  figure: AnalyticsFigure;
  /** One sentence saying what the chart shows, for everyone (and the caption of the figure). */
  summary: string;
  /** The chart (drawn for the eye; the table says the same). */
  chart: ReactNode;
  /** The rows of the table, the chart's data. */
  rows: readonly Row[];
}

/**
 * One figure of the analytics page: its title, a one-line summary, the chart, the same data as a table, the
 * downloads (CSV, XLSX: every currency, headings in the reader's language) and how it is computed from the OCDS
 * bulk file.
 */
export function FigureCard({ figure, summary, chart, rows }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [busy, setBusy] = useState<AnalyticsFormat | null>(null);
  const columns: Column<Row>[] = ANALYTICS_COLUMNS[figure].map((c) => ({
    key: c.field,
    title: c.title[locale],
    align: c.kind === 'text' ? 'start' : 'end',
    nowrap: c.kind !== 'text',
    render: (row) => cell(c, row, locale),
  }));
  const download = async (format: AnalyticsFormat) => {
    setBusy(format);
    try {
      saveBlob(await downloadFigure(figure, format), `analytics-${figure}.${format}`);
    } catch {
      void message.error(t('analytics.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  const headingId = `analytics-${figure}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-figure={figure}>
      <h2 id={headingId} className={styles.figureTitle}>
        {ANALYTICS_TITLES[figure][locale]}
      </h2>
      <figure className={styles.figure}>
        <figcaption className={styles.summary}>{summary}</figcaption>
        <div className={styles.chart} aria-hidden="true">
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 200 }} />}>{chart}</Suspense>
        </div>
      </figure>
      <h3 className={styles.tableTitle}>{t('analytics.table')}</h3>
      <DataTable columns={columns} rows={rows} rowKey={(row) => String(row.key ?? row.participants ?? row.bucket) + String(row.currency ?? '')} size="small" />
      <div className={styles.footer}>
        <Space wrap>
          {ANALYTICS_FORMATS.map((format) => (
            <Button key={format} icon={<DownloadOutlined />} loading={busy === format} onClick={() => void download(format)}>
              {t('analytics.download', { format: format.toUpperCase() })}
            </Button>
          ))}
        </Space>
        <details className={styles.method}>
          <summary>{t('analytics.method')}</summary>
          <p>{ANALYTICS_METHODS[figure][locale]}</p>
        </details>
      </div>
    </section>
  );
}
