import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SectionStatus } from '@portal/domain';
import { testApp, testDbKind } from '../test/harness';
import { createSection, createSector } from '../test/factories';
import { administrator, buyer, tenderForm } from '../test/staffSupport';
import { signedInSupplier } from '../accounts/testSupport';

const t = await testApp();
const hour = 3_600_000;

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: '/prod-api' + url, headers });
const LIST = '/system/section/homeListPage?pageNum=1&pageSize=50';
const listed = async (query = '', headers: Headers = {}) => {
  const response = await get(LIST + query, headers);
  return { cache: response.headers['x-cache'], body: response.json() as { rows: { id: number; sectionStauts: number; sectionName: string }[]; total: number } };
};
const detail = async (id: number, headers: Headers = {}) => {
  const response = await get(`/system/section/getSectionByIdWithAuth/${id}`, headers);
  return { cache: response.headers['x-cache'], body: response.json() };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A write that does not pass through this process's database handle: only the NOTIFY of the trigger tells it. */
async function writeElsewhere(sql: string, params: unknown[] = []) {
  if (testDbKind === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const [{ db }] = await t.db.query<{ db: string }>('SELECT current_database() AS db');
    url.pathname = '/' + db;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(sql, params);
    await client.end();
  } else await (t.db as unknown as { pglite: { query(sql: string, params: unknown[]): Promise<unknown> } }).pglite.query(sql, params);
}

/** Whether `done` comes true within a second (asked every 20 ms). */
async function withinASecond(done: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await done()) && Date.now() - started < 1_000) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

