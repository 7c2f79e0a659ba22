import { HOME_SCROLL } from '@portal/domain';

/** The latest-projects list moves only when it holds more than fit in its window (part 1 §2, home). */
export const shouldAutoScroll = (count: number) => count > HOME_SCROLL.autoScrollAbove;

/**
 * Position of a looping list that moves `step` px per tick and rests `waitMs` at the top: when it starts
 * and each time it wraps round. `loopHeight` is the height of one copy of the list.
 */
export function scrollClock({ step, waitMs }: { step: number; waitMs: number } = HOME_SCROLL) {
  let offset = 0;
  let restUntil: number | undefined;
  return {
    tick(now: number, loopHeight: number): number {
      restUntil ??= now + waitMs;
      if (now < restUntil || loopHeight <= 0) return offset;
      offset += step;
      if (offset >= loopHeight) {
        offset = 0;
        restUntil = now + waitMs;
      }
      return offset;
    },
  };
}
