import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalDecimal,
  canonicalRound,
  commitmentMessage,
  commitmentOf,
  keyIdOf,
  rawPublicKeySchema,
  merkleProof,
  merkleRoot,
  rootFromProof,
  rootMessage,
  storedDecimal,
  verifyReceipt,
  type Receipt,
} from './receipts';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const leaf = (hex: string) => sha(Buffer.from([0]), Buffer.from(hex, 'hex'));
const node = (a: Buffer, b: Buffer) => sha(Buffer.from([1]), a, b);
const commitments = (n: number) => Array.from({ length: n }, (_, i) => createHash('sha256').update(`round ${i}`).digest('hex'));

const round = {
  format: 'portal-quote-receipt/1' as const,
  sectionId: 66,
  signupId: 120,
  quotesCount: 2,
  arrivalTime: '2026-11-24T21:54:14.889Z',
  nonce: 'ab'.repeat(32),
  lines: [
    { sectorId: 102, quantity: '40', sectorPrice: '690', otherExpenses: '0', totalMaterialPrice: '27600', totalPrice: '27600', volume: '', weight: '', details: [] },
    {
      sectorId: 101,
      quantity: '12.5',
      sectorPrice: '',
      otherExpenses: '0',
      totalMaterialPrice: '53750',
      totalPrice: '53750',
      volume: '',
      weight: '',
      details: [
        { detailId: 32, quantity: '300', sectorPrice: '12.5', otherExpenses: '0', totalMaterialPrice: '3750', totalPrice: '3750' },
        { detailId: 31, quantity: '12.5', sectorPrice: '4000', otherExpenses: '0', totalMaterialPrice: '50000', totalPrice: '50000' },
      ],
    },
  ],
};

describe('the canonical form (docs/verification.md)', () => {
  it('is the documented ASCII text: lines by sector id, details by detail id, each line ending in LF', () => {
    expect(canonicalRound(round)).toBe(
      [
        'portal-quote-receipt/1',
        'section:66',
        'signup:120',
        'round:2',
        'arrival:2026-11-24T21:54:14.889Z',
        `nonce:${'ab'.repeat(32)}`,
        'line:101:12.5::0:53750:53750::',
        'detail:101:31:12.5:4000:0:50000:50000',
        'detail:101:32:300:12.5:0:3750:3750',
        'line:102:40:690:0:27600:27600::',
        '',
      ].join('\n'),
    );
  });

  it('in version 2 also commits the round total and each line\'s tax rate and settlement method', () => {
    const v2 = {
      ...round,
      format: 'portal-quote-receipt/2' as const,
      totalPrice: '81350',
      lines: round.lines.map((l, i) => ({ ...l, taxRate: i === 0 ? '13' : '6', settleMethod: i === 0 ? '1' : '' })),
    };
    expect(canonicalRound(v2)).toBe(
      [
        'portal-quote-receipt/2',
        'section:66',
        'signup:120',
        'round:2',
        'arrival:2026-11-24T21:54:14.889Z',
        `nonce:${'ab'.repeat(32)}`,
        'total:81350',
        'line:101:12.5::0:53750:53750:::6:',
        'detail:101:31:12.5:4000:0:50000:50000',
        'detail:101:32:300:12.5:0:3750:3750',
        'line:102:40:690:0:27600:27600:::13:1',
        '',
      ].join('\n'),
    );
  });

  it('commits with SHA-256 of those bytes', async () => {
    expect(await commitmentOf(round)).toBe(createHash('sha256').update(canonicalRound(round), 'utf8').digest('hex'));
  });

  it('writes decimals without exponent, trailing zeros or -0, and as the database rounds them', () => {
    expect(['12.5000', '0.0000', '-0', '1000', '0.050', '1e3', null, ''].map(canonicalDecimal)).toEqual(['12.5', '0', '0', '1000', '0.05', '1000', '', '']);
    expect(storedDecimal('1.23455', 4)).toBe('1.2346');
    expect(storedDecimal('-1.23455', 4)).toBe('-1.2346');
    expect(storedDecimal('2.50', 2)).toBe('2.5');
  });
});

