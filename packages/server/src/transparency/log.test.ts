import { logEntryText, logLeafHash, parseLogEntry, verifyInclusion, MerkleTree } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index';
import { freshDb } from '../test/harness';
import { appendLogEntry } from './commands';
import { treeOf } from './queries';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

describe('appendLogEntry', () => {
  it('gives consecutive indices, stores the hashed text, and a rolled-back append gives its index back', async () => {
    const first = await db.transaction((tx) => appendLogEntry(tx, { kind: 'notice', sectionId: 7, body: { notice: 'announcement', version: 1 } }));
    await expect(
      db.transaction(async (tx) => {
        await appendLogEntry(tx, { kind: 'notice', sectionId: 7, body: { notice: 'change', version: 2 } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const second = await db.transaction((tx) => appendLogEntry(tx, { kind: 'audit-head', sectionId: null, body: { chainSeq: 3, hash: 'ab' } }));
    expect([first.index, second.index]).toEqual([0, 1]);
    const rows = await db.query<{ entry: string; leaf_hash: string }>('SELECT entry, leaf_hash FROM transparency_log_entry ORDER BY leaf_index');
    expect(rows.map((r) => parseLogEntry(r.entry)?.kind)).toEqual(['notice', 'audit-head']);
    expect(rows[1].leaf_hash).toBe(second.leafHash);
    expect(await logLeafHash(rows[1].entry)).toBe(second.leafHash);
    const entry = parseLogEntry(rows[0].entry)!;
    expect(logEntryText(entry)).toBe(rows[0].entry);
    expect(entry.body).toEqual({ notice: 'announcement', version: 1 });
  });

  it('appends of concurrent transactions each get their own index', async () => {
    const before = (await treeOf(db)).size;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => db.transaction((tx) => appendLogEntry(tx, { kind: 'opening', sectionId: 100 + i, body: { i } }))),
    );
    expect(results.map((r) => r.index).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4].map((i) => before + i));
    const tree = await treeOf(db);
    const last = results.find((r) => r.index === before + 4)!;
    expect(await verifyInclusion(last.leafHash, { leafIndex: last.index, treeSize: tree.size, path: await tree.inclusionPath(last.index) }, await tree.rootHash())).toBe(true);
    expect(tree).toBeInstanceOf(MerkleTree);
  });

  it('refuses to change or remove an entry', async () => {
    await expect(db.query("UPDATE transparency_log_entry SET entry = 'x' WHERE leaf_index = 0")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM transparency_log_entry WHERE leaf_index = 0')).rejects.toThrow(/append-only/);
  });

  it('reads the tree as the database holds it: a kept tree grows with the log and is rebuilt when an entry was rewritten', async () => {
    const before = (await treeOf(db)).size;
    await db.transaction((tx) => appendLogEntry(tx, { kind: 'notice', sectionId: 8, body: { grown: true } }));
    const grown = await treeOf(db);
    expect(grown.size).toBe(before + 1);
    const hashes = (await db.query<{ leaf_hash: string }>('SELECT leaf_hash FROM transparency_log_entry ORDER BY leaf_index')).map((r) => r.leaf_hash);
    const grownRoot = await grown.rootHash();
    expect(grownRoot).toBe(await new MerkleTree(hashes).rootHash());
    await db.query('ALTER TABLE transparency_log_entry DISABLE TRIGGER USER');
    await db.query(`UPDATE transparency_log_entry SET leaf_hash = '${'0'.repeat(64)}' WHERE leaf_index = 1`);
    await db.query('ALTER TABLE transparency_log_entry ENABLE TRIGGER USER');
    hashes[1] = '0'.repeat(64);
    const rewritten = await treeOf(db);
    expect(await rewritten.rootHash()).toBe(await new MerkleTree(hashes).rootHash());
    expect(await rewritten.rootHash()).not.toBe(grownRoot);
  });
});
