import { SectionStatus } from './sectionStatus';
import { BidStatus } from './bidStatus';

/** What decides whether a section's results are out: its status and when its results were published. */
export interface ResultsState {
  sectionStauts: number;
  /** When the buyer published the results (null or absent: never published). */
  resultTime: Date | string | null | undefined;
}

/**
 * Whether a section's results — other suppliers' prices and names, ranks after the end, the winners — may be
 * shown (DESIGN.md §5, sealed until results): once the results are published (13), and after the section
 * closes (14) only when it closed after its results. A section closed or abandoned (6) without results, or
 * suspended, stays sealed, whatever its awards or the caller's sign-up say. The one rule of the server's
 * answers and of open data.
 */
export const resultsVisible = (section: ResultsState): boolean =>
  section.sectionStauts === SectionStatus.resultPublished ||
  (section.sectionStauts === SectionStatus.closed && section.resultTime !== null && section.resultTime !== undefined);

/**
 * Whether a sign-up sees its section's results: it is at 20 (the status publication gives it) and the
 * section shows them (`resultsVisible`: 13, or 14 closed after them). The web reads this off the bid record,
 * which carries no result time; a sign-up at 20 has seen a publication, so a closed section (14) had its
 * results, and the server's `resultsVisible` check gives the same answer.
 */
export const signupResultsOut = (bidStatus: number, sectionStauts: number): boolean =>
  bidStatus === BidStatus.resultPublished && (sectionStauts === SectionStatus.resultPublished || sectionStauts === SectionStatus.closed);

/**
 * Whether the supplier may accept or reject the section's payment method: not once withdrawn or ended, not
 * while the buyer has disabled the sign-up, and once the results are out only as the winner that has not
 * declined its award (`winning`): a supplier who lost has nothing left to agree to.
 */
export const canAnswerPaymentMethods = (bidStatus: number, disabled: number | boolean | null | undefined, winning: boolean): boolean =>
  bidStatus !== BidStatus.withdrawn && bidStatus !== BidStatus.ended && !disabled && (bidStatus !== BidStatus.resultPublished || winning);

/** What decides whether quoted prices are opened to the buyer: the section's status, its end and a running extra round. */
export interface OpeningState {
  sectionStauts: number;
  /** The status a suspended section resumes to (null or absent unless suspended). */
  suspendedFrom?: number | null;
  /** The end of quoting (entTime). */
  entTime: Date | string | null | undefined;
  /** An extra round for appointed suppliers is running (its end is still ahead). */
  extraRoundRunning: boolean;
}

/** Statuses that follow the end of quoting: the prices were opened when the section entered them. */
const AFTER_QUOTING: ReadonlySet<number> = new Set([SectionStatus.quotingEnded, SectionStatus.evaluating, SectionStatus.resultPublished, SectionStatus.closed]);

/**
 * Whether the buyer and the administrators may see quoted prices (DESIGN.md §5, sealed from the buyer until
 * opening): once quoting has ended (2, 12, 13, 14), or a section abandoned (6) after its end time, and never
 * while an extra round for appointed suppliers runs (its new prices are as sealed as the first ones). Before,
 * staff see who is active, how many rounds and when, and under isYuanJu the bounds every participant sees.
 * A suspended section (15) is as open as the status it resumes to.
 */
export const pricesOpened = (s: OpeningState, now: Date): boolean => {
  if (s.extraRoundRunning) return false;
  if (s.sectionStauts === SectionStatus.suspended) return s.suspendedFrom != null && pricesOpened({ ...s, sectionStauts: s.suspendedFrom, suspendedFrom: null }, now);
  if (AFTER_QUOTING.has(s.sectionStauts)) return true;
  if (s.sectionStauts !== SectionStatus.abandoned || !s.entTime) return false;
  const end = typeof s.entTime === 'string' ? new Date(s.entTime.replace(' ', 'T')) : s.entTime;
  return end.getTime() <= now.getTime();
};
