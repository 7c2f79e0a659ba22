import { describe, expect, it } from 'vitest';
import {
  ALL_SECTION_STATUSES,
  canAppointExtraRound,
  canShowSignup,
  nextClockTime,
  sectionActions,
  SectionStatus as S,
  statusAt,
  statusOnPublish,
  type SectionAction,
  type SectionClock,
} from './sectionStatus';

const h = (hours: number) => new Date(Date.UTC(2026, 5, 1, 0, 0, 0) + hours * 3_600_000);
const now = h(0);

const tender = (status: number, times: Partial<SectionClock> = {}): SectionClock => ({
  biddingType: 0,
  sectionStauts: status,
  signupStartTime: h(1),
  signupEndTime: h(2),
  startTime: h(3),
  entTime: h(4),
  ...times,
});
const inquiry = (status: number, entTime: Date | null = h(4)): SectionClock => ({
  biddingType: 1,
  sectionStauts: status,
  signupStartTime: null,
  signupEndTime: null,
  startTime: null,
  entTime,
});

describe('statusAt: the time-driven moves of a tender', () => {
  it.each([
    [0.5, S.announced],
    [1, S.signupOpen],
    [1.5, S.signupOpen],
    [2, S.signupClosed],
    [3, S.quoting],
    [3.99, S.quoting],
    [4, S.quotingEnded],
    [100, S.quotingEnded],
  ])('an announced tender at hour %s is in status %s', (hour, expected) => {
    expect(statusAt(tender(S.announced), h(hour))).toBe(expected);
  });

  it('moves exactly at each boundary, not a millisecond before', () => {
    expect(statusAt(tender(S.announced), new Date(h(1).getTime() - 1))).toBe(S.announced);
    expect(statusAt(tender(S.signupOpen), new Date(h(2).getTime() - 1))).toBe(S.signupOpen);
  });

  it('never moves a status set by people', () => {
    for (const status of [S.draft, S.evaluating, S.resultPublished, S.closed, S.abandoned, S.suspended, S.quotingEnded]) {
      expect(statusAt(tender(status), h(100))).toBe(status);
    }
  });

  it('never moves a section backwards', () => {
    expect(statusAt(tender(S.quoting), now)).toBe(S.quoting);
    expect(statusAt(tender(S.signupClosed), now)).toBe(S.signupClosed);
  });

  it('skips a period the tender does not have', () => {
    expect(statusAt(tender(S.announced, { signupStartTime: null, signupEndTime: null }), h(3.5))).toBe(S.quoting);
  });
});

describe('statusAt: an inquiry', () => {
  it('quotes until its end time, then ends', () => {
    expect(statusAt(inquiry(S.quoting), h(3))).toBe(S.quoting);
    expect(statusAt(inquiry(S.quoting), h(4))).toBe(S.quotingEnded);
  });
  it('stays open without an end time', () => {
    expect(statusAt(inquiry(S.quoting, null), h(1000))).toBe(S.quoting);
  });
});

describe('statusOnPublish', () => {
  it('announces a tender, or opens its sign-up when that time has come', () => {
    expect(statusOnPublish(tender(S.draft), now)).toBe(S.announced);
    expect(statusOnPublish(tender(S.draft), h(1.5))).toBe(S.signupOpen);
  });
  it('opens an inquiry for quoting', () => {
    expect(statusOnPublish(inquiry(S.draft), now)).toBe(S.quoting);
  });
});

describe('nextClockTime', () => {
  it('is the time of the next move for each clock-driven status', () => {
    expect(nextClockTime(tender(S.announced))).toEqual(h(1));
    expect(nextClockTime(tender(S.signupOpen))).toEqual(h(2));
    expect(nextClockTime(tender(S.signupClosed))).toEqual(h(3));
    expect(nextClockTime(tender(S.quoting))).toEqual(h(4));
    expect(nextClockTime(inquiry(S.quoting))).toEqual(h(4));
  });
  it('is null where people decide', () => {
    for (const status of [S.draft, S.quotingEnded, S.evaluating, S.resultPublished, S.closed, S.abandoned, S.suspended]) {
      expect(nextClockTime(tender(status))).toBeNull();
    }
  });
});

describe('closing after the contract period', () => {
  it('closes published results (13 → 14) 30 days after they were published, tender and inquiry alike', () => {
    const published = { resultTime: h(10) };
    const day30 = h(10 + 30 * 24);
    for (const section of [tender(S.resultPublished, published), { ...inquiry(S.resultPublished), ...published }]) {
      expect(nextClockTime(section)).toEqual(day30);
      expect(statusAt(section, new Date(day30.getTime() - 1000))).toBe(S.resultPublished);
      expect(statusAt(section, day30)).toBe(S.closed);
    }
  });

  it('leaves results without a publication time alone', () => {
    expect(statusAt(tender(S.resultPublished), h(100_000))).toBe(S.resultPublished);
    expect(nextClockTime(tender(S.resultPublished, { resultTime: null }))).toBeNull();
  });
});

describe('canShowSignup', () => {
  it('shows the tender button only while sign-up is open and the inquiry one only while inquiring', () => {
    expect(canShowSignup(0, S.signupOpen)).toBe(true);
    expect(canShowSignup(0, S.announced)).toBe(false);
    expect(canShowSignup(0, S.quoting)).toBe(false);
    expect(canShowSignup(1, S.quoting)).toBe(true);
    expect(canShowSignup(1, S.quotingEnded)).toBe(false);
  });
});

describe('canAppointExtraRound', () => {
  it('allows an extra round only once quoting has ended', () => {
    expect(ALL_SECTION_STATUSES.filter(canAppointExtraRound)).toEqual([S.quotingEnded]);
  });
});

describe('sectionActions: what a manager may do, from every status', () => {
  // Written from DESIGN.md §3 here, not read from the table the code runs on.
  const running: SectionAction[] = ['suspend', 'abandon', 'close', 'manageSignups'];
  const expected: Record<number, SectionAction[]> = {
    [S.draft]: ['edit', 'publish'],
    [S.announced]: running,
    [S.signupOpen]: running,
    [S.signupClosed]: running,
    [S.quoting]: running,
    [S.quotingEnded]: running,
    [S.evaluating]: running,
    [S.suspended]: ['resume', 'abandon', 'close', 'manageSignups'],
    [S.resultPublished]: ['close', 'manageSignups'],
    [S.closed]: ['manageSignups'],
    [S.abandoned]: ['manageSignups'],
  };

  it('covers every section status', () => {
    expect(Object.keys(expected).map(Number).sort()).toEqual([...ALL_SECTION_STATUSES].sort());
  });

  for (const status of ALL_SECTION_STATUSES) {
    it(`offers ${expected[status].join(', ') || 'nothing'} in status ${status}`, () => {
      expect(sectionActions(status)).toEqual(expected[status]);
    });
  }
});
