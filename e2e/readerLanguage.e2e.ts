import { copyFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { LANGUAGE_NAMES } from '../packages/domain/src/localized';
import { signInContext } from './support/accounts';
import { portalInBrowser, screenshot } from './support/browser';
import { apiLogin, authed } from './support/certification';
import { api, block, listSections, text } from './support/public';
import { fontsReady, giveSectionToBuyer, rowWith } from './support/questions';

/**
 * Data in the reader's language (issue 23 item 6): a Lao reader sees a bid contact's role in Lao where the
 * company gave one, and the Chinese or English one marked with its language where it did not (the demo
 * company's contacts are seeded so); a buyer's answer given in Chinese and Lao is read in Lao, one given in
 * Chinese only is read in Chinese, marked; an announcement's attachment titled in Lao is listed in Lao, one
 * titled only in Chinese is listed in Chinese, marked (the demo tenders' attachments are seeded so).
 */

const PASSWORD = 'Demo@12345';
const locale: Locale = 'lo';
const portal = portalInBrowser();

/** The mark a Lao reader sees after a text in `lang`. */
const mark = (lang: Locale) => LANGUAGE_NAMES[locale][lang];

async function laoSupplierPage(): Promise<Page> {
  const context = await portal.context(locale);
  await signInContext(context, portal.url, 'supplier', PASSWORD);
  return context.newPage();
}

/** Saves a screenshot under e2e/screenshots/ and a copy under /tmp for a person to look at. */
async function shot(page: Page, name: string) {
  await fontsReady(page);
  const path = await screenshot(page, name);
  await copyFile(path, `/tmp/${name}.png`);
}

describe('data in the reader\'s language', () => {
  it('shows a Lao reader a bid contact\'s role in Lao, and another language marked where Lao was not given', async () => {
    const page = await laoSupplierPage();
    await page.goto('/PersonalCenter/BidContacts');

    // Given in the three languages: the name and the role in Lao, no mark.
    const wang = rowWith(page, 'ຫວັງ ໝິງ');
    await wang.waitFor();
    expect(await wang.getByText('ການສະເໜີລາຄາທາງການຄ້າ').getAttribute('lang')).toBe('lo');
    expect(await wang.textContent()).not.toContain('商务报价');
    expect(await wang.getByTitle(text(locale, 'common.readerLanguage.notGiven')).count()).toBe(0);

    // No Lao: English before Chinese, marked as English.
    const liu = rowWith(page, 'Liu Yang');
    expect(await liu.getByText('Contracts and settlement').getAttribute('lang')).toBe('en');
    expect(await liu.getByTitle(text(locale, 'common.readerLanguage.notGiven')).allTextContents()).toEqual([mark('en'), mark('en')]);

    // Chinese only: the Chinese role, marked as Chinese.
    const chen = rowWith(page, '陈晓东');
    expect(await chen.getByText('售后服务').getAttribute('lang')).toBe('zh');
    expect(await chen.getByTitle(text(locale, 'common.readerLanguage.notGiven')).allTextContents()).toEqual([mark('zh'), mark('zh')]);
    await shot(page, 'reader-language-contacts-lo');

    // The edit dialog offers the three languages, the Lao one filled.
    await wang.getByRole('button', { name: text(locale, 'certification.contacts.edit') }).click();
    const dialog = page.getByRole('dialog');
    const laoRole = text(locale, 'common.readerLanguage.labelIn', { label: text(locale, 'certification.contacts.business'), language: text(locale, 'common.readerLanguage.language.lo') });
    expect(await dialog.getByLabel(laoRole).inputValue()).toBe('ການສະເໜີລາຄາທາງການຄ້າ');
    await shot(page, 'reader-language-contact-edit-lo');
  });

  it('shows a Lao reader the buyer\'s answer in Lao, and a Chinese-only answer marked as Chinese', async () => {
    const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 50, sectionStautsList: 8, biddingType: 0 });
    const tender = rows.find((r) => r.sectionStauts === 8)!;
    await giveSectionToBuyer(portal.db, tender.sectionId);
    const supplier = await apiLogin(portal.url, 'supplier', PASSWORD);
    const buyer = await apiLogin(portal.url, 'buyer', PASSWORD);
    expect((await authed(portal.url, '/follow', supplier, { method: 'POST', body: { sectionId: tender.sectionId } })).code).toBe(200);
    const ask = async (problemDescription: string, reply: object) => {
      const created = await authed<{ code: number; msg: string; data: { id: number } }>(portal.url, '/question/question', supplier, {
        method: 'POST',
        body: { sectionId: tender.sectionId, problemDescription, status: 2 },
      });
      expect(created.code, created.msg).toBe(200);
      const answered = await authed(portal.url, `/admin/questions/${created.data.id}/reply`, buyer, { method: 'POST', body: reply });
      expect(answered.code, answered.msg).toBe(200);
      return created.data.id;
    };
    const both = await ask('ສົ່ງສິນຄ້າໄປປາກເຊໄດ້ບໍ?', { problemReply: '可以，运费由供应商承担。', problemReplyLo: 'ໄດ້, ຄ່າຂົນສົ່ງແມ່ນຜູ້ສະໜອງຮັບຜິດຊອບ.' });
    const chineseOnly = await ask('ຕ້ອງມີໃບຢັ້ງຢືນ ISO ບໍ?', { problemReply: '需要提供有效的ISO 9001证书。' });

    const page = await laoSupplierPage();
    const reply = () => page.getByRole('region', { name: text(locale, 'questions.detail.reply') });
    await page.goto(`/PersonalCenter/MyQuestionDet?id=${both}&type=det`);
    await reply().getByText('ໄດ້, ຄ່າຂົນສົ່ງແມ່ນຜູ້ສະໜອງຮັບຜິດຊອບ.').waitFor();
    expect(await reply().textContent()).not.toContain('运费');
    expect(await reply().getByTitle(text(locale, 'common.readerLanguage.notGiven')).count()).toBe(0);
    await shot(page, 'reader-language-reply-lo');

    await page.goto(`/PersonalCenter/MyQuestionDet?id=${chineseOnly}&type=det`);
    const answer = reply().getByText('需要提供有效的ISO 9001证书。');
    await answer.waitFor();
    expect(await answer.getAttribute('lang')).toBe('zh');
    expect(await reply().getByTitle(text(locale, 'common.readerLanguage.notGiven')).textContent()).toBe(mark('zh'));
    await shot(page, 'reader-language-reply-fallback-lo');
  });

  it('lists an announcement\'s attachment to a Lao reader under its Lao title, and one titled in Chinese only marked as Chinese', async () => {
    const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 50, sectionStautsList: 8, biddingType: 0 });
    const tender = rows.find((r) => r.sectionStauts === 8)!;
    const { data } = await api<{ data: { bidSection: { fileList: { fileName: string; fileNameLo?: string | null; fileNameLang?: Locale | null }[] } } }>(
      portal.url,
      `/system/section/getSectionByIdWithAuth/${tender.sectionId}`,
      {},
      locale,
    );
    expect(data.bidSection.fileList[0]).toMatchObject({ fileName: '招标文件.pdf', fileNameLo: 'ເອກະສານປະມູນ.pdf', fileNameLang: 'lo' });
    expect(data.bidSection.fileList.find((f) => f.fileName === '合同通用条款.pdf')).toMatchObject({ fileNameLang: 'zh' });

    const page = await laoSupplierPage();
    await page.goto(`/TenderAnnouncement?id=${tender.sectionId}`);
    const attachments = block(page, text(locale, 'announcement.blocks.attachments'));
    const laoTitle = attachments.getByRole('link', { name: 'ເອກະສານປະມູນ.pdf', exact: true });
    await laoTitle.waitFor();
    expect(await laoTitle.getByText('ເອກະສານປະມູນ.pdf').getAttribute('lang')).toBe('lo');
    expect(await laoTitle.getByTitle(text(locale, 'common.readerLanguage.notGiven')).count()).toBe(0);
    expect(await attachments.textContent()).not.toContain('招标文件');

    const chineseOnly = attachments.getByRole('link', { name: `合同通用条款.pdf ${mark('zh')}`, exact: true });
    expect(await chineseOnly.getByText('合同通用条款.pdf').getAttribute('lang')).toBe('zh');
    expect(await chineseOnly.getByTitle(text(locale, 'common.readerLanguage.notGiven')).textContent()).toBe(mark('zh'));
    await attachments.scrollIntoViewIfNeeded();
    await shot(page, 'reader-language-attachments-lo');
  });
});
