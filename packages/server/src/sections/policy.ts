import { mayActOn, SECTION_ACTIONS, SectionStatus, type SectionAction } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Queryable } from '../db/index';
import { notFound } from '../http/errors';
import { ALL_ROWS, definePolicy, isAdmin, isBuyer, managesCompany, placeholder } from '../http/policy';

/**
 * The sections policy: who may see and manage which section, and which lifecycle actions a section's status
 * allows.
 *
 * - A draft is private to its buyer: to visitors and suppliers it does not exist (404).
 * - A buyer manages the sections of its own buyer company, an administrator all; another buyer's section
 *   reads as absent (404), never as forbidden.
 * - The lifecycle actions a manager may take depend on the status alone (`SECTION_ACTIONS`); the server
 *   answers them with every section it shows the workbench, and refuses any other (601).
 */

/** SQL condition: the section (alias `alias`) is public, i.e. not a draft. */
export const publicSectionSql = (alias: string) => `${alias}.section_stauts <> ${SectionStatus.draft}`;

/** Whether visitors and suppliers may see a section row: it exists and is not a draft. */
export const isPublicSection = (row: { section_stauts?: unknown } | undefined) => row !== undefined && row.section_stauts !== SectionStatus.draft;

/** The row if it is a public section; a missing section or a draft is answered as absent (404). */
export function publicSection<T extends { section_stauts?: unknown }>(row: T | undefined): T {
  if (!row || !isPublicSection(row)) throw notFound('sectionNotFound');
  return row;
}

/**
 * SQL condition limiting sections to the caller's. `alias` names the section table; `param` the placeholder
 * holding `scopeValue(user)`.
 */
export function scopeSql(user: SessionUser, alias: string, param: string): string {
  // The placeholder is used either way (its value is null for admins), so PostgreSQL knows its type.
  return user.role === 'admin' ? `${param}::bigint IS NULL` : `${alias}.buyer_company_id = ${param}`;
}
export const scopeValue = (user: SessionUser) => (user.role === 'admin' ? null : (user.companyId ?? -1));

/** What the workbench's commands and readers need of one of the caller's sections (staffSection). */
export interface StaffSectionRow {
  id: number;
  section_name: string;
  organization: string;
  /** 0 tender, 1 inquiry. */
  bidding_type: number;
  section_stauts: number;
  /** The status a suspended section resumes to (null unless suspended). */
  suspended_from: number | null;
  signup_start_time: Date | null;
  signup_end_time: Date | null;
  start_time: Date | null;
  ent_time: Date | null;
  is_bidding_commit_file: number;
  bid_file_start_time: Date | null;
  bid_file_end_time: Date | null;
  is_qualification_other: number;
  qualification_other_describe: string;
  /** Decimal string, null when the announcement names no deposit. */
  security_deposit: string | null;
  quotation_method: number;
  successful_bidder_method: number;
  bidding_trade_type: number;
  /** 1: the round-over-round rules apply, and every participant sees the auction's bounds. */
  is_yuan_ju: number;
  /** The buyer company that manages the section (null: made by an administrator). */
  buyer_company_id: number | null;
}

/** Every column of StaffSectionRow, named (the compiler checks the list complete against the row type). */
const STAFF_SECTION_FIELDS = Object.keys({
  id: true,
  section_name: true,
  organization: true,
  bidding_type: true,
  section_stauts: true,
  suspended_from: true,
  signup_start_time: true,
  signup_end_time: true,
  start_time: true,
  ent_time: true,
  is_bidding_commit_file: true,
  bid_file_start_time: true,
  bid_file_end_time: true,
  is_qualification_other: true,
  qualification_other_describe: true,
  security_deposit: true,
  quotation_method: true,
  successful_bidder_method: true,
  bidding_trade_type: true,
  is_yuan_ju: true,
  buyer_company_id: true,
} satisfies Record<keyof StaffSectionRow, true>);

/** The section row if the caller may manage it; 404 otherwise (another buyer's section reads as absent). `lock` takes its row lock. */
export async function staffSection(db: Queryable, user: SessionUser, sectionId: number, lock = false): Promise<StaffSectionRow> {
  const [row] = await db.query<StaffSectionRow>(
    `SELECT ${STAFF_SECTION_FIELDS.map((field) => `s.${field}`).join(', ')} FROM section s WHERE s.id = $1 AND (${scopeSql(user, 's', '$2')}) ${lock ? 'FOR UPDATE' : ''}`,
    [sectionId, scopeValue(user)],
  );
  if (!row) throw notFound('sectionNotFound');
  return row;
}

/** A buyer's sections belong to its buyer company; a buyer without one could not see what it made. */
export const mayCreateSection = (user: SessionUser) => user.role === 'admin' || user.companyId !== null;

/** The buyer company that owns the sections the caller creates (null for an administrator's). */
export const owningCompany = (user: SessionUser) => (user.role === 'buyer' ? user.companyId : null);

/** The lifecycle actions by status are the section machine's, in the domain. */
export { SECTION_ACTIONS, mayActOn, type SectionAction } from '@portal/domain';

/** What the rule reads of a section: its status and its buyer company (null: made by an administrator). */
export interface SectionPolicyRow {
  section_stauts: number;
  buyer_company_id: number | string | null;
}

/**
 * The policy in the common shape (http/policy.ts). `view`: a public section everyone, a draft its managers.
 * A lifecycle action: a manager (the section's buyer company, any administrator), when the section machine
 * allows it from the status. The list scope: staff, the sections they manage (the workbench); others, the
 * public ones.
 */
export const sectionPolicy = definePolicy<SectionPolicyRow, SectionAction>({
  known: Object.keys(SECTION_ACTIONS) as SectionAction[],
  may(caller, action, row) {
    const manager = managesCompany(caller, row.buyer_company_id);
    if (action === 'view') return manager || isPublicSection(row);
    return manager && mayActOn(action, row.section_stauts);
  },
  scope(caller, alias, params) {
    if (isAdmin(caller)) return ALL_ROWS;
    if (isBuyer(caller)) return `${alias}.buyer_company_id = ${placeholder(params, caller.companyId ?? -1)}`;
    return publicSectionSql(alias);
  },
});
