import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, merkleRoot, RECEIPT_FORMAT, verifySignature, type CommittedRound } from '@portal/domain';
import { commitmentOfRound, merkleRootOf, verifySignatureNow } from './nodeCrypto';

/** What a browser checks with WebCrypto (the domain), the server checks with node:crypto: the same answers. */
describe('receipt hashes and signatures with node:crypto', () => {
  const hex = () => randomBytes(32).toString('hex');

  it('gives the Merkle root the domain gives, for every size of tree up to 40 and for 1,001 rounds', async () => {
    for (let n = 0; n <= 40; n += 1) {
      const commitments = Array.from({ length: n }, hex);
      expect(merkleRootOf(commitments), `${n} commitments`).toBe(await merkleRoot(commitments));
    }
    const many = Array.from({ length: 1001 }, hex);
    expect(merkleRootOf(many)).toBe(await merkleRoot(many));
    // The order is part of the root.
    expect(merkleRootOf([...many].reverse())).not.toBe(merkleRootOf(many));
  });

  it("gives a round's commitment the domain gives", async () => {
    const round: CommittedRound = {
      format: RECEIPT_FORMAT,
      sectionId: 7,
      signupId: 3,
      quotesCount: 2,
      arrivalTime: '2026-11-28T10:00:00.123Z',
      nonce: hex(),
      totalPrice: '12000.0000',
      lines: [
        { sectorId: 5, quantity: '10', sectorPrice: '1200.0000', otherExpenses: '0.00', totalMaterialPrice: '12000.0000', totalPrice: '12000.0000', volume: '0.0000', weight: '0.0000', taxRate: '13', settleMethod: '', details: [] },
      ],
    };
    expect(commitmentOfRound(round)).toBe(await commitmentOf(round));
  });

  it('accepts and refuses the signatures the domain accepts and refuses', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ format: 'jwk' }).x!;
    const key = Buffer.from(raw, 'base64url').toString('base64');
    const other = Buffer.from(generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('base64');
    const message = `portal-quote-commitment/1:${hex()}`;
    const signature = sign(null, Buffer.from(message), privateKey).toString('base64');
    const cases: [string, string, string][] = [
      [key, message, signature],
      [key, message + '0', signature],
      [other, message, signature],
      [key, message, Buffer.from(signature, 'base64').reverse().toString('base64')],
      [key, message, 'not base64 !'],
      ['', message, signature],
      ['AAAA', message, signature],
    ];
    for (const [k, m, s] of cases) expect(verifySignatureNow(k, m, s), `${k.slice(0, 6)} ${m.slice(-4)} ${s.slice(0, 6)}`).toBe(await verifySignature(k, m, s));
    expect(verifySignatureNow(key, message, signature)).toBe(true);
    expect(verifySignatureNow(other, message, signature)).toBe(false);
  });
});
