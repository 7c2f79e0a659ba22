import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Locale } from '../../packages/domain/src/constants';
import { localized } from '../../packages/domain/src/localized';
import { FEATURES } from '../../packages/web/src/i18n/features';
import type { MessageTree } from '../../packages/web/src/i18n/define';

/** A section as the public list answers it (the fields the tests read). */
export interface Row {
  sectionId: number;
  biddingType: number;
  projectType: number;
  sectionStauts: number;
  sectionType: number;
  sectionName: string;
  sectionNameEn: string;
  sectionNameLo: string;
  [field: string]: unknown;
}

export interface ListPage<T> {
  code: number;
  rows: T[];
  total: number;
}

/** Calls the portal's API as the SPA does (prefix /prod-api, language header), and checks it succeeded. */
export async function api<T = unknown>(base: string, path: string, params: Record<string, string | number | undefined> = {}, locale: Locale = 'zh'): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const response = await fetch(`${base}/prod-api${path}${query.size ? `?${query}` : ''}`, { headers: { 'Content-Language': locale } });
  expect(response.status, path).toBe(200);
  const body = (await response.json()) as T & { code: number };
  expect(body.code, path).toBe(200);
  return body;
}

/** One page of the public project list (GET /system/section/homeListPage). */
export const listSections = (base: string, params: Record<string, string | number | undefined>, locale: Locale = 'zh') =>
  api<ListPage<Row>>(base, '/system/section/homeListPage', params, locale);

/** A field's variant in the visitor's language, as the pages pick it. */
export const pick = (record: object, field: string, locale: Locale) => localized(record as Record<string, unknown>, field, locale);

/** The name of a section in the visitor's language. */
export const nameOf = (row: object, locale: Locale) => pick(row, 'sectionName', locale);

/**
 * A text of the SPA's message files in one language, with {{placeholders}} filled in and the _one/_other
 * plural forms chosen by `count`, as i18next does for these languages.
 */
export function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, ...path] = key.split('.');
  const feature = FEATURES.find((f) => f.namespace === namespace);
  if (!feature) throw new Error(`no message file for ${key}`);
  let node: MessageTree | string | undefined = feature.messages[locale];
  for (const [index, part] of path.entries()) {
    if (typeof node !== 'object') break;
    const last = index === path.length - 1;
    node = last && !(part in node) && 'count' in values ? (node[`${part}_${values.count === 1 ? 'one' : 'other'}`] ?? node[part]) : node[part];
  }
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${locale}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The text contents of the locator's matches, trimmed. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((s) => s.trim());
}

/** Waits until the locator matches `count` elements. */
export async function waitForCount(locator: Locator, count: number, message?: string) {
  await expect.poll(() => locator.count(), { timeout: 15_000, message }).toBe(count);
}

/** A titled block of an announcement (its h2 heading names it). */
export const block = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * A search word found in the names of 2 to 10 of the given projects in `locale`, and only in that
 * language's variants: Chinese two-character runs, or whole words in English and Lao.
 */
export function searchWords(rows: Row[], locale: Locale): string[] {
  const names = rows.map((row) => nameOf(row, locale));
  const tokens = new Set<string>();
  for (const name of names) {
    if (locale === 'zh') {
      const chars = [...name];
      for (let i = 0; i + 1 < chars.length; i++) {
        const pair = chars[i] + chars[i + 1];
        if (/^[\u4e00-\u9fff]{2}$/.test(pair)) tokens.add(pair);
      }
    } else if (locale === 'en') {
      for (const word of name.match(/[A-Za-z]{5,}/g) ?? []) tokens.add(word.toLowerCase());
    } else {
      for (const word of name.split(/[\s,]+/)) if (/^[\u0e80-\u0eff]{3,}$/.test(word)) tokens.add(word);
    }
  }
  const hits = (token: string) => names.filter((name) => name.toLowerCase().includes(token)).length;
  return [...tokens]
    .filter((token) => hits(token) >= 2 && hits(token) <= 10)
    .sort((a, b) => hits(b) - hits(a) || a.localeCompare(b));
}

/** The fonts Chromium drew the element's own text with (family names), read through the DevTools protocol. */
export async function renderedFonts(page: Page, locator: Locator): Promise<string[]> {
  const mark = `probe-${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((element, value) => element.setAttribute('data-font-probe', value), mark);
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-font-probe="${mark}"]` });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await session.detach();
  }
}

/**
 * Whether the element is shown whole, without the visitor scrolling sideways: no ancestor that clips its
 * overflow (a horizontally scrolling table, say) cuts it off.
 */
export function shownWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 1 || box.right > frame.right + 1) return false;
    }
    return true;
  });
}
