import {
  BidFileStatus,
  BidStatus,
  canAbandonAward,
  canAnswerPaymentMethods,
  canCancelBidFile,
  canEditSignup,
  canEditWinningQuote,
  canSubmitStage,
  canWithdraw,
  ConfirmationStatus,
  isBeforePaymentDeadline,
  isBidFileWindowOpen,
  missingBaseFileType,
  missingQualificationFileType,
  requirementsOf,
  resultsVisible,
  statusAfterSubmit,
  SUBMITTED,
  translate,
  unaskedFileType,
  type FileSlotCheck,
  type MessageKey,
  type PaymentSubmitForm,
  type QualificationSubmitForm,
  type RequiredFileType,
  type SubmitStage,
  type SupplierBaseFileForm,
  type WinningQuotesForm,
} from '@portal/domain';
import { recordAudit } from '../audit/audit';
import type { Db, Queryable } from '../db/index';
import { ownedFileTypes } from '../files/ownership';
import { notFound, warning } from '../http/errors';
import { formatTime } from '../http/time';
import { requirementFlags } from '../sections/queries';
import { transitionSignup, transitionWinningEntry } from './lifecycle';
import { changeOwnSignup, otherTypeName, ownSignupOfSection, resultsStateOf, type Actor, type SignupRow, type SignupSection } from './policy';

/** Moves the caller's sign-up (its row locked by changeOwnSignup) through its lifecycle, refused with `refusal`. */
const moveSignup = (tx: Queryable, actor: Actor, signup: SignupRow, to: number, action: string, refusal: MessageKey, after: Record<string, unknown> = {}) =>
  transitionSignup(tx, { signupId: signup.id, action, from: signup.supplier_bid_status, to, who: actor.user.role, actorId: actor.user.id, now: actor.now, after, refusal });

const ids = (list: { id: number }[]) => list.map((f) => f.id);

/** Refuses any change of a sign-up whose page is read-only, that the buyer disabled, or that has ended. */
function assertEditable(signup: SignupRow, section: SignupSection) {
  if (!canEditSignup(section.section_stauts, signup.supplier_bid_status, signup.is_appoint_supplier_quotation_ing, signup.disabled)) throw warning('signupLocked');
}

/** Refuses a stage submitted twice or out of order. */
function assertSubmittable(stage: SubmitStage, signup: SignupRow, section: SignupSection) {
  assertEditable(signup, section);
  if (!canSubmitStage(stage, signup.supplier_bid_status)) throw warning('stageNotSubmittable');
}

/** A type of file in the caller's language ('other' by the section's description). */
const typeName = (type: RequiredFileType, section: SignupSection, actor: Actor) => (type === 'fileOther' ? otherTypeName(section, actor.locale) : translate(type, actor.locale));

/** 'Please upload …' naming the missing type. */
function missingType(type: RequiredFileType | null, section: SignupSection, actor: Actor) {
  if (type !== null) throw warning('pleaseUpload', { item: typeName(type, section, actor) });
}

/** Refuses a file sent for a slot the section does not ask for (the page hides it: `unaskedFileType`), naming the type. */
function refuseUnasked(slots: FileSlotCheck[], section: SignupSection, actor: Actor) {
  const type = unaskedFileType(slots);
  if (type !== null) throw warning('fileNotAsked', { item: typeName(type, section, actor) });
}

