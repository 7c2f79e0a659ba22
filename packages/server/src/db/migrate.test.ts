import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { migrate } from './migrate';

const t = await testApp();
const tableExists = async (name: string) => (await t.db.query('SELECT 1 FROM information_schema.tables WHERE table_name = $1', [name])).length === 1;
const recorded = async (names: string[]) => (await t.db.query<{ name: string }>('SELECT name FROM schema_migration WHERE name = ANY($1::text[]) ORDER BY name', [names])).map((r) => r.name);

describe('migrate', () => {
  // Issue 26: its comment said each migration ran in its own transaction; they run in one, which is what we want.
  it('applies the pending migrations all in one transaction: one failing leaves none of them applied', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    const names = ['900_first.sql', '901_second.sql'];
    await writeFile(join(dir, names[0]), 'CREATE TABLE migrate_probe_first (id int);\n');
    await writeFile(join(dir, names[1]), 'CREATE TABLE migrate_probe_second (id int);\nSELECT no_such_column FROM migrate_probe_second;\n');
    await expect(migrate(t.db, dir)).rejects.toThrow();
    expect([await tableExists('migrate_probe_first'), await tableExists('migrate_probe_second')]).toEqual([false, false]);
    expect(await recorded(names)).toEqual([]);

    await writeFile(join(dir, names[1]), 'CREATE TABLE migrate_probe_second (id int);\n');
    expect(await migrate(t.db, dir)).toEqual(names);
    expect([await tableExists('migrate_probe_first'), await tableExists('migrate_probe_second')]).toEqual([true, true]);
    expect(await recorded(names)).toEqual(names);
    expect(await migrate(t.db, dir)).toEqual([]);
  });
});
