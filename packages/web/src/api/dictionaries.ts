import type { DictItem } from '@portal/domain';
import { get, type ApiResult } from './request';
import { answeredDict, dictAddress } from './atHand';

const cache = new Map<string, Promise<DictItem[]>>();

/**
 * Entries of a dictionary, fetched once per page load (labels already in the current language); index.html
 * brings every dictionary with it (api/firstView.ts), so a page load usually asks for none.
 */
export function getDict(type: string): Promise<DictItem[]> {
  let entries = cache.get(type);
  if (!entries) {
    entries = get<ApiResult<DictItem[]>>(dictAddress(type)).then((r) => {
      const data = r.data ?? [];
      answeredDict(type, data);
      return data;
    });
    entries.catch(() => cache.delete(type));
    cache.set(type, entries);
  }
  return entries;
}