/** Base files (first, technical stage): 1, 2 or 4 → 3, required types checked, files uploaded by the caller. */
export async function submitBaseFiles(db: Db, actor: Actor, form: SupplierBaseFileForm): Promise<void> {
  await changeOwnSignup(db, actor, form.signUpId, async (tx, signup, section) => {
    if (section.id !== form.sectionId) throw notFound('signupNotFound');
    assertSubmittable('baseFiles', signup, section);
    missingType(
      missingBaseFileType(
        { isQualificationTec: section.is_qualification_tec, isQualificationAchievement: section.is_qualification_achievement, isQualificationAgencyLicense: section.is_qualification_agency_license, isQualificationOther: section.is_qualification_other },
        form,
      ),
      section,
      actor,
    );
    refuseUnasked(
      [
        [section.is_qualification_achievement === 1, ids(form.supAchFileList), signup.sup_ach_file_ids, 'fileAchievement'],
        [section.is_qualification_agency_license === 1, ids(form.qualificationAgencyLicenseFileList), signup.base_agency_license_file_ids, 'fileAgencyLicense'],
        [section.is_qualification_other === 1, ids(form.qualificationOtherFileList), signup.base_other_file_ids, 'fileOther'],
      ],
      section,
      actor,
    );
    const files = {
      supTecFileIds: ids(form.supTecFileList),
      supAchFileIds: ids(form.supAchFileList),
      tecFileIds: ids(form.tecFileList),
      agencyLicenseFileIds: ids(form.qualificationAgencyLicenseFileList),
      otherFileIds: ids(form.qualificationOtherFileList),
    };
    await ownedFileTypes(tx, actor.user.id, Object.values(files).flat());
    await tx.query(
      `UPDATE signup SET sup_tec_file_ids = $2, sup_ach_file_ids = $3, tec_file_ids = $4, base_agency_license_file_ids = $5, base_other_file_ids = $6 WHERE id = $1`,
      [signup.id, files.supTecFileIds, files.supAchFileIds, files.tecFileIds, files.agencyLicenseFileIds, files.otherFileIds],
    );
    await moveSignup(tx, actor, signup, SUBMITTED.baseFiles, 'submit-base-files', 'stageNotSubmittable', files);
  });
}

/**
 * Qualification: 5 or 7 → 6, and at 1 (part 2 §4 "5, 7 or 1 allow submit") sent ahead of its stage: stored,
 * the sign-up stays at 1, and it goes under review when the base files pass (`statusAfterSubmit`). Each
 * required type with at least one file; refused in a section that asks for no qualification.
 */
export async function submitQualification(db: Db, actor: Actor, form: QualificationSubmitForm): Promise<void> {
  await changeOwnSignup(db, actor, form.id, async (tx, signup, section) => {
    if (section.id !== form.sectionId) throw notFound('signupNotFound');
    assertSubmittable('qualification', signup, section);
    if (!requirementsOf(requirementFlags(section)).qualification) throw warning('stageNotSubmittable');
    missingType(
      missingQualificationFileType(
        {
          isQualificationBusinessLicense: section.is_qualification_business_license,
          isQualificationAchievement: section.is_qualification_achievement,
          isQualificationAgencyLicense: section.is_qualification_agency_license,
          isQualificationOther: section.is_qualification_other,
        },
        form,
      ),
      section,
      actor,
    );
    refuseUnasked(
      [
        [section.is_qualification_business_license === 1, ids(form.qualificationBusinessLicenseFileList), signup.qualification_business_license_file_ids, 'fileBusinessLicense'],
        [section.is_qualification_achievement === 1, ids(form.qualificationAchievementFileList), signup.qualification_achievement_file_ids, 'fileAchievement'],
        [section.is_qualification_agency_license === 1, ids(form.qualificationAgencyLicenseFileList), signup.qualification_agency_license_file_ids, 'fileAgencyLicense'],
        [section.is_qualification_other === 1, ids(form.qualificationOtherFileList), signup.qualification_other_file_ids, 'fileOther'],
      ],
      section,
      actor,
    );
    const files = {
      businessLicenseFileIds: ids(form.qualificationBusinessLicenseFileList),
      achievementFileIds: ids(form.qualificationAchievementFileList),
      agencyLicenseFileIds: ids(form.qualificationAgencyLicenseFileList),
      otherFileIds: ids(form.qualificationOtherFileList),
    };
    await ownedFileTypes(tx, actor.user.id, Object.values(files).flat());
    await tx.query(
      `UPDATE signup SET qualification_business_license_file_ids = $2, qualification_achievement_file_ids = $3,
              qualification_agency_license_file_ids = $4, qualification_other_file_ids = $5 WHERE id = $1`,
      [signup.id, files.businessLicenseFileIds, files.achievementFileIds, files.agencyLicenseFileIds, files.otherFileIds],
    );
    await moveSignup(tx, actor, signup, statusAfterSubmit('qualification', signup.supplier_bid_status), 'submit-qualification', 'stageNotSubmittable', files);
  });
}

