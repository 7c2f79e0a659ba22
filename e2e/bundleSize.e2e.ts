import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from './support/admin';
import { nextFrames, portalInBrowser, watchRequests } from './support/browser';
import { apiLogin } from './support/certification';
import { BidStatus } from '../packages/domain/src/bidStatus';
import { HOME_LISTS } from '../packages/domain/src/firstView';
import { api, listSections, text } from './support/public';
import { signIn } from './support/supplier';

/**
 * What a phone on a slow network pays for the first visit (issue "A portal that works on a phone, loads fast
 * on a slow network"): the JavaScript of a cold load of the home page and of an announcement, gzip-compressed.
 * The target is 250 KB, and both pages are held to it (the home page reached 226 KB, an announcement 241 KB;
 * docs/decisions/bundle.md); the distance to the target is printed. The first-content time on DevTools' "Fast 3G"
 * profile is printed as a figure, not asserted. Issue 23 §3, §4 ("Readable content first", "No needless calls"):
 * on the phone profile (150 ms RTT, 1.6 Mbit/s down, 4× CPU slowdown) the home page's project names and an
 * announcement's title, status and deadline are readable within 2.0 s of a cold load (the median of three loads
 * is held to it, every load printed); the API calls of a cold load are counted and printed, no call goes out twice
 * for the same data, BidDetails makes at most 6, the quotation page at most 5 before it is ready, and a reload of
 * the home page or an announcement revalidates index.html and makes at most two API calls.
 */

const portal = portalInBrowser();

/** The target of gzip-compressed JavaScript for a first load. */
const TARGET = 250 * 1024;
/** What each page may not exceed: the target. */
const BUDGET = { home: TARGET, announcement: TARGET };

/** A phone's viewport (iPhone 12-15 in CSS pixels). */
const PHONE = { width: 390, height: 844 };

/**
 * DevTools' "Fast 3G" preset (puppeteer-core src/cdp/PredefinedNetworkConditions.ts, aligned with DevTools
 * front_end/core/sdk/NetworkManager.ts; DevTools now calls it "Slow 4G"): 150 ms RTT × 3.75, 1.6 Mbps down and
 * 750 kbps up × 0.9, in bytes per second. No CPU throttling: that is not part of the network profile.
 */
const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };

/**
 * The phone profile of issue 23 §3: 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up (in bytes per second;
 * CDP's latency is the round trip it adds to each request), and the CPU slowed down four times.
 */
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const PHONE_CPU_SLOWDOWN = 4;
/** Readable content within this long of a cold load (issue 23 §3). */
const READABLE_MS = 2_000;
/** Cold loads measured per page; their median is held to READABLE_MS (one load on a shared machine is noise). */
const READABLE_RUNS = 3;
/** Most API calls of a cold BidDetails, of the quotation page before it is ready, and of a reload (issue 23 §4). */
const MAX_CALLS = { bidDetails: 6, quotation: 5, reload: 2 };

