import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index';
import { runPeriodically } from '../db/periodic';
import { signerFor } from '../signing/key';
import { transparencyPass } from './commands';

/** How often the portal logs the audit chain's head and signs a tree head of the log (docs/verification.md, "Transparency log"). */
export const LOG_HEAD_INTERVAL_MS = 5 * 60_000;

/**
 * Runs transparencyPass every `intervalMs` in this process, and once at start. Every process of a deployment runs
 * it; the pass's advisory lock lets one through at a time, and a head is signed once per size.
 */
export function startTransparencyLog(db: Db, log: FastifyBaseLogger, intervalMs = LOG_HEAD_INTERVAL_MS) {
  return runPeriodically(
    async () => {
      const head = await transparencyPass(db, await signerFor(db));
      if (head) log.info({ treeSize: head.treeSize, rootHash: head.rootHash }, 'transparency log: tree head signed');
    },
    intervalMs,
    (error) => log.error({ err: error }, 'transparency log pass failed'),
    { atStart: true },
  );
}
