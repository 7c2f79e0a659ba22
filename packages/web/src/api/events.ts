/** Signals from the request layer to the shell: a 401 asks for the login dialog. */
export const apiEvents = new EventTarget();
export const UNAUTHORIZED = 'unauthorized';
export const onUnauthorized = (listener: () => void) => {
  apiEvents.addEventListener(UNAUTHORIZED, listener);
  return () => apiEvents.removeEventListener(UNAUTHORIZED, listener);
};
