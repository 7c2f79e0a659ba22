import { EVIDENCE_FORMAT, logLeafHash, MerkleTree, parseLogEntry, verifyTreeHead, type EvidenceBundle, type SignedTreeHead } from '@portal/domain';
import type { Queryable } from '../db/index';
import { failure } from '../http/errors';

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

/**
 * Trees kept per database handle: an append-only log's tree only grows, and a kept tree remembers its complete
 * subtrees, so a root or proof costs O(log n) hashes instead of O(n). A kept tree is used only while the leaves read
 * now are a prefix of its leaves or extend them (checked at every read): after any other change it is rebuilt.
 */
const keptTrees = new WeakMap<object, { hashes: string[]; tree: MerkleTree }>();

/** The Merkle tree of (at least) the log's first `size` entries (all of them without `size`), as the database holds them. */
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
  const hashes = rows.map((r) => r.leaf_hash);
  const kept = keptTrees.get(q);
  const common = Math.min(hashes.length, kept?.hashes.length ?? 0);
  if (kept && hashes.slice(0, common).every((h, i) => h === kept.hashes[i])) {
    if (hashes.length > kept.hashes.length) {
      kept.tree.append(hashes.slice(kept.hashes.length));
      kept.hashes.push(...hashes.slice(kept.hashes.length));
    }
    // A kept tree longer than asked serves the sizes asked: every caller names the size it proves.
    if (size !== undefined || kept.hashes.length === hashes.length) return kept.tree;
  }
  const tree = new MerkleTree(hashes);
  keptTrees.set(q, { hashes: [...hashes], tree });
  return tree;
}

/** The newest signed tree head, with the portal key that signed it; null before the first. */
export async function latestHead(q: Queryable): Promise<(SignedTreeHead & { publicKey: string }) | null> {
  const [row] = await q.query<HeadRow>(`SELECT ${HEAD_COLUMNS} FROM transparency_tree_head ORDER BY tree_size DESC LIMIT 1`);
  return row ? { ...presentHead(row), publicKey: row.public_key } : null;
}

/** The signed tree head of a size; null when none was signed at that size. */
export async function headAt(q: Queryable, treeSize: number): Promise<(SignedTreeHead & { publicKey: string }) | null> {
  const [row] = await q.query<HeadRow>(`SELECT ${HEAD_COLUMNS} FROM transparency_tree_head WHERE tree_size = $1`, [treeSize]);
  return row ? { ...presentHead(row), publicKey: row.public_key } : null;
}

/** One entry of the log as it goes out: the exact text its leaf hashes, and what it says. */
export interface LogEntryRow {
  index: number;
  kind: string;
  sectionId: number | null;
  loggedAt: string;
  /** The exact text hashed into the leaf (canonical JSON). */
  entry: string;
  leafHash: string;
}
const ENTRY_COLUMNS = 'leaf_index, kind, section_id, logged_at, entry, leaf_hash';
const presentEntry = (r: Record<string, unknown>): LogEntryRow => ({
  index: Number(r.leaf_index),
  kind: String(r.kind),
  sectionId: r.section_id === null ? null : Number(r.section_id),
  loggedAt: new Date(r.logged_at as string).toISOString(),
  entry: String(r.entry),
  leafHash: String(r.leaf_hash),
});

/** Entries from `start` (inclusive) to `end` (exclusive), in index order. */
export async function entriesBetween(q: Queryable, start: number, end: number): Promise<LogEntryRow[]> {
  const rows = await q.query(`SELECT ${ENTRY_COLUMNS} FROM transparency_log_entry WHERE leaf_index >= $1 AND leaf_index < $2 ORDER BY leaf_index`, [start, end]);
  return rows.map(presentEntry);
}

/** The newest entry of a kind about a section (a section's root, its opening), or null. */
export async function latestEntryOf(q: Queryable, kind: string, sectionId: number): Promise<LogEntryRow | null> {
  const [row] = await q.query(`SELECT ${ENTRY_COLUMNS} FROM transparency_log_entry WHERE kind = $1 AND section_id = $2 ORDER BY leaf_index DESC LIMIT 1`, [kind, sectionId]);
  return row ? presentEntry(row) : null;
}

/** Entries of every kind about a section, in index order (the OCDS releases name theirs). */
export async function entriesOfSection(q: Queryable, sectionId: number): Promise<LogEntryRow[]> {
  const rows = await q.query(`SELECT ${ENTRY_COLUMNS} FROM transparency_log_entry WHERE section_id = $1 ORDER BY leaf_index`, [sectionId]);
  return rows.map(presentEntry);
}

/** A stored cosignature with the head it cosigns. */
export interface StoredCosignature {
  treeSize: number;
  witnessKey: string;
  witnessName: string;
  cosignedAt: string;
  signature: string;
  receivedAt: string;
}

