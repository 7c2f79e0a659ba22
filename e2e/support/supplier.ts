import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Locale } from '../../packages/domain/src/constants';
import { loadConfig } from '../../packages/server/src/config';
import { formatTime } from '../../packages/server/src/http/time';
import { startPortal, type Portal } from '../../packages/server/src/portal';
import { authed, TOKEN_COOKIE } from './certification';
import { text } from './public';

const WEB_DIST = process.env.E2E_WEB_DIST || resolve(import.meta.dirname, '../../packages/web/dist');
const HOUR = 3_600_000;

/**
 * The real portal (embedded database, demo data, built SPA) on a clock that the test can move forward:
 * the section's own clock (sign-up, bid-file window, quoting) runs on it, so a journey from sign-up to the
 * result takes seconds. The browser keeps real time; only the server decides.
 */
export async function startClockedPortal(): Promise<Portal & { stop(): Promise<void>; advance(ms: number): void; now(): Date }> {
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset) };
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir, webDist: WEB_DIST, logLevel: 'warn', seedDemo: true, demoMode: true };
  const portal = await startPortal(config, { logger: false, clock });
  return {
    ...portal,
    now: clock.now,
    advance(ms: number) {
      offset += ms;
    },
    async stop() {
      await portal.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A time `hours` from `now` as the forms write it (Asia/Shanghai). */
export const at = (now: Date, hours: number) => formatTime(new Date(now.getTime() + hours * HOUR), 'Asia/Shanghai')!;

/** The description of the 'other' qualification of the test tender, in each language. */
export const OTHER_QUALIFICATION = { zh: 'ISO 9001 质量体系证书', en: 'ISO 9001 certificate', lo: 'ໃບຢັ້ງຢືນ ISO 9001' } as const;

/**
 * A tender asking for every stage: base files (technical, other), qualification (business licence,
 * other), a security deposit paid into one account, and a bid file. Sign-up and the bid-file window are
 * open now and close in an hour, when bidding starts; bidding ends an hour later.
 */
export function tenderForm(now: Date) {
  return {
    sectionName: '万象市政道路照明设备采购（E2E）',
    sectionNameEn: 'Vientiane street lighting equipment (E2E)',
    sectionNameLo: 'ຈັດຊື້ອຸປະກອນໄຟຖະໜົນນະຄອນຫຼວງວຽງຈັນ (E2E)',
    biddingType: 0,
    sectionType: 0,
    projectType: 1,
    biddingMethod: '1',
    successfulBidderMethod: 2,
    projectPrice: '500000.00',
    securityDeposit: '5000.00',
    documentsAmount: '200.00',
    currency: 'CNY',
    organization: '万象市公共采购中心',
    organizationEn: 'Vientiane Public Procurement Centre',
    organizationLo: 'ສູນຈັດຊື້ສາທາລະນະນະຄອນຫຼວງວຽງຈັນ',
    businessContacts: '李先生',
    businessPhoneNumber: '13900000001',
    signupStartTime: at(now, -1),
    signupEndTime: at(now, 1),
    bidFileStartTime: at(now, -1),
    bidFileEndTime: at(now, 1),
    startTime: at(now, 1),
    entTime: at(now, 2),
    isBiddingCommitFile: 1,
    isQualificationTec: 1,
    isQualificationBusinessLicense: 1,
    isQualificationOther: 1,
    qualificationOtherDescribe: OTHER_QUALIFICATION.zh,
    qualificationOtherDescribeEn: OTHER_QUALIFICATION.en,
    qualificationOtherDescribeLo: OTHER_QUALIFICATION.lo,
    settleMethod: 2,
    advancePaymentRatio: '30',
    arrivalAcceptancePaymentRatio: '60',
    warrantyPaymentRatio: '10',
    settleMethodsList: [
      { type: '预付款', typeEn: 'Advance', typeLo: 'ເງິນລ່ວງໜ້າ', percentage: '30' },
      { type: '到货验收', typeEn: 'Acceptance', typeLo: 'ກວດຮັບສິນຄ້າ', percentage: '60' },
      { type: '质保金', typeEn: 'Warranty', typeLo: 'ເງິນຄ້ຳປະກັນຄຸນນະພາບ', percentage: '10' },
    ],
    sectorList: [{ sectorName: 'LED 路灯', sectorNameEn: 'LED street lamp', sectorNameLo: 'ໂຄມໄຟ LED', sectorNumber: '120', sectorUnits: '套', budgetAmount: '300000.00', maxPrice: '3000.00' }],
    receivingAccountList: [
      {
        type: '1',
        money: '5000.00',
        currency: 'CNY',
        bankAccountName: '万象市公共采购中心',
        bankAccount: '6222000011112222',
        openAccountBank: '中国银行万象分行',
        paymentDeadline: at(now, 1),
      },
    ],
  };
}

type Body = { code: number; msg: string; data?: any; rows?: any[] };

/**
 * The buyer's side, through its API (/prod-api/admin/...). It signs in again when its session has idled
 * out, which happens when the test moves the portal's clock forward by hours.
 */
export function buyerApi(base: string, signIn: () => Promise<string>) {
  let token: string | undefined;
  const call = async (path: string, body?: unknown, method = 'POST') => {
    token ??= await signIn();
    let answer = await authed<Body>(base, path, token, { method, body });
    if (answer.code === 401) {
      token = await signIn();
      answer = await authed<Body>(base, path, token, { method, body });
    }
    expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
    return answer;
  };
  return {
    /** Creates and publishes a section; its id. */
    async publish(form: Record<string, unknown>): Promise<number> {
      const created = await call('/admin/sections', form);
      const id = Number(created.data.id);
      await call(`/admin/sections/${id}/publish`);
      return id;
    },
    review: (signupId: number, stage: 'baseFiles' | 'qualification' | 'payment' | 'quotationNotes', pass: boolean, remark?: string) =>
      call(`/admin/signups/${signupId}/review`, { stage, pass, remark }),
    award: (sectionId: number, signupId: number) => call(`/admin/sections/${sectionId}/award`, { signupId }),
    results: (sectionId: number) => call(`/admin/sections/${sectionId}/results`),
    margins: (sectionId: number) => call(`/admin/margins?sectionId=${sectionId}&pageNum=1&pageSize=10`, undefined, 'GET'),
    refund: (marginId: number) => call(`/admin/margins/${marginId}/refund`, {}),
  };
}

/** Puts a session token where the SPA keeps it, so that pages open signed in. */
export async function signIn(context: BrowserContext, base: string, token: string) {
  await context.addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: base }]);
}

