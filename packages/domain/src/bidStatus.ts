import { SectionStatus } from './sectionStatus';

/**
 * Supplier bid status of a sign-up, `supplierBidStatus` on the wire (DESIGN.md §4, part 2 §4), as one
 * table-driven state machine: the server enforces it, the web reads it to show buttons, stamps and progress.
 */
export const BidStatus = {
  withdrawn: -1,
  baseFilesToSubmit: 1,
  baseFilesSaved: 2,
  baseFilesReview: 3,
  baseFilesRejected: 4,
  qualificationToSubmit: 5,
  qualificationReview: 6,
  qualificationRejected: 7,
  paymentRequired: 8,
  paymentReview: 9,
  paymentRejected: 10,
  bidFileWindow: 11,
  bidFileUploaded: 12,
  bidFileWithdrawn: 13,
  ended: 14,
  readyToQuote: 15,
  notesSubmitted: 16,
  notesReview: 17,
  notesRejected: 18,
  awaitingResult: 19,
  resultPublished: 20,
} as const;
export type BidStatusValue = (typeof BidStatus)[keyof typeof BidStatus];

/** What a section requires of a sign-up, which decides the stages it walks (DESIGN.md §4). */
export interface SectionRequirements {
  /** 0 tender, 1 inquiry: the bid-file stage is a tender stage, an inquiry never walks it. */
  biddingType: number;
  isQualificationTec: number;
  isQualificationBusinessLicense: number;
  isQualificationAchievement: number;
  isQualificationAgencyLicense: number;
  isQualificationOther: number;
  /** Whether the section has receiving accounts (deposit or fee to pay). */
  hasReceivingAccounts: boolean;
  isBiddingCommitFile: number;
  /** Whether the section asks for quotation notes after quoting (isQualificationQuotes). */
  isQualificationQuotes?: number;
}

/** First status of each stage of a sign-up (DESIGN.md §4). */
export const BidStage = {
  baseFiles: 1,
  qualification: 5,
  payment: 8,
  bidFile: 11,
  quotation: 15,
} as const;

/** The stages a buyer reviews, with the statuses a review may act on and where pass and reject lead. */
export type ReviewStage = 'baseFiles' | 'qualification' | 'payment' | 'quotationNotes';
export const REVIEW_STAGES: readonly ReviewStage[] = ['baseFiles', 'qualification', 'payment', 'quotationNotes'];

export const needsQualification = (
  s: Pick<SectionRequirements, 'isQualificationBusinessLicense' | 'isQualificationAchievement' | 'isQualificationAgencyLicense' | 'isQualificationOther'>,
) =>
  s.isQualificationBusinessLicense === 1 ||
  s.isQualificationAchievement === 1 ||
  s.isQualificationAgencyLicense === 1 ||
  s.isQualificationOther === 1;

/**
 * Whether sign-ups walk the bid-file stage: tenders that ask for a bid file. Its window is a tender period
 * (the clock closes it before quoting opens); an inquiry flagged by older data skips the stage.
 */
export const requiresBidFile = (s: Pick<SectionRequirements, 'biddingType' | 'isBiddingCommitFile'>) => s.biddingType === 0 && s.isBiddingCommitFile === 1;

/** Which stages a section requires of its sign-ups (DESIGN.md §4). */
export interface RequiredStages {
  /** Base (technical) files, 1–4: isQualificationTec. */
  baseFiles: boolean;
  /** Qualification, 5–7: any isQualification* flag. */
  qualification: boolean;
  /** Deposit / fee proof, 8–10: the section has receiving accounts. */
  payment: boolean;
  /** Bid file, 11–13: a tender with isBiddingCommitFile. */
  bidFile: boolean;
  /** Quotation notes after quoting, 16–18: isQualificationQuotes. */
  quotationNotes: boolean;
}

/**
 * The one reading of a section's flags into the stages it requires: the server's moves, the progress bar and
 * the bid-detail page all ask it.
 */
export const requirementsOf = (s: SectionRequirements): RequiredStages => ({
  baseFiles: s.isQualificationTec === 1,
  qualification: needsQualification(s),
  payment: s.hasReceivingAccounts,
  bidFile: requiresBidFile(s),
  quotationNotes: s.isQualificationQuotes === 1,
});

