import { useSyncExternalStore } from 'react';
import { stripSpaces } from '@portal/domain';
import * as auth from '../api/auth';
import { onSessionExpired } from '../api/events';
import { getToken, removeToken, setToken } from '../api/token';

/** Role given when the server names none (part 1 §4, Session). */
const DEFAULT_ROLE = 'ROLE_DEFAULT';

/** Who is signed in (part 1 §3, User / session). */
export interface Session {
  /** Token from the Admin-Token-Ztb cookie; absent when signed out. */
  token?: string;
  /** The user's name (nickName, else the login name); empty until the user info is loaded. */
  name: string;
  /** The user as /getInfo gave it. */
  user?: auth.UserInfo;
  roles: string[];
  permissions: string[];
  isClientCompany: boolean;
  /** Company id. */
  supplierId?: number;
  supplierName?: string;
  /** 0 enterprise, 1 individual. */
  operationUserType?: number;
  /** True while the user info is being fetched. */
  loading: boolean;
}

const signedOut = (): Session => ({ name: '', roles: [], permissions: [], isClientCompany: false, loading: false });

let session: Session = { ...signedOut(), token: getToken() };
const listeners = new Set<() => void>();
let pendingInfo: Promise<Session> | undefined;

function replace(next: Session) {
  session = next;
  for (const listener of listeners) listener();
}

const update = (changes: Partial<Session>) => replace({ ...session, ...changes });

export const getSession = () => session;

// The request layer met a 401 and has dropped the token: forget the user too (the login dialog opens).
onSessionExpired(() => replace(signedOut()));

function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering on every change. */
export const useSession = () => useSyncExternalStore(subscribeSession, getSession);

/** Fetches the signed-in user; concurrent callers share one request. Rejects when the fetch fails. */
export function loadUserInfo(): Promise<Session> {
  pendingInfo ??= (async () => {
    update({ loading: true });
    try {
      const info = await auth.getUserInfo();
      const user = info.data;
      update({
        user,
        name: user?.nickName || user?.userName || '',
        roles: info.roles?.length ? info.roles : [DEFAULT_ROLE],
        permissions: info.permissions ?? [],
        isClientCompany: Boolean(info.isClientCompany),
        supplierId: user?.supplierId ?? undefined,
        supplierName: user?.supplierName ?? undefined,
        operationUserType: user?.operationUserType ?? undefined,
      });
      return session;
    } finally {
      update({ loading: false });
      pendingInfo = undefined;
    }
  })();
  return pendingInfo;
}

/** Signs in with an account or phone (spaces stripped), keeps the token and loads the user. */
export async function login(username: string, password: string, captcha?: auth.CaptchaAnswer): Promise<Session> {
  const { token } = await auth.login(stripSpaces(username), password, captcha);
  setToken(token);
  update({ token });
  return loadUserInfo();
}

/** Ends the session on the server (best effort) and forgets it here; the caller takes the user to /. */
export async function logout(): Promise<void> {
  try {
    await auth.logout();
  } catch {
    // The token is dropped whatever the server says: the user asked to leave.
  } finally {
    removeToken();
    replace(signedOut());
  }
}
