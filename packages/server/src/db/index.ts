import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** An open transaction. */
export interface Transaction extends Queryable {
  /**
   * Runs the transaction's last statement and commits in the same trip to the database: the commit does not wait
   * for the statement's answer to reach this process and come back, so the locks the transaction holds are
   * released as soon as the database is done (a contended lock is held for the statement, not for a trip through
   * a busy event loop). Nothing may be issued on the transaction after it; if the statement fails, nothing is
   * committed and the error is thrown as from `query`.
   */
  commitWith<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A statement with its parameters. */
export interface Statement {
  sql: string;
  params?: unknown[];
}

/** The database: embedded PGlite or a real PostgreSQL, one SQL dialect for both. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: all of it is committed, or none of it. The `opening` statements are sent with the
   * `BEGIN` in one trip to the database and run in order, each with a snapshot of its own (READ COMMITTED: one that
   * waited for a row lock is followed by statements that see what the lock's holder committed); `fn` gets their rows.
   * They cannot use what another answers: each is written knowing only the caller's input.
   */
  transaction<T>(fn: (tx: Transaction, opened: unknown[][]) => Promise<T>, opening?: Statement[]): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `fn` after each write of this process is committed (a statement outside a transaction, or a
   * committed transaction), with the tables it wrote (INSERT, UPDATE, DELETE, TRUNCATE), lower-case.
   * Returns a function that stops it.
   */
  onWrite(fn: (tables: ReadonlySet<string>) => void): () => void;
  /**
   * LISTEN on `channel`: `onNotify` for every notification of another process (on PostgreSQL a
   * notification whose payload is this handle's `processTag`, alone or followed by a space and more, is its own
   * and skipped: onWrite told it already; embedded PGlite has one process and passes every notification), `onReset` whenever
   * notifications may have been missed (the listening connection was lost and is back). Returns a
   * function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReset: () => void): Promise<() => Promise<void>>;
  /** Names this process's connections (PostgreSQL application_name), so a trigger can tell who wrote. */
  readonly processTag: string;
  /** Connections this handle holds at most at once: its pool's size on PostgreSQL, 1 on embedded PGlite. */
  readonly connections: number;
  /**
   * A statement on a connection of its own, outside the pool, for a process's bookkeeping that must not wait
   * behind the requests in the pool's queue (quotations/pendingArrivals.ts). Not reported to onWrite. Embedded
   * PGlite has one connection: there it is an ordinary statement.
   */
  sideQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** `INSERT INTO t`, `UPDATE t`, `DELETE FROM t`, `TRUNCATE t`: the table names a statement writes. */
const WRITE_TARGET = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)/gi;
const MAY_WRITE = /\b(?:INSERT|UPDATE|DELETE|TRUNCATE)\b/i;

/** Tables a statement writes, added to `into` (over-matching is harmless: it only means a listener hears more). */
export function writtenTables(sql: string, into: Set<string>): void {
  if (!MAY_WRITE.test(sql)) return;
  for (const match of sql.matchAll(WRITE_TARGET)) into.add(match[1].toLowerCase());
}

/** The write listeners of one database handle. */
class WriteEvents {
  private readonly listeners = new Set<(tables: ReadonlySet<string>) => void>();
  add(fn: (tables: ReadonlySet<string>) => void) {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  }
  emit(tables: ReadonlySet<string>) {
    if (tables.size === 0) return;
    for (const fn of this.listeners) fn(tables);
  }
  /** Emits the tables of one committed statement. */
  statement(sql: string) {
    if (this.listeners.size === 0 || !MAY_WRITE.test(sql)) return;
    const tables = new Set<string>();
    writtenTables(sql, tables);
    this.emit(tables);
  }
}

