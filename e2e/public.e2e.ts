import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOME_CARDS, HOME_SCROLL, LOCALES, PAGE_SIZE, STATUS_FILTERS, type Locale } from '../packages/domain/src/constants';
import { inReaderLanguage, LANGUAGE_NAMES } from '../packages/domain/src/localized';
import { SITE } from '../packages/web/src/site';
import { portalInBrowser, screenshot, staysOpen } from './support/browser';
import { api, block, listSections, nameOf, pick, renderedFonts, searchWords, shownWhole, text, texts, waitForCount, type Row } from './support/public';

/**
 * What a visitor without an account sees (part 1 §2): the home page in the three languages, the language
 * switcher, the project lists with paging and search, the announcements and a category page. Every
 * expectation is read from the API or the SPA's message files, so the seeded data may change.
 */

const portal = portalInBrowser();

/** A fresh visitor in `locale` (no session, language kept in local storage as the portal does). */
async function visitor(locale: Locale = 'zh'): Promise<Page> {
  const context = await portal.context(locale);
  return context.newPage();
}

const PUBLIC_LIST = STATUS_FILTERS.publicList.join(',');

/** Project cards of a list page: each one's name is its level-3 heading. */
const listCards = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

/** A section's announcement as the API gives it to a visitor. */
async function detail(id: number) {
  const body = await api<{ data: { bidSection: Record<string, any> } }>(portal.url, `/system/section/getSectionByIdWithAuth/${id}`);
  return body.data.bidSection;
}

/** Every section a visitor can find in any public list. */
async function allSections(): Promise<Row[]> {
  const { rows, total } = await listSections(portal.url, { pageNum: 1, pageSize: 100 });
  expect(rows.length).toBe(total);
  return rows;
}

/** The first section matching `wanted` whose announcement also satisfies `full`. */
async function findSection(wanted: (row: Row) => boolean, full: (section: Record<string, any>) => boolean = () => true) {
  for (const row of (await allSections()).filter(wanted)) {
    const section = await detail(row.sectionId);
    if (full(section)) return section;
  }
  throw new Error('the demo data has no such section');
}

