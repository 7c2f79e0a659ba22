import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { MemoryStorage } from '../files/storage';
import { testApp } from '../test/harness';

const t = await testApp();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-app-'));
const webDist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

/** An app whose DATA_DIR and built SPA folder are the temporary ones (no index.html, so no SPA is served). */
async function appWith() {
  const config = { ...loadConfig({ DATA_DIR: dataDir }), webDist, seedDemo: false };
  const app = await buildApp({ db: t.db, storage: new MemoryStorage(), config, clock: t.clock });
  await app.ready();
  return app;
}

const publish = (dir: string, bytes: string) => {
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'app', 'portal.apk'), bytes);
};

describe('Android app package', () => {
  it('says none is published, and the download answers the localized 404 body', async () => {
    const app = await appWith();
    try {
      const latest = (await app.inject({ method: 'GET', url: '/prod-api/app/latest', headers: { 'content-language': 'en' } })).json();
      expect(latest).toEqual({ code: 200, msg: 'Operation successful', data: { available: false, downloadUrl: null, size: null, updateTime: null } });
      const download = await app.inject({ method: 'GET', url: '/prod-api/app/portal.apk', headers: { 'content-language': 'en' } });
      expect(download.json()).toEqual({ code: 404, msg: 'The requested resource does not exist' });
    } finally {
      await app.close();
    }
  });

  it('finds a package of the built web app and serves it as an attachment', async () => {
    publish(webDist, 'APK-from-build');
    const app = await appWith();
    try {
      const latest = (await app.inject({ method: 'GET', url: '/prod-api/app/latest', headers: { 'accept-timezone': 'UTC' } })).json();
      expect(latest.data).toMatchObject({ available: true, downloadUrl: '/prod-api/app/portal.apk', size: 14 });
      expect(latest.data.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const download = await app.inject({ method: 'GET', url: '/prod-api/app/portal.apk' });
      expect(download.headers['content-type']).toBe('application/vnd.android.package-archive');
      expect(download.headers['content-disposition']).toBe('attachment; filename="portal.apk"');
      expect(download.body).toBe('APK-from-build');
    } finally {
      await app.close();
    }
  });

  it('prefers the package dropped into DATA_DIR/app', async () => {
    publish(dataDir, 'APK-in-data-dir');
    const app = await appWith();
    try {
      expect((await app.inject({ method: 'GET', url: '/prod-api/app/portal.apk' })).body).toBe('APK-in-data-dir');
    } finally {
      await app.close();
    }
  });
});
