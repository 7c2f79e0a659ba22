import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets the event loop turn during a long synchronous check: the function returned, awaited at each step of the
 * check, hands the loop over once `sliceMs` of the check's own work have passed since it last did (one step of
 * work later than that at most). The seal checks every round of a section before sealing (0.1 to 0.2 ms a round with
 * node:crypto): 1,600 rounds held the loop 210 ms at the end of quoting, and every request of the process with it.
 */
export function loopTurns(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