/** A fresh phone-sized context: nothing cached, no session. */
async function phone(): Promise<BrowserContext> {
  const context = await portal.context('zh');
  await context.pages().at(0)?.close();
  return context;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

interface Load {
  scripts: { url: string; raw: number; gzip: number }[];
  total: number;
}

/**
 * Opens `path` in a fresh page and sums, once the page has shown `ready` and its requests have settled, the
 * gzip size of every JavaScript response (module scripts, modulepreloads and lazy chunks alike).
 */
async function loadScripts(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<Load> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const pending: Promise<Load['scripts'][number] | undefined>[] = [];
  page.on('response', (response) => {
    if (!isScript(response)) return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length }),
        () => undefined,
      ),
    );
  });
  const requests = watchRequests(page);
  await page.goto(path);
  await ready(page);
  // Lazy chunks a page asks for right after its first render belong to the first load too: wait until the
  // page's requests have all been answered and it asks for nothing more.
  await requests.settled();
  const scripts = (await Promise.all(pending)).filter((s) => s !== undefined).sort((a, b) => b.gzip - a.gzip);
  await page.close();
  return { scripts, total: scripts.reduce((sum, s) => sum + s.gzip, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(name: string, load: Load) {
  const lines = load.scripts.map((s) => `  ${kb(s.gzip).padStart(9)} gzip ${kb(s.raw).padStart(9)} raw  ${s.url}`);
  const over = load.total > TARGET ? `, ${kb(load.total - TARGET)} over the 250 KB target` : ', within the 250 KB target';
  console.log(`[bundle] ${name}: ${load.scripts.length} scripts, ${kb(load.total)} of JavaScript gzip-compressed${over}\n${lines.join('\n')}`);
}

/** First contentful paint of `path` on Fast 3G in a fresh phone-sized page, in milliseconds. */
async function fcpOnFast3g(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await page.goto(path, { timeout: 90_000 });
  await ready(page);
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (entry) return resolve(entry.startTime);
        new PerformanceObserver((list) => {
          const found = list.getEntriesByName('first-contentful-paint')[0];
          if (found) resolve(found.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await page.close();
  return fcp;
}

/** The home page has drawn its latest projects (the first list it fetches). */
const homeReady = (page: Page) => page.getByRole('region', { name: text('zh', 'home.latest') }).getByRole('listitem').first().waitFor({ timeout: 90_000 });
/** An announcement has drawn its project's name. */
const announcementReady = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor({ timeout: 90_000 });

async function announcementPath(): Promise<string> {
  const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 10, biddingType: 0 });
  expect(rows.length).toBeGreaterThan(0);
  return `/TenderAnnouncement?id=${rows[0].sectionId}`;
}

/**
 * The API calls of a cold load of `path` (method and address, in the order they went out), once the page has
 * shown `ready` and every answer it waited for has arrived.
 */
async function apiCalls(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/prod-api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const requests = watchRequests(page);
  await page.goto(path);
  await ready(page);
  await requests.settled();
  await page.close();
  return calls;
}

/** The calls that went out more than once. */
const repeated = (calls: string[]) => [...new Set(calls.filter((call, i) => calls.indexOf(call) !== i))];

describe('data of a first load', () => {
  it('asks for no data twice on the home page', async () => {
    const calls = await apiCalls(await phone(), '/', homeReady);
    console.log(`[bundle] / calls the API ${calls.length} times:\n  ${calls.join('\n  ')}`);
    expect(repeated(calls)).toEqual([]);
  });

  it("asks for no data twice on a supplier's bid details", async () => {
    const [signup] = await portal.db.query<{ id: number }>(
      `SELECT s.id FROM signup s JOIN app_user u ON u.id = s.user_id WHERE u.user_name = 'supplier' ORDER BY s.supplier_bid_status DESC, s.id LIMIT 1`,
    );
    const context = await phone();
    await signIn(context, portal.url, await apiLogin(portal.url, 'supplier', PASSWORD));
    const calls = await apiCalls(context, `/PersonalCenter/BidDetails?id=${signup.id}`, (page) => page.locator('#appeal').waitFor({ timeout: 90_000 }));
    console.log(`[bundle] BidDetails calls the API ${calls.length} times (at most ${MAX_CALLS.bidDetails}):\n  ${calls.join('\n  ')}`);
    expect(repeated(calls)).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(MAX_CALLS.bidDetails);
  });

  it('asks the API at most 5 times on the quotation page before it is ready', async () => {
    const [signup] = await portal.db.query<{ section_id: number }>(
      `SELECT s.section_id FROM signup s JOIN app_user u ON u.id = s.user_id JOIN section x ON x.id = s.section_id
        WHERE u.user_name = 'supplier' AND s.supplier_bid_status = $1 AND x.section_stauts = 1 ORDER BY s.id LIMIT 1`,
      [BidStatus.readyToQuote],
    );
    expect(signup, 'a demo sign-up ready to quote').toBeTruthy();
    const context = await phone();
    await signIn(context, portal.url, await apiLogin(portal.url, 'supplier', PASSWORD));
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/prod-api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto(`/quotation?id=${signup.section_id}`);
    // The page is ready when its items can be quoted; its live stream keeps it from ever going quiet.
    await page.locator('#quotation-table').first().waitFor({ timeout: 90_000 });
    await nextFrames(page);
    const before = [...calls];
    await page.close();
    console.log(`[bundle] the quotation page calls the API ${before.length} times before it is ready (at most ${MAX_CALLS.quotation}):\n  ${before.join('\n  ')}`);
    expect(before.length).toBeLessThanOrEqual(MAX_CALLS.quotation);
  });

  it('revalidates index.html on a reload and asks the API at most twice (home page and an announcement)', async () => {
    for (const path of ['/', await announcementPath()]) {
      const page = await (await phone()).newPage();
      await page.setViewportSize(PHONE);
      const first = watchRequests(page);
      await page.goto(path);
      await (path === '/' ? homeReady(page) : announcementReady(page));
      await first.settled();
      const calls: string[] = [];
      let revalidatedWith: string | undefined;
      page.on('request', async (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/prod-api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
        if (request.resourceType() === 'document') revalidatedWith = (await request.allHeaders())['if-none-match'];
      });
      const again = watchRequests(page);
      await page.reload();
      await (path === '/' ? homeReady(page) : announcementReady(page));
      await again.settled();
      console.log(`[bundle] a reload of ${path} calls the API ${calls.length} times (at most ${MAX_CALLS.reload})${calls.length ? ':\n  ' + calls.join('\n  ') : ''}`);
      expect(calls.length, path).toBeLessThanOrEqual(MAX_CALLS.reload);
      // The browser asked with the page's ETag, and the server answers such a request 304 while nothing changed.
      expect(revalidatedWith, path).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const answer = await fetch(portal.url + path, { headers: { 'If-None-Match': revalidatedWith! } });
      expect(answer.status, path).toBe(304);
    }
  });
});

/**
 * Milliseconds from the start of a cold load of `path` on the phone profile until the page shows every one of
 * `texts` as text (document.body.innerText: shown, not a placeholder), checked every 20 ms.
 */
async function readableOnPhone(path: string, texts: string[]): Promise<number> {
  const context = await phone();
  await context.addInitScript((wanted: string[]) => {
    const timer = setInterval(() => {
      const shown = document.body?.innerText ?? '';
      if (!wanted.every((text) => shown.includes(text))) return;
      clearInterval(timer);
      (window as unknown as { readableAt: number }).readableAt = performance.now();
    }, 20);
  }, texts);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page.goto(path, { timeout: 90_000 });
  const at = await page.waitForFunction(() => (window as unknown as { readableAt?: number }).readableAt, undefined, { timeout: 90_000, polling: 50 });
  const ms = Number(await at.jsonValue());
  await page.close();
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('readable content first on a phone (150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown)', () => {
  it("shows the home page's project names within 2.0 s of a cold load", { timeout: 240_000 }, async () => {
    const [latest, tenders] = await Promise.all([listSections(portal.url, HOME_LISTS.latest), listSections(portal.url, HOME_LISTS.tenders)]);
    const texts = [latest.rows[0]!.sectionName, tenders.rows[0]!.sectionName];
    const times: number[] = [];
    for (let run = 0; run < READABLE_RUNS; run++) times.push(await readableOnPhone('/', texts));
    console.log(`[bundle] /: readable on the phone profile after ${times.map(Math.round).join(', ')} ms (median ${Math.round(median(times))} ms, at most ${READABLE_MS})`);
    expect(median(times)).toBeLessThanOrEqual(READABLE_MS);
  });

  it("shows an announcement's title, status and deadline within 2.0 s of a cold load", { timeout: 240_000 }, async () => {
    const { rows } = await listSections(portal.url, { pageNum: 1, pageSize: 1, biddingType: 0, sectionStautsList: '8' });
    const id = rows[0]!.sectionId;
    const detail = await api<{ data: { bidSection: { sectionName: string; sectionStauts: number; signupEndTime: string } } }>(portal.url, `/system/section/getSectionByIdWithAuth/${id}`);
    const statuses = await api<{ data: { dictValue: string; dictLabel: string }[] }>(portal.url, '/system/dict/data/type/sys_section_stauts_tenders');
    const { sectionName, sectionStauts, signupEndTime } = detail.data.bidSection;
    const status = statuses.data.find((entry) => entry.dictValue === String(sectionStauts))!.dictLabel;
    const texts = [sectionName, status, signupEndTime.slice(0, 16)];
    const path = `/TenderAnnouncement?id=${id}`;
    const times: number[] = [];
    for (let run = 0; run < READABLE_RUNS; run++) times.push(await readableOnPhone(path, texts));
    console.log(`[bundle] ${path}: title, status and deadline readable on the phone profile after ${times.map(Math.round).join(', ')} ms (median ${Math.round(median(times))} ms, at most ${READABLE_MS})`);
    expect(median(times)).toBeLessThanOrEqual(READABLE_MS);
  });
});

describe('first load on a phone', () => {
  it('keeps the gzip-compressed JavaScript of the home page within its budget', async () => {
    const load = await loadScripts(await phone(), '/', homeReady);
    report('/', load);
    expect(load.total).toBeLessThanOrEqual(BUDGET.home);
  });

  it('keeps the gzip-compressed JavaScript of an announcement within its budget', async () => {
    const path = await announcementPath();
    const load = await loadScripts(await phone(), path, announcementReady);
    report(path, load);
    expect(load.total).toBeLessThanOrEqual(BUDGET.announcement);
  });

  it('prints the first-content time on Fast 3G (a figure, not a limit)', { timeout: 240_000 }, async () => {
    const path = await announcementPath();
    for (const [name, url, ready] of [
      ['/', '/', homeReady],
      [path, path, announcementReady],
    ] as const) {
      const fcp = await fcpOnFast3g(await phone(), url, ready);
      console.log(`[bundle] ${name}: first contentful paint on Fast 3G at 390 px: ${Math.round(fcp)} ms`);
      expect(fcp).toBeGreaterThan(0);
    }
  });
});
