import { Button, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The 'certification under review' prompt, 700 px (part 1 §2). */
export function PendingDialog({ open, message, onClose }: { open: boolean; message?: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={700}
      title={t('certification.pending.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('certification.pending.ok')}
        </Button>
      }
    >
      <Result status="info" title={message || t('certification.pending.text')} />
    </Modal>
  );
}
