import { randomUUID } from 'node:crypto';
import { supplier } from '../certification/testSupport';
import { createSection, createSector, type SectionColumns } from '../test/factories';
import type { TestApp } from '../test/harness';

export const HOUR = 3_600_000;

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

/** Publishes the result: awards the whole bid (sector null) or the given sectors to sign-ups' latest rounds. */
export async function publishAwards(t: TestApp, sectionId: number, awards: { signupId: number; sectorId: number | null; price: string }[]) {
  for (const a of awards) {
    await t.db.query(
      `INSERT INTO award (section_id, sector_id, signup_id, round_id, price, create_time)
       VALUES ($1, $2, $3, (SELECT id FROM quote_round WHERE signup_id = $3 ORDER BY quotes_count DESC LIMIT 1), $4, $5)`,
      [sectionId, a.sectorId, a.signupId, a.price, t.clock.now()],
    );
  }
  await t.db.query('UPDATE section SET section_stauts = 13, next_clock_at = NULL WHERE id = $1', [sectionId]);
  await t.db.query('UPDATE signup SET supplier_bid_status = 20 WHERE section_id = $1 AND supplier_bid_status BETWEEN 15 AND 19', [sectionId]);
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
