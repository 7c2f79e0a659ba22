import { logKeyId, logEntryText, logLeafHash, treeHeadMessage, type LogEntryKind, type SignedTreeHead } from '@portal/domain';
import type { Queryable } from '../db/index';
import type { ReceiptSigner } from '../receipts/signingKey';
import { HEAD_COLUMNS, presentHead, treeOf, type HeadRow } from './queries';

/** What an entry of the transparency log records (docs/verification.md, "Transparency log"). */
export interface NewLogEntry {
  kind: LogEntryKind;
  /** The section it is about; null for portal-wide entries (the audit chain's head). */
  sectionId: number | null;
  /** What is logged: plain JSON values (strings, numbers, booleans, null, arrays, objects). */
  body: Record<string, unknown>;
}

/**
 * Appends an entry to the transparency log in the caller's transaction and answers its leaf index and leaf hash.
 * The index is taken by updating the log's counter row, whose lock the transaction holds until it ends: appenders
 * in any process get consecutive indices in commit order, and a rolled-back append gives its index back (no gap in
 * the tree). Every entry with a smaller index is committed when this returns. With a signer, a tree head including
 * the entry is signed in the same transaction (the log signs a head at every section root).
 */
export async function appendLogEntry(q: Queryable, entry: NewLogEntry, signer?: ReceiptSigner): Promise<{ index: number; leafHash: string }> {
  const [{ index }] = await q.query<{ index: number }>('UPDATE transparency_log_counter SET next_index = next_index + 1 WHERE id = 1 RETURNING next_index - 1 AS index');
  const loggedAt = new Date().toISOString();
  const text = logEntryText({ kind: entry.kind, sectionId: entry.sectionId, loggedAt, body: entry.body });
  const leafHash = await logLeafHash(text);
  await q.query('INSERT INTO transparency_log_entry (leaf_index, kind, section_id, logged_at, entry, leaf_hash) VALUES ($1, $2, $3, $4, $5, $6)', [
    index,
    entry.kind,
    entry.sectionId,
    loggedAt,
    text,
    leafHash,
  ]);
  if (signer) await signTreeHead(q, signer, index + 1);
  return { index, leafHash };
}

/**
 * Signs the tree head of the first `treeSize` entries and stores it, unless a head of that size is stored already
 * (then the stored one is answered: one head per size, whichever process signed first).
 */
export async function signTreeHead(q: Queryable, signer: ReceiptSigner, treeSize: number, at = new Date()): Promise<SignedTreeHead> {
  const tree = await treeOf(q, treeSize);
  const keyId = (signer as { keyId?: string }).keyId ?? (await logKeyId(signer.publicKey));
  const unsigned = { treeSize, rootHash: await tree.rootHash(treeSize), timestamp: at.toISOString(), keyId };
  const signature = signer.sign(treeHeadMessage(unsigned));
  await q.query(
    'INSERT INTO transparency_tree_head (tree_size, root_hash, signed_at, key_id, public_key, signature) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (tree_size) DO NOTHING',
    [treeSize, unsigned.rootHash, unsigned.timestamp, keyId, signer.publicKey, signature],
  );
  const [stored] = await q.query<HeadRow>(`SELECT ${HEAD_COLUMNS} FROM transparency_tree_head WHERE tree_size = $1`, [treeSize]);
  return presentHead(stored);
}
