import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDb } from '../db/index';
import { migrate } from '../db/migrate';
import { testApp } from '../test/harness';
import { recordAudit } from './audit';
import { checkAuditChain } from './chain';
import { linkAuditChain, startAuditLinker } from './linker';

const t = await testApp();

/** Links every record written so far (as the scheduled linker and the check do), then checks the chain. */
const linkedCheck = async (batch?: number) => {
  await linkAuditChain(t.db, { wait: true });
  return checkAuditChain(t.db, batch);
};

const write = (entityId: number, after: unknown = { n: entityId }) =>
  t.db.transaction((tx) => recordAudit(tx, { actorId: null, entity: 'chain-test', entityId, action: 'write', after }));

/** Runs a statement past the append-only triggers, as someone with direct access to the database would. */
async function tamper(sql: string, params: unknown[] = []) {
  for (const table of ['audit_log', 'audit_chain', 'audit_chain_pending']) await t.db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  try {
    await t.db.query(sql, params);
  } finally {
    for (const table of ['audit_log', 'audit_chain', 'audit_chain_pending']) await t.db.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }
}

const idOf = async (entityId: number) => (await t.db.query<{ id: number }>("SELECT id FROM audit_log WHERE entity = 'chain-test' AND entity_id = $1", [entityId]))[0].id;

describe('the hash-chained audit log', () => {
  it('links each record to the one before it', async () => {
    for (const n of [1, 2, 3]) await write(n, { text: 'é 中 ລາວ', n });
    await linkAuditChain(t.db, { wait: true });
    const rows = await t.db.query<{ chain_seq: number; prev_hash: string | null; hash: string }>('SELECT chain_seq, prev_hash, hash FROM audit_chain ORDER BY chain_seq');
    expect(rows.length).toBe((await t.db.query('SELECT id FROM audit_log')).length);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    rows.forEach((row, i) => {
      expect(Number(row.chain_seq)).toBe(i + 1);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.prev_hash).toBe(i === 0 ? null : rows[i - 1].hash);
    });
    expect(await checkAuditChain(t.db)).toEqual({ ok: true, records: rows.length, pending: 0 });
  });

  it('leaves a committed record to the linker, which links it in the order it finds it; the check counts it as pending meanwhile', async () => {
    await linkAuditChain(t.db, { wait: true });
    await write(50);
    const id = await idOf(50);
    expect(await t.db.query('SELECT 1 FROM audit_chain WHERE audit_id = $1', [id])).toHaveLength(0);
    expect(await checkAuditChain(t.db)).toMatchObject({ ok: true, pending: 1 });
    expect(await linkAuditChain(t.db, { wait: true })).toBe(1);
    const [link] = await t.db.query<{ chain_seq: number }>('SELECT chain_seq FROM audit_chain WHERE audit_id = $1', [id]);
    const [{ max }] = await t.db.query<{ max: number }>('SELECT max(chain_seq)::int AS max FROM audit_chain');
    expect(Number(link.chain_seq)).toBe(max);
    expect(await checkAuditChain(t.db)).toMatchObject({ ok: true, pending: 0 });
    expect(await linkAuditChain(t.db, { wait: true })).toBe(0);
  });

  it('is linked on a schedule', async () => {
    await write(60);
    const linker = startAuditLinker(t.db, t.app.log, 20);
    try {
      const id = await idOf(60);
      for (let i = 0; i < 200 && (await t.db.query('SELECT 1 FROM audit_chain WHERE audit_id = $1', [id])).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await t.db.query('SELECT 1 FROM audit_chain WHERE audit_id = $1', [id])).toHaveLength(1);
    } finally {
      await linker.stop();
    }
  });

  it('stays one chain when many transactions write at once, and linkers run at once', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => write(100 + i)));
    await Promise.all([linkAuditChain(t.db, { wait: true }), linkAuditChain(t.db, { wait: true }), linkAuditChain(t.db)]);
    const [{ n, max }] = await t.db.query<{ n: number; max: number }>('SELECT (SELECT count(*) FROM audit_log)::int AS n, max(chain_seq)::int AS max FROM audit_chain');
    expect(max).toBe(n);
    expect(await linkedCheck(5)).toMatchObject({ ok: true, records: n, pending: 0 });
  });

  it('chains a record only when its transaction commits, and refuses to change a link', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: null, entity: 'chain-test', entityId: 150, action: 'write' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await write(151);
    expect(await linkedCheck()).toMatchObject({ ok: true });
    await expect(t.db.query('UPDATE audit_chain SET prev_hash = NULL')).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_chain')).rejects.toThrow(/append-only/);
  });

  it('reports the first record changed behind the trigger', async () => {
    await write(200);
    await write(201);
    await linkAuditChain(t.db, { wait: true });
    const changed = await idOf(200);
    await tamper(`UPDATE audit_log SET after = '{"n": 999}' WHERE id = $1`, [changed]);
    await tamper(`UPDATE audit_log SET action = 'forged' WHERE id = $1`, [await idOf(201)]);
    expect(await linkedCheck()).toMatchObject({ ok: false, brokenAt: { id: changed, reason: 'hash' } });
    await tamper(`UPDATE audit_log SET after = '{"n": 200}', action = 'write' WHERE id IN ($1, $2)`, [changed, await idOf(201)]);
    await tamper(`UPDATE audit_log SET after = '{"n": 201}' WHERE id = $1`, [await idOf(201)]);
    expect(await linkedCheck()).toMatchObject({ ok: true });
  });

  it('reports a removed record at the one after it, and a re-hashed record at the link after it', async () => {
    await write(300);
    await write(301);
    await write(302);
    await linkAuditChain(t.db, { wait: true });
    const after = await idOf(302);
    const removed = await idOf(301);
    await tamper('DELETE FROM audit_log WHERE id = $1', [removed]);
    expect(await linkedCheck()).toMatchObject({ ok: false, brokenAt: { id: after, reason: 'gap' } });
    // A stored hash replaced: that record no longer matches its hash, the first break in chain order.
    const [{ hash }] = await t.db.query<{ hash: string }>("SELECT encode(sha256('x'), 'hex') AS hash");
    await tamper('UPDATE audit_chain SET hash = $2 WHERE audit_id = $1', [await idOf(300), hash]);
    expect(await linkedCheck()).toMatchObject({ ok: false, brokenAt: { id: await idOf(300), reason: 'hash' } });
  });
});

