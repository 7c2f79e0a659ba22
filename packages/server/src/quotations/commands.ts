import { createHash } from 'node:crypto';
import {
  checkRound,
  DEFAULT_TIMEZONE,
  isMeasureInput,
  issueParams,
  priceText,
  quotingDeadline,
  quotingEndTime,
  type BidQuotesForm,
  type Locale,
} from '@portal/domain';
import type { Db, Queryable, Transaction } from '../db/index';
import type { SessionUser } from '../accounts/sessions';
import { notFound, warning, type AppError } from '../http/errors';
import { advanceDueSections } from '../sections/clock';
import { readSectionUpToDate } from '../sections/upToDate';
import { recordAudit } from '../audit/audit';
import { publishEvent } from '../live/events';
import { isAccredited, requireAccredited } from '../certification/policy';
import { certificationState } from '../certification/commands';
import { commitNewRound } from '../receipts/commands';
import { signerFor, type ReceiptSigner } from '../signing/key';
import { roundSlots } from './roundSlots';
import { checkRefusalLimit, recordRefusal } from './refusals';
import { announceRound } from './roundNotices';
import { quotationPolicy } from './policy';
import { INSERT_ROUND, openingStatements, roundOf, type InsertedRound, type LockedSignup, type RoundState } from './roundStatements';
import {
  boundsOf,
  comparedPrice,
  comparesTotals,
  findQuotingSection,
  findQuotingSignup,
  rulesOf,
  type LineRow,
  type QuotingSection,
  type QuotingSignup,
  type RoundRow,
  type SectorRow,
} from './queries';

/**
 * Time a submission is processed at, stored as the round's create_time. `null` means the database's own
 * clock (`clock_timestamp()`, read inside the transaction), which production uses; tests give a fixed time.
 */
export type CutoffTime = Date | null;

/**
 * The times of a submission: `now` (the application clock when processing starts), `arrival` (when the
 * request reached the server, before any queue: the round is judged by it against the end time, issue 12 §2)
 * and `cutoff` (see CutoffTime).
 */
export interface SubmitTime {
  now: Date;
  arrival: Date;
  cutoff: CutoffTime;
  /** The caller's time zone, for times named in refusals (default Asia/Shanghai). */
  zone?: string;
}

/** The quoting state of `isQuotingOpen` from the rows. */
export const quotingState = (
  section: Pick<QuotingSection, 'section_stauts' | 'ent_time'>,
  signup: Pick<QuotingSignup, 'supplier_bid_status' | 'is_appoint_supplier_quotation_ing' | 'disabled' | 'appointment_end'>,
) => ({
  supplierBidStatus: signup.supplier_bid_status,
  sectionStauts: section.section_stauts,
  isAppointSupplierQuotationIng: signup.is_appoint_supplier_quotation_ing,
  disabled: signup.disabled,
  entTime: section.ent_time,
  appointmentEnd: signup.appointment_end,
});

/** What a submission answers: the stored round (also on a retry with the same request key). */
export interface SubmittedRound {
  round: RoundRow;
  /** Its lines when stored by this request (null on a replay: read them). */
  lines: LineRow[] | null;
  /** The section's quotationMethod, for presenting the amounts. */
  quotationMethod: number;
  /** True when the round was stored by an earlier request with the same key. */
  replayed: boolean;
}

/** Errors after which a round is tried again: unique violation, deadlock. */
const RETRIED = new Set(['23505', '40P01']);

/** Plain JSON of a value with object keys sorted and numbers as text: equal requests give equal text. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return typeof value === 'number' ? String(value) : (value ?? null);
};

/**
 * Hash of the quotation a request carries (its sectors in id order with every field sent), stored with the
 * round: a retry with the same request key must carry the same quotation.
 */
export const requestHash = (form: BidQuotesForm) =>
  createHash('sha256')
    .update(JSON.stringify(canonical([...form.sectors].sort((a, b) => a.id - b.id))))
    .digest('hex');

/**
 * Submits one round (POST /system/quotes/bidQuotes). One transaction holding the sign-up's row lock, so two
 * submissions of one supplier are serialized: they become consecutive rounds or the later is refused by the
 * rules, never two rounds with the same number. A request key seen before answers the stored round. Later
 * rounds under isYuanJu compare with the whole auction, so they take the section's quotation lock
 * exclusively while first rounds share it: no price enters the auction while a later round is checked.
 * The amounts are recomputed here; the client's totals are ignored. The quoting window is checked last,
 * against the database clock, just before the commit. A round refused by the rules stores only its refusal
 * (committed, then thrown): past REFUSAL_LIMIT of them in the window, submissions are refused outright.
 */
