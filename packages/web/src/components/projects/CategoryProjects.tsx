import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionList, type SectionListFilters } from './SectionList';

/** A category listing of the top bar (materials, engineering, services): tenders and inquiries of one project type. */
export function CategoryProjects({ projectType, category }: { projectType: number; category: 'material' | 'engineering' | 'service' }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<SectionListFilters>({ page: 1 });
  return (
    <SectionList
      title={t(`projects.pages.${category}.title`)}
      subtitle={t(`projects.pages.${category}.subtitle`)}
      projectType={projectType}
      filters={filters}
      onChange={setFilters}
      typeTabs
    />
  );
}
