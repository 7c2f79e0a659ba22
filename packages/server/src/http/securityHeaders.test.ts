import { readFile, mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { siblingApp } from '../accounts/testSupport';
import { MemoryStorage } from '../files/storage';
import { freshDb, testApp } from '../test/harness';
import { API_CSP } from './securityHeaders';

const t = await testApp();

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  // helmet's other defaults, computed once at start-up (securityHeaders.ts), on every answer all the same.
  expect(headers).toMatchObject({
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers of the API', () => {
  it('puts a CSP that lets nothing run, nosniff, no framing and a referrer policy on an answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/common/config' });
    expectCommonHeaders(response.headers);
    expect(response.headers['content-security-policy']).toBe(API_CSP);
  });

  it('puts the same headers on an answer from the public response cache', async () => {
    await t.app.inject({ method: 'GET', url: '/prod-api/common/config' });
    const cached = await t.app.inject({ method: 'GET', url: '/prod-api/common/config' });
    expect(cached.headers['x-cache']).toBe('HIT');
    expectCommonHeaders(cached.headers);
    expect(cached.headers['content-security-policy']).toBe(API_CSP);
  });

  it('puts them on refusals and on unknown addresses too', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/prod-api/getInfo' });
    expect(refused.json().code).toBe(401);
    expectCommonHeaders(refused.headers);
    expect(refused.headers['content-type']).toContain('application/json');
    expectCommonHeaders((await t.app.inject({ method: 'GET', url: '/prod-api/no/such/route' })).headers);
  });

  it("gives the API's documentation pages the app's policy (their scripts are files of the portal)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/docs/static/index.html' });
    expectCommonHeaders(response.headers);
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('sends HSTS only over HTTPS: never over plain HTTP, and X-Forwarded-Proto only counts behind a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/common/config' })).headers['strict-transport-security']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/common/config', headers: forwarded })).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await siblingApp(t, { trustProxy: true });
    expect((await behindProxy.inject({ method: 'GET', url: '/prod-api/common/config', headers: forwarded })).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await behindProxy.inject({ method: 'GET', url: '/prod-api/common/config' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers of the single-page app', async () => {
  const dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1.js"></script>');
  await writeFile(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  const { db, drop } = await freshDb();
  const app = await buildApp({ db, storage: new MemoryStorage(), config: { ...loadConfig({}), webDist: dist } });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('serves index.html with a CSP allowing scripts only from its own files, and no framing', async () => {
    for (const url of ['/', '/TenderProject?keyword=steel']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toContain('text/html');
      expectCommonHeaders(response.headers);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('puts the same headers on a built asset', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(response.body).toBe('console.log(1)');
    expectCommonHeaders(response.headers);
  });

  it('has no inline script in the page the build starts from (script-src has no unsafe-inline)', async () => {
    const html = await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8');
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\bsrc=/);
  });
});
