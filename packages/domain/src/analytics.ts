/**
 * Public procurement analytics (issue 25 item 3, docs/decisions/analytics.md): the figures the portal computes
 * from its own open data, the columns each downloads with, and how each is computed from the OCDS bulk file,
 * in zh, en and lo. The server writes CSV and XLSX headers from these, the web its tables and explanations.
 */
import type { Locale } from './constants';

/** A text in the three languages of the portal. */
export type AnalyticsText = Record<Locale, string>;

/** Every figure, in the order the page shows them; ids are wire names (download URLs). */
export const ANALYTICS_FIGURES = [
  'spendingByBuyer',
  'spendingByCategory',
  'spendingByMonth',
  'competition',
  'timeToResults',
  'flagShares',
  'topBuyers',
  'topSuppliers',
] as const;
export type AnalyticsFigure = (typeof ANALYTICS_FIGURES)[number];
export const isAnalyticsFigure = (v: unknown): v is AnalyticsFigure => typeof v === 'string' && (ANALYTICS_FIGURES as readonly string[]).includes(v);

/** Download formats of a figure. */
export const ANALYTICS_FORMATS = ['csv', 'xlsx'] as const;
export type AnalyticsFormat = (typeof ANALYTICS_FORMATS)[number];

/** How many rows the top lists keep, per currency. */
export const ANALYTICS_TOP = 10;

/** Participants per section are counted up to this many; more fall in the last group ("5+"). */
export const ANALYTICS_PARTICIPANTS_CAP = 5;

/** Groups of days from publication to results: up to `maxDays` (inclusive), the last one open. */
export const RESULT_DELAY_BUCKETS: readonly { id: string; maxDays: number | null }[] = [
  { id: '0-7', maxDays: 7 },
  { id: '8-14', maxDays: 14 },
  { id: '15-30', maxDays: 30 },
  { id: '31-60', maxDays: 60 },
  { id: '61+', maxDays: null },
];

/** OCDS tender.mainProcurementCategory (the portal's project types 1, 2, 3) and their names. */
export const PROCUREMENT_CATEGORIES: Readonly<Record<string, AnalyticsText>> = {
  goods: { zh: '物资', en: 'Goods', lo: 'ວັດສະດຸ' },
  works: { zh: '工程', en: 'Works', lo: 'ວຽກກໍ່ສ້າງ' },
  services: { zh: '服务', en: 'Services', lo: 'ບໍລິການ' },
  unspecified: { zh: '未注明', en: 'Not stated', lo: 'ບໍ່ໄດ້ລະບຸ' },
};

/** A column of a figure's table and download: the field of its rows and its heading. */
export interface AnalyticsColumn {
  field: string;
  title: AnalyticsText;
  /** How the cell is written: an amount (2 decimals), a share (percent), a count or number of days, or text. */
  kind: 'text' | 'money' | 'share' | 'number';
}

const col = (field: string, kind: AnalyticsColumn['kind'], zh: string, en: string, lo: string): AnalyticsColumn => ({ field, kind, title: { zh, en, lo } });

const CURRENCY = col('currency', 'text', '币种', 'Currency', 'ສະກຸນເງິນ');
const SECTIONS = col('sections', 'number', '项目数', 'Sections', 'ຈຳນວນໂຄງການ');
const SPENDING = [
  CURRENCY,
  SECTIONS,
  col('ceiling', 'money', '预算（上限）合计', 'Ceiling (budget) total', 'ລວມລາຄາເພດານ (ງົບປະມານ)'),
  col('awarded', 'money', '中标金额合计', 'Awarded total', 'ລວມມູນຄ່າທີ່ຕົກລົງ'),
  col('savings', 'money', '节约金额', 'Savings', 'ເງິນທີ່ປະຢັດໄດ້'),
  col('savingsShare', 'share', '节约率', 'Savings rate', 'ອັດຕາການປະຢັດ'),
];

