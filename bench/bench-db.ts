import { randomBytes } from 'node:crypto';
import { openDb, type Db } from '@portal/server/db/index.ts';
import { migrate } from '@portal/server/db/migrate.ts';
import { loadConfig } from '@portal/server/config.ts';
import { installDictionaries } from '@portal/server/dictionaries/install.ts';

export interface BenchDb {
  db: Db;
  /** Where the data lives, for the report. */
  label: string;
  /** postgres:// address of the database (absent for PGlite), for server processes started by the run. */
  url?: string;
  /** Closes the database and removes it. Safe to call more than once. */
  drop(): Promise<void>;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A fresh, migrated database with the dictionaries installed: a new database portal_bench_<random> on the
 * PostgreSQL server of `adminUrl` (which must be on this machine), or an in-memory PGlite.
 */
export async function createBenchDb(kind: 'postgres' | 'pglite', adminUrl: string): Promise<BenchDb> {
  if (kind === 'pglite') {
    const db = await openDb({ dataDir: 'memory://' });
    await prepare(db);
    return { db, label: 'PGlite in memory', drop: once(() => db.close()) };
  }
  const target = new URL(adminUrl);
  if (!LOCAL_HOSTS.has(target.hostname)) throw new Error(`BENCH_DATABASE_URL must point at this machine, not ${target.hostname}`);
  const name = 'portal_bench_' + randomBytes(4).toString('hex');
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  target.pathname = '/' + name;
  const dropDatabase = () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  let db: Db | undefined;
  try {
    // The pool size the server runs with (DB_POOL_SIZE, else its default), so the figures are those of a deployment.
    db = await openDb({ databaseUrl: target.toString(), dataDir: '', poolSize: loadConfig({ DB_POOL_SIZE: process.env.DB_POOL_SIZE }).dbPoolSize });
    await prepare(db);
  } catch (error) {
    await db?.close().catch(() => undefined);
    await dropDatabase();
    throw error;
  }
  const opened = db;
  const drop = once(async () => {
    await opened.close().catch(() => undefined);
    await dropDatabase();
  });
  return { db: opened, label: `PostgreSQL ${target.host}/${name}`, url: target.toString(), drop };
}

async function prepare(db: Db) {
  await migrate(db);
  await installDictionaries(db);
}

async function admin(url: string, sql: string) {
  const db = await openDb({ databaseUrl: url, dataDir: '', poolSize: 1 });
  try {
    await db.query(sql);
  } finally {
    await db.close();
  }
}

function once(fn: () => Promise<void>) {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
