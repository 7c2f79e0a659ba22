import {
  BidStage,
  BidStatus as B,
  isFinalBidStatus,
  REVIEWABLE,
  SIGNUP_CLOCK,
  SUBMITTABLE,
  SUBMITTED,
  type BidStatusValue,
  type ReviewStage,
} from '../bidStatus';
import { CREATED, STAFF, type Transition } from './machine';

/** The conditions a sign-up command checks before its move. */
export const SIGNUP_GUARDS = {
  /** Sign-up: the section is open for sign-up and the company accredited; it starts at the first stage required. */
  signupOpen: 'the section is open for sign-up, the company accredited; the first stage the section requires',
  /** A submission: the page is editable (canEditSignup), the stage's files complete, in its window or deadline. */
  editable: 'the sign-up is editable and what the stage asks is complete (its window or deadline included)',
  /** Withdrawal: not disabled by the buyer (canWithdraw). */
  notDisabled: 'the buyer has not disabled the sign-up',
  /** A passed review: the next stage the section requires (statusAfterReview). */
  nextStage: 'the next stage the section requires (a qualification sent ahead goes under review)',
  /** The clock: the section event of the move happened (SIGNUP_CLOCK), with its quoted/notes conditions. */
  sectionEvent: 'the section event of the move happened (quoting opened or ended, the bid-file window or the payment deadline passed)',
  /** Results: the sign-up quoted (19 → 20); every other sign-up not final ends. */
  quoted: 'the sign-up stored a round',
} as const;
export type SignupGuard = keyof typeof SIGNUP_GUARDS;

export type SignupMove = Transition<BidStatusValue, string, SignupGuard>;

/** Every bid status. */
export const ALL_BID_STATUSES = Object.values(B) as BidStatusValue[];
/** The statuses a sign-up may still leave: every status but withdrawn, ended and results published. */
export const NOT_FINAL_BID: readonly BidStatusValue[] = ALL_BID_STATUSES.filter((s) => !isFinalBidStatus(s));
/** The statuses a withdrawal leaves (canWithdraw): below 20, not withdrawn. */
const WITHDRAWABLE = ALL_BID_STATUSES.filter((s) => s < B.resultPublished && s !== B.withdrawn);

/** The status each stage starts in: where a new sign-up, or a passed stage, leads. */
const STAGE_STARTS: readonly BidStatusValue[] = [B.baseFilesToSubmit, B.qualificationToSubmit, B.paymentRequired, B.bidFileWindow, B.readyToQuote];
const after = (stage: number) => STAGE_STARTS.filter((s) => s > stage);

/** Where a passed review may lead, by stage: the stages after it (and 6 when the qualification was sent ahead). */
const PASSED: Record<ReviewStage, readonly BidStatusValue[]> = {
  baseFiles: [...after(BidStage.baseFiles), B.qualificationReview],
  qualification: after(BidStage.qualification),
  payment: after(BidStage.payment),
  quotationNotes: [B.awaitingResult],
};

const SUPPLIER = ['supplier'] as const;
const submit = (action: string, stage: keyof typeof SUBMITTED): SignupMove => ({ action, from: SUBMITTABLE[stage], to: SUBMITTED[stage], who: SUPPLIER, guard: 'editable' });

const reviews = (stage: ReviewStage): SignupMove[] => [
  { action: `review-${stage}`, from: REVIEWABLE[stage].from as BidStatusValue[], to: REVIEWABLE[stage].rejected as BidStatusValue, who: STAFF },
  ...PASSED[stage].map((to): SignupMove => ({ action: `review-${stage}`, from: REVIEWABLE[stage].from as BidStatusValue[], to, who: STAFF, guard: 'nextStage' })),
];

/** The clock's moves (SIGNUP_CLOCK), the bid file's next stage written out: quoting (the last stage after it). */
const clockMoves = (): SignupMove[] =>
  SIGNUP_CLOCK.map((m) => ({
    action: m.action,
    from: m.from as BidStatusValue[],
    to: (m.to === 'afterBidFile' ? B.readyToQuote : m.to) as BidStatusValue,
    who: ['clock'],
    guard: 'sectionEvent',
  }));

/**
 * The bid-status machine of a sign-up (DESIGN.md §4): created at the first stage its section requires; the
 * supplier's submissions (SUBMITTED), the buyer's reviews (REVIEWABLE), the clock's moves (SIGNUP_CLOCK), the
 * results and the end of its section. A qualification sent at 1 is recorded without a move (1 → 1).
 */
export const SIGNUP_LIFECYCLE: readonly SignupMove[] = [
  ...STAGE_STARTS.map((to): SignupMove => ({ action: 'signup', from: [CREATED], to, who: SUPPLIER, guard: 'signupOpen' })),
  submit('submit-base-files', 'baseFiles'),
  { action: 'submit-qualification', from: [B.qualificationToSubmit, B.qualificationRejected], to: B.qualificationReview, who: SUPPLIER, guard: 'editable' },
  { action: 'submit-qualification', from: [B.baseFilesToSubmit], to: B.baseFilesToSubmit, who: SUPPLIER, guard: 'editable' },
  submit('submit-payment', 'payment'),
  submit('submit-bid-file', 'bidFile'),
  { action: 'cancel-bid-file', from: [B.bidFileUploaded], to: B.bidFileWithdrawn, who: SUPPLIER, guard: 'editable' },
  submit('submit-quotes-file', 'quotationNotes'),
  { action: 'withdraw', from: WITHDRAWABLE, to: B.withdrawn, who: SUPPLIER, guard: 'notDisabled' },
  ...(['baseFiles', 'qualification', 'payment', 'quotationNotes'] as const).flatMap(reviews),
  ...clockMoves(),
  { action: 'results', from: [B.awaitingResult], to: B.resultPublished, who: STAFF, guard: 'quoted' },
  { action: 'results', from: NOT_FINAL_BID, to: B.ended, who: STAFF },
  { action: 'section-abandon', from: NOT_FINAL_BID, to: B.ended, who: STAFF },
  { action: 'section-close', from: NOT_FINAL_BID, to: B.ended, who: STAFF },
];

/** The statuses of the quoting stage (15–19): a sign-up in one has reached quoting; only these join an extra round. */
export const QUOTED_BID: readonly number[] = [B.readyToQuote, B.notesSubmitted, B.notesReview, B.notesRejected, B.awaitingResult];
