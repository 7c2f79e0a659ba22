import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
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
 * handles' titles (router.tsx).
 */
export function Breadcrumbs({ items }: { items?: Crumb[] }) {
  const { t } = useTranslation();
  const routeCrumbs = useRouteCrumbs();
  const steps = items ?? routeCrumbs;
  return (
    // antd's Breadcrumb is the navigation landmark itself: named here, not wrapped in a second one.
    <div className={styles.trail}>
      <span className={styles.label}>{t('shell.breadcrumbLabel')}</span>
      <Breadcrumb
        aria-label={t('shell.breadcrumb')}
        items={[
          {
            title: (
              <Link to="/">
                <HomeOutlined /> {t('nav.home')}
              </Link>
            ),
          },
          ...steps.map((step) => ({ title: step.to ? <Link to={step.to}>{step.title}</Link> : step.title })),
        ]}
      />
    </div>
  );
}
