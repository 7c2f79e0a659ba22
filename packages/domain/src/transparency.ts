/**
 * The portal's transparency log (docs/verification.md, "Transparency log"): an append-only list of entries, the
 * leaves of an RFC 9162 (Certificate Transparency 2.0) Merkle tree; signed tree heads, consistency and inclusion
 * proofs, and witnesses' cosignatures. Used by the server (to prove), the witness (`npx portal-witness`) and the
 * offline verifier, so all agree byte by byte. Hashing and Ed25519 run on WebCrypto (`crypto.subtle`).
 *
 * Tree (RFC 9162 §2.1.1): MTH({}) = SHA-256(); a leaf is SHA-256(0x00 ‖ entry bytes); a node of n > 1 leaves is
 * SHA-256(0x01 ‖ MTH(D[0:k]) ‖ MTH(D[k:n])) with k the largest power of two smaller than n.
 */
import { z } from 'zod';
import { fromBase64, fromHex, toHex, verifySignature } from './receipts';

/** Version tag of a log entry (the `format` of its canonical JSON). */
export const LOG_ENTRY_FORMAT = 'portal-log-entry/1';
/** First line of the message the portal signs for a tree head. */
export const TREE_HEAD_FORMAT = 'portal-tree-head/1';
/** First line of the message a witness signs for a tree head. */
export const COSIGNATURE_FORMAT = 'portal-tree-cosignature/1';
/** Version tag of a receipt's evidence bundle. */
export const EVIDENCE_FORMAT = 'portal-receipt-evidence/1';

/** What a log entry records. */
export const logEntryKinds = ['section-root', 'opening', 'notice', 'audit-head', 'flag'] as const;
export type LogEntryKind = (typeof logEntryKinds)[number];

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/);
const instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** A tree head as the portal signs it. */
export const signedTreeHeadSchema = z.object({
  /** Number of entries under the root. */
  treeSize: z.number().int().min(0),
  /** MTH of the first treeSize entries, lowercase hex. */
  rootHash: hex64,
  /** When the portal signed it, UTC, milliseconds. */
  timestamp: instant,
  /** Id of the portal key that signed it. */
  keyId: z.string().min(1).max(200),
  /** Ed25519 signature of treeHeadMessage, base64. */
  signature: base64,
});
export type SignedTreeHead = z.infer<typeof signedTreeHeadSchema>;

/** A witness's cosignature of a tree head. */
export const cosignatureSchema = z.object({
  /** The witness's raw 32-byte Ed25519 public key, base64. */
  witnessKey: base64.refine((k) => k.length === 44, 'a raw Ed25519 key is 32 bytes'),
  /** A name the witness gives itself (an organisation, a person), printable, at most 100 characters. */
  witnessName: z.string().min(1).max(100).regex(/^[^\p{Cc}]+$/u),
  /** When the witness cosigned, UTC, milliseconds. */
  cosignedAt: instant,
  /** Ed25519 signature of cosignatureMessage, base64. */
  signature: base64,
});
export type Cosignature = z.infer<typeof cosignatureSchema>;

/** An inclusion proof of the leaf at `leafIndex` in the tree of `treeSize` leaves (RFC 9162 §2.1.3). */
export const logInclusionProofSchema = z.object({
  leafIndex: z.number().int().min(0),
  treeSize: z.number().int().min(1),
  /** Sibling subtree hashes from the leaf up, lowercase hex. */
  path: z.array(hex64),
});
export type LogInclusionProof = z.infer<typeof logInclusionProofSchema>;

/** The message the portal signs for a tree head: ASCII lines, each ending in LF. */
export const treeHeadMessage = (h: Omit<SignedTreeHead, 'signature'>) =>
  `${TREE_HEAD_FORMAT}\nsize:${h.treeSize}\nroot:${h.rootHash}\ntime:${h.timestamp}\nkey:${h.keyId}\n`;

/** The message a witness signs: the head it saw (with the portal's signature) and its own name, key and time. */
export const cosignatureMessage = (h: SignedTreeHead, c: Omit<Cosignature, 'signature'>) =>
  `${COSIGNATURE_FORMAT}\nwitness:${c.witnessKey}\nname:${c.witnessName}\ncosigned:${c.cosignedAt}\n${treeHeadMessage(h)}portal-signature:${h.signature}\n`;

