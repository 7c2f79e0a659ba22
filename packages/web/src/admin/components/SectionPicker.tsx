import { useEffect, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { listSections, type SectionRow } from '../../api/staffSections';

export interface SectionPickerProps {
  value?: number;
  onChange?: (sectionId: number | undefined) => void;
  /** Offer a clear button (a filter that may be left empty). */
  allowClear?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * The buyer's sections whose sign-ups it follows (the server's `manageSignups`: published ones, a draft has no
 * sign-ups, deposits or reviews) to pick one from, searchable by name in the current language. Works as a form
 * control (value / onChange).
 */
export function SectionPicker({ value, onChange, allowClear, placeholder, style, 'data-testid': testId }: SectionPickerProps) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const [sections, setSections] = useState<SectionRow[]>([]);

  useEffect(() => {
    let live = true;
    listSections({ pageNum: 1, pageSize: 100 }).then((r) => live && setSections(r.rows.filter((s) => s.actions.includes('manageSignups'))), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      style={{ width: 420, ...style }}
      placeholder={placeholder ?? t('admin.signups.chooseSection')}
      value={value}
      onChange={(v?: number) => onChange?.(v ?? undefined)}
      options={sections.map((s) => ({ value: s.sectionId, label: pick(s, 'sectionName') || `#${s.sectionId}` }))}
      data-testid={testId}
    />
  );
}
