import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { uploadAs } from './support/admin';
import { launchBrowser, nextFrames, openContext, screenshot } from './support/browser';
import { apiLogin, authed, buttonName, pdfFile, pngFile } from './support/certification';
import { pressForFileChooser, showsFocus, tabTo } from './support/keyboard';
import { api, text } from './support/public';
import { bidText, buyerApi, openBidDetail, signIn, startClockedPortal, supplierBidStatus, tenderForm, toast } from './support/supplier';

/**
 * A supplier's bid detail with the keyboard alone (issue 16): what e2e/supplier.e2e.ts does with the mouse on
 * BidDetails, moved through with Tab, Shift+Tab, Enter, Space, arrows, Escape and typed text only. The base
 * files are picked in the file chooser opened with Enter and submitted for review; a payment proof is
 * uploaded for each receiving account (rejected once, the reason read in its dialog) and sent; after the
 * results the deposit refund is confirmed and an appeal filed. The stages in between (qualification, bid
 * file, quoting, the buyer's reviews, award and refund) go through the API, on the section's own clock.
 */

type Portal = Awaited<ReturnType<typeof startClockedPortal>>;
type PickedFile = { name: string; mimeType: string; buffer: Buffer };

const PASSWORD = 'Demo@12345';
const MINUTE = 60_000;
const locale: Locale = 'en';
/** The tender of supplier.e2e.ts with a second receiving account: the tender document fee. */
const DOCUMENT_FEE = { type: '2', money: '200.00', currency: 'CNY', bankAccountName: 'Vientiane Public Procurement Centre', bankAccount: '6222000011114444', openAccountBank: 'BCEL Vientiane' };

let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let buyer: ReturnType<typeof buyerApi>;
let supplierToken: string;
let sectionId: number;
let signupId: number;
const errors: string[] = [];

const t = (key: string, values?: Record<string, string | number>) => bidText(locale, key, values);
const message = (key: string, values?: Record<string, string | number>) => text(locale, `messages.${key}`, values);
const eventually = { timeout: 10_000 };

/** Whether the focus is on `target` or inside it. */
const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
/** What has the focus, for a failed expectation's message. */
const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');

const bidStatus = () => supplierBidStatus(portal.url, signupId, supplierToken);
const openDetail = () => openBidDetail(page, signupId);

/** Reaches a control with Tab (Shift+Tab with `back`) and checks that its focus ring shows. */
async function reach(target: Locator, { back = false } = {}) {
  await tabTo(page, target, { back });
  expect(await showsFocus(page), `${target} shows its focus`).toBe(true);
}

/** Reaches a control, checks its ring and presses a key on it. */
async function press(target: Locator, key = 'Enter', { back = false } = {}) {
  await reach(target, { back });
  await page.keyboard.press(key);
}

/** The label of the option an open antd Select has made active (its combobox's aria-activedescendant). */
async function activeOption(combobox: Locator): Promise<string> {
  const id = await combobox.getAttribute('aria-activedescendant');
  if (!id) return '';
  const option = page.locator(`[id="${id}"]`);
  // rc-select keeps a hidden list of options for screen readers: its item names the option by its label.
  return ((await option.getAttribute('aria-label')) ?? (await option.textContent()) ?? '').trim();
}

/** Opens an antd Select from the keyboard (ArrowDown), moves down to the option `label` and takes it with Enter. */
async function chooseWithKeys(combobox: Locator, label: string, { back = false } = {}) {
  await reach(combobox, { back });
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => combobox.getAttribute('aria-expanded')).toBe('true');
  for (let moves = 0; (await activeOption(combobox)) !== label; moves++) {
    expect(moves, `option ${label} reached with the arrows`).toBeLessThan(30);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => combobox.getAttribute('aria-expanded')).toBe('false');
  await expect.poll(() => combobox.locator('xpath=ancestor::div[contains(@class,"ant-select ")][1]').innerText()).toContain(label);
}

/** The labels of a dictionary in the journey's language, by value. */
async function dict(type: string): Promise<Map<string, string>> {
  const body = await api<{ data: { dictValue: string; dictLabel: string }[] }>(portal.url, `/system/dict/data/type/${type}`, {}, locale);
  return new Map(body.data.map((d) => [d.dictValue, d.dictLabel]));
}

/** Presses Enter on the focused control and waits for the toast `text` (watched from before the key: it lives 3 s). */
async function enterAndToast(toastText: string) {
  const shown = toast(page, toastText);
  await page.keyboard.press('Enter');
  await shown;
}

