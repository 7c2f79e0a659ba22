import { createHash } from 'node:crypto';
import {
  checkRound,
  DEFAULT_TIMEZONE,
  isMeasureInput,
  isQuotingOpen,
  issueParams,
  priceText,
  quotingDeadline,
  quotingEndTime,
  type BidQuotesForm,
  type CertificationStatus,
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
import { signerFor, type ReceiptSigner } from '../receipts/signingKey';
import { checkRefusalLimit, recordRefusal, refusalWindowSql, type RefusalWindow } from './refusals';
import { announceRound } from './roundNotices';
import {
  auctionBoundsSql,
  boundsOf,
  comparedPrice,
  findQuotingSection,
  findQuotingSignup,
  rulesOf,
  SECTOR_DETAILS_JSON,
  type DetailLineRow,
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
export const quotingState = (section: QuotingSection, signup: QuotingSignup) => ({
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
  const signed = new Map<number, Awaited<ReturnType<typeof commitNewRound>>>();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await db.transaction((tx) => submitInTransaction(tx, user, form, { at, arrival, signer, signed, clockNow, zone: time.zone ?? DEFAULT_TIMEZONE }, locale));
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

/** A round as a JSON object built by PostgreSQL (times as ISO text, amounts as text). */
type RoundJson = Omit<RoundRow, 'create_time' | 'arrival_time'> & { create_time: string; arrival_time: string | null };
const roundOf = (r: RoundJson): RoundRow => ({ ...r, create_time: new Date(r.create_time), arrival_time: new Date(r.arrival_time ?? r.create_time) });
const ROUND_JSON = `json_build_object('id', r.id, 'signup_id', r.signup_id, 'quotes_count', r.quotes_count, 'total_price', r.total_price::text,
                                      'request_key', r.request_key, 'create_time', r.create_time, 'arrival_time', r.arrival_time)`;

/** A later round refused by the auction bounds its insert found moved: recorded after its transaction ended. */
type MovedBoundsRefusal = { record: Parameters<typeof recordRefusal>[1]; error: AppError };

/** What the insert of a round answers: the stored round (null when nothing was stored) and why not. */
type InsertedRound = {
  round: RoundJson | null;
  lines: LineRow[] | null;
  details: DetailLineRow[] | null;
  bounds: Record<string, { lowest: string; highest: string }> | null;
  in_time: boolean;
};

/**
 * Stores a round, its lines, its audit record and its live event in one statement. It takes the section's quotation
 * lock (quote_lock_then_read, migration 028): shared, or exclusive for a later round under isYuanJu ($34), which
 * also reads the bounds once the lock is granted ($35) and stores the round only if they still admit its demand
 * ($36 the moved items' prices, $37 buying; quote_bounds_admit, migration 031; null: no demand). Nothing is
 * stored unless the round arrived ($1) before its deadline
 * ($2): the cut-off is in this statement, the last before the commit.
 */
const INSERT_ROUND = `WITH guard AS (
     SELECT quote_lock_then_read($3, $34::boolean, $35::text) AS bounds
   ), open AS (
     SELECT 1 FROM guard
      WHERE ($2::timestamptz IS NULL OR $1::timestamptz < $2::timestamptz) AND ($36::jsonb IS NULL OR quote_bounds_admit(guard.bounds, $36::jsonb, $37::boolean))
   ), r AS (
     INSERT INTO quote_round (section_id, signup_id, company_id, quotes_count, total_price, request_key, create_time, request_hash, nonce, commitment, signature, arrival_time)
     SELECT $3, $4, $5, $6, $7, $8, $30, $22, $31, $32, $33, $1 FROM open
     RETURNING *
   ), audit AS (
     INSERT INTO audit_log (actor_id, entity, entity_id, action, after)
     SELECT $23, 'quote_round', r.id, 'quote',
            jsonb_build_object('sectionId', r.section_id, 'signupId', r.signup_id, 'quotesCount', r.quotes_count, 'totalPrice', r.total_price::text)
       FROM r
   ), ev AS (
     INSERT INTO section_event (section_id, company_id, kind, payload)
     SELECT r.section_id, r.company_id, 'round',
            jsonb_build_object('signupId', r.signup_id, 'quotesCount', r.quotes_count, 'totalPrice', r.total_price::text, 'arrivalTime', r.arrival_time)
       FROM r
   ), l AS (
     INSERT INTO quote_line (round_id, sector_id, sector_price, other_expenses, total_material_price, total_price, tax_rate, settle_method,
                             remarks, remarks1, volume, volume_unit, weight, weight_unit)
     SELECT r.id, v.* FROM r, unnest($9::bigint[], $10::numeric[], $11::numeric[], $12::numeric[], $13::numeric[], $14::text[], $15::smallint[],
                                     $16::text[], $17::text[], $18::numeric[], $19::text[], $20::numeric[], $21::text[]) AS v
     RETURNING *
   ), d AS (
     INSERT INTO quote_detail_line (round_id, sector_id, detail_id, sector_price, other_expenses, total_material_price, total_price)
     SELECT r.id, v.* FROM r, unnest($24::bigint[], $25::bigint[], $26::numeric[], $27::numeric[], $28::numeric[], $29::numeric[]) AS v
     RETURNING *
   )
   SELECT (SELECT ${ROUND_JSON} FROM r) AS round,
          (SELECT json_agg(json_build_object('round_id', l.round_id, 'sector_id', l.sector_id, 'sector_price', l.sector_price::text,
                                             'other_expenses', l.other_expenses::text, 'total_material_price', l.total_material_price::text,
                                             'total_price', l.total_price::text, 'tax_rate', l.tax_rate, 'settle_method', l.settle_method,
                                             'remarks', l.remarks, 'remarks1', l.remarks1, 'volume', l.volume::text, 'volume_unit', l.volume_unit,
                                             'weight', l.weight::text, 'weight_unit', l.weight_unit)) FROM l) AS lines,
          (SELECT json_agg(json_build_object('round_id', d.round_id, 'sector_id', d.sector_id, 'detail_id', d.detail_id, 'sector_price', d.sector_price::text,
                                             'other_expenses', d.other_expenses::text, 'total_material_price', d.total_material_price::text,
                                             'total_price', d.total_price::text)) FROM d) AS details,
          (SELECT bounds FROM guard) AS bounds,
          ($2::timestamptz IS NULL OR $1::timestamptz < $2::timestamptz) AS in_time`;

/**
 * The round in a handful of statements (the burst benchmark measures this path): lock the sign-up, reading
 * whether the section's clock is due (`clockNow`; null: do not look); read in one statement the appointment,
 * the round stored under this key, the last round and its lines, the sectors, the time and (a later round under
 * isYuanJu) the auction bounds, without the section's quotation lock; check the round; insert the round, its lines
 * and its audit record in one statement (INSERT_ROUND) that takes the quotation lock, evaluates the round's
 * auction demand on the bounds of that instant and checks the time against the deadline, sent together with the
 * COMMIT: no lock is held while an answer travels to this process. The cut-off is the last statement: anything
 * written later in the transaction would be after it (the overtime rule, which then commits separately). When the
 * bounds no longer admit the round, nothing is stored and the rules, given the bounds the insert read, say why.
 */
async function submitInTransaction(
  tx: Transaction,
  user: SessionUser,
  form: BidQuotesForm,
  {
    at,
    arrival,
    signer,
    signed,
    clockNow,
    zone,
  }: {
    at: CutoffTime;
    arrival: Date;
    signer: ReceiptSigner;
    signed: Map<number, Awaited<ReturnType<typeof commitNewRound>>>;
    clockNow: Date | null;
    zone: string;
  },
  locale: Locale,
): Promise<SubmittedRound | { refused: AppError } | { clockDue: true } | { boundsMoved: true; refusal: MovedBoundsRefusal | null }> {
  if (user.companyId === null) throw notFound('sectionNotFound');
  const [locked] = await tx.query<
    Omit<QuotingSignup, 'appointment_end'> & { section: QuotingSection; certification_status: CertificationStatus; clock_due: boolean }
  >(
    `SELECT g.id, g.company_id, g.supplier_bid_status, g.is_appoint_supplier_quotation_ing, g.disabled, c.certification_status,
            COALESCE(s.next_clock_at <= $3::timestamptz, false) AS clock_due,
            json_build_object('id', s.id, 'section_stauts', s.section_stauts, 'ent_time', s.ent_time, 'quotation_method', s.quotation_method,
                              'successful_bidder_method', s.successful_bidder_method, 'bidding_trade_type', s.bidding_trade_type,
                              'is_yuan_ju', s.is_yuan_ju, 'show_ranking', s.show_ranking, 'ranking_type', s.ranking_type,
                              'overtime_window_minutes', s.overtime_window_minutes) AS section
       FROM signup g JOIN section s ON s.id = g.section_id JOIN company c ON c.id = g.company_id
      WHERE g.section_id = $1 AND g.company_id = $2 AND s.section_stauts <> 0
        FOR UPDATE OF g`,
    [form.sectionId, user.companyId, clockNow],
  );
  if (!locked) throw notFound('sectionNotFound');
  // A time-driven move of the section is due: nothing is written yet; the caller runs the clock and comes back.
  if (locked.clock_due) return { clockDue: true };
  const section: QuotingSection = { ...locked.section, ent_time: locked.section.ent_time === null ? null : new Date(locked.section.ent_time) };
  // A new statement after the lock: it sees the rounds committed by a submission that held the lock before.
  // For a later round under isYuanJu (a new round after a stored one) it also reads the auction bounds, without
  // the section's quotation lock: the insert takes the lock and compares them with the bounds then (below).
  const [state] = await tx.query<{
    appointment_end: Date | null;
    stored: RoundJson | null;
    stored_hash: string | null;
    last: RoundJson | null;
    last_lines: { sector_id: number; sector_price: string | null; total_material_price: string | null; total_price: string | null }[] | null;
    sectors: SectorRow[];
    refusals: RefusalWindow | null;
    now: Date;
    bounds: Record<string, { lowest: string; highest: string }> | null;
  }>(
    `SELECT (SELECT end_time FROM quote_round_appointment WHERE section_id = $1 ORDER BY id DESC LIMIT 1) AS appointment_end,
            (SELECT ${ROUND_JSON} FROM quote_round r WHERE r.signup_id = $2 AND r.request_key = $3) AS stored,
            (SELECT r.request_hash FROM quote_round r WHERE r.signup_id = $2 AND r.request_key = $3) AS stored_hash,
            last.round AS last,
            (SELECT json_agg(json_build_object('sector_id', l.sector_id, 'sector_price', l.sector_price::text,
                                               'total_material_price', l.total_material_price::text, 'total_price', l.total_price::text))
               FROM quote_line l WHERE l.round_id = (last.round ->> 'id')::bigint) AS last_lines,
            (SELECT json_agg(json_build_object('id', s.id, 'sectorName', s.sector_name, 'sectorNameEn', s.sector_name_en, 'sectorNameLo', s.sector_name_lo,
                                               'sectorNumber', s.sector_number::text, 'maxPrice', s.max_price::text, 'minPrice', s.min_price::text,
                                               'taxRate', s.tax_rate, 'settleMethod', s.settle_method, 'isForceSettleMethod', s.is_force_settle_method,
                                               'details', ${SECTOR_DETAILS_JSON})
                             ORDER BY s.sort, s.id)
               FROM sector s WHERE s.section_id = $1) AS sectors,
            ${refusalWindowSql('$2', 'COALESCE($4::timestamptz, clock_timestamp())')} AS refusals,
            COALESCE($4::timestamptz, clock_timestamp()) AS now,
            CASE WHEN $5::boolean AND last.round IS NOT NULL AND NOT EXISTS (SELECT 1 FROM quote_round r WHERE r.signup_id = $2 AND r.request_key = $3)
                 THEN (${auctionBoundsSql(section.quotation_method)}) END AS bounds
       FROM (SELECT (SELECT ${ROUND_JSON} FROM quote_round r WHERE r.signup_id = $2 ORDER BY r.quotes_count DESC LIMIT 1) AS round) last`,
    [section.id, locked.id, form.requestKey, at, section.is_yuan_ju === 1],
  );
  const hash = requestHash(form);
  if (state.stored) {
    // Rounds stored before the hash was kept (null) cannot be compared: they answer as before.
    if (state.stored_hash !== null && state.stored_hash !== hash) throw warning('quoteKeyReused');
    return { round: roundOf(state.stored), lines: null, replayed: true, quotationMethod: section.quotation_method };
  }

  const signup: QuotingSignup = {
    id: locked.id,
    company_id: locked.company_id,
    supplier_bid_status: locked.supplier_bid_status,
    is_appoint_supplier_quotation_ing: locked.is_appoint_supplier_quotation_ing,
    disabled: locked.disabled,
    appointment_end: state.appointment_end === null ? null : new Date(state.appointment_end),
  };
  const quoting = quotingState(section, signup);
  const deadline = quotingDeadline(quoting);
  // Judged by the time the request arrived, not by when it got through the pool and the locks (issue 12 §2).
  if (!isQuotingOpen(quoting, arrival)) throw warning('quoteNotOpen');
  // Quoting asks the certification check of sign-up again (part 2 §4): a company no longer accredited may not quote.
  if (!isAccredited(locked.certification_status)) requireAccredited(await certificationState(tx, locked.company_id));

  const sectors = state.sectors ?? [];
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

  checkRefusalLimit(state.refusals, zone);
  const rules = rulesOf(section);
  const last = state.last ? roundOf(state.last) : null;
  const laterRoundRules = last !== null && rules.isYuanJu === 1;
  const previous = last
    ? {
        lines: (state.last_lines ?? []).map((l) => ({
          id: l.sector_id,
          price: comparedPrice(l as LineRow, rules.quotationMethod),
          totalPrice: l.total_price ?? '0',
        })),
      }
    : null;
  // The auction bounds a later round under isYuanJu is checked against, read without the quotation lock: the insert
  // evaluates the round's demand on them again under the lock (auctionDemand, quote_bounds_admit).
  const bounds = laterRoundRules ? (state.bounds ?? {}) : null;
  const checked = checkRound({ rules, items: sectors, lines: form.sectors, previous, auction: bounds === null ? undefined : boundsOf(bounds) });
  if (checked.issues.length) {
    // Nothing is written in this transaction before this point: it commits the refusal alone.
    const first = checked.issues[0];
    await recordRefusal(tx, { sectionId: section.id, signupId: signup.id, actorId: user.id, issue: first, at: new Date(state.now) });
    return { refused: warning(first.key, issueParams(first, locale)) };
  }

  const forms = new Map(form.sectors.map((s) => [s.id, s]));
  const columns = checked.lines.map((line) => {
    const entered = forms.get(line.id)!;
    const sector = byId.get(line.id)!;
    return {
      ...line,
      form: entered,
      settleMethod: sector.isForceSettleMethod === 1 ? sector.settleMethod : (entered.settleMethod ?? sector.settleMethod),
    };
  });
  const pick = <T>(f: (c: (typeof columns)[number]) => T) => columns.map(f);
  // The detail lines of the sectors priced by their detail rows, in the rows' order.
  const detailLines = checked.lines.flatMap((line) => (line.details ?? []).map((d) => ({ ...d, sectorId: line.id })));
  const pickDetail = <T>(f: (d: (typeof detailLines)[number]) => T) => detailLines.map(f);
  // The receipt commits to exactly what is stored (docs/verification.md), signed before the insert: the
  // round's time is its arrival time (milliseconds, as stored in arrival_time).
  const processed = new Date(state.now);
  const quotesCount = (last?.quotes_count ?? 0) + 1;
  // The same request prices the same lines whatever the bounds: a try after the bounds moved reuses its signature.
  const receipt =
    signed.get(quotesCount) ??
    (await commitNewRound(
      signer,
      { sectionId: section.id, signupId: signup.id, quotesCount, arrivalTime: arrival },
      columns.map((c) => ({ priced: c, volume: priceText(c.form.volume) || null, weight: priceText(c.form.weight) || null, sector: byId.get(c.id)! })),
    ));
  signed.set(quotesCount, receipt);
  // The insert is the round's last statement, sent with the commit (commitWith) unless the overtime rule writes
  // after it: the section's quotation lock it takes is released as soon as the database has stored the round.
  const demand = laterRoundRules ? (checked.auctionDemand ?? null) : null;
  const params = [
    arrival,
    deadline,
    section.id,
    signup.id,
    signup.company_id,
    quotesCount,
    checked.totalPrice,
    form.requestKey,
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
    hash,
    user.id,
    pickDetail((d) => d.sectorId),
    pickDetail((d) => d.id),
    pickDetail((d) => d.sectorPrice),
    pickDetail((d) => d.otherExpenses),
    pickDetail((d) => d.totalMaterialPrice),
    pickDetail((d) => d.totalPrice),
    processed,
    receipt.nonce,
    receipt.commitment,
    receipt.signature,
    laterRoundRules,
    demand ? auctionBoundsSql(rules.quotationMethod) : null,
    demand ? JSON.stringify(demand.prices) : null,
    demand?.buying ?? true,
  ];
  const overtime = section.overtime_window_minutes != null;
  const [inserted] = overtime ? await tx.query<InsertedRound>(INSERT_ROUND, params) : await tx.commitWith<InsertedRound>(INSERT_ROUND, params);
  if (!inserted.round) {
    // The end time passed while the round was being checked: nothing was inserted.
    if (!inserted.in_time) throw warning('quoteNotOpen');
    // Rounds stored meanwhile moved the bounds past the round's demand: nothing was inserted. Checked against the
    // bounds the insert read under the lock, the round is refused (the usual end of two suppliers taking the same
    // step), with the rules' own message.
    const recheck = checkRound({ rules, items: sectors, lines: form.sectors, previous, auction: boundsOf(inserted.bounds ?? {}) });
    const first = recheck.issues[0];
    return {
      boundsMoved: true,
      refusal: first
        ? { record: { sectionId: section.id, signupId: signup.id, actorId: user.id, issue: first, at: new Date(state.now) }, error: warning(first.key, issueParams(first, locale)) }
        : null,
    };
  }
  const round = roundOf(inserted.round);
  if (overtime) await applyOvertime(tx, section.id, arrival, user.id);
  const order = new Map(sectors.map((s, i) => [s.id, i]));
  const detailOrder = new Map(detailLines.map((d, i) => [d.id, i]));
  const details = (inserted.details ?? []).sort((a, b) => detailOrder.get(a.detail_id)! - detailOrder.get(b.detail_id)!);
  const lines = (inserted.lines ?? [])
    .map((l) => ({ ...l, round_id: round.id, details: details.filter((d) => d.sector_id === l.sector_id) }))
    .sort((a, b) => order.get(a.sector_id)! - order.get(b.sector_id)!);
  return { round, lines, replayed: false, quotationMethod: section.quotation_method };
}

/** End time that applies to the supplier (GET /system/section/selectendtime/{id}), after the due clock moves. */
export async function endTimeFor(db: Db, user: SessionUser, sectionId: number, now: Date) {
  return readSectionUpToDate(db, now, sectionId, async () => {
    const section = await findQuotingSection(db, sectionId);
    const signup = await findQuotingSignup(db, user.companyId, sectionId).catch(() => null);
    const state = signup ? quotingState(section, signup) : null;
    return {
      section,
      signup,
      endTime: state ? quotingEndTime(state) : section.ent_time,
      canQuote: state ? isQuotingOpen(state, now) : false,
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
