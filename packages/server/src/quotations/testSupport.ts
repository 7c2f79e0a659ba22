import { randomUUID } from 'node:crypto';
import { supplier } from '../certification/testSupport';
import { createSection, createSector, type SectionColumns } from '../test/factories';
import type { TestApp } from '../test/harness';

export const HOUR = 3_600_000;

/**
 * Waits until `n` backends of the test's database wait on a lock: any lock, or with `advisoryOnly` an advisory
 * lock (the section's quotation lock). PostgreSQL only.
 */
export async function lockWaiters(t: TestApp, n: number, { advisoryOnly = false } = {}) {
  for (let i = 0; i < 500; i += 1) {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' ${advisoryOnly ? "AND wait_event = 'advisory'" : ''}`,
    );
    if (row.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${n} backends waiting on ${advisoryOnly ? 'an advisory lock' : 'a lock'}`);
}

/**
 * An inquiry open for quoting (status 1) ending in an hour, with two sectors: a steel pipe (10 t, max price
 * 100.00, min price 50.00) and a valve (3 pieces, no bounds). Returns the section and sector ids.
 */
export async function quotingSection(t: TestApp, columns: SectionColumns = {}) {
  const section = await createSection(t.db, {
    bidding_type: 1,
    section_stauts: 1,
    start_time: new Date(t.clock.now().getTime() - HOUR),
    ent_time: new Date(t.clock.now().getTime() + HOUR),
    ...columns,
  });
  const pipe = await createSector(t.db, section, { sort: 1, sector_name: '钢管', sector_name_en: 'Steel pipe', sector_name_lo: 'ທໍ່ເຫຼັກ', sector_number: '10', max_price: '100.00', min_price: '50.00' });
  const valve = await createSector(t.db, section, { sort: 2, sector_name: '阀门', sector_name_en: 'Valve', sector_name_lo: 'ວາວ', sector_number: '3', sector_units: '个' });
  return { section, pipe, valve };
}

/**
 * `quotingSection` with detail rows (sectionType 1, any-item award): the pipe and the valve, and a pump of 4 sets
 * (ceiling 100.00 a set, floor 50.00) whose detail rows are 2 motors (budget 500) and half a frame.
 */
export async function detailSection(t: TestApp, columns: SectionColumns = {}) {
  const base = await quotingSection(t, { section_type: 1, successful_bidder_method: 1, ...columns });
  const pump = await createSector(t.db, base.section, { sort: 3, sector_name: '泵', sector_name_en: 'Pump', sector_number: '4', max_price: '100.00', min_price: '50.00' }, [
    { sort: 1, sector_name: '电机', sector_name_en: 'Motor', sector_number: '2', detail_units: '台', detail_units_en: 'pcs', budget_amount: '500' },
    { sort: 2, sector_name: '机架', sector_name_en: 'Frame', sector_number: '0.5' },
  ]);
  const [motor, frame] = (await t.db.query<{ id: number }>('SELECT id FROM sector_detail WHERE sector_id = $1 ORDER BY sort', [pump])).map((r) => r.id);
  return { ...base, pump, motor, frame };
}

/** The pump of `detailSection` with the motors at 33.33 (other expenses 1.5) and the frame at 10.01, as the server computes it. */
export const pricedPump = ({ pump, motor, frame }: { pump: number; motor: number; frame: number }) => ({
  id: pump,
  sectorPrice: null,
  otherExpenses: '1.50',
  totalMaterialPrice: '71.67',
  totalPrice: '73.17',
  detailsList: [
    { id: motor, sectorPrice: '33.33', otherExpenses: '1.50', totalMaterialPrice: '66.66', totalPrice: '68.16' },
    { id: frame, sectorPrice: '10.01', otherExpenses: '0.00', totalMaterialPrice: '5.01', totalPrice: '5.01' },
  ],
});

let companyCounter = 0;

/**
 * A certified supplier signed up to the section at the given bid status (15 ready to quote by default), put
 * directly in the database as the workbench would leave it. The company gets a recognizable name.
 */
export async function quotingSupplier(t: TestApp, sectionId: number, columns: SectionColumns = {}) {
  const s = await supplier(t, 'skip');
  companyCounter += 1;
  const companyName = `Secret Supplier ${companyCounter} Co`;
  await t.db.query('UPDATE company SET name = $2 WHERE id = $1', [s.companyId, companyName]);
  const values: SectionColumns = { supplier_bid_status: 15, ...columns };
  const names = Object.keys(values);
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO signup (section_id, user_id, company_id, create_time, update_time, ${names.join(', ')})
     VALUES ($1, $2, $3, $4, $4, ${names.map((_, i) => '$' + (i + 5)).join(', ')}) RETURNING id`,
    [sectionId, s.userId, s.companyId, t.clock.now(), ...names.map((n) => values[n])],
  );
  return { ...s, signupId: row.id, companyName };
}

