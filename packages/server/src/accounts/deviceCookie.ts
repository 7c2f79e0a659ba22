import type { FastifyRequest } from 'fastify';
import { API_BASE } from '@portal/domain';
import { LOGIN_PROTECTION } from './loginAttempts';

/**
 * The cookie marking a browser that signed in before (a known device, loginAttempts.ts). HttpOnly, so no
 * script can read it, and sent only to the login call.
 */
export const DEVICE_COOKIE = 'Portal-Device';

/** The value of one cookie of the request, if present. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header giving the browser its device token, renewed for a year at every login. */
export function deviceCookie(request: FastifyRequest, token: string): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${token}; Path=${API_BASE}/login; Max-Age=${LOGIN_PROTECTION.deviceDays * 86_400}; HttpOnly; SameSite=Strict${secure}`;
}
