/** Signals from the request layer to the shell: a 401 asks for the login dialog. */
export const apiEvents = new EventTarget();
export const UNAUTHORIZED = 'unauthorized';
export const onUnauthorized = (listener: () => void) => {
  apiEvents.addEventListener(UNAUTHORIZED, listener);
  return () => apiEvents.removeEventListener(UNAUTHORIZED, listener);
};

/** An answer said the token is no longer valid: the session store forgets the user. */
export const SESSION_EXPIRED = 'session-expired';
export const onSessionExpired = (listener: () => void) => {
  apiEvents.addEventListener(SESSION_EXPIRED, listener);
  return () => apiEvents.removeEventListener(SESSION_EXPIRED, listener);
};

/**
 * What a 401 left for the login dialog until it reads it: the page's first calls may be answered before the
 * dialog is mounted (the app renders once the first page's code has loaded), and several calls of a page may fail
 * together (the first carried the dead session, the next ones none).
 */
const pending = { dialog: false, expired: false };

/** A 401: the login dialog is due, saying the login expired when the caller had a session. */
export function signalUnauthorized(hadSession: boolean) {
  pending.dialog = true;
  pending.expired ||= hadSession;
  if (hadSession) apiEvents.dispatchEvent(new Event(SESSION_EXPIRED));
  apiEvents.dispatchEvent(new Event(UNAUTHORIZED));
}

/** Whether a 401 asked for the dialog since the dialog last read it. */
export const unauthorizedPending = () => pending.dialog;

/** Reads (and clears) what the 401s since the last read left: whether the dialog is due, and whether a session ended. */
export function takeUnauthorized() {
  const taken = { ...pending };
  pending.dialog = false;
  pending.expired = false;
  return taken;
}

/** A certification form was submitted: the top bar's certification state is stale. */
export const CERTIFICATION_CHANGED = 'certification-changed';
export const notifyCertificationChanged = () => apiEvents.dispatchEvent(new Event(CERTIFICATION_CHANGED));
export const onCertificationChanged = (listener: () => void) => {
  apiEvents.addEventListener(CERTIFICATION_CHANGED, listener);
  return () => apiEvents.removeEventListener(CERTIFICATION_CHANGED, listener);
};
