import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Db } from '../../packages/server/src/db/index';

/** The token cookie the SPA reads (part 1 §4). */
const TOKEN_COOKIE = 'Admin-Token-Ztb';

/** A mail as the demo mailbox lists it. */
interface DemoMail {
  to: string;
  subject: string;
  text: string;
  createTime: string;
}

/** A new supplier's details; every call gives a phone, e-mail and numbers no other call gives. */
export interface NewSupplier {
  name: string;
  tin: string;
  identityCard: string;
  nickName: string;
  password: string;
  phonenumber: string;
  email: string;
}

let serial = 0;

/** Details for a new supplier whose phone, e-mail, tin and identity card are unique in this process. */
export function newSupplier(label: string): NewSupplier {
  serial += 1;
  const n = String(serial).padStart(3, '0');
  const stamp = String(Date.now() % 100_000).padStart(5, '0');
  return {
    name: `${label} Trading ${n}`,
    tin: `91530100E2E${stamp}${n}`,
    identityCard: `5301021990${stamp}${n}`.slice(0, 18),
    nickName: `${label} ${n}`,
    password: `E2e@${stamp}${n}`,
    phonenumber: `139${stamp}${n}`,
    email: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${stamp}${n}@demo.test`,
  };
}

/** The mail the demo mailbox holds for an address, newest first. */
export async function mailbox(baseURL: string, to: string): Promise<DemoMail[]> {
  const response = await fetch(`${baseURL}/prod-api/demo/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { code: number; rows?: DemoMail[] };
  expect(body.code).toBe(200);
  return body.rows ?? [];
}

/**
 * Waits for the address to hold more than `seen` mails and gives the 6-digit code of the newest one.
 */
export async function waitForCode(baseURL: string, to: string, seen = 0): Promise<string> {
  let rows: DemoMail[] = [];
  await expect.poll(async () => (rows = await mailbox(baseURL, to)).length, { timeout: 15_000, interval: 200 }).toBeGreaterThan(seen);
  const code = /\b(\d{6})\b/.exec(rows[0].text)?.[1];
  expect(code, `a 6-digit code in "${rows[0].text}"`).toMatch(/^\d{6}$/);
  return code!;
}

async function api<T = { code: number; msg: string }>(baseURL: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseURL}/prod-api${path}`, {
    ...init,
    headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), 'Content-Language': 'en', ...init.headers },
  });
  expect(response.ok, `${path} answered HTTP ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Registers a unit supplier through the API (as the registration page would): asks for a code, reads it
 * from the demo mailbox and registers. Counts one registration and one e-mail code against the limits.
 */
export async function registerByApi(baseURL: string, supplier: NewSupplier): Promise<void> {
  const sent = await api(baseURL, `/smsSendEmail?email=${encodeURIComponent(supplier.email)}`, { method: 'POST' });
  expect(sent.code, sent.msg).toBe(200);
  const smsCode = await waitForCode(baseURL, supplier.email);
  const registered = await api(baseURL, '/bidCompany/register', {
    method: 'POST',
    body: JSON.stringify({
      registerType: 0,
      name: supplier.name,
      tin: supplier.tin,
      nickName: supplier.nickName,
      password: supplier.password,
      rePassword: supplier.password,
      phonenumber: supplier.phonenumber,
      email: supplier.email,
      smsCode,
    }),
  });
  expect(registered.code, registered.msg).toBe(200);
}

/** Logs in through the API and puts the token into the context's cookie, as the login dialog would. */
export async function signInContext(context: BrowserContext, baseURL: string, username: string, password: string): Promise<void> {
  const answer = await api<{ code: number; msg: string; token?: string }>(baseURL, '/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  expect(answer.code, answer.msg).toBe(200);
  await context.addCookies([{ name: TOKEN_COOKIE, value: answer.token!, url: baseURL }]);
}

/** The answer of a captcha image, read from the server's table by the image's uuid. */
export async function captchaAnswer(db: Db, uuid: string): Promise<string> {
  const [row] = await db.query<{ answer: string }>('SELECT answer FROM captcha WHERE uuid = $1', [uuid]);
  expect(row, `captcha ${uuid} is stored`).toBeDefined();
  return row.answer;
}

/**
 * Records the uuid of every captcha image the page receives; `latest()` is the one on screen (the page
 * loads a new image after each failure).
 */
export function watchCaptchas(page: Page): { latest(): Promise<string> } {
  const uuids: string[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/prod-api/captchaImage')) return;
    response.json().then(
      (body: { uuid?: string }) => body.uuid && uuids.push(body.uuid),
      () => undefined,
    );
  });
  return {
    async latest() {
      await expect.poll(() => uuids.length, { timeout: 15_000 }).toBeGreaterThan(0);
      return uuids.at(-1)!;
    },
  };
}

/** Makes the user's sessions idle for a day, as if the user had walked away (SESSION_IDLE_MINUTES is 120). */
export async function expireSessions(db: Db, username: string): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    `UPDATE user_session SET last_seen = now() - interval '1 day'
      WHERE user_id = (SELECT id FROM app_user WHERE user_name = $1) AND NOT revoked
      RETURNING token_hash`,
    [username],
  );
  // A day passing is not a statement the server hears of: its session cache (SESSION_CACHE_MS) would keep the
  // session for a few seconds more. Tell it as a revocation would (session_end, migration 036).
  await db.query("SELECT pg_notify('session_end', id::text) FROM app_user WHERE user_name = $1", [username]);
  return rows.length;
}
