import { canShowSignup, initialBidStatus } from '@portal/domain';
import type { Db, Queryable } from '../db/index';
import type { SessionUser } from '../accounts/sessions';
import { createSignup } from './lifecycle';
import { AppError, ResultCode, warning } from '../http/errors';
import { changeSectionUpToDate } from '../sections/upToDate';
import { requirementFlags, type RequirementColumns } from '../sections/queries';
import { certificationState } from '../certification/commands';
import { requireAccredited } from '../certification/policy';
import { publicSection } from '../sections/policy';

/** Quoting refuses a company no longer accredited by the same gate (certification/policy.ts). */

/**
 * Signs the caller's company up to a section and returns the sign-up id. A company already signed up gets
 * its sign-up back (the client then opens it). Otherwise the section must be open for sign-up (after the
 * clock's due moves) and the company accredited; the sign-up starts at the first stage the section
 * requires. One transaction with its audit record; the unique key settles concurrent requests.
 */
export async function signUp(db: Db, user: SessionUser, sectionId: number, now: Date): Promise<number> {
  if (user.companyId === null) throw new AppError(ResultCode.forbidden, 'noCompany');
  const companyId = user.companyId;
  return changeSectionUpToDate(db, now, sectionId, async (tx) => {
    const [section] = await tx.query<RequirementColumns & { section_stauts: number }>(
      `SELECT bidding_type, section_stauts, is_qualification_tec, is_qualification_business_license, is_qualification_achievement,
              is_qualification_agency_license, is_qualification_other, is_bidding_commit_file,
              EXISTS (SELECT 1 FROM receiving_account a WHERE a.section_id = section.id) AS has_accounts
         FROM section WHERE id = $1`,
      [sectionId],
    );
    publicSection(section);
    const existing = await findSignupId(tx, companyId, sectionId);
    if (existing !== null) return existing;
    if (!canShowSignup(section.bidding_type, section.section_stauts)) throw warning('signupNotOpen');
    // The remark of the latest form, personal or enterprise, as the certification check shows it.
    requireAccredited(await certificationState(tx, companyId));
    const status = initialBidStatus(requirementFlags(section));
    const created = await createSignup(tx, { sectionId, userId: user.id, companyId, status, who: user.role, actorId: user.id, now });
    return created ?? (await findSignupId(tx, companyId, sectionId))!;
  });
}

/** The id of the company's sign-up to the section, or null. */
export async function findSignupId(db: Queryable, companyId: number, sectionId: number): Promise<number | null> {
  const rows = await db.query<{ id: number }>('SELECT id FROM signup WHERE company_id = $1 AND section_id = $2', [companyId, sectionId]);
  return rows[0]?.id ?? null;
}
