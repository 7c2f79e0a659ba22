import type { Db } from '../db/index';

/**
 * The share of a process's pool that quotation rounds leave to everything else, at least one connection
 * (docs/decisions/scale.md, "Rounds leave connections to the readers"). A round holds its connection through its lock waits: under isYuanJu the later
 * rounds of a section wait for each other on the section's quotation lock, and in the last seconds every connection
 * of the pool could be held by a round waiting there, while the announcement, the quotation page's reads and the
 * clock queued behind them for a connection. Rounds past the limit wait in the process instead, in arrival order;
 * they are still judged by their arrival time, and the clock still holds the end for them (pendingArrivals.ts).
 */
export const RESERVED_SHARE = 0.25;

/** At most `size` tasks at once; the others wait in the order they came. */
export class Slots {
  private readonly waiting: (() => void)[] = [];
  private free: number;
  constructor(readonly size: number) {
    this.free = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }

  /** Tasks waiting for a slot. */
  get queued() {
    return this.waiting.length;
  }
}

const byDb = new WeakMap<Db, Slots>();

/**
 * The slots of the rounds' transactions on `db`: its connections less RESERVED_SHARE of them (at least one left, at
 * least one slot: 15 of the default 20). Embedded
 * PGlite has one connection that every transaction already waits for in turn: no limit is added there.
 */
export function roundSlots(db: Db): Slots {
  let slots = byDb.get(db);
  if (!slots) {
    const reserved = Math.max(1, Math.floor(db.connections * RESERVED_SHARE));
    slots = new Slots(db.kind === 'pglite' ? Number.POSITIVE_INFINITY : Math.max(1, db.connections - reserved));
    byDb.set(db, slots);
  }
  return slots;
}
