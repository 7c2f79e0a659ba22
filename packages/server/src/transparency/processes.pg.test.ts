import { afterAll, describe, expect, it } from 'vitest';
import { verifyConsistency, verifyTreeHead } from '@portal/domain';
import { openDb } from '../db/index';
import { signerFor, useSigningKey, newSigningKeyPem } from '../signing/key';
import { freshDb } from '../test/harness';
import { appendLogEntry, transparencyPass } from './commands';
import { headAt, treeOf } from './queries';

describe('several server processes on one database (PostgreSQL)', () => {
  it('append with consecutive indices and no gap, and keep one signed head per size', { timeout: 120_000 }, async () => {
    const fresh = await freshDb();
    const other = await openDb({ databaseUrl: fresh.url!, dataDir: '', poolSize: 5 });
    afterAll(async () => {
      await other.close();
      await fresh.drop();
    });
    const key = newSigningKeyPem();
    for (const db of [fresh.db, other]) useSigningKey(db, key);
    const processes = [fresh.db, other];
    // Twenty appends from two processes at once, some rolled back, with both clocks signing heads meanwhile.
    const appends = Array.from({ length: 20 }, (_, i) =>
      processes[i % 2]
        .transaction(async (tx) => {
          const appended = await appendLogEntry(tx, { kind: 'opening', sectionId: 1 + i, body: { i } });
          if (i % 7 === 3) throw new Error('rolled back');
          return appended;
        })
        .catch(() => null),
    );
    const passes = processes.flatMap((db) => [1, 2, 3].map(async () => transparencyPass(db, await signerFor(db))));
    const [appended] = await Promise.all([Promise.all(appends), Promise.all(passes)]);
    const kept = appended.filter((a) => a !== null);
    expect(kept.map((a) => a.index).sort((a, b) => a - b)).toEqual(kept.map((_, i) => i));
    const tree = await treeOf(fresh.db);
    expect(tree.size).toBe(kept.length);

    await transparencyPass(other, await signerFor(other));
    const heads = await fresh.db.query<{ tree_size: number }>('SELECT tree_size FROM transparency_tree_head ORDER BY tree_size');
    expect(new Set(heads.map((h) => h.tree_size)).size).toBe(heads.length);
    expect(heads.at(-1)!.tree_size).toBe(kept.length);
    const { publicKey } = await signerFor(fresh.db);
    let previous = null as Awaited<ReturnType<typeof headAt>>;
    for (const { tree_size } of heads) {
      const head = (await headAt(fresh.db, Number(tree_size)))!;
      expect(await verifyTreeHead(head, publicKey)).toBe(true);
      expect(head.rootHash).toBe(await tree.rootHash(head.treeSize));
      if (previous) expect(await verifyConsistency(previous, head, await tree.consistencyProof(previous.treeSize, head.treeSize))).toBe(true);
      previous = head;
    }
  });
});
