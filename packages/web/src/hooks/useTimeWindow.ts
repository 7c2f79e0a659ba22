import { useEffect, useState } from 'react';

/** setTimeout takes at most 2^31 - 1 ms (about 24.8 days); a later bound is reached in steps. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * The current time, refreshed the moment each of the given instants passes, so what depends on a window
 * (open, closed, which countdown) changes on screen without a reload. Nothing ticks in between.
 */
export function useNowPassing(...instants: (Date | null)[]): Date {
  const [now, setNow] = useState(() => new Date());
  const next = instants
    .map((d) => d?.getTime() ?? NaN)
    .filter((ms) => ms >= now.getTime())
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(MAX_DELAY, next - Date.now() + 1));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
