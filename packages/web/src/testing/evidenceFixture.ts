import { generateKeyPairSync, sign } from 'node:crypto';
import {
  EVIDENCE_FORMAT,
  MerkleTree,
  commitmentMessage,
  commitmentOf,
  keyIdOf,
  logEntryText,
  logLeafHash,
  merkleProof,
  merkleRoot,
  rootMessage,
  treeHeadMessage,
  type KeyDocument,
} from '@portal/domain';

/** An Ed25519 test key: its raw public key in base64, as the portal publishes it, and a signer. */
export function testKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64');
  return { publicKey: raw, sign: (message: string) => sign(null, Buffer.from(message), privateKey).toString('base64') };
}
export type TestKey = ReturnType<typeof testKey>;

/** A key document publishing one key, as GET /receipts/key answers. */
export async function keyDocumentOf(key: TestKey): Promise<KeyDocument> {
  const keyId = await keyIdOf(key.publicKey);
  return { algorithm: 'Ed25519', publicKey: key.publicKey, keyId, keys: [{ keyId, publicKey: key.publicKey, validFrom: '2026-01-01T00:00:00.000Z', validUntil: null }] } as KeyDocument;
}

const hex = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

/**
 * An evidence bundle signed with `key` as the server builds it (GET /system/quotes/receiptEvidence/:id): a round
 * among three under the section's root, that root logged as entry 1 of a three-entry log, the head signed.
 */
export async function evidenceBundle(key: TestKey, sectionId = 38) {
  const keyId = await keyIdOf(key.publicKey);
  const round = {
    format: 'portal-quote-receipt/2' as const,
    sectionId,
    signupId: 120,
    quotesCount: 2,
    arrivalTime: '2026-11-27T14:45:21.389Z',
    nonce: 'ab'.repeat(32),
    totalPrice: '27600',
    lines: [{ sectorId: 102, quantity: '40', sectorPrice: '690', otherExpenses: '0', totalMaterialPrice: '27600', totalPrice: '27600', volume: '', weight: '', details: [] }],
  };
  const commitment = await commitmentOf(round);
  const commitments = [hex(1), commitment, hex(2)];
  const root = await merkleRoot(commitments);
  const receipt = {
    ...round,
    commitment,
    signature: key.sign(commitmentMessage(commitment)),
    keyUrl: 'https://forger.example/.well-known/portal-receipt-key.json',
    keyId,
    proof: await merkleProof(commitments, 1),
  };
  const signedRoot = { sectionId, root, roundCount: 3, keyId, signature: key.sign(rootMessage({ sectionId, roundCount: 3, root })) };
  const entry = logEntryText({ kind: 'section-root', sectionId, loggedAt: '2026-11-27T15:00:00.000Z', body: { root, roundCount: 3, signature: signedRoot.signature, keyId } });
  const leafHash = await logLeafHash(entry);
  const tree = new MerkleTree([hex(3), leafHash, hex(4)]);
  const unsigned = { treeSize: 3, rootHash: await tree.rootHash(), timestamp: '2026-11-27T15:00:01.000Z', keyId };
  return {
    format: EVIDENCE_FORMAT as typeof EVIDENCE_FORMAT,
    receipt,
    root: signedRoot,
    logEntry: { index: 1, entry, leafHash },
    treeHead: { ...unsigned, signature: key.sign(treeHeadMessage(unsigned)) },
    inclusion: { leafIndex: 1, treeSize: 3, path: await tree.inclusionPath(1) },
  };
}
export type TestBundle = Awaited<ReturnType<typeof evidenceBundle>>;
