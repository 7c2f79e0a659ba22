import { MarginStatus as M } from '../bidStatus';
import { CREATED, STAFF, type Transition } from './machine';

/** The conditions a deposit command checks before its move. */
export const MARGIN_GUARDS = {
  /** Hold: the payment stage passed; one deposit per deposit-type receiving account. */
  paymentPassed: 'the payment review passed; one deposit per receiving account of the deposit type',
  /** Refund: a deadline ahead for the supplier's confirmation, the refund file the caller's own. */
  deadlineAhead: "the confirmation deadline is ahead and the refund file is the caller's",
  /** The clock: the confirmation deadline has passed. */
  deadlinePassed: 'the refund deadline passed without the confirmation',
} as const;

export type MarginStatusValue = (typeof M)[keyof typeof M];
export type MarginMove = Transition<MarginStatusValue, string, keyof typeof MARGIN_GUARDS>;

/**
 * The deposit machine (DESIGN.md §4): held when the payment passes (4), refunded by the buyer (6), received
 * (5) when the supplier confirms or, silent, once the refund deadline passes.
 */
export const MARGIN_LIFECYCLE: readonly MarginMove[] = [
  { action: 'hold', from: [CREATED], to: M.paid, who: STAFF, guard: 'paymentPassed' },
  { action: 'refund', from: [M.paid], to: M.refunded, who: STAFF, guard: 'deadlineAhead' },
  { action: 'refund-confirm', from: [M.refunded], to: M.confirmed, who: ['supplier'] },
  { action: 'clock-deemed-received', from: [M.refunded], to: M.confirmed, who: ['clock'], guard: 'deadlinePassed' },
];
