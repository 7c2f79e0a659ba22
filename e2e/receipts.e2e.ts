import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { portalInBrowser, screenshot } from './support/browser';
import { apiLogin, authed } from './support/certification';
import { pressForFileChooser, showsFocus, tabTo } from './support/keyboard';
import { text } from './support/public';
import { account, detailIds, quoteInquiryRound, quotingInquiry, signIn, signUpAt } from './support/quotation';

/**
 * Verifiable sealed rounds (issue 13, docs/verification.md) in Chromium: a supplier quotes two rounds, quoting
 * ends and the buyer publishes the result; the supplier downloads the receipt of a round from the quotation
 * history, drops it on the verification page and sees it valid against the published root; an altered copy
 * of it is refused naming why. The announcement shows the published root. In zh and lo.
 */

const portal = portalInBrowser();

async function pageIn(locale: Locale, token?: string): Promise<Page> {
  const context = await portal.context(locale);
  if (token) await signIn(context, portal.url, token);
  return context.newPage();
}

/** Drops a receipt file on the verification page and waits for the verdict. */
async function verifyOnPage(page: Page, locale: Locale, file: string) {
  await page.goto('/verify');
  await page.getByText(text(locale, 'receipts.page.drop')).waitFor();
  await page.locator('.ant-upload input[type=file]').setInputFiles(file);
  await page.locator('.ant-result-title').waitFor();
}

