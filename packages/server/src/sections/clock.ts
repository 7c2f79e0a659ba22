import {
  bidFileWindowEnded,
  isBeforePaymentDeadline,
  nextClockTime,
  requirementsOf,
  SectionStatus,
  signupClockMoves,
  statusAt,
  type SectionClock,
  type SignupClockEvent,
} from '@portal/domain';
import type { Db, Queryable } from '../db/index';
import { recordAudits } from '../audit/audit';
import type { SignupsMove } from '../signups/lifecycle';
import { requirementFlags } from './queries';
import { transitionSection } from './lifecycle';

/** What the clock reads of a section. */
export interface ClockRow {
  id: number;
  bidding_type: number;
  section_stauts: number;
  signup_start_time: Date | null;
  signup_end_time: Date | null;
  start_time: Date | null;
  ent_time: Date | null;
  bid_file_end_time: Date | null;
  is_bidding_commit_file: number;
  is_qualification_business_license: number;
  is_qualification_achievement: number;
  is_qualification_agency_license: number;
  is_qualification_other: number;
  is_qualification_tec: number;
  is_qualification_quotes: number;
  has_accounts: boolean;
  /** The earliest payment deadline among the section's receiving accounts (proofs are refused after it). */
  payment_deadline: Date | null;
  result_time: Date | null;
}

export const CLOCK_COLUMNS = `id, bidding_type, section_stauts, signup_start_time, signup_end_time, start_time, ent_time,
  bid_file_end_time, is_bidding_commit_file, is_qualification_business_license, is_qualification_achievement,
  is_qualification_agency_license, is_qualification_other, is_qualification_tec, is_qualification_quotes, result_time,
  EXISTS (SELECT 1 FROM receiving_account a WHERE a.section_id = section.id) AS has_accounts,
  (SELECT min(a.payment_deadline) FROM receiving_account a WHERE a.section_id = section.id) AS payment_deadline`;

/**
 * The clock's settings, one set per app. `quotingSettleMs` (QUOTING_SETTLE_MS): how long after the end time the
 * clock ends quoting. A round is judged by its arrival time, so one that arrived before the end may still wait
 * for a connection or a lock; the section (and its sign-ups, and the Merkle root) move on once such rounds are
 * stored.
 */
export interface ClockSettings {
  quotingSettleMs: number;
}

/**
 * What the clock asks of the resources that move with a section. Sections sit below them (they read sections,
 * never the other way round), so the app hands the clock these handlers when it is built (`clockHooks.ts`):
 * each runs where the clock used to call the resource itself, in the same transaction. A staff member's end
 * of a section (staffCommands.ts) ends its sign-ups through `transitionSignups` too.
 */
export interface ClockHooks {
  /** Quotations: whether a round that arrived before `end` is still in flight (the end is then held). */
  roundsInFlight(tx: Queryable, sectionId: number, end: Date, settledEnd: Date, now: Date): Promise<boolean>;
  /** Quotations: the end of an appointed extra round still running after `at`, or null. */
  runningRoundEnd(tx: Queryable, sectionId: number, at: Date): Promise<Date | null>;
  /** Quotations: how soon an end held for rounds in flight is looked at again. */
  holdRecheckMs: number;
  /** Sign-ups: moves a section's sign-ups through their lifecycle (checked, written, audited). */
  transitionSignups(tx: Queryable, move: SignupsMove): Promise<unknown>;
  /** Receipts: seals the Merkle root of a closed phase of quoting, signed in the clock's transaction. */
  sealQuotingRoot(tx: Queryable, sectionId: number, now: Date): Promise<unknown>;
  /** Receipts: publishes the root of a section whose status moved, once the clock's transaction committed. */
  ensureRoot(db: Db, sectionId: number, now: Date): Promise<unknown>;
  /** Further work of each scheduler tick after the sections moved (deposits: refunds whose deadline lapsed). */
  sweeps: ((db: Db, now: Date) => Promise<unknown>)[];
}

/** The clock of one app: its settings and the handlers of the resources that move with a section. */
export interface ClockSetup extends ClockSettings {
  hooks: ClockHooks;
}

/**
 * The clock of the app over each database, registered by buildApp (`useClock`): every reader and command that
 * brings a section up to date holds the app's database, so the clock reaches it with it, and two apps in one
 * process (tests, the benchmark) each keep their own. A database no app registered has no clock: moving its
 * sections without the sign-ups and roots that go with them would be wrong, so it is refused.
 */
const clockByDb = new WeakMap<Db, ClockSetup>();
export const useClock = (db: Db, setup: ClockSetup) => {
  clockByDb.set(db, setup);
};
export const clockOf = (db: Db): ClockSetup => {
  const setup = clockByDb.get(db);
  if (!setup) throw new Error('No app registered a clock for this database (useClock)');
  return setup;
};

const settled = (end: Date | null, settleMs: number) => (end === null ? null : new Date(new Date(end).getTime() + settleMs));

