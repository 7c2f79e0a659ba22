import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Path of the tender list, the only page that keeps the shared list state. */
export const TENDER_LIST_PATH = '/TenderProject';

/** Where the tender list was left: page, search keyword and the tender/inquiry filter. */
export interface ListState {
  pageNum: number;
  keyword: string;
  /** 0 tenders, 1 inquiries, undefined both. */
  biddingType: number | undefined;
}

const EMPTY: ListState = { pageNum: 1, keyword: '', biddingType: undefined };
let state: ListState = EMPTY;

/**
 * The shared list state of part 1 §2: it lives for the page load, survives re-entering the tender list
 * from itself, and is cleared as soon as the visitor enters any other route.
 */
export const listState = {
  get: (): ListState => state,
  set: (patch: Partial<ListState>) => {
    state = { ...state, ...patch };
  },
  clear: () => {
    state = EMPTY;
  },
};

/** Clears the list state whenever the current route is not the tender list (used once, by the shell). */
export function useListStateReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== TENDER_LIST_PATH) listState.clear();
  }, [pathname]);
}
