import { FLAG_THRESHOLDS, MarginStatus, pricesOpened, SectionStatus, type FlagFacts } from '@portal/domain';
import type { Queryable } from '../db/index';
import { publicFlagSectionSql } from './policy';

/** The section columns the indicators read. */
interface FactSection {
  id: number;
  section_stauts: number;
  suspended_from: number | null;
  buyer_company_id: number | null;
  organization: string;
  bidding_trade_type: number;
  successful_bidder_method: number;
  project_price: string | null;
  release_time: Date | null;
  signup_start_time: Date | null;
  signup_end_time: Date | null;
  start_time: Date | null;
  ent_time: Date | null;
  original_ent_time: Date | null;
  result_time: Date | null;
}

const SECTION_COLUMNS = `id, section_stauts, suspended_from, buyer_company_id, organization, bidding_trade_type, successful_bidder_method, project_price,
  release_time, signup_start_time, signup_end_time, start_time, ent_time, original_ent_time, result_time`;

/** The buyer's sections: by its buyer company, or by the organization's name for sections without one. */
const SAME_BUYER = `(CASE WHEN $2::bigint IS NULL THEN o.buyer_company_id IS NULL AND o.organization = $3 ELSE o.buyer_company_id = $2 END)`;

/**
 * Everything the indicators read of one section (FlagFacts), as of `now`, and the end of a running extra
 * round (prices are sealed until then; the flags are looked at again at that time). Null: no such section
 * or a draft.
 */
export async function gatherFacts(db: Queryable, sectionId: number, now: Date): Promise<{ facts: FlagFacts; extraRoundEnd: Date | null } | null> {
  const [s] = await db.query<FactSection>(`SELECT ${SECTION_COLUMNS} FROM section WHERE id = $1`, [sectionId]);
  if (!s || s.section_stauts === SectionStatus.draft) return null;
  const [round] = await db.query<{ end_time: Date | null }>('SELECT max(end_time) AS end_time FROM quote_round_appointment WHERE section_id = $1 AND end_time > $2', [sectionId, now]);
  const extraRoundEnd = round?.end_time ?? null;
  const buyer = [sectionId, s.buyer_company_id, s.organization];
  const [usual, edits, signups, rejections, rounds, awards, contacts, buyerResults, deposits] = await Promise.all([
    db.query<{ signup_hours: number | null; quoting_hours: number | null }>(
      `SELECT extract(epoch FROM o.signup_end_time - o.signup_start_time) / 3600 AS signup_hours,
              extract(epoch FROM COALESCE(o.original_ent_time, o.ent_time) - o.start_time) / 3600 AS quoting_hours
         FROM section o WHERE o.id <> $1 AND o.section_stauts <> ${SectionStatus.draft} AND ${SAME_BUYER}`,
      buyer,
    ),
    db.query<{ at: Date }>(`SELECT at FROM audit_log WHERE entity = 'section' AND entity_id = $1 AND action = 'update' ORDER BY id`, [sectionId]),
    db.query<{ id: number; company_id: number; name: string; supplier_bid_status: number; disabled: number }>(
      'SELECT g.id, g.company_id, c.name, g.supplier_bid_status, g.disabled FROM signup g JOIN company c ON c.id = g.company_id WHERE g.section_id = $1 ORDER BY g.id',
      [sectionId],
    ),
    db.query<{ signup_id: number; stage: string; at: Date }>(
      `SELECT a.entity_id AS signup_id, substr(a.action, 8) AS stage, a.at FROM audit_log a JOIN signup g ON g.id = a.entity_id
        WHERE g.section_id = $1 AND a.entity = 'signup' AND a.action LIKE 'review-%' AND a.after->>'pass' = 'false' ORDER BY a.id`,
      [sectionId],
    ),
    db.query<{ id: number; signup_id: number; total_price: string; at: Date }>(
      'SELECT id, signup_id, total_price, COALESCE(arrival_time, create_time) AS at FROM quote_round WHERE section_id = $1 ORDER BY id',
      [sectionId],
    ),
    db.query<{ signup_id: number; sector_id: number | null; price: string; line_price: string | null; max_price: string | null }>(
      `SELECT a.signup_id, a.sector_id, a.price, l.sector_price AS line_price, t.max_price FROM award a
         LEFT JOIN quote_line l ON l.round_id = a.round_id AND l.sector_id = a.sector_id LEFT JOIN sector t ON t.id = a.sector_id
        WHERE a.section_id = $1 ORDER BY a.id`,
      [sectionId],
    ),
    companyContacts(db, sectionId),
    s.result_time
      ? db.query<{ section_id: number; company_ids: number[] }>(
          `SELECT o.id AS section_id, array_agg(DISTINCT g.company_id) AS company_ids FROM section o JOIN award a ON a.section_id = o.id JOIN signup g ON g.id = a.signup_id
            WHERE o.id = $1 OR (${publicFlagSectionSql('o')} AND ${SAME_BUYER} AND o.result_time <= $4 AND o.result_time > $4 - make_interval(days => $5))
            GROUP BY o.id ORDER BY o.id`,
          [...buyer, s.result_time, FLAG_THRESHOLDS.repeatWinnerDays],
        )
      : Promise.resolve([]),
    db.query<{ signup_id: number; money: string; status: number }>('SELECT m.signup_id, m.money, m.status FROM margin m JOIN signup g ON g.id = m.signup_id WHERE g.section_id = $1', [
      sectionId,
    ]),
  ]);
  const hoursOf = (values: (number | null)[]) => values.filter((v): v is number => v !== null).map(Number);
  const facts: FlagFacts = {
    now,
    section: {
      status: s.section_stauts,
      biddingTradeType: s.bidding_trade_type,
      successfulBidderMethod: s.successful_bidder_method,
      projectPrice: s.project_price,
      releaseTime: s.release_time,
      signupStartTime: s.signup_start_time,
      signupEndTime: s.signup_end_time,
      startTime: s.start_time,
      entTime: s.ent_time,
      originalEntTime: s.original_ent_time,
      resultTime: s.result_time,
      pricesOpened: pricesOpened({ sectionStauts: s.section_stauts, suspendedFrom: s.suspended_from, entTime: s.ent_time, extraRoundRunning: extraRoundEnd !== null }, now),
    },
    usual: { signupHours: hoursOf(usual.map((u) => u.signup_hours)), quotingHours: hoursOf(usual.map((u) => u.quoting_hours)) },
    edits: edits.map((e) => e.at),
    signups: signups.map((g) => ({
      id: Number(g.id),
      companyId: Number(g.company_id),
      companyName: g.name,
      status: g.supplier_bid_status,
      disabled: g.disabled === 1,
      rejections: rejections.filter((r) => Number(r.signup_id) === Number(g.id)).map((r) => ({ stage: r.stage, time: r.at })),
    })),
    rounds: rounds.map((r) => ({ id: Number(r.id), signupId: Number(r.signup_id), totalPrice: r.total_price, time: r.at })),
    awards: awards.map((a) => ({ signupId: Number(a.signup_id), sectorId: a.sector_id === null ? null : Number(a.sector_id), price: a.price, linePrice: a.line_price, maxPrice: a.max_price })),
    contacts,
    buyerResults: buyerResults.map((r) => ({ sectionId: Number(r.section_id), companyIds: r.company_ids.map(Number) })),
    deposits: deposits.map((m) => ({ signupId: Number(m.signup_id), money: m.money, held: m.status === MarginStatus.paid })),
  };
  return { facts, extraRoundEnd };
}

