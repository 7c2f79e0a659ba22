import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { Db, Queryable } from '../db/index';

/** The portal's Ed25519 key that signs receipts and roots (docs/verification.md, "Key"). */
export interface ReceiptSigner {
  /** Raw 32-byte public key, base64. */
  publicKey: string;
  /** Ed25519 signature of the UTF-8 message, base64. */
  sign(message: string): string;
}

const signerOf = (privateKey: KeyObject): ReceiptSigner => {
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return {
    // An Ed25519 SPKI is a fixed 12-byte header followed by the 32 raw key bytes.
    publicKey: spki.subarray(spki.length - 32).toString('base64'),
    sign: (message) => sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64'),
  };
};

/** A key from the RECEIPT_SIGNING_KEY setting: PKCS#8 PEM, or the base64 of its DER. */
export function parseSigningKey(text: string): KeyObject {
  const pem = text.includes('-----BEGIN') ? text.replace(/\\n/g, '\n') : null;
  const key = pem ? createPrivateKey(pem) : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('RECEIPT_SIGNING_KEY must be an Ed25519 private key (PKCS#8)');
  return key;
}

/** The key of each database: every process on one database uses the one key stored in it. */
const signers = new WeakMap<object, Promise<ReceiptSigner>>();

/** Uses this key for the database (the RECEIPT_SIGNING_KEY setting) instead of the stored one. */
export function useSigningKey(db: Db, text: string) {
  signers.set(db, Promise.resolve(signerOf(parseSigningKey(text))));
}

/**
 * The signer of a database: the configured key, else the key stored in the database, generated and stored
 * by the first process that needs it (a concurrent first start keeps the one that was stored first).
 */
export function signerFor(db: Db): Promise<ReceiptSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = loadOrCreate(db);
    signer.catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}

/** The key stored in the database, generated and stored first if there is none (e.g. inside the seed's transaction). */
export async function loadOrCreate(db: Queryable): Promise<ReceiptSigner> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const candidate = signerOf(privateKey);
  await db.query('INSERT INTO receipt_signing_key (id, private_key, public_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING', [
    privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    candidate.publicKey,
  ]);
  const [stored] = await db.query<{ private_key: string }>('SELECT private_key FROM receipt_signing_key WHERE id = 1');
  return signerOf(createPrivateKey({ key: Buffer.from(stored.private_key, 'base64'), format: 'der', type: 'pkcs8' }));
}
