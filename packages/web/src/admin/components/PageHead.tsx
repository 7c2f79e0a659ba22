import type { ReactNode } from 'react';
import styles from '../admin.module.css';

/** Title of a workbench page with its actions on the right. */
export function PageHead({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <div className={styles.pageHead}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {extra}
    </div>
  );
}
