import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../packages/domain/src/constants';
import { bidStatusOf, PASSWORD, publishedInquiry, shanghaiTime, submitBaseFiles } from './support/admin';
import { portalInBrowser, screenshot } from './support/browser';
import { apiLogin, authed, buttonName } from './support/certification';
import { explainOnFailure, showsFocus, tabTo } from './support/keyboard';
import { listSections, nameOf, text } from './support/public';
import { giveSectionToBuyer, questionsOf, replyAsBuyer, rowWith, toast } from './support/questions';
import { signIn } from './support/supplier';

/**
 * The personal centre's questions and the buyer workbench with the keyboard alone (issue 16): Tab,
 * Shift+Tab, Enter, Space, arrows, Escape and typed text, no click and no fill. A supplier asks a buyer a
 * question and reads the reply; the buyer reviews sign-ups in the queue and creates a section in the
 * editor, step by step. Each journey asserts what the user then sees, and the focus ring where it matters.
 */

const portal = portalInBrowser();
const locale: Locale = 'zh';
/** The demo supplier's company. */
const COMPANY = '万象钢铁贸易有限公司';

const button = (page: Page, key: string, values: Record<string, string | number> = {}) => page.getByRole('button', { name: buttonName(text(locale, key, values)) });

/** A signed-in page of a demo account; the workbench is desktop-first, so 1280 px wide. */
async function signedIn(username: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await portal.context(locale);
  await signIn(context, portal.url, await apiLogin(portal.url, username, PASSWORD));
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return { page, context };
}

/** Reaches a control with Tab, checks that its focus ring shows, and presses a key on it. */
async function press(page: Page, target: ReturnType<Page['locator']>, key = 'Enter', { back = false } = {}) {
  await tabTo(page, target, { back });
  expect(await showsFocus(page), `${target} shows its focus`).toBe(true);
  await page.keyboard.press(key);
}

/** A sign-up's status and the remark of its base files' review, as stored. */
async function signupInDb(id: number) {
  const [row] = await portal.db.query<{ supplier_bid_status: number; base_file_review_remark: string | null }>('SELECT supplier_bid_status, base_file_review_remark FROM signup WHERE id = $1', [id]);
  return row;
}

/** Next (or Previous) opened a step of the section editor: the focus is on the step, so Tab goes on into its fields. */
async function stepOpened(page: Page, step: string) {
  const opened = page.getByRole('group', { name: text(locale, `admin.editor.steps.${step}`), exact: true });
  await expect.poll(() => opened.evaluate((group) => group === document.activeElement), { message: `the ${step} step has the focus` }).toBe(true);
}

