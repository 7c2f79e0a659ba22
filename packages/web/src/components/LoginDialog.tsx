import { lazy, Suspense, useEffect, useState } from 'react';
import { apiEvents, onUnauthorized, takeUnauthorized, unauthorizedPending, UNAUTHORIZED } from '../api/events';

/** antd's Modal and the form load when the dialog first opens, not with every page (docs/decisions/bundle.md). */
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));

/** Asks the shell for the login dialog: the same signal as an unauthorized answer. */
export function openLoginDialog() {
  apiEvents.dispatchEvent(new Event(UNAUTHORIZED));
}

/**
 * The login dialog, shown on an unauthorized state (part 1 §2, §6). When a signed-in user's session has ended
 * (the request layer says so just before it asks for the dialog) the dialog says the login has expired.
 */
export function LoginDialog() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const show = () => {
      // Once said, "expired" stays until the dialog closes: a later 401 of the same page had no session to end.
      const { expired: ended } = takeUnauthorized();
      setExpired((shown) => shown || ended);
      setAsked(true);
      setOpen(true);
    };
    // A 401 answered before this dialog was mounted.
    if (unauthorizedPending()) show();
    return onUnauthorized(show);
  }, []);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal
        open={open}
        expired={expired}
        onClose={() => {
          setOpen(false);
          setExpired(false);
        }}
      />
    </Suspense>
  );
}
