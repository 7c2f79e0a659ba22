import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportedSector, QuotationInfo } from '../../api/quotation';
import { useFeedback } from '../../feedback/feedback';
import { useLocale } from '../../hooks/useLocale';
import { useQuotationDraft } from '../../hooks/useQuotationDraft';
import { useSession } from '../../store/session';
import { initialLines, isTotalQuoting, mergeDraft, mergeImported, paddedLine, type DetailState, type LineState, type Lines } from './lines';

/**
 * The quotation form: the lines the supplier edits (prices kept as typed, written with their decimals once a
 * field is left), the warnings under them, and the draft kept in this browser (part 2 §9), read once when both
 * the data and the signed-in user are known, saved on request, removed once a round is stored.
 */
export function useQuoteForm(sectionId: number, info: QuotationInfo | null) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = useFeedback();
  const session = useSession();
  const draft = useQuotationDraft(session.user?.id, sectionId);
  const [lines, setLines] = useState<Lines>({});
  const [warnings, setWarnings] = useState<string[]>([]);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);

  /** The form as the data gives it: the items' own last prices, or empty. */
  const reset = useCallback((data: QuotationInfo) => setLines(initialLines(data.bidSectors, isTotalQuoting(data.bidSection))), []);

  // The draft is read once, when both the data and the signed-in user are known (a language switch keeps the table).
  const draftRead = useRef(false);
  const loaded = info !== null;
  useEffect(() => {
    if (!loaded || draftRead.current || !draft.key) return;
    draftRead.current = true;
    const saved = draft.read();
    if (!saved) return;
    setLines((current) => mergeDraft(current, saved.lines));
    setRestoredAt(new Date(saved.savedAt).toLocaleString(locale === 'zh' ? 'zh-CN' : locale === 'lo' ? 'lo-LA' : 'en-GB'));
  }, [loaded, draft.key]);

  const change = useCallback((id: number, changes: Partial<LineState>) => {
    setLines((current) => ({ ...current, [id]: { ...current[id], ...changes } }));
    setWarnings([]);
  }, []);

  const changeDetail = useCallback((sectorId: number, detailId: number, changes: Partial<DetailState>) => {
    setLines((current) => {
      const line = current[sectorId];
      return { ...current, [sectorId]: { ...line, details: { ...line.details, [detailId]: { ...line.details[detailId], ...changes } } } };
    });
    setWarnings([]);
  }, []);

  function saveDraft() {
    const totalQuoting = info ? isTotalQuoting(info.bidSection) : false;
    const saved = (info?.bidSectors ?? []).map((s) => lines[s.id]).filter(Boolean);
    if (draft.save(saved.map((line) => paddedLine(line, totalQuoting)))) {
      message.success(t('quotation.draft.saved'));
      setRestoredAt(null);
    }
  }

  function discardDraft() {
    draft.remove();
    setRestoredAt(null);
    if (info) reset(info);
    message.info(t('quotation.draft.discarded'));
  }

  /** A round was stored: its draft has done its work. */
  function forgetDraft() {
    draft.remove();
    setRestoredAt(null);
  }

  function imported(rows: ImportedSector[]) {
    if (!info) return;
    setLines((current) => mergeImported(current, rows, info.bidSectors, isTotalQuoting(info.bidSection)));
    setWarnings([]);
  }

  return { lines, reset, warnings, setWarnings, restoredAt, change, changeDetail, saveDraft, discardDraft, forgetDraft, imported };
}
