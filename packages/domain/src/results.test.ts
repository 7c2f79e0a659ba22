import { describe, expect, it } from 'vitest';
import { canAnswerPaymentMethods, resultsVisible, signupResultsOut } from './results';
import { BidStatus } from './bidStatus';
import { ALL_SECTION_STATUSES } from './sectionStatus';

const PUBLISHED_AT = new Date('2025-03-01T10:00:00Z');

describe('resultsVisible', () => {
  // Every section status, without and with a result time. The caller's bid status is not an input: a sign-up
  // reaches 20 only when the results are published, and published results are public to everyone.
  it.each([
    // status, never published, published earlier
    [0, false, false],
    [7, false, false],
    [8, false, false],
    [9, false, false],
    [1, false, false],
    [2, false, false],
    [12, false, false],
    [13, true, true],
    [14, false, true],
    [6, false, false],
    [15, false, false],
  ])('section %i: %s without results, %s after results', (sectionStauts, unpublished, published) => {
    expect(resultsVisible({ sectionStauts, resultTime: null })).toBe(unpublished);
    expect(resultsVisible({ sectionStauts, resultTime: undefined })).toBe(unpublished);
    expect(resultsVisible({ sectionStauts, resultTime: PUBLISHED_AT })).toBe(published);
    expect(resultsVisible({ sectionStauts, resultTime: '2025-03-01 18:00:00' })).toBe(published);
  });

  it('keeps a section closed or abandoned without results sealed, even with winners already marked', () => {
    expect(resultsVisible({ sectionStauts: 14, resultTime: null })).toBe(false);
    expect(resultsVisible({ sectionStauts: 6, resultTime: null })).toBe(false);
  });
});

describe('what a sign-up may still do after the results', () => {
  it('sees the results at 20 in a section with results (13) or closed after them (14) only', () => {
    expect(signupResultsOut(20, 13)).toBe(true);
    expect(signupResultsOut(20, 14)).toBe(true);
    expect(signupResultsOut(19, 13)).toBe(false);
    expect(signupResultsOut(20, 12)).toBe(false);
    expect(signupResultsOut(20, 6)).toBe(false);
  });

  it('answers the payment method before the results, and after them only as the winner holding its award', () => {
    expect(canAnswerPaymentMethods(19, 0, false)).toBe(true);
    expect(canAnswerPaymentMethods(20, 0, false)).toBe(false);
    expect(canAnswerPaymentMethods(20, 0, true)).toBe(true);
    expect(canAnswerPaymentMethods(-1, 0, false)).toBe(false);
    expect(canAnswerPaymentMethods(14, 0, false)).toBe(false);
    expect(canAnswerPaymentMethods(8, 1, false)).toBe(false);
  });
});

describe('results over every bid status, section status, publication and award state', () => {
  // Written from DESIGN.md §5, not from the code: results are out at 13, and at 14 only after a publication;
  // a sign-up sees them at 20 on a section that has them; after them only the winner who has not declined its
  // award still answers the payment method, and never a sign-up withdrawn, ended or disabled.
  const BIDS = Object.values(BidStatus) as number[];
  const AWARDS = ['none', 'won', 'declined'] as const;
  const cases = BIDS.flatMap((bid) =>
    ALL_SECTION_STATUSES.flatMap((section) => [false, true].flatMap((published) => AWARDS.map((award) => ({ bid, section, published, award })))),
  );

  it('answers each combination as the rule says', () => {
    expect(cases).toHaveLength(BIDS.length * ALL_SECTION_STATUSES.length * 2 * AWARDS.length);
    for (const { bid, section, published, award } of cases) {
      const at = `bid ${bid}, section ${section}, published ${published}, award ${award}`;
      const visible = resultsVisible({ sectionStauts: section, resultTime: published ? PUBLISHED_AT : null });
      expect(visible, at).toBe(section === 13 || (section === 14 && published));
      expect(signupResultsOut(bid, section), at).toBe(bid === 20 && (section === 13 || section === 14));
      // A sign-up reaches 20 only through a publication: then what it sees is what the section shows.
      if (bid === 20 && published) expect(signupResultsOut(bid, section), at).toBe(visible);
      for (const disabled of [0, 1]) {
        expect(canAnswerPaymentMethods(bid, disabled, award === 'won'), `${at}, disabled ${disabled}`).toBe(
          bid !== -1 && bid !== 14 && disabled === 0 && (bid !== 20 || award === 'won'),
        );
      }
    }
  });
});