// Make node-postgres parse values as PGlite does: bigint ids as numbers, numeric as exact strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  readonly processTag = 'portal';
  readonly connections = 1;
  private readonly writes = new WriteEvents();
  constructor(private readonly pglite: PGlite) {}
  async query<T>(sql: string, params: unknown[] = []) {
    const rows = (await this.pglite.query<T>(sql, params)).rows;
    this.writes.statement(sql);
    return rows;
  }
  async transaction<T>(fn: (tx: Transaction, opened: unknown[][]) => Promise<T>, opening: Statement[] = []) {
    const tables = new Set<string>();
    const result = await this.pglite.transaction(async (tx) => {
      const query = async <R>(sql: string, params: unknown[] = []) => {
        writtenTables(sql, tables);
        return (await tx.query<R>(sql, params)).rows;
      };
      // One connection, no trip to save: the opening statements run one by one, and the commit follows when fn returns.
      const opened: unknown[][] = [];
      for (const statement of opening) opened.push(await query(statement.sql, statement.params));
      return fn({ query, commitWith: query }, opened);
    });
    this.writes.emit(tables);
    return result;
  }
  onWrite(fn: (tables: ReadonlySet<string>) => void) {
    return this.writes.add(fn);
  }
  async sideQuery<T>(sql: string, params: unknown[] = []) {
    return (await this.pglite.query<T>(sql, params)).rows;
  }
  /** One process holds an embedded database: its notifications are its own, and none is ever missed. */
  async listen(channel: string, onNotify: (payload: string) => void, _onReset: () => void) {
    const stop = await this.pglite.listen(channel, onNotify);
    return async () => stop();
  }
  close() {
    return this.pglite.close();
  }
  dumpDataDir() {
    return this.pglite.dumpDataDir('none');
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly writes = new WriteEvents();
  private readonly listeners = new Set<{ stop(): Promise<void> }>();
  /** The one connection that LISTENs, shared by every channel this handle listens to (opened on first use). */
  private listener: SharedListener | null = null;
  /** The connection of sideQuery, opened on first use and again after it is lost. */
  private side: Promise<pg.Client> | null = null;
  private closed = false;
  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    readonly processTag: string,
  ) {}
  get connections() {
    return this.pool.options.max;
  }
  async query<T>(sql: string, params: unknown[] = []) {
    const rows = (await this.pool.query(sql, params)).rows as T[];
    this.writes.statement(sql);
    return rows;
  }
  onWrite(fn: (tables: ReadonlySet<string>) => void) {
    return this.writes.add(fn);
  }
  async sideQuery<T>(sql: string, params: unknown[] = []) {
    if (this.closed) throw new Error('the database is closed');
    const opening = (this.side ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString, application_name: this.processTag });
      const lost = () => {
        if (this.side === opening) this.side = null;
      };
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      return client;
    })());
    try {
      return (await (await opening).query(sql, params)).rows as T[];
    } catch (error) {
      // A connection that failed to open is opened again by the next call.
      if (this.side === opening && !(await opening.then(() => true, () => false))) this.side = null;
      throw error;
    }
  }
  /**
   * A dedicated connection (not from the pool) LISTENs; when it is lost it reconnects after a second, and
   * `onReset` tells the caller it may have missed notifications meanwhile (also while it is down, every
   * second, so a caller can keep treating itself as uninformed).
   */
  async listen(channel: string, onNotify: (payload: string) => void, onReset: () => void) {
    this.listener ??= new SharedListener(this.connectionString, this.processTag);
    const listener = this.listener;
    const handle = { stop: () => listener.unsubscribe(channel, subscriber) };
    const subscriber = { onNotify, onReset };
    await listener.subscribe(channel, subscriber);
    this.listeners.add(handle);
    return async () => {
      this.listeners.delete(handle);
      await handle.stop();
    };
  }
  async transaction<T>(fn: (tx: Transaction, opened: unknown[][]) => Promise<T>, opening: Statement[] = []) {
    const client = await this.pool.connect();
    const tables = new Set<string>();
    let committed = false;
    try {
      let opened: unknown[][] = [];
      if (opening.length === 0) await client.query('BEGIN');
      else {
        // One message of the simple query protocol (parameters written in as literals, as commitWith does); in READ
        // COMMITTED each of its statements takes a snapshot of its own.
        for (const statement of opening) writtenTables(statement.sql, tables);
        const texts = [];
        for (const statement of opening) texts.push(await executeText(client, statement.sql, statement.params ?? [], false));
        const answers = (await client.query(['BEGIN', ...texts].join(';\n'))) as unknown as pg.QueryResult[];
        opened = answers.slice(1).map((answer) => answer.rows);
      }
      // One connection runs one statement at a time: statements a caller issues together (Promise.all over the
      // transaction) are sent one after the other, in the order they were issued, instead of being handed to a
      // client still busy with the previous one (which node-postgres deprecates).
      let previous: Promise<unknown> = Promise.resolve();
      const queue = <R>(sql: string, run: () => Promise<R>) => {
        if (committed) throw new Error('the transaction is committed: nothing may follow commitWith');
        writtenTables(sql, tables);
        const next = previous.then(run);
        previous = next.catch(() => undefined);
        return next;
      };
      const result = await fn(
        {
          query: <R>(sql: string, params: unknown[] = []) => queue(sql, async () => (await client.query(sql, params)).rows as R[]),
          commitWith: <R>(sql: string, params: unknown[] = []) =>
            queue(sql, async () => {
              // The simple query protocol runs several statements in one message, but takes no parameters: they are
              // written into the text as escaped literals (node-postgres's own conversion and escaping).
              const answers = (await client.query(`${await executeText(client, sql, params, true)};\nCOMMIT`)) as unknown as pg.QueryResult[];
              committed = true;
              return answers[0].rows as R[];
            }),
        },
        opened,
      );
      if (!committed) await client.query('COMMIT');
      committed = true;
      this.writes.emit(tables);
      return result;
    } catch (error) {
      if (committed) this.writes.emit(tables);
      else await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  async close() {
    this.closed = true;
    for (const listener of [...this.listeners]) await listener.stop();
    const side = this.side;
    this.side = null;
    await side?.then((client) => client.end()).catch(() => undefined);
    await this.pool.end();
  }
}

/**
 * `sql` with its parameters `$1`, `$2`, … written in as literals, converted as node-postgres converts a
 * parameter (arrays as array literals, dates with their offset, objects as JSON) and escaped as a string literal;
 * the statement's own casts (`$9::bigint[]`) then type them as before. Only the statement's text is rewritten,
 * never a parameter's value.
 */
export function withLiterals(sql: string, params: unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/** A parameter as a literal of the simple query protocol (see withLiterals). */
function literal(param: unknown) {
  const value = prepareValue(param);
  return value === null || value === undefined ? 'NULL' : pg.escapeLiteral(String(value));
}

/** Statements prepared on each pooled connection (by name), so that a connection prepares each one once. */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
/** Most statements one connection keeps prepared: past it, further ones are sent with literals as before. */
const PREPARED_PER_CONNECTION = 32;

/**
 * The text that runs `sql` with `params` in a message of the simple query protocol: `EXECUTE` of the statement
 * prepared on this connection (PREPARE, in a trip of its own the first time this connection runs it), its parameters
 * written in as literals. A statement planned once per connection, not once per message: the round's statements are
 * long and cost PostgreSQL more to plan than to run (bench/README.md, "Write path: cost per round"); a prepared
 * statement is planned with its values for its first five runs, then by a generic plan unless that one is estimated
 * dearer. Its parameters' types are inferred from the statement as for the extended protocol (`$9::bigint[]` casts,
 * columns compared with).
 */
async function executeText(client: pg.PoolClient, sql: string, params: unknown[], inTransaction: boolean) {
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Set()));
  const { name, used } = preparedName(sql);
  if (!names.has(name)) {
    if (names.size >= PREPARED_PER_CONNECTION || unpreparable.has(name)) return withLiterals(sql, params);
    // Inside a transaction a refused PREPARE would abort it: there it runs in a savepoint, undone on a refusal (a
    // prepared statement is the connection's, not the transaction's: it stays whether the transaction commits or not).
    const prepare = `PREPARE ${name} AS ${sql}`;
    const prepared = await client.query(inTransaction ? `SAVEPOINT portal_prepare;\n${prepare};\nRELEASE SAVEPOINT portal_prepare` : prepare).then(
      () => true,
      // 42P05: prepared on this connection already (by a try whose answer was lost): it is the same text. Any other
      // refusal (a parameter whose type the statement does not tell, as `$2` in `$1 IS NULL OR $2 IS NULL`, or a
      // statement in error) sends it with literals as before, which run it or give its error as before. Only a
      // refusal of the text itself (class 42: syntax or analysis) is remembered; one of the moment (a lock wait given
      // up, a cancelled statement) lets the next run ask again.
      async (error: { code?: string }) => {
        if (inTransaction) await client.query('ROLLBACK TO SAVEPOINT portal_prepare;\nRELEASE SAVEPOINT portal_prepare');
        if (error.code === '42P05') return true;
        if (error.code?.startsWith('42')) {
          if (unpreparable.size >= 4 * PREPARED_PER_CONNECTION) unpreparable.clear();
          unpreparable.add(name);
        }
        return false;
      },
    );
    if (!prepared) return withLiterals(sql, params);
    names.add(name);
  }
  // Every parameter the statement takes, as withLiterals writes it (a missing one is NULL).
  return used === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${Array.from({ length: used }, (_, i) => literal(params[i])).join(', ')})`;
}

/** Statements PostgreSQL refused to prepare (by name): sent with literals without asking again. */
const unpreparable = new Set<string>();

/** The name a statement is prepared under and how many parameters it takes, by its text (kept for the texts seen last). */
const preparedNames = new Map<string, { name: string; used: number }>();
function preparedName(sql: string) {
  let known = preparedNames.get(sql);
  if (!known) {
    if (preparedNames.size >= 4 * PREPARED_PER_CONNECTION) preparedNames.clear();
    known = {
      name: 'portal_' + createHash('sha256').update(sql).digest('hex').slice(0, 24),
      used: Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))),
    };
    preparedNames.set(sql, known);
  }
  return known;
}

/** node-postgres's conversion of a parameter to its text (present at run time, not in its type declarations). */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

/** The data directory of an embedded database as a tar file, for openDb's `template` (the tests' template). */
export function dumpDataDir(db: Db): Promise<Blob> {
  if (!(db instanceof PgliteDb)) throw new Error('only an embedded database has a data directory to dump');
  return db.dumpDataDir();
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite with its data in
 * `dataDir` (in memory when dataDir is 'memory://', which the tests use), starting from `template` when given (a
 * data directory PGlite's dumpDataDir made: the tests' migrated database, test/globalSetup.ts).
 */
export async function openDb(options: { databaseUrl?: string; dataDir: string; poolSize?: number; template?: Blob }): Promise<Db> {
  if (options.databaseUrl) {
    const processTag = 'portal-' + randomBytes(6).toString('hex');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20, application_name: processTag });
    pool.on('error', () => undefined);
    const db = new PostgresDb(pool, options.databaseUrl, processTag);
    await db.query('SELECT 1');
    return db;
  }
  const pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm }, loadDataDir: options.template });
  return new PgliteDb(pglite);
}

/** One channel's listener: its notifications, and whenever some may have been missed. */
interface ChannelSubscriber {
  onNotify: (payload: string) => void;
  onReset: () => void;
}

/**
 * The LISTEN connection of a PostgreSQL handle, shared by every channel (the response cache, the live streams, the
 * session cache): one connection outside the pool per process, whatever listens. Lost, it is opened again every
 * second, LISTENs to every channel again, and each subscriber hears `onReset` (also while it is down, every second).
 */
class SharedListener {
  private readonly channels = new Map<string, Set<ChannelSubscriber>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly processTag: string,
  ) {}

  private reset() {
    for (const subscribers of this.channels.values()) for (const s of subscribers) s.onReset();
  }

  private async connect() {
    const next = new pg.Client({ connectionString: this.connectionString });
    next.on('notification', (message) => {
      // This process's own notification: its payload is its tag, or its tag and a space and what it names (the table written).
      const payload = message.payload ?? '';
      if (payload === this.processTag || payload.startsWith(this.processTag + ' ')) return;
      for (const s of this.channels.get(message.channel) ?? []) s.onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (this.client !== next) return;
      this.client = undefined;
      this.reset();
      this.schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    for (const channel of this.channels.keys()) await next.query(`LISTEN ${quoted(channel)}`);
    this.client = next;
  }

  private schedule() {
    if (this.channels.size === 0) return;
    this.retry = setTimeout(() => {
      this.connect().then(
        () => this.reset(),
        () => {
          this.reset();
          this.schedule();
        },
      );
    }, 1_000);
    this.retry.unref();
  }

  async subscribe(channel: string, subscriber: ChannelSubscriber) {
    let subscribers = this.channels.get(channel);
    const added = !subscribers;
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    subscribers.add(subscriber);
    if (!this.client) {
      this.connecting ??= this.connect().finally(() => (this.connecting = null));
      await this.connecting;
    }
    // Again after a connection that may have listed its channels before this one was added (LISTEN twice is harmless).
    if (added) await this.client?.query(`LISTEN ${quoted(channel)}`);
  }

  async unsubscribe(channel: string, subscriber: ChannelSubscriber) {
    const subscribers = this.channels.get(channel);
    subscribers?.delete(subscriber);
    if (subscribers?.size !== 0) return;
    this.channels.delete(channel);
    const client = this.client;
    if (this.channels.size > 0) {
      await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      return;
    }
    clearTimeout(this.retry);
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

const quoted = (channel: string) => `"${channel.replace(/"/g, '')}"`;
