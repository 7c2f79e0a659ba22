import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_COLUMNS, ANALYTICS_FIGURES, ANALYTICS_TITLES } from '../packages/domain/src/analytics';
import type { Analytics } from '../packages/domain/src/schemas/analyticsWire';
import type { Locale } from '../packages/domain/src/constants';
import { axeViolations, describeViolation } from './support/axe';
import { portalInBrowser } from './support/browser';
import { text } from './support/public';
import { appendRelease } from '../packages/server/src/ocds/commands';

/**
 * The public analytics page (issue 25 item 3) on the demo data: reached from the footer, every figure drawn as a
 * chart with its table, a CSV that holds what the table shows, no serious accessibility violation, on a
 * 360 px phone in Lao and at 1280 px in Chinese. Screenshots go to /tmp/h-analytics-shots for a person to look at.
 */

const portal = portalInBrowser();
const SHOTS = '/tmp/h-analytics-shots';

/**
 * The demo data's results-published inquiry where the demo supplier quoted gets its award, as the buyer's award
 * would make it, and the release that goes with it: the page then has an awarded value to show.
 */
beforeAll(async () => {
  await portal.db.transaction(async (tx) => {
    const [round] = await tx.query<{ section_id: number; signup_id: number; id: number; total_price: string }>(
      `SELECT r.section_id, r.signup_id, r.id, r.total_price FROM quote_round r JOIN section s ON s.id = r.section_id
        WHERE s.section_stauts = 13 AND NOT EXISTS (SELECT 1 FROM award a WHERE a.section_id = r.section_id) ORDER BY r.id LIMIT 1`,
    );
    if (!round) return;
    await tx.query('INSERT INTO award (section_id, sector_id, signup_id, round_id, price, create_time) VALUES ($1, NULL, $2, $3, $4, now())', [round.section_id, round.signup_id, round.id, round.total_price]);
    await appendRelease(tx, Number(round.section_id), ['award']);
  });
});

async function analytics(locale: Locale): Promise<Analytics> {
  const response = await fetch(`${portal.url}/prod-api/analytics`, { headers: { 'content-language': locale, 'accept-timezone': 'Asia/Shanghai' } });
  return ((await response.json()) as { data: Analytics }).data;
}

/** Opens the page at the given width from the footer of the home page, and waits for every chart. */
async function open(locale: Locale, width: number): Promise<Page> {
  const context = await portal.context(locale);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'analytics.footer') }).click();
  await page.getByRole('heading', { level: 1, name: text(locale, 'analytics.title') }).waitFor();
  await expect.poll(() => page.locator('section[data-figure] .recharts-wrapper').count(), { timeout: 20_000 }).toBe(ANALYTICS_FIGURES.length);
  return page;
}

/** Every figure has its heading, a drawn chart with bars, and a table with the figure's column headings. */
async function checkFigures(page: Page, locale: Locale) {
  for (const figure of ANALYTICS_FIGURES) {
    const card = page.getByRole('region', { name: ANALYTICS_TITLES[figure][locale], exact: true });
    await expect.poll(() => card.locator('.recharts-wrapper').count()).toBe(1);
    const headers = await card.locator('table thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(ANALYTICS_COLUMNS[figure].map((c) => c.title[locale]));
    expect(await card.locator('table tbody tr').count()).toBeGreaterThan(0);
  }
}

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready.then(() => true));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  // Each figure on its own too, at the size a person reads it.
  for (const figure of ANALYTICS_FIGURES) await page.locator(`section[data-figure="${figure}"]`).screenshot({ path: `${SHOTS}/${name}-${figure}.png` });
  await page.locator('main section').first().screenshot({ path: `${SHOTS}/${name}-intro.png` });
}

async function noSeriousViolation(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => v.id), violations.map(describeViolation).join('\n\n')).toEqual([]);
}

describe('public analytics', () => {
  it('shows every figure as a chart and a table at 1280 px in Chinese, and downloads a figure as CSV', async () => {
    const data = await analytics('zh');
    expect(data.publishedSections).toBeGreaterThan(0);
    const page = await open('zh', 1280);
    await checkFigures(page, 'zh');

    // The buyers' table holds the server's figures of the first currency, formatted.
    const buyers = page.getByRole('region', { name: ANALYTICS_TITLES.spendingByBuyer.zh, exact: true });
    const first = data.spendingByBuyer.find((r) => r.currency === data.currencies[0])!;
    await expect.poll(() => buyers.locator('table tbody tr').first().locator('td').first().innerText()).toBe(first.label);
    // Bars are drawn for it: one per series and buyer.
    expect(await buyers.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);

    // The competition figure as CSV: the Chinese headings and one line per group, as the table shows.
    const competition = page.getByRole('region', { name: ANALYTICS_TITLES.competition.zh, exact: true });
    const [download] = await Promise.all([page.waitForEvent('download'), competition.getByRole('button', { name: text('zh', 'analytics.download', { format: 'CSV' }) }).click()]);
    expect(download.suggestedFilename()).toBe('analytics-competition.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv[0]).toBe(ANALYTICS_COLUMNS.competition.map((c) => c.title.zh).join(','));
    expect(csv.slice(1)).toEqual(data.competition.rows.map((r) => `${r.participants},${r.signupSections},${r.bidderSections}`));

    // How each figure is computed, from the bulk file's fields.
    await competition.getByText(text('zh', 'analytics.method')).click();
    await expect.poll(() => competition.locator('details').innerText()).toContain('bids.statistics');

    await noSeriousViolation(page);
    await shot(page, 'analytics-zh-1280');
  });

  it('fits a 360 px phone in Lao, with every chart, table and no serious accessibility violation', async () => {
    const page = await open('lo', 360);
    await checkFigures(page, 'lo');
    // Nothing wider than the phone: wide tables scroll inside their frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await noSeriousViolation(page);
    await shot(page, 'analytics-lo-360');
  });

  it('reads in English too', async () => {
    const page = await open('en', 390);
    await checkFigures(page, 'en');
    await shot(page, 'analytics-en-390');
    const desktop = await open('en', 1280);
    await shot(desktop, 'analytics-en-1280');
  });
});
