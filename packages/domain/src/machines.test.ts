import { describe, expect, it } from 'vitest';
import { BidStatus as B, signupStatusOnClock, type SectionRequirements, type SignupClockEvent } from './bidStatus';
import { ALL_SECTION_STATUSES, nextClockTime, SectionStatus as S, statusAt, type SectionClock } from './sectionStatus';

/**
 * Table tests of the two state machines' time-driven moves over every status. The expected values are written
 * from DESIGN.md §3–§4 here, not read from the tables the code runs on.
 */
const h = (hours: number) => new Date(Date.UTC(2026, 5, 1) + hours * 3_600_000);
const times = { signupStartTime: h(1), signupEndTime: h(2), startTime: h(3), entTime: h(4), resultTime: h(5) };
const DAY30 = h(5 + 30 * 24);

describe('the section machine at each moment, from every status', () => {
  // For each starting status: [status at 0.5 h, 1.5 h, 2.5 h, 3.5 h, 4.5 h, day 30 after the results] of a tender.
  const tender: Record<number, number[]> = {
    [S.draft]: [S.draft, S.draft, S.draft, S.draft, S.draft, S.draft],
    [S.announced]: [S.announced, S.signupOpen, S.signupClosed, S.quoting, S.quotingEnded, S.quotingEnded],
    [S.signupOpen]: [S.signupOpen, S.signupOpen, S.signupClosed, S.quoting, S.quotingEnded, S.quotingEnded],
    [S.signupClosed]: [S.signupClosed, S.signupClosed, S.signupClosed, S.quoting, S.quotingEnded, S.quotingEnded],
    [S.quoting]: [S.quoting, S.quoting, S.quoting, S.quoting, S.quotingEnded, S.quotingEnded],
    [S.quotingEnded]: Array(6).fill(S.quotingEnded),
    [S.evaluating]: Array(6).fill(S.evaluating),
    [S.resultPublished]: [S.resultPublished, S.resultPublished, S.resultPublished, S.resultPublished, S.resultPublished, S.closed],
    [S.closed]: Array(6).fill(S.closed),
    [S.abandoned]: Array(6).fill(S.abandoned),
    [S.suspended]: Array(6).fill(S.suspended),
  };
  // An inquiry has no sign-up period: only quoting ends, and results close.
  const inquiry: Record<number, number[]> = {
    ...Object.fromEntries(ALL_SECTION_STATUSES.map((s) => [s, Array(6).fill(s)])),
    [S.quoting]: [S.quoting, S.quoting, S.quoting, S.quoting, S.quotingEnded, S.quotingEnded],
    [S.resultPublished]: [S.resultPublished, S.resultPublished, S.resultPublished, S.resultPublished, S.resultPublished, S.closed],
  };
  const moments = [h(0.5), h(1.5), h(2.5), h(3.5), h(4.5), DAY30];

  it('covers every section status', () => {
    expect(Object.keys(tender).map(Number).sort()).toEqual([...ALL_SECTION_STATUSES].sort());
  });

  for (const [kind, biddingType, table] of [['tender', 0, tender], ['inquiry', 1, inquiry]] as const) {
    it.each(ALL_SECTION_STATUSES.map((s) => [s]))(`a ${kind} in status %i moves as the table says`, (status) => {
      const section: SectionClock = { biddingType, sectionStauts: status, ...times };
      expect(moments.map((m) => statusAt(section, m))).toEqual(table[status]);
    });
  }

  it('looks again exactly when the next move of its status is due', () => {
    const next = (biddingType: number, status: number) => nextClockTime({ biddingType, sectionStauts: status, ...times });
    expect(ALL_SECTION_STATUSES.map((s) => [s, next(0, s)])).toEqual(
      ALL_SECTION_STATUSES.map((s) => [
        s,
        { [S.announced]: h(1), [S.signupOpen]: h(2), [S.signupClosed]: h(3), [S.quoting]: h(4), [S.resultPublished]: DAY30 }[s] ?? null,
      ]),
    );
    expect(ALL_SECTION_STATUSES.map((s) => [s, next(1, s)])).toEqual(
      ALL_SECTION_STATUSES.map((s) => [s, { [S.quoting]: h(4), [S.resultPublished]: DAY30 }[s] ?? null]),
    );
  });

  it('skips a period the section does not have', () => {
    const noSignupEnd: SectionClock = { biddingType: 0, sectionStauts: S.announced, ...times, signupStartTime: null, signupEndTime: null };
    expect(nextClockTime(noSignupEnd)).toEqual(h(3));
    expect(statusAt(noSignupEnd, h(2.5))).toBe(S.announced);
    expect(statusAt(noSignupEnd, h(3))).toBe(S.quoting);
  });
});

describe('the bid-status machine on each clock event, from every status', () => {
  const ALL_BID = Object.values(B) as number[];
  const section = (notes: boolean): SectionRequirements => ({
    biddingType: 0,
    isQualificationTec: 1,
    isQualificationBusinessLicense: 1,
    isQualificationAchievement: 0,
    isQualificationAgencyLicense: 0,
    isQualificationOther: 0,
    hasReceivingAccounts: true,
    isBiddingCommitFile: 1,
    isQualificationQuotes: notes ? 1 : 0,
  });
  /** The rule, as DESIGN.md §4 words it: the status a sign-up has after `event`. */
  const expected = (event: SignupClockEvent, status: number, quoted: boolean, notes: boolean): number => {
    const owesBeforeQuoting = [1, 2, 4, 5, 7, 8, 10, 11, 13];
    switch (event) {
      case 'quotingOpened':
        return owesBeforeQuoting.includes(status) ? B.ended : status === B.bidFileUploaded ? B.readyToQuote : status;
      case 'bidFileClosed':
        return [B.bidFileWindow, B.bidFileWithdrawn].includes(status as 11 | 13) ? B.ended : status === B.bidFileUploaded ? B.readyToQuote : status;
      case 'paymentDeadlinePassed':
        return status === B.paymentRequired || status === B.paymentRejected ? B.ended : status;
      case 'quotingEnded':
        if (status >= 1 && status <= 13) return B.ended;
        if (status === B.readyToQuote) return notes || !quoted ? B.ended : B.awaitingResult;
        if (status === B.notesRejected) return notes ? B.ended : status;
        if (status === B.notesSubmitted) return B.notesReview;
        return status;
    }
  };
  const events: SignupClockEvent[] = ['quotingOpened', 'bidFileClosed', 'paymentDeadlinePassed', 'quotingEnded'];
  const cases = events.flatMap((event) => ALL_BID.flatMap((status) => [false, true].flatMap((quoted) => [false, true].map((notes) => ({ event, status, quoted, notes })))));

  it.each(cases)('$event: status $status (quoted $quoted, notes $notes)', ({ event, status, quoted, notes }) => {
    expect(signupStatusOnClock(event, section(notes), status, quoted)).toBe(expected(event, status, quoted, notes));
  });

  it('passes an uploaded bid file to the stage the section has next', () => {
    expect(signupStatusOnClock('bidFileClosed', { ...section(false), isBiddingCommitFile: 1 }, B.bidFileUploaded, false)).toBe(B.readyToQuote);
  });
});
