import { Select } from 'antd';
import { ALL_SECTION_STATUSES, sectionStatusDictType } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../hooks/useDict';

/** Choice of a section status (labels of the tender dictionary, with the inquiry one's for the rest). */
export function SectionStatusSelect({ value, onChange, id }: { value?: number; onChange?: (v: number | undefined) => void; id?: string }) {
  const { t } = useTranslation();
  const tenders = useDict(sectionStatusDictType(0));
  const inquiries = useDict(sectionStatusDictType(1));
  const options = ALL_SECTION_STATUSES.map((status) => ({
    value: status,
    label: [...new Set([tenders.label(status), inquiries.label(status)].filter(Boolean))].join(' / ') || String(status),
  }));
  return <Select id={id} allowClear placeholder={t('admin.all')} value={value} onChange={onChange} options={options} style={{ width: 220 }} />;
}