describe('home page', () => {
  for (const locale of LOCALES) {
    it(`shows the latest projects, tenders and inquiries in ${locale}`, async () => {
      const latestApi = await listSections(portal.url, { pageNum: 1, pageSize: HOME_SCROLL.size, sectionStautsList: STATUS_FILTERS.homeScroll.join(',') }, locale);
      const tendersApi = await listSections(
        portal.url,
        { pageNum: 1, pageSize: HOME_CARDS, biddingType: 0, queryType: 'signUpIng', sectionStautsList: STATUS_FILTERS.homeTenders.join(',') },
        locale,
      );
      const inquiriesApi = await listSections(portal.url, { pageNum: 1, pageSize: HOME_CARDS, biddingType: 1, sectionStautsList: STATUS_FILTERS.homeInquiries.join(',') }, locale);
      expect(latestApi.rows).toHaveLength(HOME_SCROLL.size);
      expect(tendersApi.rows.length).toBeGreaterThan(0);
      expect(inquiriesApi.rows.length).toBeGreaterThan(0);

      const page = await visitor(locale);
      await page.goto('/');
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);

      // The ten latest projects, newest first, named in the visitor's language.
      const latest = page.getByRole('region', { name: text(locale, 'home.latest') });
      const latestItems = latest.getByRole('listitem');
      await waitForCount(latestItems, HOME_SCROLL.size, 'latest projects');
      const latestTitles = await latest.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('title')));
      expect(latestTitles).toEqual(latestApi.rows.map((row) => nameOf(row, locale)));
      for (const [index, row] of latestApi.rows.entries()) {
        await expect.poll(() => latestItems.nth(index).textContent()).toContain(text(locale, row.biddingType === 1 ? 'home.inquiry' : 'home.tender'));
      }

      // Up to eight tender and eight inquiry cards, the same as the API lists.
      for (const [title, answer] of [
        [text(locale, 'home.tenders'), tendersApi],
        [text(locale, 'home.inquiries'), inquiriesApi],
      ] as const) {
        const region = page.getByRole('region', { name: title, exact: true });
        const cards = region.getByRole('heading', { level: 3 });
        await waitForCount(cards, answer.rows.length, title);
        expect(answer.rows.length).toBeLessThanOrEqual(HOME_CARDS);
        expect(await texts(cards)).toEqual(answer.rows.map((row) => nameOf(row, locale)));
        await expect.poll(() => region.getByRole('link', { name: text(locale, 'home.more') }).isVisible()).toBe(true);
      }
      // The seed has more than eight of each, so both blocks are full.
      expect(tendersApi.total).toBeGreaterThan(HOME_CARDS);
      expect(inquiriesApi.total).toBeGreaterThan(HOME_CARDS);

      // Top bar in the visitor's language.
      const banner = page.getByRole('banner');
      for (const key of ['nav.home', 'nav.material', 'nav.engineering', 'nav.service']) {
        expect(await banner.getByRole('link', { name: text(locale, key), exact: true }).first().isVisible(), key).toBe(true);
      }
      expect(await banner.getByPlaceholder(text(locale, 'shell.searchPlaceholder')).isVisible()).toBe(true);
      expect(await banner.getByText(text(locale, 'shell.greeting', { app: text(locale, 'common.appName') })).isVisible()).toBe(true);

      // A project type label from the dictionary, in the visitor's language, on a card.
      const types = await api<{ data: { dictValue: string; dictLabel: string }[] }>(portal.url, '/system/dict/data/type/sys_section_type', {}, locale);
      const firstTender = tendersApi.rows[0];
      const typeLabel = types.data.find((entry) => entry.dictValue === String(firstTender.projectType))!.dictLabel;
      const firstCard = page.getByRole('region', { name: text(locale, 'home.tenders'), exact: true }).getByRole('link').filter({ hasText: nameOf(firstTender, locale) });
      await expect.poll(() => firstCard.textContent()).toContain(typeLabel);

      // The home footer carries the website filing notice.
      const filing = page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'shell.footer.filing', { number: SITE.filingNumber }) });
      expect(await filing.isVisible()).toBe(true);
      expect(await filing.getAttribute('href')).toBe(SITE.filingRegistry);

      // Digits and Latin letters are drawn by a Latin font, not by the Lao or CJK fonts (whose digits look different).
      const deadline = page.getByRole('region', { name: text(locale, 'home.tenders'), exact: true }).getByRole('definition').nth(1);
      await expect.poll(() => deadline.textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
      const fonts = await renderedFonts(page, deadline);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((family) => /lao|phetsarath|cjk/i.test(family)), fonts.join(', ')).toEqual([]);

      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `home-${locale}`);
    });
  }
});

describe('language switcher', () => {
  it('switches to English by reloading, and keeps the choice across reloads', async () => {
    const page = await visitor('zh');
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: text('zh', 'nav.material'), exact: true }).waitFor();

    await banner.getByRole('button', { name: text('zh', 'shell.language') }).click();
    const english = page.getByRole('menuitem', { name: text('en', 'common.languageName') });
    await english.waitFor();
    await Promise.all([page.waitForEvent('load'), english.click()]);

    await banner.getByRole('link', { name: text('en', 'nav.material'), exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await banner.getByRole('button', { name: text('en', 'shell.language') }).textContent()).toContain(text('en', 'common.languageName'));
    expect(await page.getByRole('heading', { name: text('en', 'home.tenders'), exact: true }).isVisible()).toBe(true);

    await page.reload();
    await banner.getByRole('link', { name: text('en', 'nav.engineering'), exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await banner.getByRole('link', { name: text('zh', 'nav.engineering'), exact: true }).count()).toBe(0);
    // Project names now come in English too.
    const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: HOME_CARDS, biddingType: 1, sectionStautsList: STATUS_FILTERS.homeInquiries.join(',') }, 'en');
    const inquiries = page.getByRole('region', { name: text('en', 'home.inquiries'), exact: true }).getByRole('heading', { level: 3 });
    await waitForCount(inquiries, rows.length);
    expect(await texts(inquiries)).toEqual(rows.map((row) => row.sectionNameEn));
  });
});

