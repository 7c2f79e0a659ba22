import { lazy, Suspense, useEffect, useState } from 'react';
import { apiEvents, onUnauthorized, UNAUTHORIZED } from '../api/events';

/** antd's Modal and the form load when the dialog first opens, not with every page (docs/decisions/bundle.md). */
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));

/** Asks the shell for the login dialog: the same signal as an unauthorized answer. */
export function openLoginDialog() {
  apiEvents.dispatchEvent(new Event(UNAUTHORIZED));
}

/** The login dialog, shown on an unauthorized state (part 1 §2, §6). */
export function LoginDialog() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  useEffect(
    () =>
      onUnauthorized(() => {
        setAsked(true);
        setOpen(true);
      }),
    [],
  );
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
