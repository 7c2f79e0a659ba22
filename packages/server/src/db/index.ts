import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The database: embedded PGlite or a real PostgreSQL, one SQL dialect for both. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of it is committed, or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Make node-postgres parse values as PGlite does: bigint ids as numbers, numeric as exact strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  constructor(private readonly pglite: PGlite) {}
  async query<T>(sql: string, params: unknown[] = []) {
    return (await this.pglite.query<T>(sql, params)).rows;
  }
  transaction<T>(fn: (tx: Queryable) => Promise<T>) {
    return this.pglite.transaction((tx) =>
      fn({ query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows }),
    );
  }
  close() {
    return this.pglite.close();
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}
  async query<T>(sql: string, params: unknown[] = []) {
    return (await this.pool.query(sql, params)).rows as T[];
  }
  async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({ query: async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[] });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  close() {
    return this.pool.end();
  }
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite with its data in
 * `dataDir` (in memory when dataDir is 'memory://', which the tests use).
 */
export async function openDb(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    pool.on('error', () => undefined);
    const db = new PostgresDb(pool);
    await db.query('SELECT 1');
    return db;
  }
  const pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  return new PgliteDb(pglite);
}
