import { describe, expect, it } from 'vitest';
import { loopTurns } from './loopTurns';

/** A check of `ms` of synchronous work in steps of about 0.2 ms, each step awaiting `turn` (as the seal's checks do). */
async function check(ms: number, turn: () => Promise<void>) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    await turn();
    const step = performance.now() + 0.2;
    while (performance.now() < step);
  }
}

/** Runs `work` while a ticker of the event loop (setImmediate) counts its turns; answers the turns and the longest gap between two. */
async function watchedLoop(work: () => Promise<void>) {
  let turns = 0;
  let last = performance.now();
  let longest = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  longest = Math.max(longest, performance.now() - last);
  return { turns, longest };
}

describe('loopTurns', () => {
  it('hands the event loop over about every slice during a long check', async () => {
    const { turns } = await watchedLoop(() => check(120, loopTurns(10)));
    // 120 ms of work in slices of 10 ms: about twelve turns (a gap is not asserted: a busy machine may pause the process).
    expect(turns).toBeGreaterThanOrEqual(8);
  });

  it('without it the same check holds the loop from start to end', async () => {
    const { turns, longest } = await watchedLoop(() => check(120, async () => undefined));
    expect(turns).toBe(0);
    expect(longest).toBeGreaterThanOrEqual(110);
  });

  it('does not turn the loop before a slice has passed', async () => {
    const { turns } = await watchedLoop(() => check(3, loopTurns(50)));
    expect(turns).toBeLessThanOrEqual(1);
  });
});
