import type { ReactNode } from 'react';
import styles from './announcement.module.css';

/** One titled block of an announcement. */
export function Block({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <header className={styles.blockHeader}>
        <h2 className={styles.blockTitle}>{title}</h2>
        {extra}
      </header>
      <div className={styles.blockBody}>{children}</div>
    </section>
  );
}
