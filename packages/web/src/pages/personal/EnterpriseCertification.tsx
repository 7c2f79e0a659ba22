import { useEffect, useRef } from 'react';
import { Form, Result, Spin, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCertificationValues } from '../../components/certification/certificationValues';
import { useSession } from '../../store/session';
import { canOpenStep, COMPANY_STEP, CONTACT_STEP, FEEDBACK_STEP, SUMMARY_STEP, WIZARD_STEPS } from './certificationWizard';
import { CompanyStep, ContactStep, WizardActions } from './EnterpriseSteps';
import { EnterpriseSummary } from './EnterpriseSummary';
import { useEnterpriseWizard } from './useEnterpriseWizard';
import styles from './personal.module.css';

/** Enterprise accounts (operationUserType 0) are certified here; individuals (1) have no enterprise certification (part 1 §6). */
const ENTERPRISE = 0;
const INDIVIDUAL = 1;

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
  const steps = useFocusOnStepChange(step, Boolean(view));

  if (operationUserType === INDIVIDUAL) return <Result status="info" title={t('certification.enterprise.individual')} />;
  if (!view) return <Spin className={styles.loading} />;

  const readOnly = view.readOnly;
  const fields = { t, readOnly, rules: wizard.rules.item, dicts: values.dicts };
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
        {step === COMPANY_STEP && <CompanyStep fields={fields} category={category as string | undefined} />}
        {step === CONTACT_STEP && <ContactStep fields={fields} legal={legal as string | undefined} />}
      </Form>
      {step === FEEDBACK_STEP && <Result status="info" title={t('certification.steps.feedback')} subTitle={wizard.feedback || t('certification.enterprise.underReview')} />}
      {step === SUMMARY_STEP && <EnterpriseSummary form={form.getFieldsValue(true)} text={values.text} />}
      <WizardActions
        step={step}
        readOnly={readOnly}
        canGoBack={view.canGoBack}
        saving={wizard.saving}
        setStep={wizard.setStep}
        forward={forward}
        submit={() => form.submit()}
      />
    </>
  );
}
