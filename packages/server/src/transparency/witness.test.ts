import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFingerprint, verifyConsistency, verifyCosignature, verifyInclusion, verifyTreeHead, type SignedTreeHead } from '@portal/domain';
import { witnessOnce, type ForkEvidence, type PortalCall } from '../../../domain/bin/witness';
import { signerFor } from '../signing/key';
import { testApp } from '../test/harness';
import { appendLogEntry, transparencyPass } from './commands';

const t = await testApp();
const get = (url: string, locale = 'en') => t.call({ method: 'GET', url: `/prod-api${url}`, locale });
const portal: PortalCall = (path, body) => t.call({ method: body === undefined ? 'GET' : 'POST', url: `/prod-api${path}`, payload: body as object | undefined });
const stateDir = () => mkdtemp(join(tmpdir(), 'portal-witness-'));

/** Appends `n` notice entries, then runs the log's clock (which signs a head of the new size). */
async function grow(n: number) {
  for (let i = 0; i < n; i++) await t.db.transaction((tx) => appendLogEntry(tx, { kind: 'notice', sectionId: 1, body: { notice: 'announcement', version: i } }));
  return transparencyPass(t.db, await signerFor(t.db));
}

describe('transparency log API', () => {
  it('says in the reader language that no head is signed yet, then serves heads, proofs and entries that verify', async () => {
    expect(await get('/transparency/head', 'zh')).toMatchObject({ code: 404, msg: '透明日志尚未签署树头' });
    const small = (await grow(3))!;
    expect(small.treeSize).toBe(3);
    const big = (await grow(6))!;
    const { data: head } = await get('/transparency/head');
    expect(head).toMatchObject({ treeSize: 9, rootHash: big.rootHash, publicKey: (await signerFor(t.db)).publicKey });
    expect(await verifyTreeHead(head, head.publicKey)).toBe(true);
    expect((await get('/transparency/head/3')).data.rootHash).toBe(small.rootHash);
    expect(await get('/transparency/head/4')).toMatchObject({ code: 404, msg: 'There is no signed tree head of size 4' });

    const { data: consistency } = await get('/transparency/consistency?first=3&second=9');
    expect(await verifyConsistency(small, big, consistency.proof)).toBe(true);
    expect(await get('/transparency/consistency?first=3&second=10')).toMatchObject({ code: 500, msg: 'No proof from size 3 to size 10: the log has 9 entries' });

    const { data: entries } = await get('/transparency/entries?start=0&end=9');
    expect(entries).toHaveLength(9);
    expect(JSON.parse(entries[4].entry)).toMatchObject({ kind: 'notice', sectionId: 1, body: { version: 1 } });
    for (const entry of entries) {
      const { data: proof } = await get(`/transparency/inclusion?index=${entry.index}&size=9`);
      expect(proof.leafHash).toBe(entry.leafHash);
      expect(await verifyInclusion(entry.leafHash, proof, big.rootHash)).toBe(true);
    }
  });

  it('stores a cosignature that verifies and refuses, storing nothing, one that does not', async () => {
    const dir = await stateDir();
    const outcome = await witnessOnce({ portal, portalName: 'test', stateDir: dir, name: 'Audit Office', send: true });
    expect(outcome).toMatchObject({ kind: 'cosigned', sent: true });
    const { cosignature, head } = outcome as Extract<typeof outcome, { kind: 'cosigned' }>;
    const tampered = { treeSize: head.treeSize, cosignature: { ...cosignature, witnessName: 'Someone else' } };
    expect(await t.call({ method: 'POST', url: '/prod-api/transparency/cosignatures', payload: tampered, locale: 'lo' })).toMatchObject({
      code: 500,
      msg: `ລາຍເຊັນພະຍານບໍ່ກົງກັບຫົວຕົ້ນໄມ້ຂະໜາດ ${head.treeSize}: ບໍ່ໄດ້ບັນທຶກ`,
    });
    const { data } = await get('/transparency/cosignatures');
    expect(data.cosignatures).toHaveLength(1);
    expect(data.cosignatures[0]).toMatchObject({ treeSize: head.treeSize, witnessName: 'Audit Office' });
    expect(await verifyCosignature(data.head, data.cosignatures[0])).toBe(true);
  });
});

