import { describe, expect, it } from 'vitest';
import { HOME_SCROLL } from '@portal/domain';
import { scrollClock, shouldAutoScroll } from './autoScroll';

describe('latest projects on the home page', () => {
  it('stay still while they all fit in the window', () => {
    for (let count = 0; count <= HOME_SCROLL.autoScrollAbove; count += 1) expect(shouldAutoScroll(count)).toBe(false);
  });

  it('scroll once there are more than fit', () => {
    expect(shouldAutoScroll(HOME_SCROLL.autoScrollAbove + 1)).toBe(true);
    expect(shouldAutoScroll(HOME_SCROLL.size)).toBe(true);
  });
});

describe('scroll clock', () => {
  const step = 0.5;
  const waitMs = 1000;

  it('rests at the top before moving', () => {
    const clock = scrollClock({ step, waitMs });
    expect(clock.tick(0, 100)).toBe(0);
    expect(clock.tick(waitMs - 1, 100)).toBe(0);
    expect(clock.tick(waitMs, 100)).toBe(step);
    expect(clock.tick(waitMs + 16, 100)).toBe(2 * step);
  });

  it('wraps to the top after one copy of the list and rests there again', () => {
    const clock = scrollClock({ step, waitMs });
    const loopHeight = 2;
    clock.tick(0, loopHeight);
    let now = waitMs;
    const positions = [];
    for (let i = 0; i < 4; i += 1) positions.push(clock.tick((now += 16), loopHeight));
    expect(positions).toEqual([0.5, 1, 1.5, 0]);
    expect(clock.tick(now + waitMs - 1, loopHeight)).toBe(0);
    expect(clock.tick(now + waitMs, loopHeight)).toBe(step);
  });

  it('does not move a list it cannot measure', () => {
    const clock = scrollClock({ step, waitMs });
    clock.tick(0, 0);
    expect(clock.tick(5 * waitMs, 0)).toBe(0);
  });

  it('moves by the specified step by default', () => {
    const clock = scrollClock();
    clock.tick(0, 100);
    expect(clock.tick(HOME_SCROLL.waitMs, 100)).toBe(HOME_SCROLL.step);
  });
});
