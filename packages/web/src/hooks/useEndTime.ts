import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../api/request';
import type { EndTime } from '../api/quotation';
import { quietGet } from '../api/quiet';
import { tabStream, type LiveEvent } from '../api/liveStream';

/** How often the end time is asked again (part 2 §9). */
export const END_TIME_POLL_MS = 5_000;

/** Reads a time the server wrote as `yyyy-MM-dd HH:mm:ss` in this browser's zone. */
const parse = (value: string | null | undefined) => (value ? new Date(value.replace(' ', 'T')) : null);

/** The end of quoting and the server clock's lead over this browser's, from one answer (the buyer's live view sends its end and server time only). */
export function readEndTime(data: (Pick<EndTime, 'entTime'> & Partial<EndTime>) | string | null | undefined, receivedAt: number) {
  const body: Pick<EndTime, 'entTime'> & Partial<EndTime> = typeof data === 'string' ? { entTime: data } : (data ?? { entTime: null });
  const end = parse(body.entTime);
  const serverNow = parse(body.nowTime);
  return { end, offsetMs: serverNow ? serverNow.getTime() - receivedAt : 0, sectionStauts: body.sectionStauts, canQuote: body.canQuote, actions: body.actions };
}

/** Events after which the end that applies to the caller is asked again: the section's end or status moved. */
const END_MOVED = new Set(['endTime', 'status']);

/**
 * The end time of a section's quoting, live: the page follows the section's event stream (the tab's one stream,
 * `tabStream`: GET /system/quotes/live for a supplier) and asks the end time again only when it moves (an overtime
 * extension, a status move); the stream's server time corrects the clock, through reconnects. When the stream
 * cannot be opened it falls back to the specification's poll every 5 seconds (GET /system/section/selectendtime/{id}),
 * and it asks again when the page becomes visible (a laptop waking, a phone unlocked). Failures are silent.
 * `onEvent` hears every other event of the section (round, activity, rank, bounds), which the page applies.
 */
export function useEndTime(sectionId: number, onEvent?: (event: LiveEvent) => void) {
  const [state, setState] = useState<ReturnType<typeof readEndTime> | null>(null);
  const [reason, setReason] = useState<{ arrivalTime: string; previousEntTime: string } | null>(null);
  useEffect(() => {
    if (!sectionId) return;
    let live = true;
    let streaming = false;
    let opened = false;
    const ask = () =>
      quietGet<ApiResult<EndTime | string>>(`/system/section/selectendtime/${sectionId}`).then(
        (body) => live && body.code === 200 && setState(readEndTime(body.data, Date.now())),
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => {
      if (!streaming) void ask();
    }, END_TIME_POLL_MS);
    const stop = tabStream.followSection(
      `/system/quotes/live?sectionId=${sectionId}`,
      (e) => {
        if (!live) return;
        if (e.event === 'hello' || e.event === 'time') {
          const offsetMs = new Date(e.data.serverTime).getTime() - Date.now();
          setState((s) => (s ? { ...s, offsetMs } : s));
          return;
        }
        if (e.event === 'endTime') setReason({ arrivalTime: e.data.reason?.arrivalTime, previousEntTime: e.data.previousEntTime });
        if (END_MOVED.has(e.event)) void ask();
        onEventRef.current?.(e);
      },
      (open) => {
        // Back from a drop: the clock may have moved the section meanwhile; ask once (not at the first open: asked above).
        if (open && opened && !streaming) void ask();
        if (open) opened = true;
        streaming = open;
      },
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sectionId]);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  return state ? { ...state, extension: reason } : null;
}

/** Milliseconds left until `end` on the server's clock, ticking every second; 0 once passed, null without an end. */
export function useTimeLeft(end: Date | null | undefined, offsetMs = 0) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Recomputed from the clock on every tick and at once when the page becomes visible again: a sleeping
    // laptop or a locked phone never leaves the countdown behind.
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  if (!end) return null;
  return Math.max(0, end.getTime() - (now + offsetMs));
}
