import type { FileChooser, Locator, Page } from 'playwright-core';

/** Helpers of the keyboard-only journeys (issue 16): move with Tab alone and check the focus is drawn. */

/** Tab stops a journey may pass before it counts a control as unreachable. */
export const MAX_TABS = 80;

/** Presses Tab (Shift+Tab with `back`) until the focus is on `target` or inside it. */
export async function tabTo(page: Page, target: Locator, { back = false } = {}) {
  await target.waitFor();
  for (let stops = 0; stops < MAX_TABS; stops++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} is not reached by ${MAX_TABS} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The element that has the keyboard focus shows a focus ring: an outline, or antd's glow (box-shadow). */
export async function showsFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const ringed = (el: Element) => {
      const style = getComputedStyle(el);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // antd draws the ring of an input on its wrapper; a card's link on the card around it.
    for (let el: Element | null = element, depth = 0; el && depth < 8; el = el.parentElement, depth++) if (ringed(el)) return true;
    return false;
  });
}

/** Pages whose file choosers Playwright already intercepts. */
const intercepting = new WeakSet<Page>();

/**
 * Presses `key` on the focused control and answers the file chooser it opens. Playwright intercepts file choosers
 * only once a listener exists, and turning that on is a message to the browser that a key pressed at once can
 * overtake: the chooser then opens unseen and no event comes. Interception is turned on first (once per page), and a
 * round trip made, before the key goes down.
 */
export async function pressForFileChooser(page: Page, key: string): Promise<FileChooser> {
  if (!intercepting.has(page)) {
    page.on('filechooser', () => undefined);
    intercepting.add(page);
    await page.evaluate(() => 0);
  }
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press(key)]);
  return chooser;
}

/**
 * Awaits what a key press should bring about; if it never comes, the failure also says where the page stood: its
 * address, the focused element, the dialogs and messages shown, and the last calls it made. A key press that did
 * nothing is otherwise hard to tell from one that landed elsewhere, in a run nobody watched.
 */
export async function explainOnFailure<T>(page: Page, outcome: Promise<T>): Promise<T> {
  try {
    return await outcome;
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        url: location.pathname + location.search,
        focused: document.activeElement?.outerHTML.slice(0, 200) ?? null,
        dialogs: [...document.querySelectorAll('[role="dialog"]')].map((d) => `${(d as HTMLElement).offsetParent ? 'shown' : 'hidden'}: ${d.textContent?.slice(0, 80)}`),
        messages: [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')].map((m) => m.textContent),
        calls: performance
          .getEntriesByType('resource')
          .slice(-12)
          .map((e) => `${e.name.replace(location.origin, '')} ${Math.round(e.startTime)}+${Math.round(e.duration)} ms`),
        now: Math.round(performance.now()),
      }))
      .catch((reason: unknown) => `page state unreadable: ${String(reason)}`);
    (error as Error).message += `\npage state: ${JSON.stringify(state, null, 1)}`;
    throw error;
  }
}
