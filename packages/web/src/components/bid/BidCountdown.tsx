import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDuration } from '../announcement/blocks';
import styles from './bid.module.css';

/**
 * A countdown of the bid detail (part 2 §4): ticks every second in days, hours, minutes and seconds and
 * reads 'timed out' at zero, calling onElapsed once when it gets there while on screen.
 */
export function BidCountdown({ label, at, onElapsed }: { label: string; at: Date; onElapsed?: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = at.getTime() - now;
  const started = useRef(left > 0);
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });

  useEffect(() => {
    if (left <= 0) {
      if (started.current) elapsed.current?.();
      started.current = false;
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left]);

  const parts = splitDuration(left);
  return (
    <div className={styles.countdown} role="timer" aria-label={label}>
      <span className={styles.countdownLabel}>{label}</span>
      {left <= 0 ? (
        <b className={styles.timedOut}>{t('bids.countdown.timedOut')}</b>
      ) : (
        (['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
          <span key={unit} className={styles.countdownPart}>
            <b>{unit === 'days' ? parts[unit] : String(parts[unit]).padStart(2, '0')}</b>
            {t(`bids.countdown.${unit}`)}
          </span>
        ))
      )}
    </div>
  );
}
