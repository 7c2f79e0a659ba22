import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Empty, Form, Input, Select, Space, Spin, Tag } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH, questionSchema, QuestionStatus } from '@portal/domain';
import { RequestError } from '../../api/request';
import { createQuestion, getQuestion, listAuthSections, updateQuestion, type AuthSection, type Question } from '../../api/questions';
import { useDomainRules } from '../../hooks/useDomainRules';
import { useLocale } from '../../hooks/useLocale';
import { useSession } from '../../store/session';
import { ShownText } from '../../components/readerLanguage/ShownText';
import { AFTER_SUCCESS_MS, detailMode, QUESTION_LIST_PATH, questionActions, questionPath, questionTone, type DetailMode } from './questionRules';
import styles from './personal.module.css';
import detail from './question.module.css';

interface QuestionValues {
  sectionId?: number;
  problemDescription?: string;
  createByName?: string;
  createPhonenumber?: string;
}

/** Which button saved the form: "save draft" keeps the question a draft, "submit" sends it to the buyer. */
type SaveIntent = 'draft' | 'submit';
/** The status each button asks the server for. */
const STATUS_OF_INTENT = { draft: QuestionStatus.draft, submit: QuestionStatus.submitted } as const;

/** Characters as people count them (an emoji is one), as the domain's 500-character rule does. */
const characters = (text: string) => [...text].length;

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
  const { user, supplierName } = useSession();
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

  // A new question is asked by the signed-in user, with their phone, until they say otherwise.
  useEffect(() => {
    if (mode.mode !== 'add' || !user) return;
    if (form.getFieldValue('createByName') === undefined) form.setFieldValue('createByName', user.nickName || user.userName);
    if (form.getFieldValue('createPhonenumber') === undefined) form.setFieldValue('createPhonenumber', user.phonenumber ?? undefined);
  }, [form, mode.mode, user]);

  useEffect(() => () => clearTimeout(leaving.current), []);

  useEffect(() => {
    if (!arrivedFromSave.current || state !== 'ready' || !question) return;
    arrivedFromSave.current = false;
    saveDraftButton.current?.focus();
  }, [state, question]);

  const options = useMemo(() => {
    const list = sections.map((s) => ({ value: s.sectionId, label: pick(s, 'sectionName') }));
    // A draft about a section no longer offered still shows its name.
    if (question && !list.some((o) => o.value === question.sectionId)) list.unshift({ value: question.sectionId, label: pick(question, 'sectionName') });
    return list;
  }, [sections, question, pick]);

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
    return (
      <>
        <h1 className={styles.title}>{label('viewTitle')}</h1>
        <Empty description={label('notFound')}>
          <Button onClick={() => navigate(QUESTION_LIST_PATH)}>{label('back')}</Button>
        </Empty>
      </>
    );

  const readOnly = (text: string | null | undefined) => <span className={`${styles.readOnly} ${detail.text}`}>{text || '—'}</span>;

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <Spin spinning={state === 'loading'}>
        <Form<QuestionValues> form={form} className={detail.form} labelCol={{ flex: '140px' }} labelWrap wrapperCol={{ flex: 1 }} disabled={busy === 'leaving'}>
          {question && (
            <Form.Item label={label('status')}>
              <Space size={16} wrap>
                <Tag color={questionTone(question.status)}>{t(`questions.question.statuses.${question.status}`)}</Tag>
                {question.submitTime && (
                  <span className={detail.meta}>{t('questions.detail.submittedAt', { time: question.submitTime })}</span>
                )}
              </Space>
            </Form.Item>
          )}
          {actions.editable ? (
            <Form.Item name="sectionId" label={label('section')} required rules={[{ required: true, message: label('sectionRequired') }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={label('sectionPlaceholder')}
                options={options}
                notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('noSections')} />}
              />
            </Form.Item>
          ) : (
            <Form.Item label={label('section')}>{readOnly(question && pick(question, 'sectionName'))}</Form.Item>
          )}
          <Form.Item label={label('companyName')}>{readOnly(question?.companyName ?? supplierName)}</Form.Item>
          {actions.editable ? (
            <Form.Item name="problemDescription" label={label('problemDescription')} {...rules.item('problemDescription')}>
              <Input.TextArea
                rows={6}
                placeholder={label('descriptionPlaceholder')}
                showCount
                count={{ max: QUESTION_MAX_LENGTH, strategy: characters }}
              />
            </Form.Item>
          ) : (
            <Form.Item label={label('problemDescription')}>{readOnly(question?.problemDescription)}</Form.Item>
          )}
          {actions.editable ? (
            <>
              <Form.Item name="createByName" label={label('createByName')} {...rules.item('createByName')}>
                <Input maxLength={50} autoComplete="name" />
              </Form.Item>
              <Form.Item name="createPhonenumber" label={label('createPhonenumber')} {...rules.item('createPhonenumber')}>
                <Input maxLength={30} autoComplete="tel" />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item label={label('createByName')}>{readOnly(question?.createByName)}</Form.Item>
              <Form.Item label={label('createPhonenumber')}>{readOnly(question?.createPhonenumber)}</Form.Item>
            </>
          )}
        </Form>

        {actions.awaitingReply && <Alert className={detail.notice} type="info" showIcon title={label('awaitingReply')} />}
        {actions.showsReply && question && (
          <section className={detail.reply} aria-labelledby="question-reply">
            <h2 id="question-reply" className={detail.replyTitle}>
              {label('reply')}
            </h2>
            <Descriptions
              bordered
              column={2}
              size="middle"
              styles={{ label: { width: 150 } }}
              items={[
                {
                  key: 'problemReply',
                  label: label('problemReply'),
                  span: 2,
                  children: (
                    <span className={detail.text}>
                      <ShownText record={question} field="problemReply" empty="—" />
                    </span>
                  ),
                },
                { key: 'replyName', label: label('replyName'), children: question.replyName || '—' },
                { key: 'replyPhonenumber', label: label('replyPhonenumber'), children: question.replyPhonenumber || '—' },
                { key: 'replyTime', label: label('replyTime'), span: 2, children: question.replyTime || '—' },
              ]}
            />
          </section>
        )}

        <div className={detail.buttons}>
          {actions.editable && state === 'ready' && (
            <>
              <Button ref={saveDraftButton} onClick={() => save('draft')} loading={busy === 'draft'} disabled={busy !== undefined && busy !== 'draft'}>
                {label('saveDraft')}
              </Button>
              <Button type="primary" onClick={confirmSubmit} loading={busy === 'submit'} disabled={busy !== undefined && busy !== 'submit'}>
                {label('submit')}
              </Button>
            </>
          )}
          <Button onClick={back} disabled={busy === 'leaving'}>
            {label('back')}
          </Button>
        </div>
      </Spin>
    </>
  );
}
