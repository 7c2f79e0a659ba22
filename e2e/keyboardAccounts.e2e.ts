import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../packages/domain/src/messages';
import type { Locator, Page } from 'playwright-core';
import type { Locale } from '../packages/domain/src/constants';
import { newSupplier, registerByApi, waitForCode } from './support/accounts';
import { animationsDone, portalInBrowser, screenshot } from './support/browser';
import { apiLogin, authed, buttonName, dateFromToday, pdfFile, pngFile, tokenOf } from './support/certification';
import { pressForFileChooser, showsFocus, tabTo } from './support/keyboard';
import { api, text } from './support/public';
import { signIn, toast } from './support/supplier';

/**
 * The account journeys with the keyboard alone (issue 16): registering a unit account and the enterprise
 * certification wizard, moved through with Tab, Shift+Tab, Enter, Space, arrows, Escape and typed text only.
 * A file is picked as a keyboard user picks one: Enter on the upload button opens the file chooser.
 */

const portal = portalInBrowser();

/** Whether the focus is on `target` or inside it. */
const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** How opaque the glow (box-shadow) around an input is: 0 for none or a transparent one. */
const glowOpacity = (input: Locator) =>
  input.evaluate((element) => {
    const shadow = getComputedStyle(element).boxShadow;
    if (shadow === 'none') return 0;
    const color = /rgba?\(([^)]+)\)/.exec(shadow)?.[1].split(',').map(Number) ?? [];
    return color.length === 4 ? color[3] : 1;
  });

/** Tabs to a control, checks its focus ring and types into it. */
async function typeInto(page: Page, control: Locator, value: string) {
  await tabTo(page, control);
  expect(await showsFocus(page), `${control} shows the focus`).toBe(true);
  await page.keyboard.type(value);
  await expect.poll(() => control.inputValue()).toBe(value);
}

/** The label of the option an open antd Select has made active (its combobox's aria-activedescendant). */
async function activeOption(page: Page, combobox: Locator): Promise<string> {
  const id = await combobox.getAttribute('aria-activedescendant');
  if (!id) return '';
  const option = page.locator(`[id="${id}"]`);
  // rc-select keeps a hidden list of options for screen readers: its item names the option by its label.
  return ((await option.getAttribute('aria-label')) ?? (await option.textContent()) ?? '').trim();
}

/** Opens an antd Select from the keyboard (ArrowDown), moves down to the option `label` and takes it with Enter. */
async function chooseWithKeys(page: Page, combobox: Locator, label: string) {
  await tabTo(page, combobox);
  expect(await showsFocus(page), `${combobox} shows the focus`).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => combobox.getAttribute('aria-expanded')).toBe('true');
  for (let moves = 0; (await activeOption(page, combobox)) !== label; moves++) {
    expect(moves, `option ${label} reached with the arrows`).toBeLessThan(30);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => combobox.getAttribute('aria-expanded')).toBe('false');
  // The chosen label is shown in the select.
  await expect.poll(() => combobox.locator('xpath=ancestor::div[contains(@class,"ant-select ")][1]').innerText()).toContain(label);
}

/** Types a date (YYYY-MM-DD) into a date picker and confirms it with Enter. */
async function typeDate(page: Page, input: Locator, date: string) {
  await tabTo(page, input);
  expect(await showsFocus(page), `${input} shows the focus`).toBe(true);
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(date);
}

/** Enter on a slot's upload button opens the file chooser; the file picked there is uploaded and shown. */
async function uploadWithKeys(page: Page, locale: Locale, slotId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const slot = page.locator(`#${slotId}`);
  const button = slot.getByRole('button', { name: buttonName(text(locale, 'certification.upload.choose')) });
  await tabTo(page, button);
  expect(await showsFocus(page), `the upload button of ${slotId} shows the focus`).toBe(true);
  // The browser's own file input is not drawn: the button is the one control.
  expect(await slot.locator('input[type=file]').isVisible()).toBe(false);
  const chooser = await pressForFileChooser(page, 'Enter');
  await chooser.setFiles(file);
  if (file.mimeType === 'application/pdf') await slot.getByRole('link', { name: file.name }).waitFor();
  else await slot.getByRole('img', { name: file.name }).waitFor();
  // The focus stays in the slot, on its button (or, once an identity card side is full and its button gone, on
  // the slot's first control), not thrown back to the top of the page.
  await expect.poll(() => hasFocus(slot)).toBe(true);
  expect(await showsFocus(page), `the slot ${slotId} shows the focus after the upload`).toBe(true);
}

/** The labels of a dictionary in a language. */
async function dict(type: string, locale: Locale) {
  const body = await api<{ data: { dictValue: string; dictLabel: string }[] }>(portal.url, `/system/dict/data/type/${type}`, {}, locale);
  expect(body.data.length).toBeGreaterThan(0);
  return body.data;
}

