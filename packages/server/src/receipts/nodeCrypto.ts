import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { canonicalRound, type CommittedRound } from '@portal/domain';

/**
 * The domain's receipt hashes and signature check (domain/src/receipts.ts), computed with node:crypto: the same
 * bytes, digests and verdicts (receipts/nodeCrypto.test.ts checks they agree), synchronous and microseconds each.
 * WebCrypto, which the domain uses so that a browser can check a receipt, makes each digest and each check a job of
 * the thread pool: the seal at the end of quoting checked every round that way, about 0.7 ms a round, some 0.5 s for
 * 700 rounds while the section's readers waited (bench/README.md, "The end of quoting").
 */

/** SHA-256 of a round's canonical form, lowercase hex (the domain's commitmentOf). */
export const commitmentOfRound = (r: CommittedRound) => createHash('sha256').update(canonicalRound(r), 'utf8').digest('hex');

const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const LEAF = Uint8Array.of(0);
const NODE = Uint8Array.of(1);

/** Merkle root of the commitments in their stored order, lowercase hex (the domain's merkleRoot: the same tree). */
export function merkleRootOf(commitments: readonly string[]): string {
  if (commitments.length === 0) return sha256().toString('hex');
  let level: Buffer[] = commitments.map((c) => sha256(LEAF, Buffer.from(c, 'hex')));
  while (level.length > 1) {
    const up: Buffer[] = [];
    // A level of odd size carries its last node up unchanged.
    for (let i = 0; i < level.length; i += 2) up.push(i + 1 < level.length ? sha256(NODE, level[i], level[i + 1]) : level[i]);
    level = up;
  }
  return level[0].toString('hex');
}

/** The published keys as node:crypto keys, by their raw base64 form: a section's rounds are checked with a few. */
const keys = new Map<string, KeyObject | null>();
const keyOf = (publicKey: string) => {
  if (!keys.has(publicKey)) {
    let key: KeyObject | null = null;
    try {
      key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey, 'base64').toString('base64url') }, format: 'jwk' });
    } catch {
      key = null;
    }
    if (keys.size > 100) keys.clear();
    keys.set(publicKey, key);
  }
  return keys.get(publicKey)!;
};

/** Checks an Ed25519 signature (base64) of an ASCII message with a raw 32-byte public key (base64): the domain's verifySignature. */
export function verifySignatureNow(publicKey: string, message: string, signature: string): boolean {
  const key = keyOf(publicKey);
  if (!key) return false;
  try {
    return verify(null, Buffer.from(message, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