/** The pre-quotation stages a section requires, in order. */
function requiredStages(s: SectionRequirements): number[] {
  const required = requirementsOf(s);
  const stages: number[] = [];
  if (required.baseFiles) stages.push(BidStage.baseFiles);
  if (required.qualification) stages.push(BidStage.qualification);
  if (required.payment) stages.push(BidStage.payment);
  if (required.bidFile) stages.push(BidStage.bidFile);
  stages.push(BidStage.quotation);
  return stages;
}

/**
 * Status a new sign-up starts in: the first stage the section requires — base files if it asks for the
 * technical files, else qualification if it asks for any qualification, else the deposit/fee proof if it
 * has receiving accounts, else the bid file if it asks for one, else ready to quote.
 */
export function initialBidStatus(section: SectionRequirements): number {
  return requiredStages(section)[0];
}

/** The status after a stage (given by its first status) is passed: the next stage the section requires. */
export function statusAfterStage(section: SectionRequirements, stage: number): number {
  return requiredStages(section).find((s) => s > stage) ?? BidStage.quotation;
}

/**
 * The statuses at which the supplier may submit each stage's files (part 2 §4, docs/decisions/spec-differences.md):
 * qualification "5, 7 or 1 allow submit" (at 1 it is sent ahead of its stage, see `statusAfterSubmit`);
 * quotation notes only at 15, since "16 and 18 lock the file" (a rejection of the notes, 18, is final).
 */
export const SUBMITTABLE = {
  baseFiles: [BidStatus.baseFilesToSubmit, BidStatus.baseFilesSaved, BidStatus.baseFilesRejected],
  qualification: [BidStatus.qualificationToSubmit, BidStatus.qualificationRejected, BidStatus.baseFilesToSubmit],
  payment: [BidStatus.paymentRequired, BidStatus.paymentRejected],
  bidFile: [BidStatus.bidFileWindow, BidStatus.bidFileWithdrawn],
  quotationNotes: [BidStatus.readyToQuote],
} as const satisfies Record<string, readonly number[]>;

/** The status a stage's submission leads to. */
export const SUBMITTED = {
  baseFiles: BidStatus.baseFilesReview,
  qualification: BidStatus.qualificationReview,
  payment: BidStatus.paymentReview,
  bidFile: BidStatus.bidFileUploaded,
  quotationNotes: BidStatus.notesSubmitted,
} as const;

/**
 * The status a submission leads to. Qualification sent at 1 is sent ahead of its stage: the sign-up stays on
 * its base files (1), and the qualification goes under review (6) when the base files pass (`statusAfterReview`).
 */
export const statusAfterSubmit = (stage: keyof typeof SUBMITTED, status: number): number =>
  stage === 'qualification' && status === BidStatus.baseFilesToSubmit ? status : SUBMITTED[stage];

/** For each review stage: the statuses the buyer may review, and where a rejection leads. */
export const REVIEWABLE: Record<ReviewStage, { from: readonly number[]; rejected: number; stage: number }> = {
  baseFiles: { from: [BidStatus.baseFilesReview], rejected: BidStatus.baseFilesRejected, stage: BidStage.baseFiles },
  qualification: { from: [BidStatus.qualificationReview], rejected: BidStatus.qualificationRejected, stage: BidStage.qualification },
  payment: { from: [BidStatus.paymentReview], rejected: BidStatus.paymentRejected, stage: BidStage.payment },
  quotationNotes: { from: [BidStatus.notesSubmitted, BidStatus.notesReview], rejected: BidStatus.notesRejected, stage: BidStage.quotation },
};

/**
 * The status a passed review leads to. Passed quotation notes wait for the result. When the base files pass
 * and the qualification was already sent (at 1, `qualificationSent`), the qualification goes under review.
 */
export function statusAfterReview(section: SectionRequirements, stage: ReviewStage, qualificationSent = false): number {
  if (stage === 'quotationNotes') return BidStatus.awaitingResult;
  const next = statusAfterStage(section, REVIEWABLE[stage].stage);
  return next === BidStatus.qualificationToSubmit && qualificationSent ? BidStatus.qualificationReview : next;
}

/** Final statuses: nothing moves a sign-up out of them. */
export const isFinalBidStatus = (status: number) =>
  status === BidStatus.withdrawn || status === BidStatus.ended || status === BidStatus.resultPublished;

/**
 * Whether the supplier may withdraw (part 2 §4 "Allowed when status is below 20, not -1 and not disabled"):
 * `disabled` is the sign-up's own flag set by the buyer ("When disabled is set, all editing is hidden"), not
 * the read-only page. An ended sign-up (14) is below 20, so it may still be withdrawn (14 → -1). The one rule
 * of the server's withdraw and the page's button.
 */