describe('account journeys with the keyboard alone', () => {
  it('registers a unit account and arrives signed in at home (en)', async () => {
    const locale: Locale = 'en';
    const supplier = newSupplier('Keys');
    const context = await portal.context(locale);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/Register');
    const form = page.locator('main form');
    const label = (key: string) => text(locale, `accounts.register.${key}`);

    // The unit tab is the chosen one; its fields follow it.
    const unitTab = page.getByRole('tab', { name: label('unit') });
    await tabTo(page, unitTab);
    expect(await showsFocus(page)).toBe(true);
    expect(await unitTab.getAttribute('aria-selected')).toBe('true');

    // Register on the empty form: the messages show and the focus goes to the first field, to type there.
    const submit = form.getByRole('button', { name: buttonName(label('submit')) });
    await tabTo(page, submit);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText(text(locale, 'messages.nameRequired'), { exact: true }).waitFor();
    const companyName = form.getByLabel(label('companyName'), { exact: true });
    await expect.poll(() => hasFocus(companyName)).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    // Its border is red with or without the focus: the glow around it is what shows the focus, and is seen.
    await expect.poll(() => glowOpacity(companyName)).toBeGreaterThanOrEqual(0.5);
    expect(await glowOpacity(form.getByLabel(label('tin'), { exact: true }))).toBe(0);
    await screenshot(page, 'keyboard-register-refused-en');

    await typeInto(page, companyName, supplier.name);
    await typeInto(page, form.getByLabel(label('tin'), { exact: true }), supplier.tin);
    await typeInto(page, form.getByLabel(label('nickName'), { exact: true }), supplier.nickName);
    await typeInto(page, form.getByLabel(label('password'), { exact: true }), supplier.password);
    await typeInto(page, form.getByLabel(label('rePassword'), { exact: true }), supplier.password);
    await typeInto(page, form.getByLabel(label('phonenumber'), { exact: true }), supplier.phonenumber);
    await typeInto(page, form.getByLabel(label('email'), { exact: true }), supplier.email);

    // The code button comes after the code's input; Enter sends the code, Shift+Tab goes back to type it.
    const codeButton = form.getByRole('button', { name: text(locale, 'accounts.code.send') });
    await tabTo(page, codeButton);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    // A @demo.test address: the code is shown in the demo mailbox, and the message says so.
    await page.getByText(MESSAGES.codeSentToDemoMailbox[locale]).first().waitFor();
    const code = await waitForCode(portal.url, supplier.email);
    const codeInput = form.getByLabel(label('smsCode'), { exact: true });
    await tabTo(page, codeInput, { back: true });
    await page.keyboard.type(code);
    expect(await codeInput.inputValue()).toBe(code);
    await typeInto(page, form.getByLabel(label('mainBusiness'), { exact: true }), 'Steel pipes and fittings');

    // Space ticks the agreement.
    const agree = form.getByRole('checkbox', { name: label('agree') });
    await tabTo(page, agree);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-register-agreement-en');
    await page.keyboard.press('Space');
    await expect.poll(() => agree.isChecked()).toBe(true);

    // The terms open with Enter, close with Escape, and the focus is back on the button that opened them.
    const termsButton = form.getByRole('button', { name: label('terms') });
    await tabTo(page, termsButton);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    const terms = page.getByRole('dialog', { name: label('termsTitle') });
    await terms.waitFor();
    await expect.poll(() => hasFocus(terms)).toBe(true);
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(termsButton)).toBe(true);

    await tabTo(page, submit);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Enter');

    // Signed in and at home: the contact's name in the top bar, with the way to certification.
    await page.waitForURL((url) => url.pathname === '/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: supplier.nickName }).waitFor();
    await banner.getByRole('link', { name: text(locale, 'accounts.userArea.certification.auth'), exact: true }).waitFor();
    const [user] = await portal.db.query<{ user_name: string; nick_name: string; operation_user_type: number; tin: string }>(
      'SELECT u.user_name, u.nick_name, u.operation_user_type, c.tin FROM app_user u JOIN company c ON c.id = u.company_id WHERE u.email = $1',
      [supplier.email],
    );
    expect(user).toEqual({ user_name: supplier.phonenumber, nick_name: supplier.nickName, operation_user_type: 0, tin: supplier.tin });
    expect(errors).toEqual([]);
  });

  it('certifies a new enterprise through the wizard, uploads picked in the file chooser (zh)', async () => {
    const locale: Locale = 'zh';
    const supplier = newSupplier('Wizard');
    await registerByApi(portal.url, supplier);
    const context = await portal.context(locale);
    await signIn(context, portal.url, await apiLogin(portal.url, supplier.phonenumber, supplier.password));
    const page = await context.newPage();
    // Playwright takes over the file chooser (instead of the system's) from the first listener on: from the start.
    page.on('filechooser', () => undefined);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');

    // From the top bar's "go authenticate" to the wizard.
    const goCertify = page.getByRole('banner').getByRole('link', { name: text(locale, 'accounts.userArea.certification.auth'), exact: true });
    await tabTo(page, goCertify);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/PersonalCenter/EnterpriseCertification');
    await expect.poll(() => page.locator('#declareName').inputValue()).toBe(supplier.name);

    // Step 1: the company.
    const manufacturer = (await dict('supplier_category', locale)).find((c) => c.dictValue === '2')!;
    await typeInto(page, page.locator('#simpleName'), 'Wizard');
    await typeInto(page, page.locator('#realAddress'), '万象市 Ban Phonxay 8 号');
    await chooseWithKeys(page, page.locator('#category'), manufacturer.dictLabel);
    await chooseWithKeys(page, page.locator('#enterpriseType'), (await dict('enterprises_type', locale))[0].dictLabel);
    await typeInto(page, page.locator('#manufacturingAddress'), '万象工业园 5 号厂房');
    await chooseWithKeys(page, page.locator('#natureTaxpayer'), (await dict('nature_tax_payer', locale))[1].dictLabel);
    await typeInto(page, page.locator('#payedCapital'), '1500000');
    await typeInto(page, page.locator('#employeesNumber'), '45');
    await typeDate(page, page.locator('#setUpTime'), '2018-03-15');
    await uploadWithKeys(page, locale, 'threeYearsFinancialReprotFileList', pdfFile('financial-report.pdf'));
    // The trial radio group: the arrows choose within it.
    const trial = page.locator('#trial');
    await tabTo(page, trial);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => trial.getByRole('radio', { name: text(locale, 'certification.yes') }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => trial.getByRole('radio', { name: text(locale, 'certification.no') }).isChecked()).toBe(true);
    await typeInto(page, page.locator('#suppliedProductName'), '钢管、阀门');
    await uploadWithKeys(page, locale, 'businessLicenseFileList', pngFile('licence.png'));
    // The button that picked the file still has the focus, now to replace it.
    await expect.poll(() => hasFocus(page.locator('#businessLicenseFileList').getByRole('button', { name: buttonName(text(locale, 'certification.upload.replace')) }))).toBe(true);
    await screenshot(page, 'keyboard-certification-upload-zh');
    await typeDate(page, page.locator('#businessLicenseStart'), '2018-03-15');
    await typeDate(page, page.locator('#businessLicenseEnd'), dateFromToday(3 * 365));
    await chooseWithKeys(page, page.locator('#idType'), text(locale, 'certification.idTypes.1'));

    // Next with the legal person left empty: the focus goes to that field, named by its message.
    const next = page.getByRole('button', { name: buttonName(text(locale, 'certification.next')) });
    await tabTo(page, next);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText(text(locale, 'messages.legalPersonRequired'), { exact: true }).waitFor();
    await page.getByText(text(locale, 'messages.idNoRequired'), { exact: true }).waitFor();
    const legalPerson = page.locator('#legalPerson');
    await expect.poll(() => hasFocus(legalPerson)).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type('王明');
    await typeInto(page, page.locator('#idNo'), '530102198505051234');
    // Once typed, the two messages go.
    for (const key of ['legalPersonRequired', 'idNoRequired']) await page.getByText(text(locale, `messages.${key}`), { exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'keyboard-certification-step1-zh');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Step 2: the focus is on the step now shown, and the next Tab is in its first field.
    const legal = page.locator('#isLegalRepresentative');
    await legal.waitFor();
    const activeStep = page.locator('.ant-steps-item-active');
    await expect.poll(() => hasFocus(activeStep)).toBe(true);
    expect(await activeStep.textContent()).toContain(text(locale, 'certification.steps.contact'));
    expect(await showsFocus(page)).toBe(true);
    await animationsDone(page.locator('.ant-steps'));
    await screenshot(page, 'keyboard-certification-step2-start-zh');
    await page.keyboard.press('Tab');
    const contactName = page.locator('#name');
    expect(await hasFocus(contactName)).toBe(true);
    await page.keyboard.type('王明');
    await tabTo(page, legal);
    await page.keyboard.press('Space');
    await expect.poll(() => legal.getByRole('radio', { name: text(locale, 'certification.yes') }).isChecked()).toBe(true);
    await uploadWithKeys(page, locale, 'corporateIdCardFront', pngFile('id-front.png'));
    await uploadWithKeys(page, locale, 'corporateIdCardOpposite', pngFile('id-back.png'));
    const submit = page.getByRole('button', { name: buttonName(text(locale, 'certification.submit')) });
    await tabTo(page, submit);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-certification-step2-zh');
    // Watched from before the key press: the toast lives 3 s.
    const submitted = toast(page, text(locale, 'messages.authenticationSubmitted'));
    await page.keyboard.press('Enter');
    await submitted;

    // Step 3: under review, the focus on that step; the server agrees.
    await page.getByText(text(locale, 'certification.enterprise.underReview'), { exact: true }).waitFor();
    expect(await activeStep.textContent()).toContain(text(locale, 'certification.steps.feedback'));
    await expect.poll(() => hasFocus(activeStep)).toBe(true);
    expect(await page.getByRole('button', { name: buttonName(text(locale, 'certification.submit')) }).count()).toBe(0);
    await animationsDone(page.locator('.ant-steps'));
    await screenshot(page, 'keyboard-certification-review-zh');
    const token = await tokenOf(context);
    expect((await authed(portal.url, '/web/authorization/verify', token, { locale })).data.operation).toBe('prompt');
    expect(errors).toEqual([]);
  });
});