describe('project list', () => {
  it('pages through /TenderProject ten at a time, with the total of the API', async () => {
    const first = await listSections(portal.url, { pageNum: 1, pageSize: PAGE_SIZE, sectionStautsList: PUBLIC_LIST });
    const second = await listSections(portal.url, { pageNum: 2, pageSize: PAGE_SIZE, sectionStautsList: PUBLIC_LIST });
    expect(first.total).toBeGreaterThan(PAGE_SIZE);
    expect(first.rows).toHaveLength(PAGE_SIZE);

    const page = await visitor('zh');
    await page.goto('/TenderProject');
    const cards = listCards(page);
    await waitForCount(cards, PAGE_SIZE);
    expect(await texts(cards)).toEqual(first.rows.map((row) => row.sectionName));
    expect(await page.getByText(text('zh', 'projects.total', { count: first.total }), { exact: true }).isVisible()).toBe(true);

    // The pager offers every page up to the last.
    const lastPage = Math.ceil(first.total / PAGE_SIZE);
    expect(await page.getByTitle(String(lastPage), { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTitle(String(lastPage + 1), { exact: true }).count()).toBe(0);

    await page.getByTitle('2', { exact: true }).click();
    const secondNames = second.rows.map((row) => row.sectionName);
    await expect.poll(() => texts(cards)).toEqual(secondNames);
    expect(secondNames.filter((name) => first.rows.some((row) => row.sectionName === name))).toEqual([]);
    expect(await page.getByText(text('zh', 'projects.total', { count: second.total }), { exact: true }).isVisible()).toBe(true);

    // Each card opens its announcement in a new tab.
    const card = page.getByRole('link', { name: second.rows[0].sectionName, exact: true });
    expect(await card.getAttribute('target')).toBe('_blank');
    expect(await card.getAttribute('href')).toBe(
      `/${second.rows[0].biddingType === 0 ? 'TenderAnnouncement' : 'InquiryAnnouncement'}?id=${second.rows[0].sectionId}`,
    );

    // The filing notice belongs to the home page only.
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByText(SITE.filingNumber).count()).toBe(0);
  });

  it('keeps the page in the address, so Back from elsewhere returns to it', async () => {
    const second = await listSections(portal.url, { pageNum: 2, pageSize: PAGE_SIZE, sectionStautsList: PUBLIC_LIST });
    const page = await visitor('en');
    await page.goto('/TenderProject');
    const cards = listCards(page);
    await waitForCount(cards, PAGE_SIZE);
    await page.getByTitle('2', { exact: true }).click();
    await expect.poll(() => texts(cards)).toEqual(second.rows.map((row) => nameOf(row, 'en')));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.goto('/');
    await page.goBack();
    await waitForCount(cards, second.rows.length);
    await expect.poll(() => texts(cards)).toEqual(second.rows.map((row) => nameOf(row, 'en')));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.locator('.ant-pagination-item-active').innerText()).toBe('2');
  });
});