describe('records waiting for the linker', () => {
  it('reports a record changed before it was linked only if its queue entry is gone, and one waiting past the limit', async () => {
    const own = await testApp();
    const writeOwn = (entityId: number) => own.db.transaction((tx) => recordAudit(tx, { actorId: null, entity: 'chain-test', entityId, action: 'write' }));
    await linkAuditChain(own.db, { wait: true });
    await writeOwn(1);
    const [{ id }] = await own.db.query<{ id: number }>("SELECT id FROM audit_log WHERE entity = 'chain-test' AND entity_id = 1");
    // Queued and recent: pending, not broken; queued longer than the limit: the linker is not running.
    expect(await checkAuditChain(own.db)).toMatchObject({ ok: true, pending: 1 });
    expect(await checkAuditChain(own.db, 5000, 0)).toMatchObject({ ok: false, brokenAt: { id, reason: 'unlinked' } });
    // Its queue entry is kept until it is linked; removed behind the triggers, it would never be linked.
    await expect(own.db.query('UPDATE audit_chain_pending SET audit_id = audit_id WHERE audit_id = $1', [id])).rejects.toThrow(/refused/);
    await expect(own.db.query('DELETE FROM audit_chain_pending WHERE audit_id = $1', [id])).rejects.toThrow(/refused/);
    await own.db.query('ALTER TABLE audit_chain_pending DISABLE TRIGGER USER');
    await own.db.query('DELETE FROM audit_chain_pending WHERE audit_id = $1', [id]);
    await own.db.query('ALTER TABLE audit_chain_pending ENABLE TRIGGER USER');
    expect(await linkAuditChain(own.db, { wait: true })).toBe(0);
    expect(await checkAuditChain(own.db)).toMatchObject({ ok: false, brokenAt: { chainSeq: null, id, reason: 'unchained' } });
  });
});

describe('npm run audit:check', () => {
  /** Runs the check command on the embedded database in `dataDir`; gives its exit code and output. */
  async function check(dataDir: string) {
    const script = join(import.meta.dirname, 'checkChain.ts');
    const tsx = join(import.meta.dirname, '../../../../node_modules/tsx/dist/cli.mjs');
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [tsx, script], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' } });
      return { code: 0, stdout };
    } catch (error) {
      return { code: (error as { code: number }).code, stdout: (error as { stdout: string }).stdout };
    }
  }

  // Two runs of the command, each starting tsx and an embedded database: slow on a busy machine.
  it('reports an intact chain, then the first broken link of a database changed behind its triggers', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'audit-check-'));
    try {
      const db = await openDb({ dataDir: join(dataDir, 'pglite') });
      await migrate(db);
      for (const n of [1, 2, 3]) await db.transaction((tx) => recordAudit(tx, { actorId: null, entity: 'cli', entityId: n, action: 'write', after: { n } }));
      // Not linked yet (no portal ran a linker): the check links them first.
      const [{ id: second }] = await db.query<{ id: number }>("SELECT id FROM audit_log WHERE entity = 'cli' AND entity_id = 2");
      await db.close();
      // The red flags' check follows the chain's (none logged here).
      expect(await check(dataDir)).toEqual({ code: 0, stdout: 'audit log chain intact: 3 records\nred flags intact: the 0 flags in the transparency log match their rows\n' });

      const again = await openDb({ dataDir: join(dataDir, 'pglite') });
      await again.query('ALTER TABLE audit_log DISABLE TRIGGER USER');
      await again.query(`UPDATE audit_log SET after = '{"n": 20}' WHERE id = $1`, [second]);
      await again.close();
      const broken = await check(dataDir);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toBe(
        `audit log chain BROKEN at record id ${second} (chain position 2): its contents do not match its hash (the record was changed); 1 records before it are intact\nred flags intact: the 0 flags in the transparency log match their rows\n`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
