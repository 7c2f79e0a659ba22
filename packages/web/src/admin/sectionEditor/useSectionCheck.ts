import { useEffect, useMemo, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../feedback/feedback';
import { checkSection, missingForPublish, STEPS, stepOf, type MissingField, type Step } from '../sectionForm';

/** A field's marks: the messages shown under it. */
export type Mark = { name: (string | number)[]; errors: string[] };
/** The first problem a check found: what to say and the step that shows it. */
export type Problem = { text: string; step: Step };

/** The sentence that asks for one missing thing, e.g. "Enter Project name (Chinese)". */
export function useMissingText() {
  const { t } = useTranslation();
  return (m: MissingField) => {
    const label = m.zh ? t('admin.editor.inLang', { label: t(`admin.editor.${m.label}`), lang: t('admin.editor.lang.zh') }) : t(`admin.editor.${m.label}`);
    return t(`admin.editor.required.${m.message}`, { label });
  };
}

/**
 * The editor's checks. `check` runs the shared schema and, for publishing, what publishing needs, and marks
 * the problems of the steps asked; `missing` is what publishing still needs, kept current as the user types
 * and listed (`showMissing`) once a save or a Next has found some.
 */
export function useSectionCheck(form: FormInstance, step: number, setStep: (step: number) => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const missingText = useMissingText();
  const message_ = (key: string) => (t(`messages.${key}`, { defaultValue: '' }) as string) || t('messages.invalidParam');
  const missingJson = Form.useWatch((values: Record<string, unknown>) => JSON.stringify(missingForPublish(values)), { form, preserve: true }) as string | undefined;
  const missing = useMemo(() => (missingJson ? (JSON.parse(missingJson) as MissingField[]) : []), [missingJson]);
  const [showMissing, setShowMissing] = useState(false);

  /**
   * Checks the form with the shared schema and, with `forPublish`, against what publishing needs; marks the
   * problems of the given steps (all when none given). `problem` is the first one's message and step.
   */
  function check(only?: Step[], forPublish = false) {
    const parsed = checkSection(form.getFieldsValue(true));
    const issues = parsed.success ? [] : parsed.error.issues.filter((i) => !only || only.includes(stepOf(i.path[0])));
    const lacking = forPublish ? missingForPublish(form.getFieldsValue(true)).filter((m) => !only || only.includes(m.step)) : [];
    const marks: Mark[] = [
      ...issues.map((i) => ({ name: i.path as (string | number)[], errors: [message_(i.message)] })),
      ...lacking.map((m) => ({ name: [m.name], errors: [missingText(m)] })),
    ];
    form.setFields(marks);
    const problem: Problem | undefined = issues[0]
      ? { text: message_(issues[0].message), step: stepOf(issues[0].path[0]) }
      : lacking[0]
        ? { text: missingText(lacking[0]), step: lacking[0].step }
        : undefined;
    return { data: parsed.success ? parsed.data : undefined, problem, marks, lacking };
  }

  // Fields of a step that is not shown are not mounted and lose their marks: marks are set again once the
  // step of the first problem is open.
  const [pendingMarks, setPendingMarks] = useState<Mark[]>();
  useEffect(() => {
    if (!pendingMarks) return;
    form.setFields(pendingMarks);
    setPendingMarks(undefined);
  }, [pendingMarks, step, form]);

  /** Opens the step of a problem, marks its fields once they are shown and says what is wrong. */
  function showProblem(problem: Problem, marks: Mark[]) {
    setStep(STEPS.indexOf(problem.step));
    setPendingMarks(marks);
    message.warning(problem.text);
  }

  /** An edit clears the marks of the last check; the next check marks what is still wrong. */
  function clearErrors() {
    const marked = form.getFieldsError().filter((f) => f.errors.length > 0);
    if (marked.length) form.setFields(marked.map((f) => ({ name: f.name, errors: [] })));
  }

  return { check, showProblem, clearErrors, missing, showMissing, setShowMissing };
}
