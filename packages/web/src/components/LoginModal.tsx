import { lazy, Suspense } from 'react';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The form (and its validation) loads when the dialog first opens, not with every page (docs/decisions/bundle.md). */
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

/**
 * The login dialog itself (antd's Modal and the form). Escape, a click outside and its close button close it, as
 * any dialog does (issue 23: visitors were stuck in it; part 1 §2 said it could not be closed so, see
 * docs/decisions/spec-differences.md).
 */
export function LoginModal({ open, expired = false, onClose }: { open: boolean; expired?: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('accounts.login.title')} onCancel={onClose} footer={null} destroyOnHidden width={420}>
      {expired && <Alert type="warning" showIcon title={t('common.request.sessionExpired')} style={{ marginBottom: 16 }} />}
      <Suspense fallback={null}>
        <LoginForm onLeave={onClose} />
      </Suspense>
    </Modal>
  );
}
