import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { FLAG_DEFINITIONS } from '../packages/domain/src/flags';
import { loginInDialog, PASSWORD } from './support/admin';
import { axeViolations, describeViolation } from './support/axe';
import { launchBrowser, opened, openContext } from './support/browser';
import { showsFocus, tabTo } from './support/keyboard';
import { apiLogin, authed, buttonName, chooseOption } from './support/certification';
import { startTestPortal } from './support/portal';
import { text } from './support/public';

/**
 * Red flags in the buyer workbench (issue 25 §2, docs/flags.md): the demo buyer opens the red-flag list from
 * the menu, filters it to one indicator, reads a flag's evidence, records what was done about it, and sees
 * the section's flags on its quoting page; in zh, en and lo, with screenshots under /tmp/shots. The public sees a
 * section's flags on its announcement once its results are published.
 */

type Portal = Awaited<ReturnType<typeof startTestPortal>>;
const SHOTS = '/tmp/shots';
let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  [portal, browser] = await Promise.all([startTestPortal(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/flags-${name}.png`, fullPage: true });

async function buyerWorkbench(locale: Locale): Promise<Page> {
  const context = await openContext(browser, portal.url, locale);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/admin');
  await loginInDialog(page, locale, 'buyer');
  await page.getByRole('heading', { name: text(locale, 'admin.list.title') }).waitFor();
  return page;
}

describe("a section's red flags on its public announcement", () => {
  it('shows each published flag with its reason and public evidence, readable on a 360 px phone (lo)', async () => {
    const published = await fetch(`${portal.url}/prod-api/flags?indicator=sharedContacts&pageSize=1`).then((r) => r.json() as Promise<{ rows: { sectionId: number }[] }>);
    const sectionId = published.rows[0].sectionId;
    const context = await openContext(browser, portal.url, 'lo');
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/TenderAnnouncement?id=${sectionId}`);
    const block = page.locator('section', { has: page.getByRole('heading', { level: 2, name: text('lo', 'flags.public.title') }) });
    await block.getByTestId('published-flags').waitFor();
    const said = await block.innerText();
    expect(said).toContain(FLAG_DEFINITIONS.sharedContacts.name.lo);
    expect(said).toContain(FLAG_DEFINITIONS.sharedContacts.description.lo);
    expect(said).toContain(text('lo', 'flags.shared.phone'));
    // The public evidence names suppliers by letter only: no company, no shared phone number or domain.
    expect(said).not.toMatch(/湄公河工程物资有限公司|55558888|mekong-star\.la/);
    expect(await block.getByRole('link', { name: text('lo', 'flags.public.howComputed') }).getAttribute('href')).toBe('/analytics');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // axe over the page, keeping what it finds in the flags' block (the rest of the announcement is not this test's).
    const inBlock = async (target: unknown) => page.evaluate((selector) => typeof selector === 'string' && Boolean(document.querySelector(selector)?.closest('section:has([data-testid="published-flags"])')), target);
    const violations = [];
    for (const v of await axeViolations(page)) if ((await Promise.all(v.nodes.map((node) => inBlock(node.target.at(-1))))).some(Boolean)) violations.push(v);
    expect(violations.map((v) => v.id), violations.map(describeViolation).join('\n\n')).toEqual([]);
    // With the keyboard alone: Tab reaches the block's one control, drawn with its focus ring, and opens the method.
    const howComputed = block.getByRole('link', { name: text('lo', 'flags.public.howComputed') });
    await tabTo(page, howComputed);
    expect(await showsFocus(page)).toBe(true);
    await block.scrollIntoViewIfNeeded();
    await shot(page, 'announcement-lo');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/analytics$/);
  });
});

describe('red flags in the workbench', () => {
  for (const locale of ['zh', 'en', 'lo'] as const) {
    it(`lists, filters, shows the evidence and records a review (${locale})`, async () => {
      const page = await buyerWorkbench(locale);
      await page.getByRole('menuitem', { name: text(locale, 'admin.menu.flags') }).click();
      await page.getByRole('heading', { name: text(locale, 'flags.title') }).waitFor();
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThan(1);
      await shot(page, `list-${locale}`);

      const shared = FLAG_DEFINITIONS.sharedContacts.name[locale];
      await chooseOption(page, page.getByTestId('flag-filter-indicator'), shared, { search: true });
      await page.locator('form.ant-form-inline').getByRole('button', { name: buttonName(text(locale, 'admin.action.search')) }).click();
      await expect.poll(async () => (await rows.allInnerTexts()).every((row) => row.includes(shared))).toBe(true);
      await rows.first().locator('.ant-table-row-expand-icon').click();
      const evidence = page.getByTestId('flag-evidence-sharedContacts').first();
      await evidence.waitFor();
      const said = await evidence.innerText();
      expect(said).toContain(`${text(locale, 'flags.shared.phone')}: 55558888`);
      expect(said).toContain(`${text(locale, 'flags.shared.emailDomain')}: mekong-star.la`);
      expect(said).toContain('湄公河工程物资有限公司');
      await shot(page, `evidence-${locale}`);

      await rows.first().getByRole('button', { name: buttonName(text(locale, 'flags.review')) }).click();
      const dialog = page.getByRole('dialog', { name: text(locale, 'flags.reviewTitle') });
      // Let finish opening: a click while it zooms in can land on its wrapper, which closes it (seen in a full run:
      // the Save click closed the dialog instead of showing the missing note).
      await opened(dialog);
      // A note is required (another language's run may have left one: it is cleared first).
      await dialog.getByTestId('flag-review-note').fill('');
      await dialog.getByRole('button', { name: buttonName(text(locale, 'flags.save')) }).click();
      await dialog.getByText(text(locale, 'messages.flagReviewNoteRequired')).waitFor();
      await chooseOption(page, page.getByTestId('flag-review-status'), text(locale, 'flags.statuses.escalated'));
      await dialog.getByTestId('flag-review-note').fill(`Sent to the audit office (${locale})`);
      await dialog.getByRole('button', { name: buttonName(text(locale, 'flags.save')) }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => rows.first().innerText()).toContain(`Sent to the audit office (${locale})`);
      expect(await rows.first().innerText()).toContain(text(locale, 'flags.statuses.escalated'));
    });

    it(`shows a section's flags on its quoting page (${locale})`, async () => {
      const token = await apiLogin(portal.url, 'buyer', PASSWORD);
      const list = await authed<{ rows: { sectionId: number }[] }>(portal.url, '/admin/flags?indicator=identicalBids', token);
      const sectionId = list.rows[0].sectionId;
      const page = await buyerWorkbench(locale);
      await page.goto(`/admin/sections/${sectionId}/quotes`);
      const panel = page.getByTestId('section-flags');
      await panel.getByRole('heading', { name: text(locale, 'flags.panelTitle') }).waitFor();
      await expect.poll(() => panel.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(3);
      const said = await panel.innerText();
      for (const id of ['priceNearCeiling', 'closeToWinningBid', 'identicalBids', 'simultaneousBids', 'sharedContacts'] as const) expect(said).toContain(FLAG_DEFINITIONS[id].name[locale]);
      await panel.scrollIntoViewIfNeeded();
      await shot(page, `section-${locale}`);
    });
  }
});