describe('search', () => {
  for (const locale of LOCALES) {
    it(`finds projects by a word of their ${locale} names from the top bar of the home page`, async () => {
      const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 100, sectionStautsList: PUBLIC_LIST });
      // A word of the visitor's language that the API finds only in names that show it.
      let word: string | undefined;
      let found: Row[] = [];
      for (const candidate of searchWords(rows, locale)) {
        const answer = await listSections(portal.url, { pageNum: 1, pageSize: PAGE_SIZE, searchValue: candidate, sectionStautsList: PUBLIC_LIST }, locale);
        if (answer.total === answer.rows.length && answer.rows.every((row) => nameOf(row, locale).toLowerCase().includes(candidate))) {
          [word, found] = [candidate, answer.rows];
          break;
        }
      }
      expect(word, `a ${locale} search word in the demo data`).toBeDefined();
      expect(found.length).toBeGreaterThanOrEqual(2);
      expect(found.length).toBeLessThan(rows.length);

      const page = await visitor(locale);
      await page.goto('/');
      const search = page.getByRole('banner').getByPlaceholder(text(locale, 'shell.searchPlaceholder'));
      await search.fill(word!);
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === '/TenderProject');
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(word);

      const cards = listCards(page);
      await waitForCount(cards, found.length);
      const names = await texts(cards);
      expect(names.sort()).toEqual(found.map((row) => nameOf(row, locale)).sort());
      for (const name of names) expect(name.toLowerCase()).toContain(word);
      expect(await page.getByText(text(locale, 'projects.searching', { keyword: word! }), { exact: true }).isVisible()).toBe(true);
      expect(await search.inputValue()).toBe(word);
    });
  }

  it('shows the empty state when no project name matches, searching on the list itself', async () => {
    const keyword = '无此项目zzq';
    const none = await listSections(portal.url, { pageNum: 1, pageSize: PAGE_SIZE, searchValue: keyword, sectionStautsList: PUBLIC_LIST });
    expect(none.total).toBe(0);

    const page = await visitor('zh');
    await page.goto('/TenderProject');
    const cards = listCards(page);
    await waitForCount(cards, PAGE_SIZE);
    const search = page.getByRole('banner').getByPlaceholder(text('zh', 'shell.searchPlaceholder'));
    await search.fill(keyword);
    await search.press('Enter');

    await page.getByText(text('zh', 'projects.empty.withKeyword', { keyword })).waitFor();
    expect(await cards.count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(keyword);
    expect(await page.getByText(text('zh', 'projects.total', { count: 0 }), { exact: true }).isVisible()).toBe(true);
  });
});

