import type { DictItem } from '@portal/domain';
import { get, type ApiResult } from './request';

const cache = new Map<string, Promise<DictItem[]>>();

/** Entries of a dictionary, fetched once per page load (labels already in the current language). */
export function getDict(type: string): Promise<DictItem[]> {
  let entries = cache.get(type);
  if (!entries) {
    entries = get<ApiResult<DictItem[]>>(`/system/dict/data/type/${type}`).then((r) => r.data ?? []);
    entries.catch(() => cache.delete(type));
    cache.set(type, entries);
  }
  return entries;
}
