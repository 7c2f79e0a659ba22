import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_POOL_SIZE, loadConfig } from './config';
import { newSigningKeyPem } from './signing/key';

/** The message loadConfig refuses the environment with. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('settings', () => {
  it('has the documented defaults, and a blank variable counts as unset', () => {
    const defaults = {
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'info',
      seedDemo: true,
      demoMode: true,
      uploadLimitMb: 20,
      schedulerIntervalMs: 15_000,
      captchaEnabled: true,
      sessionIdleMinutes: 120,
      trustProxy: false,
      arrivalFromProxy: false,
      databaseUrl: undefined,
      smtpUrl: undefined,
      s3: undefined,
    };
    expect(loadConfig({})).toMatchObject(defaults);
    expect(loadConfig({ PORT: '', SCHEDULER_INTERVAL_MS: ' ', CAPTCHA_ENABLED: '', LOG_LEVEL: '' })).toMatchObject(defaults);
  });

  it('reads numbers, flags in any letter case, levels and addresses', () => {
    const config = loadConfig({
      PORT: ' 3000 ',
      SCHEDULER_INTERVAL_MS: '5000',
      SESSION_IDLE_MINUTES: '30',
      UPLOAD_LIMIT_MB: '5',
      CAPTCHA_ENABLED: 'OFF',
      TRUST_PROXY: 'Yes',
      ARRIVAL_FROM_PROXY: 'on',
      SEED_DEMO: '0',
      LOG_LEVEL: 'debug',
      DATABASE_URL: 'postgresql://portal@db:5432/portal',
      SMTP_URL: 'smtps://mail.example.test:465',
    });
    expect(config).toMatchObject({
      port: 3000,
      schedulerIntervalMs: 5000,
      sessionIdleMinutes: 30,
      uploadLimitMb: 5,
      captchaEnabled: false,
      trustProxy: true,
      arrivalFromProxy: true,
      seedDemo: false,
      logLevel: 'debug',
      databaseUrl: 'postgresql://portal@db:5432/portal',
      smtpUrl: 'smtps://mail.example.test:465',
    });
  });

  it.each([
    ['SCHEDULER_INTERVAL_MS', 'abc', 'SCHEDULER_INTERVAL_MS="abc": expected a whole number of milliseconds from 1000 to 3600000'],
    ['SCHEDULER_INTERVAL_MS', '10', 'SCHEDULER_INTERVAL_MS="10": expected a whole number of milliseconds from 1000 to 3600000'],
    ['PORT', '80a', 'PORT="80a": expected a whole number of port from 0 to 65535'],
    ['PORT', '70000', 'PORT="70000": expected a whole number of port from 0 to 65535'],
    ['SESSION_IDLE_MINUTES', 'NaN', 'SESSION_IDLE_MINUTES="NaN": expected a whole number of minutes from 1 to 43200'],
    ['SESSION_IDLE_MINUTES', '0', 'SESSION_IDLE_MINUTES="0": expected a whole number of minutes from 1 to 43200'],
    ['UPLOAD_LIMIT_MB', '1.5', 'UPLOAD_LIMIT_MB="1.5": expected a whole number of megabytes from 1 to 1024'],
    ['CAPTCHA_ENABLED', 'flase', 'CAPTCHA_ENABLED="flase": expected one of true, yes, on, 1, false, no, off, 0'],
    ['DEMO_MODE', 'maybe', 'DEMO_MODE="maybe": expected one of true, yes, on, 1, false, no, off, 0'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL="verbose": expected one of fatal, error, warn, info, debug, trace, silent'],
    ['S3_ENDPOINT', 'minio:9000', 'S3_ENDPOINT="minio:9000": expected an address starting http:// or https://'],
  ])('refuses %s=%j, naming the variable and what it accepts', (name, value, line) => {
    expect(refusal({ [name]: value })).toBe(`Invalid settings, the portal does not start:\n  ${line}`);
  });

  it('names every wrong variable at once, without repeating a value that may hold a password', () => {
    const message = refusal({ DATABASE_URL: 'mysql://portal:s3cret@db/portal', SMTP_URL: 'mail.example.test', TRUST_PROXY: 'sure' });
    expect(message.split('\n').slice(1)).toEqual([
      '  DATABASE_URL: expected an address starting postgres:// or postgresql://',
      '  SMTP_URL: expected an address starting smtp:// or smtps://',
      '  TRUST_PROXY="sure": expected one of true, yes, on, 1, false, no, off, 0',
    ]);
    expect(message).not.toContain('s3cret');
  });

  it('stops the server at start with that message and no stack trace', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, SCHEDULER_INTERVAL_MS: 'abc', DATA_DIR: '/nonexistent/portal-config-test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Invalid settings, the portal does not start:\n  SCHEDULER_INTERVAL_MS="abc": expected a whole number of milliseconds from 1000 to 3600000');
  }, 60_000);

  it('is in demo mode (demo data, demo mailbox) only on the embedded database unless told so', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, demoMode: true });
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db/portal' })).toMatchObject({ seedDemo: false, demoMode: false });
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({ seedDemo: false, demoMode: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db/portal', SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true, demoMode: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db/portal', DEMO_MODE: 'true' })).toMatchObject({ demoMode: true });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', SEED_DEMO: 'true', RECEIPT_SIGNING_KEY: newSigningKeyPem() })).toMatchObject({ seedDemo: true, demoMode: false });
  });

  it('runs several worker processes only on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://portal@db/portal' }).workers).toBe(4);
    expect(refusal({ WORKERS: '2' })).toContain('WORKERS="2": expected 1 with the embedded database');
    expect(refusal({ WORKERS: '0', DATABASE_URL: 'postgres://portal@db/portal' })).toContain('WORKERS="0"');
  });

  it('sizes the database pool from DB_POOL_SIZE', () => {
    expect(loadConfig({}).dbPoolSize).toBe(DEFAULT_POOL_SIZE);
    expect(loadConfig({ DB_POOL_SIZE: '8' }).dbPoolSize).toBe(8);
    expect(refusal({ DB_POOL_SIZE: '0' })).toContain('DB_POOL_SIZE="0": expected a whole number of connections from 1 to 1000');
  });
});
