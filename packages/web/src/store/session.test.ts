import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '@portal/domain';
import * as auth from '../api/auth';
import { registerFeedback, type Feedback } from '../feedback/feedback';
import { handleResult, RequestError } from '../api/request';
import { getToken } from '../api/token';
import { takeUnauthorized } from '../api/events';
import { getSession, loadUserInfo, login, logout } from './session';

vi.mock('../api/auth', () => ({ login: vi.fn(), getUserInfo: vi.fn(), logout: vi.fn() }));

/** /getInfo's answer for a supplier, with the given roles. */
const userInfo = (roles?: string[]): auth.UserInfoResult => ({
  code: 200,
  msg: 'ok',
  roles,
  permissions: ['bid:signup'],
  isClientCompany: false,
  data: {
    id: 7,
    userName: 'acme',
    nickName: 'Li Lei',
    supplierId: 3,
    supplierName: 'Acme Trading',
    tin: '91110000',
    email: 'li@acme.test',
    phonenumber: '13800138000',
    operationUserType: 0,
  },
});

afterEach(async () => {
  vi.mocked(auth.logout).mockResolvedValue({ code: 200, msg: 'ok' });
  await logout();
  vi.clearAllMocks();
});

describe('session', () => {
  it('logs in with the spaces stripped from the account, keeps the token in the cookie and loads the user', async () => {
    vi.mocked(auth.login).mockResolvedValue({ code: 200, msg: 'ok', token: 'tok-1' });
    vi.mocked(auth.getUserInfo).mockResolvedValue(userInfo(['ROLE_SUPPLIER']));

    await login(' 138 0013 8000 ', 'Secret1');

    expect(auth.login).toHaveBeenCalledWith('13800138000', 'Secret1', undefined);
    expect(getToken()).toBe('tok-1');
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=tok-1`);
    expect(getSession()).toMatchObject({
      token: 'tok-1',
      name: 'Li Lei',
      roles: ['ROLE_SUPPLIER'],
      permissions: ['bid:signup'],
      supplierId: 3,
      supplierName: 'Acme Trading',
      operationUserType: 0,
      loading: false,
    });
  });

  it.each([[[]], [undefined]])('gives the role ROLE_DEFAULT when the server names none (%j)', async (roles) => {
    vi.mocked(auth.getUserInfo).mockResolvedValue(userInfo(roles));
    await loadUserInfo();
    expect(getSession().roles).toEqual(['ROLE_DEFAULT']);
  });

  it('keeps no token when the login is refused', async () => {
    vi.mocked(auth.login).mockRejectedValue(new RequestError('wrong password', 500));
    await expect(login('acme', 'nope')).rejects.toThrow('wrong password');
    expect(getToken()).toBeUndefined();
    expect(getSession().token).toBeUndefined();
    expect(auth.getUserInfo).not.toHaveBeenCalled();
  });

  it('shares one user-info request between concurrent callers and flags the loading', async () => {
    let answer!: (info: auth.UserInfoResult) => void;
    vi.mocked(auth.getUserInfo).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = loadUserInfo();
    const second = loadUserInfo();
    expect(getSession().loading).toBe(true);
    answer(userInfo(['ROLE_SUPPLIER']));
    await Promise.all([first, second]);
    expect(auth.getUserInfo).toHaveBeenCalledTimes(1);
    expect(getSession().loading).toBe(false);
  });

  it('forgets the user when an answer says the session has ended (401), so the top bar offers login again', async () => {
    // The reason goes to the shell's feedback; a stand-in keeps antd's static message (and its render after
    // the test's DOM is gone) out of this test.
    const shown = vi.fn();
    const unregister = registerFeedback({ message: { error: shown } } as unknown as Feedback);
    vi.mocked(auth.login).mockResolvedValue({ code: 200, msg: 'ok', token: 'tok-3' });
    vi.mocked(auth.getUserInfo).mockResolvedValue(userInfo(['ROLE_SUPPLIER']));
    await login('acme', 'Secret1');

    expect(() => handleResult({ code: 401, msg: 'expired' })).toThrow(RequestError);
    unregister();

    // No toast: the login dialog says the login has expired (issue 23), and it is due.
    expect(shown).not.toHaveBeenCalled();
    expect(takeUnauthorized()).toEqual({ dialog: true, expired: true });

    expect(getToken()).toBeUndefined();
    expect(getSession()).toEqual({ name: '', roles: [], permissions: [], isClientCompany: false, loading: false });
  });

  it('forgets the token and the user on logout, even when the server call fails', async () => {
    vi.mocked(auth.login).mockResolvedValue({ code: 200, msg: 'ok', token: 'tok-2' });
    vi.mocked(auth.getUserInfo).mockResolvedValue(userInfo(['ROLE_SUPPLIER']));
    await login('acme', 'Secret1');
    vi.mocked(auth.logout).mockRejectedValue(new RequestError('network', 0));

    await logout();

    expect(getToken()).toBeUndefined();
    expect(getSession()).toEqual({ name: '', roles: [], permissions: [], isClientCompany: false, loading: false });
  });
});