/** Appoints sign-ups to an extra round of the section ending at `endTime` (as the buyer's call would). */
export async function appointExtraRound(t: TestApp, sectionId: number, signupIds: number[], endTime: Date) {
  await t.db.query('INSERT INTO quote_round_appointment (section_id, end_time, create_time) VALUES ($1, $2, $3)', [sectionId, endTime, t.clock.now()]);
  await t.db.query('UPDATE signup SET is_appoint_supplier_quotation_ing = 1 WHERE id = ANY($1::bigint[])', [signupIds]);
}

type Awards = { signupId: number; sectorId: number | null; price: string }[];

/** Publishes the result: awards the whole bid (sector null) or the given sectors to sign-ups' latest rounds. */
export async function publishAwards(t: TestApp, sectionId: number, awards: Awards) {
  await markAwards(t, sectionId, awards);
  await publishResults(t, sectionId);
}

/** Publishes the awards already marked: the section to 13 with its result time, the sign-ups that quoted to 20. */
export async function publishResults(t: TestApp, sectionId: number) {
  await t.db.query('UPDATE section SET section_stauts = 13, result_time = $2, next_clock_at = NULL WHERE id = $1', [sectionId, t.clock.now()]);
  await t.db.query('UPDATE signup SET supplier_bid_status = 20 WHERE section_id = $1 AND supplier_bid_status BETWEEN 15 AND 19', [sectionId]);
}

/** Marks the winners without publishing them, as the buyer's award does (the section goes to evaluation, 12). */
export async function markAwards(t: TestApp, sectionId: number, awards: Awards) {
  for (const a of awards) {
    await t.db.query(
      `INSERT INTO award (section_id, sector_id, signup_id, round_id, price, create_time)
       VALUES ($1, $2, $3, (SELECT id FROM quote_round WHERE signup_id = $3 ORDER BY quotes_count DESC LIMIT 1), $4, $5)`,
      [sectionId, a.sectorId, a.signupId, a.price, t.clock.now()],
    );
  }
  await t.db.query('UPDATE section SET section_stauts = 12, next_clock_at = NULL WHERE id = $1', [sectionId]);
}

/** The quotation calls of a supplier. */
export function quoteCalls(t: TestApp) {
  return {
    submit: (token: string | undefined, sectionId: number, sectors: Record<string, unknown>[], requestKey: string = randomUUID(), locale = 'en') =>
      t.call({ method: 'POST', url: '/prod-api/system/quotes/bidQuotes', token, locale, payload: { sectionId, requestKey, sectors } }),
    info: (token: string | undefined, sectionId: number, locale = 'en') => t.call({ method: 'GET', url: `/prod-api/system/quotes/getQuotationInfo?sectionId=${sectionId}`, token, locale }),
    history: (token: string | undefined, sectionId: number) => t.call({ method: 'GET', url: `/prod-api/system/quotes/history?sectionId=${sectionId}`, token, locale: 'en' }),
    result: (token: string | undefined, sectionId: number) => t.call({ method: 'GET', url: `/prod-api/system/quotes/supplierBidResult?sectionId=${sectionId}`, token, locale: 'en' }),
    endTime: (token: string | undefined, sectionId: number) =>
      t.call({ method: 'GET', url: `/prod-api/system/section/selectendtime/${sectionId}`, token, locale: 'en', timezone: 'UTC' }),
    adminQuotes: (token: string | undefined, sectionId: number) => t.call({ method: 'GET', url: `/prod-api/admin/sections/${sectionId}/quotes`, token, locale: 'en' }),
  };
}

/** Rounds stored for a sign-up, with their numbers and totals. */
export const storedRounds = (t: TestApp, signupId: number) =>
  t.db.query<{ id: number; quotes_count: number; total_price: string }>('SELECT id, quotes_count, total_price FROM quote_round WHERE signup_id = $1 ORDER BY quotes_count', [signupId]);

/** Number of quote lines of the whole database, for "refusals store nothing". */
export const lineCount = async (t: TestApp) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_line'))[0].n;

/** A multipart body with one file, as a browser sends it. */
export function multipart(filename: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----quote${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