describe('the public response cache', () => {
  it('answers the second visitor from the cache, with a strong ETag, 304 and compression', async () => {
    for (let i = 0; i < 8; i++) await createSection(t.db, { section_name: '缓存项目' + i });
    const first = await get(LIST);
    const second = await get(LIST);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers['cache-control']).toBe('public, no-cache');

    const revalidated = await get(LIST, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const br = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
  });

  it('keys entries by the normalized query, the language and the time zone', async () => {
    await createSection(t.db, { section_name: '语言项目', create_time: new Date('2026-05-01T00:00:00Z') });
    const zh = (await listed('&biddingType=0')).body;
    expect((await listed('&biddingType=0')).cache).toBe('HIT');
    // The same query written another way is the same entry (keys in another order, a repeated default).
    expect((await get('/system/section/homeListPage?biddingType=0&pageSize=50&pageNum=1', {})).headers['x-cache']).toBe('HIT');
    const en = await listed('&biddingType=0', { 'content-language': 'en' });
    expect(en.cache).toBe('MISS');
    expect((en.body as unknown as { msg: string }).msg).not.toBe((zh as unknown as { msg: string }).msg);
    const utc = await get(LIST + '&biddingType=0', { 'accept-timezone': 'UTC' });
    expect(utc.headers['x-cache']).toBe('MISS');
    const row = (body: string) => (JSON.parse(body).rows as { sectionName: string; createTime: string }[]).find((r) => r.sectionName === '语言项目')!.createTime;
    expect(row(utc.body)).toBe('2026-05-01 00:00:00');
    expect(zh.rows.find((r) => r.sectionName === '语言项目')).toMatchObject({ createTime: '2026-05-01 08:00:00' });
  });

  it("shows a buyer's change in the very next public list and detail (create, publish, suspend, resume)", async () => {
    const b = await buyer(t);
    const staff = (method: 'POST' | 'PUT', url: string, payload?: object) => t.call({ method, url: '/prod-api/admin' + url, token: b.token, payload });
    const before = await listed();
    expect((await listed()).cache).toBe('HIT');

    const { data } = await staff('POST', '/sections', tenderForm(t, { sectionName: '新发布的项目' }));
    const id = data.id as number;
    const afterDraft = await listed();
    expect(afterDraft.body.total).toBe(before.body.total); // a draft is not public, but the entry was dropped
    expect(afterDraft.cache).toBe('MISS');

    expect((await staff('POST', `/sections/${id}/publish`)).code).toBe(200);
    const published = await listed();
    expect(published.body.total).toBe(before.body.total + 1);
    expect(published.body.rows.find((r) => r.id === id)).toMatchObject({ id, sectionName: '新发布的项目', sectionStauts: SectionStatus.announced });
    const shown = await detail(id);
    expect(shown.body.data.bidSection.sectionStauts).toBe(SectionStatus.announced);
    expect((await detail(id)).cache).toBe('HIT');

    expect((await staff('POST', `/sections/${id}/suspend`)).code).toBe(200);
    expect((await detail(id)).body.data.bidSection.sectionStauts).toBe(SectionStatus.suspended);
    expect((await listed()).body.rows.find((r) => r.id === id)?.sectionStauts).toBe(SectionStatus.suspended);

    expect((await staff('POST', `/sections/${id}/resume`)).code).toBe(200);
    expect((await detail(id)).body.data.bidSection.sectionStauts).toBe(SectionStatus.announced);
  });

  it('drops the entries on a write to any table under them, whoever writes it', async () => {
    const id = await createSection(t.db, { section_name: '关系项目' });
    const sectorId = await createSector(t.db, id, { sector_name: '旧物品' }, [{ sector_name: '旧明细' }]);
    const writes: [string, () => Promise<unknown>, (body: any) => unknown, unknown][] = [
      ['section', () => t.db.query("UPDATE section SET organization = '新单位' WHERE id = $1", [id]), (b) => b.data.bidSection.organization, '新单位'],
      ['sector', () => t.db.query("UPDATE sector SET sector_name = '新物品' WHERE id = $1", [sectorId]), (b) => b.data.sectors[0].sectorName, '新物品'],
      ['sector_detail', () => t.db.query("UPDATE sector_detail SET sector_name = '新明细' WHERE sector_id = $1", [sectorId]), (b) => b.data.sectors[0].detailsList[0].sectorName, '新明细'],
      [
        'receiving_account',
        () => t.db.query("INSERT INTO receiving_account (section_id, type, money, currency, bank_account_name, bank_account, open_account_bank) VALUES ($1, '1', 10, 'CNY', '户名', '123', '银行')", [id]),
        (b) => b.data.bidSection.receivingAccountList.length,
        1,
      ],
      [
        'section_settle_method',
        () => t.db.query("INSERT INTO section_settle_method (section_id, type, percentage) VALUES ($1, '预付款', 100)", [id]),
        (b) => b.data.bidSection.settleMethodsList.length,
        1,
      ],
      [
        'stored_file and section_file',
        () =>
          t.db.transaction(async (tx) => {
            const [{ id: fileId }] = await tx.query<{ id: number }>(
              "INSERT INTO stored_file (storage_key, file_name, content_type, file_size) VALUES ('k/announce.pdf', 'announce.pdf', 'application/pdf', 10) RETURNING id",
            );
            await tx.query("INSERT INTO section_file (section_id, file_id, kind) VALUES ($1, $2, 'section')", [id, fileId]);
          }),
        (b) => b.data.bidSection.fileList.map((f: { fileName: string }) => f.fileName),
        ['announce.pdf'],
      ],
      ['stored_file rename', () => t.db.query("UPDATE stored_file SET file_name = 'renamed.pdf' WHERE storage_key = 'k/announce.pdf'"), (b) => JSON.stringify(b.data.bidSection.fileList).includes('renamed.pdf'), true],
    ];
    for (const [table, write, read, expected] of writes) {
      await detail(id);
      expect((await detail(id)).cache, table).toBe('HIT');
      await write();
      const after = await detail(id);
      expect(after.cache, table).toBe('MISS');
      expect(read(after.body), table).toEqual(expected);
    }
  });

  it('drops a dictionary on an administrator relabelling it', async () => {
    const admin = await administrator(t);
    const dict = async () => (await get('/system/dict/data/type/sys_currency', { 'content-language': 'en' })).json().data as { dictValue: string; dictLabel: string }[];
    const entries = await dict();
    const rows = await t.call({ method: 'GET', url: '/prod-api/admin/dictionaries?dictType=sys_currency&pageNum=1&pageSize=50', token: admin.token });
    const target = rows.rows[0];
    const changed = await t.call({
      method: 'PUT',
      url: `/prod-api/admin/dictionaries/${target.id}`,
      token: admin.token,
      payload: { dictLabel: target.dictLabel, dictLabelEn: 'Relabelled currency', dictLabelLo: target.dictLabelLo ?? 'ສະກຸນເງິນ', dictSort: target.dictSort ?? 0 },
    });
    expect(changed.code).toBe(200);
    const after = await dict();
    expect(after.find((e) => e.dictValue === target.dictValue)?.dictLabel).toBe('Relabelled currency');
    expect(after).not.toEqual(entries);
  });

  it('never outlives the next clock move of a section: the next public call after the time shows the new status', async () => {
    const start = new Date(t.clock.now().getTime() + hour);
    const id = await createSection(t.db, {
      section_name: '时钟项目',
      section_stauts: SectionStatus.announced,
      signup_start_time: start,
      signup_end_time: new Date(start.getTime() + 10 * hour),
      start_time: new Date(start.getTime() + 20 * hour),
      ent_time: new Date(start.getTime() + 30 * hour),
    });
    const open = `&sectionStautsList=${SectionStatus.signupOpen}`;
    expect((await listed(open)).body.rows.map((r) => r.id)).not.toContain(id);
    expect((await listed(open)).cache).toBe('HIT');
    expect((await detail(id)).body.data.bidSection.sectionStauts).toBe(SectionStatus.announced);

    t.clock.advance(hour + 1);
    const moved = await listed(open);
    expect(moved.cache).toBe('MISS');
    expect(moved.body.rows.find((r) => r.id === id)?.sectionStauts).toBe(SectionStatus.signupOpen);
    expect((await detail(id)).body.data.bidSection.sectionStauts).toBe(SectionStatus.signupOpen);
  });

  it("gives a signed-in supplier the shared part with their own fields, never another's", async () => {
    const id = await createSection(t.db, { section_name: '关注项目' });
    const anonymous = await detail(id);
    const one = await signedInSupplier(t);
    const other = await signedInSupplier(t);
    expect((await t.call({ method: 'POST', url: '/prod-api/follow', token: one.token, payload: { sectionId: id } })).code).toBe(200);

    const mine = await get(`/system/section/getSectionByIdWithAuth/${id}`, bearer(one.token));
    expect(mine.json().data.bidSection).toMatchObject({ isFollow: 1, sectionName: '关注项目' });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const theirs = await detail(id, bearer(other.token));
    expect(theirs.body.data.bidSection.isFollow).toBe(0);
    const visitor = await detail(id);
    expect(visitor.cache).toBe('HIT');
    expect(visitor.body).toEqual(anonymous.body);
    expect(visitor.body.data.bidSection.isFollow).toBe(0);
    // The overlay is the shared answer with only the caller's own fields changed.
    expect({ ...mine.json().data.bidSection, isFollow: 0 }).toEqual(visitor.body.data.bidSection);
  });

  it('drops the entries within a second when another process (another connection) writes', async () => {
    const id = await createSection(t.db, { section_name: '别处改的项目' });
    await detail(id);
    expect((await detail(id)).cache).toBe('HIT');
    await writeElsewhere("UPDATE section SET section_name = '另一进程改名' WHERE id = $1", [id]);
    expect(await withinASecond(async () => (await detail(id)).body.data.bidSection.sectionName === '另一进程改名')).toBe(true);
  });

  it("keeps a dictionary cached through a section's writes and drops it on a write to the dictionaries, here and from another process", async () => {
    const id = await createSection(t.db, { section_name: '字典旁的项目' });
    const dict = async () => {
      const response = await get('/system/dict/data/type/sys_currency', { 'content-language': 'en' });
      return { cache: response.headers['x-cache'], labels: (response.json().data as { dictLabel: string }[]).map((e) => e.dictLabel) };
    };
    const before = await dict();
    expect((await dict()).cache).toBe('HIT');
    await detail(id);
    expect((await detail(id)).cache).toBe('HIT');

    // In this process: the section's answer goes, the dictionary stays.
    await t.db.query("UPDATE section SET organization = '别的单位' WHERE id = $1", [id]);
    expect((await detail(id)).cache).toBe('MISS');
    expect((await dict()).cache).toBe('HIT');
    // From another process: the same, once the notification has come.
    await writeElsewhere("UPDATE section SET organization = '第三个单位' WHERE id = $1", [id]);
    expect(await withinASecond(async () => (await detail(id)).body.data.bidSection.organization === '第三个单位')).toBe(true);
    expect((await dict()).cache).toBe('HIT');

    // A write to the dictionaries drops it, here and from elsewhere, and the next answer shows the write.
    await t.db.query("UPDATE dict_data SET dict_label_en = 'Currency relabelled here' WHERE dict_type = 'sys_currency' AND dict_sort = (SELECT min(dict_sort) FROM dict_data WHERE dict_type = 'sys_currency')");
    const here = await dict();
    expect(here.cache).toBe('MISS');
    expect(here.labels).toContain('Currency relabelled here');
    await writeElsewhere("UPDATE dict_data SET dict_label_en = 'Currency relabelled elsewhere' WHERE dict_type = 'sys_currency' AND dict_label_en = 'Currency relabelled here'");
    expect(await withinASecond(async () => (await dict()).labels.includes('Currency relabelled elsewhere'))).toBe(true);
    expect(before.labels).not.toContain('Currency relabelled elsewhere');
  });

  it('does not cache refusals', async () => {
    const id = await createSection(t.db, { section_stauts: SectionStatus.draft });
    expect((await detail(id)).body.code).toBe(404);
    await t.db.query('UPDATE section SET section_stauts = $2 WHERE id = $1', [id, SectionStatus.announced]);
    expect((await detail(id)).body.code).toBe(200);
  });
});

describe('static files', async () => {
  const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>' + ' '.repeat(2000));
  await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1);'.repeat(200));
  const app = await buildApp({ db: t.db, storage: t.storage, clock: t.clock, config: { ...t.app.config, webDist: dist } });
  afterAll(() => app.close());

  it('marks hashed assets immutable for a year, revalidates index.html, and compresses both', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1);'.repeat(200));
    for (const url of ['/', '/TenderProject?keyword=x']) {
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('gzip');
    }
  });
});
