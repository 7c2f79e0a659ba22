/**
 * A witness of the portal's transparency log (docs/verification.md, "Witnesses"), the work of `npx portal-witness`:
 * fetch the newest signed tree head, check its signature against the pinned portal key, check it is consistent
 * with every head kept (and every head another witness kept, `peers`), keep it, cosign it with the witness's own
 * Ed25519 key and, when asked, send the cosignature back. Two heads that are not consistent are a fork or a
 * rewrite of the log: both signed heads are written to an evidence file.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  cosignatureMessage,
  keyFingerprint,
  signedTreeHeadSchema,
  verifyConsistency,
  verifyTreeHead,
  type Cosignature,
  type SignedTreeHead,
} from '../src/index';

/** Reads a JSON API answer's data (GET when body is absent, else POST). */
export type PortalCall = (path: string, body?: unknown) => Promise<{ code?: number; msg?: string; data?: unknown }>;

/** A portal reached over HTTP at `base` (its address; the API is under /prod-api). */
export const httpPortal =
  (base: string): PortalCall =>
  async (path, body) => {
    const response = await fetch(new URL(`/prod-api${path}`, base), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Language': 'en' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { code?: number; msg?: string; data?: unknown };
  };

/** Two signed heads that cannot both be the one append-only log: what a witness reports. */
export interface ForkEvidence {
  format: 'portal-log-fork/1';
  /** Where the heads were seen. */
  portal: string;
  /** The portal key both heads are signed with (raw, base64) and its fingerprint. */
  publicKey: string;
  fingerprint: string;
  /** The head kept before (or by a peer), and the head that does not extend it (or that it does not extend). */
  kept: SignedTreeHead;
  seen: SignedTreeHead;
  /** The consistency proof the portal gave (which fails), when sizes differ. */
  proof: string[] | null;
  detectedAt: string;
}

export type WitnessOutcome =
  | { kind: 'cosigned'; head: SignedTreeHead; cosignature: Cosignature; checked: number; pinned: string | null; created: string | null; sent: boolean }
  | { kind: 'badSignature'; head: SignedTreeHead }
  | { kind: 'fork'; evidence: ForkEvidence; file: string }
  | { kind: 'error'; message: string };

interface WitnessKey {
  name: string;
  publicKey: string;
  privateKey: string;
}

const rawPublicKey = (pkcs8: string) =>
  createPublicKey(createPrivateKey({ key: Buffer.from(pkcs8, 'base64'), format: 'der', type: 'pkcs8' }))
    .export({ format: 'der', type: 'spki' })
    .subarray(12)
    .toString('base64');

/** The witness's key in the state dir, created on first run (the name is kept from then on). */
async function witnessKey(stateDir: string, name: string): Promise<{ key: WitnessKey; created: boolean }> {
  const file = join(stateDir, 'witness-key.json');
  if (existsSync(file)) return { key: JSON.parse(await readFile(file, 'utf8')) as WitnessKey, created: false };
  const privateKey = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
  const key = { name, publicKey: rawPublicKey(privateKey), privateKey };
  await writeFile(file, JSON.stringify(key, null, 2), { mode: 0o600 });
  return { key, created: true };
}

/** The signed heads kept in a state dir, by size. */
export async function keptHeads(stateDir: string): Promise<SignedTreeHead[]> {
  const dir = join(stateDir, 'heads');
  if (!existsSync(dir)) return [];
  const heads: SignedTreeHead[] = [];
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.json')).sort()) {
    const parsed = signedTreeHeadSchema.safeParse(JSON.parse(await readFile(join(dir, name), 'utf8')));
    if (parsed.success) heads.push(parsed.data);
  }
  return heads.sort((a, b) => a.treeSize - b.treeSize);
}

/** Whether `seen` and `kept` can both be heads of one append-only log (asking the portal for the proof between them). */
async function consistent(portal: PortalCall, kept: SignedTreeHead, seen: SignedTreeHead): Promise<{ ok: boolean; proof: string[] | null }> {
  if (kept.treeSize === seen.treeSize) return { ok: kept.rootHash === seen.rootHash, proof: null };
  const [first, second] = kept.treeSize < seen.treeSize ? [kept, seen] : [seen, kept];
  const answer = await portal(`/transparency/consistency?first=${first.treeSize}&second=${second.treeSize}`);
  const proof = (answer.data as { proof?: unknown } | undefined)?.proof;
  if (!Array.isArray(proof) || !proof.every((p) => typeof p === 'string')) return { ok: false, proof: null };
  return { ok: await verifyConsistency(first, second, proof as string[]), proof: proof as string[] };
}