const toClock = (r: ClockRow, settleMs: number): SectionClock => ({
  biddingType: r.bidding_type,
  sectionStauts: r.section_stauts,
  signupStartTime: r.signup_start_time,
  signupEndTime: r.signup_end_time,
  startTime: r.start_time,
  entTime: settled(r.ent_time, settleMs),
  resultTime: r.result_time,
});

/** Statuses from which the clock never moves a sign-up, and sections whose sign-ups it leaves alone. */
const QUIET_SECTION = new Set<number>([SectionStatus.draft, SectionStatus.abandoned, SectionStatus.closed, SectionStatus.suspended, SectionStatus.resultPublished]);
const QUOTING_OR_LATER = new Set<number>([SectionStatus.quoting, SectionStatus.quotingEnded]);

const HAS_QUOTED = 'EXISTS (SELECT 1 FROM quote_round q WHERE q.signup_id = s.id)';

/** Carries out the bid-status machine's moves on `event` (`SIGNUP_CLOCK` in the domain) for one section. */
async function moveSignupsOn(tx: Queryable, row: ClockRow, event: SignupClockEvent, now: Date, hooks: ClockHooks) {
  for (const move of signupClockMoves(event, requirementFlags(row))) {
    const quoted = move.quoted === undefined ? '' : `AND ${move.quoted ? '' : 'NOT '}${HAS_QUOTED}`;
    await hooks.transitionSignups(tx, { sectionId: row.id, action: move.action, from: move.from, to: move.to, who: 'clock', actorId: null, now, extra: quoted });
  }
}

/** Whether the earliest payment deadline of the section has passed: proofs are refused after it (signups/stages.ts). */
const paymentDeadlinePassed = (row: ClockRow, now: Date) => row.payment_deadline !== null && !isBeforePaymentDeadline(new Date(row.payment_deadline), now);

/** Clears every extra-round appointment of a section, each audited with `action`; `actorId` null for the clock. */
export async function clearAppointments(tx: Queryable, sectionId: number, now: Date, action: string, actorId: number | null) {
  const cleared = await tx.query<{ id: number }>(
    'UPDATE signup SET is_appoint_supplier_quotation_ing = 0, update_time = $2 WHERE section_id = $1 AND is_appoint_supplier_quotation_ing = 1 RETURNING id',
    [sectionId, now],
  );
  await recordAudits(
    tx,
    cleared.map(({ id }) => ({ actorId, entity: 'signup', entityId: Number(id), action, before: { isAppointSupplierQuotationIng: 1 }, after: { isAppointSupplierQuotationIng: 0 } })),
  );
}

/**
 * Appointed extra rounds that have ended: the appointed sign-ups may no longer quote. Returns true when the end
 * is held because a round that arrived before it is still in flight (quotations/pendingArrivals.ts).
 */
async function endAppointedRounds(tx: Queryable, sectionId: number, now: Date, { quotingSettleMs: settleMs, hooks }: ClockSetup): Promise<boolean> {
  if (await hooks.runningRoundEnd(tx, sectionId, new Date(now.getTime() - settleMs))) return false;
  const [ended] = await tx.query<{ end_time: Date | null }>(
    `SELECT (SELECT a.end_time FROM quote_round_appointment a WHERE a.section_id = $1 ORDER BY a.id DESC LIMIT 1) AS end_time
      WHERE EXISTS (SELECT 1 FROM signup s WHERE s.section_id = $1 AND s.is_appoint_supplier_quotation_ing = 1)`,
    [sectionId],
  );
  if (ended?.end_time == null) return false;
  const end = new Date(ended.end_time);
  if (await hooks.roundsInFlight(tx, sectionId, end, settled(end, settleMs)!, now)) return true;
  await clearAppointments(tx, sectionId, now, 'clock-round-ended', null);
  return false;
}

/**
 * The next time the clock must look at a section: the earliest of its next status move (the close after the
 * results included), the end of its bid-file window, the first instant after its payment deadline and the end
 * of an appointed extra round, among those still ahead of `now`.
 */
async function nextLook(tx: Queryable, row: ClockRow, status: number, now: Date, held: boolean, { quotingSettleMs: settleMs, hooks }: ClockSetup): Promise<Date | null> {
  // An end held for rounds in flight is looked at again shortly, not at its (past) time.
  if (held) return new Date(now.getTime() + hooks.holdRecheckMs);
  const candidates: (Date | null)[] = [nextClockTime({ ...toClock(row, settleMs), sectionStauts: status })];
  const beforeQuotingEnded = !QUIET_SECTION.has(status) && status !== SectionStatus.quotingEnded && status !== SectionStatus.evaluating;
  if (requirementsOf(requirementFlags(row)).bidFile && beforeQuotingEnded) candidates.push(row.bid_file_end_time);
  if (row.payment_deadline !== null && beforeQuotingEnded) candidates.push(new Date(new Date(row.payment_deadline).getTime() + 1));
  if (status !== SectionStatus.suspended) {
    const [round] = await tx.query<{ end_time: Date | null }>('SELECT min(end_time) AS end_time FROM quote_round_appointment WHERE section_id = $1 AND end_time > $2', [row.id, new Date(now.getTime() - settleMs)]);
    candidates.push(settled(round?.end_time ?? null, settleMs));
  }
  const ahead = candidates.filter((d): d is Date => d !== null && new Date(d).getTime() > now.getTime()).map((d) => new Date(d).getTime());
  return ahead.length ? new Date(Math.min(...ahead)) : null;
}

