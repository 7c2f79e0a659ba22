import type { Queryable } from '../db/index';

/** One state change, written in the same transaction as the change itself. */
export interface AuditEntry {
  /** Who made the change; null for the clock. */
  actorId: number | null;
  /** Kind of record, e.g. section. */
  entity: string;
  /** Id of the record. */
  entityId: number;
  /** What happened, e.g. clock, publish. */
  action: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query('INSERT INTO audit_log (actor_id, entity, entity_id, action, before, after) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.actorId,
    entry.entity,
    entry.entityId,
    entry.action,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
  ]);
}
