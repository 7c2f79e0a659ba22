/**
 * Verifiable sealed rounds (docs/verification.md): the canonical form of a quotation round, its SHA-256
 * commitment, the Merkle tree of a section's commitments and the checks of a receipt. Used by the server
 * (to commit and prove), the verification page and the offline verifier, so all three agree byte by byte.
 * Hashing and Ed25519 run on WebCrypto (`crypto.subtle`), present in browsers and in Node.js.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';

/**
 * Version tag, the first line of the canonical form and the `format` of a receipt. Version 2 commits the round's
 * total and each line's tax rate and settlement method too; receipts of version 1 still verify under version 1.
 */
export const RECEIPT_FORMAT = 'portal-quote-receipt/2';
/** The first version: lines without tax rate and settlement method, no round total. */
export const RECEIPT_FORMAT_V1 = 'portal-quote-receipt/1';
/** Path of the portal's public key document (served at the site root and under the API). */
export const RECEIPT_KEY_PATH = '/.well-known/portal-receipt-key.json';
/** Path of the verification scheme (docs/verification.md as plain text), which the /verify page links to. */
export const VERIFICATION_DOC_PATH = '/.well-known/portal-receipt-verification.txt';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/);
/** A decimal in canonical form ('' when absent): no exponent, no leading or trailing zeros, no '-0'. */
const decimalText = z.string().regex(/^(-?(0|[1-9]\d*)(\.\d*[1-9])?)?$/);

/** One priced detail row of a line (sections priced by detail rows). */
const receiptDetailSchema = z.object({
  /** Id of the detail row. */
  detailId: z.number().int().positive(),
  /** Quantity of the detail row. */
  quantity: decimalText,
  sectorPrice: decimalText,
  otherExpenses: decimalText,
  totalMaterialPrice: decimalText,
  totalPrice: decimalText,
});

/** One priced sector (item) of the round. */
const receiptLineSchema = z.object({
  /** Id of the sector. */
  sectorId: z.number().int().positive(),
  /** Quantity of the sector (sectorNumber). */
  quantity: decimalText,
  sectorPrice: decimalText,
  otherExpenses: decimalText,
  totalMaterialPrice: decimalText,
  totalPrice: decimalText,
  /** Volume and weight entered with the price. */
  volume: decimalText,
  weight: decimalText,
  /** Tax rate in percent as stored ('13'); version 2 and later. */
  taxRate: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/).optional(),
  /** Settlement method (0, 1, 2), '' when none; version 2 and later. */
  settleMethod: z.string().regex(/^\d?$/).optional(),
  details: z.array(receiptDetailSchema),
});

/** Inclusion proof of a receipt's commitment in the section's published Merkle root. */
export const inclusionProofSchema = z.object({
  /** Position of the round's leaf (0-based, rounds in stored order). */
  index: z.number().int().min(0),
  /** Number of leaves (rounds) under the root. */
  roundCount: z.number().int().min(1),
  /** Sibling hashes from the leaf up, lowercase hex. */
  path: z.array(hex64),
  /** The root the path leads to. */
  root: hex64,
});
export type InclusionProof = z.infer<typeof inclusionProofSchema>;