/** A success toast with this text (the request layer's or the page's). */
export async function toast(page: Page, message: string) {
  try {
    await page.locator('.ant-message-notice').filter({ hasText: message }).first().waitFor();
  } catch (error) {
    // Say what the page showed instead (an open dialog, another toast): a failure on a loaded CI machine can then
    // be told apart from a lost click, an error answer or an ended session.
    throw new Error(`no toast "${message}"; the page showed ${await pageShows(page)}`, { cause: error });
  }
}

/**
 * The server's answer to the next POST whose address contains `path`, as text for a failure's message ("601 {…}",
 * or why none came); started before the click that sends it. Never rejects.
 */
export function answerTo(page: Page, path: string): Promise<string> {
  return page
    .waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST', { timeout: 15_000 })
    .then(
      async (r) => `${r.status()} ${await r.text().catch(() => '(no body)')}`,
      (error: Error) => `no answer: ${error.message}`,
    );
}

/** The dialogs and toasts a page shows and its address, for a failure's message. */
export async function pageShows(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => ({
      dialogs: [...document.querySelectorAll('.ant-modal-wrap .ant-modal')].filter((d) => (d as HTMLElement).offsetParent !== null).map((d) => d.textContent),
      toasts: [...document.querySelectorAll('.ant-message-notice')].map((d) => d.textContent),
      url: location.href,
    }))
    .catch(() => 'the page could not be read');
  return JSON.stringify(shown);
}

/** A text of the bid pages in a language. */
export const bidText = (locale: Locale, key: string, values: Record<string, string | number> = {}) => text(locale, `bids.${key}`, values);

/**
 * A sign-up's status as its supplier's API reads it: reading brings the section up to date with its clock, which
 * the tests move forward (a direct database read would not see the clock's moves).
 */
export async function supplierBidStatus(base: string, signupId: number, token: string): Promise<number> {
  const body = await authed<{ data: { supplierBidStatus: number } }>(base, `/quotation/signup/getWithAuth/${signupId}`, token);
  return body.data.supplierBidStatus;
}

/** Opens a bid detail afresh (what the page shows after the buyer acted) and waits for it to draw. */
export async function openBidDetail(page: Page, signupId: number) {
  await page.goto(`/PersonalCenter/BidDetails?id=${signupId}`);
  await page.locator('#stage-quotation').waitFor();
}