/**
 * Contact details of each company signed up to the section: its certification's phone, e-mail, bank account,
 * contact person and legal representative, its users' phones and e-mails, and its bid contacts' names.
 */
async function companyContacts(db: Queryable, sectionId: number): Promise<FlagFacts['contacts']> {
  const rows = await db.query<{ company_id: number; phones: (string | null)[]; emails: (string | null)[]; banks: (string | null)[]; people: (string | null)[] }>(
    `SELECT g.company_id,
            array_cat(ARRAY[e.form->>'mobile'], ARRAY(SELECT u.phonenumber FROM app_user u WHERE u.company_id = g.company_id)) AS phones,
            array_cat(ARRAY[e.form->>'email'], ARRAY(SELECT u.email FROM app_user u WHERE u.company_id = g.company_id)) AS emails,
            ARRAY[e.form->>'bankAccountNo'] AS banks,
            array_cat(ARRAY[e.form->>'name', e.form->>'legalPerson'], ARRAY(SELECT b.user_name FROM bid_contact b WHERE b.company_id = g.company_id)) AS people
       FROM signup g LEFT JOIN enterprise_certification e ON e.company_id = g.company_id
      WHERE g.section_id = $1`,
    [sectionId],
  );
  const present = (values: (string | null)[]) => values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return rows.map((r) => ({ companyId: Number(r.company_id), phones: present(r.phones), emails: present(r.emails), bankAccounts: present(r.banks), people: present(r.people) }));
}
