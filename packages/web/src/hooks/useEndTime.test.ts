import { describe, expect, it } from 'vitest';
import { readEndTime } from './useEndTime';

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
