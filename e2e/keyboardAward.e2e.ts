import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { bidStatusOf, PASSWORD, publishedInquiry, quotedDepositInquiry } from './support/admin';
import { portalInBrowser, screenshot } from './support/browser';
import { apiLogin, authed, buttonName, pdfFile } from './support/certification';
import { pressForFileChooser, showsFocus, tabTo } from './support/keyboard';
import { text } from './support/public';
import { account, detailIds, quoteInquiryRound, quotingInquiry, signUpAt } from './support/quotation';
import { signIn, toast } from './support/supplier';

/**
 * The buyer's work after quoting and the receipt check with the keyboard alone (issue 16): Tab, Shift+Tab,
 * Enter, Space, arrows, Escape and typed text, no click, no fill; files picked in the file chooser that Enter
 * opens. The buyer awards a section and publishes its results, disables and enables a sign-up, refunds a
 * deposit with a slip and backs out of abandoning a section from its row's "More" menu; a supplier downloads
 * a round's receipt and checks it on the verification page. Each journey asserts what the user then sees and
 * what the server stored, and where the focus is after each step that takes away the control that had it.
 */

const portal = portalInBrowser();
/** The demo supplier's company. */
const COMPANY = '万象钢铁贸易有限公司';

const button = (scope: Page | Locator, locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  scope.getByRole('button', { name: buttonName(text(locale, key, values)) });

/** A signed-in page of a demo account at 1280 px, the workbench's desktop width. */
async function signedIn(username: string, locale: Locale): Promise<{ page: Page; context: BrowserContext }> {
  const context = await portal.context(locale);
  await signIn(context, portal.url, await apiLogin(portal.url, username, PASSWORD));
  const page = await context.newPage();
  // Playwright takes over the file chooser (instead of the system's) from the first listener on: from the start.
  page.on('filechooser', () => undefined);
  await page.setViewportSize({ width: 1280, height: 900 });
  return { page, context };
}

/** Reaches a control with Tab (or Shift+Tab), checks that its focus ring shows, and presses a key on it. */
async function press(page: Page, target: Locator, key = 'Enter', { back = false } = {}) {
  await tabTo(page, target, { back });
  expect(await showsFocus(page), `${target} shows its focus`).toBe(true);
  await page.keyboard.press(key);
}

/**
 * The page's first Tab stop, the skip link, takes the focus past the top bar (and the workbench's menu) to the
 * content. Called once the page shows what the journey needs.
 */
async function skipToContent(page: Page, locale: Locale) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: text(locale, 'shell.skipToContent') });
  expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}

/** What has the focus, for a failed expectation's message. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');

/** Waits until `target` holds the keyboard focus (is it, or contains it). */
async function focusOn(page: Page, target: Locator, what: string) {
  await expect
    .poll(async () => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false), { message: `${what} has the focus` })
    .toBe(true);
  expect(await showsFocus(page), `${what} shows its focus: ${await focused(page)}`).toBe(true);
}

/** Quoting ended a minute ago (longer than the settling time the clock allows rounds in flight). */
const endQuoting = (sectionId: number) =>
  portal.db.query(`UPDATE section SET ent_time = now() - interval '1 minute', next_clock_at = now() - interval '1 minute' WHERE id = $1`, [sectionId]);

const sectionStatus = async (sectionId: number, token: string) =>
  (await authed<{ data: { sectionStauts: number } }>(portal.url, `/admin/sections/${sectionId}`, token)).data.sectionStauts;

