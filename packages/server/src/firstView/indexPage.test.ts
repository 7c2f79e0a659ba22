import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerKey, FIRST_VIEW_ELEMENT_ID, HOME_LISTS, SectionStatus, TOKEN_COOKIE, VIEW_COOKIE, type FirstViewData } from '@portal/domain';
import { buildApp } from '../app';
import { testApp } from '../test/harness';
import { createSection } from '../test/factories';

const t = await testApp();

/** A build: the real index.html the web package starts from, and the first view's texts in zh and lo. */
const dist = await mkdtemp(join(tmpdir(), 'portal-first-view-'));
await writeFile(join(dist, 'index.html'), await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8'));
const texts = (appName: string, releaseTime: string, signupEndTime: string) => ({
  common: { appName },
  shell: { demoBanner: `DEMO ${appName} <b>` },
  home: { latest: 'LATEST', tenders: 'TENDERS', inquiries: 'INQUIRIES', tender: 'T', inquiry: 'I' },
  projects: { card: { signupEndTime: 'CLOSES', endTime: 'ENDS' } },
  announcement: { releaseTime, info: { signupEndTime, signupStartTime: 'OPENS', startTime: { tender: 'S', inquiry: 'S' }, entTime: { tender: 'E', inquiry: 'E' } } },
});
await writeFile(
  join(dist, 'first-view-messages.json'),
  JSON.stringify({ zh: texts('阳光采购平台', '发布时间：{{time}}', '报名截止时间'), lo: texts('ລະບົບຈັດຊື້', 'ເຜີຍແຜ່ເມື່ອ {{time}}', 'ປິດລົງທະບຽນ') }),
);
const app = await buildApp({ db: t.db, storage: t.storage, clock: t.clock, config: { ...t.app.config, webDist: dist } });
afterAll(() => app.close());

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** The answers a page carries, by answerKey. */
const carried = (html: string): FirstViewData => {
  const match = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`).exec(html);
  expect(match, 'the first view element').toBeTruthy();
  return JSON.parse(match![1]!) as FirstViewData;
};
/** The readable first view written over the skeleton (up to the answers that follow it). */
const readable = (html: string) => {
  const start = html.indexOf('<div class="fv" inert aria-hidden="true">');
  return start < 0 ? '' : html.slice(start, html.indexOf(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">`));
};

