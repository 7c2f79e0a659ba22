import {
  canAbandonAward,
  canCancelBidFile,
  canEditSignup,
  canEditWinningQuote,
  canSubmitQuotationNotes,
  canSubmitStage,
  canWithdraw,
  SIGNUP_ACTIONS,
  translate,
  type Locale,
  type SignupAction,
  type SubmitStage,
} from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { companyOf } from '../certification/commands';
import type { Db, Queryable } from '../db/index';
import { notFound } from '../http/errors';
import { ALL_ROWS, definePolicy, isAdmin, isBuyer, isSupplier, isSupplierOf, managesCompany, NO_ROWS, placeholder } from '../http/policy';
import { scopeSql, scopeValue } from '../sections/policy';
import { changeSectionUpToDate, readSectionUpToDate } from '../sections/upToDate';

/** Who acts, when, and in which language and zone the refusals are written. */
export interface Actor {
  user: SessionUser;
  now: Date;
  locale: Locale;
  zone: string;
}

/** A sign-up row as stored (migrations 004, 006, 008). */
export interface SignupRow {
  id: number;
  section_id: number;
  user_id: number;
  company_id: number;
  supplier_bid_status: number;
  is_appoint_supplier_quotation_ing: number;
  disabled: number;
  /** Why the buyer made the bid page read-only (migration 010). */
  disabled_remark: string | null;
  create_time: Date;
  update_time: Date;
  base_file_review_remark: string | null;
  /** The remark in English and in Lao (migration 046). */
  base_file_review_remark_en: string | null;
  base_file_review_remark_lo: string | null;
  qualification_review_remark: string | null;
  /** The remark in English and in Lao (migration 046). */
  qualification_review_remark_en: string | null;
  qualification_review_remark_lo: string | null;
  margin_review_remark: string | null;
  /** The remark in English and in Lao (migration 046). */
  margin_review_remark_en: string | null;
  margin_review_remark_lo: string | null;
  bid_file_review_remark: string | null;
  quotes_note_review_remark: string | null;
  /** The remark in English and in Lao (migration 046). */
  quotes_note_review_remark_en: string | null;
  quotes_note_review_remark_lo: string | null;
  sup_tec_file_ids: number[];
  sup_ach_file_ids: number[];
  tec_file_ids: number[];
  base_agency_license_file_ids: number[];
  base_other_file_ids: number[];
  qualification_business_license_file_ids: number[];
  qualification_achievement_file_ids: number[];
  qualification_agency_license_file_ids: number[];
  qualification_other_file_ids: number[];
  quotes_note_file_ids: number[];
  accept_payment_methods: number | null;
  technical_compliance: number | null;
  technical_deviation: string | null;
  bid_contact_id: number | null;
  confirmation_status: number;
  /** The buyer's remark when it returned the winning quote entry for correction (migration 010). */
  winning_quote_review_remark: string | null;
  /** The remark in English and in Lao (migration 046). */
  winning_quote_review_remark_en: string | null;
  winning_quote_review_remark_lo: string | null;
  award_declined_time: Date | null;
  award_declined_reason: string | null;
}

/** Every column of SignupRow, named: a read of sign-ups takes these and nothing else. */
const SIGNUP_FIELDS = Object.keys({
  id: true,
  section_id: true,
  user_id: true,
  company_id: true,
  supplier_bid_status: true,
  is_appoint_supplier_quotation_ing: true,
  disabled: true,
  disabled_remark: true,
  create_time: true,
  update_time: true,
  base_file_review_remark: true,
  base_file_review_remark_en: true,
  base_file_review_remark_lo: true,
  qualification_review_remark: true,
  qualification_review_remark_en: true,
  qualification_review_remark_lo: true,
  margin_review_remark: true,
  margin_review_remark_en: true,
  margin_review_remark_lo: true,
  bid_file_review_remark: true,
  quotes_note_review_remark: true,
  quotes_note_review_remark_en: true,
  quotes_note_review_remark_lo: true,
  sup_tec_file_ids: true,
  sup_ach_file_ids: true,
  tec_file_ids: true,
  base_agency_license_file_ids: true,
  base_other_file_ids: true,
  qualification_business_license_file_ids: true,
  qualification_achievement_file_ids: true,
  qualification_agency_license_file_ids: true,
  qualification_other_file_ids: true,
  quotes_note_file_ids: true,
  accept_payment_methods: true,
  technical_compliance: true,
  technical_deviation: true,
  bid_contact_id: true,
  confirmation_status: true,
  winning_quote_review_remark: true,
  winning_quote_review_remark_en: true,
  winning_quote_review_remark_lo: true,
  award_declined_time: true,
  award_declined_reason: true,
} satisfies Record<keyof SignupRow, true>);

