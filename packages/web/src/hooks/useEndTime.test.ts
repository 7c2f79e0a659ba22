import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietGet } from '../api/quiet';
import { END_TIME_POLL_MS, readEndTime, useEndTime } from './useEndTime';

vi.mock('../api/quiet', () => ({ quietGet: vi.fn() }));

describe('the polled end time', () => {
  it('counts from the server clock: its lead over the browser is kept as an offset', () => {
    const receivedAt = new Date('2026-03-01T10:00:00').getTime();
    const state = readEndTime({ entTime: '2026-03-01 10:05:00', nowTime: '2026-03-01 10:00:30', canQuote: true }, receivedAt);
    expect(state.end?.getTime()).toBe(new Date('2026-03-01T10:05:00').getTime());
    expect(state.offsetMs).toBe(30_000);
    expect(state.canQuote).toBe(true);
  });

  it('has no end when the server gives none', () => {
    expect(readEndTime({ entTime: null }, 0).end).toBeNull();
    expect(readEndTime(null, 0).offsetMs).toBe(0);
  });
});

describe('the end-time poll', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(quietGet).mockReset();
  });

  it('asks selectendtime when mounted and then every 5 s, keeps the last good answer, and stops when unmounted', async () => {
    vi.useFakeTimers();
    const answers = [
      { code: 200, msg: '', data: { entTime: '2099-01-01 00:00:00', canQuote: true } },
      { code: 500, msg: 'busy', data: null },
      { code: 200, msg: '', data: { entTime: '2026-01-01 00:00:00', canQuote: false } },
    ];
    vi.mocked(quietGet).mockImplementation(async () => answers.shift() ?? { code: 200, msg: '', data: null });
    const { result, unmount } = renderHook(() => useEndTime(7));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(quietGet).toHaveBeenCalledTimes(1);
    expect(quietGet).toHaveBeenLastCalledWith('/system/section/selectendtime/7');
    expect(result.current?.canQuote).toBe(true);

    expect(END_TIME_POLL_MS).toBe(5_000);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(quietGet).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(quietGet).toHaveBeenCalledTimes(2);
    // A failed poll leaves the last answer in place.
    expect(result.current?.canQuote).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(quietGet).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ canQuote: false, end: new Date('2026-01-01T00:00:00') });

    unmount();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(quietGet).toHaveBeenCalledTimes(3);
  });

  it('does not poll without a section', async () => {
    vi.useFakeTimers();
    renderHook(() => useEndTime(0));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(quietGet).not.toHaveBeenCalled();
  });
});