describe('announcements', () => {
  for (const locale of ['zh', 'lo'] as const) {
    it(`shows a tender open for sign-up in ${locale}, and asks a visitor to log in to sign up`, async () => {
      const section = await findSection(
        (row) => row.biddingType === 0 && row.sectionStauts === 8,
        (s) => s.fileList.length > 0 && s.receivingAccountList.length > 0 && s.sectorList.length > 0 && pick(s, 'projectNotes', locale).includes('<'),
      );
      const page = await visitor(locale);
      await page.goto(`/TenderAnnouncement?id=${section.sectionId}`);

      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      expect(await title.textContent()).toBe(nameOf(section, locale));

      // Info grid: who buys, at what price.
      const info = block(page, text(locale, 'announcement.blocks.info'));
      expect(await info.getByText(text(locale, 'announcement.info.organization'), { exact: true }).isVisible()).toBe(true);
      expect(await info.getByText(pick(section, 'organization', locale), { exact: true }).isVisible()).toBe(true);
      expect(await info.getByText(text(locale, 'announcement.info.projectPrice'), { exact: true }).isVisible()).toBe(true);
      expect(await info.getByText(text(locale, 'announcement.info.signupEndTime'), { exact: true }).isVisible()).toBe(true);
      expect(await info.getByText(section.signupEndTime, { exact: true }).isVisible()).toBe(true);

      // Subject table: one row per item.
      const subjects = block(page, text(locale, 'announcement.blocks.subjects'));
      for (const sector of section.sectorList) {
        expect(await subjects.getByRole('cell', { name: pick(sector, 'sectorName', locale), exact: true }).isVisible()).toBe(true);
      }
      expect(await subjects.getByText(text(locale, 'announcement.subjects.count', { count: section.sectorList.length })).isVisible()).toBe(true);

      // Charge table: where to pay.
      const charges = block(page, text(locale, 'announcement.blocks.charges'));
      expect(await charges.getByRole('columnheader', { name: text(locale, 'announcement.charges.accountNumber') }).isVisible()).toBe(true);
      for (const account of section.receivingAccountList) {
        expect(await charges.getByRole('cell', { name: account.bankAccount, exact: true }).first().isVisible()).toBe(true);
        expect(await charges.getByRole('cell', { name: account.openAccountBank, exact: true }).first().isVisible()).toBe(true);
        // Every column, the payment deadline last, fits the page: long bank names wrap rather than push it out of view.
        const deadline = charges.getByRole('cell', { name: account.paymentDeadline, exact: true }).first();
        expect(await shownWhole(deadline), `${account.paymentDeadline} shown whole`).toBe(true);
      }

      // Attachments download as PDF files.
      const attachments = block(page, text(locale, 'announcement.blocks.attachments'));
      for (const file of section.fileList) {
        // Its title in the reader's language, else in another one followed by that language's name.
        const title = inReaderLanguage(file, 'fileName', locale);
        const link = attachments.getByRole('link', { name: title.fallback ? `${title.text} ${LANGUAGE_NAMES[locale][title.lang!]}` : title.text, exact: true });
        expect(await link.isVisible()).toBe(true);
        const href = await link.getAttribute('href');
        expect(href).toBe(file.url);
        const response = await page.request.get(href!);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-disposition']).toMatch(/^attachment/);
        if (file.type === 'pdf') expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
      }

      // Project notes are rendered as HTML, not shown as markup.
      const notesHtml = pick(section, 'projectNotes', locale);
      const notes = block(page, text(locale, 'announcement.blocks.notes'));
      const firstHeading = /<h[2-4][^>]*>(.*?)<\/h[2-4]>/.exec(notesHtml)?.[1].replace(/<[^>]+>/g, '');
      expect(firstHeading).toBeTruthy();
      expect(await notes.getByRole('heading', { name: firstHeading, exact: true }).isVisible()).toBe(true);
      expect(await notes.textContent()).not.toContain('</');
      if (notesHtml.includes('<table')) expect(await notes.getByRole('table').count()).toBeGreaterThan(0);

      // Sign-up is open (status 8): a visitor is asked to log in, in a dialog that Escape and a click outside close.
      const signup = page.getByRole('button', { name: text(locale, 'announcement.actions.signup') });
      expect(await signup.isVisible()).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `tender-announcement-${locale}`);

      await signup.click();
      const dialog = page.getByRole('dialog', { name: text(locale, 'accounts.login.title') });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => staysOpen(dialog)).toBe(false);
      await signup.click();
      await dialog.waitFor();
      expect(await staysOpen(dialog)).toBe(true);
      await page.mouse.click(8, 450); // outside the dialog, on the mask
      await expect.poll(() => staysOpen(dialog)).toBe(false);
      await signup.click();
      await dialog.waitFor();
      // The form comes with its own chunk: wait for it to be shown rather than read it at once.
      await dialog.getByPlaceholder(text(locale, 'accounts.login.username')).waitFor();
      expect(await dialog.getByPlaceholder(text(locale, 'accounts.login.password')).isVisible()).toBe(true);
      expect(page.url()).toContain(`/TenderAnnouncement?id=${section.sectionId}`);
    });

    it(`shows an inquiry open for quotes in ${locale}, with its sign-up button`, async () => {
      const section = await findSection((row) => row.biddingType === 1 && row.sectionStauts === 1);
      const page = await visitor(locale);
      await page.goto(`/InquiryAnnouncement?id=${section.sectionId}`);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      expect(await title.textContent()).toBe(nameOf(section, locale));
      const info = block(page, text(locale, 'announcement.blocks.info'));
      expect(await info.getByText(text(locale, 'announcement.info.entTime.inquiry'), { exact: true }).isVisible()).toBe(true);
      expect(await info.getByText(text(locale, 'announcement.info.signupEndTime'), { exact: true }).count()).toBe(0);
      const subjects = block(page, text(locale, 'announcement.blocks.subjects'));
      for (const sector of section.sectorList) {
        expect(await subjects.getByRole('cell', { name: pick(sector, 'sectorName', locale), exact: true }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('button', { name: text(locale, 'announcement.actions.signup') }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: text(locale, 'announcement.actions.follow') }).isVisible()).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `inquiry-announcement-${locale}`);
    });
  }

  it('offers no sign-up on a tender whose sign-up has not opened (status 7)', async () => {
    const section = await findSection((row) => row.biddingType === 0 && row.sectionStauts === 7);
    const page = await visitor('en');
    await page.goto(`/TenderAnnouncement?id=${section.sectionId}`);
    await page.getByRole('heading', { level: 1, name: section.sectionNameEn }).waitFor();
    expect(await page.getByRole('button', { name: text('en', 'announcement.actions.follow') }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: text('en', 'announcement.actions.signup') }).count()).toBe(0);
  });

  it('expands the items of a section with detail rows (sectionType 1)', async () => {
    const section = await findSection(
      (row) => row.sectionType === 1,
      (s) => s.sectorList.some((sector: { detailsList: unknown[] }) => sector.detailsList.length > 0),
    );
    const sector = section.sectorList.find((s: { detailsList: unknown[] }) => s.detailsList.length > 0);
    const page = await visitor('en');
    await page.goto(`/${section.biddingType === 0 ? 'TenderAnnouncement' : 'InquiryAnnouncement'}?id=${section.sectionId}`);
    const subjects = block(page, text('en', 'announcement.blocks.subjects'));
    const row = subjects.getByRole('row').filter({ has: page.getByRole('cell', { name: sector.sectorNameEn, exact: true }) });
    await row.waitFor();
    const details = sector.detailsList.map((d: object) => pick(d, 'sectorName', 'en'));
    for (const name of details) expect(await subjects.getByRole('cell', { name, exact: true }).count()).toBe(0);

    await row.getByRole('button', { name: /expand/i }).click();
    for (const name of details) await subjects.getByRole('cell', { name, exact: true }).first().waitFor();
    expect(await subjects.getByRole('columnheader', { name: text('en', 'announcement.subjects.detailType') }).isVisible()).toBe(true);
  });
});

