import type { SessionUser } from '../accounts/sessions';
import type { Queryable } from '../db/index';

/** A stored file's access columns. */
export interface FileAccess {
  id: number | string;
  is_public: boolean;
  owner_user_id: number | string | null;
}

/** Every file-id column of a sign-up (base files, qualification, quotation notes), as one array. */
const SIGNUP_FILE_IDS = [
  'sup_tec_file_ids',
  'sup_ach_file_ids',
  'tec_file_ids',
  'base_agency_license_file_ids',
  'base_other_file_ids',
  'qualification_business_license_file_ids',
  'qualification_achievement_file_ids',
  'qualification_agency_license_file_ids',
  'qualification_other_file_ids',
  'quotes_note_file_ids',
]
  .map((c) => `g.${c}`)
  .join(' || ');

const CERTIFICATION_FILE_IDS = {
  authorization_form: ['business_license_file_ids', 'corporate_id_card_front_ids', 'corporate_id_card_opposite_ids', 'authorization_file_ids'],
  enterprise_certification: [
    'agency_license_file_ids',
    'production_license_file_ids',
    'three_years_financial_report_file_ids',
    'business_license_file_ids',
    'authorization_file_ids',
    'corporate_id_card_front_ids',
    'corporate_id_card_opposite_ids',
  ],
  company_qualification: ['business_license_file_ids', 'achievement_file_ids', 'agency_license_file_ids'],
};

/**
 * Whether a buyer may read a private file ($1) as the buyer of company $2: a file of a sign-up to one of its
 * sections (any stage, payment proofs, bid files, deposits and refund slips), an attachment of one of its
 * sections, or a certification form or company qualification of a company waiting for certification review
 * or signed up to one of its sections.
 */
const BUYER_MAY_READ = `
  WITH mine AS (SELECT id FROM section WHERE buyer_company_id = $2),
       signups AS (SELECT g.* FROM signup g WHERE g.section_id IN (SELECT id FROM mine)),
       companies AS (SELECT company_id AS id FROM signups UNION SELECT id FROM company WHERE certification_status = 'prompt')
  SELECT EXISTS (SELECT 1 FROM signups g WHERE $1 = ANY(${SIGNUP_FILE_IDS}))
      OR EXISTS (SELECT 1 FROM signup_payment p JOIN signups g ON g.id = p.signup_id WHERE p.file_id = $1)
      OR EXISTS (SELECT 1 FROM bid_file b JOIN signups g ON g.id = b.signup_id WHERE b.file_id = $1)
      OR EXISTS (SELECT 1 FROM margin m JOIN signups g ON g.id = m.signup_id WHERE m.file_id = $1 OR m.refund_file_id = $1)
      OR EXISTS (SELECT 1 FROM section_file f WHERE f.file_id = $1 AND f.section_id IN (SELECT id FROM mine))
      ${Object.entries(CERTIFICATION_FILE_IDS)
        .map(([table, columns]) => `OR EXISTS (SELECT 1 FROM ${table} x WHERE x.company_id IN (SELECT id FROM companies) AND $1 = ANY(${columns.map((c) => `x.${c}`).join(' || ')}))`)
        .join('\n      ')}
    AS allowed`;

/** Whether a supplier may read a private file it did not upload: the refund slip of its own company's deposit. */
const SUPPLIER_MAY_READ = `
  SELECT EXISTS (SELECT 1 FROM margin m JOIN signup g ON g.id = m.signup_id WHERE m.refund_file_id = $1 AND g.company_id = $2) AS allowed`;

/**
 * Who may download a file (DESIGN.md §7): public files everyone; a private file its uploader, every
 * administrator, a buyer whose sections or review queue it belongs to, and a supplier the refund slip of its
 * deposit. Anyone else is answered as if the file did not exist.
 */
export async function mayDownload(db: Queryable, file: FileAccess, user: SessionUser | null): Promise<boolean> {
  if (file.is_public) return true;
  if (user === null) return false;
  if (user.role === 'admin' || Number(file.owner_user_id) === user.id) return true;
  if (user.companyId === null) return false;
  const [row] = await db.query<{ allowed: boolean }>(user.role === 'buyer' ? BUYER_MAY_READ : SUPPLIER_MAY_READ, [Number(file.id), user.companyId]);
  return row?.allowed === true;
}
