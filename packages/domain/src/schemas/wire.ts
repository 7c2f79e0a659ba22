import { z } from 'zod';
import { shownLanguage } from './common';

/** Time written as `yyyy-MM-dd HH:mm:ss` in the requester's zone, or null. */
const time = z.string().nullable();
/** Exact decimal amount as a string, e.g. "1500000.00", or null when not set. */
const money = z.string().nullable();
/** 0/1 flag. */
const flag = z.number();

/** A dictionary entry (GET /system/dict/data/type/{dictType}). */
export const dictEntrySchema = z.object({
  /** Dictionary type, e.g. sys_currency. */
  dictType: z.string(),
  /** Stored value. */
  dictValue: z.string(),
  /** Label in the requested language. */
  dictLabel: z.string(),
  /** English label. */
  dictLabelEn: z.string(),
  /** Lao label. */
  dictLabelLo: z.string(),
  /** Extra data, e.g. the currency symbol. */
  remark: z.string().nullable(),
  /** Display order. */
  dictSort: z.number(),
});

/** An uploaded file as the client sees it. */
export const fileItemSchema = z.object({
  /** File id. */
  id: z.number(),
  /** Original name shown to people: the attachment's plain title (Chinese, or what was typed first). */
  fileName: z.string(),
  /** An attachment's title in English, null when not given (files that are not a section's attachments have none). */
  fileNameEn: z.string().nullable().optional(),
  /** An attachment's title in Lao, null when not given. */
  fileNameLo: z.string().nullable().optional(),
  /** The language of the title the caller is shown (inReaderLanguage), where the answer is the reader's own. */
  fileNameLang: shownLanguage.optional(),
  /** Stored (generated) name. */
  filePath: z.string(),
  /** Download address. */
  url: z.string(),
  /** Size in bytes. */
  fileSize: z.number(),
  /** Upload time. */
  createTime: time,
  /** Type from the file extension, e.g. pdf. */
  type: z.string(),
  /** Id in the document workflow (the file id here). */
  bpmFileId: z.string(),
});

/** A detail row of a subject item. */
export const sectorDetailSchema = z.object({
  /** Detail id. */
  id: z.number(),
  /** Kind of the detail row. */
  sectorType: z.string(),
  /** Name (zh). */
  sectorName: z.string(),
  /** Name (en). */
  sectorNameEn: z.string(),
  /** Name (lo). */
  sectorNameLo: z.string(),
  /** Specifications. */
  specifications: z.string(),
  /** Model. */
  model: z.string(),
  /** Quantity, up to 6 decimals. */
  sectorNumber: z.string(),
  /** Unit (zh). */
  detailUnits: z.string(),
  /** Unit (en). */
  detailUnitsEn: z.string(),
  /** Unit (lo). */
  detailUnitsLo: z.string(),
  /** Budget of the row. */
  budgetAmount: money,
});

/** A subject item (lot) of a section, as published (no prices of anyone). */
export const sectorSchema = z.object({
  /** Sector id. */
  id: z.number(),
  /** Category of the item. */
  sectorTypeName: z.string(),
  /** Name (zh). */
  sectorName: z.string(),
  /** Name (en). */
  sectorNameEn: z.string(),
  /** Name (lo). */
  sectorNameLo: z.string(),
  /** Specifications. */
  specifications: z.string(),
  /** Model. */
  model: z.string(),
  /** Quantity, up to 6 decimals. */
  sectorNumber: z.string(),
  /** Same as sectorNumber (older clients read `number`). */
  number: z.string(),
  /** Unit (zh). */
  sectorUnits: z.string(),
  /** Unit (en). */
  sectorUnitsEn: z.string(),
  /** Unit (lo). */
  sectorUnitsLo: z.string(),
  /** Same as sectorUnits (older clients read `unit`). */
  unit: z.string(),
  /** Budget of the item. */
  budgetAmount: money,
  /** Remark. */
  remark: z.string(),
  /** Currency of the item (sys_currency value). */
  currencyTypeId: z.string().nullable(),
  /** Default tax rate in percent. */
  taxRate: z.string(),
  /** Settlement method of the item (sys_settle_method). */
  settleMethod: z.number().nullable(),
  /** 1 when the settlement method is imposed. */
  isForceSettleMethod: flag,
  /** Ceiling of a quote (biddingTradeType 1). */
  maxPrice: money,
  /** Floor of a quote (other trade types). */
  minPrice: money,
  /** Cost coefficient. */
  costCoefficient: z.string().nullable(),
  /** Volume. */
  volume: z.string().nullable(),
  /** Volume unit (sys_volume_unit). */
  volumeUnit: z.string().nullable(),
  /** Weight. */
  weight: z.string().nullable(),
  /** Weight unit (sys_weight_unit). */
  weightUnit: z.string().nullable(),
  /** 1 for the default item. */
  isDefault: flag,
  /** Attachments of this item. */
  outFileList: z.array(fileItemSchema),
  /** Detail rows (sectionType 1). */
  detailsList: z.array(sectorDetailSchema),
});