describe('the Merkle tree', () => {
  it('hashes leaves with 0x00, nodes with 0x01, and carries the last node of an odd level up unchanged', async () => {
    const [a, b, c] = commitments(3);
    expect(await merkleRoot([a])).toBe(leaf(a).toString('hex'));
    expect(await merkleRoot([a, b, c])).toBe(node(node(leaf(a), leaf(b)), leaf(c)).toString('hex'));
    expect(await merkleRoot([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('proves every leaf of trees of 1 to 9 leaves, and no other commitment or position', async () => {
    for (let n = 1; n <= 9; n += 1) {
      const leaves = commitments(n);
      const root = await merkleRoot(leaves);
      for (let i = 0; i < n; i += 1) {
        const proof = await merkleProof(leaves, i);
        expect(proof.root).toBe(root);
        expect(await rootFromProof(leaves[i], proof)).toBe(root);
        if (n > 1) {
          expect(await rootFromProof(leaves[(i + 1) % n], proof)).not.toBe(root);
          expect(await rootFromProof(leaves[i], { ...proof, index: (i + 1) % n })).not.toBe(root);
        }
      }
    }
  });
});

describe('verifying a receipt', async () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64');
  const signed = (message: string) => sign(null, Buffer.from(message), privateKey).toString('base64');
  const leaves = [...commitments(4)];
  const commitment = await commitmentOf(round);
  leaves.splice(2, 0, commitment);
  const tree = { sectionId: 66, roundCount: leaves.length, root: await merkleRoot(leaves) };
  const root = { ...tree, signature: signed(rootMessage(tree)) };
  const receipt: Receipt = { ...round, commitment, signature: signed(commitmentMessage(commitment)), keyUrl: 'x', proof: await merkleProof(leaves, 2) };

  it('holds with the key, the published root and the proof', async () => {
    expect(await verifyReceipt({ receipt, publicKey: raw, root, sectionId: 66 })).toMatchObject({ ok: true, included: true });
  });

  it('names the first check that fails', async () => {
    const failure = async (input: Partial<Parameters<typeof verifyReceipt>[0]>) => {
      const verdict = await verifyReceipt({ receipt, publicKey: raw, root, ...input });
      return verdict.ok ? 'ok' : verdict.failure;
    };
    expect(await failure({ receipt: { ...receipt, quotesCount: 1 } })).toBe('commitment');
    expect(await failure({ publicKey: generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64') })).toBe('signature');
    expect(await failure({ sectionId: 67 })).toBe('otherSection');
    expect(await failure({ root: null })).toBe('notPublished');
    expect(await failure({ root: { ...root, sectionId: 67 } })).toBe('otherSection');
    expect(await failure({ root: { ...root, roundCount: 6 } })).toBe('rootSignature');
    expect(await failure({ receipt: { ...receipt, proof: undefined } })).toBe('noProof');
    expect(await failure({ receipt: { ...receipt, proof: { ...receipt.proof!, index: 3 } } })).toBe('proof');
    expect(await failure({ receipt: 'not a receipt' })).toBe('format');
  });

  it('takes the key the receipt names from the portal\'s key document, and refuses a key the portal never published', async () => {
    const keyId = await keyIdOf(raw);
    expect(keyId).toBe(createHash('sha256').update(Buffer.from(raw, 'base64')).digest().subarray(0, 16).toString('base64url'));
    const other = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64');
    const keys = {
      publicKey: other,
      keys: [
        { keyId, publicKey: raw, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2026-06-01T00:00:00.000Z' },
        { keyId: await keyIdOf(other), publicKey: other, validFrom: '2026-06-01T00:00:00.000Z', validUntil: null },
      ],
    };
    expect(await verifyReceipt({ receipt: { ...receipt, keyId }, keys, root: { ...root, keyId } })).toMatchObject({ ok: true, included: true, keyId });
    expect(await verifyReceipt({ receipt: { ...receipt, keyId: 'A'.repeat(22) }, keys, root })).toMatchObject({ ok: false, failure: 'unknownKey' });
    // A receipt naming one key but pinned to another is refused before its signature is looked at.
    expect(await verifyReceipt({ receipt: { ...receipt, keyId: await keyIdOf(other) }, publicKey: raw })).toMatchObject({ ok: false, failure: 'unknownKey' });
  });
});

describe('a pinned public key', () => {
  it('is the raw 32 bytes of an Ed25519 key in base64, nothing shorter, longer or in another alphabet', () => {
    const keys = Array.from({ length: 20 }, () => generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64'));
    for (const key of keys) expect(rawPublicKeySchema.safeParse(key).success).toBe(true);
    const key = keys[0];
    const refused = [key.slice(0, 43), `${key}A`, key.replace('=', ''), Buffer.from(key, 'base64').toString('hex'), `${key.slice(0, 42)}B=`, Buffer.alloc(33).toString('base64'), ''];
    for (const text of refused) expect(rawPublicKeySchema.safeParse(text).success, text).toBe(false);
  });
});

