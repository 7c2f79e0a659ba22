import { BIDDING_TYPE, canShowSignup, deadlineField, type DeadlineField, type SectionDetail } from '@portal/domain';

/** Which announcement page: the tender page or the inquiry page (part 1 §2). */
export type AnnouncementKind = 'tender' | 'inquiry';

/** The page a section's own bidding type calls for. */
export const kindOf = (biddingType: number): AnnouncementKind => (biddingType === BIDDING_TYPE.inquiry ? 'inquiry' : 'tender');

/**
 * The follow and sign-up buttons (part 1 §2): none in preview; sign-up for an inquiry that is quoting (1)
 * or a tender whose sign-up is open (8); follow disabled once followed.
 */
export function announcementActions(section: Pick<SectionDetail, 'biddingType' | 'sectionStauts' | 'isFollow'>, preview: boolean) {
  if (preview) return { follow: false, followed: false, signup: false };
  return {
    follow: true,
    followed: section.isFollow === 1,
    signup: canShowSignup(section.biddingType, section.sectionStauts),
  };
}

/** Fields of the info grid, in the order shown. */
export type InfoField =
  | 'organization'
  | 'projectType'
  | 'biddingMethod'
  | 'currency'
  | 'projectPrice'
  | 'securityDeposit'
  | 'documentsAmount'
  | 'technicalContact'
  | 'businessContact'
  | 'signupStartTime'
  | 'signupEndTime'
  | 'bidFileWindow'
  | 'startTime'
  | 'entTime'
  | 'bidOpeningTime'
  | 'sceneAddress'
  | 'isTax'
  | 'award'
  | 'warranty';

const present = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

/**
 * The fields of the info grid that have something to say, in reading order: who buys what, the money, who
 * to call (the technical contact first for a tender, the business contact first for an inquiry), the
 * timetable of the kind's procedure, then the terms.
 */
export function infoFields(section: SectionDetail, kind: AnnouncementKind): InfoField[] {
  const contacts: InfoField[] = kind === 'tender' ? ['technicalContact', 'businessContact'] : ['businessContact', 'technicalContact'];
  const order: InfoField[] = [
    'organization',
    'projectType',
    'biddingMethod',
    'currency',
    'projectPrice',
    'securityDeposit',
    'documentsAmount',
    ...contacts,
    ...(kind === 'tender' ? (['signupStartTime', 'signupEndTime'] as const) : []),
    'bidFileWindow',
    'startTime',
    'entTime',
    'bidOpeningTime',
    'sceneAddress',
    'isTax',
    'award',
    'warranty',
  ];
  const shows: Record<InfoField, boolean> = {
    organization: true,
    projectType: true,
    biddingMethod: present(section.biddingMethod),
    currency: present(section.currency),
    projectPrice: present(section.projectPrice),
    securityDeposit: present(section.securityDeposit),
    documentsAmount: present(section.documentsAmount),
    technicalContact: present(section.technicalContacts) || present(section.technicalPhoneNumber),
    businessContact: present(section.businessContacts) || present(section.businessPhoneNumber),
    signupStartTime: present(section.signupStartTime),
    signupEndTime: present(section.signupEndTime),
    bidFileWindow: present(section.bidFileStartTime) || present(section.bidFileEndTime),
    startTime: present(section.startTime),
    entTime: present(section.entTime),
    bidOpeningTime: present(section.bidOpeningTime),
    sceneAddress: section.isSceneBidding === 1,
    isTax: true,
    award: true,
    warranty: present(section.warranty),
  };
  return order.filter((field) => shows[field]);
}

/** Payment ratio columns, in the order payments fall due. */
export const PAYMENT_RATIOS = [
  'advancePaymentRatio',
  'paymentShipmentRatio',
  'deliveryPaymentRatio',
  'arrivalAcceptancePaymentRatio',
  'equipmentInstallationPaymentRatio',
  'projectAcceptancePaymentRatio',
  'warrantyPaymentRatio',
] as const;
export type PaymentRatio = (typeof PAYMENT_RATIOS)[number];

/** The payment ratios the buyer set (non-null), with their values. */
export function paymentRatios(section: Pick<SectionDetail, PaymentRatio>): { field: PaymentRatio; value: string }[] {
  return PAYMENT_RATIOS.flatMap((field) => {
    const value = section[field];
    return value === null || value === undefined ? [] : [{ field, value }];
  });
}

/** Documents a supplier must provide, in the order of the sign-up stages. */
export type Requirement = 'businessLicense' | 'achievement' | 'agencyLicense' | 'other' | 'technical' | 'bidFile';

export function requiredDocuments(section: SectionDetail): Requirement[] {
  const flags: [Requirement, number][] = [
    ['businessLicense', section.isQualificationBusinessLicense],
    ['achievement', section.isQualificationAchievement],
    ['agencyLicense', section.isQualificationAgencyLicense],
    ['other', section.isQualificationOther],
    ['technical', section.isQualificationTec],
    ['bidFile', section.isBiddingCommitFile],
  ];
  return flags.filter(([, flag]) => flag === 1).map(([requirement]) => requirement);
}

/** Whether rich text has anything to read (text or an image), not only empty tags. */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}

/** The optional blocks of the announcement that have content. */
export function visibleBlocks(section: SectionDetail, notes: string) {
  return {
    settlement: section.settleMethod !== null || section.settleMethodsList.length > 0 || paymentRatios(section).length > 0,
    subjects: section.sectorList.length > 0 || section.sectorFileList.length > 0,
    /** Items with detail rows (sectionType 1) are shown as an expandable table. */
    expandableSubjects: section.sectionType === 1,
    charges: section.receivingAccountList.length > 0,
    attachments: section.fileList.length > 0,
    notes: hasContent(notes),
  };
}

/** Reads a time the server wrote as `yyyy-MM-dd HH:mm:ss` in this browser's zone. */
export const parseServerTime = (value: string) => new Date(value.replace(' ', 'T'));

/**
 * The next moment a visitor is waiting for while a section is open, with the i18n key that names it:
 * a tender opens sign-up (7), closes sign-up (8), starts bidding (9), ends bidding (1); an inquiry ends
 * quoting (1). Null once the moment has passed or when the status waits on no clock.
 */
/** The countdown's label of each deadline (the field is the domain's deadlineField). */
const COUNTDOWN_LABELS: Record<AnnouncementKind, Partial<Record<DeadlineField, string>>> = {
  tender: { signupStartTime: 'signupOpensIn', signupEndTime: 'signupClosesIn', startTime: 'biddingStartsIn', entTime: 'biddingEndsIn' },
  inquiry: { entTime: 'quotingEndsIn' },
};

export function nextDeadline(section: Pick<SectionDetail, 'biddingType' | 'sectionStauts' | 'signupStartTime' | 'signupEndTime' | 'startTime' | 'entTime'>, now: Date) {
  const field = deadlineField(section.biddingType, section.sectionStauts);
  const key = field && COUNTDOWN_LABELS[kindOf(section.biddingType)][field];
  const time = field && section[field];
  if (!key || !time) return null;
  const at = parseServerTime(time);
  return at.getTime() > now.getTime() ? { labelKey: `announcement.countdown.${key}`, at } : null;
}

/** A span of time as whole days, hours, minutes and seconds (never negative). */
export function splitDuration(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
