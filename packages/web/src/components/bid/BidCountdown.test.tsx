import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { BidCountdown } from './BidCountdown';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T08:00:00'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const timer = () => screen.getByRole('timer').textContent;

describe('bid detail countdown', () => {
  it('shows days, hours, minutes and seconds and ticks every second', () => {
    render(<BidCountdown label="Payment closes in" at={new Date('2026-03-03T09:30:05')} />);
    expect(timer()).toBe('Payment closes in2d01h30m05s');
    act(() => void vi.advanceTimersByTime(1000));
    expect(timer()).toBe('Payment closes in2d01h30m04s');
  });

  it('reads timed out at zero and calls back once', () => {
    const elapsed = vi.fn();
    render(<BidCountdown label="Starts in" at={new Date('2026-03-01T08:00:02')} onElapsed={elapsed} />);
    for (const _ of [1, 2]) act(() => void vi.advanceTimersByTime(1000));
    expect(timer()).toBe('Starts inTimed out');
    for (const _ of [1, 2, 3]) act(() => void vi.advanceTimersByTime(1000));
    expect(elapsed).toHaveBeenCalledTimes(1);
  });

  it('does not call back for a moment already past when shown', () => {
    const elapsed = vi.fn();
    render(<BidCountdown label="Starts in" at={new Date('2026-02-01T08:00:00')} onElapsed={elapsed} />);
    expect(timer()).toBe('Starts inTimed out');
    expect(elapsed).not.toHaveBeenCalled();
  });
});
