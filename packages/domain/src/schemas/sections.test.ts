import { describe, expect, it } from 'vitest';
import { homeListQuery } from './sections';

describe('homeListQuery', () => {
  it('defaults paging to page 1 of 10 and ignores empty values', () => {
    expect(homeListQuery.parse({ biddingType: '', searchValue: '', sectionStautsList: '' })).toEqual({ pageNum: 1, pageSize: 10 });
  });
  it('reads the comma list of statuses', () => {
    expect(homeListQuery.parse({ sectionStautsList: '1, 7,8' }).sectionStautsList).toEqual([1, 7, 8]);
  });
  it('refuses drafts and unknown statuses in the list', () => {
    expect(homeListQuery.safeParse({ sectionStautsList: '0' }).success).toBe(false);
    expect(homeListQuery.safeParse({ sectionStautsList: '1,3' }).success).toBe(false);
  });
  it('refuses a search over 100 characters with its message key', () => {
    const result = homeListQuery.safeParse({ searchValue: 'x'.repeat(101) });
    expect(result.error?.issues[0].message).toBe('searchTooLong');
  });
});
