import { execFile } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { commitmentMessage, commitmentOf, keyIdOf, merkleRoot, VERIFICATION_DOC_PATH, verifyReceipt, type Receipt } from '@portal/domain';
import { loadConfig } from '../config';
import { advanceDueSections } from '../sections/clock';
import { testApp } from '../test/harness';
import { HOUR, appointExtraRound, detailSection, pricedPump, publishResults, quoteCalls, quotingSection, quotingSupplier } from '../quotations/testSupport';
import { checkSectionRounds } from './queries';
import { signerFor } from '../signing/key';

const t = await testApp();
const q = quoteCalls(t);

const receiptOf = (token: string | undefined, roundId: number, locale = 'en') => t.call({ method: 'GET', url: `/prod-api/system/quotes/receipt/${roundId}`, token, locale });
const proofOf = (token: string | undefined, roundId: number, locale = 'en') => t.call({ method: 'GET', url: `/prod-api/system/quotes/receiptProof/${roundId}`, token, locale });
const rootOf = (sectionId: number, locale = 'en') => t.call({ method: 'GET', url: `/prod-api/receipts/root/${sectionId}`, locale });
const verify = (receipt: unknown, locale = 'en', sectionId?: number) => t.call({ method: 'POST', url: '/prod-api/receipts/verify', locale, payload: { receipt, sectionId } });
const publicKey = async () => (await t.app.inject({ method: 'GET', url: '/.well-known/portal-receipt-key.json' })).json().publicKey as string;

/** Runs a statement past the append-only triggers, as someone with direct access to the database would. */
async function tamper(table: string, sql: string, params: unknown[] = []) {
  await t.db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  try {
    await t.db.query(sql, params);
  } finally {
    await t.db.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }
}

/** A section quoted by two suppliers (Alice twice, Bob once, Bob pricing by detail rows), then quoting ends. */
async function quotedSection() {
  const d = await detailSection(t);
  const alice = await quotingSupplier(t, d.section);
  const bob = await quotingSupplier(t, d.section);
  const a1 = await q.submit(alice.token, d.section, [{ id: d.pipe, sectorPrice: '90' }, { id: d.valve, sectorPrice: '30', volume: '1.5' }]);
  const b1 = await q.submit(bob.token, d.section, [{ id: d.pipe, sectorPrice: '88.8' }, { id: d.valve, sectorPrice: '31' }, pricedPump(d)]);
  const a2 = await q.submit(alice.token, d.section, [{ id: d.pipe, sectorPrice: '85.55' }, { id: d.valve, sectorPrice: '29.99' }]);
  for (const r of [a1, b1, a2]) expect(r.code, r.msg).toBe(200);
  return { ...d, alice, bob, rounds: { a1: a1.data.id as number, b1: b1.data.id as number, a2: a2.data.id as number } };
}

/** Moves the clock past the section's end time and lets the clock act on it. */
async function endQuoting(sectionId: number) {
  t.clock.advance(HOUR + 60_000);
  await advanceDueSections(t.db, t.clock.now(), sectionId);
}

