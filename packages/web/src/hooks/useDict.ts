import { useEffect, useMemo, useState } from 'react';
import type { DictItem } from '@portal/domain';
import { getDict } from '../api/dictionaries';

/** A dictionary with lookups by value: the localized label and the remark (e.g. a currency symbol). */
export function useDict(type: string) {
  const [entries, setEntries] = useState<DictItem[]>([]);
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
