import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE } from '@portal/domain';
import { useDict } from '../hooks/useDict';
import { parseProjectType } from '../components/projects/card';
import { readListPage, withListPage } from '../components/projects/listPage';
import { SectionList, type SectionListFilters } from '../components/projects/SectionList';

/**
 * /showList: projects of one bidding type (query biddingType 1 = inquiry, otherwise tender) and optionally one
 * projectType; the page is in the address too (`page`), so Back returns to it.
 */
export default function ShowList() {
  const [searchParams] = useSearchParams();
  const biddingType = searchParams.get('biddingType') === '1' ? BIDDING_TYPE.inquiry : BIDDING_TYPE.tender;
  const projectType = parseProjectType(searchParams.get('projectType'));
  return <FilteredList key={`${biddingType}-${projectType}`} biddingType={biddingType} projectType={projectType} />;
}

function FilteredList({ biddingType, projectType }: { biddingType: number; projectType?: number }) {
  const { t } = useTranslation();
  const projectTypes = useDict('sys_section_type');
  const [params, setParams] = useSearchParams();
  const filters: SectionListFilters = { page: readListPage(params), biddingType };
  const onChange = (next: SectionListFilters, how?: { replace?: boolean }) => setParams(withListPage(params, next.page), { replace: how?.replace });
  const type = t(biddingType === BIDDING_TYPE.inquiry ? 'projects.type.inquiry' : 'projects.type.tender');
  const category = projectType === undefined ? '' : projectTypes.label(projectType);
  return (
    <SectionList
      title={category ? t('projects.pages.filtered.title', { type, category }) : type}
      subtitle={t('projects.pages.filtered.subtitle')}
      projectType={projectType}
      filters={filters}
      onChange={onChange}
    />
  );
}
