import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { translate } from '../packages/domain/src/messages';
import { launchBrowser, opened, openContext } from './support/browser';
import { apiLogin, authed, buttonName } from './support/certification';
import { startTestPortal } from './support/portal';
import { text } from './support/public';
import { account, certify, detailIds, endQuoting, fillDetailsTemplate, fillTemplate, quoteInquiryRound, quotingInquiry, shot, signIn, signUpAt, templateHeader } from './support/quotation';

/**
 * The quotation page (part 2 §2, §5, §7; DESIGN.md §5) in Chromium: a supplier signed up and ready to quote
 * opens it from its bid detail's 'quote' button in a new tab, exports the sectors and the details templates,
 * fills and imports both (an item priced through its detail rows), is refused bad files naming the row, saves
 * a draft and finds it after a reload, submits round one, is warned that a round that lowers nothing cannot be
 * sent, is refused by the server a drop that does not beat the auction's best, submits round two, sees the end
 * of quoting through the end-time poll without a reload, and sees the result once the buyer publishes it.
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
const detailPrice = (page: Page, detailId: number) => page.locator(`#detail-price-${detailId}`);
const detailOther = (page: Page, detailId: number) => page.locator(`#detail-other-${detailId}`);
const warnings = (page: Page) => page.locator('#quotation-warnings');
const history = (page: Page) => page.locator('#quotation-history');
const submitButton = (page: Page, locale: Locale) => page.getByRole('button', { name: buttonName(text(locale, 'quotation.actions.submit')) });
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openQuotation(page: Page, sectionId: number) {
  await page.goto(`/quotation?id=${sectionId}`);
  await page.locator('#quotation-table').waitFor();
}

/**
 * The real entry (part 2 §2, §4): on the bid detail at status 15 the 'quote' button runs the certification
 * check and opens the quotation page in a new tab, the bid detail staying where it is. Gives the new tab.
 */
async function quoteFromBidDetail(page: Page, locale: Locale, signupId: number, sectionId: number): Promise<Page> {
  await page.goto(`/PersonalCenter/BidDetails?id=${signupId}`);
  const button = page.locator('#stage-quotation').getByRole('button', { name: buttonName(text(locale, 'bids.quote.button')) });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
  await tab.waitForURL(new RegExp(`/quotation\\?id=${sectionId}$`));
  await tab.locator('#quotation-table').waitFor();
  expect(new URL(page.url()).pathname).toBe('/PersonalCenter/BidDetails');
  return tab;
}

/** Clicks an export button and gives the downloaded file's path after checking its name. */
async function exportFile(page: Page, locale: Locale, button: string, fileName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName(text(locale, button)) }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  return download.path();
}

/** Gives a file to the import button of a template (`sectors` or `details`). */
async function importFile(page: Page, kind: 'sectors' | 'details', name: string, buffer: Buffer) {
  await page.locator(`.ant-upload-wrapper:has(#import-${kind}) input[type=file]`).setInputFiles({ name, mimeType: XLSX, buffer });
}

/** Submits through the confirm dialog, which closes at once; the bar under the items tells what becomes of the round. */
async function confirmSubmit(page: Page, locale: Locale) {
  // The previous round's confirm dialog may still be fading out (after a refusal): its button would take the click
  // below and do nothing. Only a new dialog is answered.
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
  await submitButton(page, locale).click();
  const dialog = await opened(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: buttonName(text(locale, 'quotation.submit.ok')) }).click();
}

