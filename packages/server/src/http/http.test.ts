import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { MemoryStorage } from '../files/storage';
import { freshDb, testApp } from '../test/harness';

const t = await testApp();

describe('the OpenAPI document', () => {
  it('describes every API route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/prod-api/docs/json' })).json();
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const routes = t.app.routeList
      .filter((r) => r.url.startsWith('/prod-api/') && !r.url.startsWith('/prod-api/docs'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) expect(documented, route).toContain(route);
  });
});

describe('the single-page app', async () => {
  const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  const { db, drop } = await freshDb();
  const app = await buildApp({ db, storage: new MemoryStorage(), config: { ...loadConfig({}), webDist: dist } });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('loads the app directly on a deep link with a query (history mode)', async () => {
    const response = await app.inject({ method: 'GET', url: '/TenderProject?keyword=steel' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves built assets, and a missing asset is a real 404 rather than the app', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps API answers as JSON bodies', async () => {
    expect((await app.inject({ method: 'GET', url: '/prod-api/unknown' })).json().code).toBe(404);
  });
});

describe('transport failures', () => {
  it('answers a malformed JSON body with a localized message, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      headers: { 'content-type': 'application/json', 'content-language': 'en' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 601, msg: 'The request body is malformed' });
  });

  it('refuses repeated paging parameters as invalid', async () => {
    const body = await t.call({ method: 'GET', url: '/prod-api/system/section/homeListPage?pageNum=1&pageNum=2', locale: 'en' });
    expect(body).toEqual({ code: 601, msg: 'The page number must be a whole number above 0' });
  });
});