/** The columns of SignupRow under the sign-up table's `alias`. */
export const signupColumns = (alias: string) => SIGNUP_FIELDS.map((field) => `${alias}.${field}`).join(', ');

/** What a sign-up's rules need of its section. */
export interface SignupSection {
  id: number;
  bidding_type: number;
  section_stauts: number;
  is_qualification_business_license: number;
  is_qualification_achievement: number;
  is_qualification_agency_license: number;
  is_qualification_other: number;
  is_qualification_tec: number;
  is_qualification_quotes: number;
  is_bidding_commit_file: number;
  bid_file_start_time: Date | null;
  bid_file_end_time: Date | null;
  qualification_other_describe: string;
  qualification_other_describe_en: string;
  qualification_other_describe_lo: string;
  security_deposit: string | null;
  has_accounts: boolean;
  /** When the results were published (null: never), which decides whether they are visible (resultsVisible). */
  result_time: Date | null;
}

const SECTION_COLUMNS = `id, bidding_type, section_stauts, is_qualification_business_license, is_qualification_achievement,
  is_qualification_agency_license, is_qualification_other, is_qualification_tec, is_qualification_quotes, is_bidding_commit_file,
  bid_file_start_time, bid_file_end_time, qualification_other_describe, qualification_other_describe_en, qualification_other_describe_lo,
  security_deposit, result_time, EXISTS (SELECT 1 FROM receiving_account a WHERE a.section_id = section.id) AS has_accounts`;

/** What the results rule (resultsVisible) reads of a sign-up's section. */
export const resultsStateOf = (section: SignupSection) => ({ sectionStauts: section.section_stauts, resultTime: section.result_time });

/** The 'other' qualification type by the section's description in the caller's language (the generic name when none). */
export function otherTypeName(section: SignupSection, locale: Locale): string {
  const describe = { zh: section.qualification_other_describe, en: section.qualification_other_describe_en, lo: section.qualification_other_describe_lo }[locale];
  return describe?.trim() || section.qualification_other_describe.trim() || translate('fileOther', locale);
}

/** The section of one of the caller's company's sign-ups; another company's sign-up is answered as absent. */
export async function ownSignupSectionId(db: Queryable, user: SessionUser, signupId: number): Promise<number> {
  const rows = await db.query<{ section_id: number }>('SELECT section_id FROM signup WHERE id = $1 AND company_id = $2', [signupId, companyOf(user)]);
  if (!rows[0]) throw notFound('signupNotFound');
  return Number(rows[0].section_id);
}

/** The caller's company's sign-up to a section (404 when it has none). */
export async function ownSignupOfSection(db: Queryable, user: SessionUser, sectionId: number): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM signup WHERE section_id = $1 AND company_id = $2', [sectionId, companyOf(user)]);
  if (!rows[0]) throw notFound('signupNotFound');
  return Number(rows[0].id);
}

export async function loadSignup(db: Queryable, signupId: number, lock = false): Promise<{ signup: SignupRow; section: SignupSection }> {
  const [signup] = await db.query<SignupRow>(`SELECT ${signupColumns('g')} FROM signup g WHERE g.id = $1${lock ? ' FOR UPDATE' : ''}`, [signupId]);
  const [section] = await db.query<SignupSection>(`SELECT ${SECTION_COLUMNS} FROM section WHERE id = $1`, [signup.section_id]);
  return { signup, section };
}

/** Reads one of the caller's sign-ups (404 as if absent) once its section's due clock moves are applied. */
export async function readOwnSignup<T>(db: Db, user: SessionUser, now: Date, signupId: number, read: () => Promise<T>): Promise<T> {
  return readSectionUpToDate(db, now, await ownSignupSectionId(db, user, signupId), read);
}

