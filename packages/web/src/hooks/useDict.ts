import { useEffect, useMemo, useState } from 'react';
import type { DictItem } from '@portal/domain';
import { getDict } from '../api/dictionaries';
import { dictNow } from '../api/atHand';

/**
 * A dictionary with lookups by value: the localized label and the remark (e.g. a currency symbol). Entries at
 * hand (answered before, or brought by index.html) are there from the first render.
 */
export function useDict(type: string) {
  const [entries, setEntries] = useState<DictItem[]>(() => dictNow(type) ?? []);
  useEffect(() => {
    let live = true;
    getDict(type).then((e) => live && setEntries(e), () => undefined);
    return () => {
      live = false;
    };
  }, [type]);
  return useMemo(() => {
    const byValue = new Map(entries.map((e) => [e.dictValue, e]));
    return {
      entries,
      label: (value: unknown) => byValue.get(String(value))?.dictLabel ?? '',
      remark: (value: unknown) => byValue.get(String(value))?.remark ?? '',
    };
  }, [entries]);
}
