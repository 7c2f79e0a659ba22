import { describe, expect, it } from 'vitest';
import { adminSectionSchema, publishProblems } from './adminSection';

const base = {
  sectionName: '采购',
  biddingType: 0,
  projectType: 1,
  organization: '中心',
  signupStartTime: '2026-06-01 10:00:00',
  signupEndTime: '2026-06-02 10:00:00',
  startTime: '2026-06-03 10:00:00',
  entTime: '2026-06-04 10:00:00',
};
const firstMessage = (input: object) => {
  const result = adminSectionSchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('the buyer section form', () => {
  it('accepts a complete tender and fills defaults', () => {
    const form = adminSectionSchema.parse({ ...base, projectPrice: 1500, sectorList: [{ sectorName: 'x', sectorNumber: 2 }] });
    expect(form).toMatchObject({ projectPrice: '1500', successfulBidderMethod: 2, sectorList: [{ sectorNumber: '2', taxRate: '13', detailsList: [] }], fileIds: [] });
  });

  it('names the first broken rule', () => {
    expect(firstMessage({ ...base, signupEndTime: '2026-06-01 09:00:00' })).toBe('signupTimesOrder');
    expect(firstMessage({ ...base, signupEndTime: '2026-06-03 10:00:01' })).toBe('signupBeforeStart');
    expect(firstMessage({ ...base, entTime: '2026-06-03 10:00:00' })).toBe('endAfterStart');
    expect(firstMessage({ ...base, bidFileStartTime: '2026-06-02 10:00:00', bidFileEndTime: '2026-06-02 10:00:00' })).toBe('bidFileTimesOrder');
    expect(firstMessage({ ...base, projectPrice: '-1' })).toBe('amountInvalid');
    expect(firstMessage({ ...base, projectPrice: '1.005' })).toBe('amountInvalid');
    expect(firstMessage({ ...base, settleMethod: 2, advancePaymentRatio: '50', warrantyPaymentRatio: '49.99' })).toBe('ratioSum');
    expect(firstMessage({ ...base, settleMethod: 2, advancePaymentRatio: '50', warrantyPaymentRatio: '50' })).toBeNull();
    expect(firstMessage({ ...base, sectorList: [{ sectorName: 'x', sectorNumber: '0' }] })).toBe('quantityInvalid');
  });

  it('lets an inquiry sign up and quote at once (no sign-up window against its start)', () => {
    expect(firstMessage({ ...base, biddingType: 1, signupEndTime: '2026-06-03 12:00:00' })).toBeNull();
  });

  it('lists what a publish still needs', () => {
    const complete = { sectionName: 'x', organization: 'y', biddingType: 0, sectorCount: 1, signupStartTime: 1, signupEndTime: 1, startTime: 1, entTime: 1, isBiddingCommitFile: 0, bidFileStartTime: null, bidFileEndTime: null };
    expect(publishProblems(complete)).toEqual([]);
    expect(publishProblems({ ...complete, sectionName: ' ', sectorCount: 0, isBiddingCommitFile: 1 })).toEqual(['publishNeedsName', 'publishNeedsSector', 'publishNeedsBidFileTimes']);
    expect(publishProblems({ ...complete, biddingType: 1, signupStartTime: null, signupEndTime: null, startTime: null })).toEqual([]);
    expect(publishProblems({ ...complete, biddingType: 1, entTime: null })).toEqual(['publishNeedsTimes']);
  });
});
