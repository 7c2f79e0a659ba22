import { BidStatus, DEFAULT_MAIL_EVENTS, QuestionStatus, type NotificationEvent, type ReviewStage } from '@portal/domain';

/* The rules of notices and mails (not a policy: who may see a notification is notifications/policy.ts). */

/** Sign-up statuses that put a sign-up in a buyer's review queue, with the stage reviewed. */
export const REVIEW_QUEUE: Record<number, ReviewStage> = {
  [BidStatus.baseFilesReview]: 'baseFiles',
  [BidStatus.qualificationReview]: 'qualification',
  [BidStatus.paymentReview]: 'payment',
  [BidStatus.notesReview]: 'quotationNotes',
};

export const QUESTION_SUBMITTED = QuestionStatus.submitted;

/** Whether an event mails the user, given the events the user chose (null: not chosen yet, the default set). */
export const mailsFor = (chosen: string[] | null, event: NotificationEvent) => (chosen ?? DEFAULT_MAIL_EVENTS).includes(event);

/** Back-off before the n-th retry of a mail (1-based): 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** (attempts - 1)) * 60_000;
/** A mail that failed this many times is given up (kept as failed, with its last error). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed job is reserved to its worker; past it another worker takes it again. */
export const LEASE_MS = 5 * 60_000;
/** Window notices look this far ahead. */
export const WINDOW_NOTICE_MS = 24 * 3_600_000;
