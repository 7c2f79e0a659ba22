import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Locale } from '../../packages/domain/src/constants';
import type { Portal } from '../../packages/server/src/portal';
import { startTestPortal } from './portal';

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

/** The portal a test file drives through the browser: its address, its database and fresh contexts. */
export interface PortalInBrowser {
  /** Base address of the running portal (from beforeAll on). */
  readonly url: string;
  /** The portal's database (from beforeAll on), for what a test sets up behind the pages' back. */
  readonly db: Portal['db'];
  /** A fresh browser context in `locale` on the portal; it is closed after the test. */
  context(locale?: Locale): Promise<BrowserContext>;
}

/**
 * Registers, for the calling test file, the hooks that start one portal and one browser before its tests,
 * close the contexts each test opened after it, and stop both at the end.
 */
export function portalInBrowser(): PortalInBrowser {
  let portal: Awaited<ReturnType<typeof startTestPortal>> | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const started = () => {
    if (!portal || !browser) throw new Error('the portal and the browser start in beforeAll');
    return { portal, browser };
  };

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startTestPortal(), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  return {
    get url() {
      return started().portal.url;
    },
    get db() {
      return started().portal.db;
    },
    async context(locale = 'zh') {
      const { portal, browser } = started();
      const context = await openContext(browser, portal.url, locale);
      contexts.push(context);
      return context;
    },
  };
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

/** Resolves after the page has painted two more frames: whatever an earlier input or answer set off is rendered. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Counts the page's requests in flight from now on; `settled()` waits until none is, and none has started over
 * two painted frames: the answers the page was waiting for have arrived and been rendered.
 */
export function watchRequests(page: Page): { settled(): Promise<void> } {
  // A set, not a counter: a request that started before the watch began finishes inside it and must not count.
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => (inFlight.add(request), (started += 1)));
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      for (;;) {
        await expect.poll(() => inFlight.size, { timeout: 15_000 }).toBe(0);
        const before = started;
        await nextFrames(page);
        if (inFlight.size === 0 && started === before) return;
      }
    },
  };
}

/**
 * Waits until the finite animations and transitions inside `locator` have run to their end (a badge's number
 * rolling in, colours fading in), so a screenshot shows the resting state. Endless ones (spinners) are ignored.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  // antd's motions start a few frames after the element appears (it is drawn first in a 'prepare' state, already
  // scaled, with no animation yet), and on a loaded machine the CSS animation may not be running yet when the
  // 'prepare' class goes: wait until none of its elements carries an appear or enter motion class at all (rc-motion
  // removes them when the motion ends), then for whatever animation is still running.
  await nextFrames(locator.page());
  await locator.evaluate(
    (element) =>
      new Promise<void>((done) => {
        const moving = (e: Element) => [...e.classList].some((name) => /^ant-[\w-]+-(appear|enter)(-(prepare|start|active))?$/.test(name));
        const inMotion = () => [element, ...element.querySelectorAll('*')].some(moving);
        const check = (tries: number) => (!inMotion() || tries === 0 ? done() : requestAnimationFrame(() => check(tries - 1)));
        check(240);
      }),
  );
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits for a dialog to be open and done opening. antd draws a modal first scaled down (its 'prepare' state, still
 * for a few frames, so Playwright finds the button stable there), then zooms it in: a click aimed at the small
 * drawing can land, once the zoom starts, on the wrapper around the dialog, where it does nothing (a confirm) or
 * closes the dialog (a modal closed by a click outside). Seen in full runs on a loaded machine; a person clicks
 * what they see open.
 */
export async function opened(dialog: Locator): Promise<Locator> {
  await dialog.waitFor();
  await animationsDone(dialog);
  return dialog;
}

/**
 * Whether a dialog is open and staying open, once the page has handled what came before (two frames): shown,
 * and not on its way out (antd marks a closing dialog, or its wrapper, with a `…-leave` motion class while it
 * fades, during which it still looks visible).
 */
export async function staysOpen(dialog: Locator): Promise<boolean> {
  await nextFrames(dialog.page());
  if (!(await dialog.isVisible())) return false;
  return dialog.evaluate((element) => {
    for (let e: Element | null = element; e; e = e.parentElement) if (/-leave\b/.test(e.className)) return false;
    return true;
  });
}
