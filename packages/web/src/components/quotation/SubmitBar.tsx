import { Button } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined, ExclamationCircleFilled, LoadingOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadReceipt, getReceipt } from '../../api/receipts';
import { splitDuration } from '../announcement/blocks';
import type { Submission } from './submission';
import styles from './quotation.module.css';

interface Props {
  /** Milliseconds left to quote on the server's clock; null while unknown. */
  left: number | null;
  /** The caller's total rank, where the section shows it. */
  rank: number | null;
  /** The quotation total, written with the section's currency. */
  total: string;
  /** The number of the round the form would send. */
  round: number;
  submission: Submission;
  editable: boolean;
  onSaveDraft(): void;
  onSubmit(): void;
  onStop(): void;
  onRetry(): void;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Time left in one short line: "2d 03:04:05", "03:04:05". */
function shortLeft(left: number) {
  const { days, hours, minutes, seconds } = splitDuration(left);
  return `${days ? `${days}d ` : ''}${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

/**
 * What stays on screen while the items scroll (sticky at the bottom of the quotation block): the time left,
 * the rank where shown, the total, Save draft and Submit, and what is true of the round last sent.
 */
export function SubmitBar({ left, rank, total, round, submission, editable, onSaveDraft, onSubmit, onStop, onRetry }: Props) {
  const { t } = useTranslation();
  const busy = submission.phase === 'sending' || submission.phase === 'retrying';
  return (
    <div className={styles.submitBar} role="region" aria-label={t('quotation.bar.label')}>
      <div className={styles.barFacts}>
        {left !== null && (
          <span className={left > 0 ? styles.barLeft : styles.muted} data-testid="bar-left">
            {left > 0 ? t('quotation.bar.left', { time: shortLeft(left) }) : t('quotation.bar.ended')}
          </span>
        )}
        {rank ? <span className={styles.barRank}>{t('quotation.bar.rank', { rank })}</span> : null}
        <span className={styles.grandTotal}>
          {t('quotation.table.grandTotal')}
          <b data-testid="grand-total">{total}</b>
        </span>
      </div>
      <SubmissionStatus submission={submission} round={round} onStop={onStop} onRetry={onRetry} />
      <div className={styles.barActions}>
        <Button icon={<SaveOutlined />} disabled={!editable || busy} onClick={onSaveDraft}>
          {t('quotation.actions.saveDraft')}
        </Button>
        <Button type="primary" icon={<SendOutlined />} disabled={!editable} loading={busy} onClick={onSubmit}>
          {t('quotation.actions.submit')}
        </Button>
      </div>
    </div>
  );
}

/** The round last sent, as it stands: sending, waiting to send again, stored (with its receipt), refused, not confirmed. */
export function SubmissionStatus({ submission, round, onStop, onRetry }: { submission: Submission; round: number; onStop(): void; onRetry(): void }) {
  const { t } = useTranslation();
  const stop = (
    <Button size="small" onClick={onStop}>
      {t('quotation.sending.stop')}
    </Button>
  );
  switch (submission.phase) {
    case 'idle':
      return null;
    case 'sending':
      return (
        <div className={styles.status} role="status" data-testid="submission" data-phase="sending">
          <LoadingOutlined />
          <span className={styles.statusText}>{submission.attempt > 1 ? t('quotation.sending.again', { round, attempt: submission.attempt }) : t('quotation.sending.sending', { round })}</span>
          {stop}
        </div>
      );
    case 'retrying':
      return (
        <div className={`${styles.status} ${styles.statusWarning}`} role="status" data-testid="submission" data-phase="retrying">
          <LoadingOutlined />
          <span className={styles.statusText}>
            {submission.offline
              ? t('quotation.sending.offline')
              : t('quotation.sending.noAnswer', { seconds: Math.max(1, Math.ceil((submission.retryAt - Date.now()) / 1000)) })}
          </span>
          {stop}
        </div>
      );
    case 'stored': {
      const stored = submission.round;
      return (
        <div className={`${styles.status} ${styles.statusSuccess}`} role="status" data-testid="submission" data-phase="stored">
          <CheckCircleFilled />
          <span className={styles.statusText} data-testid="receipt">{t('quotation.sending.stored', { round: stored.quotesCount, time: stored.arrivalTime ?? stored.createTime ?? '' })}</span>
          <Button
            size="small"
            type="link"
            icon={<DownloadOutlined />}
            onClick={async () => {
              const answer = await getReceipt(stored.id);
              if (answer.code === 200 && answer.data) downloadReceipt(answer.data);
            }}
          >
            {t('receipts.download')}
          </Button>
        </div>
      );
    }
    case 'refused':
      return (
        <div className={`${styles.status} ${styles.statusError}`} role="alert" data-testid="submission" data-phase="refused">
          <CloseCircleFilled />
          <span className={styles.statusText}>{t('quotation.sending.refused', { message: submission.message })}</span>
        </div>
      );
    case 'unconfirmed':
      return (
        <div className={`${styles.status} ${styles.statusWarning}`} role="alert" data-testid="submission" data-phase="unconfirmed">
          <ExclamationCircleFilled />
          <span className={styles.statusText}>{t(submission.offline ? 'quotation.sending.notSent' : 'quotation.sending.unconfirmed')}</span>
          <Button size="small" type="primary" onClick={onRetry}>
            {t('quotation.sending.retry')}
          </Button>
        </div>
      );
  }
}
