import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE } from '@portal/domain';
import { useDict } from '../hooks/useDict';
import { parseProjectType } from '../components/projects/card';
import { SectionList, type SectionListFilters } from '../components/projects/SectionList';

/** /showList: projects of one bidding type (query biddingType 1 = inquiry, otherwise tender) and optionally one projectType. */
export default function ShowList() {
  const [searchParams] = useSearchParams();
  const biddingType = searchParams.get('biddingType') === '1' ? BIDDING_TYPE.inquiry : BIDDING_TYPE.tender;
  const projectType = parseProjectType(searchParams.get('projectType'));
  return <FilteredList key={`${biddingType}-${projectType}`} biddingType={biddingType} projectType={projectType} />;
}

function FilteredList({ biddingType, projectType }: { biddingType: number; projectType?: number }) {
  const { t } = useTranslation();
  const projectTypes = useDict('sys_section_type');
  const [filters, setFilters] = useState<SectionListFilters>({ page: 1, biddingType });
  const type = t(biddingType === BIDDING_TYPE.inquiry ? 'projects.type.inquiry' : 'projects.type.tender');
  const category = projectType === undefined ? '' : projectTypes.label(projectType);
  return (
    <SectionList
      title={category ? t('projects.pages.filtered.title', { type, category }) : type}
      subtitle={t('projects.pages.filtered.subtitle')}
      projectType={projectType}
      filters={filters}
      onChange={setFilters}
    />
  );
}
