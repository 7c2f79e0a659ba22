import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index';

/** A record of the audit log with its link of the chain (times and JSON as PostgreSQL writes them). */
interface ChainRow {
  id: number;
  chain_seq: number | null;
  prev_hash: string | null;
  hash: string | null;
  at: string;
  actor_id: number | null;
  entity: string;
  entity_id: number;
  action: string;
  before: string | null;
  after: string | null;
}

/**
 * The hash of an audit record (docs/verification.md, "Audit log chain"): SHA-256, lowercase hex, of the
 * previous record's hash and the record's fields, each on its own line. The linker (migration 035,
 * audit_chain_link, with migration 024's audit_record_hash) computes the same into audit_chain.
 */
export const auditRecordHash = (r: ChainRow) =>
  createHash('sha256')
    .update([r.prev_hash ?? '', r.chain_seq, r.id, r.at, r.actor_id ?? '', r.entity, r.entity_id, r.action, r.before ?? '', r.after ?? ''].join('\n'), 'utf8')
    .digest('hex');

/** What the check found: the chain is whole (with the records written too recently to be linked yet), or the first record where it breaks and why. */
export type ChainCheck =
  | { ok: true; records: number; pending: number }
  | { ok: false; records: number; brokenAt: { chainSeq: number | null; id: number; reason: 'hash' | 'link' | 'gap' | 'unchained' | 'unlinked' } };

/**
 * How long a record may wait for the linker (which runs every second in every process, audit/linker.ts) before the
 * check reports it: past this, the linker is not running or something keeps it from linking.
 */
export const UNLINKED_LIMIT_MS = 60_000;

/**
 * Walks the audit log in chain order and recomputes every hash: reports the first record whose hash does
 * not match its contents (changed), whose prev_hash is not the hash before it (re-linked), whose place
 * skips one (removed), or, the chain being whole, a record that has no place in it and is not queued for the
 * linker (unchained: its queue entry was removed), or is queued and older than `unlinkedLimitMs` (unlinked).
 * Records queued more recently are counted as pending. Run the linker first (linkAuditChain) to check everything
 * written until then.
 */
export async function checkAuditChain(db: Queryable, batch = 5000, unlinkedLimitMs = UNLINKED_LIMIT_MS): Promise<ChainCheck> {
  let previous: { seq: number; hash: string | null } = { seq: 0, hash: null };
  let records = 0;
  const [outside] = await db.query<{ unchained: number | null; unlinked: number | null; pending: number }>(
    `WITH outside AS (
       SELECT a.id, a.at, EXISTS (SELECT 1 FROM audit_chain_pending p WHERE p.audit_id = a.id) AS queued
         FROM audit_log a WHERE NOT EXISTS (SELECT 1 FROM audit_chain c WHERE c.audit_id = a.id)
     )
     SELECT min(id) FILTER (WHERE NOT queued) AS unchained,
            min(id) FILTER (WHERE queued AND at < now() - make_interval(secs => $1::double precision / 1000)) AS unlinked,
            count(*) FILTER (WHERE queued)::int AS pending
       FROM outside`,
    [unlinkedLimitMs],
  );
  for (;;) {
    const rows = await db.query<ChainRow>(
      `SELECT c.audit_id AS id, c.chain_seq, c.prev_hash, c.hash, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
              a.actor_id, a.entity, a.entity_id, a.action, a.before::text AS before, a.after::text AS after
         FROM audit_chain c JOIN audit_log a ON a.id = c.audit_id
        WHERE c.chain_seq > $1 ORDER BY c.chain_seq LIMIT $2`,
      [previous.seq, batch],
    );
    for (const row of rows) {
      const seq = Number(row.chain_seq);
      const broken = (reason: 'hash' | 'link' | 'gap') => ({ ok: false as const, records, brokenAt: { chainSeq: seq, id: Number(row.id), reason } });
      if (seq !== previous.seq + 1) return broken('gap');
      if (row.prev_hash !== previous.hash) return broken('link');
      if (auditRecordHash(row) !== row.hash) return broken('hash');
      records += 1;
      previous = { seq, hash: row.hash };
    }
    if (rows.length < batch) break;
  }
  if (outside.unchained !== null) return { ok: false, records, brokenAt: { chainSeq: null, id: Number(outside.unchained), reason: 'unchained' } };
  if (outside.unlinked !== null) return { ok: false, records, brokenAt: { chainSeq: null, id: Number(outside.unlinked), reason: 'unlinked' } };
  return { ok: true, records, pending: outside.pending };
}
