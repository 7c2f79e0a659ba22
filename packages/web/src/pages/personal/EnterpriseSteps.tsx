import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { enterpriseFieldRules } from '@portal/domain';
import { BidContactPicker } from '../../components/certification/BidContactPicker';
import { dateText, PeriodItems } from '../../components/certification/PeriodItems';
import { TemplateLink } from '../../components/certification/TemplateLink';
import { COMPANY_STEP, CONTACT_STEP, FEEDBACK_STEP } from './certificationWizard';
import { fieldMakers, type FieldContext } from './enterpriseFields';
import styles from './personal.module.css';

/** Fields of step 1 in the order shown, with how each is entered (part 1 §3). */
const TEXT_FIELDS_BEFORE = ['simpleName', 'realAddress'] as const;
const MONEY_AND_SIZE = ['payedCapital', 'address', 'capital'] as const;
const AFTER_EMPLOYEES = ['factoryArea', 'revenue'] as const;
const BANK = ['legalPerson', 'idNo', 'bankAccountNo', 'bankName', 'bankAccountName'] as const;

/** Only digits are kept in the number of employees. */
const digitsOnly = (value?: string) => (value ? value.replace(/\D/g, '') : value);

/** Step 1, the company: the chosen category decides which manufacturing and licence fields show (the domain's rules). */
export function CompanyStep({ fields, category }: { fields: FieldContext; category: string | undefined }) {
  const { t } = useTranslation();
  const { label, rulesOf, text, dictSelect, files, yesNo, date } = fieldMakers(fields);
  const shown = enterpriseFieldRules(category);
  return (
    <>
      <Form.Item name="declareName" label={label('declareName')} {...rulesOf('declareName')}>
        <Input readOnly variant="filled" />
      </Form.Item>
      {TEXT_FIELDS_BEFORE.map((name) => text(name))}
      {dictSelect('category', 'supplier_category')}
      {dictSelect('enterpriseType', 'enterprises_type')}
      {shown.showManufacturing && (
        <>
          {text('manufacturingAddress', { dependencies: ['category'] }, shown.requireManufacturing)}
          {text('productionCapacity')}
        </>
      )}
      {shown.showAgencyLicense && files('agencyLicenseFileList', shown.requireAgencyLicense)}
      {shown.showProductionLicense && files('productionLicenseFileList', false)}
      {dictSelect('natureTaxpayer', 'nature_tax_payer')}
      {MONEY_AND_SIZE.map((name) => text(name))}
      {text('employeesNumber', { normalize: digitsOnly })}
      {AFTER_EMPLOYEES.map((name) => text(name))}
      {date('setUpTime', dateText)}
      {files('threeYearsFinancialReprotFileList', true)}
      {yesNo('trial', ['1', '0'])}
      <Form.Item name="businessScope" label={label('businessScope')} {...rulesOf('businessScope')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      {text('suppliedProductName')}
      {text('testingStandards')}
      {files('businessLicenseFileList', true)}
      <PeriodItems label={label('businessLicensePeriod')} start="businessLicenseStart" end="businessLicenseEnd" item={fields.rules} readOnly={fields.readOnly} />
      <Form.Item name="idType" label={label('idType')} {...rulesOf('idType')}>
        <Select options={['1', '2'].map((value) => ({ value, label: t(`certification.idTypes.${value}`) }))} placeholder={t('certification.select')} />
      </Form.Item>
      {BANK.map((name) => text(name))}
    </>
  );
}

/** Step 2, the contact person: a legal representative gives the ID card, anyone else an authorization with its period. */
export function ContactStep({ fields, legal }: { fields: FieldContext; legal: string | undefined }) {
  const { t } = useTranslation();
  const { label, rulesOf, files, yesNo } = fieldMakers(fields);
  return (
    <>
      <Alert type="info" showIcon title={t('certification.enterprise.legalIdHint')} className={styles.notice} />
      <Form.Item name="name" label={label('name')} {...rulesOf('name', false)}>
        <Input maxLength={100} />
      </Form.Item>
      {yesNo('isLegalRepresentative', ['Y', 'N'], true)}
      <Form.Item name="mobile" label={label('mobile')} {...rulesOf('mobile', true)}>
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item name="email" label={label('email')} {...rulesOf('email', true)}>
        <Input readOnly variant="filled" />
      </Form.Item>
      {legal === 'N' && (
        <>
          {files('authorizationFileList', true, 'pdf', <TemplateLink />)}
          <PeriodItems label={label('authorizationPeriod')} start="authorizationStart" end="authorizationEnd" item={fields.rules} readOnly={fields.readOnly} />
        </>
      )}
      {legal === 'Y' && (
        <>
          {files('corporateIdCardFront', true, 'idCard', t('certification.auth.idCardHint'))}
          {files('corporateIdCardOpposite', true, 'idCard', t('certification.auth.idCardHint'))}
        </>
      )}
      <Form.Item name="bpmIdStr" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="bpmNameStr" label={label('bpmNameStr')} {...rulesOf('bpmIdStr', false)}>
        <BidContactPicker readOnly={fields.readOnly} />
      </Form.Item>
    </>
  );
}

interface ActionsProps {
  step: number;
  readOnly: boolean;
  /** The form may go back to step 1 from the feedback (the certification operation's answer). */
  canGoBack: boolean;
  saving: boolean;
  setStep: (step: number) => void;
  /** Next from a step: checked and kept when the form can be edited, else only shown. */
  forward: () => void;
  submit: () => void;
}

/** The wizard's buttons under the step shown: previous, next, submit, or edit after a refusal. */
export function WizardActions({ step, readOnly, canGoBack, saving, setStep, forward, submit }: ActionsProps) {
  const { t } = useTranslation();
  return (
    <Space className={styles.actions}>
      {step === CONTACT_STEP && <Button onClick={() => setStep(COMPANY_STEP)}>{t('certification.previous')}</Button>}
      {step === COMPANY_STEP && (
        <Button type="primary" onClick={forward}>
          {t('certification.next')}
        </Button>
      )}
      {step === CONTACT_STEP && !readOnly && (
        <Button type="primary" loading={saving} onClick={submit}>
          {t('certification.submit')}
        </Button>
      )}
      {step === CONTACT_STEP && readOnly && (
        <Button type="primary" onClick={forward}>
          {t('certification.next')}
        </Button>
      )}
      {step === FEEDBACK_STEP && canGoBack && !readOnly && (
        <Button type="primary" onClick={() => setStep(COMPANY_STEP)}>
          {t('certification.enterprise.edit')}
        </Button>
      )}
    </Space>
  );
}
