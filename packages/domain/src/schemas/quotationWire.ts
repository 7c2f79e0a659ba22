import { z } from 'zod';
import { quotationSectorFieldsSchema, sectionDetailSchema, sectorDetailSchema, sectorSchema } from './wire';

/**
 * What the quotation calls answer (part 2 §7; DESIGN.md §5): the server validates and serializes with these
 * schemas, the web infers its types from them. Amounts are decimal strings, times `yyyy-MM-dd HH:mm:ss` in
 * the caller's zone.
 */

const amount = z.string().nullable();

/** The priced amounts of one detail row (sectionType 1). */
const detailAmounts = {
  /** Unit price (2 decimals); null under total-price quoting. */
  sectorPrice: amount,
  /** Other expenses of the row (2 decimals). */
  otherExpenses: amount,
  /** Unit price × the row's quantity, half up to 2 decimals (the entered total under total-price quoting). */
  totalMaterialPrice: amount,
  /** Other expenses + material total (2 decimals; 4 under total-price quoting). */
  totalPrice: amount,
};

/** The price of one detail row of a sector in a round. */
export const quoteDetailLineSchema = z.object({
  /** Detail id. */
  id: z.number(),
  ...detailAmounts,
});

/** One priced sector of a round, as the quotation table and the history show it. */
export const quoteLineSchema = z.object({
  /** Sector id. */
  id: z.number(),
  /** Unit price (2 decimals); null under total-price quoting. */
  sectorPrice: amount,
  /** Other expenses (2 decimals). */
  otherExpenses: amount,
  /** Material total: unit price floored to 2 decimals × quantity (the entered total under total-price quoting). */
  totalMaterialPrice: amount,
  /** Other expenses + material total (2 decimals; 4 under total-price quoting). */
  totalPrice: amount,
  /** Tax rate in percent. */
  taxRate: z.string(),
  /** Settlement method (sys_settle_method). */
  settleMethod: z.number().nullable(),
  /** Remarks. */
  remarks: z.string(),
  /** Second remarks column. */
  remarks1: z.string(),
  /** Volume. */
  volume: amount,
  /** Volume unit (sys_volume_unit). */
  volumeUnit: z.string().nullable(),
  /** Weight. */
  weight: amount,
  /** Weight unit (sys_weight_unit). */
  weightUnit: z.string().nullable(),
  /**
   * The prices of the sector's detail rows when it is priced through them (else empty): the sector's amounts
   * are then their sums and its sectorPrice is null.
   */
  detailsList: z.array(quoteDetailLineSchema),
});

/** A round of a supplier (quotesCount, quotesList, totalPrice). */
export const quoteRoundSchema = z.object({
  /** Round id (its receipt is fetched by it). */
  id: z.number(),
  /** Round number, from 1. */
  quotesCount: z.number(),
  /** Sum of the item totals. */
  totalPrice: z.string(),
  /** When the round was recorded. */
  createTime: z.string().nullable(),
  /** When the round's request reached the server: what the end time is judged against (issue 12 §2). */
  arrivalTime: z.string().nullable(),
  /** The priced sectors of the round. */
  quotesList: z.array(quoteLineSchema),
});

/** The answer to a submitted round (POST /system/quotes/bidQuotes): the stored round. */
export const submittedRoundSchema = quoteRoundSchema.extend({
  /** True when an earlier request with this key stored the round. */
  replayed: z.boolean(),
});

/** A detail row of a sector with the caller's latest price of it (or nulls). */
export const bidSectorDetailSchema = sectorDetailSchema.extend(detailAmounts);

/** A sector of the quotation page: the item with the caller's latest quote filled in (or the defaults). */
export const bidSectorSchema = sectorSchema.extend({
  ...quoteLineSchema.shape,
  ...quotationSectorFieldsSchema.shape,
  /** The sector's detail rows, each with the caller's latest price of it (or nulls). */
  detailsList: z.array(bidSectorDetailSchema),
  /** The caller's rank on this item among the latest quotes (showRanking with rankingType 2), else null. */
  priceRanking: z.number().nullable(),
});

/** What a supplier may do on the quotation page, answered by the server's quotations policy: submit a round. */
export const QUOTATION_ACTIONS = ['quote'] as const;
export type QuotationAction = (typeof QUOTATION_ACTIONS)[number];
/** The actions the caller may take now, in the policy's order; the page shows the submit button from them. */
const quotationActionsSchema = z.array(z.enum(QUOTATION_ACTIONS));

/** The section as the quotation page gets it: the announcement's fields and the caller's quoting state. */
export const quotationSectionSchema = sectionDetailSchema.extend({
  /** The caller's sign-up. */
  signupId: z.number(),
  /** The caller's bid status (DESIGN.md §4). */
  supplierBidStatus: z.number(),
  /** 1 when the caller is appointed to an extra round. */
  isAppointSupplierQuotationIng: z.number(),
  /** Whether the caller may submit a round now. */
  canQuote: z.boolean(),
  /** What the caller may do now (`quote` while it may submit a round). */
  actions: quotationActionsSchema,
  /** Whether the section's results are published (resultsVisible): the page then asks for the result. */
  resultsPublished: z.boolean(),
  /** The end time that applies to the caller. */
  endTime: z.string().nullable(),
});

