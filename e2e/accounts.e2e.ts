import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openContext, screenshot, staysOpen, watchRequests } from './support/browser';
import { startTestPortal } from './support/portal';
import {
  captchaAnswer,
  expireSessions,
  newSupplier,
  registerByApi,
  signInContext,
  waitForCode,
  watchCaptchas,
  type NewSupplier,
} from './support/accounts';

/**
 * The account journeys of part 1 (§2 login dialog, registration, forgot password; §4; §5) in a real browser
 * against the real portal: registration of a unit (en) and of a person (zh), logout and login, the profile's
 * e-mail, the password change, the forgotten password (lo) and the login dialog of an expired session.
 *
 * One portal serves the whole file: its rate limits (10 registrations and 10 e-mail codes an hour per client
 * address) allow the 6 registrations and 8 codes asked for here.
 */

/**
 * expect.poll with room for a slow machine (two CPUs, browser, portal and PGlite in one process): the
 * default 5 s is too short for a page that reloads while another test file runs.
 */
const poll = <T>(fn: () => T | Promise<T>, options: { timeout?: number; message?: string } = {}) =>
  expect.poll(fn, { timeout: 20_000, interval: 100, ...options });

type Portal = Awaited<ReturnType<typeof startTestPortal>>;

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [portal, browser] = await Promise.all([startTestPortal(), launchBrowser()]);
});

// Each journey is another visitor, but every browser here comes from 127.0.0.1: the per-address limits
// (e-mail codes 5 an hour, login 30 in 10 minutes) would carry one journey's sends into the next.
beforeEach(async () => {
  await portal.db.query('DELETE FROM rate_limit');
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await portal?.stop();
});

