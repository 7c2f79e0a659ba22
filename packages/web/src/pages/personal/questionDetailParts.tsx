import { useEffect, type RefObject } from 'react';
import type { FormInstance } from 'antd';
import { Button, Descriptions, Empty, Form, Input, Select, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH } from '@portal/domain';
import type { AuthSection, Question } from '../../api/questions';
import type { useDomainRules } from '../../hooks/useDomainRules';
import { useLocale } from '../../hooks/useLocale';
import { useSession } from '../../store/session';
import { ShownText } from '../../components/readerLanguage/ShownText';
import { QUESTION_LIST_PATH, questionTone } from './questionRules';
import styles from './personal.module.css';
import detail from './question.module.css';

/** The question form's values (part 2 §4 Question). */
export interface QuestionValues {
  sectionId?: number;
  problemDescription?: string;
  createByName?: string;
  createPhonenumber?: string;
}

/** Which button saved the form: "save draft" keeps the question a draft, "submit" sends it to the buyer. */
export type SaveIntent = 'draft' | 'submit';

/** The picker's options: the sections the user may ask about; a draft about one no longer offered still shows its name. */
export function sectionOptions(sections: AuthSection[], question: Question | undefined, pick: ReturnType<typeof useLocale>['pick']) {
  const list = sections.map((s) => ({ value: s.sectionId, label: pick(s, 'sectionName') }));
  if (question && !list.some((o) => o.value === question.sectionId)) list.unshift({ value: question.sectionId, label: pick(question, 'sectionName') });
  return list;
}

/** Characters as people count them (an emoji is one), as the domain's 500-character rule does. */
const characters = (text: string) => [...text].length;

/**
 * The question's fields inside the page's form: inputs while the question is editable (a draft, or a new one),
 * the same values read-only once it is submitted.
 */
export function QuestionFields({
  question,
  editable,
  options,
  rules,
}: {
  question: Question | undefined;
  editable: boolean;
  options: { value: number; label: string }[];
  rules: ReturnType<typeof useDomainRules>;
}) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const { supplierName } = useSession();
  const label = (key: string) => t(`questions.detail.${key}`);
  const readOnly = (text: string | null | undefined) => <span className={`${styles.readOnly} ${detail.text}`}>{text || '—'}</span>;
  return (
    <>
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
      {editable ? (
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
      {editable ? (
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
      {editable ? (
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
    </>
  );
}

/** The buyer's reply to a question, read-only. */
export function QuestionReply({ question }: { question: Question }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`questions.detail.${key}`);
  return (
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
  );
}

/** An address that names no question of the user's: back to the list. */
export function QuestionNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <h1 className={styles.title}>{t('questions.detail.viewTitle')}</h1>
      <Empty description={t('questions.detail.notFound')}>
        <Button onClick={() => navigate(QUESTION_LIST_PATH)}>{t('questions.detail.back')}</Button>
      </Empty>
    </>
  );
}

/** Save draft and submit while the question is editable, and back, always; a pressed button spins, the other waits. */
export function QuestionButtons({
  editable,
  busy,
  saveDraftButton,
  onSaveDraft,
  onSubmit,
  onBack,
}: {
  editable: boolean;
  busy: SaveIntent | 'leaving' | undefined;
  saveDraftButton: RefObject<HTMLButtonElement | null>;
  onSaveDraft: () => void;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`questions.detail.${key}`);
  return (
    <div className={detail.buttons}>
      {editable && (
        <>
          <Button ref={saveDraftButton} onClick={onSaveDraft} loading={busy === 'draft'} disabled={busy !== undefined && busy !== 'draft'}>
            {label('saveDraft')}
          </Button>
          <Button type="primary" onClick={onSubmit} loading={busy === 'submit'} disabled={busy !== undefined && busy !== 'submit'}>
            {label('submit')}
          </Button>
        </>
      )}
      <Button onClick={onBack} disabled={busy === 'leaving'}>
        {label('back')}
      </Button>
    </div>
  );
}

/** A new question is asked by the signed-in user, with their phone, until they say otherwise. */
export function useAskerDefaults(form: FormInstance<QuestionValues>, isNew: boolean) {
  const { user } = useSession();
  useEffect(() => {
    if (!isNew || !user) return;
    if (form.getFieldValue('createByName') === undefined) form.setFieldValue('createByName', user.nickName || user.userName);
    if (form.getFieldValue('createPhonenumber') === undefined) form.setFieldValue('createPhonenumber', user.phonenumber ?? undefined);
  }, [form, isNew, user]);
}
