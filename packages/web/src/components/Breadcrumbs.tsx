import type { ReactNode } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../router';
import styles from './Breadcrumbs.module.css';

/** One step of a breadcrumb trail; a step with `to` is a link. */
export interface Crumb {
  title: ReactNode;
  to?: string;
}

/** The trail of the matched routes' handle titles: every step links to its route but the current one. */
export function useRouteCrumbs(): Crumb[] {
  const { t } = useTranslation();
  const titled = useMatches().filter((m) => (m.handle as RouteHandle | undefined)?.title);
  return titled.map((m, i) => ({
    title: t((m.handle as RouteHandle).title!),
    to: i < titled.length - 1 ? m.pathname : undefined,
  }));
}

/**
 * "You are here: Home > …". Pass the steps after Home; without `items` the trail comes from the route
 * handles' titles (router.tsx). Plain markup drawn as antd's Breadcrumb (whose Dropdown and Menu would come
 * with every list and announcement, docs/decisions/bundle.md): a named navigation landmark holding an
 * ordered list, the current step marked as the page.
 */
export function Breadcrumbs({ items }: { items?: Crumb[] }) {
  const { t } = useTranslation();
  const routeCrumbs = useRouteCrumbs();
  const steps: Crumb[] = [
    {
      title: (
        <>
          <HomeOutlined /> {t('nav.home')}
        </>
      ),
      to: '/',
    },
    // A step whose title is not known yet (a dictionary label still loading) waits instead of being an empty link.
    ...(items ?? routeCrumbs).filter((step) => step.title !== '' && step.title != null),
  ];
  return (
    <div className={styles.trail}>
      <span className={styles.label}>{t('shell.breadcrumbLabel')}</span>
      <nav aria-label={t('shell.breadcrumb')}>
        <ol className={styles.steps}>
          {steps.map((step, i) => {
            const last = i === steps.length - 1;
            return (
              <li key={i} className={styles.step}>
                {step.to && !last ? (
                  <Link to={step.to} className={styles.link}>
                    {step.title}
                  </Link>
                ) : (
                  <span className={last ? styles.current : undefined} aria-current={last ? 'page' : undefined}>
                    {step.title}
                  </span>
                )}
                {!last && (
                  <span className={styles.separator} aria-hidden="true">
                    /
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