describe('receipts of quotation rounds', async () => {
  const s = await quotedSection();

  it('gives the supplier a signed receipt of each acknowledged round that anyone can check with the published key', async () => {
    const answer = await receiptOf(s.alice.token, s.rounds.a2);
    expect(answer.code).toBe(200);
    const receipt = answer.data as Receipt;
    expect(receipt).toMatchObject({ format: 'portal-quote-receipt/2', sectionId: s.section, signupId: s.alice.signupId, quotesCount: 2 });
    expect(receipt.lines.find((l) => l.sectorId === s.pipe)).toMatchObject({ quantity: '10', sectorPrice: '85.55', totalPrice: '855.5' });
    expect(receipt.keyUrl).toMatch(/\/\.well-known\/portal-receipt-key\.json$/);
    // The time committed is the round's arrival time, as stored.
    const [{ arrival_time }] = await t.db.query<{ arrival_time: Date }>('SELECT arrival_time FROM quote_round WHERE id = $1', [s.rounds.a2]);
    expect(receipt.arrivalTime).toBe(new Date(arrival_time).toISOString());
    expect(receipt.proof).toBeUndefined();
    // The key at the well-known address and in the API is the one that signed it.
    const key = await publicKey();
    const keyId = await keyIdOf(key);
    expect((await t.call({ method: 'GET', url: '/prod-api/receipts/key' })).data).toEqual({
      algorithm: 'Ed25519',
      publicKey: key,
      keyId,
      keys: [{ keyId, publicKey: key, validFrom: expect.any(String), validUntil: null }],
    });
    expect(receipt.keyId).toBe(keyId);
    expect(await verifyReceipt({ receipt, publicKey: key })).toMatchObject({ ok: true, included: false });
    // The detail rows of Bob's pump are committed too.
    const bobs = (await receiptOf(s.bob.token, s.rounds.b1)).data as Receipt;
    expect(bobs.lines.find((l) => l.sectorId === s.pump)!.details.map((d) => d.sectorPrice)).toEqual(['33.33', '10.01']);
    expect(await verifyReceipt({ receipt: bobs, publicKey: key })).toMatchObject({ ok: true });
  });

  it("refuses a receipt or a proof of another supplier's round, in the caller's language", async () => {
    for (const [locale, msg] of [
      ['en', 'This quotation round does not exist or is not yours'],
      ['zh', '该报价轮次不存在或不属于您'],
      ['lo', 'ບໍ່ພົບຮອບສະເໜີລາຄານີ້ ຫຼື ບໍ່ແມ່ນຂອງທ່ານ'],
    ]) {
      expect(await receiptOf(s.alice.token, s.rounds.b1, locale)).toEqual({ code: 404, msg });
      expect(await proofOf(s.alice.token, s.rounds.b1, locale)).toEqual({ code: 404, msg });
    }
    expect(await receiptOf(s.alice.token, 999_999)).toMatchObject({ code: 404 });
    expect((await receiptOf(undefined, s.rounds.a1)).code).toBe(401);
  });

  it('publishes no root while quoting is open, answering so as a normal answer in the reader\'s language, and no proof before the results', async () => {
    expect(await rootOf(s.section)).toEqual({ code: 200, msg: 'Quoting of this project has not ended: its Merkle root is not published yet' });
    expect(await rootOf(s.section, 'lo')).toEqual({ code: 200, msg: 'ການສະເໜີລາຄາຂອງໂຄງການນີ້ຍັງບໍ່ສິ້ນສຸດ, ຍັງບໍ່ໄດ້ເຜີຍແຜ່ຮາກ Merkle' });
    expect(await rootOf(s.section, 'zh')).toEqual({ code: 200, msg: '该项目报价尚未结束，默克尔根尚未公布' });
    expect(await t.db.query('SELECT * FROM quote_root WHERE section_id = $1', [s.section])).toEqual([]);
  });

  it('publishes the Merkle root over exactly the stored rounds when quoting ends, signed, once', async () => {
    await endQuoting(s.section);
    // Published by the clock itself, before anyone asked.
    const stored = await t.db.query<{ round_count: number }>('SELECT round_count FROM quote_root WHERE section_id = $1', [s.section]);
    expect(stored).toEqual([{ round_count: 3 }]);
    const root = (await rootOf(s.section)).data;
    const commitments = (await t.db.query<{ commitment: string }>('SELECT commitment FROM quote_round WHERE section_id = $1 ORDER BY id', [s.section])).map((r) => r.commitment);
    expect(root).toMatchObject({ sectionId: s.section, roundCount: 3, root: await merkleRoot(commitments) });
    expect((await rootOf(s.section)).data).toEqual(root);
    expect(await checkSectionRounds(t.db, s.section)).toEqual({ rounds: 3, withoutReceipt: 0, altered: [], root: { root: root.root, roundCount: 3 }, rootMatches: true });
    expect(await proofOf(s.alice.token, s.rounds.a1)).toEqual({ code: 500, msg: 'The inclusion proof is available once the results are published' });
  });

  it('gives each supplier, after the results, an inclusion proof of each receipt that leads to the published root', async () => {
    await publishResults(t, s.section);
    const key = await publicKey();
    const root = (await rootOf(s.section)).data;
    for (const [token, id] of [[s.alice.token, s.rounds.a1], [s.alice.token, s.rounds.a2], [s.bob.token, s.rounds.b1]] as const) {
      const receipt = (await receiptOf(token, id)).data as Receipt;
      expect(receipt.proof).toEqual((await proofOf(token, id)).data);
      expect(await verifyReceipt({ receipt, publicKey: key, root })).toMatchObject({ ok: true, included: true });
      expect(await verify(receipt)).toEqual({
        code: 200,
        msg: 'The receipt is valid: the signature is correct and the round is included in the published Merkle root (3 rounds)',
        data: { sectionId: s.section, quotesCount: receipt.quotesCount, root: root.root, roundCount: 3 },
      });
    }
  });

  it('reports an altered, forged, foreign or malformed receipt as failed, naming why, in zh, en and lo', async () => {
    const receipt = (await receiptOf(s.alice.token, s.rounds.a2)).data as Receipt;
    const cheaper = structuredClone(receipt);
    cheaper.lines[0].sectorPrice = '1';
    expect(await verify(cheaper)).toEqual({ code: 500, msg: 'The receipt was altered: its prices, quantities or other contents do not match its commitment hash' });
    expect(await verify(cheaper, 'zh')).toEqual({ code: 500, msg: '回执内容已被修改：价格、数量或其他内容与承诺哈希不符' });
    expect(await verify(cheaper, 'lo')).toEqual({ code: 500, msg: 'ໃບຢັ້ງຢືນຖືກແກ້ໄຂ: ລາຄາ, ຈຳນວນ ຫຼື ເນື້ອໃນອື່ນບໍ່ກົງກັບແຮຊຄຳໝັ້ນ' });

    // Forged: a consistent receipt with a lower price, signed by a key that is not the portal's.
    const forged = structuredClone(cheaper);
    forged.commitment = await commitmentOf(forged);
    forged.signature = sign(null, Buffer.from(commitmentMessage(forged.commitment)), generateKeyPairSync('ed25519').privateKey).toString('base64');
    expect(await verify(forged)).toEqual({ code: 500, msg: 'The signature is not valid: this receipt was not issued by this portal' });

    expect(await verify(receipt, 'en', s.section + 1000)).toEqual({ code: 500, msg: `This receipt belongs to another project (project ${s.section})` });
    expect((await verify(receipt, 'zh', s.section + 1000)).msg).toBe(`该回执属于另一个项目（项目 ${s.section}）`);

    // A proof copied from another round of the section does not lead from this commitment to the root.
    const other = (await receiptOf(s.alice.token, s.rounds.a1)).data as Receipt;
    expect(await verify({ ...receipt, proof: other.proof })).toEqual({ code: 500, msg: 'Verification failed: this round is not included in the published Merkle root' });
    const { proof: _, ...withoutProof } = receipt;
    expect((await verify(withoutProof)).msg).toBe('The receipt carries no inclusion proof: download it again from the quotation history after the results');
    for (const junk of [null, 'receipt', { format: 'portal-quote-receipt/2' }, { ...receipt, nonce: 'zz' }]) {
      expect(await verify(junk)).toEqual({ code: 500, msg: 'This is not a quotation receipt of this portal, or the file is damaged' });
    }
  });

  it('shows that a price edited directly in the database no longer verifies, while the receipt taken before still does', async () => {
    const before = (await receiptOf(s.bob.token, s.rounds.b1)).data as Receipt;
    await tamper('quote_line', 'UPDATE quote_line SET sector_price = 70, total_material_price = 700, total_price = 700 WHERE round_id = $1 AND sector_id = $2', [s.rounds.b1, s.pipe]);
    const after = (await receiptOf(s.bob.token, s.rounds.b1)).data as Receipt;
    expect(after.lines.find((l) => l.sectorId === s.pipe)!.sectorPrice).toBe('70');
    expect(await verify(after)).toMatchObject({ code: 500, msg: 'The receipt was altered: its prices, quantities or other contents do not match its commitment hash' });
    expect(await checkSectionRounds(t.db, s.section)).toMatchObject({ altered: [s.rounds.b1], rootMatches: true });
    // The supplier's own copy still proves what was acknowledged.
    expect((await verify(before)).code).toBe(200);
  });

  it('keeps stored rounds, lines and roots append-only', async () => {
    await expect(t.db.query('UPDATE quote_round SET total_price = 1 WHERE id = $1', [s.rounds.a1])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM quote_round WHERE id = $1', [s.rounds.a1])).rejects.toThrow(/append-only/);
    await expect(t.db.query('UPDATE quote_line SET sector_price = 1 WHERE round_id = $1', [s.rounds.a1])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM quote_detail_line WHERE round_id = $1', [s.rounds.b1])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM quote_root WHERE section_id = $1', [s.section])).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE quote_line CASCADE')).rejects.toThrow(/append-only/);
  });

  it('verifies offline with the command, from the key and the root given as files', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-verify-'));
    const receipt = (await receiptOf(s.alice.token, s.rounds.a1)).data as Receipt;
    await writeFile(join(dir, 'receipt.json'), JSON.stringify(receipt));
    await writeFile(join(dir, 'altered.json'), JSON.stringify({ ...receipt, quotesCount: 7 }));
    await writeFile(join(dir, 'root.json'), JSON.stringify(await rootOf(s.section)));
    const bin = join(import.meta.dirname, '../../../domain/bin/portal-verify.mjs');
    const run = async (file: string, lang = 'en') => {
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [bin, join(dir, file), '--key', await publicKey(), '--root', join(dir, 'root.json'), '--lang', lang]);
        return { code: 0, stdout };
      } catch (error) {
        return { code: (error as { code: number }).code, stdout: (error as { stdout: string }).stdout };
      }
    };
    const ok = await run('receipt.json');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('The receipt is valid');
    const altered = await run('altered.json', 'zh');
    expect(altered).toEqual({ code: 1, stdout: '回执内容已被修改：价格、数量或其他内容与承诺哈希不符\n' });

    // Online: the key and the root fetched from the portal.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const online = await promisify(execFile)(process.execPath, [bin, join(dir, 'receipt.json'), '--portal', address, '--lang', 'lo']);
    expect(online.stdout).toContain('ໃບຢັ້ງຢືນຖືກຕ້ອງ');
    const other = await promisify(execFile)(process.execPath, [bin, join(dir, 'receipt.json'), '--portal', address, '--section', String(s.section + 1)]).catch((e) => e);
    expect(other).toMatchObject({ code: 1, stdout: `This receipt belongs to another project (project ${s.section})\n` });
    expect(online.stdout).toContain(`signed by key ${receipt.keyId} of ${address}`);
  });

  it('refuses a receipt whose keyUrl points at a forger\'s server: the portal\'s address or a pinned key is required, and the forger\'s key is not the portal\'s', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-verify-'));
    const bin = join(import.meta.dirname, '../../../domain/bin/portal-verify.mjs');
    // The forger re-signs Alice's receipt with a lower price under its own key, published on its own server.
    const genuine = (await receiptOf(s.alice.token, s.rounds.a1)).data as Receipt;
    const { privateKey, publicKey: forgerKey } = generateKeyPairSync('ed25519');
    const raw = forgerKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64');
    const lines = genuine.lines.map((l) => (l.sectorId === s.pipe ? { ...l, sectorPrice: '1', totalMaterialPrice: '10', totalPrice: '10' } : l));
    const forged = { ...genuine, lines, keyId: await keyIdOf(raw), keyUrl: 'http://127.0.0.1:9/.well-known/portal-receipt-key.json', proof: undefined };
    const commitment = await commitmentOf(forged);
    const signed = { ...forged, commitment, signature: sign(null, Buffer.from(commitmentMessage(commitment)), privateKey).toString('base64') };
    await writeFile(join(dir, 'forged.json'), JSON.stringify(signed));
    const run = (...args: string[]) => promisify(execFile)(process.execPath, [bin, join(dir, 'forged.json'), ...args]).then((r) => ({ code: 0, ...r }), (e) => e);

    const alone = await run();
    expect(alone).toMatchObject({ code: 2 });
    expect(alone.stderr).toContain("a receipt's keyUrl is never trusted alone");
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 }).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    expect(await run('--portal', address)).toMatchObject({
      code: 1,
      stdout: 'This receipt was signed with a key this portal never published, or not with the key you pinned: it is refused\n',
    });
    expect(await run('--key', await publicKey())).toMatchObject({ code: 1 });
  });
});

