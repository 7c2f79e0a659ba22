import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Filters of a personal-centre list as text, by name; an empty filter is absent. */
export type Filters<K extends string> = Partial<Record<K, string>>;

/** The page number of the address (`pageNum`, or the parameter named): a whole number of at least 1, else 1. */
export function readPage(params: URLSearchParams, key = 'pageNum'): number {
  const page = Number(params.get(key));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The filters of the address, those named in `keys` only, trimmed, blanks left out. */
export function readFilters<K extends string>(params: URLSearchParams, keys: readonly K[]): Filters<K> {
  const filters: Filters<K> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The address of a list page: its non-blank filters, then the page when it is not the first. */
export function writeFilters<K extends string>(filters: Filters<K>, pageNum = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [K, string | undefined][]) {
    const text = value?.trim();
    if (text) params.set(key, text);
  }
  if (pageNum > 1) params.set('pageNum', String(pageNum));
  return params;
}

/**
 * A list's filters and page kept in the address (`?sectionName=…&pageNum=2`), so that coming back from a
 * detail page, reloading or sharing the link shows the same page. A new search starts at page 1; reset
 * clears everything.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // `keys` is a constant list of each page; the address alone decides the values.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => readFilters(new URLSearchParams(address), keys), [address]);
  const pageNum = readPage(params);

  const search = useCallback((next: Filters<K>) => setParams(writeFilters(next, 1)), [setParams]);
  const goToPage = useCallback((page: number) => setParams(writeFilters(filters, page)), [filters, setParams]);
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, pageNum, search, goToPage, reset, address };
}
