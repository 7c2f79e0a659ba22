import { fixedAmount, totalDecimals } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/index';
import { formatTime } from '../http/time';
import { staffSection } from '../sections/policy';

type SectorNames = { sector_name: string | null; sector_name_en: string | null; sector_name_lo: string | null };
const sectorNames = (r: SectorNames) => ({ sectorName: r.sector_name, sectorNameEn: r.sector_name_en, sectorNameLo: r.sector_name_lo });

/**
 * The winners of a section for its buyer (GET /admin/sections/{id}/awards): the current marks (per item, or
 * one whole-bid award with a null sector) with the winner and price, whether the winner declined after the
 * results, and each winner's winning quote entry with its confirmation status.
 */
export async function sectionAwards(db: Db, user: SessionUser, sectionId: number, zone: string) {
  const section = await staffSection(db, user, sectionId);
  const places = totalDecimals(section.quotation_method);
  const awards = await db.query<
    SectorNames & {
      id: number;
      sector_id: number | null;
      signup_id: number;
      company_id: number;
      supplier_name: string;
      price: string;
      commitment: string | null;
      create_time: Date;
      award_declined_time: Date | null;
      award_declined_reason: string | null;
      confirmation_status: number;
      winning_quote_review_remark: string | null;
    }
  >(
    `SELECT a.id, a.sector_id, a.signup_id, g.company_id, c.name AS supplier_name, a.price::text AS price, r.commitment, a.create_time,
            g.award_declined_time, g.award_declined_reason, g.confirmation_status, g.winning_quote_review_remark,
            s.sector_name, s.sector_name_en, s.sector_name_lo
       FROM award a JOIN signup g ON g.id = a.signup_id JOIN company c ON c.id = g.company_id JOIN quote_round r ON r.id = a.round_id
            LEFT JOIN sector s ON s.id = a.sector_id
      WHERE a.section_id = $1 ORDER BY s.sort NULLS FIRST, s.id, a.id`,
    [sectionId],
  );
  const signupIds = [...new Set(awards.map((a) => Number(a.signup_id)))];
  const entries = await db.query<SectorNames & { signup_id: number; sector_id: number; sector_price: string; tax_rate: string; other_expenses: string; sector_number: string; sector_units: string | null }>(
    `SELECT w.signup_id, w.sector_id, w.sector_price::text AS sector_price, w.tax_rate, w.other_expenses::text AS other_expenses, w.sector_number::text AS sector_number,
            s.sector_name, s.sector_name_en, s.sector_name_lo, s.sector_units
       FROM winning_quote w JOIN sector s ON s.id = w.sector_id WHERE w.signup_id = ANY($1::bigint[]) ORDER BY s.sort, s.id`,
    [signupIds],
  );
  return {
    sectionId,
    sectionStauts: section.section_stauts,
    successfulBidderMethod: section.successful_bidder_method,
    awards: awards.map((a) => ({
      id: Number(a.id),
      sectorId: a.sector_id === null ? null : Number(a.sector_id),
      ...sectorNames(a),
      signupId: Number(a.signup_id),
      companyId: Number(a.company_id),
      supplierName: a.supplier_name,
      price: fixedAmount(a.price, places)!,
      commitment: a.commitment,
      createTime: formatTime(a.create_time, zone),
      awardDeclinedTime: formatTime(a.award_declined_time, zone),
      awardDeclinedReason: a.award_declined_reason,
    })),
    winners: signupIds.map((signupId) => {
      const a = awards.find((row) => Number(row.signup_id) === signupId)!;
      return {
        signupId,
        supplierName: a.supplier_name,
        awardDeclinedTime: formatTime(a.award_declined_time, zone),
        awardDeclinedReason: a.award_declined_reason,
        confirmationStatus: a.confirmation_status,
        winningQuoteReviewRemark: a.winning_quote_review_remark,
        winningQuoteList: entries
          .filter((e) => Number(e.signup_id) === signupId)
          .map((e) => ({
            sectorId: Number(e.sector_id),
            ...sectorNames(e),
            sectorUnits: e.sector_units,
            sectorPrice: e.sector_price,
            taxRate: e.tax_rate,
            otherExpenses: e.other_expenses,
            sectorNumber: e.sector_number,
          })),
      };
    }),
  };
}
