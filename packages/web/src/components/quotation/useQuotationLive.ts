import { useCallback, useEffect, useRef, useState } from 'react';
import { getQuotationInfo, getQuoteHistory, getSupplierBidResult, type HistoryRound, type QuotationInfo, type SupplierBidResult } from '../../api/quotation';
import { certifiedToQuote } from '../../hooks/certificationGate';
import { useCertificationGate } from '../../hooks/useCertificationGate';
import { useEndTime } from '../../hooks/useEndTime';
import { applyEvents, applyRounds, useEventBatches, type QuoteView } from './liveEvents';

/**
 * The history (the largest answer, and not needed to quote) is asked for this long after the quotation is drawn,
 * so on a slow link it does not hold up the first view.
 */
const HISTORY_AFTER_MS = 1_000;

/**
 * What the quotation page shows, from the server and kept live: the certification check (part 2 §4) and the
 * page's data asked for together, the caller's rounds once there is one, the result once published, the end
 * time and the section's live events (rank, the auction's bounds, the caller's rounds) drawn in batches on the
 * page's one stream. `sending` tells whether a round of this page is on its way (its answer brings the round, so
 * no history is asked meanwhile); `onLoaded` hears the data when it arrives, before it is drawn.
 */
export function useQuotationLive(sectionId: number, sending: () => boolean, onLoaded: (info: QuotationInfo) => void) {
  const [view, setView] = useState<QuoteView | null>(null);
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<SupplierBidResult | null>(null);
  /** Opened directly, the page runs the Quote button's certification check (part 2 §4); undefined while it runs. */
  const gate = useCertificationGate();
  const [certified, setCertified] = useState<boolean>();
  const viewRef = useRef(view);
  viewRef.current = view;

  const loadHistory = useCallback(() => {
    getQuoteHistory(sectionId).then((h) => setView((v) => v && applyRounds(v, h.data ?? [])), () => undefined);
  }, [sectionId]);

  // The check and the data go out together: the page is ready after one round trip, not two.
  useEffect(() => {
    if (!sectionId) return;
    let live = true;
    certifiedToQuote(gate, { sectionId }).then(
      (ok) => live && setCertified(ok),
      () => live && setCertified(false),
    );
    getQuotationInfo(sectionId).then(
      (body) => {
        if (!live) return;
        if (body.code !== 200 || !body.data) {
          setFailed(true);
          return;
        }
        const data = body.data;
        setView({ info: data, history: [] });
        onLoaded(data);
        // The history is the caller's rounds: asked for only once there is one (part 2 §4 shows it from status 15).
        if (data.lastRound) setTimeout(() => live && loadHistory(), HISTORY_AFTER_MS);
        if (data.bidSection.resultsPublished) {
          getSupplierBidResult(sectionId).then((r) => r.code === 200 && r.data && setResult(r.data), () => undefined);
        }
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // Once per section: the gate's dialogs re-render the page.
  }, [sectionId]);

  // Live events, drawn together a few times a second: rank, the auction's bounds, the caller's own rounds.
  const onEvents = useEventBatches((events) => {
    const current = viewRef.current;
    if (!current) return;
    const { fetchHistory } = applyEvents(current, events);
    setView((v) => v && applyEvents(v, events).view);
    // A round of this page's own submit comes with its answer; one from another tab or device needs the history.
    if (fetchHistory && !sending()) loadHistory();
  });
  const endTime = useEndTime(sectionId, onEvents);

  /** A stored round of this page's, applied to what it shows: history, last round, the items' own last prices. */
  const addRound = useCallback(
    (round: HistoryRound) => {
      const known = viewRef.current?.info.lastRound?.quotesCount ?? 0;
      setView((v) => v && applyRounds(v, [round]));
      // A round sent meanwhile from another tab or device is in the history only.
      if (round.quotesCount > known + 1) loadHistory();
    },
    [loadHistory],
  );

  return { view, failed, result, gate, certified, endTime, addRound };
}