/** What has the focus, for a failed expectation's message. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');

describe('keyboard only: questions', () => {
  it('asks a buyer a question, submits it, finds it in the list and reads the reply', async () => {
    const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 50, sectionStautsList: 1, biddingType: 1 });
    const inquiry = rows.find((r) => r.sectionStauts === 1 && r.biddingType === 1);
    expect(inquiry, 'an inquiry open for quoting').toBeTruthy();
    const name = nameOf(inquiry!, locale);
    const token = await apiLogin(portal.url, 'supplier', PASSWORD);
    expect((await authed(portal.url, '/follow', token, { method: 'POST', body: { sectionId: inquiry!.sectionId } })).code).toBe(200);
    await giveSectionToBuyer(portal.db, inquiry!.sectionId);

    const { page } = await signedIn('supplier');
    await page.goto('/PersonalCenter/MyQuestion');
    await press(page, button(page, 'questions.question.add'));
    await page.waitForURL('**/PersonalCenter/MyQuestionDet?type=add');

    // The project is picked in the select by typing its name and Enter.
    const project = page.locator('#sectionId');
    await tabTo(page, project);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type(name);
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active').filter({ hasText: name }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.ant-select').filter({ has: project }).innerText()).toContain(name);

    const asked = '请问样品可以在报价截止前送到采购中心吗？';
    await tabTo(page, page.locator('#problemDescription'));
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type(asked);
    await page.getByText(`${[...asked].length} / 500`).waitFor();

    // Saved as a draft first: the page then shows the draft, still editable.
    await press(page, button(page, 'questions.detail.saveDraft'));
    await toast(page, text(locale, 'questions.detail.saved'));
    await page.waitForURL(/MyQuestionDet\?id=\d+&type=det$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('heading', { name: text(locale, 'questions.detail.editTitle') }).waitFor();
    // The draft opens as a new page, with the focus back on the button that saved it.
    await expect.poll(() => button(page, 'questions.detail.saveDraft').evaluate((b) => b === document.activeElement), { message: 'save draft keeps the focus' }).toBe(true);
    expect((await questionsOf(portal.url, token)).rows.find((q) => q.id === id)).toMatchObject({ status: 1, problemDescription: asked });

    // Submitted after the confirmation, whose OK button has the focus as it opens.
    const submit = button(page, 'questions.detail.submit');
    await tabTo(page, submit);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-question-submit');
    await page.keyboard.press('Enter');
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: text(locale, 'questions.question.submitConfirm') });
    const ok = dialog.getByRole('button', { name: buttonName(text(locale, 'common.confirm')) });
    await expect.poll(() => ok.evaluate((b) => b === document.activeElement), { message: 'the confirmation’s OK has the focus' }).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    await toast(page, text(locale, 'questions.detail.submitted'));
    await page.waitForURL('**/PersonalCenter/MyQuestion', { timeout: 10_000 });
    const row = rowWith(page, asked);
    await row.waitFor();
    expect(await row.textContent()).toContain(text(locale, 'questions.question.statuses.2'));

    // The buyer answers; the supplier opens the question from the list and reads the reply.
    const answer = '可以，请在截止前两天送到采购中心一楼。';
    await replyAsBuyer(portal.url, id, answer, PASSWORD);
    await page.reload();
    await row.waitFor();
    expect(await row.textContent()).toContain(text(locale, 'questions.question.statuses.3'));
    const view = row.getByRole('link', { name: text(locale, 'questions.list.view') });
    await tabTo(page, view);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-question-list');
    // Still on the link as Enter is pressed (a failure here says the focus moved, not that Enter did nothing).
    expect(await view.evaluate((link) => link === document.activeElement), 'the view link keeps the focus').toBe(true);
    await page.keyboard.press('Enter');
    await explainOnFailure(page, page.waitForURL(`**/MyQuestionDet?id=${id}&type=det`));
    const reply = page.getByRole('region', { name: text(locale, 'questions.detail.reply') });
    await reply.getByText(answer).waitFor();
    await page.getByText(text(locale, 'questions.question.statuses.3'), { exact: true }).waitFor();
  });
});

