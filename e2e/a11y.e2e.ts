import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BidStatus } from '../packages/domain/src/bidStatus';
import type { Locale } from '../packages/domain/src/constants';
import { PASSWORD } from './support/admin';
import { axeViolations, describeViolation } from './support/axe';
import { portalInBrowser } from './support/browser';
import { apiLogin } from './support/certification';
import { listSections, text } from './support/public';
import { signIn } from './support/supplier';

/**
 * Accessibility (issue 16, "Accessible"): axe-core finds no critical or serious violation of WCAG 2.1 A/AA,
 * and none of the page-structure rules (one h1, landmarks, heading order, table headers), on the pages a
 * visitor, a supplier and a buyer use most, in Chinese and in Lao, on the demo data. A failure prints each
 * rule with the elements it found and what to fix.
 */

const portal = portalInBrowser();

type Who = 'visitor' | 'supplier' | 'buyer';

/** Ids of the demo data the pages open, read once. */
interface Ids {
  tender: number;
  inquiry: number;
  /** The demo supplier's sign-up that is ready to quote, and its section (quoting now). */
  signup: number;
  quoting: number;
  /** A section of the demo buyer's organisation, for the editor. */
  draft: number;
}

let ids: Ids;

beforeAll(async () => {
  const [tenders, inquiries] = await Promise.all([
    listSections(portal.url, { pageNum: 1, pageSize: 1, biddingType: 0 }),
    listSections(portal.url, { pageNum: 1, pageSize: 1, biddingType: 1 }),
  ]);
  const [signup] = await portal.db.query<{ id: number; section_id: number }>(
    `SELECT s.id, s.section_id FROM signup s JOIN app_user u ON u.id = s.user_id JOIN section x ON x.id = s.section_id
      WHERE u.user_name = 'supplier' AND s.supplier_bid_status = $1 AND x.section_stauts = 1 ORDER BY s.id LIMIT 1`,
    [BidStatus.readyToQuote],
  );
  const [section] = await portal.db.query<{ id: number }>(
    `SELECT x.id FROM section x JOIN app_user u ON u.company_id = x.buyer_company_id WHERE u.user_name = 'buyer' ORDER BY x.id LIMIT 1`,
  );
  ids = { tender: tenders.rows[0].sectionId, inquiry: inquiries.rows[0].sectionId, signup: Number(signup.id), quoting: Number(signup.section_id), draft: Number(section.id) };
});

interface Checked {
  name: string;
  who: Who;
  path: (ids: Ids) => string;
  /** Waits until the page shows its content (data loaded), so that axe sees what a user sees. */
  ready: (page: Page, locale: Locale) => Promise<unknown>;
}

const visible = (page: Page, selector: string) => page.locator(selector).first().waitFor();

const PAGES: Checked[] = [
  { name: 'home', who: 'visitor', path: () => '/', ready: (page, locale) => page.getByRole('region', { name: text(locale, 'home.tenders'), exact: true }).getByRole('heading', { level: 3 }).first().waitFor() },
  { name: 'project list', who: 'visitor', path: () => '/TenderProject', ready: (page) => page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor() },
  { name: 'tender announcement', who: 'visitor', path: (i) => `/TenderAnnouncement?id=${i.tender}`, ready: (page) => page.getByRole('heading', { level: 2 }).first().waitFor() },
  { name: 'inquiry announcement', who: 'visitor', path: (i) => `/InquiryAnnouncement?id=${i.inquiry}`, ready: (page) => page.getByRole('heading', { level: 2 }).first().waitFor() },
  { name: 'login', who: 'visitor', path: () => '/login', ready: (page, locale) => page.getByPlaceholder(text(locale, 'accounts.login.password')).waitFor() },
  { name: 'register', who: 'visitor', path: () => '/Register', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'MyBid', who: 'supplier', path: () => '/PersonalCenter/MyBid', ready: (page) => visible(page, '.ant-table-row') },
  { name: 'BidDetails', who: 'supplier', path: (i) => `/PersonalCenter/BidDetails?id=${i.signup}`, ready: (page) => visible(page, '#stage-quotation') },
  { name: 'quotation', who: 'supplier', path: (i) => `/quotation?id=${i.quoting}`, ready: (page) => visible(page, '#quotation-table') },
  { name: 'receipt verification', who: 'visitor', path: () => '/verify', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'notifications', who: 'supplier', path: () => '/Notifications', ready: (page) => visible(page, '#mail-preferences ~ .ant-checkbox-group') },
  { name: 'admin section list', who: 'buyer', path: () => '/admin/sections', ready: (page) => visible(page, '.ant-table-row') },
  { name: 'section editor', who: 'buyer', path: (i) => `/admin/sections/${i.draft}`, ready: (page) => visible(page, 'form') },
];

async function open(locale: Locale, who: Who, path: string): Promise<Page> {
  const context = await portal.context(locale);
  if (who !== 'visitor') await signIn(context, portal.url, await apiLogin(portal.url, who, PASSWORD));
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

for (const locale of ['zh', 'lo'] as const) {
  describe(`accessibility in ${locale}`, () => {
    for (const checked of PAGES) {
      it(`${checked.name} has no serious violation`, async () => {
        const page = await open(locale, checked.who, checked.path(ids));
        await checked.ready(page, locale);
        const violations = await axeViolations(page);
        expect(violations.map((violation) => violation.id), violations.map(describeViolation).join('\n\n')).toEqual([]);
      });
    }
  });
}
