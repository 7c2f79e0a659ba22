import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index';
import { signerFor } from '../signing/key';
import { transparencyPass } from './commands';

/** How often the portal logs the audit chain's head and signs a tree head of the log (docs/verification.md, "Transparency log"). */
export const LOG_HEAD_INTERVAL_MS = 5 * 60_000;

/**
 * Runs transparencyPass every `intervalMs` in this process, and once at start. Every process of a deployment runs
 * it; the pass's advisory lock lets one through at a time, and a head is signed once per size.
 */
export function startTransparencyLog(db: Db, log: FastifyBaseLogger, intervalMs = LOG_HEAD_INTERVAL_MS) {
  let pass: Promise<void> | null = null;
  const run = () => {
    pass ??= signerFor(db)
      .then((signer) => transparencyPass(db, signer))
      .then(
        (head) => void (head && log.info({ treeSize: head.treeSize, rootHash: head.rootHash }, 'transparency log: tree head signed')),
        (error) => log.error({ err: error }, 'transparency log pass failed'),
      )
      .finally(() => (pass = null));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  /** Stops the schedule; resolves once a pass under way has ended (before the database is closed). */
  return {
    stop: async () => {
      clearInterval(timer);
      await pass;
    },
  };
}
