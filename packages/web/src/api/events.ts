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

/** A certification form was submitted: the top bar's certification state is stale. */
export const CERTIFICATION_CHANGED = 'certification-changed';
export const notifyCertificationChanged = () => apiEvents.dispatchEvent(new Event(CERTIFICATION_CHANGED));
export const onCertificationChanged = (listener: () => void) => {
  apiEvents.addEventListener(CERTIFICATION_CHANGED, listener);
  return () => apiEvents.removeEventListener(CERTIFICATION_CHANGED, listener);
};
