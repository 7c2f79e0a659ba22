import { MerkleTree, type SignedTreeHead } from '@portal/domain';
import type { Queryable } from '../db/index';

/** Columns of a stored tree head. */
export const HEAD_COLUMNS = 'tree_size, root_hash, signed_at, key_id, public_key, signature';
export interface HeadRow {
  tree_size: number;
  root_hash: string;
  signed_at: Date | string;
  key_id: string;
  public_key: string;
  signature: string;
}
/** A stored head as it goes out and as it was signed. */
export const presentHead = (row: HeadRow): SignedTreeHead => ({
  treeSize: Number(row.tree_size),
  rootHash: row.root_hash,
  timestamp: new Date(row.signed_at).toISOString(),
  keyId: row.key_id,
  signature: row.signature,
});

/** The number of entries in the log (committed, as this statement sees them). */
export async function logSize(q: Queryable): Promise<number> {
  const [row] = await q.query<{ size: number }>('SELECT count(*)::int AS size FROM transparency_log_entry');
  return row.size;
}

/** The Merkle tree of the log's first `size` entries (all of them without `size`). */
export async function treeOf(q: Queryable, size?: number): Promise<MerkleTree> {
  const rows = await q.query<{ leaf_index: number; leaf_hash: string }>(
    size === undefined
      ? 'SELECT leaf_index, leaf_hash FROM transparency_log_entry ORDER BY leaf_index'
      : 'SELECT leaf_index, leaf_hash FROM transparency_log_entry WHERE leaf_index < $1 ORDER BY leaf_index',
    size === undefined ? [] : [size],
  );
  rows.forEach((row, i) => {
    if (Number(row.leaf_index) !== i) throw new Error(`transparency log: entry ${i} is missing`);
  });
  if (size !== undefined && rows.length < size) throw new RangeError(`no tree of size ${size} (the log has ${rows.length} entries)`);
  return new MerkleTree(rows.map((r) => r.leaf_hash));
}
