import { useEffect } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useEndTime } from '../../hooks/useEndTime';
import styles from './quotation.module.css';

/** A titled block of the quotation page, with its tools on the right. */
export function Block({ title, extra, children, id }: { title: string; extra?: React.ReactNode; children: React.ReactNode; id?: string }) {
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

/** The end moved by the buyer's overtime rule: the new end and the round that moved it. */
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

/** The draft restored from this browser, with a way to discard it. */
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

/** What the rules (or the server) found wrong with the round, under the items. */
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

/** Leaving while a round is on its way asks first: the page could no longer tell what became of it. */
export function useLeaveWarning(sending: boolean) {
  useEffect(() => {
    if (!sending) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [sending]);
}