/** The columns of each figure, in order. */
export const ANALYTICS_COLUMNS: Readonly<Record<AnalyticsFigure, readonly AnalyticsColumn[]>> = {
  spendingByBuyer: [col('label', 'text', '采购单位', 'Buyer', 'ຜູ້ຊື້'), ...SPENDING],
  spendingByCategory: [col('label', 'text', '采购类别', 'Category', 'ໝວດໝູ່'), ...SPENDING],
  spendingByMonth: [col('label', 'text', '结果公布月份', 'Month of results', 'ເດືອນປະກາດຜົນ'), ...SPENDING],
  competition: [
    col('participants', 'text', '参与供应商数', 'Suppliers taking part', 'ຈຳນວນຜູ້ສະໜອງທີ່ເຂົ້າຮ່ວມ'),
    col('signupSections', 'number', '按报名数的项目数', 'Sections by sign-ups', 'ໂຄງການຕາມຈຳນວນການລົງທະບຽນ'),
    col('bidderSections', 'number', '按报价数的项目数', 'Sections by quoting suppliers', 'ໂຄງການຕາມຈຳນວນຜູ້ສະເໜີລາຄາ'),
  ],
  timeToResults: [
    col('bucket', 'text', '发布至结果公布（天）', 'Publication to results (days)', 'ຈາກປະກາດຮອດປະກາດຜົນ (ມື້)'),
    SECTIONS,
    col('share', 'share', '占比', 'Share', 'ສ່ວນແບ່ງ'),
  ],
  flagShares: [
    col('label', 'text', '风险提示', 'Red flag', 'ສັນຍານເຕືອນ'),
    col('sections', 'number', '带此提示的项目数', 'Sections with the flag', 'ໂຄງການທີ່ມີສັນຍານນີ້'),
    col('publishedSections', 'number', '已公布结果的项目数', 'Sections with results published', 'ໂຄງການທີ່ປະກາດຜົນແລ້ວ'),
    col('share', 'share', '占比', 'Share', 'ສ່ວນແບ່ງ'),
  ],
  topBuyers: [col('label', 'text', '采购单位', 'Buyer', 'ຜູ້ຊື້'), CURRENCY, SECTIONS, col('awarded', 'money', '中标金额合计', 'Awarded total', 'ລວມມູນຄ່າທີ່ຕົກລົງ')],
  topSuppliers: [
    col('label', 'text', '供应商', 'Supplier', 'ຜູ້ສະໜອງ'),
    CURRENCY,
    col('awards', 'number', '中标次数', 'Awards', 'ຈຳນວນຄັ້ງທີ່ຊະນະ'),
    col('awarded', 'money', '中标金额合计', 'Awarded total', 'ລວມມູນຄ່າທີ່ຕົກລົງ'),
  ],
};

/** The title of each figure. */
export const ANALYTICS_TITLES: Readonly<Record<AnalyticsFigure, AnalyticsText>> = {
  spendingByBuyer: { zh: '按采购单位的支出与节约', en: 'Spending and savings by buyer', lo: 'ການໃຊ້ຈ່າຍ ແລະ ການປະຢັດ ຕາມຜູ້ຊື້' },
  spendingByCategory: { zh: '按采购类别的支出与节约', en: 'Spending and savings by category', lo: 'ການໃຊ້ຈ່າຍ ແລະ ການປະຢັດ ຕາມໝວດໝູ່' },
  spendingByMonth: { zh: '按月份的支出与节约', en: 'Spending and savings by month', lo: 'ການໃຊ້ຈ່າຍ ແລະ ການປະຢັດ ຕາມເດືອນ' },
  competition: { zh: '竞争程度：每个项目的报名和报价供应商数', en: 'Competition: sign-ups and quoting suppliers per section', lo: 'ການແຂ່ງຂັນ: ຈຳນວນການລົງທະບຽນ ແລະ ຜູ້ສະເໜີລາຄາ ຕໍ່ໂຄງການ' },
  timeToResults: { zh: '从发布到结果公布的时间', en: 'Time from publication to results', lo: 'ເວລາຈາກການປະກາດຮອດການປະກາດຜົນ' },
  flagShares: { zh: '带各项风险提示的项目占比', en: 'Share of sections with each red flag', lo: 'ສ່ວນແບ່ງຂອງໂຄງການທີ່ມີແຕ່ລະສັນຍານເຕືອນ' },
  topBuyers: { zh: '中标金额最高的采购单位', en: 'Top buyers by awarded value', lo: 'ຜູ້ຊື້ທີ່ມີມູນຄ່າຕົກລົງສູງສຸດ' },
  topSuppliers: { zh: '中标金额最高的供应商', en: 'Top suppliers by awarded value', lo: 'ຜູ້ສະໜອງທີ່ມີມູນຄ່າຕົກລົງສູງສຸດ' },
};

