import { BidStatus, MarginStatus, SectionStatus } from '@portal/domain';
import type { Queryable } from '../db/index';
import { recomputeSectionFlags } from '../flags/commands';
import { findQuotingSection } from '../quotations/queries';
import type { ReceiptSigner } from '../signing/key';
import { storeSeededRound } from './rounds';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Bidders of the red-flag demo (docs/flags.md "Demo data"). The last two share a phone (written two ways),
 * an e-mail domain and a contact person, which the sharedContacts indicator finds.
 */
const BIDDERS = [
  { name: '老挝宏达建材有限公司', user: 'flagdemo1', phone: '+856 20 5551 0001', email: 'sales@hongda-build.la', contact: 'Bounmy Keo' },
  { name: '万象新星贸易有限公司', user: 'flagdemo2', phone: '+856 20 5551 0002', email: 'office@xinxing-trade.la', contact: 'Chanthy Phomma' },
  { name: '湄公河工程物资有限公司', user: 'flagdemo3', phone: '+856 20 5555 8888', email: 'bid@mekong-star.la', contact: 'Khamphanh Sisavath' },
  { name: '南俄河机电设备有限公司', user: 'flagdemo4', phone: '020 5555 8888', email: 'tender@mekong-star.la', contact: 'Khamphanh Sisavath' },
] as const;

interface Bidder {
  userId: number;
  companyId: number;
}

interface CaseSection {
  id: number;
  project_price: string;
  ent_time: Date;
  start_time: Date;
  create_time: Date;
}

async function addBidders(tx: Queryable, now: Date): Promise<Bidder[]> {
  const out: Bidder[] = [];
  for (const b of BIDDERS) {
    const [{ id: companyId }] = await tx.query<{ id: number }>("INSERT INTO company (name, kind, certification_status) VALUES ($1, 'supplier', 'Auth') RETURNING id", [b.name]);
    const [{ id: userId }] = await tx.query<{ id: number }>(
      `INSERT INTO app_user (user_name, nick_name, email, phonenumber, password_hash, role, operation_user_type, company_id, create_time, update_time)
       VALUES ($1, $2, $3, $4, '!demo-bidder', 'supplier', 0, $5, $6, $6) RETURNING id`,
      [b.user, b.contact, b.email, b.phone, companyId, new Date(now.getTime() - 60 * DAY)],
    );
    await tx.query('INSERT INTO bid_contact (company_id, user_name, business) VALUES ($1, $2, $3)', [companyId, b.contact, 'tenders']);
    out.push({ userId: Number(userId), companyId: Number(companyId) });
  }
  return out;
}

/**
 * Four sections of the demo buyer whose quoting is over and nobody signed up to, with items and a budget:
 * those with published results first, then closed ones (given results two days after their end). Each is made
 * a whole-bid purchase with a security deposit account, which the price and deposit indicators read.
 */
async function caseSections(tx: Queryable, now: Date): Promise<CaseSection[]> {
  const rows = await tx.query<CaseSection & { section_stauts: number; result_time: Date | null; currency: string }>(
    `SELECT s.id, s.project_price::text AS project_price, s.ent_time, s.start_time, s.create_time, s.section_stauts, s.result_time, s.currency FROM section s
      WHERE s.section_stauts IN (${SectionStatus.resultPublished}, ${SectionStatus.closed}) AND s.project_price > 0 AND s.buyer_company_id IS NOT NULL
        AND s.ent_time IS NOT NULL AND EXISTS (SELECT 1 FROM sector t WHERE t.section_id = s.id) AND NOT EXISTS (SELECT 1 FROM signup g WHERE g.section_id = s.id)
      ORDER BY s.section_stauts, s.ent_time, s.id LIMIT 4`,
  );
  if (rows.length < 4) return [];
  for (const r of rows) {
    const resultTime = r.result_time ?? new Date(Math.min(r.ent_time.getTime() + 2 * DAY, now.getTime() - HOUR));
    await tx.query('UPDATE section SET successful_bidder_method = 2, bidding_trade_type = 1, result_time = $2 WHERE id = $1', [r.id, resultTime]);
    const deposit = (Math.max(100, Math.round(Number(r.project_price) * 0.02 / 100) * 100)).toFixed(2);
    await tx.query(
      `INSERT INTO receiving_account (section_id, sort, type, money, currency, bank_account_name, bank_account, open_account_bank)
       SELECT $1, 9, '1', $2, $3, '万象市公共采购中心', '0100-0000-8866-01', 'BCEL Vientiane' WHERE NOT EXISTS (SELECT 1 FROM receiving_account WHERE section_id = $1 AND type = '1')`,
      [r.id, deposit, r.currency],
    );
  }
  return rows.sort((a, b) => a.ent_time.getTime() - b.ent_time.getTime());
}

