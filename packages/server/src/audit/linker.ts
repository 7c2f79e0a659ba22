import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index';
import { runPeriodically } from '../db/periodic';

/** Records linked by one pass of the linker at most (one transaction); a pass that links this many runs again at once. */
const BATCH = 2000;

/**
 * Links the audit records written since the last pass into the hash chain (migration 035, audit_chain_link), in
 * the order it finds them, and returns how many it linked. One linker at a time across every process on the
 * database (the chain's advisory lock): with `wait` false a pass returns null when another linker holds it; with
 * `wait` true (the check, tests) it waits its turn. Repeats until nothing written before it started is left.
 */
export async function linkAuditChain(db: Db, { wait = false } = {}): Promise<number | null> {
  let total = 0;
  for (;;) {
    const [{ linked }] = await db.transaction((tx) => tx.query<{ linked: number }>('SELECT audit_chain_link($1, $2) AS linked', [BATCH, wait]));
    if (linked < 0) return total > 0 ? total : null;
    total += linked;
    if (linked < BATCH) return total;
  }
}

/** How often each process tries to link (one of them does; the others find the lock held and skip). */
export const AUDIT_LINK_INTERVAL_MS = 1_000;

/**
 * Runs the linker every `intervalMs` in this process (DESIGN.md §6: every state change is in the chained audit
 * log). Each process of a deployment runs it; the advisory lock lets one pass at a time through, so the chain
 * keeps being linked while any process is up.
 */
export function startAuditLinker(db: Db, log: FastifyBaseLogger, intervalMs = AUDIT_LINK_INTERVAL_MS) {
  return runPeriodically(() => linkAuditChain(db), intervalMs, (error) => log.error({ err: error }, 'audit chain linking failed'));
}