/** A log entry before it is appended. */
export interface LogEntryContent {
  kind: LogEntryKind;
  sectionId: number | null;
  /** When it was logged, UTC, milliseconds. */
  loggedAt: string;
  body: Record<string, unknown>;
}

/** JSON with object keys sorted at every level and no whitespace (one text for one value). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('canonicalJson: a number must be finite');
    if (value === undefined) throw new Error('canonicalJson: undefined has no JSON form');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** The exact text of a log entry, the bytes its leaf hashes (UTF-8). */
export const logEntryText = (e: LogEntryContent) =>
  canonicalJson({ format: LOG_ENTRY_FORMAT, kind: e.kind, sectionId: e.sectionId, loggedAt: e.loggedAt, body: e.body });

/** A log entry read back from its text (null when the text is not one). */
export function parseLogEntry(text: string): LogEntryContent | null {
  try {
    const parsed = z
      .object({
        format: z.literal(LOG_ENTRY_FORMAT),
        kind: z.enum(logEntryKinds),
        sectionId: z.number().int().positive().nullable(),
        loggedAt: instant,
        body: z.record(z.string(), z.unknown()),
      })
      .safeParse(JSON.parse(text));
    return parsed.success ? { kind: parsed.data.kind, sectionId: parsed.data.sectionId, loggedAt: parsed.data.loggedAt, body: parsed.data.body } : null;
  } catch {
    return null;
  }
}

const encoder = new TextEncoder();
async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
}
const prefixed = (prefix: number, ...parts: Uint8Array[]) => {
  const out = new Uint8Array(1 + parts.reduce((n, p) => n + p.length, 0));
  out[0] = prefix;
  let at = 1;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
};

/** SHA-256(0x00 ‖ UTF-8 of the entry text), lowercase hex. */
export const logLeafHash = async (entryText: string) => toHex(await sha256(prefixed(0, encoder.encode(entryText))));
/** SHA-256(0x01 ‖ left ‖ right). */
const node = (left: Uint8Array, right: Uint8Array): Promise<Uint8Array> => sha256(prefixed(1, left, right));
/** The largest power of two smaller than n (n > 1). */
const splitPoint = (n: number) => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};
const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/**
 * The Merkle tree over leaf hashes (hex), with the hashes of complete subtrees remembered: an append-only log's
 * complete subtrees never change, so a tree kept between calls computes a root or a proof in O(log n) hashes
 * once its subtrees are known.
 */
