import type { SignupListQuery } from '@portal/domain';
import type { Queryable } from '../db/index';

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const likePattern = (text: string) => '%' + text.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';

/** One row of MyBid: the sign-up with its section's name, organization, status and times. */
export interface MyBidRow {
  id: number;
  section_id: number;
  supplier_bid_status: number;
  is_appoint_supplier_quotation_ing: number;
  create_time: Date;
  create_by: string | null;
  section_name: string;
  section_name_en: string;
  section_name_lo: string;
  organization: string;
  organization_en: string;
  organization_lo: string;
  section_stauts: number;
  bidding_type: number;
  release_time: Date | null;
}

/** The sign-ups of a company (MyBid), newest first, filtered by name (3 languages) and both statuses. */
export async function listCompanySignups(db: Queryable, companyId: number, query: SignupListQuery) {
  const where = ['s.company_id = $1'];
  const params: unknown[] = [companyId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', '$' + params.length));
  };
  if (query.searchValue) add('sec.search_text LIKE ?', likePattern(query.searchValue));
  if (query.sectionStauts !== undefined) add('sec.section_stauts = ?', query.sectionStauts);
  if (query.supplierBidStatus !== undefined) add('s.supplier_bid_status = ?', query.supplierBidStatus);
  const from = `FROM signup s JOIN section sec ON sec.id = s.section_id WHERE ${where.join(' AND ')}`;
  const [rows, count] = await Promise.all([
    db.query<MyBidRow>(
      `SELECT s.id, s.section_id, s.supplier_bid_status, s.is_appoint_supplier_quotation_ing, s.create_time, u.nick_name AS create_by,
              sec.section_name, sec.section_name_en, sec.section_name_lo, sec.organization, sec.organization_en, sec.organization_lo,
              sec.section_stauts, sec.bidding_type, sec.release_time
         ${from.replace('WHERE', 'LEFT JOIN app_user u ON u.id = s.user_id WHERE')}
        ORDER BY s.create_time DESC, s.id DESC LIMIT ${query.pageSize} OFFSET ${(query.pageNum - 1) * query.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params),
  ]);
  return { rows, total: count[0].total };
}
