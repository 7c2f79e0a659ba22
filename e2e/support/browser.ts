import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Locale } from '../../packages/domain/src/constants';

const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

/** Debian's Chromium, headless, with no background traffic (the machine has no internet). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** A fresh browser context in the given language (kept in local storage, as the portal does). */
export async function openContext(browser: Browser, baseURL: string, locale: Locale = 'zh'): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Shanghai' });
  await context.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, locale);
  return context;
}

/**
 * Saves a full-page screenshot under e2e/screenshots/ for a person to look at, once the page's fonts have
 * loaded (Lao and Chinese glyphs otherwise show in a fallback font, or not at all).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = `${SCREENSHOTS}/${name}.png`;
  await page.evaluate(() => document.fonts.ready.then(() => true));
  await page.screenshot({ path, fullPage: true });
  return path;
}