export class MerkleTree {
  private readonly leaves: Uint8Array[] = [];
  private readonly complete = new Map<string, Uint8Array>();
  constructor(leafHashes: readonly string[] = []) {
    this.append(leafHashes);
  }
  get size() {
    return this.leaves.length;
  }
  /** Adds leaf hashes (hex) at the end. */
  append(leafHashes: readonly string[]) {
    for (const h of leafHashes) this.leaves.push(fromHex(h));
  }
  /** MTH(D[start:end]). */
  private async hash(start: number, end: number): Promise<Uint8Array> {
    const n = end - start;
    if (n === 0) return sha256(new Uint8Array());
    if (n === 1) return this.leaves[start];
    const remembered = isPowerOfTwo(n) ? this.complete.get(`${start}:${n}`) : undefined;
    if (remembered) return remembered;
    const k = splitPoint(n);
    const h = await node(await this.hash(start, start + k), await this.hash(start + k, end));
    if (isPowerOfTwo(n) && n >= 16) this.complete.set(`${start}:${n}`, h);
    return h;
  }
  private check(size: number) {
    if (!Number.isInteger(size) || size < 0 || size > this.leaves.length) throw new RangeError(`no tree of size ${size} (the log has ${this.leaves.length} entries)`);
  }
  /** The root hash of the first `size` leaves, hex. */
  async rootHash(size = this.leaves.length): Promise<string> {
    this.check(size);
    return toHex(await this.hash(0, size));
  }
  /** PATH(m, D[0:size]) (RFC 9162 §2.1.3.1), hex. */
  async inclusionPath(index: number, size = this.leaves.length): Promise<string[]> {
    this.check(size);
    if (!(index >= 0 && index < size)) throw new RangeError(`no leaf ${index} in a tree of size ${size}`);
    const path: Uint8Array[] = [];
    const walk = async (m: number, start: number, end: number): Promise<void> => {
      if (end - start <= 1) return;
      const k = splitPoint(end - start);
      if (m < k) {
        await walk(m, start, start + k);
        path.push(await this.hash(start + k, end));
      } else {
        await walk(m - k, start + k, end);
        path.push(await this.hash(start, start + k));
      }
    };
    await walk(index, 0, size);
    return path.map(toHex);
  }
  /** PROOF(first, D[0:second]) (RFC 9162 §2.1.4.1), hex; empty when first is 0 or first = second. */
  async consistencyProof(first: number, second = this.leaves.length): Promise<string[]> {
    this.check(second);
    if (!(Number.isInteger(first) && first >= 0 && first <= second)) throw new RangeError(`no consistency proof from ${first} to ${second}`);
    if (first === 0 || first === second) return [];
    const proof: Uint8Array[] = [];
    const sub = async (m: number, start: number, end: number, whole: boolean): Promise<void> => {
      if (m === end - start) {
        if (!whole) proof.push(await this.hash(start, end));
        return;
      }
      const k = splitPoint(end - start);
      if (m <= k) {
        await sub(m, start, start + k, whole);
        proof.push(await this.hash(start + k, end));
      } else {
        await sub(m - k, start + k, end, false);
        proof.push(await this.hash(start, start + k));
      }
    };
    await sub(first, 0, second, true);
    return proof.map(toHex);
  }
}

