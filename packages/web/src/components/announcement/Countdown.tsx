import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDuration } from './blocks';
import styles from './announcement.module.css';

/** Time left until `at`, ticking every second in days, hours, minutes and seconds (part 1 §9); calls onElapsed once at zero. */
export function Countdown({ label, at, onElapsed }: { label: string; at: Date; onElapsed: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = at.getTime() - now;
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });

  useEffect(() => {
    if (left <= 0) {
      elapsed.current();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left]);

  const parts = splitDuration(left);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <div className={styles.countdown} role="timer">
      <div className={styles.countdownLabel}>{label}</div>
      <div className={styles.countdownValue}>
        {units.map((unit) => (
          <span key={unit} className={styles.countdownPart}>
            <b>{unit === 'days' ? parts[unit] : String(parts[unit]).padStart(2, '0')}</b>
            <small>{t(`announcement.countdown.${unit}`)}</small>
          </span>
        ))}
      </div>
    </div>
  );
}
