import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLAG_DEFINITIONS, FLAG_REVIEW_OF_ACTION, type FlagIndicator } from '@portal/domain';
import { useFeedback } from '../../feedback/feedback';
import { useLocale } from '../../hooks/useLocale';
import { reviewFlag, type FlagRow } from '../../api/flags';

type RecordedStatus = (typeof FLAG_REVIEW_OF_ACTION)[keyof typeof FLAG_REVIEW_OF_ACTION];

/**
 * Records what staff did about a flag: a status and a note (the server audits and logs it). The statuses offered
 * are the flag's `actions` from the server (flagPolicy); the one recorded already is chosen when still offered.
 */
export function ReviewDialog({ flag, onClose, onSaved }: { flag: FlagRow | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ status: RecordedStatus; note: string }>();
  const offered: RecordedStatus[] = (flag?.actions ?? []).map((action) => FLAG_REVIEW_OF_ACTION[action]);
  return (
    <Modal
      open={Boolean(flag)}
      title={t('flags.reviewTitle')}
      okText={t('flags.save')}
      cancelText={t('admin.action.cancel')}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        if (!flag) return;
        const values = await form.validateFields();
        const answer = await reviewFlag(flag.id, values);
        message.success(answer.msg);
        onSaved();
      }}
    >
      {flag && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ status: offered.includes(flag.reviewStatus as RecordedStatus) ? flag.reviewStatus : undefined, note: flag.reviewNote }}
          data-testid="flag-review-form"
        >
          <p>
            <strong>{FLAG_DEFINITIONS[flag.indicator as FlagIndicator].name[locale]}</strong> · {flag.sectionName}
          </p>
          <Form.Item name="status" label={t('flags.reviewStatus')} rules={[{ required: true, message: t('messages.flagReviewStatusInvalid') }]}>
            <Select options={offered.map((s) => ({ value: s, label: t(`flags.statuses.${s}`) }))} data-testid="flag-review-status" />
          </Form.Item>
          <Form.Item name="note" label={t('flags.note')} extra={t('flags.noteHint')} rules={[{ required: true, whitespace: true, message: t('messages.flagReviewNoteRequired') }, { max: 2000, message: t('messages.flagReviewNoteTooLong') }]}>
            <Input.TextArea rows={4} maxLength={2000} data-testid="flag-review-note" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
