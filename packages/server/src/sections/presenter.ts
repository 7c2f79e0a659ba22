import sanitizeHtml from 'sanitize-html';
import type { FileItem, SectionDetail, SectionSummary, Sector } from '@portal/domain';
import { camelize } from '../http/present';
import { formatTime } from '../http/time';

/** Tags and attributes allowed in project notes: formatting, tables, links and images, nothing active. */
const NOTES_POLICY: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'span', 'u', 's']),
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], color: [/^#[0-9a-f]{3,6}$/i], 'font-weight': [/^(bold|normal|\d00)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Rich text of project notes made safe; applied when stored and again when shown (DESIGN.md §7). */
export const sanitizeNotes = (html: string) => sanitizeHtml(html, NOTES_POLICY);

const TIME_FIELDS = [
  'createTime',
  'releaseTime',
  'signupStartTime',
  'signupEndTime',
  'startTime',
  'entTime',
  'bidFileStartTime',
  'bidFileEndTime',
  'bidOpeningTime',
] as const;

function withTimes(row: Record<string, unknown>, zone: string) {
  const out = camelize(row);
  for (const field of TIME_FIELDS) if (field in out) out[field] = formatTime(out[field] as Date | null, zone);
  return out;
}

/** A list card: the row with id aliases and formatted times. */
export function presentSummary(row: Record<string, unknown>, zone: string): SectionSummary {
  const out = withTimes(row, zone);
  return { ...out, sectionId: out.id } as unknown as SectionSummary;
}

export interface SectionRelations {
  sectors: Sector[];
  sectorFileList: FileItem[];
  fileList: FileItem[];
  receivingAccountList: SectionDetail['receivingAccountList'];
  settleMethodsList: SectionDetail['settleMethodsList'];
  isFollow: number;
  isSignup: number;
  supplierSignupId: number | null;
}

/** The milestones of a section that are set, in time order. */
function timetable(section: Record<string, unknown>) {
  const keys = ['signupStartTime', 'signupEndTime', 'bidFileStartTime', 'bidFileEndTime', 'startTime', 'entTime', 'bidOpeningTime'];
  return keys
    .filter((key) => typeof section[key] === 'string')
    .map((key) => ({ key, time: section[key] as string }))
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** The announcement: every field of the section with its sectors, files, accounts and stages. */
export function presentDetail(row: Record<string, unknown>, relations: SectionRelations, zone: string): SectionDetail {
  const out = withTimes(row, zone);
  delete out.searchText;
  delete out.nextClockAt;
  delete out.buyerCompanyId;
  delete out.createdBy;
  delete out.updateTime;
  delete out.contractPeriodDays;
  for (const field of ['projectNotes', 'projectNotesEn', 'projectNotesLo']) out[field] = sanitizeNotes(String(out[field] ?? ''));
  const times = timetable(out);
  return {
    ...(out as unknown as SectionDetail),
    sectionId: out.id as number,
    sectorList: relations.sectors,
    sectorSum: relations.sectors.length,
    sectorFileList: relations.sectorFileList,
    fileList: relations.fileList,
    receivingAccountList: relations.receivingAccountList,
    settleMethodsList: relations.settleMethodsList,
    timeList: times,
    bidOpeningList: times.filter((t) => t.key === 'bidOpeningTime'),
    isFollow: relations.isFollow,
    isSignup: relations.isSignup,
    supplierSignupId: relations.supplierSignupId,
  };
}
