import type { ReactNode } from 'react';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import type { FormItemProps } from 'antd';
import type { TFunction } from 'i18next';
import { FileSlot } from '../../components/upload/FileSlot';
import type { CertificationDicts } from '../../components/certification/certificationValues';

/** How a field of the wizard is checked: the domain's rules of the form, as antd form-item props. */
export type Rules = (name: string) => Pick<FormItemProps, 'rules' | 'required'>;

/** Step-1 fields that are always required (part 1 §5, Enterprise step 1). */
const REQUIRED = new Set(['declareName', 'simpleName', 'realAddress', 'category', 'enterpriseType', 'natureTaxpayer', 'payedCapital', 'suppliedProductName', 'legalPerson', 'idNo', 'idType', 'threeYearsFinancialReprotFileList', 'businessLicenseFileList']);

/** What every field of the wizard needs: the words, whether the form can be edited, its rules and the dictionaries. */
export interface FieldContext {
  t: TFunction;
  readOnly: boolean;
  rules: Rules;
  dicts: CertificationDicts;
}

/**
 * The field makers both steps share: a field's label, its rules (a read-only form asks for nothing), a text
 * input, a dictionary select and a file slot, each a form item named after its field.
 */
export function fieldMakers({ t, readOnly, rules, dicts }: FieldContext) {
  const label = (name: string) => t(`certification.fields.${name}`);
  const rulesOf = (name: string, required = REQUIRED.has(name)) => ({ ...rules(name), required: !readOnly && required });
  const text = (name: string, extra: Partial<FormItemProps> = {}, required?: boolean) => (
    <Form.Item key={name} name={name} label={label(name)} {...rulesOf(name, required)} {...extra}>
      <Input maxLength={500} />
    </Form.Item>
  );
  const dictSelect = (name: string, type: keyof CertificationDicts) => (
    <Form.Item name={name} label={label(name)} {...rulesOf(name)}>
      <Select options={dicts[type].entries.map((e) => ({ value: e.dictValue, label: e.dictLabel }))} placeholder={t('certification.select')} />
    </Form.Item>
  );
  const files = (name: string, required: boolean, kind: 'document' | 'pdf' | 'idCard' = 'document', extra?: ReactNode) => (
    <Form.Item name={name} label={label(name)} {...rulesOf(name, required)} extra={extra}>
      <FileSlot kind={kind} purpose="qyrzlc" readOnly={readOnly} />
    </Form.Item>
  );
  const yesNo = (name: string, values: [string, string], required?: boolean) => (
    <Form.Item name={name} label={label(name)} {...rulesOf(name, required)}>
      <Radio.Group options={[{ value: values[0], label: t('certification.yes') }, { value: values[1], label: t('certification.no') }]} />
    </Form.Item>
  );
  const date = (name: string, extra: Partial<FormItemProps>) => (
    <Form.Item name={name} label={label(name)} {...rulesOf(name)} {...extra}>
      <DatePicker style={{ width: '100%' }} />
    </Form.Item>
  );
  return { label, rulesOf, text, dictSelect, files, yesNo, date };
}
