import type { LiveLimits } from '../live/stream';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, inject, type ProvidedContext } from 'vitest';
import { buildApp } from '../app';
import type { Clock } from '../http/clock';
import { loadConfig, type Config } from '../config';
import { openDb, type Db } from '../db/index';
import { migrate } from '../db/migrate';
import { installDictionaries } from '../dictionaries/install';
import { MemoryStorage } from '../files/storage';

/** Which database the API tests run on: the project `server-pg` sets TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current: Date = new Date('2026-06-01T02:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  set(date: Date | string) {
    this.current = new Date(date);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * The API tests hash passwords at scrypt's cheapest sensible cost (2^10, 1 MiB, about 1 ms instead of 0.1 s):
 * hashing is not what they test, and the stored hash names its cost. passwords.test.ts and config.test.ts keep
 * the production cost honest; the test app's config carries this one, and helpers that hash pass it.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/** The run's migrated template (test/globalSetup.ts), read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;
function template() {
  return inject('testDbTemplate') as ProvidedContext['testDbTemplate'] | undefined;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the test PostgreSQL server. Both are
 * copies of the run's template, migrated once (globalSetup); without one (a run outside the API test
 * projects) each is migrated here.
 */
export async function freshDb(): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  const from = template();
  if (testDbKind === 'pglite') {
    if (from?.kind === 'pglite') pgliteTemplate ??= readFile(from.file).then((bytes) => new Blob([bytes]));
    const db = await openDb({ dataDir: 'memory://', template: from?.kind === 'pglite' ? await pgliteTemplate : undefined });
    if (from?.kind !== 'pglite') await migrateAndInstall(db);
    return { db, drop: () => db.close() };
  }
  const created = await createTestDatabase({ template: from?.kind === 'postgres' ? from.database : undefined });
  const db = await openDb({ databaseUrl: created.url, dataDir: '', poolSize: 5 });
  if (from?.kind !== 'postgres') await migrateAndInstall(db);
  return {
    db,
    url: created.url,
    drop: async () => {
      await db.close();
      await created.drop();
    },
  };
}

async function migrateAndInstall(db: Db) {
  await migrate(db);
  await installDictionaries(db);
}

/**
 * A new database on the test PostgreSQL server (TEST_DATABASE_URL), empty or a copy of `template`: its address,
 * and how to drop it.
 */
export async function createTestDatabase(options: { template?: string } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = 'portal_test_' + randomBytes(6).toString('hex');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = '/' + name;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  storage: MemoryStorage;
  /** Sends a request and returns the parsed JSON body. */
  call<T = any>(options: InjectOptions & { locale?: string; timezone?: string; token?: string }): Promise<T>;
}

/**
 * An app on a fresh database for one test file; closed after the file. The clock ends quoting exactly at the
 * end time (QUOTING_SETTLE_MS 0) unless `config` says otherwise (live/fairDeadline.test.ts).
 */
export async function testApp(options: { clock?: TestClock; config?: Partial<Config>; live?: Partial<LiveLimits> } = {}): Promise<TestApp> {
  const { db, drop } = await freshDb();
  const clock = options.clock ?? new TestClock();
  const storage = new MemoryStorage();
  const config = {
    ...loadConfig({}),
    webDist: undefined,
    seedDemo: false,
    demoMode: true,
    quotingSettleMs: 0,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...options.config,
  };
  const app = await buildApp({ db, storage, config, clock, live: options.live });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await drop();
  });
  const call = async ({ locale, timezone, token, headers, ...rest }: Parameters<TestApp['call']>[0]) => {
    const response = await app.inject({
      ...rest,
      headers: {
        ...(locale ? { 'content-language': locale } : {}),
        ...(timezone ? { 'accept-timezone': timezone } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    return response.json();
  };
  return { app, db, clock, storage, call };
}
