import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';

const t = await testApp();

/** The statements prepared on the connection a transaction runs on, with how often each was planned. */
const preparedHere = (tx: { query<T>(sql: string): Promise<T[]> }) =>
  tx.query<{ statement: string; runs: number; generic: number }>(
    "SELECT statement, (custom_plans + generic_plans)::int AS runs, generic_plans::int AS generic FROM pg_prepared_statements WHERE name LIKE 'portal\\_%'",
  );

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
    expect(await t.db.query('SELECT count(*)::int AS n FROM section')).toHaveLength(1);
  });

  it('prepares each statement once on a connection and runs it again there without planning it anew', async () => {
    const opening = `${OPENING}, 'loop' AS g`;
    let seen: Awaited<ReturnType<typeof preparedHere>> = [];
    // One transaction after the other: the pool hands out the connection released last.
    for (let i = 0; i < 8; i++) {
      seen = await t.db.transaction(
        async (tx) => {
          const here = await preparedHere(tx);
          await tx.commitWith(LAST, [`run ${i}`, '{}']);
          return here;
        },
        [{ sql: opening, params: [i, 'x', new Date(), ['1']] }],
      );
    }
    const mine = seen.filter((s) => s.statement.includes("'loop' AS g"));
    // Seen inside the eighth transaction: run seven times before it and once by its own opening, planned
    // with its values the first five times, then by the generic plan kept on the connection.
    expect(mine).toHaveLength(1);
    expect(mine[0].runs).toBe(8);
    expect(mine[0].generic).toBeGreaterThan(0);
  });

  it('runs a statement that the connection has prepared already though this process did not know it', async () => {
    const sql = "SELECT $1::int + 1 AS n, 'known' AS tag";
    const name = 'portal_' + createHash('sha256').update(sql).digest('hex').slice(0, 24);
    // Prepared behind the pool's back on the connection the next transaction gets (the one released last).
    await t.db.transaction(async (tx) => tx.query(`PREPARE ${name} AS ${sql}`));
    expect(await t.db.transaction(async (_tx, opened) => opened[0], [{ sql, params: [41] }])).toEqual([{ n: 42, tag: 'known' }]);
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
