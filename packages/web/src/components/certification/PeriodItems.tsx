import { DatePicker, Form, Space } from 'antd';
import type { FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Date format of the certification forms (part 1 §9). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Keeps a date field as 'yyyy-MM-dd' text in the form, shown in a date picker. */
export const dateText: Pick<FormItemProps, 'getValueProps' | 'normalize'> = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value, DATE_FORMAT) : undefined }),
  normalize: (value?: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined),
};

interface PeriodItemsProps {
  label: string;
  start: string;
  end: string;
  /** The domain rules of a field (useDomainRules().item). */
  item: (name: string) => Pick<FormItemProps, 'rules' | 'required'>;
  readOnly?: boolean;
}

/** A validity period: start and end dates side by side, checked by the domain's period rule. */
export function PeriodItems({ label, start, end, item, readOnly }: PeriodItemsProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required={!readOnly}>
      <Space.Compact block>
        <Form.Item name={start} style={{ flex: 1, marginBottom: 0 }} dependencies={[end]} {...item(start)} required={false} {...dateText}>
          <DatePicker placeholder={t('certification.period.start')} disabled={readOnly} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name={end} style={{ flex: 1, marginBottom: 0 }} dependencies={[start]} {...item(end)} required={false} {...dateText}>
          <DatePicker placeholder={t('certification.period.end')} disabled={readOnly} style={{ width: '100%' }} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
