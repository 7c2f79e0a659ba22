import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpDataDir, openDb } from '../db/index';
import { migrate } from '../db/migrate';
import { installDictionaries } from '../dictionaries/install';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated database every test database of this run is copied from (freshDb): a PGlite data directory
     * dump (a file), or the name of a template database on the test PostgreSQL server.
     */
    testDbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };
  }
}

/**
 * Migrates one database per run and per API test project, before any test file starts, for freshDb to copy:
 * migrating costs each file more than copying (docs/decisions/tests.md). The copies are made in parallel
 * workers; the template is made once, here, so no lock is needed.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const database = 'portal_template_' + randomBytes(6).toString('hex');
    await admin(url, `CREATE DATABASE ${database}`);
    const target = new URL(url);
    target.pathname = '/' + database;
    const db = await openDb({ databaseUrl: target.toString(), dataDir: '', poolSize: 1 });
    try {
      await migrate(db);
      await installDictionaries(db);
    } finally {
      await db.close();
    }
    // No connection may stay on a template while it is copied: refuse them all.
    await admin(url, `ALTER DATABASE ${database} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    project.provide('testDbTemplate', { kind: 'postgres', database });
    return async () => {
      await admin(url, `ALTER DATABASE ${database} WITH IS_TEMPLATE false`);
      await admin(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    };
  }
  const db = await openDb({ dataDir: 'memory://' });
  const file = join(tmpdir(), `portal-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  try {
    await migrate(db);
    await installDictionaries(db);
    await writeFile(file, Buffer.from(await (await dumpDataDir(db)).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('testDbTemplate', { kind: 'pglite', file });
  return () => rm(file, { force: true });
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
