import { isBidPageDisabled, languageMarks, myBidOpensPlainDetails, progressSteps, resultsVisible, type BidRecord, type Locale } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Queryable } from '../db/index';
import { isFollowing } from '../follows/commands';
import { fileLists, presentFile, type StoredFileRow } from '../files/presenter';
import { formatTime } from '../http/time';
import { quotingState } from '../quotations/commands';
import { quotationPolicy } from '../quotations/policy';
import { latestAppointmentEnd } from '../quotations/queries';
import { presentDetail } from '../sections/presenter';
import { findSectionRow, loadSectionRelations, requirementFlags } from '../sections/queries';
import { loadSignup, resultsStateOf, signupPolicy, type SignupRow, type SignupSection } from './policy';
import type { MyBidRow } from './queries';

/** A MyBid row on the wire. */
export function presentMyBid(r: MyBidRow, zone: string) {
  return {
    id: Number(r.id),
    sectionId: Number(r.section_id),
    sectionName: r.section_name,
    sectionNameEn: r.section_name_en,
    sectionNameLo: r.section_name_lo,
    organization: r.organization,
    organizationEn: r.organization_en,
    organizationLo: r.organization_lo,
    sectionStauts: r.section_stauts,
    biddingType: r.bidding_type,
    releaseTime: formatTime(r.release_time, zone),
    createTime: formatTime(r.create_time, zone),
    createBy: r.create_by,
    supplierBidStatus: r.supplier_bid_status,
    isAppointSupplierQuotationIng: r.is_appoint_supplier_quotation_ing,
    plainDetails: myBidOpensPlainDetails(r.section_stauts, r.supplier_bid_status) ? 1 : 0,
  };
}

/** The sign-up's tender contact with the language of its name and role the reader is shown. */
function presentContact(
  r: { id: number; user_name: string; user_name_en: string | null; user_name_lo: string | null; business: string | null; business_en: string | null; business_lo: string | null; status: number },
  locale: Locale,
) {
  const texts = { userName: r.user_name, userNameEn: r.user_name_en, userNameLo: r.user_name_lo, business: r.business, businessEn: r.business_en, businessLo: r.business_lo };
  return { bpmId: Number(r.id), ...texts, ...languageMarks(texts, ['userName', 'business'], locale), status: Number(r.status) };
}

const num = (list: (number | string)[] | null) => (list ?? []).map(Number);
const timeItems = (zone: string, entries: [string, Date | null][]) =>
  entries.filter(([, t]) => t !== null).map(([key, t]) => ({ key, time: formatTime(t, zone)! }));

/**
 * The bid signup record of part 2 §3: the sign-up, its stage files, the section as the announcement shows
 * it, the receiving accounts with the proofs sent, the bid files, and — once the results are out — the
 * caller's own awards. The caller must own the sign-up (checked before). Its `actions` are the sign-ups
 * policy's and the quotations policy's (`quote`, judged at `now`).
 */
