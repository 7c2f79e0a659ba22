import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, TOKEN_COOKIE } from '@portal/domain';
import { registerFeedback, type Feedback } from '../feedback/feedback';
import { initI18n } from '../i18n';
import { sendEmailCode } from './auth';
import { onSessionExpired, onUnauthorized } from './events';
import { encodeQuery } from './query';
import { quietGet } from './quiet';
import { DUPLICATE_SUBMIT_WINDOW_MS, get, post, request, RequestError } from './request';
import { getToken, removeToken, setToken } from './token';
import { uploadFile } from './uploads';

const fetchMock = vi.fn<typeof fetch>();
/** The next calls wait for their answer until the returned function gives it (to change the session meanwhile). */
const answerLater = () => {
  let answer!: (response: Response) => void;
  fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  return (response: Response) => answer(response);
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** A fetch that answers only when its signal aborts, as a real one does when the time-out fires. */
const hangingFetch = () =>
  fetchMock.mockImplementation(
    (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
      ),
  );
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), headers: init?.headers as Record<string, string> };
};

const errorSpy = vi.fn();
const warningSpy = vi.fn();
const notifySpy = vi.fn();
/** The shell's feedback as the request layer sees it: what it shows is recorded here. */
const shown: Feedback = {
  message: { success: vi.fn(), error: errorSpy, info: vi.fn(), warning: warningSpy, loading: vi.fn(), open: vi.fn(), destroy: vi.fn() },
  notification: { success: vi.fn(), error: notifySpy, info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() },
  modal: { confirm: vi.fn(), info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
};
let unregister: () => void;

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n('en');
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  unregister = registerFeedback(shown);
});
afterEach(() => {
  unregister();
  vi.clearAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  removeToken();
});

