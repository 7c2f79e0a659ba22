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

/**
 * Records several changes in one statement (a move of every sign-up of a section: 500 records at the end of a
 * quotation were 500 trips), then runs the listeners for each, in order. The ids follow the entries' order.
 */
export async function recordAudits(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO audit_log (actor_id, entity, entity_id, action, before, after)
     SELECT actor_id, entity, entity_id, action, before, after
       FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS e(actor_id, entity, entity_id, action, before, after, n)
      ORDER BY n
     RETURNING id`,
    [entries.map((e) => e.actorId), entries.map((e) => e.entity), entries.map((e) => e.entityId), entries.map((e) => e.action), entries.map((e) => json(e.before)), entries.map((e) => json(e.after))],
  );
  // Ids are drawn from the sequence as the rows go in, in the entries' order.
  const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  for (const [i, entry] of entries.entries()) {
    for (const listener of listeners.values()) await listener(tx, { ...entry, id: ids[i] });
  }
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
