import { TOTAL_PRICE_QUOTING, type CertificationStatus } from '@portal/domain';
import type { Caller } from '../http/policy';
import type { Statement } from '../db/index';
import { refusalWindowSql, type RefusalWindow } from './refusals';
import { quotationPolicy } from './policy';
import { SECTOR_DETAILS_JSON, type DetailLineRow, type LineRow, type QuotingSection, type QuotingSignup, type RoundRow, type SectorRow } from './queries';

/**
 * The SQL of a round (quotations/commands.ts, submitRound), in two trips to the database (bench/README.md, "Write
 * path: cost per round"): the opening, sent with the `BEGIN` (the sign-up's row lock, then the state the round is
 * judged on, each statement with its own snapshot), and the insert, sent with the `COMMIT`.
 */

/** A round as a JSON object built by PostgreSQL (times as ISO text, amounts as text). */
export type RoundJson = Omit<RoundRow, 'create_time' | 'arrival_time'> & { create_time: string; arrival_time: string | null };
export const roundOf = (r: RoundJson): RoundRow => ({ ...r, create_time: new Date(r.create_time), arrival_time: new Date(r.arrival_time ?? r.create_time) });
const ROUND_JSON = `json_build_object('id', r.id, 'signup_id', r.signup_id, 'quotes_count', r.quotes_count, 'total_price', r.total_price::text,
                                      'request_key', r.request_key, 'create_time', r.create_time, 'arrival_time', r.arrival_time)`;

/** The caller's sign-up, locked, with its section, its company's certification and whether the section's clock is due. */
export type LockedSignup = Omit<QuotingSignup, 'appointment_end'> & {
  section: Omit<QuotingSection, 'ent_time' | 'result_time'> & { ent_time: string | null };
  certification_status: CertificationStatus;
  clock_due: boolean;
};

/** What a round is judged on, read after the lock was granted. */
export interface RoundState {
  appointment_end: string | null;
  /** The round stored under the request's key, if any, and the hash of its body. */
  stored: RoundJson | null;
  stored_hash: string | null;
  /** The sign-up's latest round and the compared prices of its lines. */
  last: RoundJson | null;
  last_lines: { sector_id: number; sector_price: string | null; total_material_price: string | null; total_price: string | null }[] | null;
  sectors: SectorRow[] | null;
  refusals: RefusalWindow | null;
  /** The time the round is processed at (create_time). */
  now: string;
  /** The auction bounds (a later round under isYuanJu), read without the section's quotation lock. */
  bounds: Record<string, { lowest: string; highest: string }> | null;
}

/**
 * The round's opening, sent with the `BEGIN`: the caller's sign-up to the section (the quotations policy's scope)
 * locked `FOR UPDATE`, which serializes the rounds of one supplier, reading whether the section's clock is due
 * (`clockNow`; null: do not look); then, in a statement of its own (so it sees the rounds committed by a submission
 * that held the lock before), the appointment, the round stored under this key, the last round and its lines, the
 * sectors, the refusal window, the time and (a later round under isYuanJu) the auction bounds, without the section's
 * quotation lock. The second statement finds the sign-up and the section's rules by itself: it is written before the
 * first answers.
 */
export function openingStatements(caller: Caller, form: { sectionId: number; requestKey: string }, at: Date | null, clockNow: Date | null): Statement[] {
  const lockParams: unknown[] = [form.sectionId, clockNow];
  const lock = `SELECT g.id, g.company_id, g.supplier_bid_status, g.is_appoint_supplier_quotation_ing, g.disabled, c.certification_status,
            COALESCE(s.next_clock_at <= $2::timestamptz, false) AS clock_due,
            json_build_object('id', s.id, 'section_stauts', s.section_stauts, 'ent_time', s.ent_time, 'quotation_method', s.quotation_method,
                              'successful_bidder_method', s.successful_bidder_method, 'bidding_trade_type', s.bidding_trade_type,
                              'is_yuan_ju', s.is_yuan_ju, 'show_ranking', s.show_ranking, 'ranking_type', s.ranking_type,
                              'overtime_window_minutes', s.overtime_window_minutes) AS section
       FROM signup g JOIN section s ON s.id = g.section_id JOIN company c ON c.id = g.company_id
      WHERE g.section_id = $1 AND ${quotationPolicy.scope(caller, 'g', lockParams)} AND s.section_stauts <> 0
        FOR UPDATE OF g`;
  const stateParams: unknown[] = [form.sectionId, form.requestKey, at];
  const scope = quotationPolicy.scope(caller, 'g', stateParams);
  const time = 'COALESCE($3::timestamptz, clock_timestamp())';
  const state = `SELECT (SELECT end_time FROM quote_round_appointment WHERE section_id = $1 ORDER BY id DESC LIMIT 1) AS appointment_end,
            (SELECT ${ROUND_JSON} FROM quote_round r WHERE r.signup_id = me.signup_id AND r.request_key = $2) AS stored,
            (SELECT r.request_hash FROM quote_round r WHERE r.signup_id = me.signup_id AND r.request_key = $2) AS stored_hash,
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
            ${refusalWindowSql('me.signup_id', time)} AS refusals,
            ${time} AS now,
            CASE WHEN me.is_yuan_ju = 1 AND last.round IS NOT NULL AND NOT EXISTS (SELECT 1 FROM quote_round r WHERE r.signup_id = me.signup_id AND r.request_key = $2)
                 THEN quote_auction_bounds($1, me.quotation_method = ${TOTAL_PRICE_QUOTING}) END AS bounds
       FROM (SELECT g.id AS signup_id, sc.is_yuan_ju, sc.quotation_method FROM signup g JOIN section sc ON sc.id = g.section_id
              WHERE g.section_id = $1 AND ${scope}) me,
            LATERAL (SELECT (SELECT ${ROUND_JSON} FROM quote_round r WHERE r.signup_id = me.signup_id ORDER BY r.quotes_count DESC LIMIT 1) AS round) last`;
  return [
    { sql: lock, params: lockParams },
    { sql: state, params: stateParams },
  ];
}

/** What the insert of a round answers: the stored round (null when nothing was stored) and why not. */
export type InsertedRound = {
  round: RoundJson | null;
  lines: LineRow[] | null;
  details: DetailLineRow[] | null;
  bounds: Record<string, { lowest: string; highest: string }> | null;
  in_time: boolean;
};

/**
 * Stores a round, its lines, its audit record and its live event in one statement. It takes the section's quotation
 * lock (quote_lock_then_bounds, migrations 028 and 107): shared, or exclusive for a later round under isYuanJu ($34),
 * which also reads the bounds once the lock is granted ($35: whether they compare totals; null: no read) and stores
 * the round only if they still admit its demand ($36 the moved items' prices, $37 buying; quote_bounds_admit,
 * migration 031; null: no demand). Nothing is stored unless the round arrived ($1) before its deadline ($2): the
 * cut-off is in this statement, the last before the commit.
 */
export const INSERT_ROUND = `WITH guard AS (
     SELECT quote_lock_then_bounds($3, $34::boolean, $35::boolean) AS bounds
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
