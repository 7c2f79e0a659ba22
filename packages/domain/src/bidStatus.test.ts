import { describe, expect, it } from 'vitest';
import { initialBidStatus, type SectionRequirements } from './bidStatus';

const none: SectionRequirements = {
  isQualificationTec: 0,
  isQualificationBusinessLicense: 0,
  isQualificationAchievement: 0,
  isQualificationAgencyLicense: 0,
  isQualificationOther: 0,
  hasReceivingAccounts: false,
  isBiddingCommitFile: 0,
};

describe('initialBidStatus', () => {
  it('starts at the base files when the technical files are required, whatever else is', () => {
    expect(initialBidStatus({ ...none, isQualificationTec: 1 })).toBe(1);
    expect(initialBidStatus({ ...none, isQualificationTec: 1, isQualificationOther: 1, hasReceivingAccounts: true, isBiddingCommitFile: 1 })).toBe(1);
  });

  it('starts at the qualification for any qualification flag', () => {
    for (const flag of ['isQualificationBusinessLicense', 'isQualificationAchievement', 'isQualificationAgencyLicense', 'isQualificationOther'] as const) {
      expect(initialBidStatus({ ...none, [flag]: 1, hasReceivingAccounts: true, isBiddingCommitFile: 1 })).toBe(5);
    }
  });

  it('starts at the payment proof when the section has receiving accounts and no qualification', () => {
    expect(initialBidStatus({ ...none, hasReceivingAccounts: true, isBiddingCommitFile: 1 })).toBe(8);
  });

  it('starts at the bid file upload when only a bid file is asked for', () => {
    expect(initialBidStatus({ ...none, isBiddingCommitFile: 1 })).toBe(11);
  });

  it('is ready to quote when the section requires nothing', () => {
    expect(initialBidStatus(none)).toBe(15);
  });
});
