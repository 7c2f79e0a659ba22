import type { Db, Statement, Transaction } from '../db/index';

/** What a database handle was asked while counted: its trips and the statements they carried. */
export interface TripCount {
  /**
   * Messages sent to the database and waited for, as the PostgreSQL handle sends them (db/index.ts): a statement
   * outside a transaction is one; a transaction's `BEGIN` is one, carrying its opening statements; each statement in
   * it is one, `commitWith` carrying the `COMMIT`; else the `COMMIT` (or `ROLLBACK`) is one more.
   */
  trips: number;
  /** Every statement, in the order issued (`BEGIN`, `COMMIT` and `ROLLBACK` included). */
  statements: string[];
  /**
   * Statements on the side connection (`sideQuery`, one trip each): a process's bookkeeping outside the pool, such as
   * a round's notice after its commit and the rounds in flight (quotations/pendingArrivals.ts), which runs on a timer.
   */
  side: string[];
}

/**
 * Counts the trips of `db` (the handle an app was built with) until `stop` is called: a test's budget of the
 * statements a call costs, and the write-path measurements of bench/README.md ("Write path: cost per round").
 */
export function countTrips(db: Db): TripCount & { reset(): void; stop(): void } {
  const count = { trips: 0, statements: [] as string[], side: [] as string[] };
  const note = (trips: number, ...statements: string[]) => {
    count.trips += trips;
    count.statements.push(...statements);
  };
  const { query, sideQuery, transaction } = db;
  db.query = ((sql: string, params?: unknown[]) => {
    note(1, sql);
    return query.call(db, sql, params);
  }) as Db['query'];
  db.sideQuery = ((sql: string, params?: unknown[]) => {
    count.side.push(sql);
    return sideQuery.call(db, sql, params);
  }) as Db['sideQuery'];
  db.transaction = (<T>(fn: (tx: Transaction, opened: unknown[][]) => Promise<T>, opening: Statement[] = []) => {
    note(1, 'BEGIN', ...opening.map((s) => s.sql));
    let committed = false;
    const counted = (tx: Transaction): Transaction => ({
      query: (sql, params) => {
        note(1, sql);
        return tx.query(sql, params);
      },
      commitWith: (sql, params) => {
        note(1, sql, 'COMMIT');
        committed = true;
        return tx.commitWith(sql, params);
      },
    });
    return transaction
      .call(db, (tx, opened) => fn(counted(tx), opened), opening)
      .then(
        (result) => {
          if (!committed) note(1, 'COMMIT');
          return result;
        },
        (error: unknown) => {
          if (!committed) note(1, 'ROLLBACK');
          throw error;
        },
      );
  }) as Db['transaction'];
  return Object.assign(count, {
    reset() {
      count.trips = 0;
      count.statements = [];
      count.side = [];
    },
    stop() {
      Object.assign(db, { query, sideQuery, transaction });
    },
  });
}