describe('portal-witness', () => {
  it('pins the portal key on its first run, then cosigns each new head consistent with every head it kept', async () => {
    const dir = await stateDir();
    const first = await witnessOnce({ portal, portalName: 'test', stateDir: dir, name: 'NGO' });
    expect(first).toMatchObject({ kind: 'cosigned', pinned: await keyFingerprint((await signerFor(t.db)).publicKey) });
    for (let round = 1; round <= 5; round++) {
      await grow(round);
      const next = await witnessOnce({ portal, portalName: 'test', stateDir: dir, name: 'NGO' });
      expect(next).toMatchObject({ kind: 'cosigned', pinned: null, checked: round });
    }
  });

  it('refuses a head not signed by the pinned key', async () => {
    const dir = await stateDir();
    const { data: head } = await get('/transparency/head');
    const forged: PortalCall = async (path) => (path === '/transparency/head' ? { code: 200, data: { ...head, rootHash: 'f'.repeat(64) } } : portal(path));
    await witnessOnce({ portal, portalName: 'test', stateDir: dir, name: 'NGO' });
    expect(await witnessOnce({ portal: forged, portalName: 'test', stateDir: dir, name: 'NGO' })).toMatchObject({ kind: 'badSignature' });
  });

  it('reports a rewritten log with both signed heads as evidence, and a split view shown to two witnesses', async () => {
    const signer = await signerFor(t.db);
    const honestDir = await stateDir();
    await grow(2);
    await witnessOnce({ portal, portalName: 'test', stateDir: honestDir, name: 'A' });
    const { data: honest } = await get('/transparency/head');
    // The key holder signs a head of a log whose entries differ (a fork): same size plus one, another history.
    const forkedRoot = 'ab'.repeat(32);
    const unsigned = { treeSize: honest.treeSize + 1, rootHash: forkedRoot, timestamp: new Date().toISOString(), keyId: honest.keyId };
    const { treeHeadMessage } = await import('@portal/domain');
    const forkedHead: SignedTreeHead = { ...unsigned, signature: signer.sign(treeHeadMessage(unsigned)) };
    const forkedPortal: PortalCall = async (path) => (path === '/transparency/head' ? { code: 200, data: { ...forkedHead, publicKey: signer.publicKey } } : portal(path));

    const seenByA = await witnessOnce({ portal: forkedPortal, portalName: 'test', stateDir: honestDir, name: 'A' });
    expect(seenByA.kind).toBe('fork');
    const evidence = JSON.parse(await readFile((seenByA as { file: string }).file, 'utf8')) as ForkEvidence;
    expect(evidence.kept).toEqual({ treeSize: honest.treeSize, rootHash: honest.rootHash, timestamp: honest.timestamp, keyId: honest.keyId, signature: honest.signature });
    expect(evidence.seen).toEqual(forkedHead);
    expect(await verifyTreeHead(evidence.kept, evidence.publicKey)).toBe(true);
    expect(await verifyTreeHead(evidence.seen, evidence.publicKey)).toBe(true);

    // Witness B only ever sees the forked head: alone it cannot tell, beside A's kept heads it does.
    const forkedDir = await stateDir();
    expect(await witnessOnce({ portal: forkedPortal, portalName: 'test', stateDir: forkedDir, name: 'B' })).toMatchObject({ kind: 'cosigned' });
    const withPeer = await witnessOnce({ portal: forkedPortal, portalName: 'test', stateDir: forkedDir, name: 'B', peers: [honestDir] });
    expect(withPeer).toMatchObject({ kind: 'fork', evidence: { seen: forkedHead } });
    const honestWithPeer = await witnessOnce({ portal, portalName: 'test', stateDir: honestDir, name: 'A', peers: [forkedDir] });
    expect(honestWithPeer).toMatchObject({ kind: 'fork' });
  });
});

describe('npx portal-witness', () => {
  it('runs as a command against a listening portal: pins the key, cosigns, sends, and prints in the language asked', { timeout: 120_000 }, async () => {
    await grow(1);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const bin = join(import.meta.dirname, '../../../domain/bin/portal-witness.mjs');
    const dir = await stateDir();
    const run = async (lang: string) => (await promisify(execFile)(process.execPath, [bin, '--portal', address, '--state', dir, '--name', 'Citizens Watch', '--send', '--lang', lang])).stdout;
    const first = await run('en');
    expect(first).toContain(`First run: the portal's key is pinned, fingerprint ${await keyFingerprint((await signerFor(t.db)).publicKey)}`);
    expect(first).toContain('The cosignature was sent to the portal');
    await grow(1);
    expect(await run('zh')).toContain('见证签名已发送给门户');
    const { data } = await get('/transparency/cosignatures');
    expect(data.cosignatures.filter((c: { witnessName: string }) => c.witnessName === 'Citizens Watch')).toHaveLength(2);
  });
});