export interface WitnessOptions {
  portal: PortalCall;
  /** The portal's address, as written into evidence. */
  portalName: string;
  stateDir: string;
  /** The witness's name, used when its key is created. */
  name: string;
  /** The portal key to trust (raw, base64); else the one pinned in the state dir, else the first head's (pinned). */
  key?: string;
  /** State dirs of other witnesses whose kept heads are checked too (heads signed by the same key). */
  peers?: string[];
  /** Post the cosignature to the portal. */
  send?: boolean;
  now?: Date;
}

/** One run of the witness. */
export async function witnessOnce(o: WitnessOptions): Promise<WitnessOutcome> {
  await mkdir(join(o.stateDir, 'heads'), { recursive: true });
  const answer = await o.portal('/transparency/head');
  const served = answer.data as (SignedTreeHead & { publicKey?: string }) | undefined;
  const parsed = signedTreeHeadSchema.safeParse(served);
  if (!parsed.success) return { kind: 'error', message: `the portal gave no tree head: ${answer.msg ?? 'no answer'}` };
  const head = parsed.data;

  const pinFile = join(o.stateDir, 'portal-key.json');
  let pinned: string | null = null;
  let publicKey = o.key;
  if (!publicKey && existsSync(pinFile)) publicKey = (JSON.parse(await readFile(pinFile, 'utf8')) as { publicKey: string }).publicKey;
  if (!publicKey) {
    if (typeof served?.publicKey !== 'string') return { kind: 'error', message: 'the portal named no key to pin; give --key' };
    publicKey = served.publicKey;
    pinned = await keyFingerprint(publicKey);
    await writeFile(pinFile, JSON.stringify({ portal: o.portalName, publicKey, fingerprint: pinned }, null, 2));
  }
  if (!(await verifyTreeHead(head, publicKey))) return { kind: 'badSignature', head };

  const others: SignedTreeHead[] = [];
  for (const peer of o.peers ?? []) for (const h of await keptHeads(peer)) if (await verifyTreeHead(h, publicKey)) others.push(h);
  const kept = [...(await keptHeads(o.stateDir)), ...others];
  for (const old of kept) {
    const { ok, proof } = await consistent(o.portal, old, head);
    if (!ok) return reportFork(o, publicKey, old, head, proof);
  }
  // Heads of the peers against one another too: a split view shows each witness a different, self-consistent log.
  for (const peerHead of others) {
    for (const own of await keptHeads(o.stateDir)) {
      const { ok, proof } = await consistent(o.portal, own, peerHead);
      if (!ok) return reportFork(o, publicKey, own, peerHead, proof);
    }
  }
  await writeFile(join(o.stateDir, 'heads', `${String(head.treeSize).padStart(12, '0')}.json`), JSON.stringify(head, null, 2));

  const { key, created } = await witnessKey(o.stateDir, o.name);
  const unsigned = { witnessKey: key.publicKey, witnessName: key.name, cosignedAt: (o.now ?? new Date()).toISOString() };
  const privateKey = createPrivateKey({ key: Buffer.from(key.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  const cosignature: Cosignature = { ...unsigned, signature: sign(null, Buffer.from(cosignatureMessage(head, unsigned), 'utf8'), privateKey).toString('base64') };
  await mkdir(join(o.stateDir, 'cosignatures'), { recursive: true });
  await writeFile(join(o.stateDir, 'cosignatures', `${String(head.treeSize).padStart(12, '0')}.json`), JSON.stringify({ head, cosignature }, null, 2));
  let sent = false;
  if (o.send) {
    const reply = await o.portal('/transparency/cosignatures', { treeSize: head.treeSize, cosignature });
    if (reply.code !== 200) return { kind: 'error', message: `the portal refused the cosignature: ${reply.msg ?? ''}` };
    sent = true;
  }
  return { kind: 'cosigned', head, cosignature, checked: kept.length, pinned, created: created ? await keyFingerprint(key.publicKey) : null, sent };
}

async function reportFork(o: WitnessOptions, publicKey: string, kept: SignedTreeHead, seen: SignedTreeHead, proof: string[] | null): Promise<WitnessOutcome> {
  const detectedAt = (o.now ?? new Date()).toISOString();
  const evidence: ForkEvidence = { format: 'portal-log-fork/1', portal: o.portalName, publicKey, fingerprint: await keyFingerprint(publicKey), kept, seen, proof, detectedAt };
  const file = join(o.stateDir, `fork-evidence-${detectedAt.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(evidence, null, 2));
  return { kind: 'fork', evidence, file };
}
