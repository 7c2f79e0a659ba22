import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useEndTime } from '../../hooks/useEndTime';
import styles from './quotation.module.css';

/** One titled block of the quotation page, with its tools on the right. */
export function Block({ title, extra, children, id }: { title: string; extra?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section className={styles.block} id={id} aria-label={title}>
      <header className={styles.blockHeader}>
        <h2 className={styles.blockTitle}>{title}</h2>
        {extra && <div className={styles.tools}>{extra}</div>}
      </header>
      {children}
    </section>
  );
}

/** A time of the server's events as the page shows times (yyyy-MM-dd HH:mm:ss, this browser's zone). */
export const formatClock = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** The end moved by a late round (overtime): until when, and the round that moved it. */
export function OvertimeNotice({ endTime }: { endTime: ReturnType<typeof useEndTime> }) {
  const { t } = useTranslation();
  if (!endTime?.extension || !endTime.end) return null;
  return (
    <Alert
      data-testid="overtime-extension"
      style={{ marginBottom: 16 }}
      type="warning"
      showIcon
      title={t('quotation.live.extended', { end: formatClock(endTime.end), arrival: formatClock(new Date(endTime.extension.arrivalTime)) })}
    />
  );
}

/** The draft read back when the page opened, when it was saved, and a way to drop it. */
export function DraftRestored({ at, onDiscard }: { at: string | null; onDiscard: () => void }) {
  const { t } = useTranslation();
  if (!at) return null;
  return (
    <Alert
      style={{ marginBottom: 12 }}
      type="info"
      showIcon
      title={t('quotation.draft.restored', { time: at })}
      action={
        <Button size="small" onClick={onDiscard}>
          {t('quotation.draft.discard')}
        </Button>
      }
    />
  );
}

/** What stops the form going out as a round: the domain's checks, a refused import or the server's refusal. */
export function QuoteWarnings({ warnings }: { warnings: string[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert
      id="quotation-warnings"
      style={{ marginTop: 12 }}
      type="warning"
      showIcon
      title={t('quotation.submit.warningsTitle')}
      description={
        <ul className={styles.warnings}>
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      }
    />
  );
}
