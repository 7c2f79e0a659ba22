import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { PASSWORD, publishedInquiry, submitBaseFiles } from './support/admin';
import { animationsDone, portalInBrowser, screenshot } from './support/browser';
import { apiLogin, authed } from './support/certification';
import { signIn } from './support/supplier';
import { text } from './support/public';

/**
 * Notifications and open data in Chromium (issue 15): the supplier's bell counts up when the buyer rejects a
 * stage and the list shows the buyer's remark; a visitor downloads a section's OCDS release from its
 * announcement.
 */

const portal = portalInBrowser();

async function pageIn(locale: Locale, token?: string): Promise<Page> {
  const context = await portal.context(locale);
  if (token) await signIn(context, portal.url, token);
  return context.newPage();
}

/** The number on the bell (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByTestId('notification-bell');
  await bell.waitFor();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const match = /(\d+)/.exec(label);
  return match ? Number(match[1]) : 0;
}

describe('the notification bell', () => {
  for (const locale of ['zh', 'lo'] as const) {
    it(`counts up when the buyer rejects a stage, and the list shows the remark (${locale})`, async () => {
      const sectionId = await publishedInquiry(portal.url, `通知测试 ${locale}`);
      const { signupId, token } = await submitBaseFiles(portal.url, sectionId, { pdf: 'spec.pdf', png: 'photo.png' });
      const page = await pageIn(locale, token);
      await page.goto('/');
      // The count comes with the tab's live stream, a moment after the page's own calls: wait for it to show the stored count.
      const [{ n: before }] = await portal.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notification WHERE read_time IS NULL AND user_id = (SELECT user_id FROM signup WHERE id = $1)',
        [signupId],
      );
      await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(before);

      const remark = locale === 'zh' ? '技术文件缺少盖章页' : 'ເອກະສານເຕັກນິກຂາດໜ້າປະທັບກາ';
      const buyer = await apiLogin(portal.url, 'buyer', PASSWORD);
      const reviewed = await authed(portal.url, `/admin/signups/${signupId}/review`, buyer, { method: 'POST', body: { stage: 'baseFiles', pass: false, remark } });
      expect(reviewed.code, reviewed.msg).toBe(200);

      // The stream pushes the new count (no focus, no poll needed).
      await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(before + 1);
      await animationsDone(page.getByTestId('notification-bell')); // the badge's number rolls in
      await screenshot(page, `notify-bell-${locale}`);

      await page.getByTestId('notification-bell').click();
      await page.getByRole('heading', { name: text(locale, 'notify.title'), exact: true }).waitFor();
      const first = page.getByTestId('notification-list').locator('li').first();
      await expect.poll(() => first.textContent()).toContain(remark);
      expect(await first.textContent()).toContain(`通知测试 ${locale}`);
      await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' }).catch(() => undefined);
      await animationsDone(page.getByTestId('notification-list')); // colours fade in
      await screenshot(page, `notify-list-${locale}`);

      // Reading all clears the count.
      await page.getByRole('button', { name: text(locale, 'notify.markAllRead') }).click();
      await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(0);
    });
  }
});

describe('where users see and choose notifications', () => {
  it('shows the buyer its review queue in the bell, and the supplier its mail choices on the profile page', async () => {
    const buyer = await apiLogin(portal.url, 'buyer', PASSWORD);
    const page = await pageIn('zh', buyer);
    await page.goto('/admin/sections');
    // The earlier tests' base files waited for this buyer's review.
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByTestId('notification-bell').click();
    await page.getByRole('heading', { name: text('zh', 'notify.title'), exact: true }).waitFor();
    await screenshot(page, `notify-buyer-zh`);

    for (const locale of ['zh', 'lo'] as const) {
      const supplier = await pageIn(locale, await apiLogin(portal.url, 'supplier', PASSWORD));
      await supplier.goto('/PersonalCenter/PersonalInformation');
      await supplier.getByRole('heading', { name: text(locale, 'notify.preferences.title') }).waitFor();
      await supplier.getByRole('checkbox').first().waitFor();
      await screenshot(supplier, `notify-profile-${locale}`);
    }
  });
});

describe('open data', () => {
  it('lets a visitor download the OCDS release of a section from its announcement', async () => {
    const sectionId = await publishedInquiry(portal.url, '开放数据测试');
    const page = await pageIn('zh');
    await page.goto(`/InquiryAnnouncement?id=${sectionId}`);
    const link = page.getByTestId('ocds-download');
    await link.waitFor();
    expect(await link.textContent()).toContain(text('zh', 'notify.openData.release'));
    await screenshot(page, `ocds-announcement-zh`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const pkg = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(pkg).toMatchObject({ version: '1.1', releases: [{ ocid: `ocds-portal-${sectionId}`, tag: ['tender'], tender: { id: String(sectionId), title: '开放数据测试' } }] });

    // The footer leads to the open data page.
    await page.getByRole('link', { name: text('zh', 'notify.openData.footer'), exact: true }).click();
    await page.getByRole('heading', { name: text('zh', 'notify.openData.title') }).waitFor();
    await screenshot(page, `ocds-page-zh`);
  });
});
