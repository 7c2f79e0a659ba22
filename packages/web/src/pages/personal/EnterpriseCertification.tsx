import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, DatePicker, Descriptions, Form, Input, Radio, Result, Select, Space, Spin, Steps } from 'antd';
import type { FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { enterpriseFieldRules, type FileItem } from '@portal/domain';
import { BidContactPicker } from '../../components/certification/BidContactPicker';
import { dateText, PeriodItems } from '../../components/certification/PeriodItems';
import { TemplateLink } from '../../components/certification/TemplateLink';
import { FileSlot, FileSlotFiles } from '../../components/upload/FileSlot';
import { useCertificationValues } from '../../components/certification/certificationValues';
import { useSession } from '../../store/session';
import { canOpenStep, COMPANY_STEP, CONTACT_STEP, FEEDBACK_STEP, SUMMARY_STEP, WIZARD_STEPS } from './certificationWizard';
import { useEnterpriseWizard } from './useEnterpriseWizard';
import styles from './personal.module.css';

/** Enterprise accounts (operationUserType 0) are certified here; individuals (1) have no enterprise certification (part 1 §6). */
const ENTERPRISE = 0;
const INDIVIDUAL = 1;

type Rules = (name: string) => Pick<FormItemProps, 'rules' | 'required'>;

/** Fields of step 1 in the order shown, with how each is entered (part 1 §3). */
const TEXT_FIELDS_BEFORE = ['simpleName', 'realAddress'] as const;
const MONEY_AND_SIZE = ['payedCapital', 'address', 'capital'] as const;
const AFTER_EMPLOYEES = ['factoryArea', 'revenue'] as const;
const BANK = ['legalPerson', 'idNo', 'bankAccountNo', 'bankName', 'bankAccountName'] as const;
/** Step-1 fields that are always required (part 1 §5, Enterprise step 1). */
const REQUIRED = new Set(['declareName', 'simpleName', 'realAddress', 'category', 'enterpriseType', 'natureTaxpayer', 'payedCapital', 'suppliedProductName', 'legalPerson', 'idNo', 'idType', 'threeYearsFinancialReprotFileList', 'businessLicenseFileList']);

/**
 * Moves the focus to the step shown once the wizard moves between steps: the button that moved it (next,
 * submit) goes with its step, and the focus would otherwise fall to the top of the page. Not on the first
 * showing, which is the page's own. Gives the ref of the element around the steps.
 */
function useFocusOnStepChange(step: number, shown: boolean) {
  const steps = useRef<HTMLDivElement>(null);
  const shownStep = useRef<number>(undefined);
  useEffect(() => {
    if (!shown) return;
    if (shownStep.current !== undefined && shownStep.current !== step) steps.current?.querySelector<HTMLElement>('.ant-steps-item-active')?.focus();
    shownStep.current = step;
  }, [step, shown]);
  return steps;
}

/** Only digits are kept in the number of employees. */
const digitsOnly = (value?: string) => (value ? value.replace(/\D/g, '') : value);

/**
 * Enterprise certification (part 1 §2, §4, §5): a four-step wizard, company information, contact person,
 * review feedback and a read-only summary of both. The certification operation picks the first step and
 * whether the form can be edited.
 */
export default function EnterpriseCertification() {
  const { t } = useTranslation();
  const { operationUserType } = useSession();
  const wizard = useEnterpriseWizard(operationUserType === ENTERPRISE);
  const { form, view, step } = wizard;
  const category = Form.useWatch('category', { form, preserve: true });
  const legal = Form.useWatch('isLegalRepresentative', { form, preserve: true });
  const values = useCertificationValues();
  const { dicts } = values;
  const steps = useFocusOnStepChange(step, Boolean(view));
  const label = (name: string) => t(`certification.fields.${name}`);

  if (operationUserType === INDIVIDUAL) return <Result status="info" title={t('certification.enterprise.individual')} />;
  if (!view) return <Spin className={styles.loading} />;

  const readOnly = view.readOnly;
  const fieldRules = enterpriseFieldRules(category as string | undefined);
  const rulesOf = (r: Rules, name: string, required = REQUIRED.has(name)) => ({ ...r(name), required: !readOnly && required });
  const company: Rules = wizard.rules.item;
  const contact: Rules = wizard.rules.item;

  const text = (name: string, extra: Partial<FormItemProps> = {}, required?: boolean) => (
    <Form.Item key={name} name={name} label={label(name)} {...rulesOf(company, name, required)} {...extra}>
      <Input maxLength={500} />
    </Form.Item>
  );
  const dictSelect = (name: string, type: keyof typeof dicts) => (
    <Form.Item name={name} label={label(name)} {...rulesOf(company, name)}>
      <Select options={dicts[type].entries.map((e) => ({ value: e.dictValue, label: e.dictLabel }))} placeholder={t('certification.select')} />
    </Form.Item>
  );
  const files = (name: string, r: Rules, required: boolean, kind: 'document' | 'pdf' | 'idCard' = 'document', extra?: ReactNode) => (
    <Form.Item name={name} label={label(name)} {...rulesOf(r, name, required)} extra={extra}>
      <FileSlot kind={kind} purpose="qyrzlc" readOnly={readOnly} />
    </Form.Item>
  );

  const companyStep = (
    <>
      <Form.Item name="declareName" label={label('declareName')} {...rulesOf(company, 'declareName')}>
        <Input readOnly variant="filled" />
      </Form.Item>
      {TEXT_FIELDS_BEFORE.map((name) => text(name))}
      {dictSelect('category', 'supplier_category')}
      {dictSelect('enterpriseType', 'enterprises_type')}
      {fieldRules.showManufacturing && (
        <>
          {text('manufacturingAddress', { dependencies: ['category'] }, fieldRules.requireManufacturing)}
          {text('productionCapacity')}
        </>
      )}
      {fieldRules.showAgencyLicense && files('agencyLicenseFileList', company, fieldRules.requireAgencyLicense)}
      {fieldRules.showProductionLicense && files('productionLicenseFileList', company, false)}
      {dictSelect('natureTaxpayer', 'nature_tax_payer')}
      {MONEY_AND_SIZE.map((name) => text(name))}
      {text('employeesNumber', { normalize: digitsOnly })}
      {AFTER_EMPLOYEES.map((name) => text(name))}
      <Form.Item name="setUpTime" label={label('setUpTime')} {...rulesOf(company, 'setUpTime')} {...dateText}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      {files('threeYearsFinancialReprotFileList', company, true)}
      <Form.Item name="trial" label={label('trial')} {...rulesOf(company, 'trial')}>
        <Radio.Group options={[{ value: '1', label: t('certification.yes') }, { value: '0', label: t('certification.no') }]} />
      </Form.Item>
      <Form.Item name="businessScope" label={label('businessScope')} {...rulesOf(company, 'businessScope')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      {text('suppliedProductName')}
      {text('testingStandards')}
      {files('businessLicenseFileList', company, true)}
      <PeriodItems label={label('businessLicensePeriod')} start="businessLicenseStart" end="businessLicenseEnd" item={company} readOnly={readOnly} />
      <Form.Item name="idType" label={label('idType')} {...rulesOf(company, 'idType')}>
        <Select options={['1', '2'].map((value) => ({ value, label: t(`certification.idTypes.${value}`) }))} placeholder={t('certification.select')} />
      </Form.Item>
      {BANK.map((name) => text(name))}
    </>
  );

  const contactStep = (
    <>
      <Alert type="info" showIcon title={t('certification.enterprise.legalIdHint')} className={styles.notice} />
      <Form.Item name="name" label={label('name')} {...rulesOf(contact, 'name', false)}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="isLegalRepresentative" label={label('isLegalRepresentative')} {...rulesOf(contact, 'isLegalRepresentative', true)}>
        <Radio.Group options={[{ value: 'Y', label: t('certification.yes') }, { value: 'N', label: t('certification.no') }]} />
      </Form.Item>
      <Form.Item name="mobile" label={label('mobile')} {...rulesOf(contact, 'mobile', true)}>
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item name="email" label={label('email')} {...rulesOf(contact, 'email', true)}>
        <Input readOnly variant="filled" />
      </Form.Item>
      {legal === 'N' && (
        <>
          {files('authorizationFileList', contact, true, 'pdf', <TemplateLink />)}
          <PeriodItems label={label('authorizationPeriod')} start="authorizationStart" end="authorizationEnd" item={contact} readOnly={readOnly} />
        </>
      )}
      {legal === 'Y' && (
        <>
          {files('corporateIdCardFront', contact, true, 'idCard', t('certification.auth.idCardHint'))}
          {files('corporateIdCardOpposite', contact, true, 'idCard', t('certification.auth.idCardHint'))}
        </>
      )}
      <Form.Item name="bpmIdStr" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="bpmNameStr" label={label('bpmNameStr')} {...rulesOf(contact, 'bpmIdStr', false)}>
        <BidContactPicker readOnly={readOnly} />
      </Form.Item>
    </>
  );

  const goTo = (target: number) => canOpenStep(view, step, target) && wizard.setStep(target);
  const forward = () => (readOnly ? wizard.setStep(step + 1) : form.submit());

  return (
    <>
      <h1 className={styles.title}>{t('personal.menu.certification')}</h1>
      <div ref={steps}>
        <Steps
          current={step}
          className={styles.steps}
          onChange={goTo}
          items={WIZARD_STEPS.map((key, index) => ({ title: t(`certification.steps.${key}`), disabled: !canOpenStep(view, step, index) && index !== step }))}
        />
      </div>
      <Form
        form={form}
        disabled={readOnly}
        labelCol={{ flex: '200px' }}
        labelWrap
        wrapperCol={{ flex: 1 }}
        className={styles.wideForm}
        scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
        onFinish={wizard.onFinish}
      >
        {step === COMPANY_STEP && companyStep}
        {step === CONTACT_STEP && contactStep}
      </Form>
      {step === FEEDBACK_STEP && <Result status="info" title={t('certification.steps.feedback')} subTitle={wizard.feedback || t('certification.enterprise.underReview')} />}
      {step === SUMMARY_STEP && <Summary form={form.getFieldsValue(true)} text={values.text} />}
      <Space className={styles.actions}>
        {step === CONTACT_STEP && (
          <Button onClick={() => wizard.setStep(COMPANY_STEP)}>
            {t('certification.previous')}
          </Button>
        )}
        {step === COMPANY_STEP && (
          <Button type="primary" onClick={forward}>
            {t('certification.next')}
          </Button>
        )}
        {step === CONTACT_STEP && !readOnly && (
          <Button type="primary" loading={wizard.saving} onClick={() => form.submit()}>
            {t('certification.submit')}
          </Button>
        )}
        {step === CONTACT_STEP && readOnly && (
          <Button type="primary" onClick={forward}>
            {t('certification.next')}
          </Button>
        )}
        {step === FEEDBACK_STEP && view.canGoBack && !readOnly && (
          <Button type="primary" onClick={() => wizard.setStep(COMPANY_STEP)}>
            {t('certification.enterprise.edit')}
          </Button>
        )}
      </Space>
    </>
  );
}

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
function Summary({ form, text }: SummaryProps) {
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