describe('keyboard only: buyer workbench', () => {
  it('opens a sign-up in the review queue, rejects it with a remark and passes the next', async () => {
    const stamp = Date.now();
    const names = [`键盘审核甲 ${stamp}`, `键盘审核乙 ${stamp}`];
    const files = { pdf: '技术方案.pdf', png: '样品照片.png' };
    const submissions = new Map<string, Awaited<ReturnType<typeof submitBaseFiles>>>();
    for (const name of names) submissions.set(name, await submitBaseFiles(portal.url, await publishedInquiry(portal.url, name), files));
    const { page } = await signedIn('buyer');
    await page.goto('/admin/reviews?stage=baseFiles');
    const panel = page.getByTestId('review-panel');
    const row = (name: string) => page.locator('.ant-table-row').filter({ hasText: name });
    const opener = (name: string) => row(name).getByRole('button');

    // The queue opens its first row by itself; the other one is opened from its row, to be rejected.
    await panel.getByText(/键盘审核/).waitFor();
    const [toReject, toPass] = (await opener(names[0]).getAttribute('aria-current')) === 'true' ? [names[1], names[0]] : names;
    await press(page, opener(toReject));
    await panel.getByText(toReject).waitFor();
    await panel.locator(`iframe[title="${files.pdf}"]`).waitFor();
    expect(await opener(toReject).getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'keyboard-review-open');

    // Rejected with the remark the supplier reads.
    const remark = '技术方案缺少售后条款，请补充后重新提交。';
    await tabTo(page, panel.locator('#review-remark'));
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type(remark);
    await press(page, panel.getByRole('button', { name: buttonName(text(locale, 'admin.action.reject')) }));
    await row(toReject).waitFor({ state: 'detached' });
    const rejected = submissions.get(toReject)!;
    expect(await bidStatusOf(portal.url, rejected.token, rejected.signupId)).toBe(4);
    expect(await signupInDb(rejected.signupId)).toEqual({ supplier_bid_status: 4, base_file_review_remark: remark });

    // The focus moves on to the row the queue opens next, not back to the start of the page.
    await panel.getByText(toPass).waitFor();
    await expect.poll(() => opener(toPass).evaluate((button) => button === document.activeElement), { message: 'the next row has the focus' }).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await screenshot(page, 'keyboard-review-next');

    // Passed after the confirmation; the queue is then empty and its title has the focus.
    await press(page, panel.getByRole('button', { name: buttonName(text(locale, 'admin.action.pass')) }));
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: text(locale, 'admin.reviews.confirmPass', { company: COMPANY, stage: text(locale, 'admin.reviews.stages.baseFiles') }) });
    await confirm.waitFor();
    await press(page, confirm.getByRole('button', { name: buttonName(text(locale, 'admin.action.pass')) }));
    await confirm.waitFor({ state: 'detached' });
    await row(toPass).waitFor({ state: 'detached' });
    const passed = submissions.get(toPass)!;
    expect(await bidStatusOf(portal.url, passed.token, passed.signupId)).toBe(15);
    expect(await signupInDb(passed.signupId)).toEqual({ supplier_bid_status: 15, base_file_review_remark: null });
    await page.getByText(text(locale, 'admin.reviews.empty')).first().waitFor();
    const title = page.getByRole('heading', { level: 1, name: text(locale, 'admin.reviews.title') });
    await expect.poll(() => title.evaluate((heading) => heading === document.activeElement), { message: 'the queue’s title has the focus' }).toBe(true);
  });

  it('creates an inquiry in the section editor step by step and publishes it', async () => {
    const { page } = await signedIn('buyer');
    await page.goto('/admin/sections');
    await press(page, button(page, 'admin.action.create'));
    await page.waitForURL('**/admin/sections/new');

    // Basics: Next on the empty step marks what it needs and puts the focus in the first such field, the name.
    await press(page, button(page, 'admin.editor.next'));
    await page.getByTestId('publish-missing').waitFor();
    await expect.poll(() => page.locator('#sectionName').evaluate((input) => input === document.activeElement), { message: 'the name has the focus' }).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    // The names in three languages, the inquiry type with the arrows, the project type in a select.
    const name = `键盘询价 ${Date.now()}`;
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard inquiry');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ສອບລາຄາດ້ວຍແປ້ນພິມ');
    // antd draws the radios as buttons: the focus is on the hidden radio inside the label.
    const type = (key: string) => page.locator('label').filter({ has: page.getByRole('radio', { name: text(locale, key) }) });
    await tabTo(page, type('admin.biddingType.0'));
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: text(locale, 'admin.biddingType.1') }).isChecked()).toBe(true);
    // Services, two entries below the preset Materials: the first arrow opens the list.
    const projectType = page.locator('#projectType');
    await tabTo(page, projectType);
    expect(await showsFocus(page)).toBe(true);
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
    await expect.poll(() => page.locator('.ant-select').filter({ has: projectType }).innerText()).toBe('服务');
    await tabTo(page, page.locator('#organization'));
    await page.keyboard.type('万象市公共采购中心');
    await screenshot(page, 'keyboard-editor-basics');
    await press(page, button(page, 'admin.editor.next'));
    await stepOpened(page, 'items');

    // Items: one item with its name and quantity.
    await press(page, button(page, 'admin.editor.items.add'));
    await tabTo(page, page.locator('#sectorList_0_sectorName'), { back: true });
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type('办公椅');
    await tabTo(page, page.locator('#sectorList_0_sectorNumber'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('20');
    await press(page, button(page, 'admin.editor.next'));
    await stepOpened(page, 'money');

    // Money, then qualification: the technical files asked for with Space.
    await tabTo(page, page.locator('#projectPrice'));
    await page.keyboard.type('8000');
    await press(page, button(page, 'admin.editor.next'));
    await stepOpened(page, 'qualification');
    await press(page, page.locator('#isQualificationTec'), 'Space');
    await expect.poll(() => page.locator('#isQualificationTec').isChecked()).toBe(true);
    await press(page, button(page, 'admin.editor.next'));
    await stepOpened(page, 'times');

    // Times: typed into the pickers and confirmed with Enter.
    const start = shanghaiTime(-3_600_000).slice(0, 16);
    const end = shanghaiTime(2 * 86_400_000).slice(0, 16);
    for (const [id, value] of [['startTime', start], ['entTime', end]] as const) {
      const input = page.locator(`#${id}`);
      await tabTo(page, input);
      expect(await showsFocus(page)).toBe(true);
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
      await expect.poll(() => input.inputValue()).toBe(value);
    }
    await screenshot(page, 'keyboard-editor-times');
    await press(page, button(page, 'admin.editor.next'));
    await stepOpened(page, 'notes');

    // Notes: the rich-text editor takes typed text after Tab, bold with Ctrl+B.
    const notes = page.getByRole('textbox', { name: `${text(locale, 'admin.editor.steps.notes')} (${text(locale, 'admin.editor.lang.zh')})` });
    await tabTo(page, notes);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.type('样品请于截止前送达，');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('含运费');
    await page.locator('.ProseMirror strong').filter({ hasText: '含运费' }).waitFor();
    await page.keyboard.press('Control+b');

    // A table from the toolbar: Tab goes from cell to cell and, from the last one, on out of the editor.
    await press(page, page.getByRole('button', { name: text(locale, 'admin.editor.toolbar.table') }), 'Enter', { back: true });
    const table = page.locator('.ProseMirror table');
    await table.waitFor();
    await page.keyboard.type('样品');
    for (let cell = 1; cell < 9; cell++) await page.keyboard.press('Tab');
    await page.keyboard.type('三份');
    await screenshot(page, 'keyboard-editor-notes');
    await page.keyboard.press('Tab');
    expect(await notes.evaluate((editor) => editor.contains(document.activeElement)), await focused(page)).toBe(false);
    expect(await table.locator('tr').count()).toBe(3);

    // Publish, after the confirmation.
    await press(page, button(page, 'admin.editor.publish'));
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: name });
    await confirm.waitFor();
    await press(page, confirm.getByRole('button', { name: buttonName(text(locale, 'admin.list.publish')) }));
    await page.waitForURL('**/admin/sections');
    const buyer = await apiLogin(portal.url, 'buyer', PASSWORD);
    const { rows } = await authed<{ rows: { sectionId: number; sectionName: string }[] }>(portal.url, `/admin/sections?keyword=${encodeURIComponent(name)}`, buyer);
    expect(rows).toHaveLength(1);
    const section = await authed<{ data: Record<string, any> }>(portal.url, `/admin/sections/${rows[0].sectionId}`, buyer);
    expect(section.data).toMatchObject({ sectionName: name, sectionNameEn: 'Keyboard inquiry', biddingType: 1, sectionStauts: 1, isQualificationTec: 1, projectPrice: '8000.00' });
    expect(section.data.sectorList[0]).toMatchObject({ sectorName: '办公椅' });
    expect(Number(section.data.sectorList[0].sectorNumber)).toBe(20);
    expect(section.data.projectNotes).toContain('<strong>含运费</strong>');
    expect(section.data).toMatchObject({ projectType: 3 });
    expect(section.data.projectNotes).toMatch(/<table>.*样品.*三份.*<\/table>/s);
  });
});