/** The root an inclusion path leads to from a leaf hash (RFC 9162 §2.1.3.2); null when it does not fit the tree. */
export async function rootFromInclusion(leafHashHex: string, proof: LogInclusionProof): Promise<string | null> {
  if (proof.leafIndex >= proof.treeSize) return null;
  let fn = proof.leafIndex;
  let sn = proof.treeSize - 1;
  let r: Uint8Array = fromHex(leafHashHex);
  for (const p of proof.path.map(fromHex)) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = await node(p, r);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) ((fn = Math.floor(fn / 2)), (sn = Math.floor(sn / 2)));
    } else {
      r = await node(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? toHex(r) : null;
}

/** Whether a leaf is in the tree whose root is `rootHash`. */
export async function verifyInclusion(leafHashHex: string, proof: LogInclusionProof, rootHash: string): Promise<boolean> {
  return (await rootFromInclusion(leafHashHex, proof)) === rootHash;
}

/**
 * Whether the tree (second) extends the tree (first) by appending only (RFC 9162 §2.1.4.2): the proof rebuilds
 * both roots. Equal sizes need equal roots and an empty proof; from size 0 any tree is an extension.
 */
export async function verifyConsistency(
  first: { treeSize: number; rootHash: string },
  second: { treeSize: number; rootHash: string },
  proof: readonly string[],
): Promise<boolean> {
  if (first.treeSize > second.treeSize) return false;
  if (first.treeSize === second.treeSize) return proof.length === 0 && first.rootHash === second.rootHash;
  if (first.treeSize === 0) return proof.length === 0;
  if (proof.length === 0) return false;
  const path: Uint8Array[] = proof.map(fromHex);
  if (isPowerOfTwo(first.treeSize)) path.unshift(fromHex(first.rootHash));
  let fn = first.treeSize - 1;
  let sn = second.treeSize - 1;
  while (fn % 2 === 1) ((fn = Math.floor(fn / 2)), (sn = Math.floor(sn / 2)));
  let fr: Uint8Array = path[0];
  let sr: Uint8Array = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = await node(c, fr);
      sr = await node(c, sr);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) ((fn = Math.floor(fn / 2)), (sn = Math.floor(sn / 2)));
    } else {
      sr = await node(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && toHex(fr) === first.rootHash && toHex(sr) === second.rootHash;
}

/**
 * A key's id: base64url (no padding) of the first 16 bytes of SHA-256 of the raw 32-byte Ed25519 public key
 * (docs/verification.md, "Keys"), as a receipt's keyId.
 */
export async function logKeyId(publicKey: string): Promise<string> {
  const digest = await sha256(fromBase64(publicKey));
  const text = btoa(String.fromCharCode(...digest.subarray(0, 16)));
  return text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A key's fingerprint as people compare it: SHA-256 of the raw public key, hex, in groups of four. */
export async function keyFingerprint(publicKey: string): Promise<string> {
  return toHex(await sha256(fromBase64(publicKey))).match(/.{4}/g)!.join(':');
}

/** Whether the portal's key signed this head. */
export const verifyTreeHead = (head: SignedTreeHead, publicKey: string) => verifySignature(publicKey, treeHeadMessage(head), head.signature);
/** Whether this witness signed this head. */
export const verifyCosignature = (head: SignedTreeHead, c: Cosignature) => verifySignature(c.witnessKey, cosignatureMessage(head, c), c.signature);

/**
 * A receipt completed with the log (docs/verification.md, "Evidence bundle"): the receipt and its section's signed
 * root, the log entry that records that root, a signed tree head and the entry's inclusion proof in it. Checked
 * with the portal's key and nothing else.
 */
export const evidenceBundleSchema = z.object({
  format: z.literal(EVIDENCE_FORMAT),
  /** The receipt with its inclusion proof in the section's root. */
  receipt: z.record(z.string(), z.unknown()),
  /** The section's signed root the receipt's proof leads to. */
  root: z.object({ sectionId: z.number().int().positive(), root: hex64, roundCount: z.number().int().min(0), signature: base64, keyId: z.string().optional() }),
  /** The log entry (kind section-root) that records the root. */
  logEntry: z.object({ index: z.number().int().min(0), entry: z.string(), leafHash: hex64 }),
  /** A signed tree head of the log that includes the entry. */
  treeHead: signedTreeHeadSchema,
  /** The entry's inclusion proof in that head. */
  inclusion: logInclusionProofSchema,
});
export type EvidenceBundle = z.infer<typeof evidenceBundleSchema>;

/** Why the log part of an evidence bundle failed; each has a message `evidenceFailed.<reason>`. */
export type EvidenceFailure = 'format' | 'entry' | 'inclusion' | 'treeHead';

/**
 * Checks the log part of an evidence bundle (the receipt and root are checked by verifyReceipt): the entry is the
 * text its leaf hashes, a section-root entry of the receipt's section naming exactly the bundle's root; the
 * inclusion proof leads from that leaf to the tree head's root; the head is signed by the portal key `keyOf` names.
 */
export async function verifyEvidenceLog(
  input: unknown,
  keyOf: (keyId: string) => string | null,
): Promise<{ ok: true; bundle: EvidenceBundle } | { ok: false; failure: EvidenceFailure }> {
  const parsed = evidenceBundleSchema.safeParse(input);
  if (!parsed.success) return { ok: false, failure: 'format' };
  const b = parsed.data;
  const entry = parseLogEntry(b.logEntry.entry);
  const body = (entry?.body ?? {}) as { root?: unknown; roundCount?: unknown };
  if (
    (await logLeafHash(b.logEntry.entry)) !== b.logEntry.leafHash ||
    entry?.kind !== 'section-root' ||
    entry.sectionId !== b.root.sectionId ||
    b.receipt.sectionId !== b.root.sectionId ||
    body.root !== b.root.root ||
    body.roundCount !== b.root.roundCount
  ) {
    return { ok: false, failure: 'entry' };
  }
  if (b.inclusion.leafIndex !== b.logEntry.index || b.inclusion.treeSize !== b.treeHead.treeSize || !(await verifyInclusion(b.logEntry.leafHash, b.inclusion, b.treeHead.rootHash))) {
    return { ok: false, failure: 'inclusion' };
  }
  const key = keyOf(b.treeHead.keyId);
  if (key === null || !(await verifyTreeHead(b.treeHead, key))) return { ok: false, failure: 'treeHead' };
  return { ok: true, bundle: b };
}
