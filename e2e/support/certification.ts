import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Locale } from '../../packages/domain/src/constants';
import { animationsDone } from './browser';

/** The token cookie the SPA keeps its session in (part 1 §4). */
export const TOKEN_COOKIE = 'Admin-Token-Ztb';

/** A minimal but well-formed one-page PDF (header, catalog, pages, page, xref with real offsets, trailer). */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A valid 1×1 PNG. */
export const tinyPng = (): Buffer =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Files for page.setInputFiles. */
export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: tinyPdf() });
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng() });

/** Calls the API with a session token; checks HTTP 200 and gives the body. */
export async function authed<T = { code: number; msg: string; data?: any }>(
  base: string,
  path: string,
  token: string | undefined,
  init: { method?: string; body?: unknown; locale?: Locale } = {},
): Promise<T> {
  const response = await fetch(`${base}/prod-api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Language': init.locale ?? 'zh',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Logs in through the API and gives the token. */
export async function apiLogin(base: string, username: string, password: string): Promise<string> {
  const body = await authed<{ code: number; msg: string; token?: string }>(base, '/login', undefined, { method: 'POST', body: { username, password } });
  expect(body.code, body.msg).toBe(200);
  expect(body.token).toBeTruthy();
  return body.token!;
}

/** The session token the SPA keeps in its cookie. */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE);
  expect(cookie, `cookie ${TOKEN_COOKIE}`).toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/**
 * Fills a date picker (format YYYY-MM-DD) by typing and confirming with Enter, then leaves it so that its
 * calendar closes (not with Escape, which would also close a dialog around it).
 */
export async function pickDate(page: Page, input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(date);
  await input.evaluate((element) => (element as HTMLElement).blur());
  await expect.poll(() => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').count()).toBe(0);
}

/**
 * Chooses an option of an antd Select by its shown label (`select`: the Select or an element inside it, such as its
 * input's id), typing the label first when the Select searches. As a person would: open the list, let it finish
 * opening, click the option, look at the field. On a loaded machine a click can land while the list is still
 * opening and choose nothing, or an option can stay "not stable" (seen for 30 s in a full run): the option's click
 * is given 5 s, and the whole is tried again, three times at most.
 */
export async function chooseOption(page: Page, select: Locator, label: string, { search = false } = {}) {
  const field = select.locator('xpath=ancestor-or-self::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await dropdown.isVisible())) await field.click();
      if (search) await field.locator('input').fill(label);
      await dropdown.waitFor();
      await animationsDone(dropdown);
      await dropdown.locator('.ant-select-item-option').filter({ hasText: label }).first().click({ timeout: 5_000 });
      await expect.poll(() => field.innerText(), { timeout: 3_000 }).toContain(label);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * A date `days` from today as YYYY-MM-DD, in the browser contexts' zone (Asia/Shanghai, browser.ts), not the
 * test process's: between 16:00 and 24:00 UTC the two disagree on the day.
 */
export function dateFromToday(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * A button's accessible name as a pattern: antd puts a space between the two characters of a two-character
 * Chinese label ('提交' reads '提 交'), so any whitespace between characters is allowed; an icon's label
 * may come first.
 */
export function buttonName(label: string): RegExp {
  const escaped = [...label].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|\\s)${escaped.join('\\s*')}\\s*$`);
}