/**
 * Applies everything due at `now` to one section whose row the caller has locked: its status move, the
 * sign-up moves that go with it (DESIGN.md §3, §4), the end of the bid-file window and of appointed rounds.
 * Writes the new status and next look; every move is audited in the caller's transaction. Returns the
 * status after the move.
 */
export async function applyClock(tx: Queryable, row: ClockRow, now: Date, clock: ClockSetup): Promise<number> {
  const { quotingSettleMs: settleMs, hooks } = clock;
  const from = row.section_stauts;
  let to = statusAt(toClock(row, settleMs), now);
  // Quoting ends only once every round that arrived before the end time is answered (issue 12 §2).
  const endHeld =
    from === SectionStatus.quoting && to !== from && row.ent_time !== null && (await hooks.roundsInFlight(tx, row.id, new Date(row.ent_time), settled(row.ent_time, settleMs)!, now));
  if (endHeld) to = from;
  if (!QUIET_SECTION.has(to)) {
    const openedQuoting = row.bidding_type === 0 && !QUOTING_OR_LATER.has(from) && QUOTING_OR_LATER.has(to);
    if (openedQuoting) await moveSignupsOn(tx, row, 'quotingOpened', now, hooks);
    const bidFileClosed = requirementsOf(requirementFlags(row)).bidFile && bidFileWindowEnded(row.bid_file_end_time && new Date(row.bid_file_end_time), now);
    if (bidFileClosed) await moveSignupsOn(tx, row, 'bidFileClosed', now, hooks);
    if (paymentDeadlinePassed(row, now)) await moveSignupsOn(tx, row, 'paymentDeadlinePassed', now, hooks);
    if (from !== SectionStatus.quotingEnded && to === SectionStatus.quotingEnded) await moveSignupsOn(tx, row, 'quotingEnded', now, hooks);
  }
  const roundHeld = await endAppointedRounds(tx, row.id, now, clock);
  const next = await nextLook(tx, row, to, now, endHeld || roundHeld, clock);
  if (to === from) await tx.query('UPDATE section SET next_clock_at = $2 WHERE id = $1', [row.id, next]);
  else await transitionSection(tx, { sectionId: row.id, biddingType: row.bidding_type, action: 'clock', from, to, who: 'clock', actorId: null, now, columns: { next_clock_at: next } });
  await hooks.sealQuotingRoot(tx, row.id, now);
  return to;
}

/**
 * Loads one section for the clock, locking its row. FOR NO KEY UPDATE, not FOR UPDATE: a quotation round being
 * stored takes the section row FOR KEY SHARE (its foreign keys) while holding its sign-up, for which the clock's
 * sign-up moves wait; FOR UPDATE would block it and close a cycle of waits (a deadlock, answered 500 in the burst
 * benchmark). No key of the section changes here.
 */
export async function lockClockRow(tx: Queryable, sectionId: number): Promise<ClockRow | undefined> {
  const [row] = await tx.query<ClockRow>(`SELECT ${CLOCK_COLUMNS} FROM section WHERE id = $1 FOR NO KEY UPDATE`, [sectionId]);
  return row;
}

/**
 * Applies the time-driven moves that are due at `now` (DESIGN.md §3), to one section or to all.
 * Each section is locked while it moves, so concurrent callers (readers, scheduler, other nodes) move
 * it once; every move is written to the audit log in the same transaction. Returns the ids whose status moved.
 */
export async function advanceDueSections(db: Db, now: Date, sectionId?: number): Promise<number[]> {
  // Reads call this on every request: a plain index probe first, a transaction only when a move is due.
  const probe = await db.query(
    `SELECT 1 FROM section WHERE next_clock_at <= $1 ${sectionId === undefined ? '' : 'AND id = $2'} LIMIT 1`,
    sectionId === undefined ? [now] : [now, sectionId],
  );
  if (probe.length === 0) return [];
  const clock = clockOf(db);
  const moved = await db.transaction(async (tx) => {
    // FOR NO KEY UPDATE: see lockClockRow.
    const due = await tx.query<ClockRow>(
      `SELECT ${CLOCK_COLUMNS}
         FROM section
        WHERE next_clock_at <= $1 ${sectionId === undefined ? '' : 'AND id = $2'}
        ORDER BY next_clock_at
        LIMIT 1000
          FOR NO KEY UPDATE SKIP LOCKED`,
      sectionId === undefined ? [now] : [now, sectionId],
    );
    const moved: number[] = [];
    for (const row of due) {
      const status = await applyClock(tx, row, now, clock);
      if (status !== row.section_stauts) moved.push(row.id);
    }
    return moved;
  });
  // Quoting ended: the Merkle root over the rounds is published now, before anyone reads a price of them.
  for (const id of moved) await clock.hooks.ensureRoot(db, id, now);
  return moved;
}
