import { describe, expect, it } from 'vitest';
import {
  baseFileStamp,
  BidStatus,
  canAbandonAward,
  canCancelBidFile,
  canConfirmRefund,
  canQuote,
  canEditSignup,
  canEditWinningQuote,
  canSubmitQuotationNotes,
  canSubmitStage,
  canWithdraw,
  statusAfterSubmit,
  initialBidStatus,
  isBeforePaymentDeadline,
  bidFileWindowEnded,
  isBidFileWindowOpen,
  isBidPageDisabled,
  isWinningAmount,
  myBidOpensPlainDetails,
  progressSteps,
  requirementsOf,
  showsBidFileCountdown,
  showsBiddingResult,
  showsBidOpeningText,
  showsPaymentCountdown,
  showsQuotationHistory,
  showsStartCountdown,
  statusAfterStage,
  SUBMITTED,
  type RequiredStages,
  type SectionRequirements,
} from './bidStatus';

const none: SectionRequirements = {
  biddingType: 0,
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

  it('skips the bid-file stage of an inquiry, which has no bid-file window', () => {
    const inquiry = { ...none, biddingType: 1, isBiddingCommitFile: 1 };
    expect(initialBidStatus(inquiry)).toBe(15);
    expect(statusAfterStage({ ...inquiry, hasReceivingAccounts: true }, 8)).toBe(15);
    expect(progressSteps(inquiry)).toEqual([1, 15, 20]);
    expect(progressSteps({ ...inquiry, biddingType: 0 })).toEqual([1, 11, 15, 20]);
  });
});

