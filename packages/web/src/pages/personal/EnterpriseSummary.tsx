import type { ReactNode } from 'react';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@portal/domain';
import { FileSlotFiles } from '../../components/upload/FileSlot';

interface SummaryProps {
  form: Record<string, unknown>;
  /** A stored value as people read it (dictionary labels, yes / no). */
  text: (name: string, value: unknown) => string;
}

const SUMMARY_COMPANY = [
  'declareName', 'simpleName', 'realAddress', 'category', 'enterpriseType', 'manufacturingAddress', 'productionCapacity', 'agencyLicenseFileList',
  'productionLicenseFileList', 'natureTaxpayer', 'payedCapital', 'address', 'capital', 'employeesNumber', 'factoryArea', 'revenue', 'setUpTime',
  'threeYearsFinancialReprotFileList', 'trial', 'businessScope', 'suppliedProductName', 'testingStandards', 'businessLicenseFileList',
  'businessLicensePeriod', 'idType', 'legalPerson', 'idNo', 'bankAccountNo', 'bankName', 'bankAccountName',
];
const SUMMARY_CONTACT = ['name', 'isLegalRepresentative', 'mobile', 'email', 'authorizationFileList', 'authorizationPeriod', 'corporateIdCardFront', 'corporateIdCardOpposite', 'bpmNameStr'];

/** Step 4: both steps, read-only. */
export function EnterpriseSummary({ form, text }: SummaryProps) {
  const { t } = useTranslation();
  const shown = (name: string): ReactNode => {
    const value = form[name];
    if (name.endsWith('Period')) {
      const base = name.replace('Period', '');
      const [start, end] = [form[`${base}Start`], form[`${base}End`]];
      return start || end ? `${start ?? ''} ~ ${end ?? ''}` : '—';
    }
    if (Array.isArray(value)) return value.length ? <FileSlotFiles files={value as FileItem[]} /> : '—';
    if (value === undefined || value === null || value === '') return '—';
    return text(name, value);
  };
  const items = (names: string[]) => names.map((name) => ({ key: name, label: t(`certification.fields.${name}`), children: shown(name) }));
  return (
    <Space orientation="vertical" size={24} style={{ width: '100%' }}>
      <Descriptions bordered column={2} size="small" title={t('certification.steps.company')} items={items(SUMMARY_COMPANY)} />
      <Descriptions bordered column={2} size="small" title={t('certification.steps.contact')} items={items(SUMMARY_CONTACT)} />
    </Space>
  );
}
