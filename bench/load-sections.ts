import type { Db } from '@portal/server/db/index.ts';
import { BUYERS, ITEMS, PLACES } from './words';

/** Share of each status among tenders and inquiries: mostly public, most of them finished (DESIGN §3). */
const TENDER_STATUSES: [status: number, weight: number][] = [
  [0, 4], [7, 7], [8, 10], [9, 5], [1, 4], [2, 5], [12, 5], [13, 36], [14, 16], [6, 5], [15, 3],
];
const INQUIRY_STATUSES: [status: number, weight: number][] = [
  [0, 4], [1, 14], [2, 14], [12, 4], [13, 40], [14, 16], [6, 5], [15, 3],
];
/** Share of tenders; the rest are inquiries. */
const TENDER_SHARE = 0.65;
/** Statuses the clock still moves: such sections are recent and their next times lie ahead. */
const OPEN_STATUSES = [1, 7, 8, 9];

/** A CASE picking a status by cumulative weight from a uniform random value in [0, 1). */
function statusCase(random: string, weights: [number, number][]) {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let cumulative = 0;
  const arms = weights.map(([status, weight]) => {
    cumulative += weight;
    return `WHEN ${random} < ${cumulative / total} THEN ${status}`;
  });
  return `CASE ${arms.join(' ')} END`;
}

const words = (list: { zh: string; en: string; lo: string }[]) => [list.map((w) => w.zh), list.map((w) => w.en), list.map((w) => w.lo)];

/**
 * Fills the database with `count` sections in one INSERT … SELECT over generate_series: names in zh, en and lo
 * from place, buyer and item words (items skewed so some are common and some rare), both bidding types,
 * project types following the item, statuses weighted as above with times that agree with the status at
 * `now` (open sections are recent, their clock is due days ahead), 1–3 sectors each and a receiving account
 * on every tenth. Returns the time each step took, in ms.
 */
