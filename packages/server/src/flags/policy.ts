import { FLAG_ACTIONS, SectionStatus } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Queryable } from '../db/index';
import { notFound } from '../http/errors';
import { ALL_ROWS, definePolicy, isAdmin, isBuyer, managesCompany, placeholder } from '../http/policy';
import { scopeSql, scopeValue } from '../sections/policy';

/**
 * Who sees which flags (docs/flags.md "Who sees what").
 *
 * - Staff: the buyer organization's staff (its supervisors: the buyer accounts of the section's buyer
 *   company) see every flag of its sections as soon as it is raised, and record what they did about it; the
 *   administrator sees and records on every section's. Another buyer's flag reads as absent (404), as its
 *   sections do (sections/policy.ts `scopeSql`).
 * - The public sees a section's flags once its results are visible: the domain's `resultsVisible` written
 *   as SQL over `section` aliased `alias` (published, 13, or closed, 14, after results), the rule receipts
 *   and open data follow; `shares.test.ts` holds the two equal over every status. Public evidence never
 *   names a supplier nor a shared contact (the domain's `publicEvidence`), and only flags still raised show.
 */
export const publicFlagSectionSql = (alias: string) =>
  `(${alias}.section_stauts = ${SectionStatus.resultPublished} OR (${alias}.section_stauts = ${SectionStatus.closed} AND ${alias}.result_time IS NOT NULL))`;

/** SQL condition: the section (alias `alias`) is one of the caller's (`param` holds `staffFlagScopeValue`). */
export const staffFlagScopeSql = (user: SessionUser, alias: string, param: string) => scopeSql(user, alias, param);
export const staffFlagScopeValue = scopeValue;

/** A flag row as a staff command needs it. */
export interface StaffFlagRow {
  id: number;
  section_id: number;
  indicator: string;
  review_status: string;
  review_note: string;
}

/** The flag if it belongs to one of the caller's sections; 404 otherwise. `lock` takes its row lock. */
export async function staffFlag(db: Queryable, user: SessionUser, flagId: number, lock = false): Promise<StaffFlagRow> {
  const [row] = await db.query<StaffFlagRow>(
    `SELECT f.id, f.section_id, f.indicator, f.review_status, f.review_note FROM section_flag f JOIN section s ON s.id = f.section_id
      WHERE f.id = $1 AND (${staffFlagScopeSql(user, 's', '$2')}) ${lock ? 'FOR UPDATE OF f' : ''}`,
    [flagId, staffFlagScopeValue(user)],
  );
  if (!row) throw notFound('flagNotFound');
  return row;
}

/** What the rule reads of a flag: its section's status, results time and buyer company. */
export interface FlagPolicyRow {
  section_stauts: number;
  result_time: Date | null;
  buyer_company_id: number | string | null;
}

/**
 * The same rules in the common shape (http/policy.ts): staff of the section's buyer company and
 * administrators see its flags and record what they did (review, escalate, dismiss: the workbench's answers
 * carry them as `actions`); everyone sees them once the section's results are visible.
 * `scope` reads the flag's section under `alias`.
 */
export const flagPolicy = definePolicy<FlagPolicyRow, (typeof FLAG_ACTIONS)[number]>({
  known: FLAG_ACTIONS,
  may(caller, action, row) {
    const staff = managesCompany(caller, row.buyer_company_id);
    if (action !== 'view') return staff;
    const published = row.section_stauts === SectionStatus.resultPublished || (row.section_stauts === SectionStatus.closed && row.result_time !== null);
    return staff || published;
  },
  scope(caller, alias, params) {
    if (isAdmin(caller)) return ALL_ROWS;
    if (isBuyer(caller)) return `${alias}.buyer_company_id = ${placeholder(params, caller.companyId ?? -1)}`;
    return publicFlagSectionSql(alias);
  },
});