/** The newest `limit` cosignatures, newest head first. */
export async function recentCosignatures(q: Queryable, limit = 50): Promise<StoredCosignature[]> {
  const rows = await q.query<Record<string, unknown>>(
    'SELECT tree_size, witness_key, witness_name, cosigned_at, signature, received_at FROM transparency_cosignature ORDER BY tree_size DESC, id DESC LIMIT $1',
    [limit],
  );
  return rows.map((r) => ({
    treeSize: Number(r.tree_size),
    witnessKey: String(r.witness_key),
    witnessName: String(r.witness_name),
    cosignedAt: new Date(r.cosigned_at as string).toISOString(),
    signature: String(r.signature),
    receivedAt: new Date(r.received_at as string).toISOString(),
  }));
}

/** What checking the audit chain against the log found. */
export type LoggedAuditCheck = { ok: true; logged: number; treeSize: number } | { ok: false; problem: string };

/**
 * Checks the audit chain against the heads the transparency log remembers (npm run audit:check): every logged
 * audit-head entry's position must still hold its hash (a chain re-hashed from a changed record onward, or cut
 * short, no longer does); and the log itself must be whole: each entry's leaf hash is the hash of its text, and
 * the newest signed tree head is the root of the entries and signed by its key (an entry rewritten to match a
 * rewritten chain changes the root; a head re-signed to match is what the witnesses catch).
 */
export async function checkAuditAgainstLog(q: Queryable): Promise<LoggedAuditCheck> {
  const entries = await q.query<{ leaf_index: number; entry: string; leaf_hash: string }>('SELECT leaf_index, entry, leaf_hash FROM transparency_log_entry ORDER BY leaf_index');
  let logged = 0;
  for (const [i, row] of entries.entries()) {
    if (Number(row.leaf_index) !== i) return { ok: false, problem: `transparency log entry ${i} is missing (entries were removed)` };
    if ((await logLeafHash(row.entry)) !== row.leaf_hash) return { ok: false, problem: `transparency log entry ${i} does not match its leaf hash (the entry was changed)` };
    const entry = parseLogEntry(row.entry);
    if (entry?.kind !== 'audit-head') continue;
    const { chainSeq, hash } = entry.body as { chainSeq: number; hash: string };
    const [link] = await q.query<{ hash: string }>('SELECT hash FROM audit_chain WHERE chain_seq = $1', [chainSeq]);
    if (!link) return { ok: false, problem: `the audit chain no longer reaches position ${chainSeq}, whose hash ${hash} the transparency log recorded at ${entry.loggedAt} (entry ${i}): records were removed` };
    if (link.hash !== hash) return { ok: false, problem: `the audit chain's hash at position ${chainSeq} is ${link.hash}, but the transparency log recorded ${hash} at ${entry.loggedAt} (entry ${i}): the chain was rewritten` };
    logged += 1;
  }
  const head = await latestHead(q);
  if (head) {
    if (head.treeSize > entries.length) return { ok: false, problem: `the newest signed tree head has ${head.treeSize} entries but the log has ${entries.length} (entries were removed)` };
    const root = await new MerkleTree(entries.map((e) => e.leaf_hash)).rootHash(head.treeSize);
    if (root !== head.rootHash) return { ok: false, problem: `the log's first ${head.treeSize} entries do not give the root of the newest signed tree head (the log was rewritten)` };
    if (!(await verifyTreeHead(head, head.publicKey))) return { ok: false, problem: `the newest signed tree head (size ${head.treeSize}) is not signed by its key` };
  }
  return { ok: true, logged, treeSize: head?.treeSize ?? 0 };
}

/**
 * The evidence bundle of a receipt (docs/verification.md, "Evidence bundle"): the receipt with its proof, the
 * section's signed root it leads to, the log entry recording that root, the newest signed tree head and the entry's
 * inclusion proof in it. Refused before the results (no proof yet) or before the root is logged.
 */
export async function evidenceFor(q: Queryable, receipt: Record<string, unknown> & { sectionId: number; proof?: { root: string } }): Promise<EvidenceBundle> {
  if (!receipt.proof) throw failure('receiptProofNotYet');
  const rows = await q.query<{ leaf_index: number; entry: string; leaf_hash: string }>(
    "SELECT leaf_index, entry, leaf_hash FROM transparency_log_entry WHERE kind = 'section-root' AND section_id = $1 ORDER BY leaf_index DESC",
    [receipt.sectionId],
  );
  const logged = rows.find((r) => (parseLogEntry(r.entry)?.body as { root?: string } | undefined)?.root === receipt.proof!.root);
  const head = await latestHead(q);
  if (!logged || !head || head.treeSize <= Number(logged.leaf_index)) throw failure('evidenceNotLogged');
  const body = parseLogEntry(logged.entry)!.body as { root: string; roundCount: number; signature: string; keyId?: string };
  const index = Number(logged.leaf_index);
  const tree = await treeOf(q, head.treeSize);
  const { publicKey: _key, ...treeHead } = head;
  return {
    format: EVIDENCE_FORMAT,
    receipt,
    root: { sectionId: receipt.sectionId, root: body.root, roundCount: body.roundCount, signature: body.signature, ...(body.keyId ? { keyId: body.keyId } : {}) },
    logEntry: { index, entry: logged.entry, leafHash: logged.leaf_hash },
    treeHead,
    inclusion: { leafIndex: index, treeSize: head.treeSize, path: await tree.inclusionPath(index, head.treeSize) },
  };
}
