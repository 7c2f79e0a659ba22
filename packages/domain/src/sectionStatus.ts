import { WIN_NOTICE_DAYS } from './bidStatus';

/**
 * Section (project) statuses, `sectionStauts` on the wire (DESIGN.md §3), and the time-driven moves the
 * server makes: announced → sign-up open → sign-up closed → quoting → quoting ended.
 */
export const SectionStatus = {
  draft: 0,
  quoting: 1,
  quotingEnded: 2,
  abandoned: 6,
  announced: 7,
  signupOpen: 8,
  signupClosed: 9,
  evaluating: 12,
  resultPublished: 13,
  closed: 14,
  suspended: 15,
} as const;
export type SectionStatusValue = (typeof SectionStatus)[keyof typeof SectionStatus];

export const ALL_SECTION_STATUSES: readonly number[] = Object.values(SectionStatus);

/** The times that drive a section; null when the section has no such period. */
export interface SectionClock {
  biddingType: number;
  sectionStauts: number;
  signupStartTime: Date | null;
  signupEndTime: Date | null;
  startTime: Date | null;
  entTime: Date | null;
  /** When the results were published (status 13); the section closes WIN_NOTICE_DAYS later. */
  resultTime?: Date | null;
}

/**
 * When a section with published results closes by itself (13 → 14, DESIGN.md §3 "clock after the contract
 * period"): the win notice gives the winner WIN_NOTICE_DAYS to sign the contract, counted from the results.
 */
export const closesAt = (resultTime: Date | null | undefined): Date | null =>
  resultTime ? new Date(new Date(resultTime).getTime() + WIN_NOTICE_DAYS * 86_400_000) : null;

/** Statuses the clock may move a section out of. Others are set by people. */
const CLOCK_DRIVEN = new Set<number>([
  SectionStatus.announced,
  SectionStatus.signupOpen,
  SectionStatus.signupClosed,
  SectionStatus.quoting,
]);

const reached = (time: Date | null, now: Date) => time !== null && time.getTime() <= now.getTime();

/**
 * The status a section should have at `now`. A section far behind jumps straight to the right status
 * (a server that was down for a day does not replay every step). People-set statuses never change here,
 * except that published results (13) close (14) once the contract period after them has passed.
 */
export function statusAt(section: SectionClock, now: Date): number {
  const current = section.sectionStauts;
  if (current === SectionStatus.resultPublished) return reached(closesAt(section.resultTime), now) ? SectionStatus.closed : current;
  if (!CLOCK_DRIVEN.has(current)) return current;
  if (section.biddingType === 1) {
    return reached(section.entTime, now) ? SectionStatus.quotingEnded : current;
  }
  if (reached(section.entTime, now)) return SectionStatus.quotingEnded;
  if (reached(section.startTime, now)) return SectionStatus.quoting;
  if (current === SectionStatus.quoting) return current;
  if (reached(section.signupEndTime, now)) return SectionStatus.signupClosed;
  if (current === SectionStatus.signupClosed) return current;
  if (reached(section.signupStartTime, now)) return SectionStatus.signupOpen;
  return current;
}

/** The status a section takes when its buyer publishes it. */
export function statusOnPublish(section: Omit<SectionClock, 'sectionStauts'>, now: Date): number {
  const start = section.biddingType === 1 ? SectionStatus.quoting : SectionStatus.announced;
  return statusAt({ ...section, sectionStauts: start }, now);
}

/** Whether a visitor may see the section at all (drafts are private to the buyer). */
export const isPublic = (status: number) => status !== SectionStatus.draft;

/** Whether the sign-up button of the announcement page shows (part 1 §2). */
export function canShowSignup(biddingType: number, status: number): boolean {
  return biddingType === 1 ? status === SectionStatus.quoting : status === SectionStatus.signupOpen;
}

/** Dictionary that labels a section's status, by bidding type. */
export const sectionStatusDictType = (biddingType: number) =>
  biddingType === 1 ? 'sys_section_stauts' : 'sys_section_stauts_tenders';

/**
 * When the clock next has to look at a section in `status`: the time of its next time-driven move, or
 * null when none is pending (a people-set status, or no time given).
 */
export function nextClockTime(section: SectionClock): Date | null {
  const s = section.sectionStauts;
  if (s === SectionStatus.resultPublished) return closesAt(section.resultTime);
  if (section.biddingType === 1) return s === SectionStatus.quoting ? section.entTime : null;
  switch (s) {
    case SectionStatus.announced:
      return section.signupStartTime ?? section.signupEndTime ?? section.startTime ?? section.entTime;
    case SectionStatus.signupOpen:
      return section.signupEndTime ?? section.startTime ?? section.entTime;
    case SectionStatus.signupClosed:
      return section.startTime ?? section.entTime;
    case SectionStatus.quoting:
      return section.entTime;
    default:
      return null;
  }
}

/** Whether the buyer may appoint suppliers to an extra quoting round: only once quoting has ended (2). */
export const canAppointExtraRound = (status: number) => status === SectionStatus.quotingEnded;