export async function submitRound(db: Db, user: SessionUser, form: BidQuotesForm, time: SubmitTime, locale: Locale): Promise<SubmittedRound> {
  const at = time.cutoff;
  const arrival = time.arrival;
  const signer = await signerFor(db);
  // The section's clock is probed by the round's first statement, not by a statement of its own: when a move
  // is due, the transaction stops there, the clock runs (its own transaction), and the round starts again.
  let clockNow: Date | null = time.now;
  // A try that stored nothing signed its round already: the next signs again only if the round's number changed.
  const signed = new Map<number, RoundReceipt>();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const context: TryContext = { at, arrival, signer, signed, clockNow, zone: time.zone ?? DEFAULT_TIMEZONE, locale };
      // A slot of the rounds first: they leave some of the pool's connections to the readers (roundSlots.ts).
      const outcome = await roundSlots(db).run(() => db.transaction((tx, opened) => submitInTransaction(tx, opened, user, form, context), openingStatements(user, form, at, clockNow)));
      if ('clockDue' in outcome) {
        await advanceDueSections(db, time.now, form.sectionId);
        clockNow = null;
        attempt -= 1;
        continue;
      }
      if ('boundsMoved' in outcome) {
        // Refused by the bounds the insert read under the lock (bounds only tighten: it would be refused now too),
        // recorded once the transaction that stored nothing has ended.
        if (outcome.refusal) {
          const { refusal } = outcome;
          await db.transaction((tx) => recordRefusal(tx, refusal.record));
          throw refusal.error;
        }
        // The domain admits what the database refused: tried again against the bounds as they are then.
        if (attempt < 3) continue;
        throw new Error('a later round was refused by the auction bounds in the database but admitted by the rules three times');
      }
      if ('refused' in outcome) throw outcome.refused;
      // Its live event is committed: the streams of every process are told now (not from the transaction).
      if (!outcome.replayed) announceRound(db, form.sectionId);
      return outcome;
    } catch (error) {
      // The row lock serializes a supplier's rounds; a unique violation can only come from a race the lock
      // does not cover (e.g. a sign-up row created meanwhile), a deadlock from a cycle of waits with another
      // writer of the section (the clock's moves wait for sign-ups). Either rolled the round back: retrying
      // reads the stored state again, and the round is still judged by its arrival time.
      if (RETRIED.has((error as { code?: string }).code ?? '') && attempt < 3) continue;
      throw error;
    }
  }
}

/** A later round refused by the auction bounds its insert found moved: recorded after its transaction ended. */
type MovedBoundsRefusal = { record: Parameters<typeof recordRefusal>[1]; error: AppError };

/** How one try of a round ends: stored (or replayed), refused by the rules, stopped for the clock, or overtaken by the bounds. */
type RoundTry = SubmittedRound | { refused: AppError } | { clockDue: true } | { boundsMoved: true; refusal: MovedBoundsRefusal | null };

/** What a try of a round works with besides the caller and the form. */
interface TryContext {
  at: CutoffTime;
  arrival: Date;
  signer: ReceiptSigner;
  /** Receipts signed by earlier tries, by round number. */
  signed: Map<number, RoundReceipt>;
  clockNow: Date | null;
  zone: string;
  locale: Locale;
}

type RoundReceipt = Awaited<ReturnType<typeof commitNewRound>>;

/**
 * One try of a round, in two trips (bench/README.md, "Write path: cost per round"): the opening (roundStatements.ts,
 * sent with the BEGIN) locked the sign-up, reading whether the section's clock is due, and read what the round is
 * judged on, without the section's quotation lock; here the quotations policy and the rules judge it and the receipt
 * is signed (holding only the supplier's own row lock); then INSERT_ROUND takes the quotation lock, evaluates the
 * round's auction demand on the bounds of that instant, checks the time against the deadline, and is sent with the
 * COMMIT: no lock is held while an answer travels to this process. The cut-off is the last statement: anything written
 * later in the transaction would be after it (the overtime rule, which then commits separately). When the bounds no
 * longer admit the round, nothing is stored and the rules, given the bounds the insert read, say why.
 */