export async function loadSections(db: Db, count: number, now: Date) {
  const timings: Record<string, number> = {};
  const step = async (name: string, fn: () => Promise<unknown>) => {
    const started = performance.now();
    await fn();
    timings[name] = performance.now() - started;
  };
  const [itemZh, itemEn, itemLo] = words(ITEMS);
  const [placeZh, placeEn, placeLo] = words(PLACES);
  const [buyerZh, buyerEn, buyerLo] = words(BUYERS);

  await step('sections', () =>
    db.query(
      `INSERT INTO section (section_name, section_name_en, section_name_lo, bidding_type, section_stauts, section_type, project_type,
         bidding_method, project_price, security_deposit, documents_amount, currency, organization, organization_en, organization_lo,
         create_time, update_time, release_time, signup_start_time, signup_end_time, start_time, ent_time,
         technical_contacts, technical_phone_number, business_contacts, business_phone_number,
         project_notes, project_notes_en, project_notes_lo, next_clock_at)
       WITH draw AS (
         SELECT i, random() AS r_status, random() AS r_age, random() AS r_ahead, random() AS r_price,
                1 + floor(power(random(), 2) * cardinality($2::text[]))::int AS item,
                1 + floor(random() * cardinality($5::text[]))::int AS place,
                1 + floor(random() * cardinality($8::text[]))::int AS buyer,
                CASE WHEN random() < ${TENDER_SHARE} THEN 0 ELSE 1 END AS bidding_type
           FROM generate_series(1, $1::int) AS i
       ), pick AS (
         SELECT draw.*, CASE bidding_type WHEN 0 THEN ${statusCase('r_status', TENDER_STATUSES)} ELSE ${statusCase('r_status', INQUIRY_STATUSES)} END AS status
           FROM draw
       ), timed AS (
         SELECT pick.*,
                $12::timestamptz - make_interval(days => CASE WHEN status = ANY($13::int[]) THEN 30 ELSE 1095 END) * r_age AS created,
                $12::timestamptz + make_interval(days => 1) + make_interval(days => 12) * r_ahead AS ahead
           FROM pick
       ), times AS (
         SELECT timed.*,
                CASE WHEN bidding_type = 1 THEN NULL WHEN status IN (0, 7) THEN ahead ELSE created + interval '1 hour' END AS signup_start,
                CASE WHEN bidding_type = 1 THEN NULL
                     WHEN status IN (0, 7) THEN ahead + interval '7 days'
                     WHEN status = 8 THEN ahead
                     WHEN status IN (9, 1) THEN created + ($12::timestamptz - created) / 2
                     ELSE created + interval '8 days' END AS signup_end,
                CASE WHEN bidding_type = 1 THEN created + interval '1 hour'
                     WHEN status IN (0, 7) THEN ahead + interval '8 days'
                     WHEN status = 8 THEN ahead + interval '1 day'
                     WHEN status = 9 THEN ahead
                     WHEN status = 1 THEN created + ($12::timestamptz - created) * 0.9
                     ELSE created + interval '9 days' END AS start_at,
                CASE WHEN status IN (0, 7) AND bidding_type = 0 THEN ahead + interval '11 days'
                     WHEN status IN (8, 9) THEN ahead + interval '4 days'
                     WHEN status = 1 THEN ahead
                     ELSE created + interval '12 days' END AS end_at
           FROM timed
       )
       SELECT placeZh[place] || buyerZh[buyer] || itemZh[item] || CASE bidding_type WHEN 0 THEN '采购招标' ELSE '询价' END || '（第' || (i % 12 + 1) || '批）',
              initcap(placeEn[place] || ' ' || buyerEn[buyer]) || ' ' || itemEn[item] || CASE bidding_type WHEN 0 THEN ' procurement tender' ELSE ' price inquiry' END || ' lot ' || (i % 12 + 1),
              CASE bidding_type WHEN 0 THEN 'ປະມູນຈັດຊື້' ELSE 'ສອບລາຄາ' END || itemLo[item] || ' ' || buyerLo[buyer] || ' ' || placeLo[place] || ' ຊຸດທີ ' || (i % 12 + 1),
              bidding_type, status, 0, ($11::int[])[item],
              CASE bidding_type WHEN 0 THEN (1 + i % 3)::text ELSE '4' END,
              round((5000 + power(r_price, 3) * 5000000)::numeric, 2),
              round((100 + power(r_price, 3) * 100000)::numeric, 2),
              CASE bidding_type WHEN 0 THEN 200 ELSE 0 END,
              (ARRAY['CNY', 'LAK', 'USD', 'THB'])[1 + i % 4],
              placeZh[place] || buyerZh[buyer], initcap(placeEn[place] || ' ' || buyerEn[buyer]), buyerLo[buyer] || ' ' || placeLo[place],
              created, created, CASE WHEN status = 0 THEN NULL ELSE created + interval '30 minutes' END,
              signup_start, signup_end, start_at, end_at,
              '王工', '+856 20 5550 ' || lpad((i % 10000)::text, 4, '0'), '李女士', '+856 21 2120 ' || lpad((i % 10000)::text, 4, '0'),
              '<p>' || placeZh[place] || buyerZh[buyer] || '现就' || itemZh[item] || '进行公开采购，欢迎符合资格的供应商参加。</p><ul><li>交货地点：' || placeZh[place] || '</li><li>质保期：一年</li></ul>',
              '<p>' || initcap(placeEn[place] || ' ' || buyerEn[buyer]) || ' invites qualified suppliers to bid for ' || itemEn[item] || '.</p><ul><li>Delivery: ' || initcap(placeEn[place]) || '</li><li>Warranty: one year</li></ul>',
              '<p>' || buyerLo[buyer] || ' ' || placeLo[place] || ' ເຊີນຜູ້ສະໜອງທີ່ມີຄຸນສົມບັດເຂົ້າຮ່ວມ ' || itemLo[item] || '</p>',
              CASE WHEN bidding_type = 1 AND status = 1 THEN end_at
                   WHEN bidding_type = 1 THEN NULL
                   WHEN status = 7 THEN signup_start
                   WHEN status = 8 THEN signup_end
                   WHEN status = 9 THEN start_at
                   WHEN status = 1 THEN end_at END
         FROM times,
              LATERAL (SELECT $2::text[] AS itemZh, $3::text[] AS itemEn, $4::text[] AS itemLo, $5::text[] AS placeZh, $6::text[] AS placeEn,
                              $7::text[] AS placeLo, $8::text[] AS buyerZh, $9::text[] AS buyerEn, $10::text[] AS buyerLo) AS w
        ORDER BY created`,
      [count, itemZh, itemEn, itemLo, placeZh, placeEn, placeLo, buyerZh, buyerEn, buyerLo, ITEMS.map((w) => w.type), now, OPEN_STATUSES],
    ),
  );

  await step('sectors', () =>
    db.query(
      `INSERT INTO sector (section_id, sort, sector_type_name, sector_name, sector_name_en, sector_name_lo, specifications, model,
         sector_number, sector_units, sector_units_en, sector_units_lo, budget_amount, tax_rate, is_default)
       SELECT s.id, k, '物资', ($1::text[])[n], ($2::text[])[n], ($3::text[])[n], 'GB/T ' || (1000 + s.id % 9000), 'M-' || k,
              1 + (s.id + k) % 50, '套', 'set', 'ຊຸດ', round(s.project_price / 3, 2), '13', CASE k WHEN 1 THEN 1 ELSE 0 END
         FROM section s
              CROSS JOIN LATERAL generate_series(1, 1 + (s.id % 3)::int) AS k
              CROSS JOIN LATERAL (SELECT 1 + ((s.id * 7 + k) % cardinality($1::text[]))::int AS n) AS pick`,
      [itemZh, itemEn, itemLo],
    ),
  );

  await step('accounts', () =>
    db.query(
      `INSERT INTO receiving_account (section_id, sort, type, money, currency, bank_account_name, bank_account, open_account_bank, payment_deadline)
       SELECT id, 0, '1', coalesce(security_deposit, 0), currency, organization, '0100' || lpad(id::text, 12, '0'), 'BCEL ' || organization_en, signup_end_time
         FROM section WHERE id % 10 = 0`,
    ),
  );

  // Settle the table as autovacuum would: statistics for the planner and a visibility map for index-only counts.
  await step('vacuum analyze', () => db.query('VACUUM (ANALYZE) section, sector, receiving_account'));
  return timings;
}
