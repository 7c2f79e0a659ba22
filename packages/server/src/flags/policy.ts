import { SectionStatus } from '@portal/domain';

/**
 * Who sees which flags (docs/flags.md "Who sees what"). The public sees a section's flags once its results
 * are visible: this is the domain's `resultsVisible` written as SQL over `section` aliased `s` (published,
 * 13, or closed, 14, after results), the rule receipts and open data follow; `policy.test.ts` holds the two
 * equal over every status. Public evidence never names a supplier nor a shared contact (`publicEvidence`).
 */
export const PUBLIC_FLAG_SECTION_SQL = `(s.section_stauts = ${SectionStatus.resultPublished} OR (s.section_stauts = ${SectionStatus.closed} AND s.result_time IS NOT NULL))`;
