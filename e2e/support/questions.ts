import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Db } from '../../packages/server/src/db/index';
import type { Locale } from '../../packages/domain/src/constants';
import { apiLogin, authed } from './certification';

/** A question as GET /question/question/listSelf gives it (the fields the journey reads). */
export interface QuestionRow {
  id: number;
  sectionId: number;
  status: number;
  problemDescription: string;
  createPhonenumber: string | null;
  submitTime: string | null;
  problemReply: string | null;
  replyName: string | null;
  replyPhonenumber: string | null;
  replyTime: string | null;
}

/** The company's questions, newest first (through the API, as the supplier). */
export async function questionsOf(base: string, token: string): Promise<{ rows: QuestionRow[]; total: number }> {
  const body = await authed<{ code: number; msg: string; rows: QuestionRow[]; total: number }>(base, '/question/question/listSelf?pageNum=1&pageSize=100', token);
  expect(body.code, body.msg).toBe(200);
  return body;
}

/** The user's follows (through the API). */
export async function followsOf(base: string, token: string): Promise<{ id: number; sectionId: number }[]> {
  const body = await authed<{ code: number; msg: string; rows: { id: number; sectionId: number }[] }>(base, '/follow/followSectionList?pageNum=1&pageSize=100', token);
  expect(body.code, body.msg).toBe(200);
  return body.rows;
}

/** Makes a section the demo buyer's own (the demo sections belong to no buyer company), so the buyer may answer about it. */
export async function giveSectionToBuyer(db: Db, sectionId: number, buyer = 'buyer'): Promise<void> {
  const rows = await db.query('UPDATE section SET buyer_company_id = (SELECT company_id FROM app_user WHERE user_name = $2) WHERE id = $1 RETURNING id', [sectionId, buyer]);
  expect(rows).toHaveLength(1);
}

/** The demo buyer answers a submitted question through POST /admin/questions/{id}/reply. */
export async function replyAsBuyer(base: string, questionId: number, problemReply: string, password: string): Promise<void> {
  const token = await apiLogin(base, 'buyer', password);
  const body = await authed(base, `/admin/questions/${questionId}/reply`, token, { method: 'POST', body: { problemReply } });
  expect(body.code, body.msg).toBe(200);
}

/** The table row that shows a text. */
export const rowWith = (page: Page, text: string): Locator => page.locator('.ant-table-row').filter({ hasText: text });

/** Confirms the open confirmation dialog with its primary button. */
export async function confirmDialog(page: Page, content: string) {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: content });
  await dialog.waitFor();
  await dialog.locator('.ant-btn-primary').click();
  await dialog.waitFor({ state: 'detached' });
}

/** Waits until the page shows a toast with this text. */
export async function toast(page: Page, message: string) {
  await page.locator('.ant-message-notice').filter({ hasText: message }).first().waitFor();
}

/** Waits for fonts, so a screenshot shows the real glyphs (Lao especially). */
export const fontsReady = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

/** A question text of exactly `length` characters, readable in the screenshot. */
export function longText(locale: Locale, length: number): string {
  const unit = locale === 'lo' ? 'ຄຳຖາມ ' : locale === 'en' ? 'question ' : '关于交货期的问题，';
  return [...unit.repeat(Math.ceil(length / [...unit].length) + 1)].slice(0, length).join('');
}

/** Fills a date range picker (YYYY-MM-DD): the start, Enter, the end, Enter. */
export async function pickRange(range: Locator, start: string, end: string) {
  const [from, to] = [range.locator('input').nth(0), range.locator('input').nth(1)];
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  await to.fill(end);
  await to.press('Enter');
  await expect.poll(() => Promise.all([from.inputValue(), to.inputValue()])).toEqual([start, end]);
}