describe('category page', () => {
  it('lists only engineering projects on /Project, as the API does', async () => {
    const engineering = await listSections(portal.url, { pageNum: 1, pageSize: PAGE_SIZE, projectType: 2, sectionStautsList: PUBLIC_LIST });
    const everything = await listSections(portal.url, { pageNum: 1, pageSize: 100, sectionStautsList: PUBLIC_LIST });
    expect(engineering.total).toBeGreaterThan(0);
    expect(engineering.rows.every((row) => row.projectType === 2)).toBe(true);
    const others = everything.rows.filter((row) => row.projectType !== 2);
    expect(others.length).toBeGreaterThan(0);

    const page = await visitor('zh');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: text('zh', 'nav.engineering'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/Project');
    await page.getByRole('heading', { level: 1, name: text('zh', 'projects.pages.engineering.title') }).waitFor();

    const cards = listCards(page);
    await waitForCount(cards, engineering.rows.length);
    expect(await texts(cards)).toEqual(engineering.rows.map((row) => row.sectionName));
    expect(await page.getByText(text('zh', 'projects.total', { count: engineering.total }), { exact: true }).isVisible()).toBe(true);
    const shown = await texts(cards);
    expect(others.filter((row) => shown.includes(row.sectionName))).toEqual([]);
  });
});