describe('the signing key', () => {
  it('is published with its id before it signs, and no private key is kept in the database', async () => {
    const signer = await signerFor(t.db);
    expect(signer.publicKey).toBe(await publicKey());
    expect(await t.db.query('SELECT key_id, public_key FROM receipt_public_key WHERE valid_until IS NULL')).toEqual([{ key_id: signer.keyId, public_key: signer.publicKey }]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM receipt_signing_key')).toEqual([{ n: 0 }]);
  });

  it('can be given by the RECEIPT_SIGNING_KEY setting, which refuses anything but an Ed25519 key', () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(loadConfig({ RECEIPT_SIGNING_KEY: pem }).receiptSigningKey).toBe(pem.trim());
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    for (const bad of ['not a key', rsa]) {
      expect(() => loadConfig({ RECEIPT_SIGNING_KEY: bad })).toThrow(/RECEIPT_SIGNING_KEY: expected an Ed25519 private key/);
    }
  });
});

describe('the verification scheme', () => {
  it('is served as plain text a browser shows, the document the /verify page links to', async () => {
    const answer = await t.app.inject({ method: 'GET', url: VERIFICATION_DOC_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toContain('/prod-api/receipts/root/');
  });
});

describe('a section quoted with nobody', () => {
  it('publishes a root of no rounds when quoting ends', async () => {
    const { section } = await quotingSection(t, { ent_time: new Date(t.clock.now().getTime() + HOUR) });
    await endQuoting(section);
    expect((await rootOf(section)).data).toMatchObject({ roundCount: 0, root: await merkleRoot([]) });
  });
});

describe('an appointed extra round after quoting ended', () => {
  it('keeps the published root while the round runs, then publishes a further root covering its rounds too', async () => {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: new Date(t.clock.now().getTime() + HOUR) });
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    const first = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '30' }]);
    await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '94' }, { id: valve, sectorPrice: '30' }]);
    await endQuoting(section);
    const before = (await rootOf(section)).data;
    expect(before.roundCount).toBe(2);

    await appointExtraRound(t, section, [alice.signupId], new Date(t.clock.now().getTime() + 30 * 60_000));
    const extra = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    expect(extra.code, extra.msg).toBe(200);
    expect((await rootOf(section)).data).toEqual(before);

    t.clock.advance(31 * 60_000);
    const after = (await rootOf(section)).data;
    expect(after.roundCount).toBe(3);
    expect(await t.db.query('SELECT round_count FROM quote_root WHERE section_id = $1 ORDER BY id', [section])).toEqual([{ round_count: 2 }, { round_count: 3 }]);
    await publishResults(t, section);
    for (const id of [first.data.id, extra.data.id]) {
      const receipt = (await receiptOf(alice.token, id)).data as Receipt;
      expect(await verifyReceipt({ receipt, publicKey: await publicKey(), root: after })).toMatchObject({ ok: true, included: true });
    }
  });
});

