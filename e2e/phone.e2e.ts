import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../packages/domain/src/constants';
import { animationsDone, portalInBrowser, screenshot } from './support/browser';
import { apiLogin, buttonName } from './support/certification';
import { shownWhole, text } from './support/public';
import { account, detailIds, quotingInquiry, signIn, signUpAt } from './support/quotation';
import { buyerApi, tenderForm } from './support/supplier';

/**
 * The portal on a 390 × 844 phone (issue 16, docs/decisions/phone.md), in Chromium, in the three languages:
 * a visitor's home, list and announcement with the top bar's menu, the login and registration pages, and a
 * supplier who signs up from an announcement and quotes. On every page nothing is wider than the screen, and
 * every control the journey needs lies inside it, whole, and is tall enough to tap.
 */

const portal = portalInBrowser();

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Demo@12345';
/** The smallest touch target, in CSS pixels. */
const TOUCH = 44;

/** A fresh page in `locale` on a phone-sized window, signed in with `token` if given. */
async function phone(locale: Locale, token?: string, size = PHONE): Promise<Page> {
  const context = await portal.context(locale);
  if (token) await signIn(context, portal.url, token);
  const page = await context.newPage();
  await page.setViewportSize(size);
  return page;
}

/** The page scrolls only up and down: nothing in it is wider than the window. */
async function fitsWidth(page: Page, where: string) {
  const { scrollWidth, window } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, window: innerWidth }));
  expect(scrollWidth, `${where}: page width`).toBeLessThanOrEqual(window);
}

/**
 * Scrolled to, the control lies inside the window from side to side, no ancestor (a scrolling table, a
 * clipped box) cuts it off, and, unless `tap` is false, it is at least 44 px high: a field with an icon, a
 * stepper or a calendar is measured by its whole frame, which takes the tap.
 */
async function onScreen(locator: Locator, what: string, { tap = true } = {}) {
  await locator.scrollIntoViewIfNeeded();
  const frame = locator.locator('xpath=ancestor-or-self::*[contains(@class, "ant-input-affix-wrapper") or contains(@class, "ant-input-number") or contains(concat(" ", @class, " "), " ant-picker ")][last()]');
  const box = (await frame.count()) ? await frame.boundingBox() : await locator.boundingBox();
  const width = locator.page().viewportSize()!.width;
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width);
  expect(await shownWhole(locator), `${what} is not clipped`).toBe(true);
  if (tap) expect(box!.height, `${what}: height`).toBeGreaterThanOrEqual(TOUCH);
}

/** The top bar's menu button (its name in the page's language). */
const menuButton = (page: Page, locale: Locale) => page.getByRole('button', { name: text(locale, 'shell.menu.open') });

/** The language switcher of the top bar, found by the language's own name that it shows. */
const languageSwitcher = (page: Page, locale: Locale) => page.getByRole('banner').locator('button', { hasText: text(locale, 'common.languageName') });

/** The project cards of a home block or a list: links holding a level-3 heading. */
/** The project cards of a region: a home card is a link holding its heading, a list card's heading holds its link. */
const cardsIn = (scope: Locator) =>
  scope.getByRole('link').filter({ has: scope.page().getByRole('heading', { level: 3 }) }).or(scope.getByRole('heading', { level: 3 }).getByRole('link'));

/** Opens the top bar's menu and gives the drawer. */
async function openMenu(page: Page, locale: Locale): Promise<Locator> {
  await onScreen(menuButton(page, locale), 'menu button');
  await menuButton(page, locale).click();
  const drawer = page.getByRole('dialog', { name: text(locale, 'shell.menu.title') });
  await drawer.waitFor();
  // Measured once it has slid in: during its opening it lies partly beyond the right edge.
  await animationsDone(drawer);
  return drawer;
}

