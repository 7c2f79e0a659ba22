import { z } from 'zod';

/**
 * The actions each resource's answers may carry (`actions`: what the caller may do next to the row), named
 * once for the server's policies and the web's buttons (docs/decisions/policies.md). The server decides
 * which of them a caller may take; the web shows a control for each it is given and compares no status.
 * Sections' are the section machine's (`SECTION_ACTIONS`); quotations' are with the quotation wire.
 */

/** A supplier's question: change or delete its draft; the managing staff's answer once submitted. */
export const QUESTION_ACTIONS = ['edit', 'delete', 'reply'] as const;
/** An appeal: the managing staff's answer, once. */
export const APPEAL_ACTIONS = ['reply'] as const;
/** A follow: its user removes it. */
export const FOLLOW_ACTIONS = ['unfollow'] as const;
/** A notification: its recipient marks it read while unread. */
export const NOTIFICATION_ACTIONS = ['markRead'] as const;
/** A company: its supplier changes its qualification. */
export const COMPANY_ACTIONS = ['edit'] as const;
/** A stored file: who may download it. */
export const FILE_ACTIONS = ['download'] as const;
/** A deposit: the managing staff refund it while held; its supplier confirms the refund's receipt. */
export const MARGIN_ACTIONS = ['refund', 'confirmRefund'] as const;
/** A certification: the supplier sends a form while none is under review nor accepted; staff review one under review. */
export const CERTIFICATION_ACTIONS = ['certify', 'review'] as const;
/** A red flag: its section's staff record what they did about it (reviewed, escalated or dismissed). */
export const FLAG_ACTIONS = ['review', 'escalate', 'dismiss'] as const;
/** The review status (flagReviewSchema's `status`) each flag action records. */
export const FLAG_REVIEW_OF_ACTION = { review: 'reviewed', escalate: 'escalated', dismiss: 'dismissed' } as const;
/**
 * A sign-up, for its supplier: change what it declares (`edit`), submit a stage (`submit<Stage>`), withdraw
 * an uploaded bid file, withdraw from the section, enter or change the winning quote entry, abandon the award.
 */
export const SIGNUP_ACTIONS = [
  'edit',
  'submitBaseFiles',
  'submitQualification',
  'submitPayment',
  'submitBidFile',
  'cancelBidFile',
  'submitQuotationNotes',
  'withdraw',
  'editWinningQuote',
  'abandonAward',
] as const;

export type QuestionAction = (typeof QUESTION_ACTIONS)[number];
export type AppealAction = (typeof APPEAL_ACTIONS)[number];
export type FollowAction = (typeof FOLLOW_ACTIONS)[number];
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];
export type FileAction = (typeof FILE_ACTIONS)[number];
export type MarginAction = (typeof MARGIN_ACTIONS)[number];
export type CertificationAction = (typeof CERTIFICATION_ACTIONS)[number];
export type SignupAction = (typeof SIGNUP_ACTIONS)[number];
export type FlagAction = (typeof FLAG_ACTIONS)[number];

/** The wire field `actions` of a resource's answers: the names the caller may take now, in the list's order. */
export const actionsSchema = <const Action extends string>(known: readonly [Action, ...Action[]]) => z.array(z.enum(known));