/** Which sections every figure counts, in OCDS terms (the same filter for all). */
export const ANALYTICS_SCOPE: AnalyticsText = {
  zh: '数据来源：OCDS 批量文件（/prod-api/ocds/releases.jsonl.gz）中每个 ocid 日期最新的 release。只统计已公布结果的项目：tender.status 为 "complete" 且有 tender.awardPeriod.endDate（结果公布时间）。未公布结果的项目、草稿及任何密封报价都不计入。',
  en: 'Source: the OCDS bulk file (/prod-api/ocds/releases.jsonl.gz), the release with the latest date of each ocid. Only sections whose results are published count: tender.status is "complete" and tender.awardPeriod.endDate (when the results were published) is present. Sections without published results, drafts and sealed prices are never counted.',
  lo: 'ແຫຼ່ງຂໍ້ມູນ: ໄຟລ໌ລວມ OCDS (/prod-api/ocds/releases.jsonl.gz), release ທີ່ມີວັນທີຫຼ້າສຸດຂອງແຕ່ລະ ocid. ນັບສະເພາະໂຄງການທີ່ປະກາດຜົນແລ້ວ: tender.status ເປັນ "complete" ແລະ ມີ tender.awardPeriod.endDate (ເວລາປະກາດຜົນ). ໂຄງການທີ່ຍັງບໍ່ປະກາດຜົນ, ຮ່າງ ແລະ ລາຄາທີ່ຍັງປິດຜະນຶກ ບໍ່ຖືກນັບ.',
};

const SPENDING_METHOD = (group: AnalyticsText): AnalyticsText => ({
  zh: `只计有 tender.value 且至少一个 status 为 "active" 的 award 的项目。上限 = tender.value.amount；中标金额 = 这些 awards[].value.amount 之和；节约 = 上限 − 中标金额；节约率 = 节约 ÷ 上限。按${group.zh}和币种（tender.value.currency）分组，不同币种从不相加。`,
  en: `Sections with a tender.value and at least one award whose status is "active". Ceiling = tender.value.amount; awarded = the sum of those awards[].value.amount; savings = ceiling − awarded; savings rate = savings ÷ ceiling. Grouped by ${group.en} and by currency (tender.value.currency); currencies are never added together.`,
  lo: `ໂຄງການທີ່ມີ tender.value ແລະ ມີ award ຢ່າງໜ້ອຍໜຶ່ງທີ່ status ເປັນ "active". ເພດານ = tender.value.amount; ມູນຄ່າຕົກລົງ = ຜົນລວມ awards[].value.amount ເຫຼົ່ານັ້ນ; ປະຢັດ = ເພດານ − ມູນຄ່າຕົກລົງ; ອັດຕາການປະຢັດ = ປະຢັດ ÷ ເພດານ. ຈັດກຸ່ມຕາມ${group.lo} ແລະ ສະກຸນເງິນ (tender.value.currency); ບໍ່ເຄີຍລວມສະກຸນເງິນຕ່າງກັນ.`,
});