/**
 * Payment proof: 8 or 10 → 9 with exactly one file for every receiving account of the section, each before
 * its payment deadline. A resubmission replaces the earlier proofs.
 */
export async function submitPayment(db: Db, actor: Actor, form: PaymentSubmitForm): Promise<void> {
  await changeOwnSignup(db, actor, form.id, async (tx, signup, section) => {
    assertSubmittable('payment', signup, section);
    const accounts = await tx.query<{ id: number; payment_deadline: Date | null }>('SELECT id, payment_deadline FROM receiving_account WHERE section_id = $1 ORDER BY id', [section.id]);
    const sent = new Map(form.receivingAccountList.map((a) => [a.id, a.fileList]));
    const exact =
      sent.size === form.receivingAccountList.length &&
      sent.size === accounts.length &&
      accounts.every((a) => sent.get(Number(a.id))?.length === 1);
    if (!exact) throw warning('paymentFileCount');
    if (accounts.some((a) => !isBeforePaymentDeadline(a.payment_deadline, actor.now))) throw warning('paymentDeadlinePassed');
    const proofs = accounts.map((a) => ({ accountId: Number(a.id), fileId: sent.get(Number(a.id))![0].id }));
    await ownedFileTypes(tx, actor.user.id, proofs.map((p) => p.fileId));
    await tx.query('DELETE FROM signup_payment WHERE signup_id = $1', [signup.id]);
    for (const p of proofs) {
      await tx.query('INSERT INTO signup_payment (signup_id, receiving_account_id, file_id, payment_date) VALUES ($1, $2, $3, $4)', [signup.id, p.accountId, p.fileId, actor.now]);
    }
    await moveSignup(tx, actor, signup, SUBMITTED.payment, 'submit-payment', 'stageNotSubmittable', { proofs });
  });
}

function assertBidFileWindow(section: SignupSection, actor: Actor) {
  if (!isBidFileWindowOpen(section.bid_file_start_time, section.bid_file_end_time, actor.now)) {
    throw warning('bidFileWindow', { start: formatTime(section.bid_file_start_time, actor.zone) ?? '—', end: formatTime(section.bid_file_end_time, actor.zone) ?? '—' });
  }
}

/** Bid file: 11 or 13 → 12, only inside the bid-file window. */
export async function submitBidFile(db: Db, actor: Actor, signupId: number, files: { id: number }[]): Promise<void> {
  await changeOwnSignup(db, actor, signupId, async (tx, signup, section) => {
    assertSubmittable('bidFile', signup, section);
    assertBidFileWindow(section, actor);
    const fileIds = ids(files);
    await ownedFileTypes(tx, actor.user.id, fileIds);
    for (const fileId of fileIds) {
      await tx.query('INSERT INTO bid_file (signup_id, file_id, status, create_time) VALUES ($1, $2, $3, $4)', [signup.id, fileId, BidFileStatus.awaitingReview, actor.now]);
    }
    await moveSignup(tx, actor, signup, SUBMITTED.bidFile, 'submit-bid-file', 'stageNotSubmittable', { fileIds });
  });
}

/** Withdraws the uploaded bid file before the deadline: 12 → 13, its files marked withdrawn (3). */
export async function cancelBidFile(db: Db, actor: Actor, signupId: number): Promise<void> {
  await changeOwnSignup(db, actor, signupId, async (tx, signup, section) => {
    assertEditable(signup, section);
    if (!canCancelBidFile(signup.supplier_bid_status)) throw warning('bidFileNotCancellable');
    assertBidFileWindow(section, actor);
    await tx.query('UPDATE bid_file SET status = $2 WHERE signup_id = $1 AND status <> $2', [signup.id, BidFileStatus.withdrawn]);
    await moveSignup(tx, actor, signup, BidStatus.bidFileWithdrawn, 'cancel-bid-file', 'bidFileNotCancellable');
  });
}

