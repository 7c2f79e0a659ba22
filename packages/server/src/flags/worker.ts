import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../http/clock';
import type { Db } from '../db/index';
import { drainFlagQueue } from './commands';

/**
 * Recomputes the flags of sections that changed, every `intervalMs` (15 s by default: a flag is raised well
 * within a minute of its event). Every server process runs one; the queue's SKIP LOCKED shares the work.
 */
export function startFlagWorker(db: Db, clock: Clock, intervalMs: number, log: FastifyBaseLogger) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const done = await drainFlagQueue(db, clock.now(), 200, (sectionId, error) => log.error({ err: error, sectionId }, 'red flags of a section failed'));
      if (done.length) log.info({ sections: done.length }, 'red flags recomputed');
    } catch (error) {
      log.error({ err: error }, 'red flag worker failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