/**
 * What part 2 §3 adds to a sector on the quotation page (GET /system/quotes/getQuotationInfo). Quotes are
 * sealed until the results (DESIGN.md §5): before them both prices are the caller's own best, after them the
 * whole auction's (docs/decisions/spec-differences.md).
 */
export const quotationSectorFieldsSchema = z.object({
  /** The item's attachments: part 2's name of outFileList. */
  fileList: z.array(fileItemSchema),
  /** The lowest price quoted for the item that the caller may see; null when none. */
  minQuotesPrice: z.string().nullable(),
  /**
   * The best such price: the lowest when buying (biddingTradeType 1), the highest otherwise; null when none. Under
   * isYuanJu it is the whole auction's bound, shown to every participant before the results (equal information,
   * DESIGN.md §5) and kept live by the stream's `bounds` events.
   */
  minOrMaxQuotesAmount: z.string().nullable(),
});
export type QuotationSectorFields = z.infer<typeof quotationSectorFieldsSchema>;

/** An account into which the deposit or a fee is paid. */
export const receivingAccountSchema = z.object({
  /** Account id. */
  id: z.number(),
  /** What is paid (sys_receiving_account_type). */
  type: z.string(),
  /** Amount to pay. */
  money: z.string(),
  /** Currency (sys_currency). */
  currency: z.string(),
  /** Account holder. */
  bankAccountName: z.string(),
  /** Account number. */
  bankAccount: z.string(),
  /** Bank and branch. */
  openAccountBank: z.string(),
  /** Last moment to pay. */
  paymentDeadline: time,
});

/** A payment stage of the settlement (settleMethodsList). */
export const settleMethodItemSchema = z.object({
  /** Stage name (zh). */
  type: z.string(),
  /** Stage name (en). */
  typeEn: z.string(),
  /** Stage name (lo). */
  typeLo: z.string(),
  /** Percentage of the price paid at this stage. */
  percentage: z.string(),
});

/** A milestone of the section's timetable (timeList). */
export const timeItemSchema = z.object({
  /** Which milestone: signupStartTime, signupEndTime, bidFileStartTime, bidFileEndTime, startTime, entTime, bidOpeningTime. */
  key: z.string(),
  /** When. */
  time: z.string(),
});