/** Quotation notes: 15 → 16 (16 and 18 lock the file, part 2 §4), when the section asks for notes and the sign-up has quoted. */
export async function submitQuotesFile(db: Db, actor: Actor, signupId: number, files: { id: number }[]): Promise<void> {
  await changeOwnSignup(db, actor, signupId, async (tx, signup, section) => {
    assertEditable(signup, section);
    if (section.is_qualification_quotes !== 1) throw warning('quotesNotesNotAsked');
    assertSubmittable('quotationNotes', signup, section);
    const quoted = await tx.query('SELECT 1 FROM quote_round WHERE signup_id = $1 LIMIT 1', [signup.id]);
    if (quoted.length === 0) throw warning('quotesNotesNotQuoted');
    const fileIds = ids(files);
    await ownedFileTypes(tx, actor.user.id, fileIds);
    await tx.query('UPDATE signup SET quotes_note_file_ids = $2 WHERE id = $1', [signup.id, fileIds]);
    await moveSignup(tx, actor, signup, SUBMITTED.quotationNotes, 'submit-quotes-file', 'stageNotSubmittable', { fileIds });
  });
}

/** Withdrawal (-1): the domain's `canWithdraw` (part 2 §4: below 20, not -1, not disabled by the buyer). */
export async function withdraw(db: Db, actor: Actor, signupId: number): Promise<void> {
  await changeOwnSignup(db, actor, signupId, async (tx, signup) => {
    if (!canWithdraw(signup.supplier_bid_status, signup.disabled)) throw warning('withdrawRefused');
    await moveSignup(tx, actor, signup, BidStatus.withdrawn, 'withdraw', 'withdrawRefused');
  });
}

/** Records one answer of the supplier on its sign-up, with its audit record. */
async function setAnswer(tx: Queryable, actor: Actor, signup: SignupRow, action: string, sql: string, values: unknown[], before: unknown, after: unknown) {
  await tx.query(`UPDATE signup SET ${sql}, update_time = $${values.length + 2} WHERE id = $1`, [signup.id, ...values, actor.now]);
  await recordAudit(tx, { actorId: actor.user.id, entity: 'signup', entityId: signup.id, action, before, after });
}

/**
 * The supplier accepts (1) or rejects (0) the section's payment method (`canAnswerPaymentMethods`): refused
 * once withdrawn or ended, while disabled, and after the results to all but the winner still holding its award.
 */
export async function answerPaymentMethods(db: Db, actor: Actor, sectionId: number, accept: number): Promise<void> {
  const signupId = await ownSignupOfSection(db, actor.user, sectionId);
  await changeOwnSignup(db, actor, signupId, async (tx, signup, section) => {
    const winning = resultsOut(signup, section) && signup.award_declined_time === null && (await awardedSectors(tx, signup)) !== null;
    if (!canAnswerPaymentMethods(signup.supplier_bid_status, signup.disabled, winning)) throw warning('signupLocked');
    await setAnswer(tx, actor, signup, 'accept-payment-methods', 'accept_payment_methods = $2', [accept], { acceptPaymentMethods: signup.accept_payment_methods }, { acceptPaymentMethods: accept });
  });
}

/** Technical-requirement compliance (1 complies, 0 deviates with a description), while the sign-up is editable. */
export async function declareCompliance(db: Db, actor: Actor, signupId: number, compliance: number, deviation: string | undefined): Promise<void> {
  await changeOwnSignup(db, actor, signupId, async (tx, signup, section) => {
    assertEditable(signup, section);
    const kept = compliance === 1 ? null : deviation!;
    await setAnswer(
      tx,
      actor,
      signup,
      'technical-compliance',
      'technical_compliance = $2, technical_deviation = $3',
      [compliance, kept],
      { compliance: signup.technical_compliance, deviation: signup.technical_deviation },
      { compliance, deviation: kept },
    );
  });
}

