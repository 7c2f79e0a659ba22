import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { bidStatusOf, loginInDialog, PASSWORD, publishedInquiry, quotedDepositInquiry, shanghaiTime, submitBaseFiles, typeTime } from './support/admin';
import { launchBrowser, opened, openContext, screenshot } from './support/browser';
import { apiLogin, authed, buttonName, chooseOption, pdfFile } from './support/certification';
import { answerTo, pageShows, signIn } from './support/supplier';
import { startTestPortal } from './support/portal';
import { text } from './support/public';

/**
 * The buyer workbench in Chromium (DESIGN.md §6, issue 5): the demo buyer creates a section through the
 * multi-step editor, publishes it from the list and reviews a supplier's base files with the files shown
 * inline; a supplier cannot open the workbench (a 403 page here, a 403 answer from the server).
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

async function visitor(locale: Locale): Promise<Page> {
  const context = await openContext(browser, portal.url, locale);
  contexts.push(context);
  return context.newPage();
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/admin-${name}.png`, fullPage: true });
/** A screenshot of the section editor's item panel or money step, for the eye. */
const editorShot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/editor-${name}.png`, fullPage: true });
const button = (page: Page, locale: Locale, key: string) => page.getByRole('button', { name: buttonName(text(locale, key)) });

/** Opens the workbench signed out and logs in as the demo buyer in the dialog it opens. */
async function buyerWorkbench(locale: Locale): Promise<Page> {
  const page = await visitor(locale);
  await page.goto('/admin');
  await loginInDialog(page, locale, 'buyer');
  await page.getByRole('heading', { name: text(locale, 'admin.list.title') }).waitFor();
  return page;
}

/** Confirms the open confirmation dialog that shows this content. */
async function confirm(page: Page, content: string) {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: content });
  await dialog.waitFor();
  await dialog.locator('.ant-btn-primary').click();
  await dialog.waitFor({ state: 'detached' });
}

/** Reviews the selected sign-up in the review page: the PDF shows inline, then the PNG, then the given decision. */
async function checkFilesInline(page: Page, pdf: string, png: string, shotName: string) {
  const panel = page.getByTestId('review-panel');
  await panel.waitFor();
  // The first file (the PDF) opens by itself in a frame, from a local object URL.
  const frame = panel.locator(`iframe[title="${pdf}"]`);
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  await shot(page, shotName);
  await panel.getByRole('button', { name: png }).click();
  const image = panel.getByRole('img', { name: png });
  await image.waitFor();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
}

describe('buyer workbench', () => {
  it('lets the buyer create a section in the editor, publish it, review a supplier, watch its quote, award and publish the results (zh)', async () => {
    const locale: Locale = 'zh';
    const page = await buyerWorkbench(locale);
    await shot(page, 'list-zh');
    await button(page, locale, 'admin.action.create').click();
    await page.waitForURL('**/admin/sections/new');

    // Step 1: basics. Next on an empty step marks what publishing needs of it, and stays.
    await button(page, locale, 'admin.editor.next').click();
    const nameNeeded = text(locale, 'admin.editor.required.enter', { label: text(locale, 'admin.editor.inLang', { label: text(locale, 'admin.editor.sectionName'), lang: text(locale, 'admin.editor.lang.zh') }) });
    await page.locator('.ant-form-item-explain-error').filter({ hasText: nameNeeded }).first().waitFor();
    await page.getByTestId('publish-missing').waitFor();
    await shot(page, 'editor-required-zh');
    // An inquiry needs only its quoting times.
    const name = `办公家具询价 ${Date.now()}`;
    await page.locator('#sectionName').fill(name);
    await page.locator('#sectionNameEn').fill('Office furniture inquiry');
    await page.locator('#sectionNameLo').fill('ສອບລາຄາເຄື່ອງເຟີນີເຈີຫ້ອງການ');
    await page.getByText(text(locale, 'admin.biddingType.1'), { exact: true }).click();
    await page.locator('#organization').fill('万象市公共采购中心');
    await shot(page, 'editor-basics-zh');
    await button(page, locale, 'admin.editor.next').click();

    // Step 2: items, one of them with a detail row in its expandable table.
    await button(page, locale, 'admin.editor.items.add').click();
    await page.locator('#sectorList_0_sectorName').fill('办公桌');
    await page.locator('#sectorList_0_sectorNameEn').fill('Office desk');
    await page.locator('#sectorList_0_sectorNumber').fill('abc');
    await button(page, locale, 'admin.editor.next').click();
    // A malformed quantity keeps the editor on this step with the domain's message.
    await page.locator('.ant-form-item-explain-error, .ant-message-notice').filter({ hasText: text(locale, 'messages.quantityInvalid') }).first().waitFor();
    await page.locator('#sectorList_0_sectorNumber').fill('12');
    await page.locator('.ant-table-row-expand-icon').first().click();
    await button(page, locale, 'admin.editor.items.addDetail').click();
    await page.locator('#sectorList_0_detailsList_0_sectorName').fill('桌腿');
    await page.locator('#sectorList_0_detailsList_0_sectorNumber').fill('48');
    // The item's "more" panel (opened with its row) holds its price ceiling, tax rate and measures.
    await page.getByTestId('item-more-0').waitFor();
    await page.locator('#sectorList_0_maxPrice').fill('150');
    await shot(page, 'editor-items-zh');
    await editorShot(page, 'items-zh');
    await button(page, locale, 'admin.editor.next').click();

    // Step 3: money with one settlement stage; paid by ratio, a stage total short of 100 keeps the editor here.
    await page.locator('#projectPrice').fill('12000.50');
    await button(page, locale, 'admin.editor.money.addStage').click();
    await page.locator('#settleMethodsList_0_type').fill('验收款');
    await page.locator('#settleMethodsList_0_typeEn').fill('Acceptance');
    await page.locator('#settleMethodsList_0_percentage').fill('90');
    await chooseOption(page, page.locator('.ant-select:has(#settleMethod)'), '按比例付款');
    await page.locator('#advancePaymentRatio').fill('100');
    await button(page, locale, 'admin.editor.next').click();
    await page.locator('.ant-form-item-explain-error').filter({ hasText: text(locale, 'messages.ratioSum') }).first().waitFor();
    await editorShot(page, 'money-error-zh');
    await page.locator('#settleMethodsList_0_percentage').fill('100');
    await editorShot(page, 'money-zh');
    await button(page, locale, 'admin.editor.next').click();
    await page.locator('#isQualificationTec').check();
    await button(page, locale, 'admin.editor.next').click();

    // Step 5: times, refused in the wrong order.
    const start = shanghaiTime(-3_600_000).slice(0, 16);
    const end = shanghaiTime(2 * 86_400_000).slice(0, 16);
    await typeTime(page, 'startTime', end);
    await typeTime(page, 'entTime', start);
    await button(page, locale, 'admin.editor.next').click();
    await page.locator('.ant-form-item-explain-error').filter({ hasText: text(locale, 'messages.endAfterStart') }).first().waitFor();
    await typeTime(page, 'startTime', start);
    await typeTime(page, 'entTime', end);
    await shot(page, 'editor-times-zh');
    await button(page, locale, 'admin.editor.next').click();

    // Step 6: notes in the rich-text editor, bold included.
    const notes = page.locator('.ProseMirror').first();
    await notes.click();
    await page.keyboard.type('请按明细报价，');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('含运费');
    await page.locator('.ProseMirror strong').filter({ hasText: '含运费' }).waitFor();
    await shot(page, 'editor-notes-zh');
    await button(page, locale, 'admin.editor.saveDraft').click();
    await page.waitForURL(/\/admin\/sections\/\d+$/);
    const sectionId = Number(new URL(page.url()).pathname.split('/').pop());

    const buyer = await apiLogin(portal.url, 'buyer', PASSWORD);
    const draft = await authed<{ code: number; data: Record<string, any> }>(portal.url, `/admin/sections/${sectionId}`, buyer);
    expect(draft.data).toMatchObject({ sectionName: name, biddingType: 1, sectionStauts: 0, isQualificationTec: 1, sectionType: 1, projectPrice: '12000.50' });
    expect(draft.data.sectorList).toHaveLength(1);
    expect(draft.data.sectorList[0]).toMatchObject({ sectorName: '办公桌', sectorNameEn: 'Office desk', maxPrice: '150.00', taxRate: '13' });
    expect(draft.data).toMatchObject({ settleMethod: 2, advancePaymentRatio: '100.00', settleMethodsList: [{ type: '验收款', typeEn: 'Acceptance', percentage: '100.00' }] });
    expect(draft.data.sectorList[0].detailsList[0]).toMatchObject({ sectorName: '桌腿' });
    expect(draft.data.projectNotes).toContain('<strong>含运费</strong>');

    // Publish from the list, with its confirmation.
    await page.goto('/admin/sections');
    await page.locator('#keyword').fill(name);
    await button(page, locale, 'admin.action.search').click();
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await row.waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await row.getByRole('button', { name: buttonName(text(locale, 'admin.list.publish')) }).click();
    await confirm(page, text(locale, 'admin.list.confirm.publish', { name }));
    await row.getByRole('button', { name: buttonName(text(locale, 'admin.list.suspend')) }).waitFor();
    const published = await authed<{ code: number; data: { sectionStauts: number } }>(portal.url, `/admin/sections/${sectionId}`, buyer);
    expect(published.data.sectionStauts).toBe(1);

    // A supplier signs up and submits its base files; the buyer reviews them.
    const files = { pdf: '技术方案.pdf', png: '样品照片.png' };
    const { signupId, token: supplier } = await submitBaseFiles(portal.url, sectionId, files);
    expect(await bidStatusOf(portal.url, supplier, signupId)).toBe(3);
    await row.getByRole('button', { name: buttonName(text(locale, 'admin.list.reviews')) }).click();
    await page.waitForURL(`**/admin/reviews?sectionId=${sectionId}`);
    await checkFilesInline(page, files.pdf, files.png, 'review-pdf-zh');
    await shot(page, 'review-zh');

    // Rejecting needs a remark; passing asks for a confirmation and moves the supplier on to quoting.
    await button(page, locale, 'admin.action.reject').click();
    await page.getByText(text(locale, 'admin.reviews.remarkRequired')).waitFor();
    expect(await bidStatusOf(portal.url, supplier, signupId)).toBe(3);
    await button(page, locale, 'admin.action.pass').click();
    await confirm(page, text(locale, 'admin.reviews.confirmPass', { company: '万象钢铁贸易有限公司', stage: text(locale, 'admin.reviews.stages.baseFiles') }));
    await page.getByText(text(locale, 'admin.reviews.empty')).first().waitFor();
    expect(await bidStatusOf(portal.url, supplier, signupId)).toBe(15);

    // The supplier quotes; the buyer's live view shows who quoted, sealed (no price, no rank) until quoting ends, and counts the time left.
    const sectorId = draft.data.sectorList[0].id as number;
    const quote = await authed(portal.url, '/system/quotes/bidQuotes', supplier, {
      method: 'POST',
      // The item has a detail row (48 legs): a lot is quoted row by row, its total (144.00) within the item's maximum.
      body: { sectionId, requestKey: `e2e-admin-${sectionId}`, sectors: [{ id: sectorId, detailsList: [{ id: draft.data.sectorList[0].detailsList[0].id as number, sectorPrice: '3.00' }] }] },
    });
    expect(quote.code, quote.msg).toBe(200);
    await page.goto(`/admin/sections/${sectionId}/quotes`);
    const quoted = page.locator('.ant-table-row').filter({ hasText: '万象钢铁贸易有限公司' });
    await quoted.waitFor();
    await page.getByTestId('quotes-sealed').waitFor();
    expect(await quoted.innerText()).toContain(text(locale, 'admin.quoting.sealedPrice'));
    expect(await quoted.innerText()).not.toContain('144.00');
    await page.getByRole('timer').waitFor();
    await shot(page, 'quotes-zh');

    // Quoting ends (the end time moved into the past in the database); the buyer awards the whole bid and publishes.
    await portal.db.query(`UPDATE section SET ent_time = now() - interval '1 minute', next_clock_at = now() - interval '1 minute' WHERE id = $1`, [sectionId]);
    await page.reload();
    const award = page.locator('.ant-card').filter({ hasText: text(locale, 'admin.quoting.award') });
    await award.waitFor();
    await chooseOption(page, award.locator('.ant-select'), '万象钢铁贸易有限公司');
    await award.getByRole('button', { name: buttonName(text(locale, 'admin.quoting.awardSave')) }).click();
    await page.locator('.ant-message-notice').filter({ hasText: text(locale, 'admin.quoting.awarded') }).waitFor();
    await award.getByRole('button', { name: buttonName(text(locale, 'admin.quoting.results')) }).click();
    await confirm(page, text(locale, 'admin.quoting.resultsConfirm'));
    await expect.poll(async () => (await authed<{ code: number; data: { sectionStauts: number } }>(portal.url, `/admin/sections/${sectionId}`, buyer)).data.sectionStauts).toBe(13);
    expect(await bidStatusOf(portal.url, supplier, signupId)).toBe(20);
    // The published result is shown read-only with the winner.
    await page.getByTestId('award-result').filter({ hasText: '万象钢铁贸易有限公司' }).waitFor();
    await shot(page, 'results-zh');

    // The audit trail of the section shows the publication and the review, by their labels (at 1280 px, no sideways scrolling).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/sections/${sectionId}/audit`);
    await page.locator('.ant-table-row').filter({ has: page.locator('[title="publish"]') }).filter({ hasText: text(locale, 'admin.audit.actions.publish') }).first().waitFor();
    await page.locator('.ant-table-row').filter({ hasText: text(locale, 'admin.audit.actions.review-baseFiles') }).first().waitFor();
    // Fields and statuses by their labels, not their wire names and codes.
    const statusLine = page.locator('.ant-table-row').filter({ has: page.locator('[title="publish"]') }).locator('li').filter({ hasText: text(locale, 'admin.audit.fields.sectionStauts') });
    await expect.poll(() => statusLine.first().innerText()).toBe(`${text(locale, 'admin.audit.fields.sectionStauts')}: 草稿 → 询价中`);
    expect(await page.locator('.ant-table-tbody').innerText()).not.toContain('sectionStauts');
    // The supplier's round is in the section's trail, linked to its sign-up.
    const roundRow = page.locator('.ant-table-row').filter({ has: page.locator('[title="quote"]') });
    await roundRow.getByTestId('audit-signup-link').filter({ hasText: '万象钢铁贸易有限公司' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await shot(page, 'audit-zh');
    await roundRow.getByTestId('audit-signup-link').click();
    await page.waitForURL(`**/admin/signups?sectionId=${sectionId}&signupId=${signupId}`);
  });

  it('disables and re-enables a sign-up, reviews the winning quote entry and refunds the deposit with a slip (en)', async () => {
    const locale: Locale = 'en';
    const company = '万象钢铁贸易有限公司';
    const { sectionId, sectorId, signupId, buyer, supplier } = await quotedDepositInquiry(portal.url, `Printing paper ${Date.now()}`);
    type SignupRecord = { supplierBidStatus: number; confirmationStatus: number; winningQuoteReviewRemark: string | null; disabled: number };
    const record = async () => (await authed<{ data: SignupRecord }>(portal.url, `/quotation/signup/getWithAuth/${signupId}`, supplier)).data;
    const quoteAgain = (attempt: string) =>
      authed(portal.url, '/system/quotes/bidQuotes', supplier, { method: 'POST', body: { sectionId, requestKey: `e2e-deposit-${attempt}-${sectionId}`, sectors: [{ id: sectorId, sectorPrice: '24.00' }] } });
    const page = await buyerWorkbench(locale);
    const supplierContext = await openContext(browser, portal.url, locale);
    contexts.push(supplierContext);
    await signIn(supplierContext, portal.url, supplier);
    const bidPage = await supplierContext.newPage();
    const openBid = async () => {
      await bidPage.goto(`/PersonalCenter/BidDetails?id=${signupId}`);
      await bidPage.locator('#stage-quotation').waitFor();
    };

    // While quoting runs, the Sign-ups page disables the sign-up: the supplier's bid page turns read-only and a
    // new quote is refused; enabling it lifts both.
    await page.goto(`/admin/signups?sectionId=${sectionId}`);
    const row = page.locator('.ant-table-row').filter({ hasText: company });
    await row.getByText(text(locale, 'admin.signups.disabledOff')).waitFor();
    await openBid();
    expect(await bidPage.getByText(text(locale, 'bids.detail.disabled')).count()).toBe(0);
    await row.getByRole('button', { name: buttonName(text(locale, 'admin.signups.disable')) }).click();
    const disableDialog = await opened(page.getByRole('dialog', { name: text(locale, 'admin.signups.disableTitle') }));
    await disableDialog.locator('textarea').fill('Documents under investigation');
    await disableDialog.getByRole('button', { name: buttonName(text(locale, 'admin.signups.disable')) }).click();
    await row.getByText(text(locale, 'admin.signups.disabledOn')).waitFor();
    await screenshot(page, 'admin-signup-disabled-en');
    expect((await record()).disabled).toBe(1);
    await openBid();
    await bidPage.getByText(text(locale, 'bids.detail.disabled')).waitFor();
    await screenshot(bidPage, 'admin-supplier-disabled-en');
    const refused = await quoteAgain('disabled');
    expect(refused.code, refused.msg).not.toBe(200);
    await row.getByRole('button', { name: buttonName(text(locale, 'admin.signups.enable')) }).click();
    await confirm(page, text(locale, 'admin.signups.enableConfirm', { company }));
    await row.getByText(text(locale, 'admin.signups.disabledOff')).waitFor();
    expect((await record()).disabled).toBe(0);
    await openBid();
    expect(await bidPage.getByText(text(locale, 'bids.detail.disabled')).count()).toBe(0);
    const accepted = await quoteAgain('enabled');
    expect(accepted.code, accepted.msg).toBe(200);

    // Quoting ends; the whole bid goes to the supplier and the results are published (the zh journey does this in the browser).
    await portal.db.query(`UPDATE section SET ent_time = now() - interval '1 minute', next_clock_at = now() - interval '1 minute' WHERE id = $1`, [sectionId]);
    expect((await authed<{ data: { sectionStauts: number } }>(portal.url, `/admin/sections/${sectionId}`, buyer)).data.sectionStauts).toBe(2);
    for (const [step, body] of [['award', { signupId }], ['results', {}]] as const) {
      const answer = await authed(portal.url, `/admin/sections/${sectionId}/${step}`, buyer, { method: 'POST', body });
      expect(answer.code, answer.msg).toBe(200);
    }
    const submitEntry = async (sectorPrice: string) => {
      const body = { sectionId, sectorList: [{ id: sectorId, sectorPrice, taxRate: '13', otherExpenses: '5', sectorNumber: '120' }] };
      return authed(portal.url, '/system/section/submitWinningQuotes', supplier, { method: 'POST', body });
    };
    expect(await record()).toMatchObject({ supplierBidStatus: 20, confirmationStatus: 0 });
    expect((await submitEntry('23.50')).code).toBe(200);

    // The buyer reads the result (winner, whole-bid price 120 × 24.00) and the submitted entry, and returns it with a remark.
    await page.goto(`/admin/sections/${sectionId}/quotes`);
    const result = page.getByTestId('award-result');
    await result.locator('.ant-table-row').filter({ hasText: company }).filter({ hasText: '2,880.00' }).waitFor();
    // Read-only once published: no award choices any more.
    expect(await page.getByRole('button', { name: buttonName(text(locale, 'admin.quoting.awardSave')) }).count()).toBe(0);
    const entries = page.getByTestId('winning-entries');
    await entries.getByText(text(locale, 'admin.quoting.confirmation.c10')).waitFor();
    await entries.locator('.ant-table-row').filter({ hasText: '23.50' }).waitFor();
    await screenshot(page, 'admin-winning-entry-submitted-en');
    await entries.getByRole('button', { name: buttonName(text(locale, 'admin.quoting.returnEntry')) }).click();
    await entries.getByText(text(locale, 'admin.reviews.remarkRequired')).waitFor();
    expect((await record()).confirmationStatus).toBe(10);
    const remark = 'The unit price must match the awarded quote (24.00)';
    await entries.locator('#review-remark').fill(remark);
    await entries.getByRole('button', { name: buttonName(text(locale, 'admin.quoting.returnEntry')) }).click();
    await entries.getByText(text(locale, 'admin.quoting.confirmation.c20')).waitFor();
    await entries.getByText(text(locale, 'admin.quoting.returnedRemark', { remark })).waitFor();
    expect(await entries.getByRole('button', { name: buttonName(text(locale, 'admin.quoting.confirmEntry')) }).count()).toBe(0);
    expect(await record()).toMatchObject({ confirmationStatus: 20, winningQuoteReviewRemark: remark });
    // The supplier reads the remark on its bid detail.
    await openBid();
    await bidPage.locator('.ant-alert').filter({ hasText: text(locale, 'bids.result.returnedRemark') }).filter({ hasText: remark }).waitFor();
    await screenshot(bidPage, 'admin-supplier-returned-en');

    // The supplier corrects its entry; the buyer confirms it, which locks it for good.
    expect((await submitEntry('24.00')).code).toBe(200);
    await page.reload();
    await entries.getByText(text(locale, 'admin.quoting.confirmation.c10')).waitFor();
    await entries.locator('.ant-table-row').filter({ hasText: '24.00' }).waitFor();
    await entries.getByRole('button', { name: buttonName(text(locale, 'admin.quoting.confirmEntry')) }).click();
    await confirm(page, text(locale, 'admin.quoting.confirmEntryText', { supplier: company }));
    await entries.getByText(text(locale, 'admin.quoting.confirmation.c30')).waitFor();
    await screenshot(page, 'admin-winning-entry-confirmed-en');
    expect((await record()).confirmationStatus).toBe(30);
    expect((await submitEntry('20.00')).code).toBe(601);
    await openBid();
    await bidPage.getByText(text(locale, 'bids.result.confirmation.c30')).first().waitFor();

    // The Margins page: the held deposit is refunded with a slip uploaded in the dialog.
    await page.goto(`/admin/margins?sectionId=${sectionId}`);
    const deposit = page.locator('.ant-table-row').filter({ hasText: company }).filter({ hasText: '800.00' });
    await deposit.getByText(text(locale, 'admin.margins.statuses.4')).waitFor();
    await deposit.getByRole('button', { name: buttonName(text(locale, 'admin.margins.refund')) }).click();
    const refundDialog = await opened(page.getByRole('dialog', { name: text(locale, 'admin.margins.refundTitle') }));
    await refundDialog.locator('input[type=file]').setInputFiles(pdfFile('refund-slip.pdf'));
    await refundDialog.getByText('refund-slip.pdf').waitFor();
    await screenshot(page, 'admin-refund-dialog-en');
    await refundDialog.getByRole('button', { name: buttonName(text(locale, 'admin.margins.refund')) }).click();
    await refundDialog.waitFor({ state: 'hidden' });
    await deposit.getByText(text(locale, 'admin.margins.statuses.6')).waitFor();
    await deposit.getByText('refund-slip.pdf').waitFor();
    await screenshot(page, 'admin-refunded-en');
    const margins = async () => (await authed<{ code: number; data: { status: number; fileList: { fileName: string }[] }[] }>(portal.url, `/margin/signupId/${signupId}`, supplier)).data;
    expect(await margins()).toMatchObject([{ status: 6, fileList: [{ fileName: 'refund-slip.pdf' }] }]);

    // The supplier finds the refund with its slip on the bid page (an inquiry holding a deposit shows the
    // refund block too) and confirms receipt.
    await openBid();
    const refund = bidPage.locator('#deposit-refund');
    await refund.getByText('refund-slip.pdf').waitFor();
    await refund.getByRole('button', { name: buttonName(text(locale, 'bids.refund.confirm')) }).click();
    const ask = bidPage.getByRole('dialog');
    // The server's answer to the confirmation, kept to say what happened if the status does not move (seen once in a
    // full run: the question closed and the status stayed 6, and nothing told a lost click from a refusal).
    const answered = answerTo(bidPage, '/margin/refund/confirm');
    await opened(ask);
    await ask.getByRole('button', { name: buttonName(text(locale, 'bids.detail.confirm')) }).click();
    const answer = await answered;
    // The question closes once the server has answered; if it does not, say what the page showed.
    await ask.waitFor({ state: 'hidden', timeout: 15_000 }).catch(async (error) => {
      throw new Error(`the refund question stayed open (the server answered ${answer}); the page showed ${await pageShows(bidPage)}`, { cause: error });
    });
    await expect
      .poll(async () => (await margins())[0].status, { timeout: 10_000, message: `the deposit's status after the confirmation, which the server answered ${answer}` })
      .toBe(5);
    // The page reloads after 3 s without the confirm button.
    await refund.getByRole('button', { name: buttonName(text(locale, 'bids.refund.confirm')) }).waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(bidPage, 'supplier-refund-confirmed-en');
  });

  it('rejects a submission with the remark the supplier reads, in Lao', async () => {
    const locale: Locale = 'lo';
    const sectionId = await publishedInquiry(portal.url, `ສອບລາຄາ ${Date.now()}`);
    const files = { pdf: 'technical-proposal.pdf', png: 'sample-photo.png' };
    const { signupId, token: supplier } = await submitBaseFiles(portal.url, sectionId, files);
    const page = await buyerWorkbench(locale);
    await shot(page, 'list-lo');

    await page.getByRole('link', { name: text(locale, 'admin.menu.reviews') }).click();
    await page.waitForURL('**/admin/reviews');
    await page.getByText(text(locale, 'admin.reviews.stages.qualification')).first().waitFor();
    await page.goto(`/admin/reviews?sectionId=${sectionId}&stage=baseFiles`);
    await checkFilesInline(page, files.pdf, files.png, 'review-pdf-lo');
    const remark = 'ເອກະສານເຕັກນິກບໍ່ຄົບ, ກະລຸນາສົ່ງໃໝ່';
    await page.locator('#review-remark').fill(remark);
    await shot(page, 'review-lo');
    await button(page, locale, 'admin.action.reject').click();
    await page.getByText(text(locale, 'admin.reviews.empty')).first().waitFor();
    expect(await bidStatusOf(portal.url, supplier, signupId)).toBe(4);

    // The section's sign-ups: the supplier's files inline, and its bid page made read-only with a reason.
    await page.goto(`/admin/signups?sectionId=${sectionId}`);
    await page.getByTestId('signup-panel').locator(`iframe[title="${files.pdf}"]`).waitFor();
    await shot(page, 'signup-files-lo');
    await page.locator('.ant-table-row').first().getByRole('button', { name: buttonName(text(locale, 'admin.signups.disable')) }).click();
    const disableDialog = await opened(page.getByRole('dialog', { name: text(locale, 'admin.signups.disableTitle') }));
    await disableDialog.locator('textarea').fill('ເອກະສານປອມ');
    await disableDialog.getByRole('button', { name: buttonName(text(locale, 'admin.signups.disable')) }).click();
    await page.locator('.ant-table-row').first().getByText(text(locale, 'admin.signups.disabledOn')).waitFor();
    const record = await authed<{ data: { disabled: number } }>(portal.url, `/quotation/signup/getWithAuth/${signupId}`, supplier);
    expect(record.data.disabled).toBe(1);

    // The editor of a published section is read-only; the quoting view and the new-section editor render in Lao.
    await page.goto(`/admin/sections/${sectionId}`);
    await page.getByText(text(locale, 'admin.editor.readOnly')).waitFor();
    await shot(page, 'editor-readonly-lo');
    await page.goto(`/admin/sections/${sectionId}/quotes`);
    await page.getByRole('heading', { name: text(locale, 'admin.quoting.title') }).waitFor();
    await page.getByText(text(locale, 'admin.quoting.live')).waitFor();
    await shot(page, 'quotes-lo');
    await page.goto('/admin/sections/new');
    await page.locator('#sectionName').waitFor();
    await shot(page, 'editor-basics-lo');
    // The item panel and the settlement stages of a new section, in Lao (nothing saved). Next checks the
    // basics first: the names and the buyer.
    await page.locator('#sectionName').fill('路灯采购');
    await page.locator('#sectionNameLo').fill('ຈັດຊື້ໂຄມໄຟທາງ');
    await page.locator('#organization').fill('万象市公共采购中心');
    await button(page, locale, 'admin.editor.next').click();
    await button(page, locale, 'admin.editor.items.add').click();
    await page.locator('#sectorList_0_sectorName').fill('ໂຄມໄຟ LED');
    await page.locator('.ant-table-row-expand-icon').first().click();
    await page.locator('#sectorList_0_maxPrice').fill('3000');
    await page.locator('#sectorList_0_weight').fill('12.5');
    await editorShot(page, 'items-lo');
    await button(page, locale, 'admin.editor.next').click();
    await button(page, locale, 'admin.editor.money.addStage').click();
    await page.locator('#settleMethodsList_0_type').fill('预付款');
    await page.locator('#settleMethodsList_0_typeLo').fill('ເງິນລ່ວງໜ້າ');
    await page.locator('#settleMethodsList_0_percentage').fill('30');
    await button(page, locale, 'admin.editor.money.addStage').click();
    await page.locator('#settleMethodsList_1_type').fill('验收款');
    await page.locator('#settleMethodsList_1_typeLo').fill('ຮັບມອບ');
    await page.locator('#settleMethodsList_1_percentage').fill('70');
    await editorShot(page, 'money-lo');
  });

  it('opens every page of the menu for an administrator, dictionaries and staff users included (lo)', async () => {
    const locale: Locale = 'lo';
    const page = await visitor(locale);
    // The workbench may stay desktop-first but must not break at 1280 px: no page scrolls sideways.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await loginInDialog(page, locale, 'admin');
    await page.getByRole('heading', { name: text(locale, 'admin.list.title') }).waitFor();
    const pages: [string, string][] = [
      ['signups', 'admin.signups.title'],
      ['margins', 'admin.margins.title'],
      ['questions', 'admin.inbox.questionsTitle'],
      ['appeals', 'admin.inbox.appealsTitle'],
      ['certifications', 'admin.certifications.title'],
      ['dictionaries', 'admin.dictionaries.title'],
      ['users', 'admin.users.title'],
    ];
    for (const [path, title] of pages) {
      await page.getByRole('link', { name: text(locale, `admin.menu.${path}`) }).click();
      await page.waitForURL(`**/admin/${path}`);
      await page.getByRole('heading', { name: text(locale, title) }).waitFor();
      await page.locator('.ant-table').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1280);
      await shot(page, `${path}-lo`);
    }
    // The demo staff users are listed, with their roles in Lao.
    await page.locator('.ant-table-row').filter({ hasText: 'buyer' }).getByText(text(locale, 'admin.users.roles.buyer')).waitFor();
  });

  it('shows a supplier a 403 page and the server refuses its token', async () => {
    const locale: Locale = 'zh';
    const page = await visitor(locale);
    await page.goto('/admin/sections');
    await loginInDialog(page, locale, 'supplier');
    await page.getByText(text(locale, 'admin.forbidden.text')).waitFor();
    expect(await page.locator('.ant-table').count()).toBe(0);
    expect(await page.getByRole('link', { name: text(locale, 'admin.menu.reviews') }).count()).toBe(0);
    await shot(page, 'forbidden-zh');

    const supplier = await apiLogin(portal.url, 'supplier', PASSWORD);
    for (const path of ['/admin/sections', '/admin/signups', '/admin/margins']) {
      const body = await authed(portal.url, path, supplier);
      expect(body.code, path).toBe(403);
    }
  });
});