describe('keyboard only: after quoting', () => {
  it('watches the quotes, awards the whole bid and publishes the results (zh)', async () => {
    const locale: Locale = 'zh';
    const { sectionId, signupId, buyer, supplier } = await quotedDepositInquiry(portal.url, `键盘授标 ${Date.now()}`);
    await endQuoting(sectionId);
    const { page } = await signedIn('buyer', locale);
    await page.goto(`/admin/sections/${sectionId}/quotes`);
    await page.locator('.ant-table-row').filter({ hasText: COMPANY }).waitFor();
    await skipToContent(page, locale);

    // The winner of the whole bid, chosen in its select with the arrows and Enter.
    const award = page.locator('.ant-card').filter({ hasText: text(locale, 'admin.quoting.award') });
    const winner = award.getByRole('combobox', { name: text(locale, 'admin.quoting.awardWhole') });
    await tabTo(page, winner);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active').filter({ hasText: COMPANY }).waitFor();
    await screenshot(page, 'keyboard-award-choose');
    await page.keyboard.press('Enter');
    await expect.poll(() => award.locator('.ant-select').innerText()).toContain(COMPANY);
    await press(page, button(award, locale, 'admin.quoting.awardSave'));
    await toast(page, text(locale, 'admin.quoting.awarded'));

    // Published after the confirmation, whose OK button has the focus as it opens.
    await press(page, button(award, locale, 'admin.quoting.results'));
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: text(locale, 'admin.quoting.resultsConfirm') });
    await focusOn(page, button(confirm, locale, 'admin.quoting.results'), 'the confirmation’s OK');
    await screenshot(page, 'keyboard-award-confirm');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => sectionStatus(sectionId, buyer)).toBe(13);
    expect(await bidStatusOf(portal.url, supplier, signupId)).toBe(20);

    // The award card goes with the publication: the focus moves to the result that replaces it.
    const result = page.getByTestId('award-result');
    await result.locator('.ant-table-row').filter({ hasText: COMPANY }).waitFor();
    await focusOn(page, result, 'the published result');
    await screenshot(page, 'keyboard-award-published');
  });

  it('disables and enables a sign-up and refunds its deposit with a slip (en)', async () => {
    const locale: Locale = 'en';
    const { sectionId, signupId, buyer, supplier } = await quotedDepositInquiry(portal.url, `Keyboard deposit ${Date.now()}`);
    const disabled = async () => (await authed<{ data: { disabled: number } }>(portal.url, `/quotation/signup/getWithAuth/${signupId}`, supplier)).data.disabled;
    const { page } = await signedIn('buyer', locale);

    // Disabled with a remark in the dialog; the row's Enable button then has the focus.
    await page.goto(`/admin/signups?sectionId=${sectionId}`);
    const row = page.locator('.ant-table-row').filter({ hasText: COMPANY });
    await row.getByText(text(locale, 'admin.signups.disabledOff')).waitFor();
    await skipToContent(page, locale);
    await press(page, button(row, locale, 'admin.signups.disable'));
    const dialog = page.getByRole('dialog', { name: text(locale, 'admin.signups.disableTitle') });
    await dialog.waitFor();
    const remark = dialog.getByRole('textbox', { name: text(locale, 'admin.signups.disableRemark') });
    await tabTo(page, remark);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type('Documents under investigation');
    await screenshot(page, 'keyboard-signup-disable');
    await press(page, button(dialog, locale, 'admin.signups.disable'));
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(text(locale, 'admin.signups.disabledOn')).waitFor();
    expect(await disabled()).toBe(1);
    await focusOn(page, button(row, locale, 'admin.signups.enable'), 'the row’s Enable button');
    await screenshot(page, 'keyboard-signup-disabled');

    // Enabled again after the confirmation, with Space this time; the focus comes back to Disable.
    await page.keyboard.press('Space');
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: text(locale, 'admin.signups.enableConfirm', { company: COMPANY }) });
    await focusOn(page, button(confirm, locale, 'admin.signups.enable'), 'the confirmation’s OK');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await row.getByText(text(locale, 'admin.signups.disabledOff')).waitFor();
    expect(await disabled()).toBe(0);
    await focusOn(page, button(row, locale, 'admin.signups.disable'), 'the row’s Disable button');

    // Quoting ends and the results are out (the zh journey does this with the keyboard); the deposit is refunded.
    await endQuoting(sectionId);
    for (const [step, body] of [['award', { signupId }], ['results', {}]] as const) {
      const answer = await authed(portal.url, `/admin/sections/${sectionId}/${step}`, buyer, { method: 'POST', body });
      expect(answer.code, answer.msg).toBe(200);
    }
    await page.goto(`/admin/margins?sectionId=${sectionId}`);
    const deposit = page.locator('.ant-table-row').filter({ hasText: COMPANY }).filter({ hasText: '800.00' });
    await deposit.getByText(text(locale, 'admin.margins.statuses.4')).waitFor();
    await skipToContent(page, locale);
    await press(page, button(deposit, locale, 'admin.margins.refund'));
    const refund = page.getByRole('dialog', { name: text(locale, 'admin.margins.refundTitle') });
    await refund.waitFor();
    // The slip is picked in the file chooser that Enter on the upload button opens.
    const choose = button(refund, locale, 'certification.upload.choose');
    await tabTo(page, choose);
    expect(await showsFocus(page)).toBe(true);
    const chooser = await pressForFileChooser(page, 'Enter');
    await chooser.setFiles(pdfFile('refund-slip.pdf'));
    await refund.getByRole('link', { name: 'refund-slip.pdf' }).waitFor();
    // The upload keeps the focus on the slot's button.
    await focusOn(page, button(refund, locale, 'certification.upload.replace'), 'the upload button');
    await screenshot(page, 'keyboard-refund-dialog');
    await press(page, button(refund, locale, 'admin.margins.refund'));
    await refund.waitFor({ state: 'hidden' });
    await deposit.getByText(text(locale, 'admin.margins.statuses.6')).waitFor();
    await deposit.getByRole('link', { name: 'refund-slip.pdf' }).waitFor();
    const margins = (await authed<{ data: { status: number; fileList: { fileName: string }[] }[] }>(portal.url, `/margin/signupId/${signupId}`, supplier)).data;
    expect(margins).toMatchObject([{ status: 6, fileList: [{ fileName: 'refund-slip.pdf' }] }]);
    // The Refund button goes with the refund: the focus moves to the page's title, not to the top of the page.
    await focusOn(page, page.getByRole('heading', { level: 1, name: text(locale, 'admin.margins.title') }), 'the page title');
    await screenshot(page, 'keyboard-refunded');
  });

  it("backs out of abandoning a section from its row's More menu with Escape (zh)", async () => {
    const locale: Locale = 'zh';
    const name = `键盘放弃 ${Date.now()}`;
    const sectionId = await publishedInquiry(portal.url, name);
    const buyer = await apiLogin(portal.url, 'buyer', PASSWORD);
    const { page } = await signedIn('buyer', locale);
    await page.goto('/admin/sections');
    await page.locator('.ant-table-row').first().waitFor();
    await skipToContent(page, locale);
    // Searched by its name, typed into the filter and sent with Enter.
    await tabTo(page, page.locator('#keyword'));
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await row.waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);

    // Enter on More opens its menu with the focus on the first entry; the arrows move to Abandon.
    const more = button(row, locale, 'admin.action.more');
    await press(page, more);
    // The open dropdown's menu (the workbench's side menu is a menu too).
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
    await focusOn(page, menu.getByRole('menuitem').first(), 'the menu’s first entry');
    const abandon = menu.getByRole('menuitem', { name: text(locale, 'admin.list.abandon') });
    for (let moves = 0; moves < 5 && !(await abandon.evaluate((item) => item === document.activeElement)); moves++) await page.keyboard.press('ArrowDown');
    await focusOn(page, abandon, 'Abandon in the menu');
    await screenshot(page, 'keyboard-more-menu');
    await page.keyboard.press('Enter');

    // The confirmation names the section; Escape closes it, nothing changes, and the focus is back on More.
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: text(locale, 'admin.list.confirm.abandon', { name }) });
    await focusOn(page, button(confirm, locale, 'admin.list.abandon'), 'the confirmation’s OK');
    await screenshot(page, 'keyboard-abandon-confirm');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await focusOn(page, more, 'More');
    expect(await sectionStatus(sectionId, buyer)).toBe(1);
    expect(await row.count()).toBe(1);
  });

  it('downloads a receipt from the quotation history and verifies it on the verification page (zh)', async () => {
    const locale: Locale = 'zh';
    const db = portal.db;
    const supplierAccount = await account(db, 'supplier');
    const { section, pipe, valve } = await quotingInquiry(db, (await account(db, 'buyer')).companyId);
    const [body, coating] = await detailIds(db, pipe);
    const signupId = await signUpAt(db, section, supplierAccount);
    const token = await apiLogin(portal.url, 'supplier', PASSWORD);
    const round = await quoteInquiryRound(portal.url, token, { section, pipe, valve, body, coating }, { body: '4000', coating: '12.5', valve: '700' }, `keyboard-receipt-${section}`);
    expect(round.code, round.msg).toBe(200);
    await endQuoting(section);
    const buyer = await apiLogin(portal.url, 'buyer', PASSWORD);
    for (const [step, answerBody] of [['award', { signupId }], ['results', {}]] as const) {
      const answer = await authed(portal.url, `/admin/sections/${section}/${step}`, buyer, { method: 'POST', body: answerBody });
      expect(answer.code, answer.msg).toBe(200);
    }

    // The receipt of round 1, downloaded with Enter from the quotation history.
    const { page } = await signedIn('supplier', locale);
    await page.goto(`/quotation?id=${section}`);
    const receiptButton = page.locator('#quotation-history').getByTestId('receipt-1');
    await receiptButton.waitFor();
    await skipToContent(page, locale);
    await tabTo(page, receiptButton);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-receipt-download');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`receipt-section-${section}-round-1.json`);
    const file = (await download.path())!;
    const receipt = JSON.parse(await readFile(file, 'utf8'));
    expect(receipt).toMatchObject({ sectionId: section, signupId, quotesCount: 1 });

    // The verification page: the drop zone opens the file chooser with Enter; the verdict then has the focus.
    await page.goto('/verify');
    await page.getByText(text(locale, 'receipts.page.drop')).waitFor();
    await skipToContent(page, locale);
    const drop = page.getByRole('button', { name: new RegExp(text(locale, 'receipts.page.drop')) });
    await tabTo(page, drop);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-verify-drop');
    const chooser = await pressForFileChooser(page, 'Enter');
    await chooser.setFiles(file);
    const verdict = page.getByRole('heading', { name: text(locale, 'receipts.result.valid') });
    await verdict.waitFor();
    await page.getByText(text(locale, 'receipts.result.validDetail', { count: 1 })).waitFor();
    await page.getByText(receipt.proof.root).waitFor();
    await focusOn(page, verdict, 'the verdict');
    await screenshot(page, 'keyboard-verify-valid');

    // Check another: the drop zone comes back with the focus, and Space opens the chooser too.
    await press(page, button(page, locale, 'receipts.page.again'));
    await focusOn(page, drop, 'the drop zone');
    const again = await pressForFileChooser(page, 'Space');
    expect(again.isMultiple()).toBe(false);
    await again.setFiles(file);
    await verdict.waitFor();
  });
});
