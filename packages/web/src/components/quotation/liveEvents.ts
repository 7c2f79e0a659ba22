import { useCallback, useEffect, useRef } from 'react';
import type { LiveEvent } from '../../api/liveStream';
import type { HistoryRound, QuotationInfo, QuoteSector } from '../../api/quotation';

/**
 * The quotation page's data kept live (issue 22 §2): events of the section's stream and the answer to a
 * submit are applied to what the page shows; nothing is reloaded but the history, once, when a round of the
 * caller's arrives that the page does not know (sent from another tab or device).
 */

/** What the page shows that events change. */
export interface QuoteView {
  info: QuotationInfo;
  history: HistoryRound[];
}

/** The caller's own round as the stream tells it (`round`, supplier audience). */
interface RoundEvent {
  signupId: number;
  quotesCount: number;
  totalPrice: string;
  arrivalTime: string | null;
}

/** The amounts and choices of the caller's last quote that a sector of the page carries. */
const OWN_FIELDS = ['sectorPrice', 'otherExpenses', 'totalMaterialPrice', 'totalPrice', 'volume', 'weight'] as const;

/**
 * The sectors with the caller's latest quote taken from `round` (as getQuotationInfo fills them): a sector the
 * round did not price has no quote of the caller. The round rules compare the next round with these.
 */
export function withOwnRound(sectors: readonly QuoteSector[], round: HistoryRound): QuoteSector[] {
  const lines = new Map(round.quotesList.map((l) => [l.id, l]));
  return sectors.map((sector) => {
    const line = lines.get(sector.id);
    const own = Object.fromEntries(OWN_FIELDS.map((f) => [f, line ? line[f] : null]));
    const details = new Map((line?.detailsList ?? []).map((d) => [d.id, d]));
    return {
      ...sector,
      ...own,
      taxRate: line?.taxRate ?? sector.taxRate,
      settleMethod: line ? line.settleMethod : sector.settleMethod,
      remarks: line?.remarks ?? '',
      remarks1: line?.remarks1 ?? '',
      volumeUnit: line?.volumeUnit ?? null,
      weightUnit: line?.weightUnit ?? null,
      detailsList: sector.detailsList.map((d) => {
        const priced = details.get(d.id);
        return {
          ...d,
          sectorPrice: priced?.sectorPrice ?? null,
          otherExpenses: priced?.otherExpenses ?? null,
          totalMaterialPrice: priced?.totalMaterialPrice ?? null,
          totalPrice: priced?.totalPrice ?? null,
        };
      }),
    };
  });
}

const latest = (rounds: readonly HistoryRound[]) => rounds.reduce<HistoryRound | null>((best, r) => (!best || r.quotesCount > best.quotesCount ? r : best), null);

/**
 * A round of the caller's applied to the page: added to the history (once), the last round and the sectors'
 * own quote moved to it when it is the newest. The submit's answer and a fetched history both come this way.
 */
export function applyRounds(view: QuoteView, rounds: readonly HistoryRound[]): QuoteView {
  const known = new Map(view.history.map((r) => [r.quotesCount, r]));
  for (const round of rounds) known.set(round.quotesCount, round);
  const history = [...known.values()].sort((a, b) => a.quotesCount - b.quotesCount);
  const newest = latest(history);
  const info = view.info;
  if (!newest || (info.lastRound && info.lastRound.quotesCount > newest.quotesCount)) return { info, history };
  const moved = !info.lastRound || info.lastRound.quotesCount < newest.quotesCount || !view.history.some((r) => r.quotesCount === newest.quotesCount);
  return {
    history,
    info: moved
      ? {
          ...info,
          lastRound: { quotesCount: newest.quotesCount, totalPrice: newest.totalPrice, createTime: newest.arrivalTime ?? newest.createTime },
          bidSectors: withOwnRound(info.bidSectors, newest),
        }
      : info,
  };
}

/** The result of applying a batch of stream events: the new view, and whether the history must be fetched once. */
export interface Applied {
  view: QuoteView;
  fetchHistory: boolean;
}

/**
 * Applies stream events in order: `rank` sets the caller's rank (total, per item), `bounds` each item's current
 * auction bound (isYuanJu: lowest when buying, else highest; no name), `round` is the caller's own acknowledged
 * round, which asks for the history only when the page does not have that round yet. `activity` (another
 * supplier quoted) changes nothing shown; `hello`, `time`, `endTime` and `status` are the end-time hook's.
 */
export function applyEvents(view: QuoteView, events: readonly LiveEvent[]): Applied {
  let { info } = view;
  let fetchHistory = false;
  for (const event of events) {
    const data = event.data ?? {};
    if (event.event === 'rank') {
      const perItem: Record<string, number> | undefined = data.priceRanking ?? undefined;
      info = {
        ...info,
        ranking: data.ranking ?? info.ranking,
        bidSectors: perItem ? info.bidSectors.map((s) => ({ ...s, priceRanking: perItem[s.id] ?? s.priceRanking })) : info.bidSectors,
      };
    } else if (event.event === 'bounds' && data.bounds) {
      const bounds: Record<string, string | null> = data.bounds;
      info = { ...info, bidSectors: info.bidSectors.map((s) => (String(s.id) in bounds ? { ...s, minOrMaxQuotesAmount: bounds[s.id] ?? null } : s)) };
    } else if (event.event === 'round') {
      const round = data as RoundEvent;
      if (!view.history.some((r) => r.quotesCount === round.quotesCount)) {
        fetchHistory = true;
        if (!info.lastRound || info.lastRound.quotesCount < round.quotesCount) {
          info = { ...info, lastRound: { quotesCount: round.quotesCount, totalPrice: round.totalPrice, createTime: round.arrivalTime } };
        }
      }
    }
  }
  return { view: info === view.info ? view : { ...view, info }, fetchHistory };
}

/** How long stream events are gathered before they are drawn together: at most five redraws a second. */
export const EVENT_BATCH_MS = 200;

/**
 * Gathers the stream's events and hands them over in batches, at most one every EVENT_BATCH_MS: a burst of
 * rounds in the last minutes is drawn a few times a second, not once per event.
 */
export function useEventBatches(apply: (events: LiveEvent[]) => void, ms = EVENT_BATCH_MS): (event: LiveEvent) => void {
  const queue = useRef<LiveEvent[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (event: LiveEvent) => {
      queue.current.push(event);
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        const events = queue.current.splice(0);
        if (events.length) applyRef.current(events);
      }, ms);
    },
    [ms],
  );
}
