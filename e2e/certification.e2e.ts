import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { loginInDialog } from './support/admin';
import { opened, portalInBrowser, screenshot } from './support/browser';
import { authed, buttonName, chooseOption, dateFromToday, pdfFile, pickDate, pngFile, tokenOf } from './support/certification';
import { api, listSections, text, type Row } from './support/public';

/**
 * Certification before signing up (part 1 §2–§5): an uncertified enterprise supplier is sent to the
 * enterprise certification wizard, fills both steps with real uploads, is accredited by an administrator
 * and then follows and signs up; an individual supplier authenticates in the personal dialog and is then
 * told the authentication is under review.
 */

const PASSWORD = 'Demo@12345';

const portal = portalInBrowser();

async function visitor(locale: Locale): Promise<{ page: Page; context: BrowserContext }> {
  const context = await portal.context(locale);
  return { page: await context.newPage(), context };
}

/** Logs in through the top bar's login dialog; the page reloads with the session. */
async function loginByDialog(page: Page, locale: Locale, username: string) {
  await page.getByRole('button', { name: buttonName(text(locale, 'shell.login')) }).click();
  const dialog = await opened(page.getByRole('dialog', { name: text(locale, 'accounts.login.title') }));
  await dialog.getByPlaceholder(text(locale, 'accounts.login.username')).fill(username);
  await dialog.getByPlaceholder(text(locale, 'accounts.login.password')).fill(PASSWORD);
  await dialog.getByRole('button', { name: buttonName(text(locale, 'accounts.login.submit')) }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The top bar's certification state: a link to the wizard for enterprises, a button opening the personal dialog for individuals. */
function certificationLabel(page: Page, locale: Locale, state: 'auth' | 'prompt' | 'skip') {
  const name = text(locale, `accounts.userArea.certification.${state}`);
  return page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));
}

/** The labels of a dictionary in a language. */
async function dict(type: string, locale: Locale) {
  const body = await api<{ data: { dictValue: string; dictLabel: string }[] }>(portal.url, `/system/dict/data/type/${type}`, {}, locale);
  expect(body.data.length).toBeGreaterThan(0);
  return body.data;
}

/** A toast with exactly this text appears. */
async function toast(page: Page, message: string) {
  await page.locator('.ant-message-notice').filter({ hasText: message }).first().waitFor();
}

/** Uploads a file through a slot and waits for its 'upload successful' toast and link or thumbnail. */
async function upload(page: Page, locale: Locale, slotId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const slot = page.locator(`#${slotId}`);
  // The toast is shown for 3 seconds, together with the file: looked for from before the upload, so that a loaded
  // machine that takes longer to draw the file does not miss it.
  await Promise.all([
    page.locator('.ant-message-notice').filter({ hasText: text(locale, 'messages.uploadSuccess') }).first().waitFor(),
    (async () => {
      await slot.locator('input[type=file]').setInputFiles(file);
      if (file.mimeType === 'application/pdf') await slot.getByText(file.name).waitFor();
      else await slot.getByRole('img', { name: file.name }).waitFor();
    })(),
  ]);
}

async function section(biddingType: number, status: number): Promise<Row> {
  const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 50, sectionStautsList: status, biddingType });
  const row = rows.find((r) => r.sectionStauts === status && r.biddingType === biddingType);
  expect(row, `a section of type ${biddingType} in status ${status}`).toBeTruthy();
  return row!;
}

