import { describe, expect, it } from 'vitest';
import { PASSWORD, publishedInquiry } from './support/admin';
import { portalInBrowser, screenshot } from './support/browser';
import { apiLogin } from './support/certification';
import { listSections, nameOf, searchWords, text } from './support/public';
import { showsFocus, tabTo } from './support/keyboard';
import { signIn } from './support/supplier';
import { account, detailIds, quotingInquiry, signUpAt } from './support/quotation';

/**
 * The browser journeys with the keyboard alone (issue 16, "Accessible"): only Tab, Shift+Tab, Enter, Space,
 * arrows and typed text move through the pages, no click and no fill. Each journey asserts what the user
 * then sees. A control the keyboard cannot reach fails `tabTo`.
 */

const portal = portalInBrowser();

describe('keyboard only', () => {
  it('logs in on the login page', async () => {
    const context = await portal.context('zh');
    const page = await context.newPage();
    await page.goto('/login');
    await tabTo(page, page.getByPlaceholder(text('zh', 'accounts.login.username')));
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type('supplier');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByRole('button', { name: text('zh', 'accounts.userArea.logout') }).waitFor();
    // The login page sends a signed-in user home once it renders again, a moment after the top bar shows the account.
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it("skips the top bar with the page's first Tab stop, in the workbench past its menu too (lo)", async () => {
    const context = await portal.context('lo');
    await signIn(context, portal.url, await apiLogin(portal.url, 'buyer', PASSWORD));
    const page = await context.newPage();
    for (const path of ['/', '/admin/sections']) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: text('lo', 'shell.skipToContent') });
      expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
      // Shown where the keyboard user looks, once focused.
      const box = (await skip.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await screenshot(page, `keyboard-skip-link${path.replaceAll('/', '-')}`);
      await page.keyboard.press('Enter');
      // The focus is on the page's own content: the top bar's (and the menu's) links are behind it.
      const inContent = await page.evaluate(() => {
        const targets = document.querySelectorAll('[data-skip-target]');
        return targets[targets.length - 1] === document.activeElement;
      });
      expect(inContent).toBe(true);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => ({
        inBanner: !!document.activeElement?.closest('header, [role="banner"]'),
        inMenu: !!document.activeElement?.closest('aside'),
      }));
      expect(focused).toEqual({ inBanner: false, inMenu: false });
    }
  });

  it('searches the projects from the home page and opens an announcement', async () => {
    const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 100 });
    const word = searchWords(rows, 'zh')[0];
    expect(word, 'a search word in the demo data').toBeDefined();

    const context = await portal.context('zh');
    const page = await context.newPage();
    await page.goto('/');
    await tabTo(page, page.getByRole('banner').getByPlaceholder(text('zh', 'shell.searchPlaceholder')));
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/TenderProject' && url.searchParams.get('keyword') === word);

    const firstName = page.getByRole('main').getByRole('heading', { level: 3 }).first();
    const link = firstName.getByRole('link');
    await tabTo(page, link);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-focus-card');
    const name = (await link.textContent())!.trim();
    expect(name).toContain(word);
    const [announcement] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await announcement.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('signs up for an inquiry from its announcement', async () => {
    const name = '键盘报名询价（E2E）';
    const sectionId = await publishedInquiry(portal.url, name);
    const context = await portal.context('zh');
    await signIn(context, portal.url, await apiLogin(portal.url, 'supplier', PASSWORD));
    const page = await context.newPage();
    await page.goto(`/InquiryAnnouncement?id=${sectionId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();

    const signUp = page.getByRole('button', { name: new RegExp(text('zh', 'announcement.actions.signup').split('').join('\\s*')) });
    await tabTo(page, signUp);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-focus-signup');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/PersonalCenter\/BidDetails\?id=\d+/);
    await page.locator('#stage-base').waitFor();
    await page.getByRole('heading', { level: 1, name: text('zh', 'bids.detail.title') }).waitFor();
    expect(await page.getByText(nameOf({ sectionName: name }, 'zh')).first().isVisible()).toBe(true);
  });

  it('quotes a round on the quotation page', async () => {
    const buyer = await account(portal.db, 'buyer');
    const supplier = await account(portal.db, 'supplier');
    const { section, pipe, valve } = await quotingInquiry(portal.db, buyer.companyId);
    const [body, coating] = await detailIds(portal.db, pipe);
    const signupId = await signUpAt(portal.db, section, supplier);
    const context = await portal.context('zh');
    await signIn(context, portal.url, await apiLogin(portal.url, 'supplier', PASSWORD));
    const page = await context.newPage();
    await page.goto(`/quotation?id=${section}`);
    await page.locator('#quotation-table').waitFor();

    // The pipe is priced through its detail rows, the valve by its unit price.
    for (const [input, price] of [[`#detail-price-${body}`, '4000'], [`#detail-price-${coating}`, '30'], [`#price-${valve}`, '700']] as const) {
      await tabTo(page, page.locator(input));
      expect(await showsFocus(page)).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(price);
    }
    await page.keyboard.press('Tab');
    // 4000 × 12.5 + 30 × 300 for the pipe, 700 × 40 for the valve.
    await expect.poll(() => page.getByTestId('grand-total').innerText()).toBe('¥87,000.00');

    const submit = page.getByRole('button', { name: new RegExp(text('zh', 'quotation.actions.submit').split('').join('\\s*')) });
    await tabTo(page, submit);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await tabTo(page, dialog.getByRole('button', { name: new RegExp(text('zh', 'quotation.submit.ok').split('').join('\\s*')) }));
    await screenshot(page, 'keyboard-quotation-confirm');
    await page.keyboard.press('Enter');
    await page.locator('#quotation-history').getByText(text('zh', 'quotation.history.round', { round: 1 }), { exact: true }).waitFor({ timeout: 15_000 });
    const rounds = await portal.db.query<{ quotes_count: number; total_price: string }>('SELECT quotes_count, total_price::text FROM quote_round WHERE signup_id = $1', [signupId]);
    expect(rounds.map((r) => [r.quotes_count, r.total_price])).toEqual([[1, '87000.0000']]);
  });
});