async function signUp(tx: Queryable, sectionId: number, b: Bidder, status: number, at: Date): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, bid_contact_id, create_time, update_time)
     VALUES ($1, $2, $3, $4, (SELECT min(id) FROM bid_contact WHERE company_id = $3), $5, $5) RETURNING id`,
    [sectionId, b.userId, b.companyId, status, at],
  );
  return Number(id);
}

/**
 * One round of every item at `share` of each item's budget (the budgets sum to the ceiling, `projectPrice`), or
 * of its maximum price where that is lower, signed and stored as the quotation command stores it (seed/rounds.ts).
 */
async function quote(tx: Queryable, signer: ReceiptSigner, section: CaseSection, signupId: number, b: Bidder, share: number, at: Date): Promise<{ id: number; total: string }> {
  return storeSeededRound(tx, signer, await findQuotingSection(tx, section.id), { signupId, companyId: b.companyId, at }, share * 100, true);
}

/** A whole-bid award of a round at its total, with the audit record the buyer's award writes (its `awards`). */
async function award(tx: Queryable, sectionId: number, signupId: number, round: { id: number; total: string }, at: Date) {
  await tx.query('INSERT INTO award (section_id, signup_id, round_id, price, create_time) VALUES ($1, $2, $3, $4, $5)', [sectionId, signupId, round.id, round.total, at]);
  await tx.query(`INSERT INTO audit_log (at, actor_id, entity, entity_id, action, before, after) VALUES ($1, NULL, 'section', $2, 'award', $3, $4)`, [
    at,
    sectionId,
    JSON.stringify({ awards: [] }),
    JSON.stringify({ awards: [{ sectorId: null, signupId, roundId: round.id, price: round.total }] }),
  ]);
}

/** A rejected stage review of a sign-up, as the workbench's review writes it to the audit trail. */
const rejectAt = (tx: Queryable, signupId: number, stage: string, at: Date) =>
  tx.query(`INSERT INTO audit_log (at, actor_id, entity, entity_id, action, before, after) VALUES ($1, NULL, 'signup', $2, $3, $4, $5)`, [
    at,
    signupId,
    `review-${stage}`,
    JSON.stringify({ supplierBidStatus: BidStatus.qualificationReview }),
    JSON.stringify({ supplierBidStatus: BidStatus.qualificationRejected, pass: false, remark: '资质证书已过期', remarkEn: 'The certificate has expired', remarkLo: 'ໃບຢັ້ງຢືນໝົດອາຍຸແລ້ວ' }),
  ]);

/**
 * Moves a section's times back by `ms` (all of them, keeping their order), so that long-past events (late
 * results, a deposit still held a month on) can be shown.
 */
const shiftTimes = (tx: Queryable, sectionId: number, ms: number) =>
  tx.query(
    `UPDATE section SET create_time = create_time + $2 * interval '1 millisecond', update_time = update_time + $2 * interval '1 millisecond',
       release_time = release_time + $2 * interval '1 millisecond', signup_start_time = signup_start_time + $2 * interval '1 millisecond',
       signup_end_time = signup_end_time + $2 * interval '1 millisecond', bid_file_start_time = bid_file_start_time + $2 * interval '1 millisecond',
       bid_file_end_time = bid_file_end_time + $2 * interval '1 millisecond', bid_opening_time = bid_opening_time + $2 * interval '1 millisecond',
       start_time = start_time + $2 * interval '1 millisecond', ent_time = ent_time + $2 * interval '1 millisecond' WHERE id = $1`,
    [sectionId, ms],
  );

/**
 * The red-flag demo (issue 25 §5): four sections of the demo buyer with published results get bidders whose
 * sign-ups, rounds, awards, reviews and deposits raise every indicator the seeded sections do not raise by
 * themselves (short inquiry windows, single sign-ups), and the flags of every section are computed at once.
 * Returns how many flags were raised, or 0 when fewer than four such sections exist.
 */
export async function seedFlagCases(tx: Queryable, now: Date, signer: ReceiptSigner): Promise<number> {
  const sections = await caseSections(tx, now);
  if (sections.length < 4) return 0;
  const [b1, b2, b3, b4] = await addBidders(tx, now);
  const [late, close, rejected, single] = sections;
  const before = (s: CaseSection, hours: number) => new Date(s.ent_time.getTime() - hours * HOUR);

  // Late results and a deposit still held: quoting ended 50 days ago, results 31 days ago (it closes after them).
  const shift = now.getTime() - 50 * DAY - late.ent_time.getTime();
  const canShift = late.create_time.getTime() + shift > now.getTime() - 69 * DAY;
  if (canShift) {
    await shiftTimes(tx, late.id, shift);
    late.ent_time = new Date(late.ent_time.getTime() + shift);
    await tx.query('UPDATE section SET result_time = $2 WHERE id = $1', [late.id, new Date(now.getTime() - 31 * DAY)]);
  }
  // …where the lowest quote is abnormally low and not awarded, and the announcement changed the day before the end.
  const l1 = await signUp(tx, late.id, b1, BidStatus.resultPublished, before(late, 120));
  const l2 = await signUp(tx, late.id, b2, BidStatus.resultPublished, before(late, 119));
  const l3 = await signUp(tx, late.id, b3, BidStatus.resultPublished, before(late, 118));
  await quote(tx, signer, late, l1, b1, 0.5, before(late, 30));
  const won = await quote(tx, signer, late, l2, b2, 0.9, before(late, 29));
  await quote(tx, signer, late, l3, b3, 0.93, before(late, 28));
  await award(tx, late.id, l2, won, late.ent_time);
  await tx.query(`INSERT INTO audit_log (at, actor_id, entity, entity_id, action, before, after) VALUES ($1, NULL, 'section', $2, 'update', '{}', '{}')`, [before(late, 24), late.id]);
  const [account] = await tx.query<{ id: number; money: string; currency: string }>("SELECT id, money::text AS money, currency FROM receiving_account WHERE section_id = $1 AND type = '1' ORDER BY id LIMIT 1", [late.id]);
  await tx.query('INSERT INTO margin (signup_id, receiving_account_id, status, currency, money, payment_date) VALUES ($1, $2, $3, $4, $5, $6)', [
    l3,
    account.id,
    MarginStatus.paid,
    account.currency,
    account.money,
    before(late, 100),
  ]);

  // At the ceiling, the runner-up within 1 % and tied with the third, whose rounds came within a second of each other twice.
  const c1 = await signUp(tx, close.id, b1, BidStatus.resultPublished, before(close, 120));
  const c3 = await signUp(tx, close.id, b3, BidStatus.resultPublished, before(close, 119));
  const c4 = await signUp(tx, close.id, b4, BidStatus.resultPublished, before(close, 118));
  const top = await quote(tx, signer, close, c1, b1, 0.985, before(close, 20));
  for (const [hours, share] of [[10, 0.995], [5, 0.99]] as const) {
    await quote(tx, signer, close, c3, b3, share, before(close, hours));
    await quote(tx, signer, close, c4, b4, share, new Date(before(close, hours).getTime() + 400));
  }
  await award(tx, close.id, c1, top, close.ent_time);

  // Everyone but the winner rejected at the qualification review (three of four).
  const winner = await signUp(tx, rejected.id, b1, BidStatus.resultPublished, before(rejected, 120));
  for (const [i, b] of [b2, b3, b4].entries()) {
    const id = await signUp(tx, rejected.id, b, BidStatus.qualificationRejected, before(rejected, 110 - i));
    await rejectAt(tx, id, 'qualification', before(rejected, 90 - i));
  }
  await award(tx, rejected.id, winner, await quote(tx, signer, rejected, winner, b1, 0.9, before(rejected, 10)), rejected.ent_time);

  // One sign-up, one quote; the same bidder wins three of the buyer's four sections with awards.
  const lone = await signUp(tx, single.id, b1, BidStatus.resultPublished, before(single, 120));
  await award(tx, single.id, lone, await quote(tx, signer, single, lone, b1, 0.95, before(single, 10)), single.ent_time);

  let raised = 0;
  const all = await tx.query<{ id: number }>(`SELECT id FROM section WHERE section_stauts <> ${SectionStatus.draft} ORDER BY id`);
  for (const s of all) raised += (await recomputeSectionFlags(tx, Number(s.id), now)).length;
  return raised;
}