/** The receipt of one acknowledged round, as the supplier downloads it. */
export const receiptSchema = z.object({
  format: z.enum([RECEIPT_FORMAT, RECEIPT_FORMAT_V1]),
  /** Section, sign-up and round number. */
  sectionId: z.number().int().positive(),
  signupId: z.number().int().positive(),
  quotesCount: z.number().int().positive(),
  /** When the round arrived, UTC, milliseconds: YYYY-MM-DDTHH:mm:ss.sssZ. */
  arrivalTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  /** Random 32 bytes, lowercase hex. */
  nonce: hex64,
  /** The round's total as stored (version 2 and later). */
  totalPrice: decimalText.optional(),
  lines: z.array(receiptLineSchema),
  /** SHA-256 of the canonical form, lowercase hex. */
  commitment: hex64,
  /** Ed25519 signature of the commitment message, base64. */
  signature: base64,
  /** Where the portal publishes its public keys: a hint only, never trusted alone (docs/verification.md, "Keys"). */
  keyUrl: z.string(),
  /** Id of the key that signed (keyIdOf): which of the portal's published keys to check with. */
  keyId: z.string().regex(/^[A-Za-z0-9_-]{22}$/).optional(),
  /** Present once the section's results are out. */
  proof: inclusionProofSchema.optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export type ReceiptLine = Receipt['lines'][number];

/** The published Merkle root of a section's round commitments. */
export const publishedRootSchema = z.object({
  sectionId: z.number().int().positive(),
  root: hex64,
  roundCount: z.number().int().min(0),
  /** Ed25519 signature of the root message, base64. */
  signature: base64,
  /** Id of the key that signed the root (absent on roots signed before key ids). */
  keyId: z.string().optional(),
});
export type PublishedRoot = z.infer<typeof publishedRootSchema>;

/** A decimal (text from the database or a computation) in canonical form; null or blank gives ''. */
export function canonicalDecimal(value: string | number | null | undefined): string {
  if (value === null || value === undefined || String(value).trim() === '') return '';
  const d = new Decimal(String(value).trim());
  return d.isZero() ? '0' : d.toFixed();
}

/** The value a numeric(p, scale) column stores for `value` (PostgreSQL rounds half away from zero), canonical. */
export function storedDecimal(value: string | number | null | undefined, scale: number): string {
  if (value === null || value === undefined || String(value).trim() === '') return '';
  return canonicalDecimal(new Decimal(String(value).trim()).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed());
}

/** What the commitment covers: the receipt without commitment, signature, key and proof. */
export type CommittedRound = Pick<Receipt, 'format' | 'sectionId' | 'signupId' | 'quotesCount' | 'arrivalTime' | 'nonce' | 'totalPrice' | 'lines'>;

/**
 * The canonical form of a round (docs/verification.md, "Canonical form"): ASCII lines, each ending in LF.
 * Version 2 adds `total:` after the nonce and the tax rate and settlement method at the end of each line.
 */
export function canonicalRound(r: CommittedRound): string {
  const v2 = r.format !== RECEIPT_FORMAT_V1;
  const out = [r.format, `section:${r.sectionId}`, `signup:${r.signupId}`, `round:${r.quotesCount}`, `arrival:${r.arrivalTime}`, `nonce:${r.nonce}`];
  if (v2) out.push(`total:${r.totalPrice ?? ''}`);
  const lines = [...r.lines].sort((a, b) => a.sectorId - b.sectorId);
  for (const l of lines) {
    const fields = [l.sectorId, l.quantity, l.sectorPrice, l.otherExpenses, l.totalMaterialPrice, l.totalPrice, l.volume, l.weight];
    out.push(['line', ...fields, ...(v2 ? [l.taxRate ?? '', l.settleMethod ?? ''] : [])].join(':'));
    for (const d of [...l.details].sort((a, b) => a.detailId - b.detailId)) {
      out.push(['detail', l.sectorId, d.detailId, d.quantity, d.sectorPrice, d.otherExpenses, d.totalMaterialPrice, d.totalPrice].join(':'));
    }
  }
  return out.map((line) => `${line}\n`).join('');
}

/** The message the portal signs for a round: ASCII `portal-quote-commitment/1:` followed by the commitment hex. */
export const commitmentMessage = (commitment: string) => `portal-quote-commitment/1:${commitment}`;
/** The message the portal signs for a section's root. */
export const rootMessage = (root: { sectionId: number; roundCount: number; root: string }) =>
  `portal-quote-root/1\nsection:${root.sectionId}\ncount:${root.roundCount}\nroot:${root.root}\n`;

const encoder = new TextEncoder();
export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
export const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
}
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
};

/** SHA-256 of the canonical form, lowercase hex. */
export const commitmentOf = async (r: CommittedRound) => toHex(await sha256(encoder.encode(canonicalRound(r))));