describe('what each bid status allows (DESIGN.md §4)', () => {
  const ALL = [-1, ...Array.from({ length: 20 }, (_, i) => i + 1)];
  const allowedAt = (rule: (status: number) => boolean) => ALL.filter(rule);

  it('lets each stage be submitted only at its own statuses, so never twice or out of order', () => {
    expect(allowedAt((s) => canSubmitStage('baseFiles', s))).toEqual([1, 2, 4]);
    expect(allowedAt((s) => canSubmitStage('qualification', s))).toEqual([1, 5, 7]);
    expect(allowedAt((s) => canSubmitStage('payment', s))).toEqual([8, 10]);
    expect(allowedAt((s) => canSubmitStage('bidFile', s))).toEqual([11, 13]);
    expect(allowedAt((s) => canSubmitStage('quotationNotes', s))).toEqual([15]);
    for (const stage of Object.keys(SUBMITTED) as (keyof typeof SUBMITTED)[]) expect(canSubmitStage(stage, SUBMITTED[stage])).toBe(false);
  });

  it('withdraws the bid file only while uploaded', () => {
    expect(allowedAt(canCancelBidFile)).toEqual([12]);
  });

  it('withdraws the sign-up below 20 (ended, 14, included), not when withdrawn, not when disabled', () => {
    expect(allowedAt((s) => canWithdraw(s, 0))).toEqual(ALL.filter((s) => ![-1, 20].includes(s)));
    expect(allowedAt((s) => canWithdraw(s, true))).toEqual([]);
  });

  it('keeps a qualification sent at 1 beside the base files; elsewhere a submission goes under review', () => {
    expect(statusAfterSubmit('qualification', 1)).toBe(1);
    expect(statusAfterSubmit('qualification', 5)).toBe(6);
    expect(statusAfterSubmit('qualification', 7)).toBe(6);
    expect(statusAfterSubmit('baseFiles', 1)).toBe(3);
  });

  it('accepts quotation notes only at 15 (16 and 18 lock the file) when the section asks for them and the supplier has quoted', () => {
    expect(allowedAt((s) => canSubmitQuotationNotes(s, 1, true))).toEqual([15]);
    expect(allowedAt((s) => canSubmitQuotationNotes(s, 0, true))).toEqual([]);
    expect(allowedAt((s) => canSubmitQuotationNotes(s, 1, false))).toEqual([]);
  });

  it('shows the stamps of the base-file stage: 3 review, 4 rejected, above 4 passed except 14', () => {
    const stamps = ALL.map((s) => baseFileStamp(s));
    expect(stamps).toEqual(ALL.map((s) => (s === 3 ? 'review' : s === 4 ? 'rejected' : s > 4 && s !== 14 ? 'passed' : null)));
  });

  it('shows the passed stamp on an ended (14) or withdrawn (-1) sign-up only when it reached a later stage', () => {
    for (const status of [BidStatus.ended, BidStatus.withdrawn]) {
      expect(baseFileStamp(status)).toBeNull();
      expect(baseFileStamp(status, true)).toBe('passed');
    }
    // Live statuses follow the status alone.
    expect(baseFileStamp(3, true)).toBe('review');
    expect(baseFileStamp(1, true)).toBeNull();
  });

  it('loads history above 14, results at 19 and 20, the bid-opening text below 15', () => {
    expect(allowedAt(showsQuotationHistory)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(allowedAt(showsBiddingResult)).toEqual([19, 20]);
    expect(allowedAt(showsBidOpeningText)).toEqual(ALL.filter((s) => s < 15));
  });

  it('counts down to the bid-file end at 11 and 13, to the payment deadline at 8 and 10, to the start at 1 to 14', () => {
    expect(allowedAt(showsBidFileCountdown)).toEqual([11, 13]);
    expect(allowedAt(showsPaymentCountdown)).toEqual([8, 10]);
    expect(allowedAt((s) => showsStartCountdown(s, 8))).toEqual(ALL.filter((s) => s >= 1 && s <= 14));
    for (const section of [6, 14, 1]) expect(allowedAt((s) => showsStartCountdown(s, section))).toEqual([]);
  });

  it('opens the plain details link for finished sections (2, 13, 14, 6) or finished sign-ups (14, 20, -1)', () => {
    expect(allowedAt((s) => myBidOpensPlainDetails(8, s))).toEqual([-1, 14, 20]);
    for (const section of [2, 13, 14, 6]) expect(allowedAt((s) => myBidOpensPlainDetails(section, s))).toEqual(ALL);
  });

  it('quotes from 15 to 19 while the section quotes, or when appointed only after quoting ended (2) or in evaluation (12)', () => {
    const SECTIONS = [0, 1, 2, 6, 7, 8, 9, 12, 13, 14, 15];
    expect(allowedAt((s) => canQuote(s, 1, 0))).toEqual([15, 16, 17, 18, 19]);
    expect(SECTIONS.filter((section) => canQuote(15, section, 0))).toEqual([1]);
    expect(SECTIONS.filter((section) => canQuote(15, section, 1))).toEqual([1, 2, 12]);
    expect(allowedAt((s) => canQuote(s, 2, 1))).toEqual([15, 16, 17, 18, 19]);
  });

  it('makes the page read-only for sections 15, 12, 13, 14, 6, for 2 unless appointed, and after withdrawal', () => {
    const SECTIONS = [1, 2, 6, 7, 8, 9, 12, 13, 14, 15];
    expect(SECTIONS.filter((s) => isBidPageDisabled(s, 8, 0))).toEqual([2, 6, 12, 13, 14, 15]);
    expect(SECTIONS.filter((s) => isBidPageDisabled(s, 8, 1))).toEqual([6, 12, 13, 14, 15]);
    expect(SECTIONS.filter((s) => isBidPageDisabled(s, -1, 1))).toEqual(SECTIONS);
  });

  it('lets the supplier change its sign-up only on an editable page, not disabled, not ended', () => {
    expect(allowedAt((s) => canEditSignup(8, s, 0, 0))).toEqual(ALL.filter((s) => ![-1, 14, 20].includes(s)));
    expect(allowedAt((s) => canEditSignup(8, s, 0, 1))).toEqual([]);
    expect(allowedAt((s) => canEditSignup(13, s, 0, 0))).toEqual([]);
  });

  it('lets only an awarded sign-up at 20 abandon its award, once', () => {
    expect(allowedAt((s) => canAbandonAward(s, true, false))).toEqual([20]);
    expect(canAbandonAward(20, false, false)).toBe(false);
    expect(canAbandonAward(20, true, true)).toBe(false);
  });

  it('confirms a refund only at 6, and edits the winning quote at 0 or 20', () => {
    expect([4, 5, 6].filter(canConfirmRefund)).toEqual([6]);
    expect([0, 10, 20, 30].filter(canEditWinningQuote)).toEqual([0, 20]);
  });
});

describe('windows, deadlines and amounts', () => {
  const t = (iso: string) => new Date(iso);

  it('opens the bid-file window from its start (included) until its end (not included), a missing bound leaving that side open', () => {
    const start = t('2026-06-01T00:00:00Z');
    const end = t('2026-06-02T00:00:00Z');
    const ms = (d: Date, offset: number) => new Date(d.getTime() + offset);
    expect(isBidFileWindowOpen(start, end, ms(start, -1))).toBe(false);
    expect(isBidFileWindowOpen(start, end, start)).toBe(true);
    expect(isBidFileWindowOpen(start, end, ms(end, -1))).toBe(true);
    expect(isBidFileWindowOpen(start, end, end)).toBe(false);
    expect(isBidFileWindowOpen(start, end, ms(end, 1))).toBe(false);
    expect(isBidFileWindowOpen(null, end, t('2020-01-01T00:00:00Z'))).toBe(true);
    expect(isBidFileWindowOpen(start, null, t('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('ends the bid-file window at its end instant, for the clock as for the upload', () => {
    const end = t('2026-06-02T00:00:00Z');
    expect([-1, 0, 1].map((offset) => bidFileWindowEnded(end, new Date(end.getTime() + offset)))).toEqual([false, true, true]);
    expect(bidFileWindowEnded(null, t('2030-01-01T00:00:00Z'))).toBe(false);
    for (const offset of [-1, 0, 1]) {
      const now = new Date(end.getTime() + offset);
      expect(isBidFileWindowOpen(null, end, now)).toBe(!bidFileWindowEnded(end, now));
    }
  });

  it('takes payment proofs until the deadline, or always without one', () => {
    const deadline = t('2026-06-01T00:00:00Z');
    expect(isBeforePaymentDeadline(deadline, deadline)).toBe(true);
    expect(isBeforePaymentDeadline(deadline, t('2026-06-01T00:00:01Z'))).toBe(false);
    expect(isBeforePaymentDeadline(null, t('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('takes winning amounts of up to 2 decimals and 10 characters', () => {
    for (const ok of ['0', '12', '1200.5', '1200.50', '9999999.99', '1234567890']) expect(isWinningAmount(ok), ok).toBe(true);
    for (const bad of ['', '1.234', '12345678901', '99999999.99', '-1', '1e5', '1.', '.5', ' 1']) expect(isWinningAmount(bad), bad).toBe(false);
  });
});

describe('requirementsOf', () => {
  const required = (flags: Partial<SectionRequirements>) => requirementsOf({ ...none, ...flags });
  const nothing = { baseFiles: false, qualification: false, payment: false, bidFile: false, quotationNotes: false };
  it.each<[string, Partial<SectionRequirements>, Partial<RequiredStages>]>([
    ['no flags', {}, {}],
    ['technical files', { isQualificationTec: 1 }, { baseFiles: true }],
    ['business licence', { isQualificationBusinessLicense: 1 }, { qualification: true }],
    ['achievement', { isQualificationAchievement: 1 }, { qualification: true }],
    ['agency licence', { isQualificationAgencyLicense: 1 }, { qualification: true }],
    ['other qualification', { isQualificationOther: 1 }, { qualification: true }],
    ['receiving accounts', { hasReceivingAccounts: true }, { payment: true }],
    ['bid file, tender', { isBiddingCommitFile: 1 }, { bidFile: true }],
    ['bid file, inquiry', { biddingType: 1, isBiddingCommitFile: 1 }, {}],
    ['quotation notes', { isQualificationQuotes: 1 }, { quotationNotes: true }],
    [
      'everything',
      { isQualificationTec: 1, isQualificationOther: 1, hasReceivingAccounts: true, isBiddingCommitFile: 1, isQualificationQuotes: 1 },
      { baseFiles: true, qualification: true, payment: true, bidFile: true, quotationNotes: true },
    ],
  ])('%s', (_, flags, stages) => {
    expect(required(flags)).toEqual({ ...nothing, ...stages });
  });

  it('agrees with the first status and the progress steps', () => {
    const all: Partial<SectionRequirements>[] = [{}, { isQualificationTec: 1 }, { isQualificationAchievement: 1 }, { hasReceivingAccounts: true }, { isBiddingCommitFile: 1 }, { biddingType: 1, isBiddingCommitFile: 1 }];
    for (const flags of all) {
      const r = required(flags);
      const firstStage = r.baseFiles ? 1 : r.qualification ? 5 : r.payment ? 8 : r.bidFile ? 11 : 15;
      expect(initialBidStatus({ ...none, ...flags })).toBe(firstStage);
      expect(progressSteps({ ...none, ...flags })).toEqual([1, ...(r.qualification ? [6] : []), ...(r.payment ? [8] : []), ...(r.bidFile ? [11] : []), 15, 20]);
    }
  });
});
