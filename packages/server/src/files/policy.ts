import { FILE_ACTIONS, type FileAction } from '@portal/domain';
import { ALL_ROWS, definePolicy, isAdmin, placeholder, type Caller } from '../http/policy';

/**
 * The files policy (DESIGN.md §7): who may download a stored file. Public files everyone; a private file its
 * uploader, every administrator, a buyer whose sections or review queue it belongs to, and a supplier the
 * refund slip of its company's deposit. Anyone else is answered as if the file did not exist (404).
 */

/** What the rule reads of a stored file: whether it is public, who uploaded it, and whether it belongs to the caller's company's work (`sharedWithCaller`). */
export interface FilePolicyRow {
  is_public: boolean;
  owner_user_id: number | string | null;
  /** The file belongs to a sign-up, section, deposit or certification the caller's company may read (`sharedSql`). */
  shared_with_caller: boolean;
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
 * Whether the file `file` belongs to the work of buyer company `company`: a file of a sign-up to one of its
 * sections (any stage, payment proofs, bid files, deposits and refund slips), an attachment of one of its
 * sections, or a certification form or company qualification of a company waiting for certification review
 * or signed up to one of its sections.
 */
function buyerSharesSql(file: string, company: string): string {
  const signups = `SELECT g.* FROM signup g JOIN section s ON s.id = g.section_id WHERE s.buyer_company_id = ${company}`;
  const companies = `SELECT g.company_id FROM signup g JOIN section s ON s.id = g.section_id WHERE s.buyer_company_id = ${company} UNION SELECT id FROM company WHERE certification_status = 'prompt'`;
  return `(EXISTS (SELECT 1 FROM (${signups}) g WHERE ${file} = ANY(${SIGNUP_FILE_IDS}))
      OR EXISTS (SELECT 1 FROM signup_payment p JOIN (${signups}) g ON g.id = p.signup_id WHERE p.file_id = ${file})
      OR EXISTS (SELECT 1 FROM bid_file b JOIN (${signups}) g ON g.id = b.signup_id WHERE b.file_id = ${file})
      OR EXISTS (SELECT 1 FROM margin m JOIN (${signups}) g ON g.id = m.signup_id WHERE m.file_id = ${file} OR m.refund_file_id = ${file})
      OR EXISTS (SELECT 1 FROM section_file sf JOIN section s ON s.id = sf.section_id WHERE sf.file_id = ${file} AND s.buyer_company_id = ${company})
      ${Object.entries(CERTIFICATION_FILE_IDS)
        .map(([table, columns]) => `OR EXISTS (SELECT 1 FROM ${table} x WHERE x.company_id IN (${companies}) AND ${file} = ANY(${columns.map((c) => `x.${c}`).join(' || ')}))`)
        .join('\n      ')})`;
}

/** Whether the file `file` is the refund slip of a deposit of supplier company `company`. */
const supplierSharesSql = (file: string, company: string) =>
  `EXISTS (SELECT 1 FROM margin m JOIN signup g ON g.id = m.signup_id WHERE m.refund_file_id = ${file} AND g.company_id = ${company})`;

/** SQL: the file (table under `alias`) belongs to the caller's company's work, beyond what it uploaded (`shared_with_caller`). */
export function sharedSql(caller: Caller, alias: string, params: unknown[]): string {
  if (caller === null || caller.companyId === null || caller.role === 'admin') return 'FALSE';
  const company = placeholder(params, caller.companyId);
  return caller.role === 'buyer' ? buyerSharesSql(`${alias}.id`, company) : supplierSharesSql(`${alias}.id`, company);
}

export const filePolicy = definePolicy<FilePolicyRow, FileAction>({
  known: FILE_ACTIONS,
  may: (caller, _action, row) =>
    row.is_public || isAdmin(caller) || (caller !== null && Number(row.owner_user_id) === caller.id) || row.shared_with_caller,
  scope(caller, alias, params) {
    if (caller === null) return `${alias}.is_public`;
    if (isAdmin(caller)) return ALL_ROWS;
    return `(${alias}.is_public OR ${alias}.owner_user_id = ${placeholder(params, caller.id)} OR ${sharedSql(caller, alias, params)})`;
  },
});