export async function loadBidRecord(db: Queryable, signupId: number, caller: SessionUser, now: Date, zone: string, locale: Locale): Promise<BidRecord> {
  const { signup, section } = await loadSignup(db, signupId);
  const sectionRow = await findSectionRow(db, signup.section_id);
  const [relations, isFollow, payments, bidFiles, rounds, contact, company, awards, winning, appointmentEnd] = await Promise.all([
    loadSectionRelations(db, signup.section_id, zone),
    isFollowing(db, caller.id, signup.section_id),
    db.query<{ receiving_account_id: number; file_id: number; payment_date: Date }>('SELECT receiving_account_id, file_id, payment_date FROM signup_payment WHERE signup_id = $1', [signupId]),
    db.query<StoredFileRow & { bid_file_id: number; status: number; bid_time: Date }>(
      `SELECT b.id AS bid_file_id, b.status, b.create_time AS bid_time, f.id, f.storage_key, f.file_name, f.content_type, f.file_size, f.create_time
         FROM bid_file b JOIN stored_file f ON f.id = b.file_id WHERE b.signup_id = $1 ORDER BY b.id DESC`,
      [signupId],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_round WHERE signup_id = $1', [signupId]),
    signup.bid_contact_id === null
      ? Promise.resolve([])
      : db.query<{ id: number; user_name: string; user_name_en: string | null; user_name_lo: string | null; business: string | null; business_en: string | null; business_lo: string | null; status: number }>(
          'SELECT id, user_name, user_name_en, user_name_lo, business, business_en, business_lo, status FROM bid_contact WHERE id = $1',
          [signup.bid_contact_id],
        ),
    db.query<{ name: string; nick_name: string | null }>('SELECT c.name, u.nick_name FROM company c LEFT JOIN app_user u ON u.id = $2 WHERE c.id = $1', [signup.company_id, signup.user_id]),
    db.query<{ id: number; sector_id: number | null; price: string; create_time: Date; sector_name: string | null; sector_name_en: string | null; sector_name_lo: string | null }>(
      `SELECT a.id, a.sector_id, a.price::text AS price, a.create_time, s.sector_name, s.sector_name_en, s.sector_name_lo
         FROM award a LEFT JOIN sector s ON s.id = a.sector_id WHERE a.signup_id = $1 ORDER BY a.id`,
      [signupId],
    ),
    db.query<{ sector_id: number; sector_price: string; tax_rate: string; other_expenses: string; sector_number: string }>(
      'SELECT sector_id, sector_price::text AS sector_price, tax_rate, other_expenses::text AS other_expenses, sector_number::text AS sector_number FROM winning_quote WHERE signup_id = $1 ORDER BY sector_id',
      [signupId],
    ),
    signup.is_appoint_supplier_quotation_ing === 1 ? latestAppointmentEnd(db, signup.section_id) : Promise.resolve(null),
  ]);

  const stageLists = [
    signup.sup_tec_file_ids, signup.sup_ach_file_ids, signup.tec_file_ids, signup.base_agency_license_file_ids, signup.base_other_file_ids,
    signup.qualification_business_license_file_ids, signup.qualification_achievement_file_ids, signup.qualification_agency_license_file_ids,
    signup.qualification_other_file_ids, signup.quotes_note_file_ids,
  ].map(num);
  const list = await fileLists(db, [...stageLists.flat(), ...payments.map((p) => Number(p.file_id))], zone);
  const paymentOf = new Map(payments.map((p) => [Number(p.receiving_account_id), p]));

  const detail = presentDetail(sectionRow, { ...relations, isFollow, isSignup: 1, supplierSignupId: signup.id }, zone);
  const resultsOut = resultsVisible(resultsStateOf(section));
  const latestBidFile = bidFiles.find((f) => f.status !== 3);
  const orgName = { organization: String(sectionRow.organization) };
  const remarks = {
    baseFileReviewRemark: signup.base_file_review_remark,
    baseFileReviewRemarkEn: signup.base_file_review_remark_en,
    baseFileReviewRemarkLo: signup.base_file_review_remark_lo,
    qualificationReviewRemark: signup.qualification_review_remark,
    qualificationReviewRemarkEn: signup.qualification_review_remark_en,
    qualificationReviewRemarkLo: signup.qualification_review_remark_lo,
    marginReviewRemark: signup.margin_review_remark,
    marginReviewRemarkEn: signup.margin_review_remark_en,
    marginReviewRemarkLo: signup.margin_review_remark_lo,
    quotesNoteReviewRemark: signup.quotes_note_review_remark,
    quotesNoteReviewRemarkEn: signup.quotes_note_review_remark_en,
    quotesNoteReviewRemarkLo: signup.quotes_note_review_remark_lo,
    winningQuoteReviewRemark: signup.winning_quote_review_remark,
    winningQuoteReviewRemarkEn: signup.winning_quote_review_remark_en,
    winningQuoteReviewRemarkLo: signup.winning_quote_review_remark_lo,
  };

  return {
    id: Number(signup.id),
    sectionId: Number(signup.section_id),
    supplierBidStatus: signup.supplier_bid_status,
    sectionStauts: section.section_stauts,
    isAppointSupplierQuotationIng: signup.is_appoint_supplier_quotation_ing,
    ...remarks,
    ...languageMarks(remarks, ['baseFileReviewRemark', 'qualificationReviewRemark', 'marginReviewRemark', 'quotesNoteReviewRemark', 'winningQuoteReviewRemark'], locale),
    bidFileReviewRemark: signup.bid_file_review_remark,
    disabled: signup.disabled,
    pageDisabled: isBidPageDisabled(section.section_stauts, signup.supplier_bid_status, signup.is_appoint_supplier_quotation_ing),
    progressSteps: progressSteps(requirementFlags(section)),
    supplierBaseFile: {
      supTecFileList: list(stageLists[0]),
      supAchFileList: list(stageLists[1]),
      tecFileList: list(stageLists[2]),
      qualificationAgencyLicenseFileList: list(stageLists[3]),
      qualificationOtherFileList: list(stageLists[4]),
      signUpId: Number(signup.id),
      sectionId: Number(signup.section_id),
    },
    qualificationBusinessLicenseFileList: list(stageLists[5]),
    qualificationAchievementFileList: list(stageLists[6]),
    qualificationAgencyLicenseFileList: list(stageLists[7]),
    qualificationOtherFileList: list(stageLists[8]),
    isQualificationBusinessLicense: section.is_qualification_business_license,
    isQualificationAchievement: section.is_qualification_achievement,
    isQualificationAgencyLicense: section.is_qualification_agency_license,
    isQualificationOther: section.is_qualification_other,
    isQualificationTec: section.is_qualification_tec,
    isQualificationQuotes: section.is_qualification_quotes,
    qualificationOtherDescribe: section.qualification_other_describe,
    qualificationOtherDescribeEn: section.qualification_other_describe_en,
    qualificationOtherDescribeLo: section.qualification_other_describe_lo,
    quotesNoteFileList: list(stageLists[9]),
    quotesCount: rounds[0].n,
    supplierBidFileList: bidFiles.map((f) => {
      const file = presentFile(f, zone);
      return { id: Number(f.bid_file_id), fileId: file.id, fileName: file.fileName, filePath: file.filePath, url: file.url, createTime: formatTime(f.bid_time, zone), status: f.status };
    }),
    receivingAccountList: detail.receivingAccountList.map((account) => {
      const paid = paymentOf.get(account.id);
      return {
        ...account,
        fileList: paid ? list([Number(paid.file_id)]) : [],
        paymentDate: paid ? formatTime(paid.payment_date, zone) : null,
        timeList: [
          ...timeItems(zone, [['paymentDate', paid?.payment_date ?? null]]),
          ...(account.paymentDeadline ? [{ key: 'paymentDeadline', time: account.paymentDeadline }] : []),
        ],
      };
    }),
    acceptPaymentMethods: signup.accept_payment_methods,
    technicalCompliance: signup.technical_compliance,
    technicalDeviation: signup.technical_deviation,
    bidContact: contact[0] ? presentContact(contact[0], locale) : null,
    confirmationStatus: signup.confirmation_status,
    winningQuoteList: winning.map((w) => ({ sectorId: Number(w.sector_id), sectorPrice: w.sector_price, taxRate: w.tax_rate, otherExpenses: w.other_expenses, sectorNumber: w.sector_number })),
    awardDeclinedTime: formatTime(signup.award_declined_time, zone),
    user: { supplierName: company[0].name, nickName: company[0].nick_name },
    section: detail,
    bidAwardManageDetailList: resultsOut
      ? awards.map((a) => ({
          id: Number(a.id),
          sectorId: a.sector_id === null ? null : Number(a.sector_id),
          sectorName: a.sector_name,
          sectorNameEn: a.sector_name_en,
          sectorNameLo: a.sector_name_lo,
          price: a.price,
          supplierName: company[0].name,
          ...orgName,
          supplierBidFileName: latestBidFile?.file_name ?? null,
          supplierBidFileDateTime: latestBidFile ? formatTime(latestBidFile.bid_time, zone) : null,
          createTime: formatTime(a.create_time, zone),
        }))
      : [],
    createTime: formatTime(signup.create_time, zone),
    actions: bidActions(caller, now, signup, section, {
      buyerCompanyId: sectionRow.buyer_company_id as number | null,
      entTime: sectionRow.ent_time as Date | null,
      quotesCount: rounds[0].n,
      hasAward: resultsOut && awards.length > 0,
      appointmentEnd,
    }),
  };
}

/** What the caller may do to its sign-up now: the sign-ups policy's actions, then the quotations policy's (`quote`, judged at `now`). */
function bidActions(
  caller: SessionUser,
  now: Date,
  signup: SignupRow,
  section: SignupSection,
  facts: { buyerCompanyId: number | null; entTime: Date | null; quotesCount: number; hasAward: boolean; appointmentEnd: Date | null },
) {
  return [
    ...signupPolicy.actions(caller, {
      ...signup,
      buyer_company_id: facts.buyerCompanyId,
      section_stauts: section.section_stauts,
      is_qualification_quotes: section.is_qualification_quotes,
      quotes_count: facts.quotesCount,
      has_award: facts.hasAward,
      award_declined: signup.award_declined_time !== null,
    }),
    ...quotationPolicy.actions(caller, {
      companyId: signup.company_id,
      quoting: quotingState({ section_stauts: section.section_stauts, ent_time: facts.entTime }, { ...signup, appointment_end: facts.appointmentEnd }),
      at: now,
    }),
  ];
}
