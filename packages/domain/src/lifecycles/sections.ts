import { RUNNING_SECTION, SECTION_ACTIONS, SECTION_CLOCK, SectionStatus as S, type SectionStatusValue } from '../sectionStatus';
import { STAFF, type Transition } from './machine';

/** The conditions a section command checks before its move. */
export const SECTION_GUARDS = {
  /** Publish: the draft is complete (publishProblems), its end time ahead; the times say where it starts. */
  complete: 'the draft is complete and its quoting end is ahead; its clock times give the status it starts in',
  /** Resume: the status the section had when it was suspended. */
  suspendedFrom: 'the status remembered at the suspension',
  /** Award and results: no extra round running, winners with a complete quotation, no notes under review. */
  awardable: 'no extra round runs; winners quoted completely; for results, winners marked and no notes under review',
  /** The clock: the time named by the move (SECTION_CLOCK's `at`) has come. */
  timeReached: 'the time of the move has come (signupStartTime, signupEndTime, startTime, entTime + settling, closesAt)',
} as const;
export type SectionGuard = keyof typeof SECTION_GUARDS;

export type SectionMove = Transition<SectionStatusValue, string, SectionGuard>;

/** The statuses a tender may start in when published (later ones by its times); an inquiry starts quoting. */
const TENDER_START: readonly SectionStatusValue[] = [S.announced, S.signupOpen, S.signupClosed, S.quoting];

/**
 * The section machine (DESIGN.md §3): the buyer's moves (publish, suspend, resume, abandon, close, award,
 * results) and the clock's (SECTION_CLOCK, with the tender and inquiry variants). Who may act on a section at
 * all (its buyer company, an administrator) is the policy's; this table says which moves exist.
 */
export const SECTION_LIFECYCLE: readonly SectionMove[] = [
  ...TENDER_START.map((to): SectionMove => ({ action: 'publish', biddingType: 0, from: SECTION_ACTIONS.publish, to, who: STAFF, guard: 'complete' })),
  { action: 'publish', biddingType: 1, from: SECTION_ACTIONS.publish, to: S.quoting, who: STAFF, guard: 'complete' },
  { action: 'suspend', from: SECTION_ACTIONS.suspend, to: S.suspended, who: STAFF },
  ...RUNNING_SECTION.map((to): SectionMove => ({ action: 'resume', from: SECTION_ACTIONS.resume, to, who: STAFF, guard: 'suspendedFrom' })),
  { action: 'abandon', from: SECTION_ACTIONS.abandon, to: S.abandoned, who: STAFF },
  { action: 'close', from: SECTION_ACTIONS.close, to: S.closed, who: STAFF },
  { action: 'award', from: [S.quotingEnded, S.evaluating], to: S.evaluating, who: STAFF, guard: 'awardable' },
  { action: 'results', from: [S.quotingEnded, S.evaluating], to: S.resultPublished, who: STAFF, guard: 'awardable' },
  ...SECTION_CLOCK.map((t): SectionMove => ({ action: 'clock', biddingType: t.biddingType, from: t.from, to: t.to, who: ['clock'], guard: 'timeReached' })),
];

/** The section statuses in which awards are marked and results published: quoting ended (2) or evaluating (12). */
export const AWARDING_SECTION: readonly number[] = [S.quotingEnded, S.evaluating];
