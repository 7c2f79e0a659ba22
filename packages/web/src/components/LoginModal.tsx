import { lazy, Suspense } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The form (and its validation) loads when the dialog first opens, not with every page (docs/decisions/bundle.md). */
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

/** The login dialog itself (antd's Modal and the form): Escape and clicks outside do not close it; its close button does. */
export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('accounts.login.title')} onCancel={onClose} footer={null} mask={{ closable: false }} keyboard={false} destroyOnHidden width={420}>
      <Suspense fallback={null}>
        <LoginForm onLeave={onClose} />
      </Suspense>
    </Modal>
  );
}
