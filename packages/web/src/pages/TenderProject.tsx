import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { onSearch } from '../components/searchEvents';
import { listState, type ListState } from '../hooks/listState';
import { parseBiddingType } from '../components/projects/card';
import { LIST_PAGE_PARAM, readListPage, withListPage } from '../components/projects/listPage';
import { SectionList, type SectionListFilters } from '../components/projects/SectionList';

/** keyword and biddingType as the query string carries them. */
function readQuery(params: URLSearchParams) {
  return { keyword: params.get('keyword')?.trim() || undefined, biddingType: parseBiddingType(params.get('biddingType')) };
}

const sameQuery = (a: Omit<SectionListFilters, 'page'>, b: Omit<SectionListFilters, 'page'>) =>
  a.keyword === b.keyword && a.biddingType === b.biddingType;

/**
 * What to show on entry: the query's keyword and type when it names any, else what the list showed last;
 * the address's page when it names one (Back to a list left on page 3), else the remembered page when it
 * belongs to the same search.
 */
function initialFilters(params: URLSearchParams, stored: ListState): SectionListFilters {
  const query = readQuery(params);
  const named = params.has('keyword') || params.has('biddingType');
  const remembered = { keyword: stored.keyword || undefined, biddingType: stored.biddingType };
  const wanted = named ? query : remembered;
  if (params.has(LIST_PAGE_PARAM)) return { ...wanted, page: readListPage(params) };
  return { ...wanted, page: sameQuery(wanted, remembered) ? stored.pageNum : 1 };
}

/** /TenderProject: every public tender and inquiry, searchable by name from the top bar (part 1 §2). */
export default function TenderProject() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState(() => initialFilters(searchParams, listState.get()));
  /** The query string last read or written here, to tell a link followed while on this page from our own writes. */
  const shownQuery = useRef(searchParams.toString());
  /** Whether the next address to write is a page turned by the visitor (a history entry of its own, for Back). */
  const turnedPage = useRef(false);

  // An address reached while on this page (a link with another search, or Back and Forward between pages)
  // shows what it names: its search, on its page (1 when it names none).
  useEffect(() => {
    if (searchParams.toString() === shownQuery.current) return;
    shownQuery.current = searchParams.toString();
    const query = readQuery(searchParams);
    const page = readListPage(searchParams);
    setFilters((current) => (sameQuery(current, query) && current.page === page ? current : { ...query, page }));
  }, [searchParams]);

  // The list remembers where it was, and the address shows what is listed, page included.
  useEffect(() => {
    listState.set({ pageNum: filters.page, keyword: filters.keyword ?? '', biddingType: filters.biddingType });
    const query = new URLSearchParams();
    if (filters.keyword) query.set('keyword', filters.keyword);
    if (filters.biddingType !== undefined) query.set('biddingType', String(filters.biddingType));
    const address = withListPage(query, filters.page);
    const push = turnedPage.current;
    turnedPage.current = false;
    if (address.toString() === shownQuery.current) return;
    shownQuery.current = address.toString();
    setSearchParams(address, { replace: !push });
  }, [filters, setSearchParams]);

  const onChange = (next: SectionListFilters, how?: { replace?: boolean }) => {
    turnedPage.current = !how?.replace && sameQuery(next, filters) && next.page !== filters.page;
    setFilters(next);
  };

  // On this page the top bar's search filters the list instead of navigating (part 1 §2, top bar).
  useEffect(() => onSearch((keyword) => setFilters((current) => ({ ...current, page: 1, keyword: keyword.trim() || undefined }))), []);

  return (
    <SectionList
      title={t('projects.pages.all.title')}
      subtitle={t('projects.pages.all.subtitle')}
      filters={filters}
      onChange={onChange}
      typeTabs
    />
  );
}
