import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Form, Spin } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { questionSchema, QuestionStatus } from '@portal/domain';
import { RequestError } from '../../api/request';
import { createQuestion, getQuestion, listAuthSections, updateQuestion, type AuthSection, type Question } from '../../api/questions';
import { useDomainRules } from '../../hooks/useDomainRules';
import { useLocale } from '../../hooks/useLocale';
import { QuestionButtons, QuestionFields, QuestionNotFound, QuestionReply, sectionOptions, useAskerDefaults, type QuestionValues, type SaveIntent } from './questionDetailParts';
import { AFTER_SUCCESS_MS, detailMode, QUESTION_LIST_PATH, questionActions, questionPath, type DetailMode } from './questionRules';
import styles from './personal.module.css';
import detail from './question.module.css';

/** The status each button asks the server for. */
const STATUS_OF_INTENT = { draft: QuestionStatus.draft, submit: QuestionStatus.submitted } as const;

/**
 * A question to the buyer (part 2 §2 MyQuestionDet, §4 Question): `?type=add` opens an empty form,
 * `?id=&type=det` one of the user's questions. A draft can be edited, saved again or submitted; a submitted
 * question is read-only and waits for the reply; a replied one shows the reply block, read-only.
 */
export default function MyQuestionDet() {
  const [params] = useSearchParams();
  const mode = detailMode(params);
  // A new address (e.g. the new draft's id after the first save) starts a fresh page.
  return <QuestionPage key={params.toString()} mode={mode} />;
}

function QuestionPage({ mode }: { mode: DetailMode }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { pick } = useLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<QuestionValues>();
  const [question, setQuestion] = useState<Question>();
  const [sections, setSections] = useState<AuthSection[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>(mode.mode === 'add' ? 'ready' : 'loading');
  const [busy, setBusy] = useState<SaveIntent | 'leaving'>();
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A new question's first save opens its draft as a fresh page: the focus goes back to "save draft", where
  // it was, instead of to the start of the page.
  const location = useLocation();
  const arrivedFromSave = useRef((location.state as { focus?: string } | null)?.focus === 'saveDraft');
  const saveDraftButton = useRef<HTMLButtonElement>(null);
  const actions = questionActions(question);
  const label = (key: string) => t(`questions.detail.${key}`);
  const rules = useDomainRules(questionSchema, { id: question?.id, sectionId: 1, status: QuestionStatus.draft }, { problemDescription: label('problemDescription') });

  const load = useCallback(async () => {
    if (mode.mode !== 'det') return;
    try {
      const { code, data } = await getQuestion(mode.id);
      if (code !== 200 || !data) {
        setState('missing');
        return;
      }
      setQuestion(data);
      form.setFieldsValue({
        sectionId: data.sectionId,
        problemDescription: data.problemDescription,
        createByName: data.createByName,
        createPhonenumber: data.createPhonenumber ?? undefined,
      });
      setState('ready');
    } catch (error) {
      setState(error instanceof RequestError && error.code === 404 ? 'missing' : 'ready');
    }
  }, [form, mode]);

  useEffect(() => {
    load();
  }, [load]);

  // The picker lists the sections the user may ask about; only an editable question needs it.
  useEffect(() => {
    if (!actions.editable || state !== 'ready') return;
    let live = true;
    listAuthSections().then(
      (result) => live && result.code === 200 && setSections(result.data ?? []),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [actions.editable, state]);

  useAskerDefaults(form, mode.mode === 'add');

  useEffect(() => () => clearTimeout(leaving.current), []);

  useEffect(() => {
    if (!arrivedFromSave.current || state !== 'ready' || !question) return;
    arrivedFromSave.current = false;
    saveDraftButton.current?.focus();
  }, [state, question]);

  const options = useMemo(() => sectionOptions(sections, question, pick), [sections, question, pick]);

  /** Back to where the user came from inside the portal (the list with its filters), else to the list. */
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(QUESTION_LIST_PATH));

  async function save(intent: SaveIntent) {
    let values: QuestionValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const parsed = questionSchema.safeParse({ ...values, id: question?.id, status: STATUS_OF_INTENT[intent] });
    if (!parsed.success) return;
    setBusy(intent);
    try {
      const payload = parsed.data;
      const result = question ? await updateQuestion({ ...payload, id: question.id }) : await createQuestion(payload);
      if (result.code !== 200) {
        setBusy(undefined);
        return;
      }
      if (intent === 'submit') {
        message.success(label('submitted'));
        setBusy('leaving');
        leaving.current = setTimeout(back, AFTER_SUCCESS_MS);
        return;
      }
      message.success(label('saved'));
      setBusy(undefined);
      const id = question?.id ?? (result.data as { id?: number } | undefined)?.id;
      if (!question && id) navigate(questionPath(id), { replace: true, state: { focus: 'saveDraft' } });
      else await load();
    } catch {
      setBusy(undefined);
    }
  }

  /** Submitting cannot be undone: the form is checked first, then the user confirms. */
  async function confirmSubmit() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({
      title: t('questions.question.submitTitle'),
      content: t('questions.question.submitConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => save('submit'),
    });
  }

  const title = mode.mode === 'add' ? label('addTitle') : actions.editable ? label('editTitle') : label('viewTitle');

  if (mode.mode === 'invalid' || state === 'missing')
    return <QuestionNotFound />;

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <Spin spinning={state === 'loading'}>
        <Form<QuestionValues> form={form} className={detail.form} labelCol={{ flex: '140px' }} labelWrap wrapperCol={{ flex: 1 }} disabled={busy === 'leaving'}>
          <QuestionFields question={question} editable={actions.editable} options={options} rules={rules} />
        </Form>

        {actions.awaitingReply && <Alert className={detail.notice} type="info" showIcon title={label('awaitingReply')} />}
        {actions.showsReply && question && <QuestionReply question={question} />}
        <QuestionButtons
          editable={actions.editable && state === 'ready'}
          busy={busy}
          saveDraftButton={saveDraftButton}
          onSaveDraft={() => save('draft')}
          onSubmit={confirmSubmit}
          onBack={back}
        />
      </Spin>
    </>
  );
}