/** Leaf of a commitment: SHA-256(0x00 ‖ commitment bytes). */
export const leafHash = async (commitment: string) => sha256(concat(Uint8Array.of(0), fromHex(commitment)));
/** Inner node: SHA-256(0x01 ‖ left ‖ right). */
export const nodeHash = async (left: Uint8Array, right: Uint8Array) => sha256(concat(Uint8Array.of(1), left, right));

/**
 * Levels of the Merkle tree over `commitments` (leaves first, root last). A level of odd size carries its
 * last node up unchanged. No commitment gives the root SHA-256 of nothing.
 */
async function levelsOf(commitments: readonly string[]): Promise<Uint8Array[][]> {
  if (commitments.length === 0) return [[await sha256(new Uint8Array())]];
  const levels = [await Promise.all(commitments.map(leafHash))];
  while (levels.at(-1)!.length > 1) {
    const below = levels.at(-1)!;
    const up: Uint8Array[] = [];
    for (let i = 0; i < below.length; i += 2) up.push(i + 1 < below.length ? await nodeHash(below[i], below[i + 1]) : below[i]);
    levels.push(up);
  }
  return levels;
}

/** Merkle root of the commitments in their stored order, lowercase hex. */
export const merkleRoot = async (commitments: readonly string[]) => toHex((await levelsOf(commitments)).at(-1)![0]);

/** Inclusion proof of the commitment at `index`. */
export async function merkleProof(commitments: readonly string[], index: number): Promise<InclusionProof> {
  const levels = await levelsOf(commitments);
  const path: string[] = [];
  let i = index;
  for (const level of levels.slice(0, -1)) {
    const sibling = i % 2 === 1 ? i - 1 : i + 1;
    if (sibling < level.length) path.push(toHex(level[sibling]));
    i = Math.floor(i / 2);
  }
  return { index, roundCount: commitments.length, path, root: toHex(levels.at(-1)![0]) };
}

/** The root an inclusion path leads to from `commitment` (null when the path does not fit the tree's shape). */
export async function rootFromProof(commitment: string, proof: Pick<InclusionProof, 'index' | 'roundCount' | 'path'>): Promise<string | null> {
  if (proof.index >= proof.roundCount) return null;
  let hash = await leafHash(commitment);
  let i = proof.index;
  let size = proof.roundCount;
  let used = 0;
  while (size > 1) {
    if (i % 2 === 1) {
      if (used >= proof.path.length) return null;
      hash = await nodeHash(fromHex(proof.path[used++]), hash);
    } else if (i + 1 < size) {
      if (used >= proof.path.length) return null;
      hash = await nodeHash(hash, fromHex(proof.path[used++]));
    }
    i = Math.floor(i / 2);
    size = Math.ceil(size / 2);
  }
  return used === proof.path.length ? toHex(hash) : null;
}

/**
 * Id of a public key (its fingerprint): base64url without padding of the first 16 bytes of SHA-256 over the raw
 * 32-byte key, 22 characters.
 */
export async function keyIdOf(publicKey: string): Promise<string> {
  const digest = (await sha256(fromBase64(publicKey))).slice(0, 16);
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An Ed25519 public key as a reader pins it: the raw 32 bytes in base64 (44 characters, one `=`). */
export const rawPublicKeySchema = z.string().regex(/^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/);

/** One of the portal's signing keys as its key document publishes it (the current one without validUntil). */
export const publishedKeySchema = z.object({
  keyId: z.string(),
  /** Raw 32-byte public key, base64. */
  publicKey: base64,
  /** Signing with this key began (ISO time). */
  validFrom: z.string(),
  /** Signing with this key ended (ISO time); null for the current key. */
  validUntil: z.string().nullable(),
});
export type PublishedKey = z.infer<typeof publishedKeySchema>;

/** The portal's key document (RECEIPT_KEY_PATH): the current key, and every key it ever signed with. */
export const keyDocumentSchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** The current key, raw, base64. */
  publicKey: base64,
  keyId: z.string(),
  keys: z.array(publishedKeySchema),
});
export type KeyDocument = z.infer<typeof keyDocumentSchema>;