/** The fields of a section that a list card shows. */
export const sectionSummaryShape = {
  /** Section id. */
  sectionId: z.number(),
  /** Same as sectionId. */
  id: z.number(),
  /** Name (zh). */
  sectionName: z.string(),
  /** Name (en). */
  sectionNameEn: z.string(),
  /** Name (lo). */
  sectionNameLo: z.string(),
  /** 0 tender, 1 inquiry. */
  biddingType: z.number(),
  /** Status (DESIGN.md §3), after the clock's moves. */
  sectionStauts: z.number(),
  /** 0 plain item list, 1 items with detail rows. */
  sectionType: z.number(),
  /** 1 materials, 2 engineering, 3 services (sys_section_type). */
  projectType: z.number(),
  /** Procurement method (sys_bidding_method). */
  biddingMethod: z.string().nullable(),
  /** Estimated price of the project. */
  projectPrice: money,
  /** Security deposit. */
  securityDeposit: money,
  /** Fee for the tender documents. */
  documentsAmount: money,
  /** Currency (sys_currency). */
  currency: z.string(),
  /** Money unit (zh). */
  moneyUnit: z.string(),
  /** Money unit (en). */
  moneyUnitEn: z.string(),
  /** Money unit (lo). */
  moneyUnitLo: z.string(),
  /** Buying organization (zh). */
  organization: z.string(),
  /** Buying organization (en). */
  organizationEn: z.string(),
  /** Buying organization (lo). */
  organizationLo: z.string(),
  /** Creation time. */
  createTime: time,
  /** Publication time. */
  releaseTime: time,
  /** Sign-up opens (tender). */
  signupStartTime: time,
  /** Sign-up closes (tender). */
  signupEndTime: time,
  /** Bidding or quoting starts. */
  startTime: time,
  /** Bidding or quoting ends. */
  entTime: time,
  /** Technical contact (shown for tenders; Chinese, or as the buyer wrote it). */
  technicalContacts: z.string().nullable(),
  /** Technical contact in English; null when not given. */
  technicalContactsEn: z.string().nullable(),
  /** Technical contact in Lao; null when not given. */
  technicalContactsLo: z.string().nullable(),
  /** Technical contact's phone. */
  technicalPhoneNumber: z.string().nullable(),
  /** Business contact (shown for inquiries; Chinese, or as the buyer wrote it). */
  businessContacts: z.string().nullable(),
  /** Business contact in English; null when not given. */
  businessContactsEn: z.string().nullable(),
  /** Business contact in Lao; null when not given. */
  businessContactsLo: z.string().nullable(),
  /** Business contact's phone. */
  businessPhoneNumber: z.string().nullable(),
};
export const sectionSummarySchema = z.object(sectionSummaryShape);

