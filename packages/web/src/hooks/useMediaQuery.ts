import { useSyncExternalStore } from 'react';

/** Phones: below antd's md breakpoint (768 px), as the media queries of the style sheets (docs/decisions/phone.md). */
export const PHONE_QUERY = '(max-width: 767px)';
/** Windows too narrow for the desktop top bar (below antd's lg breakpoint, 992 px): it collapses into a menu. */
export const COMPACT_HEADER_QUERY = '(max-width: 991px)';

/** Whether the window matches a media query, following it as the window is resized or turned. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
