import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  cosignatureMessage,
  logLeafHash,
  MerkleTree,
  treeHeadMessage,
  verifyConsistency,
  verifyCosignature,
  verifyInclusion,
  verifyTreeHead,
  type SignedTreeHead,
} from './transparency';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
/** RFC 9162 §2.1.1 written out directly (an independent implementation), over raw leaf data. */
function mth(data: Buffer[]): Buffer {
  if (data.length === 0) return sha();
  if (data.length === 1) return sha(Buffer.of(0), data[0]);
  let k = 1;
  while (k * 2 < data.length) k *= 2;
  return sha(Buffer.of(1), mth(data.slice(0, k)), mth(data.slice(k)));
}
const leafOf = (d: Buffer) => sha(Buffer.of(0), d).toString('hex');

// The eight leaves of the Certificate Transparency reference tests (RFC 6962's merkle_tree_test).
const ctLeaves = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'].map((h) => Buffer.from(h, 'hex'));
const ctRoots = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];

describe('Merkle tree (RFC 9162 §2.1)', () => {
  const tree = new MerkleTree(ctLeaves.map(leafOf));

  it('gives the reference roots of the Certificate Transparency tests, and SHA-256 of nothing for no entry', async () => {
    for (let n = 1; n <= 8; n++) expect(await tree.rootHash(n)).toBe(ctRoots[n - 1]);
    expect(await tree.rootHash(0)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('gives the reference inclusion path of leaf 0 in the tree of 8 and the reference consistency proofs', async () => {
    const a = '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7';
    const b = '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e';
    const c = '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4';
    expect(await tree.inclusionPath(0, 8)).toEqual([a, b, c]);
    expect(await tree.consistencyProof(1, 8)).toEqual([a, b, c]);
    expect(await tree.consistencyProof(6, 8)).toEqual([
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ]);
    expect(await tree.consistencyProof(2, 5)).toEqual([b, 'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b']);
    expect(await tree.consistencyProof(1, 1)).toEqual([]);
  });

  it('hand-derived tree of three: root = H(1 ‖ H(1 ‖ l0 ‖ l1) ‖ l2), path of leaf 2 is [H(1 ‖ l0 ‖ l1)]', async () => {
    const l = ['a', 'b', 'c'].map((s) => sha(Buffer.of(0), Buffer.from(s)));
    const left = sha(Buffer.of(1), l[0], l[1]);
    const small = new MerkleTree(l.map((x) => x.toString('hex')));
    expect(await small.rootHash()).toBe(sha(Buffer.of(1), left, l[2]).toString('hex'));
    expect(await small.inclusionPath(2)).toEqual([left.toString('hex')]);
    expect(await small.inclusionPath(0)).toEqual([l[1].toString('hex'), l[2].toString('hex')]);
    expect(await small.consistencyProof(2, 3)).toEqual([l[2].toString('hex')]);
    expect(await logLeafHash('a')).toBe(l[0].toString('hex'));
  });

  it('agrees with a direct implementation, and every inclusion and consistency proof verifies, for every size to 40', async () => {
    const data = Array.from({ length: 40 }, (_, i) => Buffer.from(`entry ${i}`));
    const big = new MerkleTree(data.map(leafOf));
    const roots = [sha().toString('hex')];
    for (let n = 1; n <= 40; n++) {
      roots.push(await big.rootHash(n));
      expect(roots[n]).toBe(mth(data.slice(0, n)).toString('hex'));
    }
    for (let n = 1; n <= 40; n++) {
      for (let i = 0; i < n; i++) {
        const proof = { leafIndex: i, treeSize: n, path: await big.inclusionPath(i, n) };
        expect(await verifyInclusion(leafOf(data[i]), proof, roots[n])).toBe(true);
      }
      for (let m = 0; m <= n; m++) {
        const proof = await big.consistencyProof(m, n);
        expect(await verifyConsistency({ treeSize: m, rootHash: roots[m] }, { treeSize: n, rootHash: roots[n] }, proof)).toBe(true);
      }
    }
  }, 60_000);

  it('refuses a proof for another leaf, another size, a changed root or a rewritten history', async () => {
    const data = Array.from({ length: 13 }, (_, i) => Buffer.from(`entry ${i}`));
    const honest = new MerkleTree(data.map(leafOf));
    const path = await honest.inclusionPath(5, 13);
    const root = await honest.rootHash(13);
    expect(await verifyInclusion(leafOf(data[6]), { leafIndex: 5, treeSize: 13, path }, root)).toBe(false);
    expect(await verifyInclusion(leafOf(data[5]), { leafIndex: 5, treeSize: 6, path }, root)).toBe(false);
    expect(await verifyInclusion(leafOf(data[5]), { leafIndex: 5, treeSize: 13, path: path.slice(1) }, root)).toBe(false);
    // A fork: entry 3 rewritten, then the log goes on. Every proof from the honest head of 7 to the forked 13 fails.
    const forkedData = data.map((d, i) => (i === 3 ? Buffer.from('rewritten') : d));
    const forked = new MerkleTree(forkedData.map(leafOf));
    const first = { treeSize: 7, rootHash: await honest.rootHash(7) };
    const second = { treeSize: 13, rootHash: await forked.rootHash(13) };
    expect(await verifyConsistency(first, second, await forked.consistencyProof(7, 13))).toBe(false);
    expect(await verifyConsistency(first, second, await honest.consistencyProof(7, 13))).toBe(false);
    expect(await verifyConsistency(first, { treeSize: 13, rootHash: root }, await honest.consistencyProof(7, 13))).toBe(true);
    expect(await verifyConsistency({ treeSize: 13, rootHash: root }, first, [])).toBe(false);
    expect(await verifyConsistency({ treeSize: 7, rootHash: first.rootHash }, { treeSize: 7, rootHash: await forked.rootHash(7) }, [])).toBe(false);
  });
});

describe('signed tree heads and cosignatures', () => {
  const keyPair = () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64');
    return { raw, sign: (m: string) => sign(null, Buffer.from(m), privateKey).toString('base64') };
  };

  it('checks the portal signature of a head and a witness cosignature of exactly that head', async () => {
    const portal = keyPair();
    const witness = keyPair();
    const unsigned = { treeSize: 8, rootHash: ctRoots[7], timestamp: '2026-11-27T21:00:00.000Z', keyId: 'k1' };
    expect(treeHeadMessage(unsigned)).toBe(`portal-tree-head/1\nsize:8\nroot:${ctRoots[7]}\ntime:2026-11-27T21:00:00.000Z\nkey:k1\n`);
    const head: SignedTreeHead = { ...unsigned, signature: portal.sign(treeHeadMessage(unsigned)) };
    expect(await verifyTreeHead(head, portal.raw)).toBe(true);
    expect(await verifyTreeHead({ ...head, treeSize: 9 }, portal.raw)).toBe(false);
    expect(await verifyTreeHead(head, witness.raw)).toBe(false);
    const c = { witnessKey: witness.raw, witnessName: 'Open Contracting Watch', cosignedAt: '2026-11-27T21:01:00.000Z' };
    const cosignature = { ...c, signature: witness.sign(cosignatureMessage(head, c)) };
    expect(await verifyCosignature(head, cosignature)).toBe(true);
    expect(await verifyCosignature({ ...head, rootHash: ctRoots[6] }, cosignature)).toBe(false);
    expect(await verifyCosignature(head, { ...cosignature, witnessName: 'Someone else' })).toBe(false);
  });

  it('writes canonical JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x', null], c: true }, u: undefined })).toBe('{"a":{"c":true,"d":[1,"x",null]},"b":1}');
  });
});
