import { describe, expect, it } from 'vitest';
import { BidStage, progressSteps } from '@portal/domain';
import { currentStepIndex, missingTypeName, reviewState, showsStagePart, stageStepOf } from './bidDetail';

const ALL = [1, 6, 8, 11, 15, 20];

describe('progress bar position', () => {
  it.each([
    [1, 1], [4, 1], [5, 6], [7, 6], [8, 8], [10, 8], [11, 11], [13, 11], [15, 15], [19, 15], [20, 20],
  ])('puts status %i on step %i', (status, step) => {
    expect(stageStepOf(status)).toBe(step);
    expect(ALL[currentStepIndex(ALL, status)]).toBe(step);
  });

  it('stands on no step for an ended or withdrawn sign-up', () => {
    expect(currentStepIndex(ALL, 14)).toBe(-1);
    expect(currentStepIndex(ALL, -1)).toBe(-1);
  });

  it('counts positions among the steps the section keeps when stages are skipped', () => {
    const steps = progressSteps({
      biddingType: 0,
      isQualificationTec: 1,
      isQualificationBusinessLicense: 0,
      isQualificationAchievement: 0,
      isQualificationAgencyLicense: 0,
      isQualificationOther: 0,
      hasReceivingAccounts: false,
      isBiddingCommitFile: 1,
    });
    expect(steps).toEqual([1, 11, 15, 20]);
    expect(currentStepIndex(steps, 12)).toBe(1);
    expect(currentStepIndex(steps, 15)).toBe(2);
    expect(currentStepIndex(steps, 20)).toBe(3);
  });
});

describe('review state of a stage', () => {
  it('reads qualification 6 as under review, 7 as rejected and above 7 as passed', () => {
    expect(reviewState('qualification', 5)).toBeNull();
    expect(reviewState('qualification', 6)).toBe('review');
    expect(reviewState('qualification', 7)).toBe('rejected');
    expect(reviewState('qualification', 8)).toBe('passed');
    expect(reviewState('qualification', 14)).toBeNull();
  });

  it('reads payment 9 as under review and 10 as rejected', () => {
    expect(reviewState('payment', 8)).toBeNull();
    expect(reviewState('payment', 9)).toBe('review');
    expect(reviewState('payment', 10)).toBe('rejected');
    expect(reviewState('payment', 11)).toBe('passed');
  });

  it('reads quotation notes 16 and 17 as under review and 18 as rejected', () => {
    expect(reviewState('quotationNotes', 15)).toBeNull();
    expect(reviewState('quotationNotes', 16)).toBe('review');
    expect(reviewState('quotationNotes', 17)).toBe('review');
    expect(reviewState('quotationNotes', 18)).toBe('rejected');
  });
});

describe('the missing-type warning', () => {
  const t = (key: string) => `<${key}>`;
  it("names the 'other' type by the section's description", () => {
    expect(missingTypeName('fileOther', ' ISO 9001 certificate ', t)).toBe('ISO 9001 certificate');
  });
  it('falls back to the catalogue name without a description, and for the other types', () => {
    expect(missingTypeName('fileOther', '', t)).toBe('<messages.fileOther>');
    expect(missingTypeName('fileBusinessLicense', 'ignored', t)).toBe('<messages.fileBusinessLicense>');
  });
});

describe('parts shown by stage', () => {
  it('shows a stage once the sign-up reached its first status', () => {
    expect(showsStagePart(4, BidStage.qualification, false)).toBe(false);
    expect(showsStagePart(5, BidStage.qualification, false)).toBe(true);
    expect(showsStagePart(10, BidStage.bidFile, false)).toBe(false);
    expect(showsStagePart(20, BidStage.quotation, false)).toBe(true);
  });

  it('shows a withdrawn or ended sign-up only the stages it sent something to', () => {
    for (const status of [-1, 14]) {
      expect(showsStagePart(status, BidStage.payment, false)).toBe(false);
      expect(showsStagePart(status, BidStage.payment, true)).toBe(true);
      expect(showsStagePart(status, BidStage.quotation, true)).toBe(true);
    }
  });
});
