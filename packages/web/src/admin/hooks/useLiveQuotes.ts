import { useCallback, useEffect, useRef, useState } from 'react';
import { tabStream, type LiveEvent } from '../../api/liveStream';
import { quietGet } from '../../api/quiet';
import type { ApiResult } from '../../api/request';
import { formatDateTime } from '../../format';
import { readEndTime } from '../../hooks/useEndTime';
import type { SectionAwards } from '../../api/awards';
import type { SectionQuotes, SupplierQuotes } from '../../api/sectionQuotes';
import type { SectionDetail } from '../../api/staffSections';

/** How often the view asks again while its live stream cannot be opened. */
const REFRESH_MS = 5_000;
/** Events that arrive together are applied together: at most this often a redraw. */
const APPLY_EVERY_MS = 250;
/** A full reload asked by events (a status move, a supplier seen for the first time) waits at least this long after the last one. */
const RELOAD_GAP_MS = 1_000;

/** A round event as the staff receive it while prices are sealed: who, which round, when (ISO). */
interface RoundEvent {
  signupId: number;
  quotesCount: number;
  arrivalTime: string;
}

/**
 * Applies a batch of live events to the view (issue 22 §2): a sealed round is added to its supplier's rounds, the
 * bounds replace the shown ones. Answers whether the view must be read again: a supplier not on the view yet, a
 * round once the prices are opened (its prices are read), a status move, a new end, or a supplier who started or
 * stopped competing (withdrawn, disabled or enabled again: `competitors`).
 */
export function applyQuoteEvents(quotes: SectionQuotes, events: LiveEvent[]): { quotes: SectionQuotes; reload: boolean } {
  let reload = false;
  let suppliers = quotes.suppliers;
  let bounds = quotes.bounds;
  for (const event of events) {
    if (event.event === 'bounds') bounds = event.data.bounds;
    else if (event.event === 'status' || event.event === 'endTime' || event.event === 'competitors') reload = true;
    else if (event.event === 'round') {
      const round = event.data as RoundEvent;
      const index = suppliers.findIndex((s) => s.signupId === round.signupId);
      if (quotes.pricesOpened || index < 0) {
        reload = true;
        continue;
      }
      const supplier = suppliers[index];
      if (supplier.rounds.some((r) => r.quotesCount === round.quotesCount)) continue;
      const time = formatDateTime(round.arrivalTime);
      const added: SupplierQuotes['rounds'][number] = { id: -(event.id ?? round.quotesCount), quotesCount: round.quotesCount, totalPrice: null, createTime: time, arrivalTime: time, quotesList: [] };
      suppliers = suppliers.map((s, i) => (i === index ? { ...supplier, rounds: [...supplier.rounds, added] } : s));
    }
  }
  return { quotes: suppliers === quotes.suppliers && bounds === quotes.bounds ? quotes : { ...quotes, suppliers, bounds }, reload };
}

/**
 * The buyer's live view of one section's quoting: the section, its quotes and awards read once, then kept live by
 * the section's stream (the tab's one stream, GET /admin/sections/{id}/live): events are applied, not reloaded, and
 * those that arrive together are drawn together. While the stream cannot be opened the view asks every 5 seconds;
 * it asks again when the page becomes visible.
 */
export function useLiveQuotes(sectionId: number) {
  const [section, setSection] = useState<SectionDetail>();
  const [quotes, setQuotesState] = useState<SectionQuotes>();
  // The quotes on screen, also read outside a render: the events are applied to them as they are.
  const quotesRef = useRef<SectionQuotes | undefined>(undefined);
  const setQuotes = useCallback((next: SectionQuotes) => {
    quotesRef.current = next;
    setQuotesState(next);
  }, []);
  const [awards, setAwards] = useState<SectionAwards>();
  const [endTime, setEndTime] = useState<ReturnType<typeof readEndTime>>();
  const [streaming, setStreaming] = useState(false);

  const load = useCallback(async () => {
    // Quiet: a refresh that fails keeps the last answer on screen without a toast.
    const [s, q, a] = await Promise.all([
      quietGet<ApiResult<SectionDetail>>(`/admin/sections/${sectionId}`),
      quietGet<ApiResult<SectionQuotes>>(`/admin/sections/${sectionId}/quotes`),
      quietGet<ApiResult<SectionAwards>>(`/admin/sections/${sectionId}/awards`),
    ]);
    if (s.code === 200 && s.data) setSection(s.data);
    if (q.code === 200 && q.data) {
      setQuotes(q.data);
      setEndTime(readEndTime({ entTime: q.data.endTime, nowTime: q.data.nowTime }, Date.now()));
    }
    if (a.code === 200 && a.data) setAwards(a.data);
  }, [sectionId, setQuotes]);

  const pending = useRef<LiveEvent[]>([]);
  const applyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastReload = useRef(0);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let live = true;
    let open = false;
    let opened = false;
    void load().catch(() => undefined);
    const reloadSoon = () => {
      if (reloadTimer.current) return;
      const wait = Math.max(0, lastReload.current + RELOAD_GAP_MS - Date.now());
      reloadTimer.current = setTimeout(() => {
        reloadTimer.current = null;
        lastReload.current = Date.now();
        if (live) void load().catch(() => undefined);
      }, wait);
    };
    const flush = () => {
      applyTimer.current = null;
      const events = pending.current;
      pending.current = [];
      const current = quotesRef.current;
      if (!current) {
        // The view is not read yet: the events wait for it.
        pending.current = [...events, ...pending.current];
        applyTimer.current = setTimeout(flush, APPLY_EVERY_MS);
        return;
      }
      const applied = applyQuoteEvents(current, events);
      if (applied.quotes !== current) setQuotes(applied.quotes);
      if (applied.reload) reloadSoon();
    };
    const stop = tabStream.followSection(
      `/admin/sections/${sectionId}/live`,
      (e) => {
        if (!live) return;
        if (e.event === 'hello' || e.event === 'time') {
          const offsetMs = new Date(e.data.serverTime).getTime() - Date.now();
          setEndTime((s) => (s ? { ...s, offsetMs } : s));
          return;
        }
        pending.current.push(e);
        applyTimer.current ??= setTimeout(flush, APPLY_EVERY_MS);
      },
      (isOpen) => {
        // Back from a drop after having been open: read the view once (events were resumed, the clock may have moved).
        if (isOpen && !open && opened) reloadSoon();
        if (isOpen) opened = true;
        open = isOpen;
        setStreaming(isOpen);
      },
    );
    const timer = setInterval(() => {
      if (!open) void load().catch(() => undefined);
    }, REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') reloadSoon();
    };
    document.addEventListener('visibilitychange', onVisible);
    lastReload.current = Date.now();
    return () => {
      live = false;
      stop();
      clearInterval(timer);
      if (applyTimer.current) clearTimeout(applyTimer.current);
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
      applyTimer.current = null;
      reloadTimer.current = null;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sectionId, load, setQuotes]);

  return { section, setSection, quotes, awards, endTime, streaming, load };
}