async function submitInTransaction(tx: Transaction, opened: unknown[][], user: SessionUser, form: BidQuotesForm, context: TryContext): Promise<RoundTry> {
  const [[locked], [state]] = opened as [LockedSignup[], RoundState[]];
  if (!locked || !state) throw notFound('sectionNotFound');
  // A time-driven move of the section is due: nothing is written yet; the caller runs the clock and comes back.
  if (locked.clock_due) return { clockDue: true };
  const section: QuotingSection = { ...locked.section, ent_time: locked.section.ent_time === null ? null : new Date(locked.section.ent_time), result_time: null };
  const hash = requestHash(form);
  if (state.stored) {
    // Rounds stored before the hash was kept (null) cannot be compared: they answer as before.
    if (state.stored_hash !== null && state.stored_hash !== hash) throw warning('quoteKeyReused');
    return { round: roundOf(state.stored), lines: null, replayed: true, quotationMethod: section.quotation_method };
  }
  const { appointment_end } = state;
  const signup: QuotingSignup = { ...locked, appointment_end: appointment_end === null ? null : new Date(appointment_end) };
  // Judged by the time the request arrived, not by when it got through the pool and the locks (issue 12 §2).
  if (!quotationPolicy.may(user, 'quote', { companyId: signup.company_id, quoting: quotingState(section, signup), at: context.arrival })) throw warning('quoteNotOpen');
  // Quoting asks the certification check of sign-up again (part 2 §4): a company no longer accredited may not quote.
  if (!isAccredited(locked.certification_status)) requireAccredited(await certificationState(tx, locked.company_id));
  const sectors = state.sectors ?? [];
  checkItems(form, sectors, context.locale);
  checkRefusalLimit(state.refusals, context.zone);
  const judged = judgeRound(section, state, form, sectors);
  const refusalAt = { sectionId: section.id, signupId: signup.id, actorId: user.id, at: new Date(state.now) };
  if (judged.checked.issues.length) {
    // Nothing is written in this transaction before this point: it commits the refusal alone.
    const first = judged.checked.issues[0];
    await recordRefusal(tx, { ...refusalAt, issue: first });
    return { refused: warning(first.key, issueParams(first, context.locale)) };
  }
  const priced = pricedColumns(judged.checked, form, sectors);
  const quotesCount = (judged.last?.quotes_count ?? 0) + 1;
  // The same request prices the same lines whatever the bounds: a try after the bounds moved reuses its signature.
  const receipt = context.signed.get(quotesCount) ?? (await signReceipt(context, section.id, signup.id, quotesCount, priced));
  context.signed.set(quotesCount, receipt);
  const params = insertParams({ user, form, hash, section, signup, quotesCount, judged, priced, receipt, context, processed: new Date(state.now) });
  // The insert is the round's last statement, sent with the commit (commitWith) unless the overtime rule writes
  // after it: the section's quotation lock it takes is released as soon as the database has stored the round.
  const overtime = section.overtime_window_minutes != null;
  const [inserted] = overtime ? await tx.query<InsertedRound>(INSERT_ROUND, params) : await tx.commitWith<InsertedRound>(INSERT_ROUND, params);
  if (!inserted.round) return notInserted(inserted, judged, form, sectors, refusalAt, context.locale);
  const round = roundOf(inserted.round);
  if (overtime) await applyOvertime(tx, section.id, context.arrival, user.id);
  return { round, lines: orderedLines(inserted, sectors, priced.detailLines, round.id), replayed: false, quotationMethod: section.quotation_method };
}

/** Each quoted item is one of the section's, once, with its volume and weight well formed. */
function checkItems(form: BidQuotesForm, sectors: SectorRow[], locale: Locale) {
  const byId = new Map(sectors.map((s) => [s.id, s]));
  const seen = new Set<number>();
  for (const line of form.sectors) {
    const item = byId.get(line.id);
    if (!item || seen.has(line.id)) throw warning('quoteSectorUnknown');
    seen.add(line.id);
    if (!isMeasureInput(priceText(line.volume)) || !isMeasureInput(priceText(line.weight))) {
      throw warning('quoteMeasureFormat', issueParams({ key: 'quoteMeasureFormat', item }, locale));
    }
  }
}

/**
 * The round checked by the rules (part 2 §5) against the supplier's previous round and, for a later round under
 * isYuanJu, the auction bounds read without the quotation lock (the insert evaluates the round's demand on them
 * again under the lock: auctionDemand, quote_bounds_admit).
 */
