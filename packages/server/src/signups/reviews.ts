import { remarkVariants, REVIEWABLE, statusAfterReview, type FileItem, type RemarkVariants, type ReviewStage } from '@portal/domain';
import type { Db, Queryable } from '../db/index';
import { warning } from '../http/errors';
import { formatTime } from '../http/time';
import { fileLists } from '../files/presenter';
import { applyClock, clockOf, lockClockRow } from '../sections/clock';
import { changeSectionUpToDate } from '../sections/upToDate';
import { requirementFlags } from '../sections/queries';
import { loadSignup, signupColumns, staffSignupSection, type SignupRow } from './policy';
import { transitionSignup, type Mover } from './lifecycle';
import type { StaffActor } from '../http/actor';
import { scopeSql, scopeValue } from '../sections/policy';
import type { SessionUser } from '../accounts/sessions';

/** The file lists a reviewer looks at in each stage, by wire name and column. */
export const STAGE_FILES: Record<ReviewStage, [string, keyof SignupRow][]> = {
  baseFiles: [
    ['supTecFileList', 'sup_tec_file_ids'],
    ['supAchFileList', 'sup_ach_file_ids'],
    ['tecFileList', 'tec_file_ids'],
    ['qualificationAgencyLicenseFileList', 'base_agency_license_file_ids'],
    ['qualificationOtherFileList', 'base_other_file_ids'],
  ],
  qualification: [
    ['qualificationBusinessLicenseFileList', 'qualification_business_license_file_ids'],
    ['qualificationAchievementFileList', 'qualification_achievement_file_ids'],
    ['qualificationAgencyLicenseFileList', 'qualification_agency_license_file_ids'],
    ['qualificationOtherFileList', 'qualification_other_file_ids'],
  ],
  payment: [],
  quotationNotes: [['quotesNoteFileList', 'quotes_note_file_ids']],
};

/** The column keeping the remark of each stage's latest rejection. */
const REMARK_COLUMN: Record<ReviewStage, string> = {
  baseFiles: 'base_file_review_remark',
  qualification: 'qualification_review_remark',
  payment: 'margin_review_remark',
  quotationNotes: 'quotes_note_review_remark',
};

/** The stage whose review a status waits for, if any. */
export const stageWaitingAt = (status: number): ReviewStage | null =>
  (Object.keys(REVIEWABLE) as ReviewStage[]).find((stage) => REVIEWABLE[stage].from.includes(status)) ?? null;

/** The payment proofs of sign-ups, one per receiving account, in the accounts' order. */
export const paymentProofs = (db: Queryable, signupIds: number[]) =>
  db.query<{ signup_id: number; receiving_account_id: number; file_id: number; payment_date: Date; type: string; money: string; currency: string }>(
    `SELECT p.signup_id, p.receiving_account_id, p.file_id, p.payment_date, a.type, a.money, a.currency
       FROM signup_payment p JOIN receiving_account a ON a.id = p.receiving_account_id WHERE p.signup_id = ANY($1::bigint[]) ORDER BY a.sort, a.id`,
    [signupIds],
  );

/** The proofs of one sign-up as the reviewer reads them: account, amount, date and file. */
export const presentPayments = (payments: Awaited<ReturnType<typeof paymentProofs>>, signupId: number, files: (ids: number[]) => FileItem[], zone: string) =>
  payments
    .filter((p) => Number(p.signup_id) === signupId)
    .map((p) => ({
      receivingAccountId: Number(p.receiving_account_id),
      type: p.type,
      money: p.money,
      currency: p.currency,
      paymentDate: formatTime(p.payment_date, zone),
      file: files([Number(p.file_id)])[0] ?? null,
    }));

/**
 * The review queue of the caller's sections: sign-ups waiting for a review (of one stage, or any), with the
 * company and the stage's files (payment proofs per receiving account).
 */
