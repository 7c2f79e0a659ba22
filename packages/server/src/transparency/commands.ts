import { createHash } from 'node:crypto';
import { canonicalJson, logKeyId, logEntryText, verifyCosignature, type Cosignature, logLeafHash, treeHeadMessage, type LogEntryKind, type SignedTreeHead } from '@portal/domain';
import type { Queryable } from '../db/index';
import type { ReceiptSigner } from '../signing/key';
import { failure, notFound } from '../http/errors';
import { HEAD_COLUMNS, headAt, logSize, presentHead, treeOf, type HeadRow } from './queries';

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

/**
 * Stores a witness's cosignature of a signed tree head once it verifies against that head; a second cosignature of
 * the same head by the same witness is kept as the first. Refuses, storing nothing, a head never signed or a
 * signature that does not verify.
 */
export async function storeCosignature(q: Queryable, treeSize: number, c: Cosignature): Promise<void> {
  const head = await headAt(q, treeSize);
  if (!head) throw notFound('logHeadNotFound', { size: treeSize });
  if (!(await verifyCosignature(head, c))) throw failure('cosignatureRefused', { size: treeSize });
  await q.query(
    'INSERT INTO transparency_cosignature (tree_size, witness_key, witness_name, cosigned_at, signature) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tree_size, witness_key) DO NOTHING',
    [treeSize, c.witnessKey, c.witnessName, c.cosignedAt, c.signature],
  );
}

/**
 * Logs the audit chain's head (its newest link: position and hash) when it moved since the last one logged, so that
 * a chain re-hashed or cut short afterwards no longer matches what the log remembers (npm run audit:check).
 * Answers the entry, or null when the head is the one logged already (or the chain is empty).
 */
export async function logAuditHead(q: Queryable): Promise<{ index: number; leafHash: string } | null> {
  const [head] = await q.query<{ chain_seq: number; hash: string }>('SELECT chain_seq, hash FROM audit_chain ORDER BY chain_seq DESC LIMIT 1');
  if (!head) return null;
  const [logged] = await q.query<{ entry: string }>("SELECT entry FROM transparency_log_entry WHERE kind = 'audit-head' ORDER BY leaf_index DESC LIMIT 1");
  const body = { chainSeq: Number(head.chain_seq), hash: head.hash };
  if (logged && (JSON.parse(logged.entry) as { body: typeof body }).body.hash === body.hash) return null;
  return appendLogEntry(q, { kind: 'audit-head', sectionId: null, body });
}

/** Advisory lock of the log's periodic pass (one process at a time; the others skip). */
const LOG_PASS_LOCK = [7065, 1] as const;

/**
 * One pass of the log's clock: logs the audit chain's head if it moved, then signs a tree head of the log's
 * current size unless one is signed already. One process at a time across the database (an advisory lock; a
 * process finding it held skips the pass), and one head per size whoever signs it (the heads' primary key).
 * Answers the head signed, or null when nothing was new (or another process holds the pass).
 */
export async function transparencyPass(q: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }, signer: ReceiptSigner, now = new Date()) {
  return q.transaction(async (tx) => {
    const [{ locked }] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [...LOG_PASS_LOCK]);
    if (!locked) return null;
    await logAuditHead(tx);
    const size = await logSize(tx);
    if (await headAt(tx, size)) return null;
    return signTreeHead(tx, signer, size, now);
  });
}

/** The notice an OCDS release tag publishes. */
const NOTICE_OF_TAG: Record<string, string> = {
  tender: 'announcement',
  tenderUpdate: 'change',
  tenderCancellation: 'cancellation',
  award: 'award',
};

/**
 * Logs a published notice version (an OCDS release: announcement, change, cancellation, award and results) in the
 * caller's transaction, and answers what the release names as its log entry (its `transparencyLog` extension
 * field). The entry commits to the release by the SHA-256 of its canonical JSON as stored: the release as served
 * without ocid, id, date and transparencyLog, document addresses as paths (docs/verification.md, "Transparency log").
 */
export async function logNotice(tx: Queryable, sectionId: number, tags: readonly string[], release: Record<string, unknown>) {
  const releaseSha256 = createHash('sha256').update(canonicalJson(release), 'utf8').digest('hex');
  const notice = NOTICE_OF_TAG[tags[0]] ?? tags.join(',');
  return appendLogEntry(tx, { kind: 'notice', sectionId, body: { notice, tags: [...tags], releaseSha256 } });
}
