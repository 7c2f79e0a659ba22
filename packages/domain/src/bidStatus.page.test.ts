import { describe, expect, it } from 'vitest';
import {
  canEditSignup,
  canQuote,
  canSubmitStage,
  canWithdraw,
  isWinningQuantity,
  canReviewWinningQuote,
  canEditWinningQuote,
  progressSteps,
  REVIEW_STAGES,
  showsBidFileCountdown,
  showsBiddingResult,
  showsBidOpeningText,
  showsDepositRefund,
  holdsDeposit,
  showsPaymentCountdown,
  showsQuotationHistory,
  showsQuoteButton,
  showsStartCountdown,
  statusAfterReview,
  statusAfterStage,
  SUBMITTED,
  type SectionRequirements,
  type SubmitStage,
} from './bidStatus';

/**
 * What the bid detail shows and allows at every supplier bid status (DESIGN.md §4, part 2 §4), as tables:
 * one row per status, one column per rule, so a changed rule shows as a changed cell.
 */

const STAGES = Object.keys(SUBMITTED) as SubmitStage[];

/** What the page offers a sign-up at `status`, the section at `sectionStauts`. */
function page(status: number, sectionStauts: number, appointed = 0, disabled = 0) {
  return {
    submit: STAGES.find((stage) => canSubmitStage(stage, status)) ?? null,
    edit: canEditSignup(sectionStauts, status, appointed, disabled),
    withdraw: canWithdraw(status, disabled),
    startCountdown: showsStartCountdown(status, sectionStauts),
    paymentCountdown: showsPaymentCountdown(status),
    bidFileCountdown: showsBidFileCountdown(status),
    openingText: showsBidOpeningText(status),
    history: showsQuotationHistory(status),
    result: showsBiddingResult(status),
    quoteButton: showsQuoteButton(status, sectionStauts, appointed, disabled),
    quote: canQuote(status, sectionStauts, appointed),
  };
}

const o = true;
const _ = false;

