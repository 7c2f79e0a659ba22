import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyTreeHead, type SignedTreeHead } from '@portal/domain';
import { witnessOnce, type ForkEvidence, type PortalCall } from '../../../domain/bin/witness';
import { recordAudit } from '../audit/audit';
import { checkAuditChain } from '../audit/chain';
import { linkAuditChain } from '../audit/linker';
import type { Db } from '../db/index';
import { signerFor } from '../signing/key';
import { freshDb, testApp } from '../test/harness';
import { appendLogEntry, transparencyPass } from './commands';

/** Runs `npm run audit:check` (the script it runs) against a PostgreSQL database: exit code and what it printed. */
async function auditCheck(url: string) {
  const script = join(import.meta.dirname, '../audit/checkChain.ts');
  const tsx = join(import.meta.dirname, '../../../../node_modules/tsx/dist/cli.mjs');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, script], { env: { ...process.env, DATABASE_URL: url, INIT_CWD: '' } });
    return { code: 0, stdout };
  } catch (error) {
    return { code: (error as { code: number }).code, stdout: (error as { stdout: string }).stdout };
  }
}

/** Runs statements past the append-only triggers, as a database administrator can. */
async function asAdministrator(db: Db, statements: string[]) {
  const tables = ['audit_log', 'audit_chain', 'audit_chain_pending', 'transparency_log_entry', 'transparency_tree_head', 'transparency_cosignature'];
  for (const table of tables) await db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  try {
    for (const sql of statements) await db.query(sql);
  } finally {
    for (const table of tables) await db.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }
}

/** A database with ten linked audit records whose chain head the log has recorded and a signed head covers. */
async function auditedDb() {
  const fresh = await freshDb();
  afterAll(() => fresh.drop());
  for (let n = 1; n <= 10; n++) await fresh.db.transaction((tx) => recordAudit(tx, { actorId: null, entity: 'tamper-test', entityId: n, action: 'write', after: { price: 1000 + n } }));
  await linkAuditChain(fresh.db, { wait: true });
  await transparencyPass(fresh.db, await signerFor(fresh.db));
  return { db: fresh.db, url: fresh.url! };
}

