import { useCallback, useMemo } from 'react';
import type { LineState } from '../components/quotation/lines';

/** A saved draft of the quotation table (part 2 §9): its rows and when it was saved. */
export interface QuotationDraft {
  savedAt: string;
  lines: LineState[];
}

/** Local-storage key of a draft: one per user and section. */
export const draftKey = (userId: number | string, sectionId: number | string) => `quotation-draft:${userId}:${sectionId}`;

/** Reads a stored draft; a missing or unreadable one is null. */
export function readDraft(key: string): QuotationDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as QuotationDraft;
    return Array.isArray(draft?.lines) && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    return null;
  }
}

/**
 * The quotation draft kept in the browser's local storage per user and section (DESIGN.md §5): saved on
 * request, read when the page opens, removed after a successful submit. Without a user there is no draft.
 */
export function useQuotationDraft(userId: number | undefined, sectionId: number) {
  const key = userId === undefined ? undefined : draftKey(userId, sectionId);
  const read = useCallback(() => (key ? readDraft(key) : null), [key]);
  const save = useCallback(
    (lines: LineState[]): QuotationDraft | null => {
      if (!key) return null;
      const draft = { savedAt: new Date().toISOString(), lines };
      localStorage.setItem(key, JSON.stringify(draft));
      return draft;
    },
    [key],
  );
  const remove = useCallback(() => {
    if (key) localStorage.removeItem(key);
  }, [key]);
  return useMemo(() => ({ key, read, save, remove }), [key, read, save, remove]);
}