describe('request headers and query', () => {
  it('sends the token, the time zone and the language, under /prod-api', async () => {
    setToken('tok-9');
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }));
    await get('/system/user/profile/getInfo');
    const { url, headers } = lastCall();
    expect(url).toBe('/prod-api/system/user/profile/getInfo');
    expect(headers.Authorization).toBe('Bearer tok-9');
    expect(headers['Accept-Timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers['Content-Language']).toBe('en');
  });

  it('sends no Authorization header when signed out or when the call is anonymous', async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, msg: 'ok' }));
    await get('/captchaImage');
    expect(lastCall().headers.Authorization).toBeUndefined();
    setToken('tok-9');
    await request({ url: '/login', method: 'POST', data: {}, anonymous: true });
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('puts GET parameters in the query string with nested keys as name[key] and skips empty values', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok', rows: [], total: 0 }));
    await get('/system/section/homeListPage', { pageNum: 2, searchValue: '', biddingType: undefined, projectType: null, params: { beginTime: '2024-01-01', endTime: '' }, name: 'a&b' });
    expect(lastCall().url).toBe('/prod-api/system/section/homeListPage?pageNum=2&params%5BbeginTime%5D=2024-01-01&name=a%26b');
  });

  it('sends one GET for the same data asked twice while it is on its way, and asks again once it has arrived', async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, msg: 'ok', rows: [1], total: 1 }));
    const [first, second, other] = await Promise.all([get('/system/dict/data/type/sys_currency'), get('/system/dict/data/type/sys_currency'), get('/system/dict/data/type/sys_tax_rate')]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(second).toEqual(first);
    expect(other).toEqual(first);
    await get('/system/dict/data/type/sys_currency');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('encodes an empty parameter set as nothing and keeps zero and false', () => {
    expect(encodeQuery({ a: '', b: undefined })).toBe('');
    expect(encodeQuery({ pageNum: 0, flag: false })).toBe('pageNum=0&flag=false');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok' }));
    await post('/follow', { sectionId: 5 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBe('{"sectionId":5}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json;charset=utf-8');
  });
});

describe('answer codes (part 1 §8)', () => {
  it('resolves a 200 with its body and shows nothing', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok', data: 1 }));
    await expect(get('/x')).resolves.toMatchObject({ data: 1 });
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('on 401 of a signed-in user rejects with "login expired" (the dialog says it), forgets the token and the user, and opens the login dialog', async () => {
    setToken('dead');
    const dialog = vi.fn();
    const expired = vi.fn();
    const stopDialog = onUnauthorized(dialog);
    const stopExpired = onSessionExpired(expired);
    fetchMock.mockImplementation(async () => json({ code: 401, msg: 'token expired' }));
    await expect(get('/x')).rejects.toMatchObject({ code: 401, message: 'Your login has expired, please log in again' });
    expect(errorSpy).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=dead`);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveBeenCalledTimes(1);
    stopDialog();
    stopExpired();
  });

  it('on 401 of a visitor shows the catalogue\'s reason and opens the login dialog', async () => {
    const dialog = vi.fn();
    const stopDialog = onUnauthorized(dialog);
    fetchMock.mockImplementation(async () => json({ code: 401, msg: 'no token' }));
    await expect(get('/y')).rejects.toMatchObject({ code: 401, message: 'Authentication failed, system resources cannot be accessed' });
    expect(errorSpy).toHaveBeenCalledWith(expect.objectContaining({ content: 'Authentication failed, system resources cannot be accessed' }));
    expect(dialog).toHaveBeenCalledTimes(1);
    stopDialog();
  });

  it('on 401 of a call sent before the user logged out rejects, and neither shows the reason nor opens the login dialog', async () => {
    setToken('left');
    const dialog = vi.fn();
    const stopDialog = onUnauthorized(dialog);
    const answer = answerLater();
    const call = get('/notifications/unread');
    // The user logs out while the call is on its way; the server ended that session first.
    removeToken();
    answer(json({ code: 401, msg: 'token expired' }));
    await expect(call).rejects.toMatchObject({ code: 401 });
    expect(dialog).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
    stopDialog();
  });

  it('on 401 of a visitor\'s call answered after a login keeps the new session', async () => {
    const dialog = vi.fn();
    const stopDialog = onUnauthorized(dialog);
    const answer = answerLater();
    const call = get('/system/user/profile');
    setToken('fresh');
    answer(json({ code: 401, msg: 'no token' }));
    await expect(call).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBe('fresh');
    expect(dialog).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
    stopDialog();
  });

  it.each([
    [403, 'You have no permission for the current operation'],
    [404, 'The requested resource does not exist'],
  ])('on %i shows the server message, else the default text, and rejects', async (code, fallback) => {
    fetchMock.mockResolvedValueOnce(json({ code, msg: 'from server' }));
    await expect(get('/x')).rejects.toMatchObject({ code, message: 'from server' });
    expect(errorSpy).toHaveBeenLastCalledWith('from server');
    fetchMock.mockResolvedValueOnce(json({ code, msg: '' }));
    await expect(get('/x')).rejects.toMatchObject({ code, message: fallback });
    expect(errorSpy).toHaveBeenLastCalledWith(fallback);
  });

  it('on 500 shows the server message as an error and resolves with the body', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: 'Wrong password' }));
    await expect(get('/x')).resolves.toEqual({ code: 500, msg: 'Wrong password' });
    expect(errorSpy).toHaveBeenCalledWith('Wrong password');
  });

  it('on 601 shows a warning and rejects', async () => {
    fetchMock.mockResolvedValue(json({ code: 601, msg: 'Sign-up has closed' }));
    await expect(get('/x')).rejects.toMatchObject({ code: 601, message: 'Sign-up has closed' });
    expect(warningSpy).toHaveBeenCalledWith('Sign-up has closed');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('on 501 resolves with the body silently', async () => {
    fetchMock.mockResolvedValue(json({ code: 501, msg: 'quiet' }));
    await expect(get('/x')).resolves.toEqual({ code: 501, msg: 'quiet' });
    expect(errorSpy).not.toHaveBeenCalled();
    expect(warningSpy).not.toHaveBeenCalled();
    expect(notifySpy).not.toHaveBeenCalled();
  });

  it('on any other code notifies the server message, else the default text, and rejects', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 418, msg: 'teapot' }));
    await expect(get('/x')).rejects.toMatchObject({ code: 418, message: 'teapot' });
    expect(notifySpy).toHaveBeenLastCalledWith({ title: 'teapot' });
    fetchMock.mockResolvedValueOnce(json({ code: 418 }));
    await expect(get('/x')).rejects.toMatchObject({ message: 'Unknown system error, please report it to the administrator' });
    expect(notifySpy).toHaveBeenLastCalledWith({ title: 'Unknown system error, please report it to the administrator' });
  });

  it('reads a body without a code as success', async () => {
    fetchMock.mockResolvedValue(json({ msg: 'ok', rows: [] }));
    await expect(get('/x')).resolves.toEqual({ msg: 'ok', rows: [] });
  });

  it('passes blob answers through untouched', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await request<Blob>({ url: '/file.pdf', responseType: 'blob' });
    expect(await blob.text()).toBe('%PDF-1.4');
  });
});

describe('transport failures (shown 5 seconds)', () => {
  it('reads a network error as a backend connection failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(get('/x')).rejects.toBeInstanceOf(RequestError);
    expect(errorSpy).toHaveBeenCalledWith({ content: 'Connection to the backend interface is abnormal', duration: 5 });
  });

  it('reads an HTTP status failure with its three-digit code', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(get('/x')).rejects.toMatchObject({ code: 0, message: 'System interface 502 is abnormal' });
    expect(errorSpy).toHaveBeenCalledWith({ content: 'System interface 502 is abnormal', duration: 5 });
  });

  it.each([
    ['a general call', () => get('/x'), 100_000],
    ['sending an e-mail code', () => sendEmailCode('a@b.test'), 20_000],
    ['an upload', () => uploadFile(new File(['x'], 'a.pdf'), 'qyrzlc'), 300_000],
  ])('times out %s after its own delay', async (_, call, ms) => {
    vi.useFakeTimers();
    hangingFetch();
    const outcome = call().then(
      () => 'resolved',
      (error: RequestError) => error.message,
    );
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(errorSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('The system interface request timed out');
    expect(errorSpy).toHaveBeenCalledWith({ content: 'The system interface request timed out', duration: 5 });
  });
});

describe('quietGet', () => {
  it('leaves a visitor\'s 401 to the caller', async () => {
    const dialog = vi.fn();
    const stop = onUnauthorized(dialog);
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'no' }));
    await expect(quietGet('/web/authorization/verify')).resolves.toMatchObject({ code: 401 });
    expect(dialog).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
    stop();
  });

  it('ends a signed-in session on 401 and opens the login dialog', async () => {
    setToken('dead');
    const dialog = vi.fn();
    const stop = onUnauthorized(dialog);
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'no' }));
    await expect(quietGet('/web/authorization/verify')).resolves.toMatchObject({ code: 401 });
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeUndefined();
    expect(errorSpy).not.toHaveBeenCalled();
    stop();
  });

  it('leaves a 401 of a session the user has left meanwhile to the caller: no dialog', async () => {
    setToken('left');
    const dialog = vi.fn();
    const stop = onUnauthorized(dialog);
    const answer = answerLater();
    const call = quietGet('/notifications/unread');
    removeToken();
    answer(json({ code: 401, msg: 'no' }));
    await expect(call).resolves.toMatchObject({ code: 401 });
    expect(dialog).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
    stop();
  });

  it('leaves other codes to the caller silently', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: 'not open' }));
    await expect(quietGet('/x')).resolves.toEqual({ code: 500, msg: 'not open' });
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('duplicate-submit guard (part 1 §7, §8)', () => {
  it('has the window the specification gives, 0 ms, so a repeat at once is still sent', async () => {
    expect(DUPLICATE_SUBMIT_WINDOW_MS).toBe(0);
    fetchMock.mockImplementation(async () => json({ code: 200, msg: 'ok' }));
    await post('/follow', { sectionId: 1 });
    await post('/follow', { sectionId: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warningSpy).not.toHaveBeenCalled();
  });

  it('with a window, refuses the same submission repeated inside it with the message and sends nothing', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z'), toFake: ['Date'] });
    fetchMock.mockImplementation(async () => json({ code: 200, msg: 'ok' }));
    const follow = (sectionId: number) => request({ url: '/follow', method: 'POST', data: { sectionId }, repeatWindowMs: 1000 });
    await follow(2);
    const repeated = await follow(2).catch((e: unknown) => e);
    expect(repeated).toBeInstanceOf(RequestError);
    expect((repeated as RequestError).message).toBe('Data is being processed, please do not resubmit');
    expect(warningSpy).toHaveBeenCalledWith('Data is being processed, please do not resubmit');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another body, or the same one after the window, is sent; GET is never guarded.
    await follow(3);
    vi.setSystemTime(new Date('2026-06-01T10:00:02Z'));
    await follow(3);
    await request({ url: '/follow/list', repeatWindowMs: 1000 });
    await request({ url: '/follow/list', repeatWindowMs: 1000 });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});
