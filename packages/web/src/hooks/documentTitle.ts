import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../router';

/** Writes the browser tab's title unless `skip`: the page's title and the portal's name in the current language, or the name alone. */
function useTabTitle(page: string | undefined, skip = false) {
  const { t } = useTranslation();
  const portal = t('common.appName');
  useEffect(() => {
    if (!skip) document.title = page ? `${page} - ${portal}` : portal;
  }, [page, portal, skip]);
}

/** The tab title of a page that names itself (an announcement: its project's name). */
export const useDocumentTitle = (page: string | undefined) => useTabTitle(page);

/**
 * The tab title of the current route: its handle's title, or the portal's name alone. Routes whose page names
 * itself (handle.ownTitle) are left to that page.
 */
export function useRouteDocumentTitle() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  useTabTitle(handle?.title ? t(handle.title) : undefined, Boolean(handle?.ownTitle));
}
