import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Transaction } from './index';
import { testApp } from '../test/harness';

const t = await testApp();

/** The statements prepared on the connection a transaction runs on, with how often each was planned. */
const preparedHere = (tx: Transaction) =>
  tx.query<{ statement: string; runs: number; generic: number }>(
    "SELECT statement, (custom_plans + generic_plans)::int AS runs, generic_plans::int AS generic FROM pg_prepared_statements WHERE name LIKE 'portal\\_%'",
  );
const backend = async (tx: Transaction) => (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0].pid;
const nameOf = (sql: string) => 'portal_' + createHash('sha256').update(sql).digest('hex').slice(0, 24);

describe("a transaction's opening and its last statement on PostgreSQL (prepared once per connection)", () => {
  const OPENING = `SELECT $1::bigint AS a, $2::text AS b, $3::timestamptz IS NULL AS c, $4::numeric[] AS d`;
  const LAST = 'SELECT $1::text AS e, $2::jsonb AS f';

  it('answers what the statements answer with parameters, a value that looks like SQL or a parameter included', async () => {
    const opening = [7, "O'Brien $1 报价 ທໍ່; COMMIT", null, ['1.50', null]];
    const last = ["'); DROP TABLE section; --", JSON.stringify({ '7': { lowest: '1.00' } })];
    const [[expectedOpening], [expectedLast]] = [await t.db.query(OPENING, opening), await t.db.query(LAST, last)];
    const answers = await t.db.transaction(
      async (tx, opened) => ({ opened: opened[0], last: await tx.commitWith(LAST, [...last, 'a parameter the statement does not take']) }),
      [{ sql: OPENING, params: opening }],
    );
    expect(answers.opened).toEqual([expectedOpening]);
    expect(answers.last).toEqual([expectedLast]);
    expect(expectedOpening).toMatchObject({ a: 7, b: opening[1], c: true });
    expect(await t.db.query("SELECT to_regclass('section') IS NOT NULL AS kept")).toEqual([{ kept: true }]);
  });

  it('prepares each statement once on a connection and runs it again there without planning it anew', async () => {
    const opening = `${OPENING}, 'loop' AS g`;
    /** Per connection (backend pid): the transactions run on it, and what the last one saw prepared there. */
    const byBackend = new Map<number, { transactions: number; seen: Awaited<ReturnType<typeof preparedHere>> }>();
    for (let i = 0; i < 60 && ![...byBackend.values()].some((b) => b.transactions >= 8); i++) {
      await t.db.transaction(
        async (tx) => {
          const pid = await backend(tx);
          const entry = byBackend.get(pid) ?? { transactions: 0, seen: [] };
          entry.transactions += 1;
          entry.seen = await preparedHere(tx);
          byBackend.set(pid, entry);
          await tx.commitWith(LAST, [`run ${i}`, '{}']);
        },
        [{ sql: opening, params: [i, 'x', new Date(), ['1']] }],
      );
    }
    // On every connection: prepared once, and run once by each transaction that ran there (its own opening included).
    for (const { transactions, seen } of byBackend.values()) {
      const mine = seen.filter((s) => s.statement.includes("'loop' AS g"));
      expect(mine).toHaveLength(1);
      expect(mine[0].runs).toBe(transactions);
      // Planned with its values the first five times, then by the generic plan kept on the connection.
      if (transactions > 5) expect(mine[0].generic).toBeGreaterThan(0);
    }
    expect(Math.max(...[...byBackend.values()].map((b) => b.transactions))).toBeGreaterThanOrEqual(8);
  });

  it('runs a statement that the connection has prepared already though this process did not know it, first or last in a transaction', async () => {
    // Transactions that ran on the connection prepared behind the pool's back (the one released last, unless a
    // background task took it meanwhile).
    let hits = 0;
    for (let i = 0; i < 20 && hits === 0; i++) {
      const first = `SELECT $1::int + 1 AS n, 'known first ${i}' AS tag`;
      const last = `SELECT $1::int + 2 AS n, 'known last ${i}' AS tag`;
      // Prepared behind the pool's back, on the connection this transaction gets.
      const behind = await t.db.transaction(async (tx) => {
        await tx.query(`PREPARE ${nameOf(first)} AS ${first}`);
        await tx.query(`PREPARE ${nameOf(last)} AS ${last}`);
        return backend(tx);
      });
      const answers = await t.db.transaction(
        async (tx, opened) => ({ pid: opened[1], first: opened[0], last: await tx.commitWith(last, [40]) }),
        [{ sql: first, params: [41] }, { sql: 'SELECT pg_backend_pid() AS pid' }],
      );
      expect(answers.first).toEqual([{ n: 42, tag: `known first ${i}` }]);
      expect(answers.last).toEqual([{ n: 42, tag: `known last ${i}` }]);
      if ((answers.pid as { pid: number }[])[0].pid === behind) hits += 1;
    }
    expect(hits).toBeGreaterThan(0);
  });

  it('sends a statement PostgreSQL will not prepare with literals, as before, and the transaction goes on', async () => {
    await t.db.query('CREATE TABLE unpreparable_probe (a text NOT NULL)');
    // `$1 IS NULL` does not tell the parameter's type: PREPARE refuses it, the simple query protocol takes its literal.
    const opening = 'SELECT $1 IS NULL AS missing, $2::int AS n';
    const last = "INSERT INTO unpreparable_probe SELECT 'last ' || $2::text WHERE $1 IS NULL RETURNING a";
    for (const run of [1, 2]) {
      const answers = await t.db.transaction(
        async (tx, opened) => {
          await tx.query('INSERT INTO unpreparable_probe VALUES ($1)', [`before ${run}`]);
          return { opened: opened[0], last: await tx.commitWith(last, [null, run]) };
        },
        [{ sql: opening, params: [null, run] }],
      );
      expect(answers).toEqual({ opened: [{ missing: true, n: run }], last: [{ a: `last ${run}` }] });
    }
    expect((await t.db.query<{ a: string }>('SELECT a FROM unpreparable_probe ORDER BY a')).map((r) => r.a)).toEqual(['before 1', 'before 2', 'last 1', 'last 2']);
  });

  it('prepares a statement again once a refusal of the moment has passed (a lock wait given up), not only with literals from then on', async () => {
    await t.db.query('CREATE TABLE locked_probe (a int)');
    const last = 'SELECT count(*)::int AS n, $1::text AS tag FROM locked_probe';
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE locked_probe IN ACCESS EXCLUSIVE MODE');
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    // The PREPARE waits for the lock and gives up (55P03), so does the statement with literals: the round is refused.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("SET LOCAL lock_timeout = '100ms'");
        return tx.commitWith(last, ['while locked']);
      }),
    ).rejects.toMatchObject({ code: '55P03' });
    release();
    await holder;
    // The lock gone, the statement is prepared on the connection it runs on: a later transaction there finds it.
    const byBackend = new Map<number, number>();
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      found = await t.db.transaction(async (tx) => {
        const pid = await backend(tx);
        const prepared = (await preparedHere(tx)).some((s) => s.statement.includes('FROM locked_probe'));
        const runsBefore = byBackend.get(pid) ?? 0;
        expect(await tx.commitWith(last, [`run ${i}`])).toEqual([{ n: 0, tag: `run ${i}` }]);
        byBackend.set(pid, runsBefore + 1);
        return prepared && runsBefore > 0;
      });
    }
    expect(found).toBe(true);
  });

  it('gives a parameter the statement takes but the caller left out as NULL', async () => {
    const sql = 'SELECT $1::int AS n, $2::text IS NULL AS left_out';
    expect(await t.db.transaction(async (_tx, opened) => opened[0], [{ sql, params: [5] }])).toEqual([{ n: 5, left_out: true }]);
  });

  it('commits nothing when the prepared last statement fails, and the connection keeps working', async () => {
    await t.db.query('CREATE TABLE prepared_probe (a text NOT NULL)');
    const insert = 'INSERT INTO prepared_probe VALUES ($1) RETURNING a';
    expect(await t.db.transaction((tx) => tx.commitWith(insert, ['kept']), [{ sql: 'SELECT $1::int AS n', params: [1] }])).toEqual([{ a: 'kept' }]);
    await expect(t.db.transaction(async (tx) => {
      await tx.query("INSERT INTO prepared_probe VALUES ('rolled back')");
      await tx.commitWith(insert, [null]);
    }, [{ sql: 'SELECT $1::int AS n', params: [2] }])).rejects.toThrow(/null value/);
    expect(await t.db.transaction((tx) => tx.commitWith(insert, ['after']), [{ sql: 'SELECT $1::int AS n', params: [3] }])).toEqual([{ a: 'after' }]);
    expect((await t.db.query<{ a: string }>('SELECT a FROM prepared_probe ORDER BY a')).map((r) => r.a)).toEqual(['after', 'kept']);
  });
});
