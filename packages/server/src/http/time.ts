import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { DEFAULT_TIMEZONE } from '@portal/domain';

dayjs.extend(utc);
dayjs.extend(timezone);

const known = new Set(Intl.supportedValuesOf('timeZone'));
known.add('UTC');

/** The IANA zone named by Accept-Timezone, or the default when it is absent or unknown. */
export const parseTimezone = (value: string | undefined) => (value && known.has(value) ? value : DEFAULT_TIMEZONE);

/** Writes a time as `yyyy-MM-dd HH:mm:ss` in the requester's zone (DESIGN.md §2). */
export function formatTime(value: Date | string | null | undefined, zone: string): string | null {
  if (value === null || value === undefined) return null;
  return dayjs(value).tz(zone).format('YYYY-MM-DD HH:mm:ss');
}

/** Reads `yyyy-MM-dd HH:mm:ss` written in the requester's zone. */
export function parseTime(value: string, zone: string): Date {
  return dayjs.tz(value, 'YYYY-MM-DD HH:mm:ss', zone).toDate();
}