describe('the bid detail at every supplier bid status', () => {
  // Columns: stage submittable; while signing up (section 8): edit, withdraw, countdowns to the start, the
  // payment deadline and the bid-file end, bid-opening text, quotation history, results; while quoting
  // (section 1): quote button shown, quoting allowed.
  const TABLE: [number, SubmitStage | null, ...boolean[]][] = [
    //       submit            edit withdr start pay  file  open  hist  result button quote
    [-1, null,                  _,   _,    _,    _,   _,    o,    _,    _,     _,     _],
    [1, 'baseFiles',            o,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [2, 'baseFiles',            o,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [3, null,                   o,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [4, 'baseFiles',            o,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [5, 'qualification',        o,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [6, null,                   o,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [7, 'qualification',        o,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [8, 'payment',              o,   o,    o,    o,   _,    o,    _,    _,     _,     _],
    [9, null,                   o,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [10, 'payment',             o,   o,    o,    o,   _,    o,    _,    _,     _,     _],
    [11, 'bidFile',             o,   o,    o,    _,   o,    o,    _,    _,     _,     _],
    [12, null,                  o,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [13, 'bidFile',             o,   o,    o,    _,   o,    o,    _,    _,     _,     _],
    [14, null,                  _,   o,    o,    _,   _,    o,    _,    _,     _,     _],
    [15, 'quotationNotes',      o,   o,    _,    _,   _,    _,    o,    _,     o,     o],
    [16, null,                  o,   o,    _,    _,   _,    _,    o,    _,     o,     o],
    [17, null,                  o,   o,    _,    _,   _,    _,    o,    _,     o,     o],
    [18, null,                  o,   o,    _,    _,   _,    _,    o,    _,     o,     o],
    [19, null,                  o,   o,    _,    _,   _,    _,    o,    o,     o,     o],
    [20, null,                  _,   _,    _,    _,   _,    _,    o,    o,     _,     _],
  ];

  it('covers every status, -1 and 1 to 20', () => {
    expect(TABLE.map((row) => row[0])).toEqual([-1, ...Array.from({ length: 20 }, (_, i) => i + 1)]);
  });

  it.each(TABLE)('at %i', (status, submit, edit, withdraw, startCountdown, paymentCountdown, bidFileCountdown, openingText, history, result, quoteButton, quote) => {
    const signingUp = page(status, 8);
    const quoting = page(status, 1);
    expect({ ...signingUp, quoteButton: quoting.quoteButton, quote: quoting.quote }).toEqual({
      submit,
      edit,
      withdraw,
      startCountdown,
      paymentCountdown,
      bidFileCountdown,
      openingText,
      history,
      result,
      quoteButton,
      quote,
    });
  });

  it('allows nothing to change on a sign-up the buyer disabled, at any status', () => {
    for (const [status] of TABLE) {
      expect(page(status, 8, 0, 1), String(status)).toMatchObject({ edit: false, withdraw: false, quoteButton: false });
      expect(page(status, 1, 0, 1).quoteButton, String(status)).toBe(false);
    }
  });
});

describe('the bid detail in every section status', () => {
  const SECTIONS = [7, 8, 9, 1, 2, 12, 13, 14, 6, 15];
  const where = (rule: (sectionStauts: number) => boolean) => SECTIONS.filter(rule);

  it.each([
    // appointed, editable at 8, quote button at 15, quoting at 15
    [0, [7, 8, 9, 1], [7, 8, 9, 1], [1]],
    [1, [7, 8, 9, 1, 2], [7, 8, 9, 1, 2, 12], [1, 2, 12]],
  ])('appointed %i: edits, shows and enables the quote button where the rules say', (appointed, editable, button, quoting) => {
    expect(where((s) => page(8, s, appointed).edit)).toEqual(editable);
    expect(where((s) => page(15, s, appointed).quoteButton)).toEqual(button);
    expect(where((s) => page(15, s, appointed).quote)).toEqual(quoting);
  });

  it('withdraws below 20 in every section status, read-only pages included (part 2 §4 names only -1 and disabled)', () => {
    expect(where((s) => page(19, s).withdraw)).toEqual(SECTIONS);
    expect(where((s) => page(14, s).withdraw)).toEqual(SECTIONS);
    expect(where((s) => page(20, s).withdraw || page(-1, s).withdraw || page(8, s, 0, 1).withdraw)).toEqual([]);
  });

  it('counts down to the start outside sections 6, 14 and 1, from 1 to 14 only', () => {
    expect(where((s) => page(8, s).startCountdown)).toEqual([7, 8, 9, 2, 12, 13, 15]);
    expect(where((s) => page(15, s).startCountdown)).toEqual([]);
  });

  it('shows the deposit refund of a section with a deposit once it has a result, failed or closed', () => {
    expect(where((s) => showsDepositRefund(true, s))).toEqual([13, 14, 6]);
    expect(where((s) => showsDepositRefund(false, s))).toEqual([]);
  });

  it('counts a deposit amount or a deposit-type receiving account as a deposit, not a fee', () => {
    expect(holdsDeposit({ securityDeposit: '5000.00' }, [])).toBe(true);
    expect(holdsDeposit({ securityDeposit: null }, [{ type: '1' }])).toBe(true);
    expect(holdsDeposit({ securityDeposit: '0.00' }, [{ type: '2' }, { type: '3' }])).toBe(false);
  });
});

describe('stages a section makes a sign-up walk', () => {
  const full: SectionRequirements = {
    biddingType: 0,
    isQualificationTec: 1,
    isQualificationBusinessLicense: 1,
    isQualificationAchievement: 0,
    isQualificationAgencyLicense: 0,
    isQualificationOther: 0,
    hasReceivingAccounts: true,
    isBiddingCommitFile: 1,
  };
  const noQualification = { ...full, isQualificationBusinessLicense: 0 };
  const noAccounts = { ...full, hasReceivingAccounts: false };
  const noBidFile = { ...full, isBiddingCommitFile: 0 };
  const inquiry = { ...full, biddingType: 1 };
  const bare = { ...noQualification, isQualificationTec: 0, hasReceivingAccounts: false, isBiddingCommitFile: 0 };

  it.each([
    ['every stage', full, [1, 6, 8, 11, 15, 20]],
    ['no qualification type', noQualification, [1, 8, 11, 15, 20]],
    ['no receiving account', noAccounts, [1, 6, 11, 15, 20]],
    ['no bid file', noBidFile, [1, 6, 8, 15, 20]],
    ['an inquiry (no bid-file window)', inquiry, [1, 6, 8, 15, 20]],
    ['nothing required', bare, [1, 15, 20]],
  ])('shows the progress steps of a section with %s', (_name, section, steps) => {
    expect(progressSteps(section)).toEqual(steps);
  });

  it.each([
    // after base files, qualification, payment, bid file
    ['every stage', full, [5, 8, 11, 15]],
    ['no qualification type', noQualification, [8, 8, 11, 15]],
    ['no receiving account', noAccounts, [5, 11, 11, 15]],
    ['no bid file', noBidFile, [5, 8, 15, 15]],
    ['nothing required', bare, [15, 15, 15, 15]],
  ])('moves on to the next required stage in a section with %s', (_name, section, next) => {
    expect([1, 5, 8, 11].map((stage) => statusAfterStage(section, stage))).toEqual(next);
  });

  it.each([
    ['every stage', full, { baseFiles: 5, qualification: 8, payment: 11, quotationNotes: 19 }],
    ['no receiving account', noAccounts, { baseFiles: 5, qualification: 11, payment: 11, quotationNotes: 19 }],
    ['no bid file', noBidFile, { baseFiles: 5, qualification: 8, payment: 15, quotationNotes: 19 }],
    ['only base files', { ...bare, isQualificationTec: 1 }, { baseFiles: 15, qualification: 15, payment: 15, quotationNotes: 19 }],
  ])('leads a passed review to the next required stage in a section with %s, passed notes to the result', (_name, section, next) => {
    expect(Object.fromEntries(REVIEW_STAGES.map((stage) => [stage, statusAfterReview(section, stage)]))).toEqual(next);
  });

  it('puts a qualification sent at 1 under review as soon as the base files pass', () => {
    expect(statusAfterReview(full, 'baseFiles', true)).toBe(6);
    expect(statusAfterReview(noQualification, 'baseFiles', true)).toBe(8);
  });
});

describe('the winning quote entry', () => {
  it('takes quantities above 0 with up to 6 decimals and 20 characters', () => {
    for (const ok of ['1', '0.5', '10.000001', '1200.500000', '0.000001', '1'.repeat(20)]) expect(isWinningQuantity(ok), ok).toBe(true);
    for (const bad of ['', '0', '0.000000', '1.1234567', '-1', '1e3', '1,5', '.5', '1.', ' 1', '1'.repeat(21)]) expect(isWinningQuantity(bad), bad).toBe(false);
  });

  it('is edited by the supplier at 0 and 20, reviewed by the buyer only at 10, locked at 30', () => {
    expect([0, 10, 20, 30].filter(canEditWinningQuote)).toEqual([0, 20]);
    expect([0, 10, 20, 30].filter(canReviewWinningQuote)).toEqual([10]);
  });
});
