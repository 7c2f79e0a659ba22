import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { translate } from '../packages/domain/src/messages';
import { launchBrowser, openContext } from './support/browser';
import { apiLogin, authed, buttonName } from './support/certification';
import { startTestPortal } from './support/portal';
import { text } from './support/public';
import { account, endQuoting, fillTemplate, quotingInquiry, shot, signIn, signUpAt, templateHeader } from './support/quotation';

/**
 * The quotation page (part 2 §2, §5, §7; DESIGN.md §5) in Chromium: a supplier signed up and ready to quote
 * exports the template, fills it and imports it, saves a draft and finds it after a reload, submits round
 * one, is warned that a round that lowers nothing cannot be sent, is refused by the server a drop that does
 * not beat the auction's best, submits round two, and sees the result once the buyer publishes it.
 */

type Portal = Awaited<ReturnType<typeof startTestPortal>>;

const PASSWORD = 'Demo@12345';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [portal, browser] = await Promise.all([startTestPortal(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await portal?.stop();
});

async function supplierPage(locale: Locale, token: string): Promise<Page> {
  const context = await openContext(browser, portal.url, locale);
  contexts.push(context);
  await signIn(context, portal.url, token);
  return context.newPage();
}

const priceInput = (page: Page, sectorId: number) => page.locator(`#price-${sectorId}`);
const otherInput = (page: Page, sectorId: number) => page.locator(`#other-${sectorId}`);
const warnings = (page: Page) => page.locator('#quotation-warnings');
const history = (page: Page) => page.locator('#quotation-history');

async function openQuotation(page: Page, sectionId: number) {
  await page.goto(`/quotation?id=${sectionId}`);
  await page.locator('#quotation-table').waitFor();
}

/** Submits through the confirm dialog; the page reloads 3 s after a success. */
async function confirmSubmit(page: Page, locale: Locale) {
  await page.getByRole('button', { name: buttonName(text(locale, 'quotation.actions.submit')) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: buttonName(text(locale, 'quotation.submit.ok')) }).click();
}

async function submitRound(page: Page, locale: Locale, round: number) {
  await confirmSubmit(page, locale);
  await page.locator('.ant-message-notice').filter({ hasText: text(locale, 'quotation.submit.success') }).waitFor();
  // The reload brings the round into the history.
  await history(page).getByText(text(locale, 'quotation.history.round', { round }), { exact: true }).waitFor({ timeout: 15_000 });
}

describe('quotation page', () => {
  it('takes a supplier from the template to two rounds and the published result', async () => {
    const db = portal.db;
    const buyer = await account(db, 'buyer');
    const supplier = await account(db, 'supplier');
    const rival = await account(db, 'newcomer');
    const { section, pipe, valve } = await quotingInquiry(db, buyer.companyId);
    const signupId = await signUpAt(db, section, supplier);
    await signUpAt(db, section, rival);
    const token = await apiLogin(portal.url, 'supplier', PASSWORD);

    const zh = await supplierPage('zh', token);
    await openQuotation(zh, section);
    await zh.getByRole('timer').getByText(text('zh', 'quotation.countdown.label')).waitFor();
    // The tax rate starts at 13 and the imposed settlement method cannot be chosen.
    await expect.poll(() => zh.locator(`#tax-${pipe}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').innerText()).toContain('13');
    expect(await zh.locator(`#settle-${valve}`).count()).toBe(0);

    // Export the template, fill it with exceljs, import it.
    const [download] = await Promise.all([
      zh.waitForEvent('download'),
      zh.getByRole('button', { name: buttonName(text('zh', 'quotation.actions.exportTemplate')) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(text('zh', 'quotation.template.fileName', { id: section }));
    const path = await download.path();
    expect((await templateHeader(path))[7]).toBe(translate('tplUnitPrice', 'zh'));
    const filled = await fillTemplate(path, { [pipe]: { price: '4800', other: '100' }, [valve]: { price: '750.5' } });
    await zh.locator('#quotation-table input[type=file]').first().setInputFiles({
      name: 'quotation.xlsx',
      mimeType: XLSX,
      buffer: filled,
    });
    await expect.poll(() => priceInput(zh, pipe).inputValue()).toBe('4800.00');
    expect(await priceInput(zh, valve).inputValue()).toBe('750.50');
    expect(await otherInput(zh, pipe).inputValue()).toBe('100.00');
    // 4800.00 × 12.5 + 100 and 750.50 × 40, computed live.
    expect(await zh.getByTestId(`total-${pipe}`).innerText()).toBe('60,100.00');
    expect(await zh.getByTestId('grand-total').innerText()).toBe('90,120.00');

    // A bad number is refused with the import failure message naming the row; the table keeps its prices.
    const bad = await fillTemplate(path, { [pipe]: { price: '4800.123' } });
    await zh.locator('#quotation-table input[type=file]').first().setInputFiles({ name: 'bad.xlsx', mimeType: XLSX, buffer: bad });
    await warnings(zh).getByText(new RegExp(`^${translate('importFailedRow', 'zh', { row: 2, reason: 'REASON' }).split('REASON')[0].replace(/[()（）]/g, '.')}`)).waitFor();
    // A file that is not a workbook is refused as a wrong file type.
    await zh.locator('#quotation-table input[type=file]').first().setInputFiles({ name: 'prices.xlsx', mimeType: XLSX, buffer: Buffer.from('not a workbook') });
    await warnings(zh).getByText(translate('importFailedType', 'zh')).waitFor();
    expect(await priceInput(zh, pipe).inputValue()).toBe('4800.00');
    await shot(zh, 'quote-zh-import-refused');

    // Save a draft, change the form, reload: the draft comes back with its notice.
    await zh.getByRole('button', { name: buttonName(text('zh', 'quotation.actions.saveDraft')) }).click();
    await zh.locator('.ant-message-notice').filter({ hasText: text('zh', 'quotation.draft.saved') }).waitFor();
    await zh.locator(`#remarks-${pipe}`).fill('不应保存');
    await zh.reload();
    await zh.locator('#quotation-table').waitFor();
    await zh.getByText(/已恢复 .* 保存的草稿/).waitFor();
    expect(await priceInput(zh, pipe).inputValue()).toBe('4800.00');
    expect(await zh.locator(`#remarks-${pipe}`).inputValue()).toBe('');
    await shot(zh, 'quote-zh-draft');

    // Round one.
    await submitRound(zh, 'zh', 1);
    const key = `quotation-draft:${supplier.userId}:${section}`;
    expect(await zh.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    expect(await zh.getByText(/已恢复 .* 保存的草稿/).count()).toBe(0);
    await zh.getByText(text('zh', 'quotation.rank.total', { rank: 1 })).waitFor();

    // The same prices again lower nothing: warned before sending, nothing sent.
    await zh.getByRole('button', { name: buttonName(text('zh', 'quotation.actions.submit')) }).click();
    await warnings(zh).getByText(text('zh', 'messages.quoteNoItemLower')).waitFor();
    expect(await zh.getByRole('dialog').count()).toBe(0);

    // A rival quotes lower; a drop that does not beat the auction's best is refused by the server.
    const rivalToken = await apiLogin(portal.url, 'newcomer', PASSWORD);
    const rivalRound = await authed(portal.url, '/system/quotes/bidQuotes', rivalToken, {
      method: 'POST',
      body: { sectionId: section, requestKey: 'rival-round-1', sectors: [{ id: pipe, sectorPrice: '4700' }, { id: valve, sectorPrice: '740' }] },
    });
    expect(rivalRound.code, rivalRound.msg).toBe(200);
    await priceInput(zh, pipe).fill('4750');
    await confirmSubmit(zh, 'zh');
    await warnings(zh).getByText(translate('quoteNotBelowAuctionLowest', 'zh', { item: '无缝钢管' })).waitFor();
    const refused = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_round WHERE signup_id = $1', [signupId]);
    expect(refused[0].n).toBe(1);
    await shot(zh, 'quote-zh-refused');

    // Round two beats the auction.
    await priceInput(zh, pipe).fill('4650');
    expect(await zh.getByTestId('grand-total').innerText()).toBe('88,245.00');
    await submitRound(zh, 'zh', 2);
    await zh.getByText(text('zh', 'quotation.rank.total', { rank: 1 })).waitFor();
    const rounds = await db.query<{ quotes_count: number; total_price: string }>('SELECT quotes_count, total_price::text FROM quote_round WHERE signup_id = $1 ORDER BY quotes_count', [signupId]);
    expect(rounds.map((r) => [r.quotes_count, r.total_price])).toEqual([
      [1, '90120.0000'],
      [2, '88245.0000'],
    ]);

    // The same page in Lao while quoting, the first item opened on its detail rows.
    const lo = await supplierPage('lo', token);
    await openQuotation(lo, section);
    await history(lo).getByText(text('lo', 'quotation.history.round', { round: 2 }), { exact: true }).waitFor();
    await lo.locator(`#quotation-table tr[data-row-key="${pipe}"] .ant-table-row-expand-icon`).click();
    await lo.locator('#quotation-table').getByText('ສີກັນສະໜິມ').waitFor();
    expect(await lo.getByRole('button', { name: buttonName(text('lo', 'quotation.actions.exportDetails')) }).count()).toBe(1);
    await shot(lo, 'quote-lo-quoting');

    // The buyer ends the quoting, awards the whole bid and publishes the results.
    await endQuoting(db, section);
    const buyerToken = await apiLogin(portal.url, 'buyer', PASSWORD);
    const award = await authed(portal.url, `/admin/sections/${section}/award`, buyerToken, { method: 'POST', body: { signupId } });
    expect(award.code, award.msg).toBe(200);
    const published = await authed(portal.url, `/admin/sections/${section}/results`, buyerToken, { method: 'POST' });
    expect(published.code, published.msg).toBe(200);

    await zh.reload();
    const result = zh.locator('#quotation-result');
    await result.getByText(text('zh', 'quotation.result.won')).waitFor();
    await result.getByText('88,245.00').first().waitFor();
    expect(await zh.getByRole('button', { name: buttonName(text('zh', 'quotation.actions.submit')) }).isDisabled()).toBe(true);
    await zh.getByRole('timer').getByText(text('zh', 'quotation.countdown.ended')).waitFor();
    await shot(zh, 'quote-zh-result');

    await lo.reload();
    await lo.locator('#quotation-result').getByText(text('lo', 'quotation.result.won')).waitFor();
    await shot(lo, 'quote-lo-result');
  });
});