/** How each figure is computed from the bulk file, after the common filter (ANALYTICS_SCOPE). */
export const ANALYTICS_METHODS: Readonly<Record<AnalyticsFigure, AnalyticsText>> = {
  spendingByBuyer: SPENDING_METHOD({ zh: '采购单位（buyer.id，名称取 parties 中该 id 的 name、name_en、name_lo）', en: 'buyer (buyer.id; its name from the parties entry of that id: name, name_en, name_lo)', lo: 'ຜູ້ຊື້ (buyer.id; ຊື່ຈາກ parties ທີ່ມີ id ນັ້ນ: name, name_en, name_lo)' }),
  spendingByCategory: SPENDING_METHOD({ zh: '采购类别（tender.mainProcurementCategory：goods、works、services）', en: 'category (tender.mainProcurementCategory: goods, works, services)', lo: 'ໝວດໝູ່ (tender.mainProcurementCategory: goods, works, services)' }),
  spendingByMonth: SPENDING_METHOD({ zh: '结果公布月份（tender.awardPeriod.endDate，按页面所示时区）', en: 'month of results (tender.awardPeriod.endDate, in the time zone the page names)', lo: 'ເດືອນປະກາດຜົນ (tender.awardPeriod.endDate, ຕາມເຂດເວລາທີ່ໜ້ານີ້ລະບຸ)' }),
  competition: {
    zh: '每个项目：报名数 = bids.statistics 中 measure 为 "requests" 的 value；报价供应商数 = tender.numberOfTenderers（即 measure 为 "bids" 的 value，至少提交过一轮报价的供应商）。表中按人数（0、1、2、3、4、5 及以上）统计项目数；平均数和中位数取自全部项目。',
    en: 'Per section: sign-ups = the value of the bids.statistics entry whose measure is "requests"; quoting suppliers = tender.numberOfTenderers (the value of measure "bids": suppliers that sent at least one quotation round). The table counts sections by that number (0, 1, 2, 3, 4, 5 or more); the mean and median are over every section.',
    lo: 'ແຕ່ລະໂຄງການ: ການລົງທະບຽນ = value ຂອງ bids.statistics ທີ່ measure ເປັນ "requests"; ຜູ້ສະເໜີລາຄາ = tender.numberOfTenderers (value ຂອງ measure "bids": ຜູ້ສະໜອງທີ່ສົ່ງລາຄາຢ່າງໜ້ອຍໜຶ່ງຮອບ). ຕາຕະລາງນັບໂຄງການຕາມຈຳນວນນັ້ນ (0, 1, 2, 3, 4, 5 ຂຶ້ນໄປ); ຄ່າສະເລ່ຍ ແລະ ຄ່າກາງ ຄິດຈາກທຸກໂຄງການ.',
  },
  timeToResults: {
    zh: '每个项目：天数 = (tender.awardPeriod.endDate − tender.datePublished) ÷ 24 小时，不足一天的部分保留小数。按天数分组统计项目数；没有 tender.datePublished 的项目不计入。',
    en: 'Per section: days = (tender.awardPeriod.endDate − tender.datePublished) ÷ 24 hours, fractions kept. Sections are counted by group of days; sections without tender.datePublished are left out.',
    lo: 'ແຕ່ລະໂຄງການ: ມື້ = (tender.awardPeriod.endDate − tender.datePublished) ÷ 24 ຊົ່ວໂມງ, ເກັບເສດໄວ້. ນັບໂຄງການຕາມກຸ່ມມື້; ໂຄງການທີ່ບໍ່ມີ tender.datePublished ບໍ່ຖືກນັບ.',
  },
  flagShares: {
    zh: '分子：带该风险提示的已公布结果项目数（风险提示批量文件中该 indicator 的 ocid 数）；分母：已公布结果的项目数。风险提示只是值得查看的理由，并非结论。',
    en: 'Numerator: sections with published results that carry the flag (the ocids of that indicator in the flags bulk file); denominator: sections with published results. A flag is a reason to look, never a verdict.',
    lo: 'ຕົວຕັ້ງ: ໂຄງການທີ່ປະກາດຜົນແລ້ວ ແລະ ມີສັນຍານນັ້ນ (ocid ຂອງ indicator ນັ້ນໃນໄຟລ໌ລວມສັນຍານເຕືອນ); ຕົວຫານ: ໂຄງການທີ່ປະກາດຜົນແລ້ວ. ສັນຍານເຕືອນແມ່ນເຫດຜົນໃຫ້ກວດເບິ່ງ, ບໍ່ແມ່ນຄຳຕັດສິນ.',
  },
  topBuyers: {
    zh: '按 buyer.id 和币种汇总 status 为 "active" 的 awards[].value.amount，每个币种取金额最高的前 10 名。',
    en: 'The sum of awards[].value.amount of awards whose status is "active", by buyer.id and currency; the 10 highest of each currency.',
    lo: 'ຜົນລວມ awards[].value.amount ຂອງ award ທີ່ status ເປັນ "active", ຕາມ buyer.id ແລະ ສະກຸນເງິນ; 10 ອັນດັບສູງສຸດຂອງແຕ່ລະສະກຸນເງິນ.',
  },
  topSuppliers: {
    zh: '按 awards[].suppliers[].id 和币种汇总 status 为 "active" 的 awards[].value.amount（中标次数 = award 数），每个币种取金额最高的前 10 名。',
    en: 'The sum of awards[].value.amount of awards whose status is "active", by awards[].suppliers[].id and currency (awards = how many awards); the 10 highest of each currency.',
    lo: 'ຜົນລວມ awards[].value.amount ຂອງ award ທີ່ status ເປັນ "active", ຕາມ awards[].suppliers[].id ແລະ ສະກຸນເງິນ (ຈຳນວນຄັ້ງ = ຈຳນວນ award); 10 ອັນດັບສູງສຸດຂອງແຕ່ລະສະກຸນເງິນ.',
  },
};

/** The label of a participants group: "0" … "4", then "5+". */
export const participantsLabel = (count: number): string => (count >= ANALYTICS_PARTICIPANTS_CAP ? `${ANALYTICS_PARTICIPANTS_CAP}+` : String(count));

/** The group of days a delay falls in (RESULT_DELAY_BUCKETS). */
export function resultDelayBucket(days: number): string {
  for (const bucket of RESULT_DELAY_BUCKETS) if (bucket.maxDays !== null && days <= bucket.maxDays) return bucket.id;
  return RESULT_DELAY_BUCKETS[RESULT_DELAY_BUCKETS.length - 1]!.id;
}
