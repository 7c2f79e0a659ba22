import { TOKEN_COOKIE } from '@portal/domain';

/** The session token lives in the cookie Admin-Token-Ztb (part 1 §4). */
export function getToken(): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(TOKEN_COOKIE + '='));
  return match ? decodeURIComponent(match.slice(TOKEN_COOKIE.length + 1)) : undefined;
}

export function setToken(token: string) {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export function removeToken() {
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
