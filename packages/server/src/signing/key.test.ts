import { spawnSync } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keyIdOf, type Receipt } from '@portal/domain';
import { ConfigError, loadConfig } from '../config';
import { testApp } from '../test/harness';
import { quoteCalls, quotingSection, quotingSupplier } from '../quotations/testSupport';
import { DEMO_KEY_FILE, newSigningKeyPem, signerFor, startSigning, useSigningKey } from './key';

const t = await testApp();
const q = quoteCalls(t);
const rawOf = (pem: string) => createPrivateKey(pem).export({ format: 'der', type: 'pkcs8' }).toString('base64');

describe('the signing key in production', () => {
  it('is required: the portal does not start without RECEIPT_SIGNING_KEY or RECEIPT_SIGNING_KEY_FILE', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/RECEIPT_SIGNING_KEY: expected the Ed25519 private key that signs receipts/);
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: '/nonexistent/portal-key-test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid settings, the portal does not start:\n  RECEIPT_SIGNING_KEY: expected the Ed25519 private key');
  }, 60_000);

  it('is read from the file RECEIPT_SIGNING_KEY_FILE names, which must hold an Ed25519 key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-key-'));
    const pem = newSigningKeyPem();
    await writeFile(join(dir, 'key.pem'), pem);
    await writeFile(join(dir, 'junk.pem'), 'not a key');
    expect(loadConfig({ NODE_ENV: 'production', RECEIPT_SIGNING_KEY_FILE: join(dir, 'key.pem') }).receiptSigningKey).toBe(pem);
    expect(() => loadConfig({ RECEIPT_SIGNING_KEY_FILE: join(dir, 'junk.pem') })).toThrow(/RECEIPT_SIGNING_KEY_FILE=".*junk.pem": expected an Ed25519 private key/);
    expect(() => loadConfig({ RECEIPT_SIGNING_KEY_FILE: join(dir, 'absent.pem') })).toThrow(/expected a readable file \(ENOENT\)/);
    expect(() => loadConfig({ RECEIPT_SIGNING_KEY: pem, RECEIPT_SIGNING_KEY_FILE: join(dir, 'key.pem') })).toThrow(/expected one of them, not both/);
  });
});

describe('the demo and development key', () => {
  it('moves the key an older version kept in the database into DATA_DIR, and keeps no private key in the database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-data-'));
    const old = newSigningKeyPem();
    await t.db.query("INSERT INTO receipt_signing_key (id, private_key, public_key) VALUES (1, $1, 'x') ON CONFLICT (id) DO NOTHING", [rawOf(old)]);
    const signer = await startSigning(t.db, { dataDir: dir });
    const file = join(dir, DEMO_KEY_FILE);
    expect(rawOf(await readFile(file, 'utf8'))).toBe(rawOf(old));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await t.db.query('SELECT count(*)::int AS n FROM receipt_signing_key')).toEqual([{ n: 0 }]);
    expect(await t.db.query('SELECT key_id FROM receipt_public_key WHERE valid_until IS NULL')).toEqual([{ key_id: signer.keyId }]);
    // The next start reads the same file: the same key.
    expect((await startSigning(t.db, { dataDir: dir })).keyId).toBe(signer.keyId);
  });
});

describe('a key rotation', () => {
  it('signs with the new key, keeps the old public key published with its validity, and old receipts still verify', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const alice = await quotingSupplier(t, section);
    useSigningKey(t.db, newSigningKeyPem());
    const first = await signerFor(t.db);
    const r1 = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '30' }]);
    useSigningKey(t.db, newSigningKeyPem());
    const second = await signerFor(t.db);
    const r2 = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '94' }, { id: valve, sectorPrice: '30' }]);
    expect([r1.code, r2.code]).toEqual([200, 200]);

    const doc = (await t.app.inject({ method: 'GET', url: '/.well-known/portal-receipt-key.json' })).json();
    expect(doc).toMatchObject({ algorithm: 'Ed25519', publicKey: second.publicKey, keyId: await keyIdOf(second.publicKey) });
    const byId = new Map(doc.keys.map((k: { keyId: string }) => [k.keyId, k]));
    expect(byId.get(first.keyId)).toMatchObject({ publicKey: first.publicKey, validUntil: expect.any(String) });
    expect(byId.get(second.keyId)).toMatchObject({ publicKey: second.publicKey, validUntil: null });

    const receipt = async (id: number) => (await t.call({ method: 'GET', url: `/prod-api/system/quotes/receipt/${id}`, token: alice.token })).data as Receipt;
    const [old, current] = [await receipt(r1.data.id), await receipt(r2.data.id)];
    expect([old.keyId, current.keyId]).toEqual([first.keyId, second.keyId]);
    // Before the root is sealed the verifier answers "not published yet" after the signature passed: not a key failure.
    for (const r of [old, current]) {
      expect(await t.call({ method: 'POST', url: '/prod-api/receipts/verify', locale: 'en', payload: { receipt: r } })).toEqual({
        code: 500,
        msg: 'The signature is correct, but the Merkle root of this project is not published yet: inclusion cannot be shown',
      });
    }
  });
});

/** The key is a setting of each app (issue 26 item 6): two apps in one process, each over its own database. */
describe('the keys of two apps in one process', () => {
  it('are each their own: each app publishes and signs with the key it was given, not the last one set', async () => {
    const [pemA, pemB] = [newSigningKeyPem(), newSigningKeyPem()];
    const a = await testApp({ config: { receiptSigningKey: pemA } });
    const b = await testApp({ config: { receiptSigningKey: pemB } });
    const keyDoc = async (app: typeof a) => (await app.app.inject({ method: 'GET', url: '/.well-known/portal-receipt-key.json' })).json().publicKey;
    const [signerA, signerB] = [await signerFor(a.db), await signerFor(b.db)];
    expect(signerA.keyId).not.toBe(signerB.keyId);
    expect(await keyDoc(a)).toBe(signerA.publicKey);
    expect(await keyDoc(b)).toBe(signerB.publicKey);
    // A round quoted on the first app carries the first app's key, though the second app was built after it.
    const { section, pipe, valve } = await quotingSection(a);
    const alice = await quotingSupplier(a, section);
    const round = await quoteCalls(a).submit(alice.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '30' }]);
    expect(round.code).toBe(200);
    const receipt = (await a.call({ method: 'GET', url: `/prod-api/system/quotes/receipt/${round.data.id}`, token: alice.token })).data as Receipt;
    expect(receipt.keyId).toBe(signerA.keyId);
  });
});
