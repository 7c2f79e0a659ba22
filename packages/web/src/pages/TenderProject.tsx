import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { onSearch } from '../components/searchEvents';
import { listState, type ListState } from '../hooks/listState';
import { parseBiddingType } from '../components/projects/card';
import { SectionList, type SectionListFilters } from '../components/projects/SectionList';

/** keyword and biddingType as the query string carries them. */
function readQuery(params: URLSearchParams) {
  return { keyword: params.get('keyword')?.trim() || undefined, biddingType: parseBiddingType(params.get('biddingType')) };
}

const sameQuery = (a: Omit<SectionListFilters, 'page'>, b: Omit<SectionListFilters, 'page'>) =>
  a.keyword === b.keyword && a.biddingType === b.biddingType;

/**
 * What to show on entry: the query's keyword and type when it names any, else what the list showed last;
 * the remembered page when it belongs to the same search.
 */
function initialFilters(params: URLSearchParams, stored: ListState): SectionListFilters {
  const query = readQuery(params);
  const named = params.has('keyword') || params.has('biddingType');
  const remembered = { keyword: stored.keyword || undefined, biddingType: stored.biddingType };
  const wanted = named ? query : remembered;
  return { ...wanted, page: sameQuery(wanted, remembered) ? stored.pageNum : 1 };
}

/** /TenderProject: every public tender and inquiry, searchable by name from the top bar (part 1 §2). */
export default function TenderProject() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState(() => initialFilters(searchParams, listState.get()));
  /** The query string last read or written here, to tell a link followed while on this page from our own writes. */
  const shownQuery = useRef(searchParams.toString());

  // A link to this page with another search, followed while already on it, starts that search from page 1.
  useEffect(() => {
    if (searchParams.toString() === shownQuery.current) return;
    shownQuery.current = searchParams.toString();
    const query = readQuery(searchParams);
    setFilters((current) => (sameQuery(current, query) ? current : { ...query, page: 1 }));
  }, [searchParams]);

  // The list remembers where it was, and the address shows what is listed.
  useEffect(() => {
    listState.set({ pageNum: filters.page, keyword: filters.keyword ?? '', biddingType: filters.biddingType });
    const query = new URLSearchParams();
    if (filters.keyword) query.set('keyword', filters.keyword);
    if (filters.biddingType !== undefined) query.set('biddingType', String(filters.biddingType));
    if (query.toString() === shownQuery.current) return;
    shownQuery.current = query.toString();
    setSearchParams(query, { replace: true });
  }, [filters, setSearchParams]);

  // On this page the top bar's search filters the list instead of navigating (part 1 §2, top bar).
  useEffect(() => onSearch((keyword) => setFilters((current) => ({ ...current, page: 1, keyword: keyword.trim() || undefined }))), []);

  return (
    <SectionList
      title={t('projects.pages.all.title')}
      subtitle={t('projects.pages.all.subtitle')}
      filters={filters}
      onChange={setFilters}
      typeTabs
    />
  );
}
