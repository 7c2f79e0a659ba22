import { supplier, uploadedFile } from '../certification/testSupport';
import type { TestApp } from '../test/harness';
import { createSection, createSector, type SectionColumns } from '../test/factories';

/**
 * Helpers of the supplier-workbench tests. The buyer's side (reviews, awards, refunds) is put in place
 * directly with SQL, as the buyer API would leave it.
 */

export type Supplier = Awaited<ReturnType<typeof supplier>>;

const insert = async (t: TestApp, table: string, values: Record<string, unknown>) => {
  const names = Object.keys(values);
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => '$' + (i + 1)).join(', ')}) RETURNING *`,
    names.map((n) => values[n]),
  );
  return row;
};

/** A receiving account of a section; returns its id. */
export async function receivingAccount(t: TestApp, sectionId: number, columns: Record<string, unknown> = {}) {
  const row = await insert(t, 'receiving_account', {
    section_id: sectionId,
    type: '保证金',
    money: '2000.00',
    currency: 'CNY',
    bank_account_name: '测试采购中心',
    bank_account: '6222000011112222',
    open_account_bank: '中国银行',
    ...columns,
  });
  return Number(row.id);
}

/** A certified supplier signed up to a section at the given bid status; returns the supplier and the sign-up id. */
export async function signedUp(t: TestApp, sectionId: number, status: number, who?: Supplier, columns: Record<string, unknown> = {}) {
  const s = who ?? (await supplier(t, 'skip'));
  const row = await insert(t, 'signup', {
    section_id: sectionId,
    user_id: s.userId,
    company_id: s.companyId,
    supplier_bid_status: status,
    create_time: t.clock.now(),
    update_time: t.clock.now(),
    ...columns,
  });
  return { ...s, signupId: Number(row.id) };
}

/** A section (see createSection) with the given columns; tenders in sign-up by default. */
export const section = (t: TestApp, columns: SectionColumns = {}) => createSection(t.db, columns);

/** Files uploaded by a user, one id each. */
export const files = (t: TestApp, ownerId: number, n = 1) => Promise.all(Array.from({ length: n }, () => uploadedFile(t, ownerId)));
/** `[{id}]` lists as the client sends them. */
export const refs = (ids: number[]) => ids.map((id) => ({ id }));

/** The sign-up as stored. */
export async function signupRow(t: TestApp, id: number) {
  const [row] = await t.db.query<Record<string, any>>('SELECT * FROM signup WHERE id = $1', [id]);
  return row;
}

/** Puts a sign-up at a status, as a buyer's review or the clock would. */
export const setStatus = (t: TestApp, id: number, status: number) => t.db.query('UPDATE signup SET supplier_bid_status = $2 WHERE id = $1', [id, status]);

/** A quotation round of a sign-up (number n). */
export async function quoteRound(t: TestApp, signupId: number, n = 1, total = '1000.0000') {
  const [s] = await t.db.query<{ section_id: number; company_id: number }>('SELECT section_id, company_id FROM signup WHERE id = $1', [signupId]);
  const row = await insert(t, 'quote_round', { section_id: s.section_id, signup_id: signupId, company_id: s.company_id, quotes_count: n, total_price: total, create_time: t.clock.now() });
  return Number(row.id);
}

/** An award to a sign-up: of one sector, or the whole bid (sector null). */
export async function award(t: TestApp, signupId: number, sectorId: number | null, price = '900.0000') {
  const round = await quoteRound(t, signupId, 1);
  const [s] = await t.db.query<{ section_id: number }>('SELECT section_id FROM signup WHERE id = $1', [signupId]);
  await insert(t, 'award', { section_id: s.section_id, sector_id: sectorId, signup_id: signupId, round_id: round, price, create_time: t.clock.now() });
}

/** A deposit held for a sign-up; returns its id. */
export async function margin(t: TestApp, signupId: number, accountId: number, status: number, columns: Record<string, unknown> = {}) {
  const row = await insert(t, 'margin', { signup_id: signupId, receiving_account_id: accountId, status, currency: 'CNY', money: '2000.00', payment_date: t.clock.now(), ...columns });
  return Number(row.id);
}

/** A bid contact of a company; returns its id. */
export async function bidContact(t: TestApp, companyId: number, status = 1) {
  const row = await insert(t, 'bid_contact', { company_id: companyId, user_name: `联系人${companyId}`, business: '销售', status });
  return Number(row.id);
}

/** Number of rows of a table for a sign-up. */
export const countOf = async (t: TestApp, table: string, signupId: number) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE signup_id = $1`, [signupId]))[0].n;

export { createSector, supplier, uploadedFile };
