import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '@portal/domain';
import { getToken, removeToken, setToken } from './token';

/** The attribute string the token cookie is written with. */
function writtenCookie(protocol: string, write: () => void) {
  vi.stubGlobal('location', { ...window.location, protocol });
  const setter = vi.spyOn(document, 'cookie', 'set');
  write();
  return String(setter.mock.calls.at(-1)?.[0]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeToken();
});

describe('token cookie', () => {
  it('keeps the token in Admin-Token-Ztb and forgets it', () => {
    setToken('a b');
    expect(getToken()).toBe('a b');
    removeToken();
    expect(getToken()).toBeUndefined();
  });

  it('is marked Secure when the page is served over HTTPS', () => {
    expect(writtenCookie('https:', () => setToken('tok'))).toBe(`${TOKEN_COOKIE}=tok; path=/; SameSite=Lax; Secure`);
    expect(writtenCookie('https:', removeToken)).toContain('; Secure');
  });

  it('is not marked Secure over plain HTTP, where the browser would refuse it', () => {
    expect(writtenCookie('http:', () => setToken('tok'))).toBe(`${TOKEN_COOKIE}=tok; path=/; SameSite=Lax`);
  });
});
