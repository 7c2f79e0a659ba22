import { describe, expect, it } from 'vitest';
import { adminSectionSchema, isRealSectionTime, publishProblems } from './adminSection';

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

  it('refuses times that do not exist on the calendar instead of rolling them over', () => {
    for (const time of ['2024-02-30 10:00:00', '2024-12-99 10:00:00', '2024-13-45 99:99:99', '2026-06-01 25:00:00', '2026-06-01 10:60:00', '2026-06-01 10:00:60', '0000-01-01 00:00:00']) {
      expect(isRealSectionTime(time)).toBe(false);
      expect(firstMessage({ ...base, entTime: time })).toBe('timeInvalid');
    }
    expect(firstMessage({ ...base, receivingAccountList: [{ type: '1', money: '1', currency: 'CNY', bankAccountName: 'a', bankAccount: 'b', openAccountBank: 'c', paymentDeadline: '2026-02-29 12:00:00' }] })).toBe('timeInvalid');
    for (const time of ['2024-02-29 10:00:00', '2026-12-31 23:59:59', '2026-01-01 00:00:00']) expect(isRealSectionTime(time)).toBe(true);
  });

  it('keeps the bid file a tender stage: refused on an inquiry, its window between sign-up start and bidding start', () => {
    const window = { isBiddingCommitFile: 1, bidFileStartTime: '2026-06-01 12:00:00', bidFileEndTime: '2026-06-03 10:00:00' };
    expect(firstMessage({ ...base, ...window })).toBeNull();
    expect(firstMessage({ ...base, ...window, bidFileEndTime: '2026-06-03 10:00:01' })).toBe('bidFileBeforeStart');
    expect(firstMessage({ ...base, ...window, bidFileStartTime: '2026-06-01 09:59:59' })).toBe('bidFileAfterSignupStart');
    expect(firstMessage({ ...base, biddingType: 1, isBiddingCommitFile: 1 })).toBe('bidFileTenderOnly');
    expect(firstMessage({ ...base, biddingType: 1, isBiddingCommitFile: 0 })).toBeNull();
  });

  it('lets an inquiry sign up and quote at once (no sign-up window against its start)', () => {
    expect(firstMessage({ ...base, biddingType: 1, signupEndTime: '2026-06-03 12:00:00' })).toBeNull();
  });

  it('lists what a publish still needs', () => {
    const complete = {
      sectionName: 'x',
      organization: 'y',
      biddingType: 0,
      sectorCount: 1,
      signupStartTime: 1,
      signupEndTime: 1,
      startTime: 1,
      entTime: 1,
      isBiddingCommitFile: 0,
      bidFileStartTime: null,
      bidFileEndTime: null,
      isQualificationOther: 0,
      qualificationOtherDescribe: '',
      securityDeposit: null,
      accountTypes: [],
    };
    expect(publishProblems(complete)).toEqual([]);
    expect(publishProblems({ ...complete, sectionName: ' ', sectorCount: 0, isBiddingCommitFile: 1 })).toEqual(['publishNeedsName', 'publishNeedsSector', 'publishNeedsBidFileTimes']);
    expect(publishProblems({ ...complete, biddingType: 1, signupStartTime: null, signupEndTime: null, startTime: null })).toEqual([]);
    expect(publishProblems({ ...complete, biddingType: 1, entTime: null })).toEqual(['publishNeedsTimes']);
  });

  it('needs the Chinese description of an other qualification and a deposit account for a deposit', () => {
    const complete = { sectionName: 'x', organization: 'y', biddingType: 1, sectorCount: 1, signupStartTime: null, signupEndTime: null, startTime: null, entTime: 1, isBiddingCommitFile: 0, bidFileStartTime: null, bidFileEndTime: null };
    const other = { isQualificationOther: 1, qualificationOtherDescribe: ' ', securityDeposit: '0.00', accountTypes: [] };
    expect(publishProblems({ ...complete, ...other })).toEqual(['publishNeedsOtherDescribe']);
    expect(publishProblems({ ...complete, ...other, qualificationOtherDescribe: '安全生产许可证' })).toEqual([]);
    const deposit = { isQualificationOther: 0, qualificationOtherDescribe: '', securityDeposit: '5000.00', accountTypes: ['2', '3'] };
    expect(publishProblems({ ...complete, ...deposit })).toEqual(['publishNeedsDepositAccount']);
    expect(publishProblems({ ...complete, ...deposit, accountTypes: ['2', '1'] })).toEqual([]);
    expect(publishProblems({ ...complete, ...deposit, securityDeposit: null, accountTypes: [] })).toEqual([]);
  });
});
