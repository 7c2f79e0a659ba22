import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../packages/domain/src/messages';
import type { Locator, Page } from 'playwright-core';
import type { Locale } from '../packages/domain/src/constants';
import { captchaAnswer, mailbox, newSupplier, registerByApi, waitForCode, watchCaptchas } from './support/accounts';
import { PASSWORD, publishedInquiry, submitBaseFiles } from './support/admin';
import { portalInBrowser, screenshot } from './support/browser';
import { apiLogin, authed, buttonName } from './support/certification';
import { explainOnFailure, showsFocus, tabTo } from './support/keyboard';
import { listSections, nameOf, text } from './support/public';
import { followsOf } from './support/questions';
import { signIn, toast } from './support/supplier';

/**
 * The account journeys of the personal centre with the keyboard alone (issue 16): following and unfollowing a
 * tender, changing the password then logging out and in again, reading a notification and choosing the mails,
 * resetting a forgotten password. Only Tab, Shift+Tab, Enter, Space, arrows, Escape and typed text: no click,
 * fill or check. After an action that takes away the control that had the focus (a dialog closes, a row or a
 * step goes), the journey checks where the focus went: on, not back at the top of the page.
 */

const portal = portalInBrowser();

/** Whether the focus is on `target` or inside it. */
const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/**
 * Whether the focused element draws a ring itself: for what the page focuses in place of a control that went (a
 * title, a notification), where `showsFocus` would also count the shadow of the card around it.
 */
const ringsItself = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });

/** A page that records its script errors. */
async function pageIn(locale: Locale, token?: string): Promise<{ page: Page; errors: string[] }> {
  const context = await portal.context(locale);
  if (token) await signIn(context, portal.url, token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Tabs to a control and checks its focus ring. */
async function tabToShown(page: Page, control: Locator, options: { back?: boolean } = {}) {
  await tabTo(page, control, options);
  expect(await showsFocus(page), `${control} shows the focus`).toBe(true);
}

/** Tabs to a field, checks its ring and types into it. */
async function typeInto(page: Page, control: Locator, value: string) {
  await tabToShown(page, control);
  await page.keyboard.type(value);
  await expect.poll(() => control.inputValue()).toBe(value);
}

const button = (scope: Page | Locator, locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  scope.getByRole('button', { name: buttonName(text(locale, key, values)) });

describe('personal centre journeys with the keyboard alone', () => {
  it('follows a tender from its announcement, finds it in My following and unfollows it (zh)', async () => {
    const locale: Locale = 'zh';
    const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 50, sectionStautsList: 8, biddingType: 0 });
    const tender = rows.find((r) => r.sectionStauts === 8 && r.biddingType === 0);
    expect(tender, 'a tender open for sign-up in the demo data').toBeDefined();
    const name = nameOf(tender!, locale);
    const token = await apiLogin(portal.url, 'supplier', PASSWORD);
    // Another project followed before, listed below the new one (newest first): its row takes the gone row's place.
    const other = (await listSections(portal.url, { pageNum: 1, pageSize: 50, sectionStautsList: 1, biddingType: 1 })).rows[0];
    expect(other, 'an inquiry in the demo data').toBeDefined();
    const followedBefore = await authed(portal.url, '/follow', token, { method: 'POST', body: { sectionId: other.sectionId } });
    expect(followedBefore.code, followedBefore.msg).toBe(200);
    const { page, errors } = await pageIn(locale, token);
    await page.goto(`/TenderAnnouncement?id=${tender!.sectionId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    const follow = button(page, locale, 'announcement.actions.follow');
    await tabToShown(page, follow);
    await page.keyboard.press('Enter');
    const followed = button(page, locale, 'announcement.actions.followed');
    await followed.waitFor();
    // The button now says so, out of use, and keeps the focus: the next Tab goes on from there.
    await expect.poll(() => hasFocus(followed)).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    expect(await followed.isDisabled()).toBe(true);
    await screenshot(page, 'keyboard-followed-zh');
    expect((await followsOf(portal.url, token)).some((f) => f.sectionId === tender!.sectionId)).toBe(true);

    // To My following from the top bar's name (my bids) and the personal centre's menu.
    const banner = page.getByRole('banner');
    await tabToShown(page, banner.getByRole('link', { name: '王明' }), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/PersonalCenter/MyBid');
    const menuLink = page.getByRole('menu').getByRole('link', { name: text(locale, 'personal.menu.following') });
    await tabToShown(page, menuLink);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/PersonalCenter/MyFollowing');
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await row.waitFor();

    const unfollow = row.getByRole('button', { name: buttonName(text(locale, 'questions.following.unfollow')) });
    await tabToShown(page, unfollow);
    await screenshot(page, 'keyboard-unfollow-focus-zh');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').filter({ hasText: text(locale, 'questions.following.unfollowConfirm', { name }) });
    await confirm.waitFor();
    // Escape keeps the follow and gives the focus back to the button.
    await expect.poll(() => hasFocus(confirm)).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(unfollow)).toBe(true);
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    const ok = confirm.getByRole('button', { name: buttonName(text(locale, 'common.confirm')) });
    await tabToShown(page, ok);
    await screenshot(page, 'keyboard-unfollow-confirm-zh');
    await page.keyboard.press('Enter');
    await toast(page, text(locale, 'messages.unfollowSuccess'));
    await row.waitFor({ state: 'detached' });
    // The row is gone with its button: once the confirmation has closed, the focus is on the unfollow button of
    // the row in its place, not at the top of the page.
    await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });
    const next = page.locator('.ant-table-row').first();
    expect(await next.textContent()).toContain(nameOf(other, locale));
    await expect.poll(() => hasFocus(next.getByRole('button', { name: buttonName(text(locale, 'questions.following.unfollow')) }))).toBe(true);
    expect(await ringsItself(page)).toBe(true);
    await screenshot(page, 'keyboard-unfollowed-zh');
    expect((await followsOf(portal.url, token)).some((f) => f.sectionId === tender!.sectionId)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('changes the password, logs out from the top bar and in again through the login dialog (en)', async () => {
    const locale: Locale = 'en';
    const supplier = newSupplier('KeysPassword');
    await registerByApi(portal.url, supplier);
    const { page, errors } = await pageIn(locale, await apiLogin(portal.url, supplier.phonenumber, supplier.password));
    await page.goto('/PersonalCenter/MyBid');
    const menuLink = page.getByRole('menu').getByRole('link', { name: text(locale, 'personal.menu.password') });
    await tabToShown(page, menuLink);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/PersonalCenter/PasswordModification');

    const form = page.locator('main form');
    const label = (key: string) => form.getByLabel(text(locale, `personal.password.${key}`), { exact: true });
    const newPassword = `New${supplier.password}`;
    await typeInto(page, label('oldPassword'), supplier.password);
    await typeInto(page, label('newPassword'), newPassword);
    await typeInto(page, label('confirmPassword'), `${newPassword}!`);
    const save = form.getByRole('button', { name: buttonName(text(locale, 'personal.password.save')) });
    await tabToShown(page, save);
    await page.keyboard.press('Enter');
    // Refused: the confirmation differs. The focus goes to it, to type it again.
    await form.getByText(text(locale, 'messages.passwordMismatch'), { exact: true }).waitFor();
    await expect.poll(() => hasFocus(label('confirmPassword'))).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-password-refused-en');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(newPassword);
    await tabToShown(page, save);
    await page.keyboard.press('Enter');
    await toast(page, text(locale, 'personal.password.saved'));
    await expect.poll(() => label('oldPassword').inputValue()).toBe('');
    // The form is cleared; the focus has not left it.
    expect(await hasFocus(form)).toBe(true);

    // Log out from the top bar: the focus goes to the top bar's login, where the user is now signed out.
    const banner = page.getByRole('banner');
    await tabToShown(page, banner.getByRole('button', { name: text(locale, 'accounts.userArea.logout') }), { back: true });
    await page.keyboard.press('Enter');
    const login = banner.getByRole('button', { name: text(locale, 'shell.login'), exact: true });
    await login.waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => hasFocus(login)).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-logged-out-en');

    // The login dialog opens with Enter and takes the focus.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text(locale, 'accounts.login.title') });
    await explainOnFailure(page, dialog.waitFor());
    await expect.poll(() => hasFocus(dialog)).toBe(true);
    await typeInto(page, dialog.getByPlaceholder(text(locale, 'accounts.login.username')), supplier.phonenumber);
    await typeInto(page, dialog.getByPlaceholder(text(locale, 'accounts.login.password')), supplier.password);
    // The old password is refused: the dialog stays, the focus in it.
    await page.keyboard.press('Enter');
    await page.getByText(text(locale, 'messages.loginFailed'), { exact: true }).first().waitFor();
    const submit = dialog.getByRole('button', { name: buttonName(text(locale, 'accounts.login.submit')) });
    await expect.poll(() => submit.getAttribute('class')).not.toMatch(/ant-btn-loading/);
    await expect.poll(() => hasFocus(dialog)).toBe(true);
    const password = dialog.getByPlaceholder(text(locale, 'accounts.login.password'));
    await tabToShown(page, password, { back: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(newPassword);
    await screenshot(page, 'keyboard-login-dialog-en');
    await tabToShown(page, submit);
    await page.keyboard.press('Enter');
    // Signed in again: the page reloads with the contact's name in the top bar.
    await banner.getByRole('link', { name: supplier.nickName }).waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('opens the bell from the top bar, reads a notification and changes an e-mail choice on the profile page (lo)', async () => {
    const locale: Locale = 'lo';
    const sectionName = 'ແຈ້ງເຕືອນແປ້ນພິມ';
    const sectionId = await publishedInquiry(portal.url, sectionName);
    const { signupId, token } = await submitBaseFiles(portal.url, sectionId, { pdf: 'spec.pdf', png: 'photo.png' });
    const remark = 'ເອກະສານເຕັກນິກຂາດໜ້າປະທັບກາ';
    const buyer = await apiLogin(portal.url, 'buyer', PASSWORD);
    const reviewed = await authed(portal.url, `/admin/signups/${signupId}/review`, buyer, { method: 'POST', body: { stage: 'baseFiles', pass: false, remark } });
    expect(reviewed.code, reviewed.msg).toBe(200);
    const [user] = await portal.db.query<{ id: number }>("SELECT id FROM app_user WHERE user_name = 'supplier'");
    const unread = async () =>
      Number((await portal.db.query<{ n: string }>('SELECT count(*)::text AS n FROM notification WHERE user_id = $1 AND read_time IS NULL', [user.id]))[0].n);
    const before = await unread();
    expect(before).toBeGreaterThan(0);

    const { page, errors } = await pageIn(locale, token);
    await page.goto('/');
    const bell = page.getByRole('banner').getByTestId('notification-bell');
    // The count comes with the tab's live stream, opened once the page's own calls are done (docs/decisions/live.md).
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe(text(locale, 'notify.bellUnread', { count: before }));
    await tabToShown(page, bell);
    await screenshot(page, 'keyboard-bell-lo');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/Notifications');
    const item = page.getByTestId('notification-list').locator('li').filter({ hasText: remark });
    await item.waitFor();

    // Mark as read: the button goes, the focus stays on the notification just read.
    const markRead = item.getByRole('button', { name: text(locale, 'notify.markRead') });
    await tabToShown(page, markRead);
    await page.keyboard.press('Enter');
    await markRead.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(item)).toBe(true);
    expect(await ringsItself(page)).toBe(true);
    await screenshot(page, 'keyboard-notification-read-lo');
    expect(await unread()).toBe(before - 1);
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe(before - 1 ? text(locale, 'notify.bellUnread', { count: before - 1 }) : text(locale, 'notify.bell'));

    // To the profile page: the top bar's name, then the personal centre's menu.
    await tabToShown(page, page.getByRole('banner').getByRole('link', { name: '王明' }), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/PersonalCenter/MyBid');
    await tabToShown(page, page.getByRole('menu').getByRole('link', { name: text(locale, 'personal.menu.information') }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/PersonalCenter/PersonalInformation');

    // Space unticks the first e-mail choice; the save button keeps it.
    const mails = page.getByRole('region', { name: text(locale, 'notify.preferences.title') });
    const choice = mails.getByRole('checkbox').first();
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(true);
    const event = (await choice.getAttribute('value'))!;
    await tabToShown(page, choice);
    await page.keyboard.press('Space');
    await expect.poll(() => choice.isChecked()).toBe(false);
    await screenshot(page, 'keyboard-mail-choice-lo');
    const saveChoices = mails.getByRole('button', { name: buttonName(text(locale, 'notify.preferences.save')) });
    await tabToShown(page, saveChoices);
    await page.keyboard.press('Enter');
    await page.locator('.ant-message-notice').first().waitFor();
    await expect.poll(async () => (await portal.db.query<{ mail_events: string[] | null }>('SELECT mail_events FROM notification_preference WHERE user_id = $1', [user.id]))[0]?.mail_events ?? null).not.toBeNull();
    const [saved] = await portal.db.query<{ mail_events: string[] }>('SELECT mail_events FROM notification_preference WHERE user_id = $1', [user.id]);
    expect(saved.mail_events).not.toContain(event);
    expect(saved.mail_events.length).toBeGreaterThan(0);
    expect(await hasFocus(saveChoices)).toBe(true);
    await page.reload();
    await expect.poll(() => mails.getByRole('checkbox').first().isChecked()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('resets a forgotten password from the login dialog: e-mail, captcha, mailed code, new password, then logs in (zh)', async () => {
    const locale: Locale = 'zh';
    const supplier = newSupplier('KeysForgot');
    await registerByApi(portal.url, supplier);
    // The registration has just used a code: one code per address per 120 s, so its row is made older.
    await portal.db.query("UPDATE email_code SET create_time = create_time - interval '10 minutes' WHERE email = $1", [supplier.email]);
    const mailsBefore = (await mailbox(portal.url, supplier.email)).length;
    const newPassword = `Reset#${supplier.password}`;
    const { page, errors } = await pageIn(locale);
    const captchas = watchCaptchas(page);
    await page.goto('/');

    // From the top bar's login to the dialog's "forgot password".
    const banner = page.getByRole('banner');
    await tabToShown(page, banner.getByRole('button', { name: text(locale, 'shell.login'), exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text(locale, 'accounts.login.title') });
    await explainOnFailure(page, dialog.waitFor());
    await tabToShown(page, dialog.getByRole('link', { name: text(locale, 'accounts.login.forgot') }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/forgotPassword');
    await dialog.waitFor({ state: 'hidden' });

    const main = page.locator('main');
    const verify = main.locator('form').first();
    const field = (scope: Locator, key: string) => scope.getByLabel(text(locale, `accounts.forgot.${key}`), { exact: true });
    await typeInto(page, field(verify, 'email'), supplier.email);

    // Get code: the code goes out and the focus moves into the code's field, to type it there.
    const getCode = verify.getByRole('button', { name: text(locale, 'accounts.code.send') });
    await tabToShown(page, getCode);
    await page.keyboard.press('Enter');
    // A @demo.test address: the code is shown in the demo mailbox, and the message says so.
    await page.getByText(MESSAGES.codeSentToDemoMailbox[locale]).first().waitFor();
    const code = field(verify, 'smsCode');
    await expect.poll(() => hasFocus(code)).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type(await waitForCode(portal.url, supplier.email, mailsBefore));

    // The captcha: another image with Enter on it, then its answer typed.
    const captchaInput = field(verify, 'captcha');
    const newImage = verify.getByRole('button', { name: text(locale, 'accounts.captcha.another') });
    const firstUuid = await captchas.latest();
    await tabToShown(page, newImage, { back: true });
    await screenshot(page, 'keyboard-forgot-captcha-zh');
    await page.keyboard.press('Enter');
    await expect.poll(() => captchas.latest()).not.toBe(firstUuid);
    expect(await hasFocus(newImage)).toBe(true);
    await tabToShown(page, captchaInput, { back: true });
    await page.keyboard.type(await captchaAnswer(portal.db, await captchas.latest()));

    const next = verify.getByRole('button', { name: buttonName(text(locale, 'accounts.forgot.next')) });
    await tabToShown(page, next);
    await page.keyboard.press('Enter');

    // Step 2: the focus is in the new password's field.
    const activeStep = main.locator('.ant-steps-item-active');
    await expect.poll(() => activeStep.innerText()).toContain(text(locale, 'accounts.forgot.steps.reset'));
    const reset = main.locator('form').nth(1);
    await expect.poll(() => hasFocus(field(reset, 'password'))).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type(newPassword);
    await typeInto(page, field(reset, 'rePassword'), newPassword);
    await expect.poll(() => reset.locator('.ant-form-item-explain-error').count()).toBe(0);
    await screenshot(page, 'keyboard-forgot-new-password-zh');
    await tabToShown(page, reset.getByRole('button', { name: buttonName(text(locale, 'accounts.forgot.submit')) }));
    await page.keyboard.press('Enter');

    // Done: the focus is on what says so.
    await expect.poll(() => activeStep.innerText()).toContain(text(locale, 'accounts.forgot.steps.done'));
    const done = main.getByRole('heading', { name: text(locale, 'accounts.forgot.success') });
    await expect.poll(() => hasFocus(done)).toBe(true);
    expect(await ringsItself(page)).toBe(true);
    await screenshot(page, 'keyboard-forgot-done-zh');

    // Log in now, with the new password.
    await tabToShown(page, main.getByRole('button', { name: buttonName(text(locale, 'accounts.forgot.login')) }));
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await typeInto(page, dialog.getByPlaceholder(text(locale, 'accounts.login.username')), supplier.email);
    await typeInto(page, dialog.getByPlaceholder(text(locale, 'accounts.login.password')), newPassword);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await banner.getByRole('link', { name: supplier.nickName }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});