/** An action took away the control that had the focus: the block it was in has the focus now, with its ring. */
async function focusStaysIn(block: Locator) {
  await expect.poll(() => block.evaluate((element) => element === document.activeElement), { message: `the focus is on ${block}`, ...eventually }).toBe(true);
  expect(await showsFocus(page), `${block} shows the focus`).toBe(true);
}

/**
 * Enter (or Space) on a slot's upload button opens the file chooser; the file picked there is uploaded, shown,
 * and the focus stays in the slot.
 */
async function uploadWithKeys(slotId: string, file: PickedFile, { back = false, replace = false, key = 'Enter' } = {}) {
  const slot = page.locator(`#${slotId}`);
  const upload = slot.getByRole('button', { name: buttonName(text(locale, replace ? 'certification.upload.replace' : 'certification.upload.choose')) });
  await reach(upload, { back });
  const chooser = await pressForFileChooser(page, key);
  await chooser.setFiles(file);
  if (file.mimeType === 'application/pdf') await slot.getByRole('link', { name: file.name }).waitFor();
  else await slot.getByRole('img', { name: file.name }).waitFor();
  await expect.poll(() => hasFocus(slot), { message: `the focus stays in ${slotId}` }).toBe(true);
  expect(await showsFocus(page)).toBe(true);
}

/** Uploads a file as the supplier through the API; its stored id. */
const stored = (file: PickedFile) => uploadAs(portal.url, supplierToken, file);

/** A call of the supplier's API that must succeed. */
async function asSupplier(path: string, body: unknown) {
  const answer = await authed(portal.url, path, supplierToken, { method: 'POST', body });
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
}

/** The names of the files a column of the sign-up (a `bigint[]` of stored files) holds. */
async function storedFiles(column: string): Promise<string[]> {
  const rows = await portal.db.query<{ file_name: string }>(`SELECT f.file_name FROM signup s JOIN stored_file f ON f.id = ANY (s.${column}) WHERE s.id = $1 ORDER BY f.file_name`, [signupId]);
  return rows.map((r) => r.file_name);
}

beforeAll(async () => {
  [portal, browser] = await Promise.all([startClockedPortal(), launchBrowser()]);
  buyer = buyerApi(portal.url, () => apiLogin(portal.url, 'buyer', PASSWORD));
  supplierToken = await apiLogin(portal.url, 'supplier', PASSWORD);
  const form = tenderForm(portal.now());
  sectionId = await buyer.publish({ ...form, receivingAccountList: [...form.receivingAccountList, { ...DOCUMENT_FEE, paymentDeadline: form.receivingAccountList[0].paymentDeadline }] });
  const signup = await authed<{ code: number; msg: string; data?: { id: number } }>(portal.url, '/quotation/signup', supplierToken, { method: 'POST', body: { sectionId } });
  expect(signup.code, signup.msg).toBe(200);
  signupId = signup.data!.id;
  context = await openContext(browser, portal.url, locale);
  await signIn(context, portal.url, supplierToken);
  page = await context.newPage();
  // Playwright takes over the file chooser (instead of the system's) from the first listener on: from the start.
  page.on('filechooser', () => undefined);
  page.on('pageerror', (error) => errors.push(error.message));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await portal?.stop();
});