describe('index.html', () => {
  it('starts every page with the demo banner in its language in demo mode, so it does not push the page down later', async () => {
    const banner = (html: string) => /<div class="fv-demo">(.*?)<\/div>/.exec(html)?.[1];
    expect(banner((await page('/')).body)).toBe('DEMO 阳光采购平台 &lt;b&gt;');
    expect(banner((await page('/PersonalCenter/MyBid', { cookie: `${VIEW_COOKIE}=lo%7CAsia%2FVientiane` })).body)).toBe('DEMO ລະບົບຈັດຊື້ &lt;b&gt;');
    const real = await buildApp({ db: t.db, storage: t.storage, clock: t.clock, config: { ...t.app.config, webDist: dist, demoMode: false } });
    try {
      const html = (await real.inject({ method: 'GET', url: '/' })).body;
      expect(banner(html)).toBeUndefined();
      expect(html).toContain('<!--demo-banner--><!--/demo-banner-->');
    } finally {
      await real.close();
    }
  });

  it('answers a reload whose data has not changed with 304, and a changed one with the new page', async () => {
    await createSection(t.db, { section_name: '第一个项目', section_stauts: SectionStatus.signupOpen });
    const first = await page('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const reload = await page('/', { 'if-none-match': etag });
    expect(reload.statusCode).toBe(304);
    expect(reload.body).toBe('');

    // A section published meanwhile is on the page: the old ETag no longer matches.
    await createSection(t.db, { section_name: '第二个项目', section_stauts: SectionStatus.signupOpen });
    const changed = await page('/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(readable(changed.body)).toContain('第二个项目');
  });

  it('carries the home lists, the dictionaries and the settings as the API answers them, and the project names as text', async () => {
    const name = '<b>Tom & "Jerry"</b> 办公用品';
    await createSection(t.db, { section_name: name, section_stauts: SectionStatus.signupOpen });
    const html = (await page('/')).body;
    const data = carried(html);
    expect(data).toMatchObject({ locale: 'zh', timezone: 'Asia/Shanghai' });
    const api = async (path: string, query?: Record<string, unknown>) =>
      (await app.inject({ method: 'GET', url: `/prod-api${path}${query ? '?' + new URLSearchParams(query as Record<string, string>) : ''}` })).json();
    expect(data.answers[answerKey('/system/section/homeListPage', HOME_LISTS.latest)]).toEqual(await api('/system/section/homeListPage', HOME_LISTS.latest));
    expect(data.answers[answerKey('/system/section/homeListPage', HOME_LISTS.tenders)]).toEqual(await api('/system/section/homeListPage', HOME_LISTS.tenders));
    expect(data.zoneFree['/system/dict/data/type/sys_section_stauts_tenders']).toEqual(await api('/system/dict/data/type/sys_section_stauts_tenders'));
    expect(data.zoneFree['/common/config']).toEqual(await api('/common/config'));
    // Text, not markup: the name is escaped in the view, and cannot end the JSON's element.
    expect(readable(html)).toContain('&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; 办公用品');
    expect(readable(html)).not.toContain('<b>Tom');
    expect(html).not.toMatch(/"<\/b>/);
    expect(readable(html)).toContain('TENDERS');
  });

  it("writes an announcement's title, status and deadline in the language and zone of the view cookie", async () => {
    const id = await createSection(t.db, {
      section_name: '万象站安保服务',
      section_name_lo: 'ການບໍລິການຮັກສາຄວາມປອດໄພ',
      section_stauts: SectionStatus.signupOpen,
      signup_end_time: new Date('2030-12-03T09:00:00Z'),
    });
    const zh = (await page(`/TenderAnnouncement?id=${id}`)).body;
    expect(readable(zh)).toContain('<h1>万象站安保服务</h1>');
    expect(readable(zh)).toContain('报名中');
    expect(readable(zh)).toContain('报名截止时间 <b>2030-12-03 17:00</b>');

    const lo = await page(`/TenderAnnouncement?id=${id}`, { cookie: `${VIEW_COOKIE}=${encodeURIComponent('lo|Asia/Vientiane')}` });
    expect(lo.body).toContain('<html lang="lo"');
    expect(readable(lo.body)).toContain('<h1>ການບໍລິການຮັກສາຄວາມປອດໄພ</h1>');
    expect(readable(lo.body)).toContain('ປິດລົງທະບຽນ <b>2030-12-03 16:00</b>');
    expect(carried(lo.body)).toMatchObject({ locale: 'lo', timezone: 'Asia/Vientiane' });
    expect(lo.headers.etag).not.toBe((await page(`/TenderAnnouncement?id=${id}`)).headers.etag);
    expect(lo.headers.vary).toContain('Cookie');
  });

  it("leaves a signed-in caller's own section out of the page, and shows its text all the same", async () => {
    const id = await createSection(t.db, { section_name: '登录者的项目', section_stauts: SectionStatus.signupOpen });
    const html = (await page(`/TenderAnnouncement?id=${id}`, { cookie: `${TOKEN_COOKIE}=abc` })).body;
    expect(readable(html)).toContain('登录者的项目');
    expect(Object.keys(carried(html).answers)).not.toContain(`/system/section/getSectionByIdWithAuth/${id}`);
    const visitor = (await page(`/TenderAnnouncement?id=${id}`)).body;
    expect(Object.keys(carried(visitor).answers)).toContain(`/system/section/getSectionByIdWithAuth/${id}`);
  });

  it('shows no first view of a section that is not public, nor of other pages', async () => {
    const draft = await createSection(t.db, { section_name: '草稿项目', section_stauts: SectionStatus.draft });
    const html = (await page(`/TenderAnnouncement?id=${draft}`)).body;
    expect(html).not.toContain('草稿项目');
    expect(html).toContain('<div class="boot-block">');
    const bids = (await page('/PersonalCenter/MyBid')).body;
    expect(bids).toContain('<div class="boot-block">');
    // Every page still brings the settings and the dictionaries.
    expect(Object.keys(carried(bids).zoneFree)).toEqual(expect.arrayContaining(['/common/config', '/system/dict/data/type/sys_currency']));
  });
});

describe('the view cookie', () => {
  it('is no credential: a public answer stays shared and cached for a caller who sends only it', async () => {
    const url = '/prod-api/system/dict/data/type/sys_currency';
    await t.app.inject({ method: 'GET', url });
    const answer = await t.app.inject({ method: 'GET', url, headers: { cookie: `${VIEW_COOKIE}=zh%7CAsia%2FShanghai` } });
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    expect(answer.headers['x-cache']).toBe('HIT');
    const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie: `${VIEW_COOKIE}=zh%7CAsia%2FShanghai; ${TOKEN_COOKIE}=abc` } });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });
});
