import { useEffect, useState } from 'react';
import type { ApiResult } from '../api/request';
import type { EndTime } from '../api/quotation';
import { quietGet } from '../api/quiet';

/** How often the end time is asked again (part 2 §9). */
export const END_TIME_POLL_MS = 5_000;

/** Reads a time the server wrote as `yyyy-MM-dd HH:mm:ss` in this browser's zone. */
const parse = (value: string | null | undefined) => (value ? new Date(value.replace(' ', 'T')) : null);

/** The end of quoting and the server clock's lead over this browser's, from one answer. */
export function readEndTime(data: EndTime | string | null | undefined, receivedAt: number) {
  const body = typeof data === 'string' ? { entTime: data } : (data ?? { entTime: null });
  const end = parse(body.entTime);
  const serverNow = parse(body.nowTime);
  return { end, offsetMs: serverNow ? serverNow.getTime() - receivedAt : 0, sectionStauts: body.sectionStauts, canQuote: body.canQuote };
}

/**
 * The end time of a section's quoting, asked every 5 seconds (GET /system/section/selectendtime/{id}), so
 * that a buyer's extension or an early close reaches the page. Failures are silent: the last answer stays.
 */
export function useEndTime(sectionId: number) {
  const [state, setState] = useState<ReturnType<typeof readEndTime> | null>(null);
  useEffect(() => {
    if (!sectionId) return;
    let live = true;
    const ask = () =>
      quietGet<ApiResult<EndTime | string>>(`/system/section/selectendtime/${sectionId}`).then(
        (body) => live && body.code === 200 && setState(readEndTime(body.data, Date.now())),
        () => undefined,
      );
    void ask();
    const timer = setInterval(ask, END_TIME_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [sectionId]);
  return state;
}

/** Milliseconds left until `end` on the server's clock, ticking every second; 0 once passed, null without an end. */
export function useTimeLeft(end: Date | null | undefined, offsetMs = 0) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!end) return null;
  return Math.max(0, end.getTime() - (now + offsetMs));
}