describe('verifiable quotation rounds', () => {
  it('lets a supplier download a receipt after the results and verify it on the verification page', async () => {
    const db = portal.db;
    const buyer = await account(db, 'buyer');
    const supplier = await account(db, 'supplier');
    const { section, pipe, valve } = await quotingInquiry(db, buyer.companyId);
    const [body, coating] = await detailIds(db, pipe);
    const signupId = await signUpAt(db, section, supplier);
    const token = await apiLogin(portal.url, 'supplier', 'Demo@12345');
    const round = (valvePrice: string) =>
      quoteInquiryRound(portal.url, token, { section, pipe, valve, body, coating }, { body: '4000', coating: '12.5', valve: valvePrice }, `receipt-e2e-${valvePrice}`);
    for (const price of ['700', '690']) {
      const answer = await round(price);
      expect(answer.code, answer.msg).toBe(200);
    }
    // Quoting ended longer ago than the settling time the clock allows queued rounds (QUOTING_SETTLE_MS).
    await db.query("UPDATE section SET ent_time = now() - interval '1 minute', next_clock_at = now() - interval '1 minute' WHERE id = $1", [section]);
    const buyerToken = await apiLogin(portal.url, 'buyer', 'Demo@12345');
    const award = await authed(portal.url, `/admin/sections/${section}/award`, buyerToken, { method: 'POST', body: { signupId } });
    expect(award.code, award.msg).toBe(200);
    const published = await authed(portal.url, `/admin/sections/${section}/results`, buyerToken, { method: 'POST' });
    expect(published.code, published.msg).toBe(200);

    // The supplier downloads the receipt of round 2 from the quotation history.
    const zh = await pageIn('zh', token);
    await zh.goto(`/quotation?id=${section}`);
    const history = zh.locator('#quotation-history');
    await history.getByTestId('receipt-2').waitFor();
    await screenshot(zh, 'receipt-zh-history');
    const [download] = await Promise.all([zh.waitForEvent('download'), history.getByTestId('receipt-2').click()]);
    expect(download.suggestedFilename()).toBe(`receipt-section-${section}-round-2.json`);
    const file = (await download.path())!;
    const receipt = JSON.parse(await readFile(file, 'utf8'));
    expect(receipt).toMatchObject({ sectionId: section, signupId, quotesCount: 2 });
    expect(receipt.proof).toMatchObject({ roundCount: 2 });

    await verifyOnPage(zh, 'zh', file);
    await zh.getByText(text('zh', 'receipts.result.valid'), { exact: true }).waitFor();
    await zh.getByText(text('zh', 'receipts.result.validDetail', { count: 2 })).waitFor();
    await zh.getByText(receipt.proof.root).waitFor();
    // Checked with this portal's key, whose id (fingerprint) the page names: the one the receipt names.
    expect(await zh.getByTestId('verify-key-id').textContent()).toBe(receipt.keyId);
    await screenshot(zh, 'receipt-zh-valid');

    // A copy with a lower valve price is refused, naming the alteration.
    const altered = `${file}-altered.json`;
    const cheaper = structuredClone(receipt);
    cheaper.lines.find((l: { sectorId: number }) => l.sectorId === valve).sectorPrice = '600';
    await writeFile(altered, JSON.stringify(cheaper));
    await zh.getByRole('button', { name: text('zh', 'receipts.page.again') }).click();
    await verifyOnPage(zh, 'zh', altered);
    await zh.getByText(text('zh', 'receipts.result.failed'), { exact: true }).waitFor();
    expect(await zh.getByTestId('verify-failure').textContent()).toBe(text('zh', 'receipts.failure.commitment'));
    await screenshot(zh, 'receipt-zh-altered');

    // The round's evidence bundle (receipt, signed root, log entry, signed tree head and proofs) from the history.
    await zh.goto(`/quotation?id=${section}`);
    const [evidenceDownload] = await Promise.all([zh.waitForEvent('download'), zh.locator('#quotation-history').getByTestId('evidence-2').click()]);
    const bundle = (await evidenceDownload.path())!;
    expect(JSON.parse(await readFile(bundle, 'utf8'))).toMatchObject({ receipt: { sectionId: section, quotesCount: 2 } });

    // On a 390 px phone in Lao, with the keyboard alone: the bundle is chosen from the drop area and every check passes.
    const phone = await (await portal.context('lo')).newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/verify');
    // A pinned key mistyped (cut short) is refused with what a key looks like, and nothing is checked.
    const { publicKey } = (await (await fetch(`${portal.url}/.well-known/portal-receipt-key.json`)).json()) as { publicKey: string };
    const pin = phone.getByPlaceholder(text('lo', 'receipts.bundle.pinPlaceholder'));
    await tabTo(phone, pin);
    await phone.keyboard.type(publicKey.slice(0, 30));
    const drop = phone.locator('.ant-upload [role="button"]').first();
    await tabTo(phone, drop);
    expect(await showsFocus(phone)).toBe(true);
    const refused = await pressForFileChooser(phone, 'Enter');
    await refused.setFiles(bundle);
    expect(await phone.getByRole('alert').filter({ hasText: text('lo', 'receipts.bundle.pinInvalid') }).textContent()).toBe(text('lo', 'receipts.bundle.pinInvalid'));
    await screenshot(phone, 'receipt-lo-pin-refused-390');
    // Pinned right, the bundle is checked against that key alone.
    await tabTo(phone, pin, { back: true });
    await phone.keyboard.press('ControlOrMeta+A');
    await phone.keyboard.type(publicKey);
    await tabTo(phone, drop);
    const chooser = await pressForFileChooser(phone, 'Enter');
    await chooser.setFiles(bundle);
    await phone.getByText(text('lo', 'receipts.bundle.valid'), { exact: true }).waitFor();
    const checks = phone.getByTestId('bundle-checks').locator('li');
    expect(await checks.count()).toBeGreaterThan(1);
    expect(await checks.evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))).toEqual(Array(await checks.count()).fill('passed'));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'receipt-lo-bundle-390');

    // In Lao: the valid receipt, then the published root on the public announcement.
    // Anyone finds the verification page from the footer of every page.
    const lo = await pageIn('lo');
    await lo.goto('/');
    await lo.locator('footer').getByRole('link', { name: text('lo', 'receipts.verifyLink') }).click();
    await lo.waitForURL(/\/verify$/);
    await verifyOnPage(lo, 'lo', file);
    await lo.getByText(text('lo', 'receipts.result.valid'), { exact: true }).waitFor();
    await screenshot(lo, 'receipt-lo-valid');
    await lo.goto(`/InquiryAnnouncement?id=${section}`);
    await lo.getByText(text('lo', 'receipts.root.title')).waitFor();
    expect(await lo.getByTestId('quote-root').textContent()).toBe(receipt.proof.root);
    // With the results out, every round's commitment and arrival time, the awarded round marked, and a download.
    const evidence = lo.getByTestId('round-evidence');
    await evidence.getByText(text('lo', 'receipts.evidence.title')).waitFor();
    expect(await evidence.locator('tbody tr').count()).toBe(2);
    await evidence.getByText(receipt.arrivalTime).waitFor();
    await evidence.getByText(text('lo', 'receipts.evidence.winning')).waitFor();
    expect(await evidence.getByRole('link', { name: text('lo', 'receipts.evidence.download') }).getAttribute('href')).toBe(`/prod-api/receipts/evidence/${section}`);
    await screenshot(lo, 'receipt-lo-announcement');
  });
});
