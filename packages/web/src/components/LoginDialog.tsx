import { lazy, Suspense, useEffect, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiEvents, onUnauthorized, UNAUTHORIZED } from '../api/events';

/** The form (and its validation) loads when the dialog first opens, not with every page (docs/decisions/bundle.md). */
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

/** Asks the shell for the login dialog: the same signal as an unauthorized answer. */
export function openLoginDialog() {
  apiEvents.dispatchEvent(new Event(UNAUTHORIZED));
}

/**
 * The login dialog, shown on an unauthorized state (part 1 §2, §6). Escape and clicks outside do not close
 * it; its close button does.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => onUnauthorized(() => setOpen(true)), []);
  const close = () => setOpen(false);
  return (
    <Modal open={open} title={t('accounts.login.title')} onCancel={close} footer={null} mask={{ closable: false }} keyboard={false} destroyOnHidden width={420}>
      <Suspense fallback={null}>
        <LoginForm onLeave={close} />
      </Suspense>
    </Modal>
  );
}
