import { useCallback, useEffect, useRef, useState } from 'react';
import { useFeedback } from '../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@portal/domain';
import { getBid, type BidRecord } from '../api/bids';
import { getDict } from '../api/dictionaries';

/**
 * The dictionaries every bid detail shows (its basic information and the appeal form), asked for together
 * with the record instead of after it has drawn: on a slow network each round trip counts, and `getDict`
 * keeps them for the page's parts.
 */
const DETAIL_DICTIONARIES = ['sys_section_type', 'sys_bidding_method', 'sys_supplier_bid_status', 'sys_currency', 'bid_announce_question_type'];

/**
 * The bid signup record of BidDetails (part 2 §3) and the page's reload rule (part 2 §8): a successful
 * action shows 'operation successful' and reloads the record after 3 seconds. `act` runs a call, leaving
 * failures to the request layer, which has already shown them.
 */
export function useBidDetail(id: number) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [bid, setBid] = useState<BidRecord>();
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const reload = useCallback(async () => {
    if (!Number.isSafeInteger(id) || id <= 0) {
      setMissing(true);
      return;
    }
    for (const type of DETAIL_DICTIONARIES) getDict(type).catch(() => undefined);
    try {
      const result = await getBid(id);
      if (result.code === 200 && result.data) setBid(result.data);
      else setMissing(true);
    } catch {
      setMissing(true);
    }
  }, [id]);

  useEffect(() => {
    void reload();
    return () => clearTimeout(timer.current);
  }, [reload]);

  /** Reloads after the success toast has been read (3 s). */
  const reloadSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void reload(), TOAST_MS);
  }, [reload]);

  /** Runs an action; on success shows the server's message (or the generic one) and reloads after 3 s. */
  const act = useCallback(
    async (call: () => Promise<{ code: number; msg?: string }>, onSuccess?: () => void): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await call();
        if (result.code !== 200) return false;
        message.success({ content: result.msg || t('messages.success'), duration: TOAST_MS / 1000 });
        onSuccess?.();
        reloadSoon();
        return true;
      } catch {
        return false;
      } finally {
        setBusy(false);
      }
    },
    [message, reloadSoon, t],
  );

  return { bid, missing, busy, reload, reloadSoon, act };
}

export type BidDetailState = ReturnType<typeof useBidDetail>;