/**
 * Runs a change of one of the caller's sign-ups: owner check (404 as if absent), the section's due clock
 * moves, then `change` in a transaction holding the sign-up's row lock, so two clicks act one after the other.
 */
export async function changeOwnSignup<T>(
  db: Db,
  actor: Actor,
  signupId: number,
  change: (tx: Queryable, signup: SignupRow, section: SignupSection) => Promise<T>,
): Promise<T> {
  const sectionId = await ownSignupSectionId(db, actor.user, signupId);
  return changeSectionUpToDate(db, actor.now, sectionId, async (tx) => {
    const { signup, section } = await loadSignup(tx, signupId, true);
    return change(tx, signup, section);
  });
}

/** The section a sign-up belongs to, if the caller manages it (404 otherwise). */
export async function staffSignupSection(db: Queryable, user: SessionUser, signupId: number): Promise<number> {
  const [row] = await db.query<{ section_id: number }>(
    `SELECT g.section_id FROM signup g JOIN section s ON s.id = g.section_id WHERE g.id = $1 AND (${scopeSql(user, 's', '$2')})`,
    [signupId, scopeValue(user)],
  );
  if (!row) throw notFound('signupNotFound');
  return Number(row.section_id);
}

/** What the rule reads of a sign-up: its company, its section (buyer company, status) and its own state. */
export interface SignupPolicyRow {
  company_id: number | string;
  buyer_company_id: number | string | null;
  supplier_bid_status: number;
  section_stauts: number;
  is_appoint_supplier_quotation_ing: number;
  disabled: number;
  confirmation_status: number;
  /** The section asks for quotation notes (1). */
  is_qualification_quotes: number;
  /** Rounds the sign-up quoted. */
  quotes_count: number;
  /** The sign-up holds an award (visible once results are out). */
  has_award: boolean;
  award_declined: boolean;
}

/** Each stage's submit action, by the stage the domain's SUBMITTABLE table names. */
const SUBMIT_ACTIONS = {
  submitBaseFiles: 'baseFiles',
  submitQualification: 'qualification',
  submitPayment: 'payment',
  submitBidFile: 'bidFile',
  submitQuotationNotes: 'quotationNotes',
} as const satisfies Partial<Record<SignupAction, SubmitStage>>;

/**
 * The sign-ups policy in the common shape (http/policy.ts). A supplier's company owns its sign-ups: it sees
 * them and acts on them as the bid-status machine allows (the domain's predicates); the staff who manage the
 * section see them (their reviews are the review queue's). Anyone else: absent (404).
 */
export const signupPolicy = definePolicy<SignupPolicyRow, SignupAction>({
  known: SIGNUP_ACTIONS,
  may(caller, action, row) {
    if (action === 'view') return isSupplierOf(caller, row.company_id) || managesCompany(caller, row.buyer_company_id);
    if (!isSupplierOf(caller, row.company_id)) return false;
    const status = row.supplier_bid_status;
    const editable = canEditSignup(row.section_stauts, status, row.is_appoint_supplier_quotation_ing, row.disabled);
    switch (action) {
      case 'edit':
        return editable;
      case 'cancelBidFile':
        return editable && canCancelBidFile(status);
      case 'submitQuotationNotes':
        return editable && canSubmitQuotationNotes(status, row.is_qualification_quotes, row.quotes_count > 0);
      case 'withdraw':
        return canWithdraw(status, row.disabled);
      case 'editWinningQuote':
        return row.has_award && !row.award_declined && canEditWinningQuote(row.confirmation_status);
      case 'abandonAward':
        return canAbandonAward(status, row.has_award, row.award_declined);
      default:
        return editable && canSubmitStage(SUBMIT_ACTIONS[action], status);
    }
  },
  /** Over a sign-up (alias): the supplier's company's, or those of the sections the staff manage. */
  scope(caller, alias, params) {
    if (isAdmin(caller)) return ALL_ROWS;
    if (isSupplier(caller)) return `${alias}.company_id = ${placeholder(params, caller.companyId ?? -1)}`;
    if (isBuyer(caller)) return `${alias}.section_id IN (SELECT id FROM section WHERE buyer_company_id = ${placeholder(params, caller.companyId ?? -1)})`;
    return NO_ROWS;
  },
});
