import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index';
import type { Clock } from '../http/clock';
import { advanceDueSections, clockOf } from './clock';

/**
 * Any constant: held while one process moves statuses, so several nodes never do it at once. (It differs
 * from the demo accounts' lock 7_310_002, which it used to share.)
 */
export const SCHEDULER_LOCK = 7_310_010;

/** The work of one tick: due sections (with their sign-ups), then the sweeps of the app's clock (lapsed deposit refunds). */
async function tickWork(db: Db, now: Date): Promise<number[]> {
  const moved = await advanceDueSections(db, now);
  for (const sweep of clockOf(db).hooks.sweeps) await sweep(db, now);
  return moved;
}

/**
 * One tick: move every due section, if no other process is ticking right now (null when another holds
 * the lock). Sections are also row-locked while they move, so a reader applying the same moves never
 * moves one twice.
 */
export async function schedulerTick(db: Db, now: Date): Promise<number[] | null> {
  if (db.kind === 'pglite') return tickWork(db, now);
  return db.transaction(async (tx) => {
    const [{ locked }] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [SCHEDULER_LOCK]);
    if (!locked) return null;
    return tickWork(db, now);
  });
}

/** Moves sections through their time-driven statuses every `intervalMs` (DESIGN.md §3). */
export function startScheduler(db: Db, clock: Clock, intervalMs: number, log: FastifyBaseLogger) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const moved = await schedulerTick(db, clock.now());
      if (moved?.length) log.info({ moved }, 'sections moved by the clock');
    } catch (error) {
      log.error({ err: error }, 'scheduler tick failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
