import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';

/**
 * Pass or reject with a remark: the remark is optional to pass and required to reject (the supplier reads
 * it). Passing asks for a confirmation. `onDone` runs after the call succeeded.
 */
export function ReviewActions({
  confirmText,
  onReview,
  onDone,
  passText,
  rejectText,
}: {
  confirmText: string;
  onReview: (pass: boolean, remark: string) => Promise<unknown>;
  onDone: () => void;
  /** Button labels other than 'pass' and 'reject'. */
  passText?: string;
  rejectText?: string;
}) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function send(pass: boolean) {
    setBusy(true);
    try {
      await onReview(pass, remark.trim());
      message.success(t('admin.done'));
      setRemark('');
      onDone();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Form.Item label={t('admin.reviews.remark')} validateStatus={error ? 'error' : undefined} help={error} layout="vertical" style={{ marginBottom: 12 }}>
        <Input.TextArea
          id="review-remark"
          rows={3}
          maxLength={500}
          showCount
          value={remark}
          placeholder={t('admin.reviews.remarkPlaceholder')}
          onChange={(e) => {
            setRemark(e.target.value);
            if (e.target.value.trim()) setError(undefined);
          }}
        />
      </Form.Item>
      <Space>
        <Button
          type="primary"
          loading={busy}
          onClick={() =>
            modal.confirm({
              title: t('admin.list.confirmTitle'),
              content: confirmText,
              okText: passText ?? t('admin.action.pass'),
              cancelText: t('admin.action.cancel'),
              onOk: () => send(true),
            })
          }
        >
          {passText ?? t('admin.action.pass')}
        </Button>
        <Button
          danger
          loading={busy}
          onClick={() => {
            if (!remark.trim()) {
              setError(t('admin.reviews.remarkRequired'));
              return;
            }
            void send(false);
          }}
        >
          {rejectText ?? t('admin.action.reject')}
        </Button>
      </Space>
    </div>
  );
}
