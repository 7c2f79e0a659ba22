import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublishedKey } from '@portal/domain';
import type { Db, Queryable } from '../db/index';

/**
 * The portal's Ed25519 key that signs receipts and roots (docs/verification.md, "Keys";
 * docs/decisions/receipt-keys.md). The private key lives outside the database: RECEIPT_SIGNING_KEY(_FILE), else
 * (demo and development) the file DATA_DIR/receipt-signing-key.pem. Only public keys are stored, in
 * receipt_public_key, with the time each began and ended signing.
 */
export interface ReceiptSigner {
  /** Raw 32-byte public key, base64. */
  publicKey: string;
  /** The key's id: base64url of the first 16 bytes of SHA-256 over the raw public key (keyIdOf in the domain). */
  keyId: string;
  /** Ed25519 signature of the UTF-8 message, base64. */
  sign(message: string): string;
}

/** Where the demo and development key is kept, under DATA_DIR. */
export const DEMO_KEY_FILE = 'receipt-signing-key.pem';

/** The key id of a raw public key (base64), computed as the domain's keyIdOf does. */
export const keyIdOfRaw = (publicKey: string) => createHash('sha256').update(Buffer.from(publicKey, 'base64')).digest().subarray(0, 16).toString('base64url');

const signerOf = (privateKey: KeyObject): ReceiptSigner => {
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  // An Ed25519 SPKI is a fixed 12-byte header followed by the 32 raw key bytes.
  const publicKey = spki.subarray(spki.length - 32).toString('base64');
  return {
    publicKey,
    keyId: keyIdOfRaw(publicKey),
    sign: (message) => sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64'),
  };
};

/** A key from the RECEIPT_SIGNING_KEY setting or its file: PKCS#8 PEM, or the base64 of its DER. */
export function parseSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  const pem = trimmed.includes('-----BEGIN') ? trimmed.replace(/\\n/g, '\n') : null;
  const key = pem ? createPrivateKey(pem) : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('RECEIPT_SIGNING_KEY must be an Ed25519 private key (PKCS#8)');
  return key;
}

/** A new Ed25519 private key as PKCS#8 PEM. */
export const newSigningKeyPem = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/**
 * The key each database is signed on with, set by the app over it (buildApp, startSigning: `useSigningKey`): the
 * key belongs to the database whose receipt_public_key publishes it, so two apps in one process (tests, the
 * benchmark) over two databases each sign with their own, and every handle the app holds signs with the same.
 * Each database has its public half published before the first signature (`published`).
 */
const signers = new WeakMap<Db, ReceiptSigner>();
const published = new WeakMap<Db, Promise<ReceiptSigner>>();

/**
 * Signs on `db` with this key from now on (the configured key or the demo key file). Its public half is published
 * before the next signature: a new key closes the validity of the one before it (a rotation), whose public key
 * stays published.
 */
export function useSigningKey(db: Db, text: string): void {
  signers.set(db, signerOf(parseSigningKey(text)));
  published.delete(db);
}

/** The key `db` is signed on with; a database the portal gave none (tests, the benchmarks) gets one kept in memory only. */
export function signingKeyOf(db: Db): ReceiptSigner {
  let signer = signers.get(db);
  if (!signer) {
    signer = signerOf(parseSigningKey(newSigningKeyPem()));
    signers.set(db, signer);
  }
  return signer;
}

/** The signer of a database, its public key published there (once per database and key). */
export function signerFor(db: Db): Promise<ReceiptSigner> {
  const signer = signingKeyOf(db);
  let done = published.get(db);
  if (!done) {
    done = db.transaction((tx) => publish(tx, signer));
    done.catch(() => published.delete(db));
    published.set(db, done);
  }
  // The key changed meanwhile (a rotation): the new one is published before it signs.
  return done.then((s) => {
    if (s === signers.get(db)) return s;
    if (published.get(db) === done) published.delete(db);
    return signerFor(db);
  });
}

/** `signer`, its public key published, inside a transaction that signs with it (sealing a root in the clock's). */
export async function signerIn(tx: Queryable, signer: ReceiptSigner): Promise<ReceiptSigner> {
  return publish(tx, signer);
}

/**
 * At the portal's start, once migrated: signs with RECEIPT_SIGNING_KEY(_FILE), else (never in production, which
 * refuses to start without it) with the key file in DATA_DIR; removes any private key stored in the database by
 * an older version; publishes the key. Answers the signer.
 */
export async function startSigning(db: Db, config: { receiptSigningKey?: string; dataDir: string }): Promise<ReceiptSigner> {
  useSigningKey(db, config.receiptSigningKey ?? (await demoKeyText(db, config.dataDir)));
  await forgetStoredPrivateKey(db);
  return signerFor(db);
}

/** Publishes the signer's public key as the current one (idempotent: a restart with the same key changes nothing). */
async function publish(tx: Queryable, signer: ReceiptSigner): Promise<ReceiptSigner> {
  const [current] = await tx.query<{ key_id: string }>('SELECT key_id FROM receipt_public_key WHERE valid_until IS NULL');
  if (current?.key_id === signer.keyId) return signer;
  await tx.query('SELECT pg_advisory_xact_lock(7060, 1)');
  await tx.query('UPDATE receipt_public_key SET valid_until = now() WHERE valid_until IS NULL AND key_id <> $1', [signer.keyId]);
  await tx.query('INSERT INTO receipt_public_key (key_id, public_key, valid_from) VALUES ($1, $2, now()) ON CONFLICT (key_id) DO UPDATE SET valid_until = NULL', [
    signer.keyId,
    signer.publicKey,
  ]);
  return signer;
}

interface KeyRow {
  key_id: string;
  public_key: string;
  valid_from: Date;
  valid_until: Date | null;
}

/** Every key the portal has signed with, oldest first (the key document's `keys`). */
export async function publishedKeys(db: Queryable): Promise<PublishedKey[]> {
  const rows = await db.query<KeyRow>('SELECT key_id, public_key, valid_from, valid_until FROM receipt_public_key ORDER BY valid_from, key_id');
  return rows.map((r) => ({
    keyId: r.key_id,
    publicKey: r.public_key,
    validFrom: new Date(r.valid_from).toISOString(),
    validUntil: r.valid_until === null ? null : new Date(r.valid_until).toISOString(),
  }));
}

/**
 * The key of a demo or development portal (no RECEIPT_SIGNING_KEY): the PEM file in DATA_DIR, created on first
 * start; a key an older version kept in the database (receipt_signing_key) is moved into that file, so receipts
 * issued before still verify with the same key.
 */
export async function demoKeyText(db: Queryable, dataDir: string): Promise<string> {
  const file = join(dataDir, DEMO_KEY_FILE);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing !== null) return existing;
  const [stored] = await db.query<{ private_key: string }>('SELECT private_key FROM receipt_signing_key WHERE id = 1');
  const pem = stored
    ? createPrivateKey({ key: Buffer.from(stored.private_key, 'base64'), format: 'der', type: 'pkcs8' }).export({ format: 'pem', type: 'pkcs8' }).toString()
    : newSigningKeyPem();
  await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await chmod(file, 0o600).catch(() => undefined);
  return readFile(file, 'utf8');
}

/** No private key stays in the database: the one an older version stored there is removed (once moved or replaced). */
export async function forgetStoredPrivateKey(db: Queryable): Promise<void> {
  await db.query('DELETE FROM receipt_signing_key');
}
