import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { enterpriseCertificationSchema, TOAST_MS } from '@portal/domain';
import { getEnterpriseForm, getEnterpriseOperation, submitEnterpriseForm, type EnterpriseForm } from '../../api/certification';
import { formSchema } from '../../components/certification/formSchema';
import { useDomainRules } from '../../hooks/useDomainRules';
import { COMPANY_STEP, CONTACT_STEP, FEEDBACK_STEP, firstErrorStep, formFromStored, SUBMITTED_VIEW, wizardView, type WizardView } from './certificationWizard';

/**
 * The enterprise certification wizard's state (part 1 §4): the operation decides the first step and
 * whether the form is read-only; step 1 moves on after its own checks (all its messages at once: the
 * domain schema runs every rule whose fields parsed), step 2 submits the whole form and then shows the
 * feedback, read-only. Nothing is loaded until the account is known to be an enterprise's: an individual's
 * page says it has no enterprise certification, without the server's refusals as error messages.
 */
export function useEnterpriseWizard(enterprise: boolean) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<EnterpriseForm>();
  const [view, setView] = useState<WizardView>();
  const [step, setStep] = useState(COMPANY_STEP);
  const [feedback, setFeedback] = useState<string>();
  const [stored, setStored] = useState<EnterpriseForm>({});
  const [saving, setSaving] = useState(false);
  /** Messages of the whole-form check, put on their fields once the step holding them is shown. */
  const [refused, setRefused] = useState<{ step: number; field: string; errors: { name: string; errors: string[] }[] }>();
  const labels = useMemo(
    () => ({ businessLicenseStart: t('certification.fields.businessLicensePeriod'), authorizationStart: t('certification.fields.authorizationPeriod') }),
    [t],
  );
  const full = useMemo(() => enterpriseCertificationSchema(() => new Date()), []);
  const rules = useDomainRules(useMemo(() => formSchema(full), [full]), {}, labels);

  const load = useCallback(async () => {
    const [operation, current] = await Promise.all([getEnterpriseOperation(), getEnterpriseForm()]);
    const opened = wizardView(operation.data?.operation);
    const values = formFromStored(current.data, opened);
    setFeedback(operation.data?.operationContent || undefined);
    setStored(values);
    form.setFieldsValue(values);
    setView(opened);
    setStep(opened.step);
  }, [form]);

  useEffect(() => {
    if (enterprise) load().catch(() => undefined);
  }, [enterprise, load]);

  useEffect(() => {
    if (!refused || refused.step !== step) return;
    form.setFields(refused.errors);
    form.scrollToField(refused.field, { behavior: 'smooth', block: 'center' });
    setRefused(undefined);
  }, [refused, step, form]);

  /** Step 1 passed its checks (form onFinish): on to step 2, keeping the form. */
  const next = () => setStep((s) => Math.min(s + 1, FEEDBACK_STEP));

  /** Step 2: checks and submits the whole form; then the feedback step, read-only. */
  async function submit() {
    const values = { ...stored, ...form.getFieldsValue(true) };
    if (!rules.parse(form, values)) {
      // A step-1 field refused (possible in modify, where step 1 was never checked): show it there.
      const errors = rules.fieldErrors(values);
      const first = firstErrorStep(errors.map((e) => e.name));
      if (first) {
        setRefused({ ...first, errors });
        setStep(first.step);
      }
      return;
    }
    setSaving(true);
    try {
      const result = await submitEnterpriseForm(values);
      if (result.code !== 200) return;
      message.success({ content: result.msg || t('messages.authenticationSubmitted'), duration: TOAST_MS / 1000 });
      setFeedback(undefined);
      setView(SUBMITTED_VIEW);
      setStep(FEEDBACK_STEP);
    } catch {
      // Shown by the request layer; the form keeps what was entered.
    } finally {
      setSaving(false);
    }
  }

  const onFinish = () => (step === CONTACT_STEP ? submit() : next());

  return { form, view, step, setStep, feedback, saving, onFinish, rules };
}