/** Everything an announcement page shows of a section. */
export const sectionDetailSchema = z.object({
  ...sectionSummaryShape,
  /** 1 per-item award, 2 whole-bid award. */
  successfulBidderMethod: z.number(),
  /** Bid files accepted from. */
  bidFileStartTime: time,
  /** Bid files accepted until. */
  bidFileEndTime: time,
  /** Public bid opening. */
  bidOpeningTime: time,
  /** 1 = quote a total price. */
  quotationMethod: z.number(),
  /** 1 when prices include tax. */
  isTax: flag,
  /** 1 when the lowest price wins. */
  isLowest: flag,
  /** 1 when every item must be the lowest. */
  isAllLowest: flag,
  /** Allowed price range. */
  priceRange: money,
  /** 1 when suppliers may offer alternatives. */
  supplierOffer: flag,
  /** 1 when suppliers see their own rank. */
  showRanking: flag,
  /** How the rank is computed. */
  rankingType: z.number(),
  /** Minimum or maximum total of a quote. */
  minOrMaxQuotesAmount: z.string().nullable(),
  /** 1 prices go down (purchase), otherwise up (sale). */
  biddingTradeType: z.number(),
  /** 1 when a bid file is required. */
  isBiddingCommitFile: flag,
  /** 1 when a business file is required. */
  isCommitBusinessFile: flag,
  /** 1 when a technical file is required. */
  isCommitTechnicalFile: flag,
  /** 1 when bidding happens on site. */
  isSceneBidding: flag,
  /** On-site address (zh). */
  sceneAddress: z.string(),
  /** On-site address (en). */
  sceneAddressEn: z.string(),
  /** On-site address (lo). */
  sceneAddressLo: z.string(),
  /** 1 when the multi-round quoting rules apply. */
  isYuanJu: flag,
  /** Warranty terms. */
  warranty: z.string().nullable(),
  /** Winning-entry confirmation state (0, 10, 20, 30). */
  confirmationStatus: z.number(),
  /** Other qualification required (zh). */
  qualificationOtherDescribe: z.string(),
  /** Other qualification required (en). */
  qualificationOtherDescribeEn: z.string(),
  /** Other qualification required (lo). */
  qualificationOtherDescribeLo: z.string(),
  /** Notes as sanitized HTML (zh). */
  projectNotes: z.string(),
  /** Notes as sanitized HTML (en). */
  projectNotesEn: z.string(),
  /** Notes as sanitized HTML (lo). */
  projectNotesLo: z.string(),
  /** 0 pay first, 1 deliver first, 2 by ratio. */
  settleMethod: z.number().nullable(),
  /** Advance payment ratio, percent. */
  advancePaymentRatio: money,
  /** Payment at shipment, percent. */
  paymentShipmentRatio: money,
  /** Payment at delivery, percent. */
  deliveryPaymentRatio: money,
  /** Payment at arrival acceptance, percent. */
  arrivalAcceptancePaymentRatio: money,
  /** Payment at equipment installation, percent. */
  equipmentInstallationPaymentRatio: money,
  /** Payment at project acceptance, percent. */
  projectAcceptancePaymentRatio: money,
  /** Payment after the warranty, percent. */
  warrantyPaymentRatio: money,
  /** 1 when a business licence is required. */
  isQualificationBusinessLicense: flag,
  /** 1 when achievements are required. */
  isQualificationAchievement: flag,
  /** 1 when an agency licence is required. */
  isQualificationAgencyLicense: flag,
  /** 1 when another qualification is required. */
  isQualificationOther: flag,
  /** 1 when technical base files are required. */
  isQualificationTec: flag,
  /** 1 when quotation notes are required. */
  isQualificationQuotes: flag,
  /** Subject items. */
  sectorList: z.array(sectorSchema),
  /** Number of subject items. */
  sectorSum: z.number(),
  /** Attachments of the subject table. */
  sectorFileList: z.array(fileItemSchema),
  /** Attachments of the announcement. */
  fileList: z.array(fileItemSchema),
  /** Accounts for deposit and fees (the charge table). */
  receivingAccountList: z.array(receivingAccountSchema),
  /** Payment stages. */
  settleMethodsList: z.array(settleMethodItemSchema),
  /** The timetable, in order. */
  timeList: z.array(timeItemSchema),
  /** Bid opening events. */
  bidOpeningList: z.array(timeItemSchema),
  /** 1 when the caller follows the section. */
  isFollow: flag,
  /** 1 when the caller has signed up. */
  isSignup: flag,
  /** The caller's sign-up id, if any. */
  supplierSignupId: z.number().nullable(),
});
export type SectionDetail = z.infer<typeof sectionDetailSchema>;
export type SectionSummary = z.infer<typeof sectionSummarySchema>;
export type Sector = z.infer<typeof sectorSchema>;
export type FileItem = z.infer<typeof fileItemSchema>;
export type DictItem = z.infer<typeof dictEntrySchema>;

/** Public settings the client needs before anyone signs in (GET /common/config). */
export const publicConfigSchema = z.object({
  /** Largest upload accepted, in MB (the server's UPLOAD_LIMIT_MB); the upload messages name this figure. */
  uploadLimitMb: z.number(),
  /** Whether the demo conveniences (demo mailbox, demo accounts) are on. */
  demoMode: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The Android app package the portal publishes (GET /app/latest). */
export const appPackageSchema = z.object({
  /** Whether a package is published; the landing page enables its download button only then. */
  available: z.boolean(),
  /** Where to download it (under the API base), null when none is published. */
  downloadUrl: z.string().nullable(),
  /** Size in bytes, null when none is published. */
  size: z.number().nullable(),
  /** When the package file was last replaced, `yyyy-MM-dd HH:mm:ss` in the requester's zone. */
  updateTime: z.string().nullable(),
});
export type AppPackage = z.infer<typeof appPackageSchema>;
