import { TENDER_LIST_PATH } from '../hooks/listState';

/**
 * The top bar's search (part 1 §2): on the tender list it is an event the list listens to; anywhere else it
 * navigates to the tender list with the keyword.
 */
const bus = new EventTarget();
const SEARCH = 'search';

export function emitSearch(keyword: string) {
  bus.dispatchEvent(new CustomEvent<string>(SEARCH, { detail: keyword }));
}

/** Calls `listener` with each keyword searched from the top bar while on the tender list; returns the unsubscribe. */
export function onSearch(listener: (keyword: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  bus.addEventListener(SEARCH, handler);
  return () => bus.removeEventListener(SEARCH, handler);
}

export type SearchAction = { kind: 'emit'; keyword: string } | { kind: 'navigate'; to: string };

/** What a search from the top bar does on the page at `pathname`; the keyword is trimmed. */
export function searchAction(pathname: string, keyword: string): SearchAction {
  const trimmed = keyword.trim();
  if (pathname === TENDER_LIST_PATH) return { kind: 'emit', keyword: trimmed };
  const query = trimmed ? `?${new URLSearchParams({ keyword: trimmed })}` : '';
  return { kind: 'navigate', to: TENDER_LIST_PATH + query };
}
