import { useTranslation } from 'react-i18next';
import { splitDuration } from '../announcement/blocks';
import styles from './quotation.module.css';

/** Time left to quote, in days, hours, minutes and seconds; 'ended' at zero. */
export function EndCountdown({ left }: { left: number | null }) {
  const { t } = useTranslation();
  if (left === null) return null;
  if (left <= 0) {
    return (
      <div className={`${styles.countdown} ${styles.countdownEnded}`} role="timer">
        <div className={styles.countdownLabel}>{t('quotation.countdown.ended')}</div>
      </div>
    );
  }
  const parts = splitDuration(left);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <div className={styles.countdown} role="timer">
      <div className={styles.countdownLabel}>{t('quotation.countdown.label')}</div>
      <div className={styles.countdownValue}>
        {units.map((unit) => (
          <span key={unit} className={styles.countdownPart}>
            <b>{unit === 'days' ? parts[unit] : String(parts[unit]).padStart(2, '0')}</b>
            <small>{t(`quotation.countdown.${unit}`)}</small>
          </span>
        ))}
      </div>
    </div>
  );
}
