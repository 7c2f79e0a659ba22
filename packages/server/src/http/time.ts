import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { DEFAULT_TIMEZONE, isRealSectionTime } from '@portal/domain';
import { warning } from './errors';

dayjs.extend(utc);
dayjs.extend(timezone);

const known = new Set(Intl.supportedValuesOf('timeZone'));
known.add('UTC');

/** The IANA zone named by Accept-Timezone, or the default when it is absent or unknown. */
export const parseTimezone = (value: string | undefined) => (value && known.has(value) ? value : DEFAULT_TIMEZONE);

/**
 * One formatter per zone: making an Intl.DateTimeFormat costs some 0.4 ms, as much as a list row, and dayjs'
 * tz() makes one per call. Zones come from parseTimezone, so there are at most as many as Intl knows.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    const twoDigits = '2-digit' as const;
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: twoDigits,
      day: twoDigits,
      hour: twoDigits,
      minute: twoDigits,
      second: twoDigits,
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Writes a time as `yyyy-MM-dd HH:mm:ss` in the requester's zone (DESIGN.md §2). */
export function formatTime(value: Date | string | null | undefined, zone: string): string | null {
  if (value === null || value === undefined) return null;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of formatterOf(zone).formatToParts(value instanceof Date ? value : dayjs(value).toDate())) part[type] = text;
  return `${part.year!.padStart(4, '0')}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * Reads `yyyy-MM-dd HH:mm:ss` written in the requester's zone. A time that does not exist (30 February,
 * hour 25) is refused with 'invalid time', never rolled over to another day.
 */
export function parseTime(value: string, zone: string): Date {
  if (!isRealSectionTime(value)) throw warning('timeInvalid');
  return dayjs.tz(value, 'YYYY-MM-DD HH:mm:ss', zone).toDate();
}