// Bug fixed (docs/decisions/rules.md): the receipts had their own "results out" rule (13, 14 or 6), which gave
// inclusion proofs of a section abandoned, or closed, without its results ever being published.
describe('a section that ends without its results published', () => {
  /** A section quoted once by Alice, quoting ended (root published), then moved to the given status. */
  async function endedSection(columns: { section_stauts: number; result_time: Date | null }) {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: new Date(t.clock.now().getTime() + HOUR) });
    const alice = await quotingSupplier(t, section);
    const round = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '30' }]);
    expect(round.code, round.msg).toBe(200);
    await endQuoting(section);
    await t.db.query('UPDATE section SET section_stauts = $2, result_time = $3, next_clock_at = NULL WHERE id = $1', [section, columns.section_stauts, columns.result_time]);
    return { section, alice, roundId: round.data.id as number };
  }

  for (const [what, status] of [['abandoned (6)', 6], ['closed (14) without results', 14]] as const) {
    it(`keeps the root published but gives no inclusion proof when ${what}`, async () => {
      const s = await endedSection({ section_stauts: status, result_time: null });
      const root = (await rootOf(s.section)).data;
      expect(root).toMatchObject({ roundCount: 1 });
      const receipt = (await receiptOf(s.alice.token, s.roundId)).data as Receipt;
      expect(receipt.proof).toBeUndefined();
      expect(await proofOf(s.alice.token, s.roundId)).toEqual({ code: 500, msg: 'The inclusion proof is available once the results are published' });
      expect(await verifyReceipt({ receipt, publicKey: await publicKey(), root })).toMatchObject({ ok: false, failure: 'noProof' });
      expect((await verify(receipt)).code).toBe(500);
    });
  }

  it('gives the inclusion proof of a section closed (14) after its results were published', async () => {
    const s = await endedSection({ section_stauts: 14, result_time: t.clock.now() });
    const root = (await rootOf(s.section)).data;
    const receipt = (await receiptOf(s.alice.token, s.roundId)).data as Receipt;
    expect(receipt.proof).toEqual((await proofOf(s.alice.token, s.roundId)).data);
    expect(await verifyReceipt({ receipt, publicKey: await publicKey(), root })).toMatchObject({ ok: true, included: true });
  });
});
