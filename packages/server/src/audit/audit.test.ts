import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { onAudit, recordAudit, recordAudits } from './audit';

/** The audit log keeps what it was given: the database refuses to change or remove a record. */
const t = await testApp();

describe('audit log', () => {
  it('keeps a record written in a transaction and refuses to change, delete or empty it', async () => {
    await t.db.transaction((tx) => recordAudit(tx, { actorId: null, entity: 'section', entityId: 4242, action: 'publish', before: { sectionStauts: 0 }, after: { sectionStauts: 7 } }));
    const read = () => t.db.query<{ action: string; before: unknown; after: unknown }>('SELECT action, before, after FROM audit_log WHERE entity_id = 4242');
    expect(await read()).toEqual([{ action: 'publish', before: { sectionStauts: 0 }, after: { sectionStauts: 7 } }]);

    await expect(t.db.query("UPDATE audit_log SET action = 'forged' WHERE entity_id = 4242")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_log WHERE entity_id = 4242')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await read()).toEqual([{ action: 'publish', before: { sectionStauts: 0 }, after: { sectionStauts: 7 } }]);
  });

  it('drops a record whose change rolls back with it', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: null, entity: 'section', entityId: 4343, action: 'publish' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.query('SELECT id FROM audit_log WHERE entity_id = 4343')).toEqual([]);
  });

  it('records several changes in one statement, in their order, each heard by the listeners with its own id', async () => {
    const heard: { entityId: number; id: number; after: unknown }[] = [];
    onAudit('test-recordAudits', async (_tx, entry) => {
      if (entry.action === 'batch-test') heard.push({ entityId: entry.entityId, id: entry.id, after: entry.after ?? null });
    });
    const entries = [5103, 5101, 5102].map((entityId, i) => ({
      actorId: i === 0 ? null : 7,
      entity: 'signup',
      entityId,
      action: 'batch-test',
      before: i === 2 ? undefined : { supplierBidStatus: 15 },
      after: { supplierBidStatus: 18, note: `it's "quoted" {${i}}` },
    }));
    const statements: string[] = [];
    await t.db.transaction((tx) =>
      recordAudits({ query: (sql, params) => (statements.push(sql), tx.query(sql, params)) } as typeof tx, entries),
    );
    expect(statements.filter((sql) => sql.includes('INSERT INTO audit_log'))).toHaveLength(1);
    const rows = await t.db.query<{ id: number; actor_id: number | null; entity_id: number; before: unknown; after: unknown }>(
      "SELECT id, actor_id, entity_id, before, after FROM audit_log WHERE action = 'batch-test' ORDER BY id",
    );
    expect(rows.map((r) => [r.actor_id === null ? null : Number(r.actor_id), Number(r.entity_id), r.before, r.after])).toEqual(
      entries.map((e) => [e.actorId, e.entityId, e.before ?? null, e.after]),
    );
    expect(heard).toEqual(rows.map((r) => ({ entityId: Number(r.entity_id), id: Number(r.id), after: r.after })));
    await t.db.transaction((tx) => recordAudits(tx, []));
    expect(await t.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'batch-test'")).toEqual([{ n: 3 }]);
  });
});
