import sanitizeHtml from 'sanitize-html';
import { sectionDetailSchema, type FileItem, type SectionDetail, type SectionSummary, type Sector } from '@portal/domain';
import { camelize, snake } from '../http/present';
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

/** A row (camelCase keys) with its times formatted in `zone`. */
function withTimes<T>(row: Record<string, unknown>, zone: string): T {
  const out = camelize(row);
  for (const field of TIME_FIELDS) if (field in out) out[field] = formatTime(out[field] as Date | null, zone);
  return out as T;
}

/** A list card: the row (SUMMARY_COLUMNS) with the id alias and formatted times. */
export function presentSummary(row: Record<string, unknown>, zone: string): SectionSummary {
  const out = withTimes<Omit<SectionSummary, 'sectionId'>>(row, zone);
  return { ...out, sectionId: out.id };
}

/** The announcement's fields that are not columns of the section: its relations, and what the caller or the presenter adds. */
const NOT_COLUMNS = ['sectionId', 'sectorList', 'sectorSum', 'sectorFileList', 'fileList', 'receivingAccountList', 'settleMethodsList', 'timeList', 'bidOpeningList', 'isFollow', 'isSignup', 'supplierSignupId'] as const;
type AnnouncementColumns = Omit<SectionDetail, (typeof NOT_COLUMNS)[number]>;
/** The announcement's fields that are the section's own columns: what an announcement reads of the section row. */
export const ANNOUNCEMENT_FIELDS = Object.keys(sectionDetailSchema.shape).filter((field) => !(NOT_COLUMNS as readonly string[]).includes(field));

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
function timetable(section: AnnouncementColumns) {
  const keys = ['signupStartTime', 'signupEndTime', 'bidFileStartTime', 'bidFileEndTime', 'startTime', 'entTime', 'bidOpeningTime'];
  return keys
    .map((key) => ({ key, time: section[key as keyof AnnouncementColumns] }))
    .filter((item): item is { key: string; time: string } => typeof item.time === 'string')
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** The announcement: the section's fields it names (ANNOUNCEMENT_FIELDS) with its sectors, files, accounts and stages. */
export function presentDetail(row: Record<string, unknown>, relations: SectionRelations, zone: string): SectionDetail {
  const own = withTimes<AnnouncementColumns>(Object.fromEntries(ANNOUNCEMENT_FIELDS.map((field) => [snake(field), row[snake(field)]])), zone);
  const out: AnnouncementColumns = {
    ...own,
    projectNotes: sanitizeNotes(own.projectNotes ?? ''),
    projectNotesEn: sanitizeNotes(own.projectNotesEn ?? ''),
    projectNotesLo: sanitizeNotes(own.projectNotesLo ?? ''),
  };
  const times = timetable(out);
  return {
    ...out,
    sectionId: out.id,
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