export const canWithdraw = (status: number, disabled: number | boolean) =>
  status < BidStatus.resultPublished && status !== BidStatus.withdrawn && !disabled;

/**
 * Statuses in which the supplier still owes an action before quoting. When quoting starts (or the bid-file
 * window closes, for the bid-file stage) a sign-up still in one of them has missed its deadline and ends
 * (14). Sign-ups waiting for the buyer's review are not the supplier's fault and stay.
 */
export const SUPPLIER_OWES_BEFORE_QUOTING: readonly number[] = [
  BidStatus.baseFilesToSubmit,
  BidStatus.baseFilesSaved,
  BidStatus.baseFilesRejected,
  BidStatus.qualificationToSubmit,
  BidStatus.qualificationRejected,
  BidStatus.paymentRequired,
  BidStatus.paymentRejected,
  BidStatus.bidFileWindow,
  BidStatus.bidFileWithdrawn,
];

/** Every status of the stages before quoting (1–13): a sign-up still in one when quoting ends never quoted. */
export const BEFORE_QUOTING: readonly number[] = Object.values(BidStatus).filter((s) => s >= BidStatus.baseFilesToSubmit && s <= BidStatus.bidFileWithdrawn);

/** The section events on which the clock moves sign-ups (DESIGN.md §3, §4). */
export type SignupClockEvent = 'quotingOpened' | 'bidFileClosed' | 'paymentDeadlinePassed' | 'quotingEnded';

/** One time-driven move of the bid-status machine. */
export interface SignupClockMove {
  on: SignupClockEvent;
  from: readonly number[];
  /** The status moved to; `afterBidFile`: the stage after the bid file, which depends on the section. */
  to: number | 'afterBidFile';
  /** Only sign-ups that have (true) or have not (false) stored a round. */
  quoted?: boolean;
  /** Only when the section asks (true) or does not ask (false) for quotation notes. */
  notes?: boolean;
  /** The audit action of the move. */
  action: string;
}

const B = BidStatus;

/**
 * The bid-status machine's time-driven moves as data, applied in this order for each event; every other
 * move is made by the supplier's submissions (`SUBMITTED`) and the buyer's reviews (`REVIEWABLE`). The
 * clock carries out exactly this table.
 * - Quoting opens: a sign-up that still owes an action has missed its deadline and ends; an uploaded bid
 *   file passes its stage.
 * - The bid-file window closes: no file ends the sign-up; an uploaded file passes its stage.
 * - The payment deadline passes: a sign-up that still owes its proof ends (proofs under review wait).
 * - Quoting ends: a sign-up that never reached quoting or never quoted ends. Without quotation notes a
 *   quote waits for the result; with notes, the notes had to be sent while quoting was open: sent notes go
 *   to review, a quote whose notes were never sent or never corrected ends.
 */
export const SIGNUP_CLOCK: readonly SignupClockMove[] = [
  { on: 'quotingOpened', from: SUPPLIER_OWES_BEFORE_QUOTING, to: B.ended, action: 'clock-missed-deadline' },
  { on: 'quotingOpened', from: [B.bidFileUploaded], to: 'afterBidFile', action: 'clock-bid-file-closed' },
  { on: 'bidFileClosed', from: [B.bidFileWindow, B.bidFileWithdrawn], to: B.ended, action: 'clock-missed-deadline' },
  { on: 'bidFileClosed', from: [B.bidFileUploaded], to: 'afterBidFile', action: 'clock-bid-file-closed' },
  { on: 'paymentDeadlinePassed', from: [B.paymentRequired, B.paymentRejected], to: B.ended, action: 'clock-missed-payment' },
  { on: 'quotingEnded', from: BEFORE_QUOTING, to: B.ended, action: 'clock-missed-deadline' },
  { on: 'quotingEnded', from: [B.readyToQuote], quoted: false, to: B.ended, action: 'clock-not-quoted' },
  { on: 'quotingEnded', from: [B.readyToQuote, B.notesRejected], notes: true, to: B.ended, action: 'clock-missed-notes' },
  { on: 'quotingEnded', from: [B.readyToQuote], notes: false, quoted: true, to: B.awaitingResult, action: 'clock-quoting-ended' },
  { on: 'quotingEnded', from: [B.notesSubmitted], to: B.notesReview, action: 'clock-quoting-ended' },
];