/** Closes a drawer or dialog with Escape and waits until it has gone. */
async function closeWithEscape(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('on a 390 × 844 phone', () => {
  for (const locale of LOCALES) {
    it(`takes a visitor from the home page through the menu and a list to an announcement in ${locale}`, async () => {
      const page = await phone(locale);
      await page.goto('/');
      const tenders = page.getByRole('region', { name: text(locale, 'home.tenders') });
      await cardsIn(tenders).first().waitFor();
      await fitsWidth(page, 'home');
      // The bar keeps the search (under it on the home page), the language switch and the menu.
      await onScreen(page.getByRole('banner').getByRole('searchbox', { name: text(locale, 'shell.searchPlaceholder') }), 'search box');
      await onScreen(page.getByRole('banner').getByRole('button', { name: buttonName(text(locale, 'common.search')) }), 'search button');
      await onScreen(languageSwitcher(page, locale), 'language switcher');
      await onScreen(cardsIn(tenders).first(), 'first tender card', { tap: false });
      await screenshot(page, `phone-home-${locale}`);

      // The language switcher's choices fit the screen.
      await languageSwitcher(page, locale).click();
      const languages = page.getByRole('menuitem');
      await expect.poll(() => languages.count()).toBe(LOCALES.length);
      for (const other of LOCALES) await onScreen(languages.filter({ hasText: text(other, 'common.languageName') }), `language ${other}`);
      await page.keyboard.press('Escape');
      await languages.first().waitFor({ state: 'hidden' });

      // The menu: the category tabs and the account (log in, register), each a full-width row.
      const drawer = await openMenu(page, locale);
      for (const tab of ['nav.home', 'nav.material', 'nav.engineering', 'nav.service']) await onScreen(drawer.getByRole('link', { name: text(locale, tab), exact: true }).first(), tab);
      await onScreen(drawer.getByRole('button', { name: buttonName(text(locale, 'shell.login')) }), 'log in');
      await onScreen(drawer.getByRole('link', { name: text(locale, 'shell.register') }), 'register');
      await screenshot(page, `phone-menu-${locale}`);
      // A tab of the menu opens its list and closes the menu.
      const tenderHref = await cardsIn(tenders).first().getAttribute('href');
      await drawer.getByRole('link', { name: text(locale, 'nav.material'), exact: true }).click();
      await page.waitForURL(/\/MaterialProject/);
      await drawer.waitFor({ state: 'hidden' });
      const cards = cardsIn(page.getByRole('main'));
      await cards.first().waitFor();
      await fitsWidth(page, 'materials list');
      await onScreen(cards.first(), 'first project card', { tap: false });
      await screenshot(page, `phone-list-${locale}`);

      // A tender open for sign-up: a visitor sees the time left, Follow and Sign up, all on the screen.
      await page.goto(tenderHref!);
      const signup = page.getByRole('button', { name: buttonName(text(locale, 'announcement.actions.signup')) });
      await signup.waitFor();
      await fitsWidth(page, 'tender announcement');
      await onScreen(page.getByRole('heading', { level: 1 }), 'title', { tap: false });
      await onScreen(page.getByRole('timer'), 'countdown', { tap: false });
      await onScreen(page.getByRole('button', { name: buttonName(text(locale, 'announcement.actions.follow')) }), 'follow');
      await onScreen(signup, 'sign up');
      await screenshot(page, `phone-tender-${locale}`);
    });

    it(`shows the login and registration forms whole, and logs a supplier in, in ${locale}`, async () => {
      const page = await phone(locale);
      await page.goto('/Register');
      const submitRegistration = page.getByRole('button', { name: buttonName(text(locale, 'accounts.register.submit')) });
      await submitRegistration.waitFor();
      await fitsWidth(page, 'registration');
      for (const field of ['companyName', 'tin', 'password', 'rePassword', 'phonenumber', 'email', 'smsCode']) {
        await onScreen(page.getByLabel(text(locale, `accounts.register.${field}`), { exact: true }), field);
      }
      await onScreen(submitRegistration, 'register');
      await screenshot(page, `phone-register-${locale}`);

      await page.goto('/login');
      const username = page.getByPlaceholder(text(locale, 'accounts.login.username'));
      const password = page.getByPlaceholder(text(locale, 'accounts.login.password'));
      const submit = page.getByRole('main').getByRole('button', { name: buttonName(text(locale, 'accounts.login.submit')) });
      await username.waitFor();
      await fitsWidth(page, 'login');
      await onScreen(username, 'user name');
      await onScreen(password, 'password');
      await onScreen(submit, 'log in');
      await screenshot(page, `phone-login-${locale}`);

      await username.fill('supplier');
      await password.fill(PASSWORD);
      await submit.click();
      await page.waitForURL((url) => url.pathname === '/');
      // Signed in, the menu holds the account: the user's name and log out.
      const drawer = await openMenu(page, locale);
      const account = drawer.getByRole('region', { name: text(locale, 'shell.menu.account') });
      await onScreen(account.getByRole('button', { name: buttonName(text(locale, 'accounts.userArea.logout')) }), 'log out');
      await screenshot(page, `phone-menu-signed-in-${locale}`);
      await closeWithEscape(page, drawer);
    });

    it(`lets a supplier sign up from an announcement and quote, in ${locale}`, async () => {
      const token = await apiLogin(portal.url, 'supplier', PASSWORD);
      const buyer = buyerApi(portal.url, () => apiLogin(portal.url, 'buyer', PASSWORD));
      const tender = await buyer.publish(tenderForm(new Date()));
      const page = await phone(locale, token);

      // Sign-up, from the announcement to the bid detail.
      await page.goto(`/TenderAnnouncement?id=${tender}`);
      const signup = page.getByRole('button', { name: buttonName(text(locale, 'announcement.actions.signup')) });
      await onScreen(signup, 'sign up');
      await signup.click();
      await page.waitForURL(/\/PersonalCenter\/BidDetails\?id=\d+/);
      await page.locator('#stage-base').waitFor();
      await fitsWidth(page, 'bid detail');
      await onScreen(page.locator('#stage-base').getByRole('button', { name: buttonName(text(locale, 'bids.detail.submit')) }), 'submit base files');
      await screenshot(page, `phone-bid-detail-${locale}`);

      // The personal centre's menu is a drawer behind a button naming the page.
      const centre = page.getByRole('main').getByRole('button', { name: new RegExp(text(locale, 'personal.title')) });
      await onScreen(centre, 'personal centre menu');
      await centre.click();
      const menu = page.getByRole('dialog', { name: text(locale, 'personal.title') });
      await onScreen(menu.getByRole('menuitem', { name: new RegExp(text(locale, 'personal.menu.myBid')) }), 'my bids');
      await screenshot(page, `phone-personal-menu-${locale}`);
      await menu.getByRole('link', { name: text(locale, 'personal.menu.myBid') }).click();
      await page.waitForURL(/\/PersonalCenter\/MyBid/);
      await menu.waitFor({ state: 'hidden' });
      // A card a sign-up, its action inside the screen (issue 23; e2e/touchAndText.e2e.ts checks them all at 360 px).
      const card = page.getByRole('list', { name: text(locale, 'personal.menu.myBid') }).getByRole('listitem').first();
      await card.waitFor();
      await onScreen(card.getByRole('link', { name: new RegExp(`^(${text(locale, 'bids.list.details')}|${text(locale, 'bids.list.manage')})$`) }).or(card.getByRole('button')).first(), 'my bid action');
      await fitsWidth(page, 'my bids');
      await screenshot(page, `phone-my-bids-${locale}`);

      // Quoting: the price inputs scroll inside the table; each one, the total and the submit button fit.
      const db = portal.db;
      const { section, pipe, valve } = await quotingInquiry(db, (await account(db, 'buyer')).companyId);
      await signUpAt(db, section, await account(db, 'supplier'));
      const [body, coating] = await detailIds(db, pipe);
      await page.goto(`/quotation?id=${section}`);
      await page.locator('#quotation-table').waitFor();
      await fitsWidth(page, 'quotation');
      await onScreen(page.getByRole('timer'), 'countdown', { tap: false });
      for (const [input, price] of [
        [`#price-${valve}`, '750.5'],
        [`#detail-price-${body}`, '4000'],
        [`#detail-price-${coating}`, '30'],
      ] as const) {
        await onScreen(page.locator(input), input);
        await page.locator(input).fill(price);
      }
      await onScreen(page.getByTestId('grand-total'), 'grand total', { tap: false });
      await expect.poll(() => page.getByTestId('grand-total').innerText()).toMatch(/89,020\.00/);
      await fitsWidth(page, 'quotation, filled');
      await screenshot(page, `phone-quotation-${locale}`);
      const submit = page.getByRole('button', { name: buttonName(text(locale, 'quotation.actions.submit')) });
      await onScreen(submit, 'submit quotation');
      await submit.click();
      const confirm = page.getByRole('dialog');
      const ok = confirm.getByRole('button', { name: buttonName(text(locale, 'quotation.submit.ok')) });
      // Measured once the dialog has zoomed in: during its opening it is drawn scaled down. The zoom runs on an
      // element around the one named dialog, so every motion of the page is waited for.
      await ok.waitFor();
      await animationsDone(page.locator('body'));
      await onScreen(ok, 'confirm submission');
      await ok.click();
      await page.locator('.ant-message-notice').filter({ hasText: text(locale, 'quotation.submit.success') }).waitFor();
      await page.locator('#quotation-history').getByText(text(locale, 'quotation.history.round', { round: 1 }), { exact: true }).waitFor({ timeout: 15_000 });
      // The page reloads after a success and then takes quotes again (as in quotation.e2e.ts).
      await expect.poll(() => submit.isDisabled({ timeout: 1_000 }).catch(() => true), { timeout: 15_000, interval: 250 }).toBe(false);
      await page.locator('#quotation-history').getByText(text(locale, 'quotation.history.round', { round: 1 }), { exact: true }).waitFor();
      await fitsWidth(page, 'quotation, submitted');
      await screenshot(page, `phone-quotation-sent-${locale}`);
    });
  }

  it('fits a 360 px phone too: home and an announcement in Lao', async () => {
    const page = await phone('lo', undefined, { width: 360, height: 780 });
    await page.goto('/');
    const tenders = page.getByRole('region', { name: text('lo', 'home.tenders') });
    await cardsIn(tenders).first().waitFor();
    await fitsWidth(page, 'home at 360 px');
    await onScreen(menuButton(page, 'lo'), 'menu button');
    await onScreen(languageSwitcher(page, 'lo'), 'language switcher');
    await screenshot(page, 'phone-360-home-lo');
    const href = await cardsIn(page.getByRole('region', { name: text('lo', 'home.inquiries') })).first().getAttribute('href');
    await page.goto(href!);
    await page.getByRole('timer').waitFor();
    await fitsWidth(page, 'inquiry announcement at 360 px');
    await onScreen(page.getByRole('button', { name: buttonName(text('lo', 'announcement.actions.follow')) }), 'follow');
    await screenshot(page, 'phone-360-inquiry-lo');
  });

  it("picks a day range in a list's filter on a 360 px phone: each calendar is one month that fits the screen", async () => {
    const page = await phone('lo', await apiLogin(portal.url, 'supplier', PASSWORD), { width: 360, height: 780 });
    await page.goto('/PersonalCenter/MyFollowing');
    const from = page.getByRole('textbox', { name: text('lo', 'questions.list.from') });
    const to = page.getByRole('textbox', { name: text('lo', 'questions.list.to') });
    await onScreen(from, 'from day');
    await onScreen(to, 'to day');
    for (const [field, day] of [[from, '10'], [to, '20']] as const) {
      await field.click();
      const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      await calendar.waitFor();
      await animationsDone(calendar);
      const box = (await calendar.boundingBox())!;
      expect(box.x, 'calendar: left edge').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'calendar: right edge').toBeLessThanOrEqual(360);
      expect(box.y, 'calendar: top edge').toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'calendar: bottom edge').toBeLessThanOrEqual(780);
      const cell = calendar.locator('td.ant-picker-cell-in-view').filter({ hasText: new RegExp(`^${day}$`) });
      const target = (await cell.boundingBox())!;
      expect(Math.min(target.width, target.height), 'a day: width and height').toBeGreaterThanOrEqual(TOUCH);
      await cell.click();
      await calendar.waitFor({ state: 'hidden' });
    }
    expect(await from.inputValue()).toMatch(/-10$/);
    expect(await to.inputValue()).toMatch(/-20$/);
    await fitsWidth(page, 'followed projects with a day range');
    await screenshot(page, 'phone-360-day-range-lo');
  });
});
