import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietGet } from '../api/quiet';
import { tabStream, type LiveEvent } from '../api/liveStream';
import { useEndTime } from './useEndTime';

vi.mock('../api/quiet', () => ({ quietGet: vi.fn() }));
vi.mock('../api/liveStream', () => ({ tabStream: { followSection: vi.fn() } }));

describe('the live end time', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(quietGet).mockReset();
  });

  it('follows the tab\'s stream instead of polling, asks again only when the end moves, shows the reason, and asks when the page is visible again', async () => {
    vi.useFakeTimers();
    let emit: (e: LiveEvent) => void = () => undefined;
    let setOpen: (open: boolean) => void = () => undefined;
    const stop = vi.fn();
    vi.mocked(tabStream.followSection).mockImplementation((path, onEvent, onState) => {
      expect(path).toBe('/system/quotes/live?sectionId=7');
      emit = onEvent;
      setOpen = onState;
      return stop;
    });
    vi.mocked(quietGet).mockResolvedValue({ code: 200, msg: '', data: { entTime: '2099-01-01 00:00:00', canQuote: true } });
    const { result, unmount } = renderHook(() => useEndTime(7));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(quietGet).toHaveBeenCalledTimes(1);
    act(() => setOpen(true));
    // While the stream is open: no poll.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(quietGet).toHaveBeenCalledTimes(1);
    // Other suppliers' rounds, ranks and bounds do not make the page ask again.
    act(() => emit({ id: 8, event: 'activity', data: {} }));
    act(() => emit({ id: null, event: 'bounds', data: { bounds: { 1: '9.00' } } }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(quietGet).toHaveBeenCalledTimes(1);
    // The server's time corrects the clock.
    act(() => emit({ id: null, event: 'time', data: { serverTime: new Date(Date.now() + 42_000).toISOString() } }));
    expect(result.current?.offsetMs).toBe(42_000);
    // An extension: asked again, with its reason.
    vi.mocked(quietGet).mockResolvedValue({ code: 200, msg: '', data: { entTime: '2099-01-01 00:10:00', canQuote: true } });
    await act(async () => emit({ id: 9, event: 'endTime', data: { entTime: 'x', previousEntTime: 'y', reason: { kind: 'overtime', arrivalTime: '2098-12-31T23:59:00.000Z' } } }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(quietGet).toHaveBeenCalledTimes(2);
    expect(result.current?.end).toEqual(new Date('2099-01-01T00:10:00'));
    expect(result.current?.extension).toMatchObject({ arrivalTime: '2098-12-31T23:59:00.000Z' });
    // The stream drops: back to the 5-second poll.
    act(() => setOpen(false));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(quietGet).toHaveBeenCalledTimes(3);
    // The page becomes visible again (a laptop wakes): asked at once.
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(quietGet).toHaveBeenCalledTimes(4);
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});
