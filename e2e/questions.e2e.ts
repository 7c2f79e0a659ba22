import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { signInContext } from './support/accounts';
import { portalInBrowser, screenshot } from './support/browser';
import { apiLogin, authed, buttonName, chooseOption, dateFromToday } from './support/certification';
import { listSections, nameOf, text, type Row } from './support/public';
import { confirmDialog, followsOf, fontsReady, giveSectionToBuyer, longText, pickRange, questionsOf, replyAsBuyer, rowWith, toast } from './support/questions';

/**
 * MyFollowing, MyQuestion and MyQuestionDet (part 2 §2, §4 Question): the demo supplier follows a tender
 * from its announcement, finds it in MyFollowing with the filters, opens it and unfollows it; then asks the
 * buyer a question (refused over 500 characters, saved as a draft, edited, submitted), the buyer answers
 * through the buyer's API, and the supplier reads the answer read-only, in Chinese and in Lao.
 */

const PASSWORD = 'Demo@12345';
const SUPPLIER = 'supplier';
const COMPANY = '万象钢铁贸易有限公司';

const portal = portalInBrowser();

/** A signed-in supplier's page in a language. */
async function supplierPage(locale: Locale): Promise<{ page: Page; context: BrowserContext }> {
  const context = await portal.context(locale);
  await signInContext(context, portal.url, SUPPLIER, PASSWORD);
  return { page: await context.newPage(), context };
}

async function section(biddingType: number, status: number, skip = 0): Promise<Row> {
  const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 50, sectionStautsList: status, biddingType });
  const row = rows.filter((r) => r.sectionStauts === status && r.biddingType === biddingType)[skip];
  expect(row, `a section of type ${biddingType} in status ${status}`).toBeTruthy();
  return row!;
}

const button = (page: Page, locale: Locale, key: string) => page.getByRole('button', { name: buttonName(text(locale, key)) });
/** A button of the list's filter bar (the top bar has a search button too). */
const filterButton = (page: Page, locale: Locale, key: string) => page.getByRole('search').getByRole('button', { name: buttonName(text(locale, key)) });
/** The reply block of a question. */
const replyBlock = (page: Page, locale: Locale) => page.getByRole('region', { name: text(locale, 'questions.detail.reply') });

describe('my following', () => {
  it('follows a tender from its announcement, finds it with the filters, opens it and unfollows it (zh)', async () => {
    const locale: Locale = 'zh';
    const tender = await section(0, 8);
    const name = nameOf(tender, locale);
    const { page, context } = await supplierPage(locale);
    const token = await apiLogin(portal.url, SUPPLIER, PASSWORD);

    await page.goto(`/TenderAnnouncement?id=${tender.sectionId}`);
    await button(page, locale, 'announcement.actions.follow').click();
    await button(page, locale, 'announcement.actions.followed').waitFor();

    await page.goto('/PersonalCenter/MyFollowing');
    const row = rowWith(page, name);
    await row.waitFor();
    expect(await row.textContent()).toContain(text(locale, 'projects.type.tender'));
    expect(await page.locator('.ant-menu-item-selected').textContent()).toBe(text(locale, 'personal.menu.following'));

    // An organization that matches nothing empties the list; reset brings it back.
    await page.getByRole('search').getByPlaceholder(text(locale, 'questions.following.organization')).fill('没有这个单位');
    await filterButton(page, locale, 'common.search').click();
    await page.getByText(text(locale, 'questions.list.empty')).first().waitFor();
    expect(page.url()).toContain('organization=');
    await filterButton(page, locale, 'common.reset').click();
    await row.waitFor();
    expect(new URL(page.url()).search).toBe('');

    // Name and today's follow date find it; a range in the past does not.
    await page.getByRole('search').getByPlaceholder(text(locale, 'questions.following.sectionName')).fill(name.slice(2, 8));
    await pickRange(page.locator('.ant-picker-range'), dateFromToday(-1), dateFromToday(0));
    await filterButton(page, locale, 'common.search').click();
    await page.waitForURL(/createTimeEnd=/);
    await row.waitFor();
    await fontsReady(page);
    await screenshot(page, `following-filtered-${locale}`);
    await page.goto(`/PersonalCenter/MyFollowing?createTimeStart=2020-01-01&createTimeEnd=2020-01-31`);
    await page.getByText(text(locale, 'questions.list.empty')).first().waitFor();
    await page.goto('/PersonalCenter/MyFollowing');

    // View opens the announcement of a tender in a new tab.
    const [announcement] = await Promise.all([context.waitForEvent('page'), row.getByRole('link', { name: text(locale, 'questions.list.view') }).click()]);
    await announcement.waitForURL(`**/TenderAnnouncement?id=${tender.sectionId}`);
    await announcement.close();

    // Unfollow, after a confirmation.
    await row.getByRole('button', { name: buttonName(text(locale, 'questions.following.unfollow')) }).click();
    await confirmDialog(page, text(locale, 'questions.following.unfollowConfirm', { name }));
    await toast(page, text(locale, 'messages.unfollowSuccess'));
    await row.waitFor({ state: 'detached' });
    expect((await followsOf(portal.url, token)).some((f) => f.sectionId === tender.sectionId)).toBe(false);
  });
});

