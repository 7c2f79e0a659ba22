import { BidStatus, SectionStatus } from '@portal/domain';
import type { Queryable } from '../db/index';
import { onAudit, type AuditEntry } from '../audit/audit';
import { namesOf, notify } from './commands';
import { QUESTION_SUBMITTED, REVIEW_QUEUE } from './mailRules';

type Entry = AuditEntry & { id: number };
type Json = Record<string, unknown>;

const sectionOf = async (tx: Queryable, sectionId: number) =>
  (await tx.query<{ id: number; section_name: string; section_name_en: string; section_name_lo: string; buyer_company_id: number | null; section_stauts: number }>(
    'SELECT id, section_name, section_name_en, section_name_lo, buyer_company_id, section_stauts FROM section WHERE id = $1',
    [sectionId],
  ))[0];
const signupOf = async (tx: Queryable, signupId: number) =>
  (await tx.query<{ id: number; section_id: number; company_id: number }>('SELECT id, section_id, company_id FROM signup WHERE id = $1', [signupId]))[0];
/** The supplier accounts of a company. */
const supplierUsers = async (tx: Queryable, companyIds: number[]) =>
  (await tx.query<{ id: number }>("SELECT id FROM app_user WHERE company_id = ANY($1::bigint[]) AND role = 'supplier'", [companyIds])).map((r) => Number(r.id));
/** The buyer staff of the organization owning the section. */
const buyerStaff = async (tx: Queryable, buyerCompanyId: number | null) =>
  buyerCompanyId === null ? [] : (await tx.query<{ id: number }>("SELECT id FROM app_user WHERE company_id = $1 AND role = 'buyer'", [buyerCompanyId])).map((r) => Number(r.id));

/** Supplier side of a sign-up change: a review's verdict; buyer side: the sign-up entering a review queue. */
async function onSignup(tx: Queryable, e: Entry) {
  const after = (e.after ?? {}) as Json;
  const review = /^review-(baseFiles|qualification|payment|quotationNotes)$/.exec(e.action);
  const stage = REVIEW_QUEUE[Number(after.supplierBidStatus)];
  // Most moves tell nobody (the clock's moves of every sign-up at the end of quoting): nothing is read for them.
  if (!review && !stage) return;
  const signup = await signupOf(tx, e.entityId);
  if (!signup) return;
  const section = await sectionOf(tx, Number(signup.section_id));
  if (!section) return;
  const names = namesOf(section);
  if (review) {
    const pass = after.pass === true;
    await notify(tx, await supplierUsers(tx, [Number(signup.company_id)]), pass ? 'stagePassed' : 'stageRejected', section.id, { ...names, stage: review[1], remark: pass ? null : String(after.remark ?? ''), signupId: signup.id }, `audit:${e.id}`);
    return;
  }
  if (stage && !e.action.startsWith('review-')) {
    await notify(tx, await buyerStaff(tx, section.buyer_company_id), 'reviewWaiting', section.id, { ...names, stage, signupId: signup.id }, `audit:${e.id}`);
  }
}

/** Status moves of a section: followers hear of them; results tell the suppliers that quoted, and the winners. */
async function onSection(tx: Queryable, e: Entry) {
  const after = (e.after ?? {}) as Json;
  const before = (e.before ?? {}) as Json;
  if (after.sectionStauts === undefined || after.sectionStauts === before.sectionStauts || e.action === 'create') return;
  const section = await sectionOf(tx, e.entityId);
  if (!section) return;
  const names = namesOf(section);
  const followers = (await tx.query<{ user_id: number }>('SELECT user_id FROM follow WHERE section_id = $1', [section.id])).map((r) => Number(r.user_id));
  await notify(tx, followers, 'followedStatus', section.id, { ...names, sectionStauts: Number(after.sectionStauts) }, `audit:${e.id}`);
  if (e.action === 'results' && Number(after.sectionStauts) === SectionStatus.resultPublished) {
    const quoted = await tx.query<{ company_id: number }>('SELECT company_id FROM signup WHERE section_id = $1 AND supplier_bid_status = $2', [section.id, BidStatus.resultPublished]);
    await notify(tx, await supplierUsers(tx, quoted.map((r) => Number(r.company_id))), 'resultsPublished', section.id, names, `audit:${e.id}`);
    const winners = await tx.query<{ company_id: number }>('SELECT DISTINCT g.company_id FROM award a JOIN signup g ON g.id = a.signup_id WHERE a.section_id = $1', [section.id]);
    await notify(tx, await supplierUsers(tx, winners.map((r) => Number(r.company_id))), 'won', section.id, names, `audit:${e.id}:won`);
  }
}

async function onMargin(tx: Queryable, e: Entry) {
  if (e.action !== 'refund') return;
  const [row] = await tx.query<{ signup_id: number }>('SELECT signup_id FROM margin WHERE id = $1', [e.entityId]);
  const signup = row && (await signupOf(tx, Number(row.signup_id)));
  if (!signup) return;
  const section = await sectionOf(tx, Number(signup.section_id));
  await notify(tx, await supplierUsers(tx, [Number(signup.company_id)]), 'refundMade', section.id, { ...namesOf(section), signupId: signup.id }, `audit:${e.id}`);
}

async function onQuestion(tx: Queryable, e: Entry) {
  const after = (e.after ?? {}) as Json;
  const [q] = await tx.query<{ section_id: number; user_id: number }>('SELECT section_id, user_id FROM question WHERE id = $1', [e.entityId]);
  if (!q) return;
  const section = await sectionOf(tx, Number(q.section_id));
  if (e.action === 'reply') {
    await notify(tx, [Number(q.user_id)], 'questionAnswered', section.id, namesOf(section), `audit:${e.id}`);
  } else if ((e.action === 'create' || e.action === 'update') && Number(after.status) === QUESTION_SUBMITTED) {
    // One notice per question, however often it is saved as submitted.
    await notify(tx, await buyerStaff(tx, section.buyer_company_id), 'questionNew', section.id, namesOf(section), `question:${e.entityId}`);
  }
}

async function onAppeal(tx: Queryable, e: Entry) {
  if (e.action !== 'file') return;
  const [a] = await tx.query<{ section_id: number }>('SELECT section_id FROM appeal WHERE id = $1', [e.entityId]);
  if (!a) return;
  const section = await sectionOf(tx, Number(a.section_id));
  await notify(tx, await buyerStaff(tx, section.buyer_company_id), 'appealNew', section.id, namesOf(section), `audit:${e.id}`);
}

const HANDLERS: Record<string, (tx: Queryable, e: Entry) => Promise<void>> = {
  signup: onSignup,
  section: onSection,
  margin: onMargin,
  question: onQuestion,
  appeal: onAppeal,
};

/** Notifications come from the audit trail, in the transaction of the change: none can be missed. */
onAudit('notifications', async (tx, entry) => {
  await HANDLERS[entry.entity]?.(tx, entry);
});
