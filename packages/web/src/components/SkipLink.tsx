import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Marks an element the skip link may jump to; the innermost one on the page wins (the workbench's page body). */
export const SKIP_TARGET = { 'data-skip-target': '', tabIndex: -1 } as const;

/**
 * The page's first Tab stop, shown only when focused: jumps past the top bar (and the workbench's menu) to the
 * page's own content (WCAG 2.4.1 Bypass Blocks).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const targets = document.querySelectorAll<HTMLElement>('[data-skip-target]');
    const target = targets[targets.length - 1];
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href="#main-content" onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
