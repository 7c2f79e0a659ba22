import fp from 'fastify-plugin';
import type { Db, Queryable } from '../db/index';
import { advanceDueSections } from './clock';

/**
 * Sections brought up to date: nothing reads or changes a section before the clock has applied the moves due
 * at `now` (DESIGN.md §3). Code reaches the clock only through here; the scheduler calls it on its own ticks.
 * Each call starts with the clock's cheap probe, so a section with nothing due costs one index lookup.
 */

/** Reads one section, or what hangs off it (its sign-ups, rounds, root), once its due clock moves are applied. */
export async function readSectionUpToDate<T>(db: Db, now: Date, sectionId: number, read: () => Promise<T>): Promise<T> {
  await advanceDueSections(db, now, sectionId);
  return read();
}

/**
 * Runs a command on one section (or its sign-ups) in one transaction, once its due clock moves are applied.
 * The clock commits first, in its own transaction, so the Merkle root of a quoting that just ended is
 * published before the command runs; `change` then locks what it changes, the section before its sign-ups.
 */
export async function changeSectionUpToDate<T>(db: Db, now: Date, sectionId: number, change: (tx: Queryable) => Promise<T>): Promise<T> {
  await advanceDueSections(db, now, sectionId);
  return db.transaction(change);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A list over many sections: every due section is brought up to date before the handler runs. */
    allSectionsUpToDate?: boolean;
  }
}

/**
 * Lists that span sections name `config: { allSectionsUpToDate: true }` on their route instead of calling the
 * clock in the handler: it runs after the caller is authenticated and the request validated.
 */
export const sectionsUpToDate = fp(async (app) => {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.allSectionsUpToDate) await advanceDueSections(app.db, app.clock.now());
  });
});
