import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { recordAudit } from './audit';

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
});
