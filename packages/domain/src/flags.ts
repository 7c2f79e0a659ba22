/**
 * Red flags (docs/flags.md): indicators the portal computes over a section's data, each a reason to look,
 * never a verdict. Ids are wire names (API, bulk file, analytics) and stay stable. Definitions follow the
 * Open Contracting Partnership's Cardinal library and its "Red Flags for Integrity" guide where they exist,
 * adapted to this portal's data; `source` names the definition each follows.
 */
import type { Locale } from './constants';

/** A text in the portal's three languages. */
export type FlagText = Record<Locale, string>;

/** Every indicator id, in the order lists and the analytics page show them. */
export const FLAG_INDICATORS = [
  'singleSignup',
  'singleBid',
  'shortSubmissionPeriod',
  'lateAmendment',
  'priceNearCeiling',
  'abnormallyLowBid',
  'closeToWinningBid',
  'identicalBids',
  'lowestBidNotAwarded',
  'allButWinnerRejected',
  'manyRejected',
  'sharedContacts',
  'simultaneousBids',
  'repeatWinner',
  'slowResults',
  'depositNotRefunded',
] as const;
export type FlagIndicator = (typeof FLAG_INDICATORS)[number];

export const isFlagIndicator = (v: unknown): v is FlagIndicator => typeof v === 'string' && (FLAG_INDICATORS as readonly string[]).includes(v);

/** What the buyer's supervisors recorded about a flag: open until someone looks. */
export const FLAG_REVIEW_STATUSES = ['open', 'reviewed', 'escalated', 'dismissed'] as const;
export type FlagReviewStatus = (typeof FLAG_REVIEW_STATUSES)[number];

/** Thresholds of the indicators (docs/flags.md says why each value). */
export const FLAG_THRESHOLDS = {
  /** A window is short when under this share of the buyer's median window for the same period… */
  shortPeriodShareOfUsual: 0.5,
  /** …computed over at least this many of the buyer's other sections… */
  shortPeriodMinOtherSections: 3,
  /** …or, whatever the buyer's habit, when shorter than this many hours. */
  shortPeriodMinHours: 72,
  /** An announcement changed less than this many hours before the sign-up or quoting deadline. */
  lateAmendmentHours: 48,
  /** A winning price at or under the ceiling by at most this share (2 %). */
  priceNearCeilingShare: 0.02,
  /** A quote this share below the mean of the others (Cardinal R058 uses 0.4)… */
  lowBidBelowMeanShare: 0.4,
  /** …or this share below the next higher quote. */
  lowBidBelowNextShare: 0.3,
  /** The second lowest quote within this share of the winning one (Cardinal R024 uses a 5 % band; we take 1 %). */
  closeToWinningShare: 0.01,
  /** Stage submissions rejected: at least this many… */
  manyRejectedMin: 3,
  /** …and at least this share of the section's sign-ups. */
  manyRejectedShare: 0.5,
  /** Rounds of different suppliers this close together (milliseconds)… */
  simultaneousMs: 1000,
  /** …this many times or more in one section. */
  simultaneousMinPairs: 2,
  /** The same supplier won at least this many of the buyer's sections… */
  repeatWinnerMinWins: 3,
  /** …and at least this share of the buyer's sections with results… */
  repeatWinnerShare: 0.5,
  /** …in the last this many days. */
  repeatWinnerDays: 365,
  /** Results published more than this many days after the end of quoting (or still due after it). */
  slowResultsDays: 14,
  /** A deposit still held this many days after the results. */
  depositRefundDays: 30,
} as const;

/** Public webmail domains: sharing one of these says nothing about two companies. */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'live.com', 'msn.com', 'icloud.com', 'me.com',
  'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'mail.com', 'yandex.com', 'qq.com', '163.com', '126.com', 'sina.com',
  'sohu.com', 'foxmail.com', 'aliyun.com', '139.com', 'yeah.net', 'laotel.com',
];

/** What the public may see of a flag while it redacts identities (docs/flags.md "Who sees what"). */
export type FlagAudience = 'staff' | 'public';