/** Names the tender contact of a sign-up: an active contact (status 1) of the caller's own company. */
export async function chooseBidContact(db: Db, actor: Actor, signupId: number, contactId: number): Promise<void> {
  await changeOwnSignup(db, actor, signupId, async (tx, signup, section) => {
    assertEditable(signup, section);
    const [contact] = await tx.query<{ status: number }>('SELECT status FROM bid_contact WHERE id = $1 AND company_id = $2', [contactId, signup.company_id]);
    if (!contact) throw warning('bidContactUnknown');
    if (Number(contact.status) !== 1) throw warning('bidContactInactive');
    await setAnswer(tx, actor, signup, 'bid-contact', 'bid_contact_id = $2', [contactId], { bidContactId: signup.bid_contact_id }, { bidContactId: contactId });
  });
}

/** The sectors a sign-up was awarded: the whole section for a whole-bid award, else the awarded items. */
async function awardedSectors(tx: Queryable, signup: SignupRow): Promise<number[] | null> {
  const awards = await tx.query<{ sector_id: number | null }>('SELECT sector_id FROM award WHERE signup_id = $1', [signup.id]);
  if (awards.length === 0) return null;
  if (awards.some((a) => a.sector_id === null)) {
    const all = await tx.query<{ id: number }>('SELECT id FROM sector WHERE section_id = $1', [signup.section_id]);
    return all.map((s) => Number(s.id));
  }
  return awards.map((a) => Number(a.sector_id));
}

/** The sign-up is among the results: they are out (resultsVisible) and the sign-up is at 20. */
const resultsOut = (signup: SignupRow, section: SignupSection) => signup.supplier_bid_status === BidStatus.resultPublished && resultsVisible(resultsStateOf(section));

/**
 * Winning quote entry: only the awarded sign-up after the results, only while editable (confirmationStatus 0
 * or 20), covering exactly its awarded sectors. Stores the entry and sets confirmationStatus 10.
 */
export async function submitWinningQuotes(db: Db, actor: Actor, form: WinningQuotesForm): Promise<void> {
  const signupId = await ownSignupOfSection(db, actor.user, form.sectionId);
  await changeOwnSignup(db, actor, signupId, async (tx, signup, section) => {
    const sectors = resultsOut(signup, section) && signup.award_declined_time === null ? await awardedSectors(tx, signup) : null;
    if (sectors === null) throw warning('winningNotAwarded');
    if (!canEditWinningQuote(signup.confirmation_status)) throw warning('winningQuoteLocked');
    const sent = new Set(form.sectorList.map((s) => s.id));
    if (sent.size !== form.sectorList.length || sent.size !== sectors.length || sectors.some((id) => !sent.has(id))) throw warning('winningSectorsMismatch');
    await tx.query('DELETE FROM winning_quote WHERE signup_id = $1', [signup.id]);
    for (const s of form.sectorList) {
      await tx.query(
        'INSERT INTO winning_quote (signup_id, sector_id, sector_price, tax_rate, other_expenses, sector_number) VALUES ($1, $2, $3, $4, $5, $6)',
        [signup.id, s.id, s.sectorPrice, s.taxRate, s.otherExpenses, s.sectorNumber],
      );
    }
    await transitionWinningEntry(tx, {
      signupId: signup.id,
      action: 'winning-quote',
      from: signup.confirmation_status,
      to: ConfirmationStatus.submitted,
      who: actor.user.role,
      actorId: actor.user.id,
      now: actor.now,
      after: { sectorList: form.sectorList },
      refusal: 'winningQuoteLocked',
    });
  });
}

/** Abandon bid: the winner declines its award after the results; the decline is kept with its reason. */
export async function abandonAward(db: Db, actor: Actor, signupId: number, reason: string | undefined): Promise<void> {
  await changeOwnSignup(db, actor, signupId, async (tx, signup, section) => {
    const awarded = resultsOut(signup, section) ? (await awardedSectors(tx, signup)) !== null : false;
    if (!canAbandonAward(signup.supplier_bid_status, awarded, signup.award_declined_time !== null)) throw warning('abandonRefused');
    await setAnswer(tx, actor, signup, 'abandon-award', 'award_declined_time = $2, award_declined_reason = $3', [actor.now, reason ?? null], null, { reason: reason ?? null });
  });
}
