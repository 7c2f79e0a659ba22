import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { describe, expect, it } from 'vitest';
import { formatTime } from './time';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('formatTime', () => {
  it('writes what dayjs writes in the zone, across offsets, daylight saving changes and years', () => {
    const zones = ['Asia/Shanghai', 'Asia/Vientiane', 'UTC', 'America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham'];
    const instants = [
      '2026-03-08T06:59:59Z', '2026-03-08T07:00:00Z', '2026-11-01T05:30:00Z', '2026-03-29T01:00:00Z', '2026-10-25T00:59:59Z',
      '2026-06-01T02:00:00Z', '1999-12-31T23:59:59Z', '2000-02-29T16:00:00Z', '2100-01-01T00:00:00Z', '1970-01-01T00:00:00Z',
    ];
    for (const zone of zones) {
      for (const instant of instants) {
        const expected = dayjs(instant).tz(zone).format('YYYY-MM-DD HH:mm:ss');
        expect(formatTime(new Date(instant), zone), `${instant} in ${zone}`).toBe(expected);
        expect(formatTime(instant, zone), `${instant} as text in ${zone}`).toBe(expected);
      }
    }
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatTime(new Date('2026-06-01T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-06-02 00:00:00');
  });

  it('leaves absent times absent', () => {
    expect(formatTime(null, 'UTC')).toBeNull();
    expect(formatTime(undefined, 'UTC')).toBeNull();
  });
});
