import { BIDDING_TYPE, SectionStatus, type SectionSummary } from '@portal/domain';

type ContactFields = Pick<SectionSummary, 'biddingType' | 'technicalContacts' | 'technicalPhoneNumber' | 'businessContacts' | 'businessPhoneNumber'>;

/**
 * The contact a list card names: the technical contact of a tender, the business contact of an inquiry (part 1 §2);
 * `field` names its three-language field, for showing the name in the reader's language.
 */
export function cardContact(section: ContactFields): { field: 'businessContacts' | 'technicalContacts'; name: string; phone: string } {
  return section.biddingType === BIDDING_TYPE.inquiry
    ? { field: 'businessContacts', name: section.businessContacts ?? '', phone: section.businessPhoneNumber ?? '' }
    : { field: 'technicalContacts', name: section.technicalContacts ?? '', phone: section.technicalPhoneNumber ?? '' };
}

/** The closing time a list card shows: sign-up end of a tender, end of an inquiry (part 1 §2). */
export function cardDeadline(section: Pick<SectionSummary, 'biddingType' | 'signupEndTime' | 'entTime'>) {
  return section.biddingType === BIDDING_TYPE.inquiry
    ? { labelKey: 'projects.card.endTime', time: section.entTime }
    : { labelKey: 'projects.card.signupEndTime', time: section.signupEndTime };
}

/** Address of a section's announcement: TenderAnnouncement for tenders, InquiryAnnouncement otherwise. */
export const announcementPath = (section: Pick<SectionSummary, 'biddingType' | 'sectionId'>) =>
  `/${section.biddingType === BIDDING_TYPE.tender ? 'TenderAnnouncement' : 'InquiryAnnouncement'}?id=${section.sectionId}`;

/** The grey of an announced section whose sign-up has not opened yet (antd's grey-8: its text on the tag's tint reaches 4.5:1). */
export const ANNOUNCED_GREY = '#595959';

/**
 * Colour of a status tag: status 7 (announced, sign-up not yet open) is grey (part 1 §2, home); every other
 * status has a colour of its own so the grey one stands apart. Drafts, never public, keep the plain tag.
 */
export function statusTone(status: number): string {
  switch (status) {
    case SectionStatus.announced:
      return ANNOUNCED_GREY;
    case SectionStatus.signupOpen:
      return 'success';
    case SectionStatus.quoting:
      return 'processing';
    case SectionStatus.signupClosed:
    case SectionStatus.evaluating:
      return 'warning';
    case SectionStatus.quotingEnded:
      return 'purple';
    case SectionStatus.resultPublished:
      return 'cyan';
    case SectionStatus.closed:
      return 'geekblue';
    case SectionStatus.abandoned:
    case SectionStatus.suspended:
      return 'error';
    default:
      return 'default';
  }
}

/** What a list shows, read from the query of /TenderProject and /showList: biddingType 0 or 1, else both. */
export function parseBiddingType(value: string | null | undefined): number | undefined {
  return value === '0' || value === '1' ? Number(value) : undefined;
}

/** The project type named by a query value (1 materials, 2 engineering, 3 services), if any. */
export function parseProjectType(value: string | null | undefined): number | undefined {
  return value === '1' || value === '2' || value === '3' ? Number(value) : undefined;
}
