import { BidStatus, REVIEWABLE, signupResultsOut, SUBMITTED, type BidRecord, type RequiredFileType, type ReviewStage } from '@portal/domain';

/** The stage of the progress bar a status belongs to (part 2 §4): 1–4 sign-up, 5–7 qualification, … 20 result. */
export function stageStepOf(status: number): number | null {
  if (status >= BidStatus.baseFilesToSubmit && status <= BidStatus.baseFilesRejected) return 1;
  if (status >= BidStatus.qualificationToSubmit && status <= BidStatus.qualificationRejected) return 6;
  if (status >= BidStatus.paymentRequired && status <= BidStatus.paymentRejected) return 8;
  if (status >= BidStatus.bidFileWindow && status <= BidStatus.bidFileWithdrawn) return 11;
  if (status >= BidStatus.readyToQuote && status <= BidStatus.awaitingResult) return 15;
  if (status === BidStatus.resultPublished) return 20;
  return null;
}

/**
 * Where the progress bar stands: the index of the step the status belongs to among the steps the section
 * shows (a skipped stage's statuses fall to the step before), or -1 for an ended or withdrawn sign-up.
 */
export function currentStepIndex(steps: readonly number[], status: number): number {
  const step = stageStepOf(status);
  if (step === null) return -1;
  let index = 0;
  steps.forEach((s, i) => {
    if (s <= step) index = i;
  });
  return index;
}

/** The missing file type as the warning names it: the 'other' type by the section's description in the language. */
export function missingTypeName(type: RequiredFileType, otherDescribe: string, t: (key: string) => string): string {
  if (type === 'fileOther' && otherDescribe.trim()) return otherDescribe.trim();
  return t(`messages.${type}`);
}

/** A time of the wire (`yyyy-MM-dd HH:mm:ss` in the caller's zone) as a Date, or null. */
export const parseWireTime = (value: string | null | undefined): Date | null => (value ? new Date(value.replace(' ', 'T')) : null);

/** The name the exported bid record is saved under (the server's name for it). */
export const exportFileName = (signupId: number) => `bid-record-${signupId}.xlsx`;

/** Where a reviewed stage stands for the supplier, read from the domain's review table. */
export function reviewState(stage: ReviewStage, status: number): 'review' | 'rejected' | 'passed' | null {
  const { from, rejected } = REVIEWABLE[stage];
  if (from.includes(status) || status === SUBMITTED[stage as keyof typeof SUBMITTED]) return 'review';
  if (status === rejected) return 'rejected';
  if (status > rejected && status !== BidStatus.ended) return 'passed';
  return null;
}

/**
 * Whether a stage's part shows: once the sign-up has reached the stage (by its first status), and whenever the
 * stage holds what the supplier sent. A withdrawn (-1) or ended (14) sign-up stands on no stage, so it shows
 * only the stages it sent something to: its history, read-only.
 */
export const showsStagePart = (status: number, stage: number, holdsData: boolean) =>
  holdsData || (status >= stage && status !== BidStatus.withdrawn && status !== BidStatus.ended);

/** Whether each stage of the sign-up holds files the supplier sent (qualification, payment proofs, bid files, notes). */
export function sentAtStage(bid: BidRecord): Record<'qualification' | 'payment' | 'bidFile' | 'quotation', boolean> {
  const any = (...lists: unknown[][]) => lists.some((l) => l.length > 0);
  return {
    qualification: any(bid.qualificationBusinessLicenseFileList, bid.qualificationAchievementFileList, bid.qualificationAgencyLicenseFileList, bid.qualificationOtherFileList),
    payment: bid.receivingAccountList.some((a) => a.fileList.length > 0),
    bidFile: bid.supplierBidFileList.length > 0,
    quotation: bid.quotesNoteFileList.length > 0,
  };
}

/**
 * Whether the sign-up went past its base-file stage, read from what it holds: files sent at a later stage,
 * a review remark of a later stage, or a quotation. An ended (14) or withdrawn (-1) sign-up's status no
 * longer says where it stood, so this decides its base-file stamp.
 */
export function reachedAfterBaseFiles(bid: BidRecord): boolean {
  const laterRemark = [bid.qualificationReviewRemark, bid.marginReviewRemark, bid.bidFileReviewRemark, bid.quotesNoteReviewRemark].some((r) => Boolean(r?.trim()));
  return laterRemark || bid.quotesCount > 0 || Object.values(sentAtStage(bid)).some(Boolean);
}

/**
 * Whether the caller may act on its award now (the server's rule for the winning quote and for abandoning):
 * the results are out for the sign-up, it holds an award (the record lists the caller's awards only once
 * they are out) and has not declined it.
 */
export const holdsAward = (bid: BidRecord) => signupResultsOut(bid.supplierBidStatus, bid.sectionStauts) && (bid.bidAwardManageDetailList?.length ?? 0) > 0 && !bid.awardDeclinedTime;
