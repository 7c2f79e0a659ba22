import { BIDDING_TYPE, SectionStatus, type SectionSummary } from '@portal/domain';

type ContactFields = Pick<SectionSummary, 'biddingType' | 'technicalContacts' | 'technicalPhoneNumber' | 'businessContacts' | 'businessPhoneNumber'>;

/** The contact a list card names: the technical contact of a tender, the business contact of an inquiry (part 1 §2). */
export function cardContact(section: ContactFields): { name: string; phone: string } {
  return section.biddingType === BIDDING_TYPE.inquiry
    ? { name: section.businessContacts ?? '', phone: section.businessPhoneNumber ?? '' }
    : { name: section.technicalContacts ?? '', phone: section.technicalPhoneNumber ?? '' };
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

/** Colour of a status tag: open phases stand out, the announced-but-not-open phase is grey (part 1 §2, home). */
export function statusTone(status: number): string {
  switch (status) {
    case SectionStatus.signupOpen:
      return 'success';
    case SectionStatus.quoting:
      return 'processing';
    case SectionStatus.signupClosed:
    case SectionStatus.evaluating:
      return 'warning';
    case SectionStatus.resultPublished:
      return 'cyan';
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
