/** What a section requires of a sign-up, which decides the stages it walks (DESIGN.md §4). */
export interface SectionRequirements {
  isQualificationTec: number;
  isQualificationBusinessLicense: number;
  isQualificationAchievement: number;
  isQualificationAgencyLicense: number;
  isQualificationOther: number;
  /** Whether the section has receiving accounts (deposit or fee to pay). */
  hasReceivingAccounts: boolean;
  isBiddingCommitFile: number;
}

/** First status of each stage of a sign-up (DESIGN.md §4). */
export const BidStage = {
  baseFiles: 1,
  qualification: 5,
  payment: 8,
  bidFile: 11,
  quotation: 15,
} as const;

/**
 * Status a new sign-up starts in: the first stage the section requires — base files if it asks for the
 * technical files, else qualification if it asks for any qualification, else the deposit/fee proof if it
 * has receiving accounts, else the bid file if it asks for one, else ready to quote.
 */
export function initialBidStatus(section: SectionRequirements): number {
  if (section.isQualificationTec === 1) return BidStage.baseFiles;
  if (
    section.isQualificationBusinessLicense === 1 ||
    section.isQualificationAchievement === 1 ||
    section.isQualificationAgencyLicense === 1 ||
    section.isQualificationOther === 1
  ) {
    return BidStage.qualification;
  }
  if (section.hasReceivingAccounts) return BidStage.payment;
  if (section.isBiddingCommitFile === 1) return BidStage.bidFile;
  return BidStage.quotation;
}
