import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { portalInBrowser, screenshot } from './support/browser';
import { apiLogin } from './support/certification';
import { listSections, text, type Row } from './support/public';
import { signIn } from './support/quotation';

/**
 * Touch and text on a phone (issue 23 item 5, docs/decisions/phone.md): at 360 px the targets the issue names
 * (tabs, breadcrumbs, attachment links, row expanders, MyBid's details) are at least 44 px high, MyBid's rows
 * are cards inside the screen, the brand name is whole, labels break between words and home titles wrap; at
 * 1280 px in Chinese the workbench's section list gives the names and the buyer room.
 */

const portal = portalInBrowser();

const PHONE = { width: 360, height: 780 };
/** The smallest touch target, in CSS pixels. */
const TOUCH = 44;

/** A fresh page in `locale` of the given size, signed in as `user` (demo password) if given. */
async function open(locale: Locale, size = PHONE, user?: string): Promise<Page> {
  const context = await portal.context(locale);
  if (user) await signIn(context, portal.url, await apiLogin(portal.url, user, 'Demo@12345'));
  const page = await context.newPage();
  await page.setViewportSize(size);
  return page;
}

/**
 * Each target is at least 44 px high and, unless it sits in a table that scrolls sideways (the page's own way to
 * reach it), lies inside the screen from side to side; there is at least one.
 */
