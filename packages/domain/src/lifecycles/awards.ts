import { ConfirmationStatus as C } from '../bidStatus';
import { STAFF, type Transition } from './machine';

/** The condition of the supplier's move: results out, the sign-up awarded and not declined, its sectors exactly. */
export const WINNING_ENTRY_GUARDS = {
  awarded: 'the results are out and the sign-up holds an award it has not declined',
} as const;

export type ConfirmationStatusValue = (typeof C)[keyof typeof C];
export type WinningEntryMove = Transition<ConfirmationStatusValue, string, keyof typeof WINNING_ENTRY_GUARDS>;

/**
 * The award machine: the winning quote entry of an awarded sign-up (part 2 §4–5), `confirmationStatus`. The
 * supplier submits it while editable or returned (0, 20 → 10); the buyer confirms it (10 → 30, locked for
 * good) or returns it for correction (10 → 20). The section's own award and results moves are the section
 * machine's (`award`, `results`), the sign-ups' results moves the bid-status machine's (`results`).
 */
export const WINNING_ENTRY_LIFECYCLE: readonly WinningEntryMove[] = [
  { action: 'winning-quote', from: [C.editable, C.returned], to: C.submitted, who: ['supplier'], guard: 'awarded' },
  { action: 'review-winning-quote', from: [C.submitted], to: C.confirmed, who: STAFF },
  { action: 'review-winning-quote', from: [C.submitted], to: C.returned, who: STAFF },
];