/** The moves of `SIGNUP_CLOCK` on `event` for this section, in order, with their target status resolved. */
export function signupClockMoves(event: SignupClockEvent, section: SectionRequirements): (Omit<SignupClockMove, 'to'> & { to: number })[] {
  const notes = section.isQualificationQuotes === 1;
  return SIGNUP_CLOCK.filter((m) => m.on === event && (m.notes === undefined || m.notes === notes)).map((m) => ({
    ...m,
    to: m.to === 'afterBidFile' ? statusAfterStage(section, BidStage.bidFile) : m.to,
  }));
}

/**
 * Where the clock takes a sign-up in `status` on `event` (`quoted`: whether it has stored a round), or the
 * same status when no move applies. The moves of one event apply in order, so a sign-up moved by one is
 * looked at again by the next (as the clock's statements run one after another).
 */
export function signupStatusOnClock(event: SignupClockEvent, section: SectionRequirements, status: number, quoted: boolean): number {
  let current = status;
  for (const m of signupClockMoves(event, section)) {
    if (m.from.includes(current) && (m.quoted === undefined || m.quoted === quoted)) current = m.to;
  }
  return current;
}

/**
 * The progress-bar steps a section shows (part 2 §4): 1, 6, 8, 11, 15, 20 minus the stages it skips. Step 1 is
 * the sign-up itself, so it shows whether or not the section asks for base files.
 */
export function progressSteps(section: SectionRequirements): number[] {
  const required = requirementsOf(section);
  const steps = [1];
  if (required.qualification) steps.push(6);
  if (required.payment) steps.push(8);
  if (required.bidFile) steps.push(11);
  steps.push(15, 20);
  return steps;
}

const SS = SectionStatus;

/** Section statuses in which the bid-detail page is read-only (part 2 §4 "Page disabled"); after quoting (2) too, unless appointed to an extra round. */
const READ_ONLY_SECTION: readonly number[] = [SS.suspended, SS.evaluating, SS.resultPublished, SS.closed, SS.abandoned];

/** The section statuses in which the bid-detail page is read-only (part 2 §4 "Page disabled"). */
export function isBidPageDisabled(sectionStauts: number, bidStatus: number, isAppointSupplierQuotationIng: number): boolean {
  if (READ_ONLY_SECTION.includes(sectionStauts)) return true;
  if (sectionStauts === SS.quotingEnded && isAppointSupplierQuotationIng !== 1) return true;
  return bidStatus === BidStatus.withdrawn;
}

/** Sections past quoting, and sign-ups that ended: MyBid opens them as plain details (part 2 §2). */
const FINISHED_SECTION: readonly number[] = [SS.quotingEnded, SS.resultPublished, SS.closed, SS.abandoned];
const FINISHED_SIGNUP: readonly number[] = [BidStatus.ended, BidStatus.resultPublished, BidStatus.withdrawn];

/** MyBid action rule (part 2 §2): a plain details link for finished sections or finished sign-ups. */
export function myBidOpensPlainDetails(sectionStauts: number, bidStatus: number): boolean {
  return FINISHED_SECTION.includes(sectionStauts) || FINISHED_SIGNUP.includes(bidStatus);
}

/** Sections whose start countdown is over or moot: abandoned, closed, or quoting already. */
const NO_START_COUNTDOWN: readonly number[] = [SS.abandoned, SS.closed, SS.quoting];

/** Whether the countdown to the start time shows (part 2 §4 Countdowns): a sign-up before quoting (1–14) in a section not yet quoting. */
export const showsStartCountdown = (bidStatus: number, sectionStauts: number) =>
  bidStatus >= BidStatus.baseFilesToSubmit && bidStatus <= BidStatus.ended && !NO_START_COUNTDOWN.includes(sectionStauts);

/** Section statuses in which an appointed extra round runs: after quoting ended, during evaluation. */
const EXTRA_ROUND_SECTION: readonly number[] = [SS.quotingEnded, SS.evaluating];

/**
 * Whether the supplier may quote: the section is quoting, or the supplier is appointed to an extra round,
 * which runs after quoting ended (2) or during evaluation (12), never while suspended, abandoned or closed.
 */
export const canQuote = (bidStatus: number, sectionStauts: number, isAppointSupplierQuotationIng: number) =>
  bidStatus >= BidStatus.readyToQuote &&
  bidStatus < BidStatus.resultPublished &&
  (sectionStauts === SS.quoting || (isAppointSupplierQuotationIng === 1 && EXTRA_ROUND_SECTION.includes(sectionStauts)));

