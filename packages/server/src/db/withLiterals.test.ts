import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { withLiterals } from './index';

const t = await testApp();

/** Values a quotation round's insert carries, and a few that would break a careless escaping. */
const PARAMS: unknown[] = [
  "O'Brien \\ \"quoted\" 报价 ທໍ່ $1",
  ['1.50', null, '-0.01'],
  [3, 4],
  ['a"b', "c'd", 'e\\f', 'g,h', '{i}', null],
  new Date('2026-11-25T12:34:56.789Z'),
  null,
  true,
  JSON.stringify({ '7': { lowest: '1.00', highest: '2.00' } }),
  'SELECT $1 AND $2',
];
const SQL = `SELECT $1::text AS a, $2::numeric[] AS b, $3::bigint[] AS c, $4::text[] AS d, $5::timestamptz AS e, $6::text AS f,
                    $7::boolean AS g, $8::jsonb AS h, $9::text AS i, $10::timestamptz IS NULL AS j`;

describe('withLiterals (the statement sent with its commit in one message)', () => {
  it('answers exactly what the same statement with parameters answers', async () => {
    const params = [...PARAMS, null];
    const [expected] = await t.db.query(SQL, params);
    const [written] = await t.db.query(withLiterals(SQL, params));
    expect(written).toEqual(expected);
    expect(written).toMatchObject({ a: PARAMS[0], d: PARAMS[3], i: 'SELECT $1 AND $2', j: true });
  });

  it('stores a round through commitWith: the statement and the commit, one message', async () => {
    await t.db.query('CREATE TABLE literal_probe (a text, b numeric[])');
    const rows = await t.db.transaction((tx) => tx.commitWith<{ a: string }>('INSERT INTO literal_probe VALUES ($1, $2) RETURNING a', [PARAMS[0], PARAMS[1]]));
    expect(rows).toEqual([{ a: PARAMS[0] }]);
    expect(await t.db.query('SELECT a, b::text FROM literal_probe')).toEqual([{ a: PARAMS[0], b: '{1.50,NULL,-0.01}' }]);
    // A statement that fails commits nothing.
    await expect(t.db.transaction(async (tx) => {
      await tx.query("INSERT INTO literal_probe VALUES ('kept?', NULL)");
      await tx.commitWith('INSERT INTO literal_probe VALUES ($1, $2)', ['x', ['not a number']]);
    })).rejects.toThrow();
    expect(await t.db.query('SELECT count(*)::int AS n FROM literal_probe')).toEqual([{ n: 1 }]);
  });
});
