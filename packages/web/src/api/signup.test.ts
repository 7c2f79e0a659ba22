import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { peekCertificationOperation } from './certification';
import { notifyCertificationChanged } from './events';
import { verifyCertification } from './signup';
import { removeToken, setToken } from './token';

const fetchMock = vi.fn<typeof fetch>();
const answer = (operation: string) => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { operation } }), { headers: { 'Content-Type': 'application/json' } });

beforeAll(async () => {
  await initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  removeToken();
});

describe('the certification check (GET /web/authorization/verify)', () => {
  it('is asked once for the top bar and the page\'s gate of one page, and again once the certification changed', async () => {
    setToken('a'.repeat(64));
    fetchMock.mockImplementation(async () => answer('skip'));
    const [bar, gate] = await Promise.all([peekCertificationOperation(), verifyCertification()]);
    expect(bar).toBe('skip');
    expect(gate.data?.operation).toBe('skip');
    expect((await verifyCertification()).data?.operation).toBe('skip');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    notifyCertificationChanged();
    fetchMock.mockImplementation(async () => answer('prompt'));
    expect(await peekCertificationOperation()).toBe('prompt');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is asked again for another session', async () => {
    setToken('b'.repeat(64));
    fetchMock.mockImplementation(async () => answer('Auth'));
    await verifyCertification();
    setToken('c'.repeat(64));
    await verifyCertification();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
