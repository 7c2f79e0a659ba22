import { TOKEN_COOKIE } from '@portal/domain';

/** The session token lives in the cookie Admin-Token-Ztb (part 1 §4). */
export function getToken(): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(TOKEN_COOKIE + '='));
  return match ? decodeURIComponent(match.slice(TOKEN_COOKIE.length + 1)) : undefined;
}

/** Cookie attributes: the whole site, same-site navigation, and HTTPS only when the page is served over HTTPS. */
const attributes = () => `; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;

export function setToken(token: string) {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}${attributes()}`;
}

export function removeToken() {
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes()}`;
}