/** A new page in a new context in the given language; the page fails the test on any script error. */
async function newPage(locale: 'zh' | 'en' | 'lo'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await openContext(browser, portal.url, locale);
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Paths of the API calls the page makes (without /prod-api and the query). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/prod-api/')) calls.push(`${request.method()} ${path.slice('/prod-api'.length)}`);
  });
  return calls;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The error shown under a form field (antd's explain line); a string must be the whole message. */
const fieldError = (scope: Page | Locator, text: string | RegExp) =>
  scope.locator('.ant-form-item-explain-error').filter({ hasText: typeof text === 'string' ? new RegExp(`^${escapeRegExp(text)}$`) : text });

/** The login dialog (antd Modal titled by the locale's login title). */
const loginDialog = (page: Page, title: string) => page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

/** Fills the registration form's common fields (the tab's own ones are filled by the caller). */
async function fillContactFields(
  form: Locator,
  labels: { nickName: string; password: string; rePassword: string; phonenumber: string; email: string },
  supplier: NewSupplier,
  phoneAsTyped: string,
) {
  await form.getByLabel(labels.nickName, { exact: true }).fill(supplier.nickName);
  await form.getByLabel(labels.password, { exact: true }).fill(supplier.password);
  await form.getByLabel(labels.rePassword, { exact: true }).fill(supplier.password);
  await form.getByLabel(labels.phonenumber, { exact: true }).fill(phoneAsTyped);
  await form.getByLabel(labels.email, { exact: true }).fill(supplier.email);
}

/** A phone number as a person might type it: 139 1234 5678. */
const spaced = (phone: string) => `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;

describe('accounts in the browser', () => {
  test('registers a unit account in English: validation, strength, e-mail code, then signed in at home', async () => {
    const { page, errors } = await newPage('en');
    const calls = recordCalls(page);
    const supplier = newSupplier('Unit');
    await page.goto('/Register');
    await poll(() => page.getByRole('heading', { name: 'Supplier registration' }).isVisible()).toBe(true);
    // The demo server says so on every page.
    await poll(() => page.getByRole('status').filter({ hasText: /^Demo mode: this site is a demonstration/ }).isVisible()).toBe(true);
    const form = page.locator('main form');
    const submit = form.getByRole('button', { name: 'Register', exact: true });
    await poll(() => page.getByRole('tab', { name: 'Unit registration' }).getAttribute('aria-selected')).toBe('true');

    // Submitting the empty form shows every required message and sends nothing.
    await submit.click();
    for (const text of [
      'Please enter the name',
      'Please enter the taxpayer identification number',
      'Please enter the contact name',
      'Please enter the password',
      'Please enter the password again',
      'Please enter the phone number',
      'Please enter the e-mail address',
      'Please enter the verification code',
      'Please check the registration instructions',
    ]) {
      await poll(() => fieldError(form, text).count(), { message: text }).toBe(1);
    }
    expect(calls).not.toContain('POST /bidCompany/register');
    // Main business is optional: no message under it.
    await poll(() => form.locator('.ant-form-item-explain-error').count()).toBe(9);

    // The code button waits for an address.
    const codeButton = form.getByRole('button', { name: 'Get code' });
    expect(await codeButton.isDisabled()).toBe(true);

    await form.getByLabel('Company name', { exact: true }).fill(supplier.name);
    await form.getByLabel('Taxpayer identification number', { exact: true }).fill(supplier.tin);

    // Password strength: one class is weak and refused, two medium, three strong.
    const password = form.getByLabel('Password', { exact: true });
    await password.fill('abcdefg');
    await poll(() => form.getByText('Password strength: Weak').isVisible()).toBe(true);
    await password.blur();
    await poll(() => fieldError(form, /too weak/).isVisible()).toBe(true);
    await password.fill('abcdefg1');
    await poll(() => form.getByText('Password strength: Medium').isVisible()).toBe(true);
    await password.fill('abc');
    await poll(() => fieldError(form, 'The password must be between 5 and 20 characters long').isVisible()).toBe(true);

    await fillContactFields(
      form,
      { nickName: 'Contact person', password: 'Password', rePassword: 'Confirm password', phonenumber: 'Mobile phone', email: 'E-mail' },
      supplier,
      spaced(supplier.phonenumber),
    );
    await poll(() => form.getByText('Password strength: Strong').isVisible()).toBe(true);

    // A confirmation that differs is refused under the confirmation.
    const rePassword = form.getByLabel('Confirm password', { exact: true });
    await rePassword.fill(supplier.password + 'x');
    await rePassword.blur();
    await poll(() => fieldError(form, 'The two passwords you entered do not match').isVisible()).toBe(true);
    await rePassword.fill(supplier.password);
    await poll(() => fieldError(form, 'The two passwords you entered do not match').count()).toBe(0);

    // A malformed address is refused before any code is sent.
    const email = form.getByLabel('E-mail', { exact: true });
    await email.fill('unit-at-example');
    await codeButton.click();
    await poll(() => fieldError(form, 'The email format is incorrect').isVisible()).toBe(true);
    expect(calls).not.toContain('POST /smsSendEmail');
    await email.fill(supplier.email);

    // Send the code: the button counts down, the mail arrives in the demo mailbox.
    await codeButton.click();
    await poll(() => page.getByText('The verification code has been sent: read it in the demo mailbox').isVisible()).toBe(true);
    const countdown = form.getByRole('button', { name: /^Resend in \d+ s$/ });
    await poll(() => countdown.isDisabled()).toBe(true);
    const code = await waitForCode(portal.url, supplier.email);
    await form.getByLabel('E-mail code', { exact: true }).fill(code);
    await form.getByLabel('Main business', { exact: true }).fill('Steel pipes and fittings');

    // The terms can be read in a dialog.
    await form.getByRole('button', { name: 'registration instructions' }).click();
    const terms = page.getByRole('dialog').filter({ hasText: 'Registration instructions' });
    await poll(() => terms.getByText(/Registration details must be true/).isVisible()).toBe(true);
    await terms.getByRole('button', { name: 'Close' }).first().click();
    await terms.waitFor({ state: 'hidden' });

    // Everything but the terms: only the terms message, and still nothing sent.
    await submit.click();
    await poll(() => fieldError(form, 'Please check the registration instructions').isVisible()).toBe(true);
    await poll(() => form.locator('.ant-form-item-explain-error').count()).toBe(1);
    expect(calls).not.toContain('POST /bidCompany/register');

    await form.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
    await poll(() => form.locator('.ant-form-item-explain-error').count()).toBe(0);
    await screenshot(page, 'accounts-register-unit-filled-en');

    await submit.click();
    await poll(() => page.getByText('Registration success').isVisible()).toBe(true);
    // Logged in automatically and taken home, the contact's name in the top bar.
    await poll(() => new URL(page.url()).pathname).toBe('/');
    const header = page.locator('header').first();
    await poll(() => header.getByRole('link', { name: supplier.nickName }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Log in' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Go authenticate' }).isVisible()).toBe(true);
    await screenshot(page, 'accounts-register-unit-done-en');

    // The phone went without its spaces: it is the account's user name.
    const [user] = await portal.db.query<{ user_name: string; nick_name: string; operation_user_type: number; tin: string }>(
      'SELECT u.user_name, u.nick_name, u.operation_user_type, c.tin FROM app_user u JOIN company c ON c.id = u.company_id WHERE u.email = $1',
      [supplier.email],
    );
    expect(user).toEqual({ user_name: supplier.phonenumber, nick_name: supplier.nickName, operation_user_type: 0, tin: supplier.tin });
    expect(errors).toEqual([]);
  });

  test('registers a personal account in Chinese: identity card instead of tin, the tab keeps the fields both ask for', async () => {
    const { page, errors } = await newPage('zh');
    const supplier = { ...newSupplier('Person'), name: '张三', nickName: '张三' };
    await page.goto('/Register');
    const form = page.locator('main form');
    await poll(() => form.getByLabel('单位名称', { exact: true }).isVisible()).toBe(true);
    await form.getByLabel('单位名称', { exact: true }).fill('不该留下的单位');
    await form.getByLabel('联系人', { exact: true }).fill('留下的联系人');

    // The personal tab asks for an identity card instead of a taxpayer number; the unit's name goes, the contact
    // both tabs ask for stays (issue 23).
    await page.getByRole('tab', { name: '个人注册' }).click();
    await poll(() => form.getByLabel('身份证号', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByLabel('纳税人识别号', { exact: true }).count()).toBe(0);
    expect(await form.getByLabel('姓名', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('联系人', { exact: true }).inputValue()).toBe('留下的联系人');

    await form.getByLabel('姓名', { exact: true }).fill(supplier.name);
    await fillContactFields(
      form,
      { nickName: '联系人', password: '密码', rePassword: '确认密码', phonenumber: '手机号码', email: '邮箱' },
      supplier,
      supplier.phonenumber,
    );
    await form.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    const submit = form.getByRole('button', { name: /^注\s*册$/ });
    await submit.click();
    await poll(() => fieldError(form, '请输入身份证号').isVisible()).toBe(true);
    await poll(() => fieldError(form, '请输入验证码').isVisible()).toBe(true);

    await form.getByLabel('身份证号', { exact: true }).fill(supplier.identityCard);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await poll(() => page.getByText('验证码已发送，请在演示邮箱查看').isVisible()).toBe(true);
    await poll(() => form.getByRole('button', { name: /^\d+ 秒后重新获取$/ }).isDisabled()).toBe(true);
    await form.getByLabel('邮箱验证码', { exact: true }).fill(await waitForCode(portal.url, supplier.email));
    await poll(() => form.locator('.ant-form-item-explain-error').count()).toBe(0);
    await screenshot(page, 'accounts-register-personal-filled-zh');

    await submit.click();
    await poll(() => page.getByText('注册成功').isVisible()).toBe(true);
    await poll(() => new URL(page.url()).pathname).toBe('/');
    const header = page.locator('header').first();
    await poll(() => header.getByRole('link', { name: supplier.nickName }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: '请登录' }).count()).toBe(0);

    // An individual's personal centre has no enterprise certification.
    await page.goto('/PersonalCenter/PersonalInformation');
    const menu = page.getByRole('menu');
    await poll(() => menu.getByText('个人信息').isVisible()).toBe(true);
    expect(await menu.getByText('企业认证').count()).toBe(0);

    const [user] = await portal.db.query<{ user_name: string; identity_card: string; operation_user_type: number }>(
      'SELECT user_name, identity_card, operation_user_type FROM app_user WHERE email = $1',
      [supplier.email],
    );
    expect(user).toEqual({ user_name: supplier.phonenumber, identity_card: supplier.identityCard, operation_user_type: 1 });
    expect(errors).toEqual([]);
  });

  test('logs out from the top bar and back in through the login dialog with a spaced phone number (zh)', async () => {
    const supplier = newSupplier('Relogin');
    await registerByApi(portal.url, supplier);
    const { context, page, errors } = await newPage('zh');
    await signInContext(context, portal.url, supplier.phonenumber, supplier.password);
    await page.goto('/');
    const header = page.locator('header').first();
    await poll(() => header.getByRole('link', { name: supplier.nickName }).isVisible()).toBe(true);

    await header.getByRole('button', { name: '退出' }).click();
    await poll(() => header.getByRole('button', { name: '请登录' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: '免费注册' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: supplier.nickName }).count()).toBe(0);
    // The token is gone for good: a reload stays signed out.
    await page.reload();
    await poll(() => header.getByRole('button', { name: '请登录' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: supplier.nickName }).count()).toBe(0);

    await header.getByRole('button', { name: '请登录' }).click();
    const dialog = loginDialog(page, '用户登录');
    await poll(() => dialog.isVisible()).toBe(true);
    const submit = dialog.getByRole('button', { name: /^登\s*录$/ });
    await submit.click();
    await poll(() => fieldError(dialog, '请输入账号或手机号').isVisible()).toBe(true);
    await poll(() => fieldError(dialog, '请输入密码').isVisible()).toBe(true);
    await poll(() => dialog.getByRole('link', { name: '忘记密码？' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: '立即注册' }).isVisible()).toBe(true);

    await dialog.getByPlaceholder('账号/手机号').fill(` ${spaced(supplier.phonenumber)} `);
    await dialog.getByPlaceholder('密码').fill(supplier.password);
    await submit.click();
    await poll(() => header.getByRole('link', { name: supplier.nickName }).isVisible()).toBe(true);
    await poll(() => dialog.isVisible()).toBe(false);
    expect(await header.getByRole('button', { name: '请登录' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("changes the profile's e-mail (en): a malformed one is refused, a new one needs its mailed code, then is kept", async () => {
    const supplier = newSupplier('Profile');
    await registerByApi(portal.url, supplier);
    const { context, page, errors } = await newPage('en');
    const calls = recordCalls(page);
    await signInContext(context, portal.url, supplier.phonenumber, supplier.password);
    await page.goto('/PersonalCenter/PersonalInformation');

    const content = page.locator('main form');
    const email = content.getByLabel('E-mail', { exact: true });
    await poll(() => email.inputValue()).toBe(supplier.email);
    expect(await content.getByLabel('Mobile phone', { exact: true }).inputValue()).toBe(supplier.phonenumber);
    for (const shown of [supplier.nickName, supplier.name, supplier.tin]) {
      expect(await content.getByText(shown, { exact: true }).isVisible(), shown).toBe(true);
    }
    await screenshot(page, 'accounts-personal-information-en');

    const save = content.getByRole('button', { name: 'Save' });
    await email.fill('profile-at-nowhere');
    await save.click();
    await poll(() => fieldError(content, 'The email format is incorrect').isVisible()).toBe(true);
    expect(calls).not.toContain('POST /system/user/profile/updateInfo');
    await page.reload();
    await poll(() => email.inputValue()).toBe(supplier.email);

    // A new address needs the code sent to it, read here from the demo mailbox.
    const changed = `changed.${supplier.email}`;
    const code = content.getByLabel('Code sent to the new e-mail', { exact: true });
    expect(await code.count()).toBe(0);
    await email.fill(changed);
    await poll(() => code.isVisible()).toBe(true);
    await save.click();
    await poll(() => fieldError(content, 'Please enter the verification code').isVisible()).toBe(true);
    expect(calls).not.toContain('POST /system/user/profile/updateInfo');
    await content.getByRole('button', { name: 'Get code' }).click();
    await poll(() => content.getByRole('button', { name: /^Resend in \d+ s$/ }).isDisabled()).toBe(true);
    await code.fill(await waitForCode(portal.url, changed));
    await save.click();
    await poll(() => page.getByText('Saved successfully').isVisible()).toBe(true);
    expect(calls).toContain('POST /system/user/profile/updateInfo');
    await poll(() => code.count()).toBe(0);
    await page.reload();
    await poll(() => email.inputValue()).toBe(changed);
    expect(await content.getByLabel('Mobile phone', { exact: true }).inputValue()).toBe(supplier.phonenumber);
    expect(errors).toEqual([]);
  });

  test('changes the password (zh); then the old password fails in the login dialog and the new one works', async () => {
    const supplier = newSupplier('Password');
    await registerByApi(portal.url, supplier);
    const { context, page, errors } = await newPage('zh');
    await signInContext(context, portal.url, supplier.phonenumber, supplier.password);
    await page.goto('/PersonalCenter/PasswordModification');
    const form = page.locator('main form');
    const newPassword = `New${supplier.password}`;

    await poll(() => form.getByLabel('旧密码', { exact: true }).isVisible()).toBe(true);
    await form.getByLabel('旧密码', { exact: true }).fill(supplier.password);
    await form.getByLabel('新密码', { exact: true }).fill(newPassword);
    await form.getByLabel('确认密码', { exact: true }).fill(newPassword + '!');
    const save = form.getByRole('button', { name: /^保\s*存$/ });
    await save.click();
    await poll(() => fieldError(form, '两次输入的密码不一致').isVisible()).toBe(true);
    await form.getByLabel('确认密码', { exact: true }).fill(newPassword);
    await poll(() => form.locator('.ant-form-item-explain-error').count()).toBe(0);
    await poll(() => form.getByText('密码强度: 强').isVisible()).toBe(true);
    await screenshot(page, 'accounts-password-modification-zh');
    await save.click();
    await poll(() => page.getByText('密码修改成功').isVisible()).toBe(true);
    // The form is cleared and the user stays signed in.
    await poll(() => form.getByLabel('旧密码', { exact: true }).inputValue()).toBe('');
    const header = page.locator('header').first();
    expect(await header.getByRole('link', { name: supplier.nickName }).isVisible()).toBe(true);

    // Logging out from the personal centre goes home, signed out, without asking to log in again: once the
    // home page's requests are answered and rendered, no login dialog.
    const requests = watchRequests(page);
    await header.getByRole('button', { name: '退出' }).click();
    await poll(() => header.getByRole('button', { name: '请登录' }).isVisible()).toBe(true);
    await poll(() => new URL(page.url()).pathname).toBe('/');
    const dialog = loginDialog(page, '用户登录');
    await requests.settled();
    expect(await dialog.isVisible()).toBe(false);
    await header.getByRole('button', { name: '请登录' }).click();
    await poll(() => dialog.isVisible()).toBe(true);
    const submit = dialog.getByRole('button', { name: /^登\s*录$/ });

    // The old password is refused: the server says so, the dialog stays and its button comes back.
    await dialog.getByPlaceholder('账号/手机号').fill(supplier.phonenumber);
    await dialog.getByPlaceholder('密码').fill(supplier.password);
    await submit.click();
    await poll(() => page.getByText('账号或密码错误', { exact: true }).isVisible()).toBe(true);
    await poll(() => submit.getAttribute('class')).not.toMatch(/ant-btn-loading/);
    expect(await submit.isEnabled()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: '请登录' }).isVisible()).toBe(true);

    await dialog.getByPlaceholder('密码').fill(newPassword);
    await submit.click();
    await poll(() => header.getByRole('link', { name: supplier.nickName }).isVisible()).toBe(true);
    await poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  test('resets a forgotten password in Lao: e-mail, captcha and code, new password, done, then logs in with it', async () => {
    // A demo account: its mailbox has had no code yet (one code per address per 120 s).
    const account = { userName: 'newcomer', email: 'newcomer@demo.test', nickName: '李华' };
    const newPassword = 'Reset#2026x';
    const { page, errors } = await newPage('lo');
    const captchas = watchCaptchas(page);
    await page.goto('/forgotPassword');
    const main = page.locator('main');
    const verify = main.locator('form').first();
    const activeStep = main.locator('.ant-steps-item-active');
    await poll(() => activeStep.innerText()).toContain('ຢືນຢັນຕົວຕົນ');

    await verify.getByLabel('ອີເມວ', { exact: true }).fill(account.email);
    await verify.getByRole('button', { name: 'ຮັບລະຫັດຢືນຢັນ' }).click();
    await poll(() => page.getByText('ສົ່ງລະຫັດຢືນຢັນແລ້ວ: ອ່ານມັນໃນກ່ອງຈົດໝາຍທົດລອງ').isVisible()).toBe(true);
    await verify.getByLabel('ລະຫັດຢືນຢັນທາງອີເມວ', { exact: true }).fill(await waitForCode(portal.url, account.email));

    // A wrong captcha is refused: a new image comes, the code stays typed.
    const firstUuid = await captchas.latest();
    const answer = await captchaAnswer(portal.db, firstUuid);
    await verify.getByLabel('ລະຫັດຮູບພາບ', { exact: true }).fill(answer === 'zzzz' ? 'yyyy' : 'zzzz');
    const next = verify.getByRole('button', { name: 'ຕໍ່ໄປ' });
    await next.click();
    await poll(() => page.getByText('ລະຫັດຮູບພາບບໍ່ຖືກຕ້ອງ, ກະລຸນາລອງໃໝ່').isVisible()).toBe(true);
    await poll(() => captchas.latest()).not.toBe(firstUuid);
    expect(await verify.getByLabel('ລະຫັດຮູບພາບ', { exact: true }).inputValue()).toBe('');
    expect(await activeStep.innerText()).toContain('ຢືນຢັນຕົວຕົນ');

    await verify.getByLabel('ລະຫັດຮູບພາບ', { exact: true }).fill((await captchaAnswer(portal.db, await captchas.latest())).toUpperCase());
    await screenshot(page, 'accounts-forgot-step0-lo');
    await next.click();

    // Step 1: the new password.
    await poll(() => activeStep.innerText()).toContain('ຕັ້ງລະຫັດຜ່ານໃໝ່');
    const reset = main.locator('form').nth(1);
    await poll(() => reset.getByLabel('ລະຫັດຜ່ານໃໝ່', { exact: true }).isVisible()).toBe(true);
    await reset.getByLabel('ລະຫັດຜ່ານໃໝ່', { exact: true }).fill(newPassword);
    await reset.getByLabel('ຢືນຢັນລະຫັດຜ່ານໃໝ່', { exact: true }).fill(newPassword);
    await poll(() => reset.getByText('ຄວາມປອດໄພຂອງລະຫັດຜ່ານ: ແຂງແຮງ').isVisible()).toBe(true);
    await screenshot(page, 'accounts-forgot-step1-lo');
    await reset.getByRole('button', { name: 'ສົ່ງ' }).click();

    // Step 2: done.
    await poll(() => activeStep.innerText()).toContain('ສຳເລັດ');
    await poll(() => main.getByText('ລະຫັດຜ່ານຂອງທ່ານຖືກຕັ້ງໃໝ່ແລ້ວ. ກະລຸນາເຂົ້າສູ່ລະບົບດ້ວຍລະຫັດຜ່ານໃໝ່.').isVisible()).toBe(true);
    await screenshot(page, 'accounts-forgot-step2-lo');

    // The old password no longer opens the account, the new one does (and the login leaves this page for home).
    const oldLogin = await fetch(`${portal.url}/prod-api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: account.userName, password: 'Demo@12345' }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(oldLogin.code).not.toBe(200);

    await main.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບດຽວນີ້' }).click();
    const dialog = loginDialog(page, 'ເຂົ້າສູ່ລະບົບ');
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByPlaceholder('ບັນຊີ ຫຼື ເບີໂທລະສັບ').fill(account.email);
    await dialog.getByPlaceholder('ລະຫັດຜ່ານ').fill(newPassword);
    await dialog.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ', exact: true }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/');
    const header = page.locator('header').first();
    await poll(() => header.getByRole('link', { name: account.nickName }).isVisible()).toBe(true);
    await poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  test('shows the login dialog when the session expires on the server; Escape closes it and Log in opens it again (en)', async () => {
    const account = { userName: 'supplier', password: 'Demo@12345', nickName: '王明', email: 'supplier@demo.test' };
    const { context, page, errors } = await newPage('en');
    await signInContext(context, portal.url, account.userName, account.password);
    await page.goto('/PersonalCenter/PasswordModification');
    const header = page.locator('header').first();
    await poll(() => header.getByRole('link', { name: account.nickName }).isVisible()).toBe(true);
    const dialog = loginDialog(page, 'Log in');
    expect(await dialog.count()).toBe(0);

    // The session idles out on the server; the next call that needs it opens the dialog.
    expect(await expireSessions(portal.db, account.userName)).toBeGreaterThan(0);
    await page.getByRole('menu').getByRole('link', { name: 'Personal information' }).click();
    await poll(() => dialog.isVisible()).toBe(true);
    // The reason is shown, and the dead session is gone: the top bar offers login again.
    await poll(() => page.getByText('Your login has expired, please log in again').first().isVisible()).toBe(true);
    await poll(() => header.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: account.nickName }).count()).toBe(0);
    await screenshot(page, 'accounts-session-expired-dialog-en');
    await page.keyboard.press('Escape');
    await poll(() => staysOpen(dialog)).toBe(false);
    await header.getByRole('button', { name: 'Log in' }).click();
    await poll(() => staysOpen(dialog)).toBe(true);

    // Logging in again from the dialog reloads the page, which now loads.
    await dialog.getByPlaceholder('Account or phone number').fill(account.userName);
    await dialog.getByPlaceholder('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    const email = page.locator('main form').getByLabel('E-mail', { exact: true });
    await poll(() => email.inputValue()).toBe(account.email);
    await poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/PersonalCenter/PersonalInformation');

    // Expired again, a reload of the protected page: the dialog, the reason, signed out at home.
    expect(await expireSessions(portal.db, account.userName)).toBeGreaterThan(0);
    await page.reload();
    await poll(() => dialog.isVisible()).toBe(true);
    await poll(() => page.getByText('Your login has expired, please log in again').first().isVisible()).toBe(true);
    await poll(() => new URL(page.url()).pathname).toBe('/');
    await poll(() => header.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    // A click outside it closes it, as its close button does.
    await page.mouse.click(20, 880);
    await poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
