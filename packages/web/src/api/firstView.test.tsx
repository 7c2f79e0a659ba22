import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { answerKey, FIRST_VIEW_ELEMENT_ID, HOME_LISTS, LANGUAGE_STORAGE_KEY, VIEW_COOKIE, type FirstViewData } from '@portal/domain';
import { initI18n } from '../i18n';
import { useHomeSections } from '../components/home/useHomeSections';
import { browserTimezone, rememberView, resetFirstView } from './firstView';
import { get } from './request';
import { removeToken, setToken } from './token';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

const LIST = '/system/section/homeListPage';
const brought = { code: 200, msg: 'ok', rows: [{ sectionId: 7, sectionName: '办公用品', sectionNameEn: 'Office supplies' }], total: 1 };

/** Puts index.html's first view into the document, as the server writes it. */
function pageBrought(data: Partial<FirstViewData> = {}) {
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_VIEW_ELEMENT_ID;
  element.textContent = JSON.stringify({
    locale: 'en',
    timezone: browserTimezone(),
    answers: { [answerKey(LIST, HOME_LISTS.latest)]: brought },
    zoneFree: { '/common/config': { code: 200, msg: 'ok', data: { demoMode: true } } },
    ...data,
  });
  document.body.append(element);
  resetFirstView();
}

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n('en');
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => json({ code: 200, msg: 'from the API', rows: [], total: 0 }));
});
afterEach(() => {
  cleanup();
  removeToken();
  vi.clearAllMocks();
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
  resetFirstView();
});

describe('answers brought by index.html', () => {
  it('answers a GET without asking the API, once; asked again later it comes from the API', async () => {
    pageBrought();
    // The same query written in another order is the same answer.
    const { sectionStautsList, pageSize, pageNum } = HOME_LISTS.latest;
    expect(await get(LIST, { sectionStautsList, pageSize, pageNum })).toEqual(brought);
    expect(calls()).toEqual([]);
    expect((await get(LIST, HOME_LISTS.latest)).msg).toBe('from the API');
    expect(calls()).toHaveLength(1);
  });

  it('is not used in another language than it was written in, nor in another zone when it holds times', async () => {
    pageBrought({ locale: 'lo' });
    expect((await get(LIST, HOME_LISTS.latest)).msg).toBe('from the API');
    expect((await get('/common/config')).msg).toBe('from the API');
    pageBrought({ timezone: 'Pacific/Kiritimati' === browserTimezone() ? 'Asia/Shanghai' : 'Pacific/Kiritimati' });
    expect((await get(LIST, HOME_LISTS.latest)).msg).toBe('from the API');
    expect(calls()).toHaveLength(3);
    // The settings hold no time: good in any zone.
    expect((await get('/common/config')).msg).toBe('ok');
    expect(calls()).toHaveLength(3);
  });

  it('is not used once the session is another than the page was loaded with (a visitor who signed in)', async () => {
    pageBrought();
    expect((await get('/common/config')).msg).toBe('ok');
    setToken('a-token');
    expect((await get(LIST, HOME_LISTS.latest)).msg).toBe('from the API');
  });

  it('draws a home list at its first render, with no placeholder and no call', () => {
    pageBrought();
    function Latest() {
      const rows = useHomeSections(HOME_LISTS.latest);
      return <p>{rows.state === 'done' ? rows.rows.map((r) => r.sectionNameEn).join() : 'loading'}</p>;
    }
    render(<Latest />);
    // Synchronously, before any effect's answer could arrive.
    expect(screen.getByText('Office supplies')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows a placeholder and asks the API when the page brought nothing', async () => {
    function Latest() {
      const rows = useHomeSections(HOME_LISTS.latest);
      return <p>{rows.state}</p>;
    }
    render(<Latest />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('done')).toBeTruthy();
    expect(calls()).toHaveLength(1);
  });
});

describe('the view cookie', () => {
  it('tells the server the language and the zone the page shows', () => {
    rememberView('lo');
    const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${VIEW_COOKIE}=`));
    expect(decodeURIComponent(cookie!.slice(VIEW_COOKIE.length + 1))).toBe(`lo|${browserTimezone()}`);
  });
});
