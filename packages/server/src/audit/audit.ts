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

/**
 * Runs inside the transaction of the change, after its audit record is written: open data and notifications
 * derive their own rows from the audit trail here, so they commit (or roll back) with the change itself.
 */
export type AuditListener = (tx: Queryable, entry: AuditEntry & { id: number }) => Promise<void>;

const listeners = new Map<string, AuditListener>();

/** Subscribes to every audit record under a name; subscribing again under the same name replaces it. */
export function onAudit(name: string, listener: AuditListener): void {
  listeners.set(name, listener);
}

export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO audit_log (actor_id, entity, entity_id, action, before, after) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [
      entry.actorId,
      entry.entity,
      entry.entityId,
      entry.action,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
  for (const listener of listeners.values()) await listener(tx, { ...entry, id: Number(row.id) });
}