async function tallEnough(targets: Locator, what: string) {
  const boxes = await targets.evaluateAll((elements) =>
    elements.map((e) => {
      const r = e.getBoundingClientRect();
      const scrolled = Boolean(e.closest('.ant-table-content, .ant-table-body'));
      return { text: (e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 40), height: r.height, left: scrolled ? 0 : r.left, right: scrolled ? 0 : r.right };
    }),
  );
  expect(boxes.length, `${what}: some are shown`).toBeGreaterThan(0);
  const width = targets.page().viewportSize()!.width;
  for (const box of boxes) {
    expect(box.height, `${what} "${box.text}": height`).toBeGreaterThanOrEqual(TOUCH);
    expect(box.left, `${what} "${box.text}": left edge`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${what} "${box.text}": right edge`).toBeLessThanOrEqual(width);
  }
}

/** Nothing on the page is wider than the window. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
}

/** Whether the element's text is shown whole: not cut by an ellipsis, a clamp or its box. */
const wholeText = (locator: Locator) => locator.evaluate((e) => e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1);

/** The first published section of a list that `wanted` picks. */
async function findSection(wanted: (row: Row) => boolean): Promise<Row> {
  const page = await listSections(portal.url, { pageNum: 1, pageSize: 100 });
  const row = page.rows.find(wanted);
  expect(row, 'a demo section of the kind wanted').toBeDefined();
  return row!;
}

describe('touch and text on a 360 px phone', () => {
  it('gives the lists\' tabs and the breadcrumb links 44 px (lo)', async () => {
    const page = await open('lo');
    await page.goto('/TenderProject');
    await page.getByRole('tab').first().waitFor();
    await tallEnough(page.getByRole('tab'), 'tab');
    await tallEnough(page.getByRole('navigation', { name: text('lo', 'shell.breadcrumb') }).getByRole('link'), 'breadcrumb link');
    await fitsWidth(page);
    await screenshot(page, 'touch-list-lo-360');
  });

  it('gives an announcement\'s attachment and contact links 44 px, and breaks its labels between words only (en, lo)', async () => {
    const section = await findSection((row) => row.biddingType === 0 && row.sectionStauts === 8);
    for (const locale of ['en', 'lo'] as const) {
      const page = await open(locale);
      await page.goto(`/TenderAnnouncement?id=${section.sectionId}`);
      const files = page.locator('main a[download]');
      await files.first().waitFor();
      await tallEnough(files, `${locale} attachment link`);
      await tallEnough(page.locator('main a[href^="tel:"]'), `${locale} phone link`);
      await fitsWidth(page);
      await screenshot(page, `touch-announcement-${locale}-360`);
      // A label's words each stay on one line: "Purchaser" is not "Purchas / er" (English: words between spaces;
      // Lao writes none, and Chromium breaks its lines where its dictionary allows).
      if (locale !== 'en') continue;
      const broken = await page.locator('main table th').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const range = document.createRange();
          const text = cell.textContent ?? '';
          const words: string[] = [];
          for (const match of text.matchAll(/\S+/g)) {
            const node = [...cell.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes(match[0]));
            if (!node) continue;
            const start = node.textContent!.indexOf(match[0]);
            range.setStart(node, start);
            range.setEnd(node, start + match[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) words.push(match[0]);
          }
          return words;
        }),
      );
      expect(broken, 'labels broken inside a word').toEqual([]);
      expect(await page.locator('main table th', { hasText: 'Purchaser' }).count()).toBe(1);
    }
  });

  it('shows the English brand name whole, and the home titles on as many lines as they need (en, lo)', async () => {
    for (const locale of ['en', 'lo'] as const) {
      const page = await open(locale);
      await page.goto('/');
      const brand = page.getByRole('banner').getByRole('link').first();
      await brand.waitFor();
      expect(await brand.textContent()).toBe(text(locale, 'common.appNameShort'));
      expect(await wholeText(brand.locator('span').last()), `${locale}: brand name whole`).toBe(true);
      const latest = page.getByRole('region', { name: new RegExp(text(locale, 'home.latest')) }).getByRole('link');
      await latest.first().waitFor();
      const names = latest.locator('span:nth-child(2)');
      const count = await names.count();
      for (let i = 0; i < count; i++) expect(await wholeText(names.nth(i)), `${locale}: latest title ${i} whole`).toBe(true);
      // A long title takes more than one line rather than being cut to one.
      const heights = await names.evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().height));
      expect(Math.max(...heights), `${locale}: some title wraps`).toBeGreaterThan(30);
      await fitsWidth(page);
      await screenshot(page, `touch-home-${locale}-360`);
    }
  });

  it('shows My bids as cards with the details link inside the screen, and 44 px row expanders and file links on a bid (lo)', async () => {
    const page = await open('lo', PHONE, 'supplier');
    await page.goto('/PersonalCenter/MyBid');
    const cards = page.getByRole('list', { name: text('lo', 'personal.menu.myBid') }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.locator('main table').count(), 'no table of sign-ups').toBe(0);
    const actions = cards.locator('a, button').filter({ hasText: new RegExp(`^(${text('lo', 'bids.list.details')}|${text('lo', 'bids.list.manage')})$`) });
    expect(await actions.count()).toBe(await cards.count());
    await tallEnough(actions, 'card action');
    await fitsWidth(page);
    await screenshot(page, 'touch-mybid-lo-360');

    // Each bid's detail: its expanders and stored files are 44 px targets (a bid with quoted rounds has expanders).
    const links = await cards.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')).filter((h): h is string => Boolean(h?.includes('BidDetails'))));
    let expanders = 0;
    for (const href of links) {
      await page.goto(href);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const rowButtons = page.locator('main .ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
      expanders += await rowButtons.count();
      if (await rowButtons.count()) await tallEnough(rowButtons, 'row expander');
      const fileLinks = page.locator('main a[download]');
      if (await fileLinks.count()) await tallEnough(fileLinks, 'stored file link');
      await fitsWidth(page);
    }
    expect(expanders, 'some bid has rows that expand').toBeGreaterThan(0);
  });
});

describe('the workbench section list at 1280 px in Chinese', () => {
  it('keeps the names readable and the buyer whole', async () => {
    const page = await open('zh', { width: 1280, height: 900 }, 'admin');
    await page.goto('/admin');
    const rows = page.locator('main .ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const [name, , , buyer] = [...tr.querySelectorAll('td')];
        return { name: name.getBoundingClientRect().width, buyerCut: buyer.scrollWidth > buyer.clientWidth + 1 || getComputedStyle(buyer).textOverflow === 'ellipsis' };
      }),
    );
    // 170 px holds about ten Chinese characters a line (14 px each, beside the cell's padding), not 3–4.
    for (const cell of cells) expect(cell.name).toBeGreaterThanOrEqual(170);
    expect(cells.filter((cell) => cell.buyerCut)).toEqual([]);
    await screenshot(page, 'touch-admin-list-zh-1280');
  });
});
