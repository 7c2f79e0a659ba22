import type { ReactNode, Ref } from 'react';
import styles from '../admin.module.css';

/**
 * Title of a workbench page with its actions on the right. With `headingRef` the title can take the focus
 * from the page (tabIndex -1: not a Tab stop), e.g. when what had the focus went away.
 */
export function PageHead({ title, extra, headingRef }: { title: ReactNode; extra?: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className={styles.pageHead}>
      <h1 className={styles.pageTitle} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h1>
      {extra}
    </div>
  );
}
