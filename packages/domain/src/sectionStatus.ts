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

/** Days a winner has to come and sign the contract (part 2 §9). */
export const WIN_NOTICE_DAYS = 30;

/**
 * When a section with published results closes by itself (13 → 14, DESIGN.md §3 "clock after the contract
 * period"): the win notice gives the winner WIN_NOTICE_DAYS to sign the contract, counted from the results.
 */
export const closesAt = (resultTime: Date | null | undefined): Date | null =>
  resultTime ? new Date(new Date(resultTime).getTime() + WIN_NOTICE_DAYS * 86_400_000) : null;

/** A time of the section that drives a move: one of its clock times, or the close after published results. */
export type ClockTime = 'signupStartTime' | 'signupEndTime' | 'startTime' | 'entTime' | 'closesAt';

/** One time-driven move of the section machine: from any of `from` to `to` once `at` is reached. */
export interface ClockTransition {
  /** 0 tender, 1 inquiry; both when absent. */
  biddingType?: 0 | 1;
  from: readonly SectionStatusValue[];
  to: SectionStatusValue;
  at: ClockTime;
}

const S = SectionStatus;

/**
 * The section machine's time-driven moves (DESIGN.md §3) as data, in the order the times come. Every other
 * move (publish, evaluate, publish results, abandon, suspend) is made by people through the buyer's
 * commands. A section far behind takes the latest move that applies (a server down for a day does not
 * replay every step); the next move is the first one ahead. The clock carries out exactly this table.
 */
export const SECTION_CLOCK: readonly ClockTransition[] = [
  { biddingType: 0, from: [S.announced], to: S.signupOpen, at: 'signupStartTime' },
  { biddingType: 0, from: [S.announced, S.signupOpen], to: S.signupClosed, at: 'signupEndTime' },
  { biddingType: 0, from: [S.announced, S.signupOpen, S.signupClosed], to: S.quoting, at: 'startTime' },
  { biddingType: 0, from: [S.announced, S.signupOpen, S.signupClosed, S.quoting], to: S.quotingEnded, at: 'entTime' },
  { biddingType: 1, from: [S.quoting], to: S.quotingEnded, at: 'entTime' },
  { from: [S.resultPublished], to: S.closed, at: 'closesAt' },
];

/** The moves of the table that may take a section of this bidding type out of `status`, in time order. */
export const clockTransitionsFrom = (biddingType: number, status: number): ClockTransition[] =>
  SECTION_CLOCK.filter((t) => (t.biddingType === undefined || t.biddingType === biddingType) && (t.from as readonly number[]).includes(status));

const timeOf = (section: SectionClock, at: ClockTime): Date | null => (at === 'closesAt' ? closesAt(section.resultTime) : section[at]);

const reached = (time: Date | null, now: Date) => time !== null && time.getTime() <= now.getTime();

/**
 * The status a section should have at `now`: the latest move of the table whose time has come. People-set
 * statuses never change here, except that published results (13) close (14) once the contract period after
 * them has passed.
 */
export function statusAt(section: SectionClock, now: Date): number {
  const due = clockTransitionsFrom(section.biddingType, section.sectionStauts).filter((t) => reached(timeOf(section, t.at), now));
  return due.length ? due[due.length - 1].to : section.sectionStauts;
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
 * When the clock next has to look at a section: the time of the first move of the table that can take it
 * out of its status, or null when none is pending (a people-set status, or no time given).
 */
export function nextClockTime(section: SectionClock): Date | null {
  for (const t of clockTransitionsFrom(section.biddingType, section.sectionStauts)) {
    const time = timeOf(section, t.at);
    if (time !== null) return time;
  }
  return null;
}

/** Whether the buyer may appoint suppliers to an extra quoting round: only once quoting has ended (2). */
export const canAppointExtraRound = (status: number) => status === SectionStatus.quotingEnded;

/** Statuses in which a section runs (DESIGN.md §3). */
export const RUNNING_SECTION: readonly SectionStatusValue[] = [S.announced, S.signupOpen, S.signupClosed, S.quoting, S.quotingEnded, S.evaluating];

/**
 * The people-made moves of the section machine as data: what a manager may do to a section, by the statuses
 * that allow it. The server refuses any other (601) and answers these with every section it shows the
 * workbench; the web shows a button for each.
 */
export const SECTION_ACTIONS = {
  /** Change the draft in the editor (a published section is read-only). */
  edit: [S.draft],
  publish: [S.draft],
  suspend: RUNNING_SECTION,
  resume: [S.suspended],
  abandon: [...RUNNING_SECTION, S.suspended],
  close: [...RUNNING_SECTION, S.resultPublished, S.suspended],
  /** Follow its sign-ups (reviews, the sign-up list, quotes, deposits): once published, a draft has none; not a move. */
  manageSignups: ALL_SECTION_STATUSES.filter((status): status is SectionStatusValue => status !== S.draft),
} as const satisfies Record<string, readonly SectionStatusValue[]>;

/** A lifecycle action on a section; 'edit' opens the editor and 'manageSignups' the sign-up pages, the others are commands. */
export type SectionAction = keyof typeof SECTION_ACTIONS;

/** Whether a section in `status` allows `action`. */
export const mayActOn = (action: SectionAction, status: number) => (SECTION_ACTIONS[action] as readonly number[]).includes(status);

/** The actions a manager may take on a section in `status`, in the table's order (the web shows these buttons). */
export const sectionActions = (status: number): SectionAction[] => (Object.keys(SECTION_ACTIONS) as SectionAction[]).filter((action) => mayActOn(action, status));
