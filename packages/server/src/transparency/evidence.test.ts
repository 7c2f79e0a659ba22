import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { verifyEvidenceLog, type EvidenceBundle } from '@portal/domain';
import { advanceDueSections } from '../sections/clock';
import { testApp } from '../test/harness';
import { HOUR, detailSection, publishResults, quoteCalls, quotingSupplier } from '../quotations/testSupport';
import { signerFor } from '../signing/key';

const t = await testApp();
const q = quoteCalls(t);
const evidenceOf = (token: string, roundId: number, locale = 'en') => t.call({ method: 'GET', url: `/prod-api/system/quotes/receiptEvidence/${roundId}`, token, locale });

/** Runs npx portal-verify (its script) on a file with a pinned key and no portal: exit code and output. */
async function portalVerify(file: string, key: string, lang = 'en') {
  const bin = join(import.meta.dirname, '../../../domain/bin/portal-verify.mjs');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [bin, file, '--key', key, '--lang', lang]);
    return { code: 0, stdout };
  } catch (error) {
    return { code: (error as { code: number }).code, stdout: (error as { stdout: string }).stdout };
  }
}

describe('a receipt completed with the transparency log', () => {
  it('is refused before the results, then bundles the signed root, its log entry, a signed head and the inclusion proof, which portal-verify checks offline', { timeout: 120_000 }, async () => {
    const d = await detailSection(t);
    const alice = await quotingSupplier(t, d.section);
    const round = await q.submit(alice.token, d.section, [{ id: d.pipe, sectorPrice: '90' }, { id: d.valve, sectorPrice: '30' }]);
    expect(round.code, round.msg).toBe(200);
    t.clock.advance(HOUR + 60_000);
    await advanceDueSections(t.db, t.clock.now(), d.section);
    expect(await evidenceOf(alice.token, round.data.id)).toMatchObject({ code: 500 });
    await publishResults(t, d.section);

    const answer = await evidenceOf(alice.token, round.data.id);
    expect(answer.code, answer.msg).toBe(200);
    const bundle = answer.data as EvidenceBundle;
    expect(bundle).toMatchObject({ format: 'portal-receipt-evidence/1', root: { sectionId: d.section, roundCount: 1 }, treeHead: { treeSize: expect.any(Number) } });
    expect(JSON.parse(bundle.logEntry.entry)).toMatchObject({ kind: 'section-root', sectionId: d.section });
    const { publicKey, keyId } = await signerFor(t.db);
    expect(await verifyEvidenceLog(bundle, (id) => (id === keyId ? publicKey : null))).toMatchObject({ ok: true });

    expect(bundle.inclusion.path.length).toBeGreaterThan(0);
    const dir = await mkdtemp(join(tmpdir(), 'portal-evidence-'));
    await writeFile(join(dir, 'evidence.json'), JSON.stringify(bundle));
    const valid = await portalVerify(join(dir, 'evidence.json'), publicKey);
    expect(valid.code).toBe(0);
    expect(valid.stdout).toContain(`Evidence valid: the receipt's root is entry ${bundle.logEntry.index} of the portal's transparency log`);

    // Another section's root swapped into the entry, a proof cut short, a head signed by another key: each refused.
    const otherEntry = bundle.logEntry.entry.replace(`"sectionId":${d.section}`, `"sectionId":${d.section + 1000}`);
    const cases: [Partial<EvidenceBundle>, string][] = [
      [{ logEntry: { ...bundle.logEntry, entry: otherEntry } }, "The log entry in the evidence does not record this section's root"],
      [{ inclusion: { ...bundle.inclusion, path: bundle.inclusion.path.slice(1) } }, 'ຫຼັກຖານການລວມບໍ່ນຳຈາກລາຍການບັນທຶກ'],
      [{ treeHead: { ...bundle.treeHead, timestamp: '2020-01-01T00:00:00.000Z' } }, '树头不是由门户的密钥签名的'],
    ];
    for (const [i, [change, message]] of cases.entries()) {
      await writeFile(join(dir, `bad-${i}.json`), JSON.stringify({ ...bundle, ...change }));
      const lang = ['en', 'lo', 'zh'][i];
      const refused = await portalVerify(join(dir, `bad-${i}.json`), publicKey, lang);
      expect(refused).toMatchObject({ code: 1, stdout: expect.stringContaining(message) });
    }
  });
});