function judgeRound(section: QuotingSection, state: RoundState, form: BidQuotesForm, sectors: SectorRow[]) {
  const rules = rulesOf(section);
  const last = state.last ? roundOf(state.last) : null;
  const laterRoundRules = last !== null && rules.isYuanJu === 1;
  const previous = last
    ? { lines: (state.last_lines ?? []).map((l) => ({ id: l.sector_id, price: comparedPrice(l, rules.quotationMethod), totalPrice: l.total_price ?? '0' })) }
    : null;
  const bounds = laterRoundRules ? (state.bounds ?? {}) : null;
  const checked = checkRound({ rules, items: sectors, lines: form.sectors, previous, auction: bounds === null ? undefined : boundsOf(bounds) });
  return { rules, last, laterRoundRules, previous, checked };
}
type Judged = ReturnType<typeof judgeRound>;

/** The checked lines with what the form entered and the settlement method that applies; the detail lines in the rows' order. */
function pricedColumns(checked: Judged['checked'], form: BidQuotesForm, sectors: SectorRow[]) {
  const forms = new Map(form.sectors.map((s) => [s.id, s]));
  const byId = new Map(sectors.map((s) => [s.id, s]));
  const columns = checked.lines.map((line) => {
    const entered = forms.get(line.id)!;
    const sector = byId.get(line.id)!;
    return { ...line, form: entered, sector, settleMethod: sector.isForceSettleMethod === 1 ? sector.settleMethod : (entered.settleMethod ?? sector.settleMethod) };
  });
  const detailLines = checked.lines.flatMap((line) => (line.details ?? []).map((d) => ({ ...d, sectorId: line.id })));
  return { columns, detailLines };
}
type Priced = ReturnType<typeof pricedColumns>;

/** The receipt commits to exactly what is stored (docs/verification.md): the round's time is its arrival time (milliseconds, as stored in arrival_time). */
function signReceipt(context: TryContext, sectionId: number, signupId: number, quotesCount: number, priced: Priced) {
  return commitNewRound(
    context.signer,
    { sectionId, signupId, quotesCount, arrivalTime: context.arrival },
    priced.columns.map((c) => ({ priced: c, volume: priceText(c.form.volume) || null, weight: priceText(c.form.weight) || null, sector: c.sector })),
  );
}

/** The parameters of INSERT_ROUND, in its numbering. */
function insertParams(r: {
  user: SessionUser;
  form: BidQuotesForm;
  hash: string;
  section: QuotingSection;
  signup: QuotingSignup;
  quotesCount: number;
  judged: Judged;
  priced: Priced;
  receipt: RoundReceipt;
  context: TryContext;
  processed: Date;
}) {
  const pick = <T>(f: (c: Priced['columns'][number]) => T) => r.priced.columns.map(f);
  const pickDetail = <T>(f: (d: Priced['detailLines'][number]) => T) => r.priced.detailLines.map(f);
  const demand = r.judged.laterRoundRules ? (r.judged.checked.auctionDemand ?? null) : null;
  return [
    r.context.arrival,
    quotingDeadline(quotingState(r.section, r.signup)),
    r.section.id,
    r.signup.id,
    r.signup.company_id,
    r.quotesCount,
    r.judged.checked.totalPrice,
    r.form.requestKey,
    pick((c) => c.id),
    pick((c) => c.sectorPrice),
    pick((c) => c.otherExpenses),
    pick((c) => c.totalMaterialPrice),
    pick((c) => c.totalPrice),
    pick((c) => c.form.taxRate),
    pick((c) => c.settleMethod),
    pick((c) => c.form.remarks),
    pick((c) => c.form.remarks1),
    pick((c) => priceText(c.form.volume) || null),
    pick((c) => c.form.volumeUnit || null),
    pick((c) => priceText(c.form.weight) || null),
    pick((c) => c.form.weightUnit || null),
    r.hash,
    r.user.id,
    pickDetail((d) => d.sectorId),
    pickDetail((d) => d.id),
    pickDetail((d) => d.sectorPrice),
    pickDetail((d) => d.otherExpenses),
    pickDetail((d) => d.totalMaterialPrice),
    pickDetail((d) => d.totalPrice),
    r.processed,
    r.receipt.nonce,
    r.receipt.commitment,
    r.receipt.signature,
    r.judged.laterRoundRules,
    demand ? comparesTotals(r.judged.rules.quotationMethod) : null,
    demand ? JSON.stringify(demand.prices) : null,
    demand?.buying ?? true,
  ];
}

/**
 * Nothing was inserted: the end time passed while the round was being checked, or rounds stored meanwhile moved
 * the bounds past the round's demand. Checked against the bounds the insert read under the lock, the round is then
 * refused (the usual end of two suppliers taking the same step), with the rules' own message.
 */