/**
 * The key of the key document a receipt (or root) names: its keyId among the published keys; without a keyId
 * (signed before key ids) the current key. Null when the portal never published that key.
 */
export function keyFor(doc: Pick<KeyDocument, 'publicKey' | 'keys'>, keyId: string | undefined): string | null {
  if (keyId === undefined) return doc.publicKey;
  return doc.keys.find((k) => k.keyId === keyId)?.publicKey ?? null;
}

/** Checks an Ed25519 signature (base64) of an ASCII message with a raw 32-byte public key (base64). */
export async function verifySignature(publicKey: string, message: string, signature: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', fromBase64(publicKey) as BufferSource, { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, fromBase64(signature) as BufferSource, encoder.encode(message));
  } catch {
    return false;
  }
}

/** Why a receipt failed; each has a message `receiptFailed.<reason>` in the server and web catalogues. */
export type ReceiptFailure = 'format' | 'commitment' | 'unknownKey' | 'signature' | 'otherSection' | 'notPublished' | 'rootSignature' | 'noProof' | 'proof';

export type ReceiptVerdict =
  | { ok: true; receipt: Receipt; included: boolean; keyId: string }
  | { ok: false; failure: ReceiptFailure; receipt?: Receipt };

/**
 * Checks a receipt (docs/verification.md, "Verifying"): its form, that the commitment is the SHA-256 of its
 * canonical form, the portal's signature with the key it names among the portal's published keys (`keys`, or
 * one pinned `publicKey`), the expected section, and, with the published root, the root's signature and the
 * inclusion proof. Without a root the verdict says the round is not yet shown included.
 */
export async function verifyReceipt(input: {
  receipt: unknown;
  /** One pinned key: the receipt must have been signed by it. */
  publicKey?: string;
  /** The portal's key document: the receipt's keyId picks the key. */
  keys?: Pick<KeyDocument, 'publicKey' | 'keys'>;
  /** The section the caller expects the receipt to belong to. */
  sectionId?: number;
  /** The section's published root; null when not yet published, undefined when not asked. */
  root?: PublishedRoot | null;
}): Promise<ReceiptVerdict> {
  const parsed = receiptSchema.safeParse(input.receipt);
  if (!parsed.success) return { ok: false, failure: 'format' };
  const receipt = parsed.data;
  if ((await commitmentOf(receipt)) !== receipt.commitment) return { ok: false, failure: 'commitment', receipt };
  const keyOf = (keyId: string | undefined) => (input.keys ? keyFor(input.keys, keyId) : (input.publicKey ?? null));
  const publicKey = keyOf(receipt.keyId);
  if (publicKey === null) return { ok: false, failure: 'unknownKey', receipt };
  const keyId = await keyIdOf(publicKey);
  if (receipt.keyId !== undefined && receipt.keyId !== keyId) return { ok: false, failure: 'unknownKey', receipt };
  if (!(await verifySignature(publicKey, commitmentMessage(receipt.commitment), receipt.signature))) return { ok: false, failure: 'signature', receipt };
  if (input.sectionId !== undefined && input.sectionId !== receipt.sectionId) return { ok: false, failure: 'otherSection', receipt };
  if (input.root === undefined) return { ok: true, receipt, included: false, keyId };
  if (input.root === null) return { ok: false, failure: 'notPublished', receipt };
  const root = input.root;
  if (root.sectionId !== receipt.sectionId) return { ok: false, failure: 'otherSection', receipt };
  const rootKey = keyOf(root.keyId);
  if (rootKey === null || !(await verifySignature(rootKey, rootMessage(root), root.signature))) return { ok: false, failure: 'rootSignature', receipt };
  if (!receipt.proof) return { ok: false, failure: 'noProof', receipt };
  const reached = await rootFromProof(receipt.commitment, receipt.proof);
  if (reached === null || reached !== root.root || receipt.proof.roundCount !== root.roundCount || receipt.proof.root !== root.root) {
    return { ok: false, failure: 'proof', receipt };
  }
  return { ok: true, receipt, included: true, keyId };
}
