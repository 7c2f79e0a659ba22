import { PAGE_SIZE } from '@portal/domain';
import { del, get, post, type ApiResult, type PageResult } from './request';

/** Follows a section (POST /follow); on success the announcement shows it as followed (part 1 §4). */
export const followSection = (sectionId: number) => post<ApiResult>('/follow', { sectionId });

/** A followed section as GET /follow/followSectionList gives it (part 2 §3, Follow record). */
export interface FollowRecord {
  /** Follow id (for unfollowing). */
  id: number;
  sectionId: number;
  sectionName: string;
  sectionNameEn: string | null;
  sectionNameLo: string | null;
  organization: string | null;
  organizationEn: string | null;
  organizationLo: string | null;
  /** 0 tender, 1 inquiry. */
  biddingType: number;
  projectType: number | null;
  sectionStauts: number;
  /** When it was followed. */
  createTime: string | null;
}

/** Filters of MyFollowing; dates are whole days `YYYY-MM-DD`, both ends included. */
export interface FollowFilters {
  sectionName?: string;
  organization?: string;
  createTimeStart?: string;
  createTimeEnd?: string;
}

/** One page (10 rows) of the caller's follows, newest first (part 2 §7). */
export const listFollows = (pageNum: number, filters: FollowFilters) =>
  get<PageResult<FollowRecord>>('/follow/followSectionList', { pageNum, pageSize: PAGE_SIZE, ...filters });

/** Unfollows by the follow id (DELETE /follow/{id}). */
export const unfollow = (followId: number) => del<ApiResult>(`/follow/${followId}`);