describe('the audit chain against the transparency log (PostgreSQL)', () => {
  it('npm run audit:check finds a chain re-hashed from a changed record onward, which the chain alone cannot show', { timeout: 120_000 }, async () => {
    const { db, url } = await auditedDb();
    expect(await auditCheck(url)).toMatchObject({ code: 0, stdout: expect.stringContaining('matches the 1 chain heads in the transparency log') });
    // Change record 4's price, then re-link the chain from it onward: every hash is right for the new contents.
    const [{ seq }] = await db.query<{ seq: number }>("SELECT c.chain_seq AS seq FROM audit_chain c JOIN audit_log a ON a.id = c.audit_id WHERE a.entity = 'tamper-test' AND a.entity_id = 4");
    await asAdministrator(db, [
      `UPDATE audit_log SET after = '{"price": 1}' WHERE entity = 'tamper-test' AND entity_id = 4`,
      `INSERT INTO audit_chain_pending (audit_id) SELECT audit_id FROM audit_chain WHERE chain_seq >= ${seq}`,
      `DELETE FROM audit_chain WHERE chain_seq >= ${seq}`,
    ]);
    await linkAuditChain(db, { wait: true });
    expect(await checkAuditChain(db)).toMatchObject({ ok: true });
    const { code, stdout } = await auditCheck(url);
    expect(code).toBe(1);
    expect(stdout).toMatch(/audit log chain BROKEN against the transparency log: the audit chain's hash at position \d+ is [0-9a-f]{64}, but the transparency log recorded [0-9a-f]{64} at .* the chain was rewritten/);
  });

  it('npm run audit:check finds the newest audit record deleted', { timeout: 120_000 }, async () => {
    const { db, url } = await auditedDb();
    const [{ id, seq }] = await db.query<{ id: number; seq: number }>('SELECT audit_id AS id, chain_seq AS seq FROM audit_chain ORDER BY chain_seq DESC LIMIT 1');
    await asAdministrator(db, [`DELETE FROM audit_chain WHERE audit_id = ${id}`, `DELETE FROM audit_log WHERE id = ${id}`]);
    expect(await checkAuditChain(db)).toMatchObject({ ok: true });
    const { code, stdout } = await auditCheck(url);
    expect(code).toBe(1);
    expect(stdout).toContain(`the audit chain no longer reaches position ${seq}`);
    expect(stdout).toContain('records were removed');
  });

  it('npm run audit:check finds the log entry rewritten to match a rewritten chain', { timeout: 120_000 }, async () => {
    const { db, url } = await auditedDb();
    const [{ id, seq }] = await db.query<{ id: number; seq: number }>('SELECT audit_id AS id, chain_seq AS seq FROM audit_chain ORDER BY chain_seq DESC LIMIT 1');
    await asAdministrator(db, [
      `DELETE FROM audit_chain WHERE audit_id = ${id}`,
      `DELETE FROM audit_log WHERE id = ${id}`,
      `UPDATE transparency_log_entry SET entry = replace(entry, '"chainSeq":${seq}', '"chainSeq":${seq - 1}') WHERE kind = 'audit-head'`,
    ]);
    const { code, stdout } = await auditCheck(url);
    expect(code).toBe(1);
    expect(stdout).toMatch(/transparency log entry \d+ does not match its leaf hash \(the entry was changed\)/);
  });
});

describe('a forked transparency log shown to two witnesses (PostgreSQL)', () => {
  it('is reported by the witness that kept a head of the old history, with both signed heads as evidence', { timeout: 120_000 }, async () => {
    const t = await testApp();
    const portal: PortalCall = (path, body) => t.call({ method: body === undefined ? 'GET' : 'POST', url: `/prod-api${path}`, payload: body as object | undefined });
    const signer = await signerFor(t.db);
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) await t.db.transaction((tx) => appendLogEntry(tx, { kind: 'opening', sectionId: 9, body: { round: i } }));
      return transparencyPass(t.db, signer);
    };
    await grow(6);
    const witnessA = await mkdtemp(join(tmpdir(), 'witness-a-'));
    expect(await witnessOnce({ portal, portalName: 'pg', stateDir: witnessA, name: 'A', send: true })).toMatchObject({ kind: 'cosigned', sent: true });
    const before = (await portal('/transparency/head')).data as SignedTreeHead;

    // The operator rewrites entry 2 (its leaf too), drops the heads signed since, and the portal goes on signing.
    const forged = '{"body":{"round":99},"format":"portal-log-entry/1","kind":"opening","loggedAt":"2026-01-01T00:00:00.000Z","sectionId":9}';
    const { logLeafHash } = await import('@portal/domain');
    await asAdministrator(t.db, [
      `UPDATE transparency_log_entry SET entry = '${forged}', leaf_hash = '${await logLeafHash(forged)}' WHERE leaf_index = 2`,
      'DELETE FROM transparency_cosignature',
      'DELETE FROM transparency_tree_head',
    ]);
    const after = (await grow(3))!;
    expect(after.treeSize).toBe(9);

    // Witness B starts now: it sees only the rewritten history, consistent in itself, and cosigns it.
    const witnessB = await mkdtemp(join(tmpdir(), 'witness-b-'));
    expect(await witnessOnce({ portal, portalName: 'pg', stateDir: witnessB, name: 'B' })).toMatchObject({ kind: 'cosigned' });
    // Witness A kept the head of size 6 of the old history: no proof reaches the new head from it.
    const seenByA = await witnessOnce({ portal, portalName: 'pg', stateDir: witnessA, name: 'A' });
    expect(seenByA.kind).toBe('fork');
    const evidence = JSON.parse(await readFile((seenByA as { file: string }).file, 'utf8')) as ForkEvidence;
    expect(evidence.kept).toMatchObject({ treeSize: before.treeSize, rootHash: before.rootHash, signature: before.signature });
    expect(evidence.seen).toMatchObject({ treeSize: 9, rootHash: after.rootHash });
    for (const head of [evidence.kept, evidence.seen]) expect(await verifyTreeHead(head, signer.publicKey)).toBe(true);
    // Witness B, shown A's kept heads, sees the fork too.
    expect(await witnessOnce({ portal, portalName: 'pg', stateDir: witnessB, name: 'B', peers: [witnessA] })).toMatchObject({ kind: 'fork' });
  });
});
