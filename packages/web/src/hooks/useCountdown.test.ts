import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const elapse = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('code resend countdown', () => {
  it('waits 120 seconds by default', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(120);
    expect(result.current.running).toBe(true);
  });

  it('ticks once a second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    elapse(999);
    expect(result.current.remaining).toBe(120);
    elapse(1);
    expect(result.current.remaining).toBe(119);
    elapse(118_000);
    expect(result.current.remaining).toBe(1);
    elapse(1000);
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    elapse(5000);
    expect(result.current.remaining).toBe(0);
  });

  it('stops at once on reset and can start again from the full length', () => {
    const { result } = renderHook(() => useCountdown(10));
    act(() => result.current.start());
    elapse(3000);
    expect(result.current.remaining).toBe(7);
    act(() => result.current.reset());
    expect(result.current.running).toBe(false);
    elapse(3000);
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(10);
  });
});
