import type { ReactNode } from 'react';
import styles from '../admin.module.css';

/**
 * What opens a row of a list in the panel beside it (a review queue, a section's sign-ups): a real button
 * around the row's name, so the keyboard opens a row as a click anywhere on the row does. It looks like the
 * text it holds; `current` tells a screen reader which row the panel shows.
 */
export function OpenRowButton({ current, onOpen, children }: { current: boolean; onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.openRow} aria-current={current || undefined} onClick={onOpen}>
      {children}
    </button>
  );
}