/** A round stored: the bar says so with its number, the round is in the history, and the page, not reloaded, takes the next one. */
async function submitRound(page: Page, locale: Locale, round: number) {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await confirmSubmit(page, locale);
  // The last round's message may still be showing (nothing reloads the page any more).
  await page.locator('.ant-message-notice').filter({ hasText: text(locale, 'quotation.submit.success') }).last().waitFor();
  await expect.poll(() => page.getByTestId('submission').getAttribute('data-phase'), { timeout: 15_000 }).toBe('stored');
  expect(await page.getByTestId('receipt').innerText()).toContain(text(locale, 'quotation.sending.stored', { round, time: 'TIME' }).split('TIME')[0]);
  await history(page).getByText(text(locale, 'quotation.history.round', { round }), { exact: true }).waitFor({ timeout: 15_000 });
  expect(await submitButton(page, locale).isDisabled()).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

describe('quotation page', () => {
  it('takes a supplier from both templates to two rounds, the end of quoting and the published result', async () => {
    const db = portal.db;
    const buyer = await account(db, 'buyer');
    const supplier = await account(db, 'supplier');
    const rival = await account(db, 'newcomer');
    const { section, pipe, valve } = await quotingInquiry(db, buyer.companyId);
    const [body, coating] = await detailIds(db, pipe);
    const signupId = await signUpAt(db, section, supplier);
    // The rival, signed up as the workbench leaves a certified company (quoting checks the certification again).
    await certify(db, rival.companyId);
    await signUpAt(db, section, rival);
    const token = await apiLogin(portal.url, 'supplier', PASSWORD);

    const bidDetail = await supplierPage('zh', token);
    const zh = await quoteFromBidDetail(bidDetail, 'zh', signupId, section);
    // The journey goes on in the new tab.
    await bidDetail.close();
    await zh.getByRole('timer').getByText(text('zh', 'quotation.countdown.label')).waitFor();
    // The tax rate starts at 13 and offers only the dictionary's rates; the imposed settlement method cannot be chosen.
    const tax = zh.locator(`#tax-${valve}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
    await expect.poll(() => tax.innerText()).toContain('13');
    await tax.click();
    const rates = zh.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => rates.allInnerTexts()).toEqual(['0%', '1%', '3%', '6%', '9%', '13%']);
    await zh.keyboard.press('Escape');
    expect(await zh.locator(`#settle-${valve}`).count()).toBe(0);
    // The pipe is priced by its detail rows (shown open): no price of its own.
    expect(await priceInput(zh, pipe).count()).toBe(0);
    await zh.locator('#quotation-table').getByText(text('zh', 'quotation.table.byDetails')).waitFor();
    await detailPrice(zh, coating).waitFor();

    // Export both templates and fill them with exceljs: the valve in the sectors template, the pipe's two rows in the details template.
    const sectorsPath = await exportFile(zh, 'zh', 'quotation.actions.exportTemplate', text('zh', 'quotation.template.fileName', { id: section }));
    expect((await templateHeader(sectorsPath))[7]).toBe(translate('tplUnitPrice', 'zh'));
    const detailsPath = await exportFile(zh, 'zh', 'quotation.actions.exportDetails', text('zh', 'quotation.template.detailsFileName', { id: section }));
    expect((await templateHeader(detailsPath))[1]).toBe(translate('tplDetailId', 'zh'));
    await importFile(zh, 'sectors', 'quotation.xlsx', await fillTemplate(sectorsPath, { [valve]: { price: '750.5' } }));
    // An import is read by the server (exceljs): on a busy machine its answer takes more than a second.
    await expect.poll(() => priceInput(zh, valve).inputValue(), { timeout: 15_000 }).toBe('750.50');
    const details = await fillDetailsTemplate(detailsPath, { [body]: { price: '4000', other: '100' }, [coating]: { price: '30' } });
    await importFile(zh, 'details', 'details.xlsx', details);
    await expect.poll(() => detailPrice(zh, body).inputValue(), { timeout: 15_000 }).toBe('4000.00');
    expect(await detailOther(zh, body).inputValue()).toBe('100.00');
    expect(await detailPrice(zh, coating).inputValue()).toBe('30.00');
    // Computed live: 4000 × 12.5 + 100 and 30 × 300 sum into the pipe (59,000.00 + 100.00), 750.50 × 40 for the valve.
    expect(await zh.getByTestId(`detail-total-${body}`).innerText()).toBe('¥50,100.00');
    expect(await zh.getByTestId(`detail-total-${coating}`).innerText()).toBe('¥9,000.00');
    expect(await zh.getByTestId(`material-${pipe}`).innerText()).toBe('¥59,000.00');
    expect(await zh.getByTestId(`other-sum-${pipe}`).innerText()).toBe('¥100.00');
    expect(await zh.getByTestId(`total-${pipe}`).innerText()).toBe('¥59,100.00');
    expect(await zh.getByTestId(`derived-${pipe}`).innerText()).toBe(text('zh', 'quotation.table.derivedUnitPrice', { price: '¥4,720.00' }));
    expect(await zh.getByTestId('grand-total').innerText()).toBe('¥89,120.00');
    await detailPrice(zh, coating).fill('31');
    expect(await zh.getByTestId('grand-total').innerText()).toBe('¥89,420.00');
    await detailPrice(zh, coating).fill('30');
    expect(await zh.getByTestId('grand-total').innerText()).toBe('¥89,120.00');

    // A bad number in a detail row is refused naming the row and the detail; the table keeps its prices.
    await importFile(zh, 'details', 'bad.xlsx', await fillDetailsTemplate(detailsPath, { [body]: { price: '4000.123' } }));
    const rowPrefix = translate('importFailedRow', 'zh', { row: 2, reason: 'REASON' }).split('REASON')[0];
    await warnings(zh).getByText(new RegExp(`^${escape(rowPrefix)}.*钢管本体`)).waitFor();
    // The sectors template given to the details import has the wrong columns.
    await importFile(zh, 'details', 'quotation.xlsx', await fillTemplate(sectorsPath, { [valve]: { price: '700' } }));
    await warnings(zh).getByText(translate('importFailedColumns', 'zh')).waitFor();
    // A file that is not a workbook is refused as a wrong file type.
    await importFile(zh, 'sectors', 'prices.xlsx', Buffer.from('not a workbook'));
    await warnings(zh).getByText(translate('importFailedType', 'zh')).waitFor();
    expect(await detailPrice(zh, body).inputValue()).toBe('4000.00');
    expect(await priceInput(zh, valve).inputValue()).toBe('750.50');
    await shot(zh, 'quote-zh-import-refused');

    // Save a draft, change the form, reload: the draft comes back with its notice, detail prices included.
    await zh.getByRole('button', { name: buttonName(text('zh', 'quotation.actions.saveDraft')) }).click();
    await zh.locator('.ant-message-notice').filter({ hasText: text('zh', 'quotation.draft.saved') }).waitFor();
    await zh.locator(`#remarks-${pipe}`).fill('不应保存');
    await detailPrice(zh, coating).fill('35');
    await zh.reload();
    await zh.locator('#quotation-table').waitFor();
    await zh.getByText(/已恢复 .* 保存的草稿/).waitFor();
    expect(await detailPrice(zh, body).inputValue()).toBe('4000.00');
    // As it was when saved: written with the section's decimals once the field was left.
    expect(await detailPrice(zh, coating).inputValue()).toBe('30.00');
    expect(await detailOther(zh, body).inputValue()).toBe('100.00');
    expect(await priceInput(zh, valve).inputValue()).toBe('750.50');
    expect(await zh.locator(`#remarks-${pipe}`).inputValue()).toBe('');
    expect(await zh.getByTestId('grand-total').innerText()).toBe('¥89,120.00');
    await shot(zh, 'quote-zh-draft');

    // Round one.
    await submitRound(zh, 'zh', 1);
    const key = `quotation-draft:${supplier.userId}:${section}`;
    expect(await zh.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    expect(await zh.getByText(/已恢复 .* 保存的草稿/).count()).toBe(0);
    await zh.getByText(text('zh', 'quotation.rank.total', { rank: 1 })).waitFor();
    expect(await detailPrice(zh, body).inputValue()).toBe('4000.00');

    // The same prices again lower nothing: warned in the page before sending, nothing sent.
    await submitButton(zh, 'zh').click();
    await warnings(zh).getByText(text('zh', 'messages.quoteNoItemLower')).waitFor();
    expect(await zh.getByRole('dialog').count()).toBe(0);

    // A rival quotes lower (the pipe 58,375.00 through its rows): every participant is shown the auction's new lowest
    // price live (equal information), so a drop that does not beat it is warned in the page, naming it, and not sent.
    const rivalToken = await apiLogin(portal.url, 'newcomer', PASSWORD);
    const rivalRound = await quoteInquiryRound(portal.url, rivalToken, { section, pipe, valve, body, coating }, { body: '3950', coating: '30', valve: '740' }, 'rival-round-1');
    expect(rivalRound.code, rivalRound.msg).toBe(200);
    await zh.getByTestId(`auction-bound-${pipe}`).getByText(text('zh', 'quotation.table.auctionLowest', { price: '¥58,375.00' })).waitFor({ timeout: 15_000 });
    await detailPrice(zh, body).fill('3980');
    expect(await zh.getByTestId(`material-${pipe}`).innerText()).toBe('¥58,750.00');
    await expect.poll(() => zh.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    await submitButton(zh, 'zh').click();
    const auctionRefusal = translate('quoteNotBelowAuctionLowest', 'zh', { item: '无缝钢管', bound: 'BOUND' }).split('BOUND')[0];
    await warnings(zh).getByText(new RegExp(`^${escape(auctionRefusal)}.*58,?375\\.00`)).waitFor();
    expect(await zh.getByRole('dialog').count()).toBe(0);
    const refused = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_round WHERE signup_id = $1', [signupId]);
    expect(refused[0].n).toBe(1);
    await shot(zh, 'quote-zh-refused');

    // Round two beats the auction.
    await detailPrice(zh, body).fill('3900');
    expect(await zh.getByTestId(`total-${pipe}`).innerText()).toBe('¥57,850.00');
    expect(await zh.getByTestId('grand-total').innerText()).toBe('¥87,870.00');
    await submitRound(zh, 'zh', 2);
    await zh.getByText(text('zh', 'quotation.rank.total', { rank: 1 })).waitFor();
    const rounds = await db.query<{ quotes_count: number; total_price: string }>('SELECT quotes_count, total_price::text FROM quote_round WHERE signup_id = $1 ORDER BY quotes_count', [signupId]);
    expect(rounds.map((r) => [r.quotes_count, r.total_price])).toEqual([
      [1, '89120.0000'],
      [2, '87870.0000'],
    ]);

    // The same page in Lao while quoting, the pipe's detail rows shown.
    const lo = await supplierPage('lo', token);
    await openQuotation(lo, section);
    await history(lo).getByText(text('lo', 'quotation.history.round', { round: 2 }), { exact: true }).waitFor();
    await lo.locator('#quotation-table').getByText('ສີກັນສະໜິມ').waitFor();
    expect(await detailPrice(lo, body).inputValue()).toBe('3900.00');
    expect(await lo.getByRole('button', { name: buttonName(text('lo', 'quotation.actions.exportDetails')) }).count()).toBe(1);
    await shot(lo, 'quote-lo-quoting');

    // The end of quoting reaches the open page live, without a reload: nothing can be typed or sent. The end
    // time was moved in the database behind the server's back, so the clock's move (and its live event) comes
    // with the next read that runs the clock, here the end-time call the 5 s poll would make.
    expect(await submitButton(zh, 'zh').isDisabled()).toBe(false);
    await endQuoting(db, section);
    expect((await authed<{ code: number }>(portal.url, `/system/section/selectendtime/${section}`, token)).code).toBe(200);
    await expect.poll(() => submitButton(zh, 'zh').isDisabled(), { timeout: 10_000, interval: 250 }).toBe(true);
    expect(await detailPrice(zh, body).isDisabled()).toBe(true);
    expect(await priceInput(zh, valve).isDisabled()).toBe(true);
    expect(await zh.locator('#import-details').count()).toBe(0);
    await zh.getByRole('timer').getByText(text('zh', 'quotation.countdown.ended')).waitFor();
    await shot(zh, 'quote-zh-ended');

    // The buyer awards the whole bid and publishes the results.
    const buyerToken = await apiLogin(portal.url, 'buyer', PASSWORD);
    const award = await authed(portal.url, `/admin/sections/${section}/award`, buyerToken, { method: 'POST', body: { signupId } });
    expect(award.code, award.msg).toBe(200);
    const published = await authed(portal.url, `/admin/sections/${section}/results`, buyerToken, { method: 'POST' });
    expect(published.code, published.msg).toBe(200);

    await zh.reload();
    const result = zh.locator('#quotation-result');
    await result.getByText(text('zh', 'quotation.result.won')).waitFor();
    await result.getByText('87,870.00').first().waitFor();
    expect(await submitButton(zh, 'zh').isDisabled()).toBe(true);
    await zh.getByRole('timer').getByText(text('zh', 'quotation.countdown.ended')).waitFor();
    await shot(zh, 'quote-zh-result');

    await lo.reload();
    await lo.locator('#quotation-result').getByText(text('lo', 'quotation.result.won')).waitFor();
    await shot(lo, 'quote-lo-result');
  });
});
