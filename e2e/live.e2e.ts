import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { portalInBrowser } from './support/browser';
import { apiLogin, authed } from './support/certification';
import { account, shot, signIn, signUpAt } from './support/quotation';
import { createSection, createSector } from '../packages/server/src/test/factories';

/**
 * Live quoting (issue 13) in Chromium: the buyer watches the live view while a supplier's page is open; a
 * round in the last minutes under the buyer's overtime rule moves the end for both pages without a reload,
 * the supplier's page tells why, and the buyer's view shows the round as it arrives.
 */

const PASSWORD = 'Demo@12345';

const portal = portalInBrowser();

async function pageOf(locale: Locale, token: string): Promise<Page> {
  const context = await portal.context(locale);
  await signIn(context, portal.url, token);
  return context.newPage();
}

/** Minutes shown by the countdown (days and hours are 0 here). */
const minutesLeft = async (page: Page) => Number((await page.getByRole('timer').locator('b').nth(2).innerText()).trim());

describe('live quoting', () => {
  it('extends the end for the supplier and the buyer without a reload when a round arrives in the overtime window', async () => {
    const db = portal.db;
    const buyer = await account(db, 'buyer');
    const supplier = await account(db, 'supplier');
    const now = Date.now();
    const section = await createSection(db, {
      section_name: '实时报价演示',
      section_name_en: 'Live quoting demo',
      section_name_lo: 'ການສະເໜີລາຄາສົດ',
      bidding_type: 1,
      section_stauts: 1,
      buyer_company_id: buyer.companyId,
      start_time: new Date(now - 3_600_000),
      ent_time: new Date(now + 3 * 60_000),
      is_yuan_ju: 0,
      show_ranking: 1,
      ranking_type: 1,
      overtime_window_minutes: 5,
      overtime_extend_minutes: 10,
      overtime_max_minutes: 30,
    } as never);
    const pipe = await createSector(db, section, { sort: 1, sector_name: '钢管', sector_name_en: 'Steel pipe', sector_name_lo: 'ທໍ່ເຫຼັກ', sector_number: '10', max_price: '100.00' });
    await signUpAt(db, section, supplier);
    const supplierToken = await apiLogin(portal.url, 'supplier', PASSWORD);
    const buyerToken = await apiLogin(portal.url, 'buyer', PASSWORD);

    // Both pages' live streams are open once the server has answered them (it follows a stream from then on).
    const zh = await pageOf('zh', supplierToken);
    const zhStream = zh.waitForResponse((r) => r.url().includes('/system/quotes/live') && r.ok());
    await zh.goto(`/quotation?id=${section}`);
    await zh.locator('#quotation-table').waitFor();
    const lo = await pageOf('lo', buyerToken);
    const loStream = lo.waitForResponse((r) => r.url().includes(`/admin/sections/${section}/live`) && r.ok());
    await lo.goto(`/admin/sections/${section}/quotes`);
    await lo.getByRole('timer').waitFor();
    await expect.poll(() => minutesLeft(zh)).toBeLessThanOrEqual(2);
    await expect.poll(() => minutesLeft(lo)).toBeLessThanOrEqual(2);
    // With both streams open, the supplier's round arrives 3 minutes before the end (inside 5).
    await Promise.all([zhStream, loStream]);
    const answer = await authed(portal.url, '/system/quotes/bidQuotes', supplierToken, {
      method: 'POST',
      body: { sectionId: section, requestKey: 'live-e2e-1', sectors: [{ id: pipe, sectorPrice: '88.80' }] },
    });
    expect(answer.code).toBe(200);
    // Both countdowns jump to about 10 minutes, well before the 5-second poll could matter, without a reload.
    await expect.poll(() => minutesLeft(zh), { timeout: 4000 }).toBeGreaterThanOrEqual(9);
    await expect.poll(() => minutesLeft(lo), { timeout: 4000 }).toBeGreaterThanOrEqual(9);
    await zh.getByTestId('overtime-extension').waitFor();
    // The buyer sees the round arrive, sealed: who and when, no price before quoting ends (DESIGN.md §5).
    const [{ name: supplierName }] = await db.query<{ name: string }>('SELECT name FROM company WHERE id = $1', [supplier.companyId]);
    const row = lo.locator('.ant-table-row').filter({ hasText: supplierName });
    await row.waitFor();
    expect(await lo.locator('body').innerText()).not.toContain('888.00');
    await shot(zh, 'live-supplier-zh');
    await shot(lo, 'live-buyer-lo');
  });

  it("applies a round to the buyer's view from its stream, without asking for the view again (issue 22 §2)", async () => {
    const db = portal.db;
    const buyer = await account(db, 'buyer');
    const supplier = await account(db, 'supplier');
    const now = Date.now();
    const section = await createSection(db, {
      section_name: '实时视图',
      section_name_en: 'Live view',
      section_name_lo: 'ມຸມມອງສົດ',
      bidding_type: 1,
      section_stauts: 1,
      buyer_company_id: buyer.companyId,
      start_time: new Date(now - 3_600_000),
      ent_time: new Date(now + 30 * 60_000),
      is_yuan_ju: 1,
    } as never);
    const pipe = await createSector(db, section, { sort: 1, sector_name: '钢管', sector_name_en: 'Steel pipe', sector_name_lo: 'ທໍ່ເຫຼັກ', sector_number: '10', max_price: '100.00' });
    await signUpAt(db, section, supplier);
    const supplierToken = await apiLogin(portal.url, 'supplier', PASSWORD);
    const buyerToken = await apiLogin(portal.url, 'buyer', PASSWORD);
    const round = (key: string, price: string) =>
      authed(portal.url, '/system/quotes/bidQuotes', supplierToken, { method: 'POST', body: { sectionId: section, requestKey: key, sectors: [{ id: pipe, sectorPrice: price }] } });
    const first = await round('live-view-e2e-1', '90.00');
    expect(first.code, first.msg).toBe(200);

    const page = await pageOf('en', buyerToken);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/admin/sections/${section}`) && !r.url().endsWith('/live')) reads.push(new URL(r.url()).pathname);
    });
    const stream = page.waitForResponse((r) => r.url().includes(`/admin/sections/${section}/live`) && r.ok());
    await page.goto(`/admin/sections/${section}/quotes`);
    const [{ name: supplierName }] = await db.query<{ name: string }>('SELECT name FROM company WHERE id = $1', [supplier.companyId]);
    const row = page.locator('.ant-table-row').filter({ hasText: supplierName });
    await row.waitFor();
    await stream;
    await page.getByTestId('quotes-bounds').filter({ hasText: '90.00' }).waitFor();
    const before = reads.length;

    // A second round: the view adds it to the supplier's rounds and the bound moves, from the stream alone.
    expect((await round('live-view-e2e-2', '85.00')).code).toBe(200);
    await page.getByTestId('quotes-bounds').filter({ hasText: '85.00' }).waitFor({ timeout: 5000 });
    await expect.poll(() => row.locator('td').nth(3).innerText(), { timeout: 5000 }).toBe('2');
    await page.waitForTimeout(1500);
    expect(reads.slice(before)).toEqual([]);
    expect(await page.locator('body').innerText()).not.toContain('850.00');
    await shot(page, 'live-buyer-view-en');
  });
});
