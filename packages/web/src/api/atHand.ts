import type { DictItem, PublicConfig, SectionDetail, SectionSummary, Sector } from '@portal/domain';
import { peek, type ApiResult, type PageResult } from './request';
import type { SectionListParams } from './sections';

/**
 * Answers a first render can use without waiting (docs/decisions/bundle.md, "Readable content first"): those
 * index.html brought (api/firstView.ts) and dictionaries and settings answered before. A page drawn from them
 * shows its content at once instead of placeholders, and still asks as usual (the request layer then uses the
 * brought answer, or the cache of its module).
 */

export const dictAddress = (type: string) => `/system/dict/data/type/${type}`;
export const CONFIG_ADDRESS = '/common/config';
export const SECTION_LIST_ADDRESS = '/system/section/homeListPage';
export const sectionAddress = (id: number | string) => `/system/section/getSectionByIdWithAuth/${id}`;

const dictionaries = new Map<string, DictItem[]>();
let config: PublicConfig | undefined;

/** Keeps a dictionary's entries once answered. */
export const answeredDict = (type: string, entries: DictItem[]) => void dictionaries.set(type, entries);
/** Keeps the public settings once answered. */
export const answeredConfig = (answer: PublicConfig) => void (config = answer);

export const dictNow = (type: string): DictItem[] | undefined => dictionaries.get(type) ?? peek<ApiResult<DictItem[]>>(dictAddress(type))?.data;
export const publicConfigNow = (): PublicConfig | undefined => config ?? peek<ApiResult<PublicConfig>>(CONFIG_ADDRESS)?.data;
export const listSectionsNow = (params: SectionListParams) => peek<PageResult<SectionSummary>>(SECTION_LIST_ADDRESS, { ...params });
export const sectionNow = (id: number | string) => peek<ApiResult<{ bidSection: SectionDetail; sectors: Sector[] }>>(sectionAddress(id));
