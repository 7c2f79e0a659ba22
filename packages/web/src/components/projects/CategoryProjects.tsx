import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseBiddingType } from './card';
import { readListPage, withListPage } from './listPage';
import { SectionList, type SectionListFilters } from './SectionList';

/**
 * A category listing of the top bar (materials, engineering, services): tenders and inquiries of one project
 * type. The tab and the page live in the address (`?biddingType=1&page=3`), so Back and reload return to them.
 */
export function CategoryProjects({ projectType, category }: { projectType: number; category: 'material' | 'engineering' | 'service' }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: SectionListFilters = { page: readListPage(params), biddingType: parseBiddingType(params.get('biddingType')) };
  const onChange = (next: SectionListFilters, how?: { replace?: boolean }) => {
    const query = new URLSearchParams();
    if (next.biddingType !== undefined) query.set('biddingType', String(next.biddingType));
    setParams(withListPage(query, next.page), { replace: how?.replace });
  };
  return (
    <SectionList
      title={t(`projects.pages.${category}.title`)}
      subtitle={t(`projects.pages.${category}.subtitle`)}
      projectType={projectType}
      filters={filters}
      onChange={onChange}
      typeTabs
    />
  );
}