export async function reviewQueue(db: Db, user: SessionUser, query: { sectionId?: number; stage?: ReviewStage; pageNum: number; pageSize: number }, zone: string) {
  const stages = query.stage ? [query.stage] : (Object.keys(REVIEWABLE) as ReviewStage[]);
  const statuses = stages.flatMap((s) => REVIEWABLE[s].from);
  const params: unknown[] = [scopeValue(user), statuses];
  let where = `(${scopeSql(user, 's', '$1')}) AND g.supplier_bid_status = ANY($2::smallint[])`;
  if (query.sectionId !== undefined) {
    params.push(query.sectionId);
    where += ` AND g.section_id = $${params.length}`;
  }
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.query<SignupRow & { company_name: string; section_name: string; section_name_en: string; section_name_lo: string }>(
      `SELECT ${signupColumns('g')}, c.name AS company_name, s.section_name, s.section_name_en, s.section_name_lo FROM signup g JOIN section s ON s.id = g.section_id JOIN company c ON c.id = g.company_id
        WHERE ${where} ORDER BY g.update_time, g.id LIMIT ${query.pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM signup g JOIN section s ON s.id = g.section_id WHERE ${where}`, params),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const payments = await paymentProofs(db, ids);
  const allFiles = rows.flatMap((r) => Object.values(STAGE_FILES).flat().flatMap(([, column]) => (r[column] as number[]) ?? [])).concat(payments.map((p) => Number(p.file_id)));
  const files = await fileLists(db, allFiles, zone);
  return {
    total,
    rows: rows.map((r) => {
      const stage = stageWaitingAt(r.supplier_bid_status)!;
      const stageFiles = Object.fromEntries(STAGE_FILES[stage].map(([name, column]) => [name, files((r[column] as number[]) ?? [])]));
      return {
        signupId: Number(r.id),
        sectionId: Number(r.section_id),
        sectionName: r.section_name,
        sectionNameEn: r.section_name_en,
        sectionNameLo: r.section_name_lo,
        companyId: Number(r.company_id),
        companyName: r.company_name,
        supplierBidStatus: r.supplier_bid_status,
        stage,
        updateTime: formatTime(r.update_time, zone),
        files: stageFiles,
        payments: presentPayments(payments, Number(r.id), files, zone),
        technicalCompliance: r.technical_compliance,
        technicalDeviation: r.technical_deviation,
        acceptPaymentMethods: r.accept_payment_methods,
      };
    }),
  };
}

/**
 * What a passed payment review asks of the deposits. Deposits build on sign-ups (a deposit is a sign-up's), so
 * sign-ups name no deposit module: app.ts hands this in as the option `deposits` of signupAdminRoutes.
 */
export interface ReviewDeposits {
  /** Holds the sign-up's security deposits from its proofs (margins/lifecycle.ts `holdDeposits`), in the review's transaction. */
  hold(tx: Queryable, m: Mover & { signupId: number }): Promise<void>;
}

/**
 * Passes or rejects one stage of a sign-up (DESIGN.md §4). Refused (601, nothing changed) unless the sign-up
 * waits for that stage's review. A passed payment holds the security deposits (margin, status 4) from the
 * sign-up's proofs for the section's deposit accounts (type 1).
 */
export async function reviewSignup(
  db: Db,
  actor: StaffActor,
  signupId: number,
  review: { stage: ReviewStage; pass: boolean } & RemarkVariants,
  deposits: ReviewDeposits,
): Promise<number> {
  const sectionId = await staffSignupSection(db, actor.user, signupId);
  return changeSectionUpToDate(db, actor.now, sectionId, async (tx) => {
    // The section first, then the sign-up: the clock locks in that order too.
    const clockRow = await lockClockRow(tx, sectionId);
    const { signup, section } = await loadSignup(tx, signupId, true);
    const rule = REVIEWABLE[review.stage];
    if (!rule.from.includes(signup.supplier_bid_status)) throw warning('reviewWrongStage');
    // A qualification sent with the base files (at 1) goes under review as soon as they pass.
    const qualificationSent = [
      signup.qualification_business_license_file_ids,
      signup.qualification_achievement_file_ids,
      signup.qualification_agency_license_file_ids,
      signup.qualification_other_file_ids,
    ].some((ids) => (ids ?? []).length > 0);
    const to = review.pass ? statusAfterReview(requirementFlags(section), review.stage, qualificationSent) : rule.rejected;
    const remark = review.pass ? null : remarkVariants(review);
    const column = REMARK_COLUMN[review.stage];
    const mover = { who: actor.user.role, actorId: actor.user.id, now: actor.now };
    await transitionSignup(tx, {
      ...mover,
      signupId,
      action: `review-${review.stage}`,
      from: signup.supplier_bid_status,
      to,
      columns: remark ? { [column]: remark.remark, [`${column}_en`]: remark.remarkEn, [`${column}_lo`]: remark.remarkLo } : {},
      after: { pass: review.pass, ...(remark ?? { remark: null }) },
      refusal: 'reviewWrongStage',
    });
    if (review.pass && review.stage === 'payment') await deposits.hold(tx, { ...mover, signupId });
    if (!review.pass && review.stage === 'payment' && clockRow) {
      // A proof rejected once the payment deadline has passed cannot be sent again: the clock ends the sign-up now.
      await applyClock(tx, clockRow, actor.now, clockOf(db));
      const [after] = await tx.query<{ supplier_bid_status: number }>('SELECT supplier_bid_status FROM signup WHERE id = $1', [signupId]);
      return after.supplier_bid_status;
    }
    return to;
  });
}
