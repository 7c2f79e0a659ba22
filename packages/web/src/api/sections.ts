import type { SectionDetail, SectionSummary, Sector } from '@portal/domain';
import { get, type ApiResult, type PageResult } from './request';
import { SECTION_LIST_ADDRESS, sectionAddress } from './atHand';

/** Parameters of the public project list (part 1 §7). */
export interface SectionListParams {
  pageNum: number;
  pageSize: number;
  biddingType?: number | string;
  projectType?: number | string;
  searchValue?: string;
  queryType?: string;
  /** Comma string, e.g. "1,7,8". */
  sectionStautsList?: string;
}

export const listSections = (params: SectionListParams) => get<PageResult<SectionSummary>>(SECTION_LIST_ADDRESS, { ...params });

export const getSection = (id: number | string) =>
  get<ApiResult<{ bidSection: SectionDetail; sectors: Sector[] }>>(sectionAddress(id));