export interface FlagDefinition {
  id: FlagIndicator;
  /** Short name, as lists and charts show it. */
  name: FlagText;
  /** One sentence: what raises it. */
  description: FlagText;
  /** The definition it follows (Cardinal id or the guide's indicator), or 'portal' for the portal's own. */
  source: string;
  /** Whether its evidence names suppliers (redacted to "supplier A, B…" for the public). */
  namesSuppliers: boolean;
}

const d = (id: FlagIndicator, source: string, namesSuppliers: boolean, name: FlagText, description: FlagText): FlagDefinition => ({ id, name, description, source, namesSuppliers });

export const FLAG_DEFINITIONS: Readonly<Record<FlagIndicator, FlagDefinition>> = {
  singleSignup: d('singleSignup', 'OCP Red Flags guide: low number of bidders (adapted to sign-ups)', false,
    { zh: '仅一家报名', en: 'Single sign-up', lo: 'ມີຜູ້ລົງທະບຽນພຽງລາຍດຽວ' },
    { zh: '报名截止时只有一家供应商报名。', en: 'Only one supplier had signed up when sign-up closed.', lo: 'ເມື່ອປິດການລົງທະບຽນ ມີຜູ້ສະໜອງລົງທະບຽນພຽງລາຍດຽວ.' }),
  singleBid: d('singleBid', 'Cardinal R018 (single bid received)', false,
    { zh: '仅一家报价', en: 'Single quote', lo: 'ມີການສະເໜີລາຄາພຽງລາຍດຽວ' },
    { zh: '报价结束时只有一家供应商提交了报价。', en: 'Only one supplier had quoted when quoting ended.', lo: 'ເມື່ອສິ້ນສຸດການສະເໜີລາຄາ ມີຜູ້ສະໜອງສະເໜີລາຄາພຽງລາຍດຽວ.' }),
  shortSubmissionPeriod: d('shortSubmissionPeriod', 'Cardinal R003 (short submission period)', false,
    { zh: '报名或报价期过短', en: 'Short sign-up or quoting window', lo: 'ໄລຍະລົງທະບຽນ ຫຼື ສະເໜີລາຄາສັ້ນເກີນໄປ' },
    { zh: '报名期或报价期短于该采购单位通常时长的一半，或不足72小时。', en: "The sign-up or quoting window is under half the buyer's usual length, or under 72 hours.", lo: 'ໄລຍະລົງທະບຽນ ຫຼື ສະເໜີລາຄາ ສັ້ນກວ່າເຄິ່ງໜຶ່ງຂອງໄລຍະປົກກະຕິຂອງຜູ້ຊື້, ຫຼື ໜ້ອຍກວ່າ 72 ຊົ່ວໂມງ.' }),
  lateAmendment: d('lateAmendment', 'OCP Red Flags guide: tender documents amended shortly before the deadline', false,
    { zh: '临近截止修改公告', en: 'Announcement changed near a deadline', lo: 'ປ່ຽນແປງປະກາດໃກ້ເວລາປິດ' },
    { zh: '公告在报名或报价截止前48小时内被修改。', en: 'The announcement was changed less than 48 hours before the sign-up or quoting deadline.', lo: 'ປະກາດຖືກປ່ຽນແປງພາຍໃນ 48 ຊົ່ວໂມງກ່ອນເວລາປິດການລົງທະບຽນ ຫຼື ສະເໜີລາຄາ.' }),
  priceNearCeiling: d('priceNearCeiling', 'OCP Red Flags guide: contract value very close to the estimated price', false,
    { zh: '中标价接近控制价', en: 'Winning price at the ceiling', lo: 'ລາຄາທີ່ຊະນະໃກ້ກັບລາຄາເພດານ' },
    { zh: '中标价等于或仅略低于项目预算或最高限价（差距不超过2%）。', en: 'The winning price is at or at most 2 % under the budget or the maximum price.', lo: 'ລາຄາທີ່ຊະນະເທົ່າກັບ ຫຼື ຕໍ່າກວ່າງົບປະມານ ຫຼື ລາຄາສູງສຸດ ບໍ່ເກີນ 2 %.' }),
  abnormallyLowBid: d('abnormallyLowBid', 'Cardinal R058 (heavily discounted bid)', true,
    { zh: '异常低价', en: 'Abnormally low quote', lo: 'ລາຄາຕໍ່າຜິດປົກກະຕິ' },
    { zh: '某报价比其他报价的平均值低40%以上，或比次低报价低30%以上。', en: 'A quote is over 40 % below the mean of the others, or over 30 % below the next one.', lo: 'ມີລາຄາໜຶ່ງຕໍ່າກວ່າຄ່າສະເລ່ຍຂອງລາຄາອື່ນເກີນ 40 %, ຫຼື ຕໍ່າກວ່າລາຄາຖັດໄປເກີນ 30 %.' }),
  closeToWinningBid: d('closeToWinningBid', 'Cardinal R024 (price close to winning bid)', true,
    { zh: '次低价紧贴中标价', en: 'Runner-up price close to the winner', lo: 'ລາຄາອັນດັບສອງໃກ້ກັບລາຄາທີ່ຊະນະ' },
    { zh: '次低报价与中标价相差不到1%。', en: 'The second lowest quote is within 1 % of the winning one.', lo: 'ລາຄາຕໍ່າອັນດັບສອງ ຫ່າງຈາກລາຄາທີ່ຊະນະບໍ່ເຖິງ 1 %.' }),
  identicalBids: d('identicalBids', 'Cardinal R028 (identical bid prices)', true,
    { zh: '不同供应商报价相同', en: 'Identical prices', lo: 'ລາຄາຄືກັນ' },
    { zh: '两家或多家不同供应商的最终报价完全相同。', en: 'Two or more different suppliers gave exactly the same final price.', lo: 'ຜູ້ສະໜອງສອງລາຍ ຫຼື ຫຼາຍກວ່າ ໃຫ້ລາຄາສຸດທ້າຍຄືກັນທຸກປະການ.' }),
  lowestBidNotAwarded: d('lowestBidNotAwarded', 'Cardinal R036 (lowest bid disqualified)', true,
    { zh: '最低有效报价未中标', en: 'Lowest valid quote not awarded', lo: 'ລາຄາຕໍ່າສຸດທີ່ຖືກຕ້ອງບໍ່ໄດ້ຮັບການຄັດເລືອກ' },
    { zh: '以最低价中标的项目，最低的有效报价未被选为中标。', en: 'In a lowest-price section, the lowest valid quote was not the one awarded.', lo: 'ໃນໂຄງການທີ່ເລືອກລາຄາຕໍ່າສຸດ, ລາຄາຕໍ່າສຸດທີ່ຖືກຕ້ອງບໍ່ໄດ້ຖືກເລືອກ.' }),
  allButWinnerRejected: d('allButWinnerRejected', 'Cardinal R035 (all except winning bid disqualified)', false,
    { zh: '除中标者外均被驳回', en: 'Everyone but the winner rejected', lo: 'ທຸກລາຍຖືກປະຕິເສດຍົກເວັ້ນຜູ້ຊະນະ' },
    { zh: '除中标供应商外，其他所有报名者都在某一阶段被驳回。', en: 'Every other sign-up than the winner was rejected at a stage.', lo: 'ທຸກການລົງທະບຽນນອກຈາກຜູ້ຊະນະ ຖືກປະຕິເສດໃນຂັ້ນຕອນໃດໜຶ່ງ.' }),
  manyRejected: d('manyRejected', 'Cardinal R038 (excessive disqualified bids)', false,
    { zh: '大量资料被驳回', en: 'Many rejected submissions', lo: 'ເອກະສານຖືກປະຕິເສດຫຼາຍ' },
    { zh: '至少3份且不少于一半报名者的阶段资料被驳回。', en: 'Stage submissions of at least 3 sign-ups and half of them or more were rejected.', lo: 'ເອກະສານຂັ້ນຕອນຂອງຢ່າງໜ້ອຍ 3 ລາຍ ແລະ ເຄິ່ງໜຶ່ງຂອງຜູ້ລົງທະບຽນຂຶ້ນໄປ ຖືກປະຕິເສດ.' }),
  sharedContacts: d('sharedContacts', 'OCP Red Flags guide: bidders share contact details (collusion)', true,
    { zh: '供应商共用联系方式', en: 'Suppliers share contact details', lo: 'ຜູ້ສະໜອງໃຊ້ຂໍ້ມູນຕິດຕໍ່ຮ່ວມກັນ' },
    { zh: '同一项目的不同报名供应商共用电话、邮箱域名、银行账号或联系人。', en: 'Different suppliers signed up to the section share a phone, e-mail domain, bank account or contact person.', lo: 'ຜູ້ສະໜອງຕ່າງລາຍທີ່ລົງທະບຽນໂຄງການດຽວກັນ ໃຊ້ເບີໂທ, ໂດເມນອີເມວ, ບັນຊີທະນາຄານ ຫຼື ຜູ້ຕິດຕໍ່ຮ່ວມກັນ.' }),
  simultaneousBids: d('simultaneousBids', 'OCP Red Flags guide: bids submitted at the same time (adapted to rounds)', true,
    { zh: '报价时间高度同步', en: 'Rounds sent at the same moment', lo: 'ສົ່ງລາຄາໃນເວລາດຽວກັນ' },
    { zh: '不同供应商的报价轮次多次在1秒之内先后提交。', en: 'Rounds of different suppliers arrived within one second of each other again and again.', lo: 'ຮອບລາຄາຂອງຜູ້ສະໜອງຕ່າງລາຍ ມາຮອດພາຍໃນ 1 ວິນາທີຕໍ່ກັນ ຫຼາຍຄັ້ງ.' }),
  repeatWinner: d('repeatWinner', "OCP Red Flags guide: same supplier repeatedly wins a buyer's contracts", true,
    { zh: '同一供应商反复中标', en: 'Same supplier keeps winning', lo: 'ຜູ້ສະໜອງລາຍດຽວຊະນະຊ້ຳໆ' },
    { zh: '同一供应商在一年内赢得该采购单位至少3个且过半的项目。', en: "One supplier won at least 3 and over half of the buyer's sections with results in a year.", lo: 'ຜູ້ສະໜອງລາຍດຽວຊະນະໂຄງການຂອງຜູ້ຊື້ຢ່າງໜ້ອຍ 3 ໂຄງການ ແລະ ເກີນເຄິ່ງໜຶ່ງ ພາຍໃນໜຶ່ງປີ.' }),
  slowResults: d('slowResults', 'OCP Red Flags guide: long time between bid deadline and award', false,
    { zh: '结果公布迟缓', en: 'Slow results', lo: 'ປະກາດຜົນຊ້າ' },
    { zh: '报价结束超过14天后才公布结果（或仍未公布）。', en: 'Results came more than 14 days after quoting ended (or have still not come).', lo: 'ປະກາດຜົນຫຼັງຈາກສິ້ນສຸດການສະເໜີລາຄາເກີນ 14 ມື້ (ຫຼື ຍັງບໍ່ທັນປະກາດ).' }),
  depositNotRefunded: d('depositNotRefunded', 'portal (deposits held after the results)', false,
    { zh: '保证金迟迟未退', en: 'Deposit not refunded', lo: 'ຍັງບໍ່ສົ່ງເງິນຄ້ຳປະກັນຄືນ' },
    { zh: '结果公布30天后仍有未中标供应商的保证金未退还。', en: "A losing supplier's deposit is still held 30 days after the results.", lo: 'ເງິນຄ້ຳປະກັນຂອງຜູ້ສະໜອງທີ່ບໍ່ຊະນະ ຍັງບໍ່ຖືກສົ່ງຄືນ 30 ມື້ຫຼັງປະກາດຜົນ.' }),
};
