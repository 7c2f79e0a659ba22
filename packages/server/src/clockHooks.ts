import type { Db } from './db/index';
import type { ClockHooks } from './sections/clock';
import { signingKeyOf } from './signing/key';
import { HOLD_RECHECK_MS, roundsInFlight } from './quotations/pendingArrivals';
import { runningRoundEnd } from './quotations/queries';
import { ensureRoot, sealQuotingRoot } from './receipts/commands';
import { transitionSignups } from './signups/lifecycle';
import { settleLapsedRefunds } from './margins/lifecycle';

/**
 * The handlers the section clock calls (sections/clock.ts, `ClockHooks`), from the resources that move with a
 * section: the quotation rounds in flight that hold an end, the sign-ups' lifecycle, the root the receipts seal
 * when quoting ends, and the deposits whose refund lapsed. Those resources build on sections, so sections name
 * none of them; buildApp hands these to the clock of each app it builds (`useClock`). Roots are signed with the
 * key of the app's database (`signingKeyOf`), read when it signs: a rotation takes effect at the next seal.
 */
export const clockHooks = (db: Db): ClockHooks => ({
  roundsInFlight,
  runningRoundEnd,
  holdRecheckMs: HOLD_RECHECK_MS,
  transitionSignups,
  sealQuotingRoot: (tx, sectionId, now) => sealQuotingRoot(tx, sectionId, now, signingKeyOf(db)),
  ensureRoot,
  sweeps: [(handle, now) => settleLapsedRefunds(handle, now)],
});
