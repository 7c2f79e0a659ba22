import { post, type ApiResult } from './request';

/** Follows a section (POST /follow); on success the announcement shows it as followed (part 1 §4). */
export const followSection = (sectionId: number) => post<ApiResult>('/follow', { sectionId });