describe('certification before signing up', () => {
  it('sends an uncertified enterprise to the certification wizard, then lets it follow and sign up once accredited (zh)', async () => {
    const locale: Locale = 'zh';
    const tender = await section(0, 8);
    const { page, context } = await visitor(locale);
    const announcement = `/TenderAnnouncement?id=${tender.sectionId}`;
    await page.goto(announcement);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await loginByDialog(page, locale, 'newcomer');
    await certificationLabel(page, locale, 'auth').waitFor();
    expect(page.url()).toContain(announcement);

    // Sign-up: the check asks to go to the enterprise certification.
    const token = await tokenOf(context);
    const verify = await authed(portal.url, '/web/authorization/verify', token, { locale });
    expect(verify.data).toMatchObject({ operation: 'Auth', operationUserType: 0 });
    await page.getByRole('button', { name: buttonName(text(locale, 'announcement.actions.signup')) }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.locator('.ant-modal-confirm-title').textContent()).toBe(text(locale, 'certification.gate.enterpriseTitle'));
    expect(await confirm.locator('.ant-modal-confirm-content').textContent()).toBe(verify.data.operationMsg);
    await confirm.getByRole('button', { name: buttonName(text(locale, 'certification.gate.goCertify')) }).click();
    await page.waitForURL('**/PersonalCenter/EnterpriseCertification');

    // Step 1: company information of a manufacturer (category 2: manufacturing address required).
    const declareName = page.locator('#declareName');
    await declareName.waitFor();
    await expect.poll(() => declareName.inputValue()).toBe('琅勃拉邦建材有限公司');
    const categories = await dict('supplier_category', locale);
    const manufacturer = categories.find((c) => c.dictValue === '2')!;
    await page.locator('#simpleName').fill('琅勃拉邦建材');
    await page.locator('#realAddress').fill('琅勃拉邦市 Ban Xiengmouane 12 号');
    await chooseOption(page, page.locator('#category'), manufacturer.dictLabel);
    await page.locator('#manufacturingAddress').waitFor();
    // Step 1 refuses to go on while required fields are empty.
    const next = page.getByRole('button', { name: buttonName(text(locale, 'certification.next')) });
    await next.click();
    for (const key of ['enterpriseTypeRequired', 'payedCapitalRequired', 'suppliedProductNameRequired', 'legalPersonRequired']) {
      await page.getByText(text(locale, `messages.${key}`), { exact: true }).first().waitFor();
    }
    await chooseOption(page, page.locator('#enterpriseType'), (await dict('enterprises_type', locale))[0].dictLabel);
    await chooseOption(page, page.locator('#natureTaxpayer'), (await dict('nature_tax_payer', locale))[0].dictLabel);
    await page.locator('#payedCapital').fill('2000000');
    await page.locator('#employeesNumber').fill('8a0');
    await expect.poll(() => page.locator('#employeesNumber').inputValue()).toBe('80');
    await pickDate(page, page.locator('#setUpTime'), '2015-06-01');
    await upload(page, locale, 'threeYearsFinancialReprotFileList', pdfFile('financial-report-2023-2025.pdf'));
    await page.locator('#suppliedProductName').fill('水泥、砂石骨料');
    await upload(page, locale, 'businessLicenseFileList', pngFile('business-licence.png'));
    await pickDate(page, page.locator('#businessLicenseStart'), '2015-06-01');
    await pickDate(page, page.locator('#businessLicenseEnd'), dateFromToday(3 * 365));
    await chooseOption(page, page.locator('#idType'), text(locale, 'certification.idTypes.1'));
    await page.locator('#legalPerson').fill('李华');
    await page.locator('#idNo').fill('530102198801011234');
    // The rules of a category (a manufacturer needs its manufacturing address) speak once the rest is valid.
    await next.click();
    const noAddress = page.getByText(text(locale, 'messages.manufacturingAddressRequired'), { exact: true });
    await noAddress.waitFor();
    expect(await page.locator('#isLegalRepresentative').count()).toBe(0);
    await page.locator('#manufacturingAddress').fill('琅勃拉邦工业园 3 号厂房');
    await noAddress.waitFor({ state: 'detached' });
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `enterprise-certification-step1-${locale}`);
    await next.click();

    // Step 2: the contact person is the legal representative, with both sides of the identity card.
    const legal = page.locator('#isLegalRepresentative');
    await legal.waitFor();
    expect(await page.locator('#mobile').inputValue()).not.toBe('');
    expect(await page.locator('#email').inputValue()).toContain('@');
    await page.locator('#name').fill('李华');
    await legal.getByText(text(locale, 'certification.yes'), { exact: true }).click();
    await upload(page, locale, 'corporateIdCardFront', pngFile('id-front.png'));
    await upload(page, locale, 'corporateIdCardOpposite', pngFile('id-back.png'));
    await page.getByRole('button', { name: buttonName(text(locale, 'certification.submit')) }).click();

    // Step 3: read-only, under review.
    await toast(page, text(locale, 'messages.authenticationSubmitted'));
    await page.getByText(text(locale, 'certification.enterprise.underReview'), { exact: true }).waitFor();
    expect(await page.locator('.ant-steps-item-active').textContent()).toContain(text(locale, 'certification.steps.feedback'));
    expect(await page.getByRole('button', { name: buttonName(text(locale, 'certification.submit')) }).count()).toBe(0);
    expect((await authed(portal.url, '/web/authorization/verify', token, { locale })).data.operation).toBe('prompt');

    // The administrator opens the certification queue, views the form with its files and passes it.
    const { page: desk } = await visitor(locale);
    await desk.goto('/admin');
    await loginInDialog(desk, locale, 'admin');
    await desk.getByRole('link', { name: text(locale, 'admin.menu.certifications') }).click();
    await desk.waitForURL('**/admin/certifications');
    await desk.getByRole('heading', { name: text(locale, 'admin.certifications.title') }).waitFor();
    const queued = desk.locator('.ant-table-row').filter({ hasText: '琅勃拉邦建材有限公司' });
    await queued.getByText(text(locale, 'admin.certifications.kinds.enterprise'), { exact: false }).waitFor();
    await queued.click();
    await desk.locator('.ant-descriptions').getByText('琅勃拉邦建材', { exact: true }).waitFor();
    await desk.locator('.ant-descriptions').getByText('琅勃拉邦工业园 3 号厂房', { exact: true }).waitFor();
    await desk.getByRole('button', { name: /financial-report-2023-2025\.pdf/ }).waitFor();
    await desk.getByRole('button', { name: /business-licence\.png/ }).waitFor();
    await screenshot(desk, `certification-review-${locale}`);
    await desk.getByRole('button', { name: buttonName(text(locale, 'admin.action.pass')) }).click();
    const confirmPass = desk.locator('.ant-modal-confirm');
    await confirmPass.getByText(text(locale, 'admin.certifications.confirmPass', { company: '琅勃拉邦建材有限公司' })).waitFor();
    // Watched from before the click: the toast lives 3 s, and a click can take longer than that to return.
    const passed = toast(desk, text(locale, 'admin.done'));
    await confirmPass.getByRole('button', { name: buttonName(text(locale, 'admin.action.pass')) }).click();
    await passed;
    await queued.waitFor({ state: 'detached' });

    // Accredited: the top bar says so; the supplier follows the tender and signs up.
    await page.reload();
    await certificationLabel(page, locale, 'skip').waitFor();
    await page.goto(announcement);
    const follow = page.getByRole('button', { name: buttonName(text(locale, 'announcement.actions.follow')) });
    await follow.click();
    const followed = page.getByRole('button', { name: buttonName(text(locale, 'announcement.actions.followed')) });
    await followed.waitFor();
    expect(await followed.isDisabled()).toBe(true);
    await toast(page, text(locale, 'announcement.actions.followSuccess'));
    await page.getByRole('button', { name: buttonName(text(locale, 'announcement.actions.signup')) }).click();
    await page.waitForURL(/\/PersonalCenter\/BidDetails\?id=\d+$/);
    const signupId = Number(new URL(page.url()).searchParams.get('id'));
    const detail = await authed(portal.url, `/system/section/getSectionByIdWithAuth/${tender.sectionId}`, await tokenOf(context), { locale });
    expect(detail.data.bidSection).toMatchObject({ isSignup: 1, supplierSignupId: signupId, isFollow: 1 });
  });

  it('asks an individual supplier to authenticate in the personal dialog, then to wait for the review (en)', async () => {
    const locale: Locale = 'en';
    const inquiry = await section(1, 1);
    const { page, context } = await visitor(locale);
    const announcement = `/InquiryAnnouncement?id=${inquiry.sectionId}`;
    await page.goto(announcement);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await loginByDialog(page, locale, 'individual');
    await certificationLabel(page, locale, 'auth').waitFor();
    const token = await tokenOf(context);
    const verify = await authed(portal.url, '/web/authorization/verify', token, { locale });
    expect(verify.data).toMatchObject({ operation: 'Auth', operationUserType: 1 });

    // Sign-up opens the personal authentication dialog, 800 px, with the server's message.
    const signup = page.getByRole('button', { name: buttonName(text(locale, 'announcement.actions.signup')) });
    await signup.click();
    const dialog = page.getByRole('dialog', { name: text(locale, 'certification.auth.title') });
    await dialog.waitFor();
    // The layout width (offsetWidth), not the box, which the opening zoom animation scales.
    expect(await dialog.evaluate((element) => (element.closest('.ant-modal') as HTMLElement).offsetWidth)).toBe(800);
    await dialog.getByText(verify.data.operationMsg, { exact: true }).waitFor();

    // Submitting it empty names what is missing.
    const submit = dialog.getByRole('button', { name: buttonName(text(locale, 'certification.submit')) });
    await submit.click();
    for (const key of ['licenceFileRequired', 'licencePeriodRequired', 'idCardFrontRequired', 'idCardBackRequired']) {
      await dialog.getByText(text(locale, `messages.${key}`), { exact: true }).first().waitFor();
    }

    // Not the legal representative: the authorization letter must be a PDF.
    await dialog.locator('#isLegalRepresentative').getByText(text(locale, 'certification.no'), { exact: true }).click();
    await dialog.locator('#authorizationFileList').waitFor();
    await dialog.locator('#authorizationFileList input[type=file]').setInputFiles(pngFile('letter.png'));
    const refusal = text(locale, 'messages.authorizationFormat');
    expect(refusal.startsWith('Format error')).toBe(true);
    await toast(page, refusal);
    expect(await dialog.getByText('letter.png').count()).toBe(0);

    await upload(page, locale, 'businessLicenseFileList', pdfFile('licence.pdf'));
    await pickDate(page, dialog.locator('#businessLicenseStart'), '2020-01-01');
    await pickDate(page, dialog.locator('#businessLicenseEnd'), dateFromToday(2 * 365));
    await upload(page, locale, 'authorizationFileList', pdfFile('authorization-letter.pdf'));
    await pickDate(page, dialog.locator('#authorizationStart'), dateFromToday(-30));
    await pickDate(page, dialog.locator('#authorizationEnd'), dateFromToday(365));
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `personal-authentication-${locale}`);
    await submit.click();
    await toast(page, text(locale, 'messages.authenticationSubmitted'));
    await dialog.waitFor({ state: 'hidden' });

    // Signing up again: the authentication is under review.
    await signup.click();
    const pending = page.getByRole('dialog', { name: text(locale, 'certification.pending.title') });
    await pending.waitFor();
    const again = await authed(portal.url, '/web/authorization/verify', token, { locale });
    expect(again.data.operation).toBe('prompt');
    await pending.getByText(again.data.operationMsg, { exact: true }).waitFor();
    await pending.getByRole('button', { name: buttonName(text(locale, 'certification.pending.ok')) }).click();
    await pending.waitFor({ state: 'hidden' });
  });
});
