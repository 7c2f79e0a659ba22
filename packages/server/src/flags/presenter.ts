import { FLAG_DEFINITIONS, localized, publicEvidence, type FlagAction, type FlagEvidence, type FlagIndicator, type FlagReviewStatus, type Locale, type PublicFlag, type StaffFlagRow } from '@portal/domain';
import { formatTime } from '../http/time';
import { ocidOf } from '../ocds/presenter';

/** A stored flag with its section's names (queries.ts FLAG_COLUMNS). */
export interface FlagRecord {
  id: number;
  section_id: number;
  section_name: string;
  section_name_en: string;
  section_name_lo: string;
  section_stauts: number;
  result_time: Date | null;
  buyer_company_id: number | string | null;
  indicator: FlagIndicator;
  evidence: FlagEvidence;
  raised_time: Date;
  update_time: Date;
  cleared_time: Date | null;
  review_status: FlagReviewStatus;
  review_note: string;
  reviewed_by: string | null;
  review_time: Date | null;
}

const sectionName = (r: FlagRecord, locale: Locale) => localized({ sectionName: r.section_name, sectionNameEn: r.section_name_en, sectionNameLo: r.section_name_lo }, 'sectionName', locale);

/** A flag as the workbench sees it: every detail of the evidence, times in the caller's zone, what the caller may record. */
export const presentStaffFlag = (r: FlagRecord, locale: Locale, zone: string, actions: FlagAction[]): StaffFlagRow => ({
  id: Number(r.id),
  sectionId: Number(r.section_id),
  sectionName: sectionName(r, locale),
  sectionStauts: r.section_stauts,
  indicator: r.indicator,
  evidence: r.evidence,
  raisedTime: formatTime(r.raised_time, zone),
  updateTime: formatTime(r.update_time, zone),
  clearedTime: formatTime(r.cleared_time, zone),
  reviewStatus: r.review_status,
  reviewNote: r.review_note,
  reviewedBy: r.reviewed_by,
  reviewTime: formatTime(r.review_time, zone),
  actions,
});

/** A flag as the public and the bulk file see it: redacted evidence (publicEvidence), ISO times, its definition. */
export const presentPublicFlag = (r: FlagRecord, locale: Locale, ocidPrefix: string): PublicFlag => {
  const definition = FLAG_DEFINITIONS[r.indicator];
  return {
    id: Number(r.id),
    sectionId: Number(r.section_id),
    ocid: ocidOf(ocidPrefix, Number(r.section_id)),
    sectionName: sectionName(r, locale),
    indicator: r.indicator,
    name: definition.name[locale],
    description: definition.description[locale],
    source: definition.source,
    evidence: publicEvidence(r.evidence),
    raisedTime: new Date(r.raised_time).toISOString(),
  };
};