/** Deposit record statuses (DESIGN.md §4). */
export const MarginStatus = { paid: 4, confirmed: 5, refunded: 6 } as const;

/** Bid-file statuses, labelled by sys_supplier_margin_status (part 2 §4). */
export const BidFileStatus = { awaitingReview: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;

/** Question statuses (part 2 §3). */
export const QuestionStatus = { draft: 1, submitted: 2, replied: 3 } as const;
export const QUESTION_MAX_LENGTH = 500;

/** Winning quote entry (part 2 §4): editable and submittable at 0 or 20, locked at 10 or 30. */
export const canEditWinningQuote = (confirmationStatus: number) =>
  confirmationStatus === ConfirmationStatus.editable || confirmationStatus === ConfirmationStatus.returned;

/** A stage the supplier submits (SUBMITTABLE / SUBMITTED). */
export type SubmitStage = keyof typeof SUBMITTABLE;

/** Whether the supplier may submit a stage's files at this status (submitting twice or out of order is not). */
export const canSubmitStage = (stage: SubmitStage, status: number) => (SUBMITTABLE[stage] as readonly number[]).includes(status);

/** Whether an uploaded bid file may be withdrawn: only while uploaded (12) and the window is open. */
export const canCancelBidFile = (status: number) => status === BidStatus.bidFileUploaded;

/**
 * Whether the bid-file window has ended at `now`: from bidFileEndTime on, the end instant included (closed at
 * the end, as quoting is: `isQuotingOpen`). No end: never. The server's clock closes the window with this
 * (sign-ups still without a bid file end), and the upload and the page ask `isBidFileWindowOpen`, so both
 * sides agree on the end instant.
 */
export const bidFileWindowEnded = (end: Date | null, now: Date): boolean => end !== null && now.getTime() >= end.getTime();

/**
 * Whether the bid-file window is open at `now`: from bidFileStartTime (included) until bidFileEndTime (not
 * included: 1 ms before the end yes, at the end no). A missing bound leaves that side open.
 */
export function isBidFileWindowOpen(start: Date | null, end: Date | null, now: Date): boolean {
  if (start && now.getTime() < start.getTime()) return false;
  return !bidFileWindowEnded(end, now);
}

/** Whether a payment proof may still be sent for an account: until its deadline (none: always). */
export const isBeforePaymentDeadline = (deadline: Date | null, now: Date) => deadline === null || now.getTime() <= deadline.getTime();

/**
 * Whether quotation notes may be submitted: the section asks for them, the sign-up has quoted at least once
 * and is ready to quote (15). Submitted (16) and rejected (18) lock the file (part 2 §4), under review (17) too.
 */
export const canSubmitQuotationNotes = (status: number, isQualificationQuotes: number, hasQuoted: boolean) =>
  isQualificationQuotes === 1 && hasQuoted && canSubmitStage('quotationNotes', status);

/**
 * Whether the supplier may still change what the sign-up declares (stage files, compliance, bid contact; the
 * withdrawal has its own rule, `canWithdraw`): not on a read-only page, not set disabled by the buyer, not in
 * a final status.
 */
export const canEditSignup = (sectionStauts: number, bidStatus: number, isAppointSupplierQuotationIng: number, disabled: number | boolean) =>
  !disabled && !isBidPageDisabled(sectionStauts, bidStatus, isAppointSupplierQuotationIng) && !isFinalBidStatus(bidStatus);

/**
 * Whether the bid detail shows the 'quote' button (part 2 §4): whenever the supplier may quote (`canQuote`,
 * also in an appointed extra round on an otherwise read-only page), and at 15 on a page the supplier may act
 * on, where it waits for quoting to open; never when the buyer disabled the sign-up. Enabled only while
 * `canQuote`.
 */
export const showsQuoteButton = (bidStatus: number, sectionStauts: number, isAppointSupplierQuotationIng: number, disabled: number | boolean) =>
  !disabled &&
  (canQuote(bidStatus, sectionStauts, isAppointSupplierQuotationIng) ||
    (bidStatus === BidStatus.readyToQuote && canEditSignup(sectionStauts, bidStatus, isAppointSupplierQuotationIng, disabled)));

/**
 * Whether the stamp images of the base-file stage show (part 2 §4: 3 and 4), and the passed stamp (above 4).
 * An ended (14) or withdrawn (-1) sign-up stands on no stage: it shows the passed stamp only when it had
 * reached a stage after the base files (`reachedLaterStage`, read by the caller from what the sign-up holds),
 * else no stamp, since it may have ended while its base files were still to submit or under review.
 */
export function baseFileStamp(status: number, reachedLaterStage = false): 'review' | 'rejected' | 'passed' | null {
  if (status === BidStatus.ended || status === BidStatus.withdrawn) return reachedLaterStage ? 'passed' : null;
  if (status === BidStatus.baseFilesReview) return 'review';
  if (status === BidStatus.baseFilesRejected) return 'rejected';
  return status > BidStatus.baseFilesRejected ? 'passed' : null;
}

/** Loading rules of the bid detail (part 2 §4). */
export const showsQuotationHistory = (bidStatus: number) => bidStatus > BidStatus.ended;
export const showsBiddingResult = (bidStatus: number) => bidStatus === BidStatus.awaitingResult || bidStatus === BidStatus.resultPublished;
/** The bid-opening text shows while the sign-up has not reached quoting. */
export const showsBidOpeningText = (bidStatus: number) => bidStatus < BidStatus.readyToQuote;
/**
 * Deposit refund info: sections with a deposit, once the section has a result, failed or closed. Part 2 §4
 * names tenders; inquiries may hold a deposit here too (a deposit-type receiving account), and their
 * supplier must be able to see the refund and confirm it, so the rule is the same for both.
 */
export const showsDepositRefund = (hasDeposit: boolean, sectionStauts: number) => hasDeposit && DEPOSIT_REFUND_SECTION.includes(sectionStauts);

/** Sections with a result, failed or closed: their deposits are refunded. */
const DEPOSIT_REFUND_SECTION: readonly number[] = [SS.resultPublished, SS.abandoned, SS.closed];

/** Whether a section holds a security deposit: a deposit amount, or a receiving account of the deposit type ('1'). */
export const holdsDeposit = (section: { securityDeposit?: string | number | null }, receivingAccounts: readonly { type?: string | null }[]) =>
  Number(section.securityDeposit ?? 0) > 0 || receivingAccounts.some((account) => account.type === '1');

/** Countdowns of the bid detail (part 2 §4). */
export const showsBidFileCountdown = (bidStatus: number) => bidStatus === BidStatus.bidFileWindow || bidStatus === BidStatus.bidFileWithdrawn;
export const showsPaymentCountdown = (bidStatus: number) => bidStatus === BidStatus.paymentRequired || bidStatus === BidStatus.paymentRejected;

/** A deposit refunded by the buyer (6) waits for the supplier to confirm receipt (→ 5). */
export const canConfirmRefund = (marginStatus: number) => marginStatus === MarginStatus.refunded;

/**
 * Whether an awarded supplier may abandon (decline) its award: results published for the sign-up (20), it
 * holds an award, and it has not already declined it.
 */
export const canAbandonAward = (bidStatus: number, hasAward: boolean, declined: boolean) =>
  bidStatus === BidStatus.resultPublished && hasAward && !declined;

/**
 * Why a sign-up that quoted may not win, or null when it may: only a complete quotation waits for the result
 * (19); quotation notes still under review (17) or rejected (18) have not passed; any other status did not
 * quote to the end.
 */
export function awardRefusal(bidStatus: number, hasQuoted: boolean): 'awardNotQuoted' | 'awardNotesNotPassed' | null {
  if (!hasQuoted) return 'awardNotQuoted';
  if (bidStatus === BidStatus.notesReview || bidStatus === BidStatus.notesRejected) return 'awardNotesNotPassed';
  return bidStatus === BidStatus.awaitingResult ? null : 'awardNotQuoted';
}

/** Confirmation statuses of the winning quote entry. */
export const ConfirmationStatus = { editable: 0, submitted: 10, returned: 20, confirmed: 30 } as const;

/** The buyer confirms a winning quote entry or returns it for correction only while it waits, submitted (10). */
export const canReviewWinningQuote = (confirmationStatus: number) => confirmationStatus === ConfirmationStatus.submitted;

/** Amount of the winning quote entry (part 2 §5): digits with up to 2 decimals, at most 10 characters. */
export const isWinningAmount = (value: string) => value.length <= 10 && /^\d+(\.\d{1,2})?$/.test(value);

/** Quantity of the winning quote entry (part 2 §5): above 0, digits with up to 6 decimals, at most 20 characters. */
export const isWinningQuantity = (value: string) => value.length <= 20 && /^\d+(\.\d{1,6})?$/.test(value) && /[1-9]/.test(value);