function notInserted(
  inserted: InsertedRound,
  judged: Judged,
  form: BidQuotesForm,
  sectors: SectorRow[],
  refusalAt: Omit<MovedBoundsRefusal['record'], 'issue'>,
  locale: Locale,
): RoundTry {
  if (!inserted.in_time) throw warning('quoteNotOpen');
  const recheck = checkRound({ rules: judged.rules, items: sectors, lines: form.sectors, previous: judged.previous, auction: boundsOf(inserted.bounds ?? {}) });
  const first = recheck.issues[0];
  return { boundsMoved: true, refusal: first ? { record: { ...refusalAt, issue: first }, error: warning(first.key, issueParams(first, locale)) } : null };
}

/** The stored lines in the sectors' order, each with its detail lines in the rows' order. */
function orderedLines(inserted: InsertedRound, sectors: SectorRow[], detailLines: Priced['detailLines'], roundId: number): LineRow[] {
  const order = new Map(sectors.map((s, i) => [s.id, i]));
  const detailOrder = new Map(detailLines.map((d, i) => [d.id, i]));
  const details = (inserted.details ?? []).sort((a, b) => detailOrder.get(a.detail_id)! - detailOrder.get(b.detail_id)!);
  return (inserted.lines ?? [])
    .map((l) => ({ ...l, round_id: roundId, details: details.filter((d) => d.sector_id === l.sector_id) }))
    .sort((a, b) => order.get(a.sector_id)! - order.get(b.sector_id)!);
}

/** End time that applies to the supplier (GET /system/section/selectendtime/{id}), after the due clock moves. */
export async function endTimeFor(db: Db, user: SessionUser, sectionId: number, now: Date) {
  return readSectionUpToDate(db, now, sectionId, async () => {
    const section = await findQuotingSection(db, sectionId);
    const signup = await findQuotingSignup(db, user.companyId, sectionId).catch(() => null);
    const state = signup ? quotingState(section, signup) : null;
    const actions = signup && state ? quotationPolicy.actions(user, { companyId: signup.company_id, quoting: state, at: now }) : [];
    return {
      section,
      signup,
      endTime: state ? quotingEndTime(state) : section.ent_time,
      canQuote: actions.includes('quote'),
      actions,
    };
  });
}

/**
 * The buyer's overtime rule (issue 13, off unless the section sets it): an accepted round that arrived
 * strictly inside the last overtime_window_minutes before the section's end moves the end to
 * overtime_extend_minutes after the round's arrival, never past original end + overtime_max_minutes, never
 * earlier. One statement in the round's transaction: the section row lock serializes concurrent extensions.
 * The extension is audited and published to every viewer of the section as an `endTime` event.
 */
async function applyOvertime(tx: Queryable, sectionId: number, arrival: Date, actorId: number) {
  const [moved] = await tx.query<{ ent_time: Date; before: Date; original_ent_time: Date; window_minutes: number }>(
    `WITH c AS (
       SELECT id, ent_time AS before, COALESCE(original_ent_time, ent_time) AS original, overtime_window_minutes AS window_minutes,
              LEAST($2::timestamptz + make_interval(mins => overtime_extend_minutes),
                    COALESCE(original_ent_time, ent_time) + make_interval(mins => overtime_max_minutes)) AS candidate
         FROM section
        WHERE id = $1 AND overtime_window_minutes IS NOT NULL AND ent_time IS NOT NULL
          AND $2::timestamptz > ent_time - make_interval(mins => overtime_window_minutes) AND $2::timestamptz < ent_time
        FOR NO KEY UPDATE
     )
     UPDATE section s SET original_ent_time = c.original, ent_time = c.candidate, update_time = clock_timestamp()
       FROM c WHERE s.id = c.id AND c.candidate > s.ent_time
     RETURNING s.ent_time, c.before, s.original_ent_time, c.window_minutes`,
    [sectionId, arrival],
  );
  if (!moved) return;
  const after = { entTime: new Date(moved.ent_time).toISOString(), originalEntTime: new Date(moved.original_ent_time).toISOString() };
  const reason = { kind: 'overtime', arrivalTime: arrival.toISOString(), windowMinutes: moved.window_minutes };
  await recordAudit(tx, { actorId, entity: 'section', entityId: sectionId, action: 'overtime', before: { entTime: new Date(moved.before).toISOString() }, after: { ...after, reason } });
  await publishEvent(tx, sectionId, null, 'endTime', { ...after, previousEntTime: new Date(moved.before).toISOString(), reason });
}