describe('a supplier bid detail with the keyboard alone (en)', () => {
  it('picks the base files in the file chooser, submits them and sees the stage under review', async () => {
    expect(await bidStatus()).toBe(1);
    await openDetail();
    const base = page.locator('#stage-base');
    const submit = base.getByRole('button', { name: buttonName(t('detail.submit')) });

    // Submit with nothing picked names the first missing type; the focus stays on the button.
    await press(submit);
    await toast(page, message('pleaseUpload', { item: t('base.supTecFileList') }));
    expect(await hasFocus(submit), await focused()).toBe(true);
    // Back up with Shift+Tab to the slots above, and pick the files there.
    await uploadWithKeys('base-supTecFileList', pdfFile('technical-documents.pdf'), { back: true });
    await uploadWithKeys('base-qualificationOtherFileList', pdfFile('iso-9001.pdf'));
    await uploadWithKeys('base-tecFileList', pngFile('technical-proposal.png'));
    await screenshot(page, 'keyboard-bid-base-en');
    await reach(submit);
    await screenshot(page, 'keyboard-bid-base-submit-en');
    await enterAndToast(message('submitSuccess'));
    await expect.poll(bidStatus, eventually).toBe(3);
    expect(await storedFiles('sup_tec_file_ids')).toEqual(['technical-documents.pdf']);
    expect(await storedFiles('base_other_file_ids')).toEqual(['iso-9001.pdf']);
    expect(await storedFiles('tec_file_ids')).toEqual(['technical-proposal.png']);

    // The page reloads: the stage is stamped under review, without its upload and submit buttons. The focus,
    // which was on the submit button, is on the stage now, and the next Tab goes on to the stage after it.
    await base.getByRole('img', { name: t('stamp.review') }).waitFor(eventually);
    expect(await submit.count()).toBe(0);
    expect(await base.getByRole('button', { name: buttonName(text(locale, 'certification.upload.replace')) }).count()).toBe(0);
    await focusStaysIn(base);
    await screenshot(page, 'keyboard-bid-base-review-en');
    await page.keyboard.press('Tab');
    expect(await base.evaluate((stage) => Boolean(stage.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING)), await focused()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('uploads a payment proof for each receiving account, reads a rejection and sends it again', async () => {
    // The base files pass; the qualification files go through the API and pass too: payment is next (8).
    await buyer.review(signupId, 'baseFiles', true);
    await asSupplier('/quotation/signup/submitQualification', {
      id: signupId,
      sectionId,
      qualificationBusinessLicenseFileList: [{ id: await stored(pngFile('business-licence.png')) }],
      qualificationOtherFileList: [{ id: await stored(pdfFile('iso-9001-certificate.pdf')) }],
    });
    await buyer.review(signupId, 'qualification', true);
    expect(await bidStatus()).toBe(8);

    await openDetail();
    const payment = page.locator('#stage-payment');
    await payment.getByRole('timer').waitFor();
    const slots = await payment.locator('[id^=payment-]').evaluateAll((elements) => elements.map((e) => e.id));
    expect(slots).toHaveLength(2);
    const submit = payment.getByRole('button', { name: buttonName(t('detail.submit')) });

    // One proof is not enough: each account needs its own.
    await uploadWithKeys(slots[0], pngFile('deposit-slip.png'));
    await press(submit);
    await toast(page, message('paymentFileCount'));
    expect(await hasFocus(submit), await focused()).toBe(true);
    await uploadWithKeys(slots[1], pdfFile('document-fee-receipt.pdf'), { back: true, key: 'Space' });
    await reach(submit);
    await screenshot(page, 'keyboard-bid-payment-en');
    await enterAndToast(message('submitSuccess'));
    await expect.poll(bidStatus, eventually).toBe(9);
    const proofs = async () =>
      (
        await portal.db.query<{ type: string; file_name: string }>(
          'SELECT a.type, f.file_name FROM signup_payment p JOIN receiving_account a ON a.id = p.receiving_account_id JOIN stored_file f ON f.id = p.file_id WHERE p.signup_id = $1 ORDER BY a.type',
          [signupId],
        )
      ).map((r) => [r.type, r.file_name]);
    expect(await proofs()).toEqual([
      ['1', 'deposit-slip.png'],
      ['2', 'document-fee-receipt.pdf'],
    ]);
    // Under review after the reload, the proofs shown without their buttons; the focus on the stage.
    await payment.getByText(t('stage.reviewing')).waitFor(eventually);
    expect(await submit.count()).toBe(0);
    await focusStaysIn(payment);
    await screenshot(page, 'keyboard-bid-payment-review-en');

    // The buyer rejects the proof: the reason opens in its dialog with Enter and closes with Escape, the focus
    // back on the button that opened it.
    const remark = 'The amount transferred does not match the deposit';
    await buyer.review(signupId, 'payment', false, remark);
    await openDetail();
    await payment.getByText(remark).first().waitFor();
    const viewReason = payment.getByRole('button', { name: buttonName(t('stage.viewReason')) });
    await press(viewReason);
    const reason = page.getByRole('dialog').filter({ hasText: t('stage.reasonTitle') });
    await reason.getByText(remark).waitFor();
    await expect.poll(() => hasFocus(reason)).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-bid-payment-reason-en');
    await page.keyboard.press('Escape');
    await reason.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(viewReason), { message: 'the focus is back on View reason' }).toBe(true);

    // The deposit's proof is replaced (its slot's button now says so) and the proofs are sent again.
    await uploadWithKeys(slots[0], pngFile('deposit-slip-corrected.png'), { replace: true });
    await reach(submit);
    await enterAndToast(message('submitSuccess'));
    await expect.poll(bidStatus, eventually).toBe(9);
    expect(await proofs()).toEqual([
      ['1', 'deposit-slip-corrected.png'],
      ['2', 'document-fee-receipt.pdf'],
    ]);
    await focusStaysIn(payment);
    await buyer.review(signupId, 'payment', true);
    expect(await bidStatus()).toBe(11);
    expect(errors).toEqual([]);
  });

  it('after the results, confirms the refunded deposit in its dialog', async () => {
    // The bid file (API), quoting once bidding opens, the award, the results and the refund of the deposit.
    await asSupplier('/quotation/signup/submitSupplierBidFile', { id: signupId, supplierBidFileList: [{ id: await stored(pdfFile('bid-file.pdf')) }] });
    expect(await bidStatus()).toBe(12);
    portal.advance(61 * MINUTE);
    await expect.poll(bidStatus, eventually).toBe(15);
    const info = await authed<{ data: { bidSectors: { id: number }[] } }>(portal.url, `/system/quotes/getQuotationInfo?sectionId=${sectionId}`, supplierToken);
    const sectors = info.data.bidSectors.map((s) => ({ id: s.id, sectorPrice: '2800.00' }));
    await asSupplier('/system/quotes/bidQuotes', { sectionId, requestKey: 'e2e-keyboard-round-1', sectors });
    portal.advance(61 * MINUTE);
    await expect.poll(bidStatus, eventually).toBe(19);
    await buyer.award(sectionId, signupId);
    await buyer.results(sectionId);
    expect(await bidStatus()).toBe(20);
    const margins = await buyer.margins(sectionId);
    expect(margins.rows).toHaveLength(1);
    const marginId = Number(margins.rows![0].id);
    await buyer.refund(marginId);
    const marginStatus = async () => (await portal.db.query<{ status: number }>('SELECT status FROM margin WHERE id = $1', [marginId]))[0].status;
    expect(await marginStatus()).toBe(6);
    const statuses = await dict('sys_supplier_margin_status');

    await openDetail();
    await page.locator('#stage-result').getByText(t('result.won')).waitFor();
    const refund = page.locator('#deposit-refund');
    await refund.getByRole('timer').waitFor();
    await refund.getByText(statuses.get('6')!).waitFor();
    const confirm = refund.getByRole('button', { name: buttonName(t('refund.confirm')) });
    // A button takes Space as well as Enter.
    await press(confirm, 'Space');
    const ask = page.getByRole('dialog').filter({ hasText: t('refund.confirmAsk') });
    await ask.waitFor();
    // The dialog holds the focus, on its OK button, with its ring.
    const ok = ask.getByRole('button', { name: buttonName(t('detail.confirm')) });
    await expect.poll(() => hasFocus(ok), { message: 'the focus is on OK' }).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-bid-refund-confirm-en');
    await enterAndToast(message('refundConfirmed'));
    await ask.waitFor({ state: 'hidden' });
    await expect.poll(marginStatus, eventually).toBe(5);

    // Confirmed after the reload: the button is gone and the block has the focus.
    await refund.getByText(statuses.get('5')!).waitFor(eventually);
    expect(await confirm.count()).toBe(0);
    await focusStaysIn(refund);
    await screenshot(page, 'keyboard-bid-refund-done-en');
    expect(errors).toEqual([]);
  });

  it('files an appeal: type picked with the arrows, description typed, both required', async () => {
    const appeal = page.locator('#appeal');
    const submit = appeal.getByRole('button', { name: buttonName(t('appeal.submit')) });
    await press(submit);
    await toast(page, message('appealIncomplete'));
    expect(await hasFocus(submit), await focused()).toBe(true);

    const types = await dict('bid_announce_question_type');
    const [type, typeLabel] = [...types][1] ?? [...types][0];
    // Back with Shift+Tab to the type, then on to the description.
    await chooseWithKeys(appeal.getByRole('combobox'), typeLabel, { back: true });
    const description = appeal.getByRole('textbox');
    await reach(description);
    const problem = 'The winning price is clearly below cost; please review it.';
    await page.keyboard.type(problem);
    expect(await description.inputValue()).toBe(problem);
    await reach(submit);
    await screenshot(page, 'keyboard-bid-appeal-en');
    const reloaded = page.waitForResponse((response) => response.url().includes(`/getWithAuth/${signupId}`));
    await enterAndToast(message('submitSuccess'));

    // Listed under the form at once, the form emptied for another; the focus stays on Submit.
    const filed = appeal.getByRole('list', { name: t('appeal.filed') });
    await filed.getByText(problem).waitFor();
    await filed.getByText(t('appeal.status1')).waitFor();
    await expect.poll(() => description.inputValue()).toBe('');
    expect(await hasFocus(submit), await focused()).toBe(true);
    const rows = await portal.db.query<{ type: string; status: number; problem_description: string }>('SELECT type, status, problem_description FROM appeal WHERE section_id = $1', [sectionId]);
    expect(rows).toEqual([{ type, status: 1, problem_description: problem }]);
    // The page's reload 3 s later keeps the focus where it is.
    await reloaded;
    await nextFrames(page);
    expect(await hasFocus(submit), await focused()).toBe(true);
    await screenshot(page, 'keyboard-bid-appeal-filed-en');
    expect(errors).toEqual([]);
  });
});
