import type { Db } from '../db/index';

/** How far a process's clock and the database's disagree, in ms (positive: the process is ahead). */
export async function clockSkewMs(db: Pick<Db, 'query'>, now: () => number = Date.now): Promise<number> {
  // Half the round trip is the best guess of when the database read its clock.
  const before = now();
  const [row] = await db.query<{ t: Date }>('SELECT clock_timestamp() AS t');
  const after = now();
  return Math.round((before + after) / 2 - new Date(row.t).getTime());
}

/** Thrown at start when this process's clock is too far from the database's (issue 12 §2). */
export class ClockSkewError extends Error {}

/**
 * Rounds are judged by their arrival time on the clock of the process that received them, so every process
 * must agree with the database's clock (docs/decisions/quotations.md): a process whose clock is off by more
 * than `maxMs` refuses to start.
 */
export async function assertClockAgrees(db: Pick<Db, 'query'>, maxMs: number, now: () => number = Date.now): Promise<number> {
  const skew = await clockSkewMs(db, now);
  if (Math.abs(skew) > maxMs) {
    throw new ClockSkewError(
      `This process's clock is ${skew} ms ${skew > 0 ? 'ahead of' : 'behind'} the database's (at most ${maxMs} ms, CLOCK_SKEW_MAX_MS): the portal does not start. Synchronise the clocks (NTP/chrony) on both machines.`,
    );
  }
  return skew;
}