describe('my questions', () => {
  it('asks a question as a draft, edits and submits it, and reads the buyer’s reply read-only (zh, then lo)', async () => {
    const locale: Locale = 'zh';
    const inquiry = await section(1, 1);
    const name = nameOf(inquiry, locale);
    // The question is about a section the supplier follows, owned by the demo buyer, who answers it.
    const token = await apiLogin(portal.url, SUPPLIER, PASSWORD);
    expect((await authed(portal.url, '/follow', token, { method: 'POST', body: { sectionId: inquiry.sectionId } })).code).toBe(200);
    await giveSectionToBuyer(portal.db, inquiry.sectionId);
    const before = (await questionsOf(portal.url, token)).total;

    const { page } = await supplierPage(locale);
    await page.goto('/PersonalCenter/MyQuestion');
    await button(page, locale, 'questions.question.add').click();
    await page.waitForURL('**/PersonalCenter/MyQuestionDet?type=add');
    await page.getByRole('heading', { name: text(locale, 'questions.detail.addTitle') }).waitFor();
    await page.locator('.ant-form-item').filter({ hasText: text(locale, 'questions.detail.companyName') }).getByText(COMPANY, { exact: true }).waitFor();
    await expect.poll(() => page.locator('#createByName').inputValue()).toBe('王明');
    expect(await page.locator('#createPhonenumber').inputValue()).toBe('13800000001');

    // Over 500 characters: the counter turns red and the page refuses to save; the server refuses too.
    await chooseOption(page, page.locator('#sectionId'), name);
    const description = page.locator('#problemDescription');
    await description.fill(longText(locale, 501));
    await page.getByText('501 / 500').waitFor();
    await button(page, locale, 'questions.detail.saveDraft').click();
    await page.getByText(text(locale, 'messages.descriptionTooLong'), { exact: true }).waitFor();
    await fontsReady(page);
    await screenshot(page, `question-too-long-${locale}`);
    const refused = await authed(portal.url, '/question/question', token, {
      method: 'POST',
      body: { sectionId: inquiry.sectionId, problemDescription: longText(locale, 501), status: 1 },
    });
    expect(refused).toMatchObject({ code: 601, msg: text(locale, 'messages.descriptionTooLong') });
    expect((await questionsOf(portal.url, token)).total).toBe(before);

    // Exactly 500 is accepted, as a draft; the page then shows the draft by its id.
    const draft = longText(locale, 500);
    await description.fill(draft);
    await page.getByText('500 / 500').waitFor();
    await button(page, locale, 'questions.detail.saveDraft').click();
    await toast(page, text(locale, 'questions.detail.saved'));
    await page.waitForURL(/MyQuestionDet\?id=\d+&type=det$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('heading', { name: text(locale, 'questions.detail.editTitle') }).waitFor();
    await expect.poll(() => description.inputValue()).toBe(draft);

    // Edited and saved again: the same question changes.
    const asked = '请问交货地点可以改为巴色省仓库吗？运费由哪一方承担？';
    await description.fill(asked);
    await page.locator('#createPhonenumber').fill('02055501234');
    await button(page, locale, 'questions.detail.saveDraft').click();
    await toast(page, text(locale, 'questions.detail.saved'));
    await expect
      .poll(async () => (await questionsOf(portal.url, token)).rows.find((q) => q.id === id)?.problemDescription)
      .toBe(asked);
    expect((await questionsOf(portal.url, token)).total).toBe(before + 1);

    // In the list the draft can be submitted or deleted.
    await page.goto('/PersonalCenter/MyQuestion');
    const row = rowWith(page, asked);
    await row.waitFor();
    expect(await row.textContent()).toContain(text(locale, 'questions.question.statuses.1'));
    await row.getByRole('button', { name: buttonName(text(locale, 'questions.question.delete')) }).waitFor();
    await fontsReady(page);
    await screenshot(page, `question-list-draft-${locale}`);

    // Opened and submitted after a confirmation; back to the list after 3 seconds.
    await row.getByRole('link', { name: text(locale, 'questions.list.view') }).click();
    await page.waitForURL(`**/MyQuestionDet?id=${id}&type=det`);
    await expect.poll(() => description.inputValue()).toBe(asked);
    await button(page, locale, 'questions.detail.submit').click();
    await confirmDialog(page, text(locale, 'questions.question.submitConfirm'));
    await toast(page, text(locale, 'questions.detail.submitted'));
    const submittedAt = Date.now();
    await page.waitForURL('**/PersonalCenter/MyQuestion', { timeout: 10_000 });
    expect(Date.now() - submittedAt).toBeGreaterThan(2_000);
    await row.waitFor();
    expect(await row.textContent()).toContain(text(locale, 'questions.question.statuses.2'));
    expect(await row.getByRole('button', { name: buttonName(text(locale, 'questions.question.delete')) }).count()).toBe(0);
    expect(await row.getByRole('button', { name: buttonName(text(locale, 'questions.question.submit')) }).count()).toBe(0);
    const submitted = (await questionsOf(portal.url, token)).rows.find((q) => q.id === id)!;
    expect(submitted).toMatchObject({ status: 2, createPhonenumber: '02055501234' });
    expect(submitted.submitTime).toBeTruthy();

    // Submitted: read-only, waiting for the reply; the server refuses a change too.
    await page.goto(`/PersonalCenter/MyQuestionDet?id=${id}&type=det`);
    await page.getByText(text(locale, 'questions.detail.awaitingReply')).waitFor();
    expect(await description.count()).toBe(0);
    expect(await button(page, locale, 'questions.detail.saveDraft').count()).toBe(0);
    const change = await authed(portal.url, '/question/question', token, { method: 'PUT', body: { id, sectionId: inquiry.sectionId, problemDescription: 'changed', status: 1 } });
    expect(change).toMatchObject({ code: 601, msg: text(locale, 'messages.questionNotEditable') });

    // The buyer answers through the buyer's API.
    const answer = '可以。交货地点改为巴色省仓库，运费由供应商承担，请在报价中单列。';
    await replyAsBuyer(portal.url, id, answer, PASSWORD);

    // The supplier reads the reply, read-only.
    await page.reload();
    const reply = replyBlock(page, locale);
    await reply.getByText(answer).waitFor();
    expect(await reply.textContent()).toContain('陈采购');
    expect(await reply.textContent()).toContain('13800000004');
    await page.getByText(text(locale, 'questions.question.statuses.3'), { exact: true }).waitFor();
    expect(await page.locator('#sectionId, #problemDescription, #createByName, #createPhonenumber').count()).toBe(0);
    expect(await button(page, locale, 'questions.detail.submit').count()).toBe(0);
    await fontsReady(page);
    await screenshot(page, `question-replied-${locale}`);

    // The same question in Lao.
    const lo = await supplierPage('lo');
    await lo.page.goto(`/PersonalCenter/MyQuestionDet?id=${id}&type=det`);
    const replyLo = replyBlock(lo.page, 'lo');
    await replyLo.getByText(answer).waitFor();
    await lo.page.getByText(text('lo', 'questions.question.statuses.3'), { exact: true }).waitFor();
    await lo.page.getByRole('heading', { name: text('lo', 'questions.detail.viewTitle') }).waitFor();
    await fontsReady(lo.page);
    await screenshot(lo.page, 'question-replied-lo');

    // A new question in Lao, refused over 500 characters.
    await lo.page.goto('/PersonalCenter/MyQuestionDet?type=add');
    await chooseOption(lo.page, lo.page.locator('#sectionId'), nameOf(inquiry, 'lo'));
    await lo.page.locator('#problemDescription').fill(longText('lo', 520));
    await button(lo.page, 'lo', 'questions.detail.submit').click();
    await lo.page.getByText(text('lo', 'messages.descriptionTooLong'), { exact: true }).waitFor();
    expect(await lo.page.locator('.ant-modal-confirm').count()).toBe(0);
    await fontsReady(lo.page);
    await screenshot(lo.page, 'question-too-long-lo');
  });

  it('deletes a draft from the list after a confirmation (en)', async () => {
    const locale: Locale = 'en';
    const tender = await section(0, 8, 1);
    const token = await apiLogin(portal.url, SUPPLIER, PASSWORD);
    expect((await authed(portal.url, '/follow', token, { method: 'POST', body: { sectionId: tender.sectionId } })).code).toBe(200);
    const created = await authed<{ code: number; msg: string; data: { id: number } }>(portal.url, '/question/question', token, {
      method: 'POST',
      body: { sectionId: tender.sectionId, problemDescription: 'Draft to delete: is a site visit planned?', status: 1 },
    });
    expect(created.code, created.msg).toBe(200);

    const { page } = await supplierPage(locale);
    await page.goto(`/PersonalCenter/MyQuestion?sectionName=${encodeURIComponent(nameOf(tender, locale).slice(0, 10))}`);
    const row = rowWith(page, 'Draft to delete');
    await row.waitFor();
    await fontsReady(page);
    await screenshot(page, `question-list-${locale}`);
    await row.getByRole('button', { name: buttonName(text(locale, 'questions.question.delete')) }).click();
    await confirmDialog(page, text(locale, 'questions.question.deleteConfirm'));
    await row.waitFor({ state: 'detached' });
    expect((await questionsOf(portal.url, token)).rows.some((q) => q.id === created.data.id)).toBe(false);
  });
});
