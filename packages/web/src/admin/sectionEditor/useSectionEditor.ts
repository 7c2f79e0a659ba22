import { useEffect } from 'react';
import { Form } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { requiredForPublish, STEPS } from '../sectionForm';
import { useSectionCheck } from './useSectionCheck';
import { useSectionLoad } from './useSectionLoad';
import { useSectionSave } from './useSectionSave';
import { useSettlementTotals } from './useSettlementTotals';
import { useStepFocus } from './useStepFocus';

/**
 * The section editor's state: the form, the open step, the stored section, the checks and the save. Next
 * checks the step (the shared schema, and what publishing needs of that step) and marks its problems.
 */
export function useSectionEditor(sectionId: number | undefined) {
  const { message } = useFeedback();
  const [form] = Form.useForm();
  const steps = useStepFocus();
  const { step, goToStep } = steps;
  const biddingType = Form.useWatch('biddingType', { form, preserve: true });
  const commitFile = Form.useWatch('isBiddingCommitFile', { form, preserve: true });
  const otherQualification = Form.useWatch('isQualificationOther', { form, preserve: true });
  const totals = useSettlementTotals(form);

  // The bid file is a tender stage (adminSectionSchema refuses it on an inquiry): switching to inquiry drops it.
  useEffect(() => {
    if (biddingType === 1 && commitFile === 1) form.setFieldValue('isBiddingCommitFile', 0);
  }, [biddingType, commitFile, form]);

  const { detail, loading } = useSectionLoad(sectionId, form);
  // The server says whether the caller may still edit the section (a published one is read-only).
  const readOnly = detail !== undefined && !detail.actions.includes('edit');
  const required = requiredForPublish({ biddingType, isBiddingCommitFile: commitFile, isQualificationOther: otherQualification });
  const checks = useSectionCheck(form, step, steps.setStep);
  const { saving, save, saveAndPublish } = useSectionSave(form, sectionId, checks);

  /** Next: the step must be well formed and have what publishing needs of it; its problems are marked. */
  function next() {
    const { problem, lacking, marks } = checks.check([STEPS[step]], true);
    if (lacking.length) checks.setShowMissing(true);
    if (problem) {
      message.warning(problem.text);
      // The keyboard is taken to the first field marked.
      if (marks[0]) form.focusField(marks[0].name);
      return;
    }
    goToStep(Math.min(step + 1, STEPS.length - 1));
  }

  return {
    form,
    ...steps,
    detail,
    loading,
    readOnly,
    saving,
    save,
    saveAndPublish,
    next,
    clearErrors: checks.clearErrors,
    missing: checks.missing,
    showMissing: checks.showMissing,
    fields: { inquiry: biddingType === 1, bidFile: commitFile === 1, otherQualification: otherQualification === 1, required, totals },
  };
}