/** What the quotation page opens on (GET /system/quotes/getQuotationInfo). */
export const quotationInfoSchema = z.object({
  /** The section and the caller's quoting state. */
  bidSection: quotationSectionSchema,
  /** The sectors with the caller's latest quote. */
  bidSectors: z.array(bidSectorSchema),
  /** The caller's latest round, or null before the first. */
  lastRound: z.object({ quotesCount: z.number(), totalPrice: z.string(), createTime: z.string().nullable() }).nullable(),
  /** The caller's rank of its latest total (showRanking with rankingType 1), else null. */
  ranking: z.number().nullable(),
});

/** The end of quoting that applies to the caller (GET /system/section/selectendtime/{id}, polled every 5 s). */
export const quotingEndSchema = z.object({
  /** The end that applies: the appointed extra round's end when appointed, else the section's entTime. */
  entTime: z.string().nullable(),
  /** The server's time now, for the countdown. */
  nowTime: z.string().nullable(),
  /** Section status after the due clock moves. */
  sectionStauts: z.number(),
  /** 1 when the caller is appointed to an extra round. */
  isAppointSupplierQuotationIng: z.number(),
  /** Whether the caller may submit a round now. */
  canQuote: z.boolean(),
  /** What the caller may do now (`quote` while it may submit a round). */
  actions: quotationActionsSchema,
});

/** An award of the section, public once the results are published. */
export const awardRecordSchema = z.object({
  /** The item awarded; null for the whole bid. */
  sectorId: z.number().nullable(),
  /** The item's name in the caller's language; null for the whole bid. */
  sectorName: z.string().nullable(),
  /** The winner. */
  supplierName: z.string(),
  /** The winner's bid file, if any, and when it was uploaded. */
  supplierBidFileName: z.string().nullable(),
  supplierBidFileDateTime: z.string().nullable(),
  /** The awarded price. */
  price: z.string(),
  /** The buying organization. */
  organization: z.string(),
});

/** The result of the caller's section once published (GET /system/quotes/supplierBidResult; null before). */
export const supplierBidResultSchema = z.object({
  /** 1 when the caller holds an award. */
  isWinningBid: z.number(),
  /** The winners' awarded rounds. */
  quotes: z.array(
    z.object({
      /** The item awarded; null for the whole bid. */
      sectorId: z.number().nullable(),
      sectorName: z.string().nullable(),
      supplierName: z.string(),
      /** The awarded round's number and total. */
      quotesCount: z.number(),
      totalPrice: z.string(),
      /** The awarded price. */
      quotesPrice: z.string(),
      /** The awarded round's commitment (its receipt's hash, listed in the published evidence); null for a round stored before receipts. */
      commitment: z.string().nullable(),
    }),
  ),
  /** The first award record (null when none). */
  bidAwardManage: awardRecordSchema.nullable(),
  /** Every award record (one per item with any-item award). */
  bidAwardManageDetailList: z.array(awardRecordSchema),
});

/** A sector read from an imported details template: its detail rows' prices, with the sector's sums once all are priced. */
export const importedDetailsSchema = quoteLineSchema.pick({ id: true, sectorPrice: true, otherExpenses: true, totalMaterialPrice: true, totalPrice: true, detailsList: true });

/** The buyer's live view of one supplier's quoting (GET /admin/sections/{id}/quotes). */
export const supplierQuotesSchema = z.object({
  /** The supplier's sign-up. */
  signupId: z.number(),
  /** The supplier's company. */
  companyId: z.number(),
  supplierName: z.string(),
  /** Its bid status (DESIGN.md §4). */
  supplierBidStatus: z.number(),
  /** Total of its latest round; null while the prices are sealed (before quoting ends, DESIGN.md §5). */
  latestTotalPrice: z.string().nullable(),
  /** Rank of that total among the suppliers still bidding (null when withdrawn, and while the prices are sealed). */
  ranking: z.number().nullable(),
  /** Its rounds, oldest first: while the prices are sealed, each with its number and times only (no total, no lines). */
  rounds: z.array(quoteRoundSchema.extend({ totalPrice: z.string().nullable() })),
  /** Rounds of this sign-up refused by the quotation rules (repeated refusals may be probing the auction's best price). */
  refusedRounds: z.number(),
});

/** Every round of every supplier of a section, for its buyer (GET /admin/sections/{id}/quotes). */
export const sectionQuotesSchema = z.object({
  /** The section. */
  sectionId: z.number(),
  /** Section status after the due clock moves. */
  sectionStauts: z.number(),
  /** End of the running extra round while one runs, else the section's quoting end (entTime). */
  endTime: z.string().nullable(),
  /** End of the running extra round, null when none runs. */
  appointmentEndTime: z.string().nullable(),
  /** The server's time now, for the countdown. */
  nowTime: z.string().nullable(),
  /** 1 = quote a total price. */
  quotationMethod: z.number(),
  /** 1 prices go down (purchase), otherwise up (sale). */
  biddingTradeType: z.number(),
  /** Whether the prices are opened (quoting ended, no extra round running): before, the view shows activity only. */
  pricesOpened: z.boolean(),
  /** Under isYuanJu, the auction's current bound of each item by sector id (lowest when buying, else highest), shown to every participant; null otherwise. */
  bounds: z.record(z.string(), z.string()).nullable(),
  /** The suppliers, ranked by their latest total once the prices are opened; before, in the order they signed up. */
  suppliers: z.array(supplierQuotesSchema),
});
