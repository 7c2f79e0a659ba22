import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Locale } from '../../packages/domain/src/constants';
import { apiLogin, authed, buttonName, pdfFile, pngFile } from './certification';
import { opened } from './browser';
import { text } from './public';

/** Password of every demo account. */
export const PASSWORD = 'Demo@12345';

/** A time `ms` from now as the portal writes times (`yyyy-MM-dd HH:mm:ss`) in Asia/Shanghai, the browser's zone in the tests. */
export function shanghaiTime(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + ms));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:00`;
}

/** Uploads a file as a signed-in user (POST /common/uploadAndBpm) and gives its id. */
export async function uploadAs(base: string, token: string, file: { name: string; mimeType: string; buffer: Buffer }, type = 'qyrzlc'): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  form.append('type', type);
  const response = await fetch(`${base}/prod-api/common/uploadAndBpm`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { code: number; msg: string; data?: { id: number } };
  expect(body.code, body.msg).toBe(200);
  return body.data!.id;
}

/**
 * The demo supplier signs up to a section and submits its base files (a PDF and a PNG) through the API, so
 * that the sign-up waits for the buyer's review of the base-files stage (status 3). Gives the sign-up id.
 */
export async function submitBaseFiles(base: string, sectionId: number, names: { pdf: string; png: string }, supplier = 'supplier'): Promise<{ signupId: number; token: string }> {
  const token = await apiLogin(base, supplier, PASSWORD);
  const signup = await authed<{ code: number; msg: string; data?: { id: number } }>(base, '/quotation/signup', token, { method: 'POST', body: { sectionId } });
  expect(signup.code, signup.msg).toBe(200);
  const signupId = signup.data!.id;
  const pdf = await uploadAs(base, token, pdfFile(names.pdf));
  const png = await uploadAs(base, token, pngFile(names.png));
  const submitted = await authed(base, '/quotation/SupplierBaseFile', token, {
    method: 'POST',
    body: { supplierBaseFile: { signUpId: signupId, sectionId, supTecFileList: [{ id: pdf }], tecFileList: [{ id: png }] } },
  });
  expect(submitted.code, submitted.msg).toBe(200);
  return { signupId, token };
}

/**
 * Creates and publishes an inquiry as the demo buyer through the API: by default one that asks for technical
 * base files; `fields` replace or add fields of the section form. Gives the section id.
 */
export async function publishedInquiry(base: string, name: string, fields: Record<string, unknown> = {}): Promise<number> {
  const token = await apiLogin(base, 'buyer', PASSWORD);
  const created = await authed<{ code: number; msg: string; data?: { id: number } }>(base, '/admin/sections', token, {
    method: 'POST',
    body: {
      sectionName: name,
      sectionNameEn: `${name} (en)`,
      sectionNameLo: `${name} (lo)`,
      organization: '万象市公共采购中心',
      biddingType: 1,
      projectType: 1,
      isQualificationTec: 1,
      startTime: shanghaiTime(-3_600_000),
      entTime: shanghaiTime(3 * 86_400_000),
      sectorList: [{ sectorName: '办公桌', sectorNameEn: 'Office desk', sectorNameLo: 'ໂຕະຫ້ອງການ', sectorNumber: '10', sectorUnits: '张' }],
      ...fields,
    },
  });
  expect(created.code, created.msg).toBe(200);
  const id = created.data!.id;
  const published = await authed(base, `/admin/sections/${id}/publish`, token, { method: 'POST' });
  expect(published.code, published.msg).toBe(200);
  return id;
}

/** A sign-up's bid status as the supplier reads it. */
export async function bidStatusOf(base: string, token: string, signupId: number): Promise<number> {
  const body = await authed<{ code: number; msg: string; data?: { supplierBidStatus: number } }>(base, `/quotation/signup/getWithAuth/${signupId}`, token);
  expect(body.code, body.msg).toBe(200);
  return body.data!.supplierBidStatus;
}

/** Logs in through the login dialog the workbench opens for a signed-out visitor; the page reloads with the session. */
export async function loginInDialog(page: Page, locale: Locale, username: string) {
  const dialog = await opened(page.getByRole('dialog', { name: text(locale, 'accounts.login.title') }));
  await dialog.getByPlaceholder(text(locale, 'accounts.login.username')).fill(username);
  await dialog.getByPlaceholder(text(locale, 'accounts.login.password')).fill(PASSWORD);
  await dialog.getByRole('button', { name: buttonName(text(locale, 'accounts.login.submit')) }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Types a time into an antd date-time picker (format YYYY-MM-DD HH:mm) and confirms it. */
export async function typeTime(page: Page, id: string, value: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(value);
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').first().waitFor({ state: 'hidden' }).catch(() => undefined);
}

/**
 * An inquiry with a security deposit (800.00 into one account) that the demo supplier has signed up to, paid
 * (proof passed by the buyer, so the deposit is held) and quoted on as a whole bid, all through the API.
 * Quoting is still running: the caller ends it. Gives the ids and both sessions.
 */
export async function quotedDepositInquiry(base: string, name: string) {
  const sectionId = await publishedInquiry(base, name, {
    isQualificationTec: 0,
    successfulBidderMethod: 2,
    securityDeposit: '800.00',
    receivingAccountList: [{ type: '1', money: '800.00', currency: 'CNY', bankAccountName: '采购中心', bankAccount: '6222000011113333', openAccountBank: '中国银行万象分行' }],
    sectorList: [{ sectorName: '打印纸', sectorNameEn: 'Printing paper', sectorNameLo: 'ເຈ້ຍພິມ', sectorNumber: '120', sectorUnits: '箱' }],
  });
  const buyer = await apiLogin(base, 'buyer', PASSWORD);
  const section = await authed<{ data: { sectorList: { id: number }[]; receivingAccountList: { id: number }[] } }>(base, `/admin/sections/${sectionId}`, buyer);
  const sectorId = section.data.sectorList[0].id;

  const supplier = await apiLogin(base, 'supplier', PASSWORD);
  const signup = await authed<{ code: number; msg: string; data?: { id: number } }>(base, '/quotation/signup', supplier, { method: 'POST', body: { sectionId } });
  expect(signup.code, signup.msg).toBe(200);
  const signupId = signup.data!.id;
  expect(await bidStatusOf(base, supplier, signupId)).toBe(8);
  const proof = await uploadAs(base, supplier, pdfFile('transfer.pdf'));
  const paid = await authed(base, '/quotation/signup/submitPayment', supplier, {
    method: 'POST',
    body: { id: signupId, receivingAccountList: [{ id: section.data.receivingAccountList[0].id, fileList: [{ id: proof }] }] },
  });
  expect(paid.code, paid.msg).toBe(200);
  const passed = await authed(base, `/admin/signups/${signupId}/review`, buyer, { method: 'POST', body: { stage: 'payment', pass: true } });
  expect(passed.code, passed.msg).toBe(200);
  expect(await bidStatusOf(base, supplier, signupId)).toBe(15);
  const quote = await authed(base, '/system/quotes/bidQuotes', supplier, {
    method: 'POST',
    body: { sectionId, requestKey: `e2e-deposit-${sectionId}`, sectors: [{ id: sectorId, sectorPrice: '25.00' }] },
  });
  expect(quote.code, quote.msg).toBe(200);
  return { sectionId, sectorId, signupId, buyer, supplier };
}
