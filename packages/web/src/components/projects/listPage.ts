import { readPage } from '../../hooks/urlFilters';

/** The address parameter of a public project list's page number: `?page=3`. */
export const LIST_PAGE_PARAM = 'page';

/** The page of a public list's address: 1 when absent or not a page number. */
export const readListPage = (params: URLSearchParams) => readPage(params, LIST_PAGE_PARAM);

/** The address with the list's page set (left out on page 1), its other parameters kept. */
export function withListPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(LIST_PAGE_PARAM, String(page));
  else next.delete(LIST_PAGE_PARAM);
  return next;
}
