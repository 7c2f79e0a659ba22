import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLAG_DEFINITIONS, type FlagIndicator } from '@portal/domain';
import { useFeedback } from '../../feedback/feedback';
import { useLocale } from '../../hooks/useLocale';
import { reviewFlag, type FlagRow } from '../../api/flags';

const STATUSES = ['reviewed', 'escalated', 'dismissed'] as const;

/** Records what staff did about a flag: a status and a note (the server audits it). */
export function ReviewDialog({ flag, onClose, onSaved }: { flag: FlagRow | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ status: (typeof STATUSES)[number]; note: string }>();
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
          initialValues={{ status: flag.reviewStatus === 'open' ? undefined : flag.reviewStatus, note: flag.reviewNote }}
          data-testid="flag-review-form"
        >
          <p>
            <strong>{FLAG_DEFINITIONS[flag.indicator as FlagIndicator].name[locale]}</strong> · {flag.sectionName}
          </p>
          <Form.Item name="status" label={t('flags.reviewStatus')} rules={[{ required: true, message: t('messages.flagReviewStatusInvalid') }]}>
            <Select options={STATUSES.map((s) => ({ value: s, label: t(`flags.statuses.${s}`) }))} data-testid="flag-review-status" />
          </Form.Item>
          <Form.Item name="note" label={t('flags.note')} extra={t('flags.noteHint')} rules={[{ required: true, whitespace: true, message: t('messages.flagReviewNoteRequired') }, { max: 2000, message: t('messages.flagReviewNoteTooLong') }]}>
            <Input.TextArea rows={4} maxLength={2000} data-testid="flag-review-note" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
