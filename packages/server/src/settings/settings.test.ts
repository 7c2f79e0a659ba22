import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { MemoryStorage } from '../files/storage';
import { testApp } from '../test/harness';

const t = await testApp();

describe('public settings', () => {
  it('tells anyone the upload limit and whether demo mode is on, without a session', async () => {
    expect(await t.call({ method: 'GET', url: '/prod-api/common/config', locale: 'en' })).toEqual({
      code: 200,
      msg: 'Operation successful',
      data: { uploadLimitMb: 20, demoMode: true },
    });
  });

  it('names the figure UPLOAD_LIMIT_MB sets', async () => {
    const config = { ...loadConfig({ UPLOAD_LIMIT_MB: '5', DEMO_MODE: 'false' }), webDist: undefined, seedDemo: false };
    const app = await buildApp({ db: t.db, storage: new MemoryStorage(), config, clock: t.clock });
    try {
      const body = (await app.inject({ method: 'GET', url: '/prod-api/common/config' })).json();
      expect(body.data).toEqual({ uploadLimitMb: 5, demoMode: false });
    } finally {
      await app.close();
    }
  });
});
