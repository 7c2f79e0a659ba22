import type { Locale } from './constants';

/**
 * Events a user hears of (issue 15): in the portal always, by e-mail when the user's preferences say so.
 * Suppliers: a stage passed or rejected, a payment / bid-file / quoting window opening or closing within 24
 * hours, a question answered, results published, a win, a refund made, a followed section changing status.
 * Buyers: a sign-up waiting in a review queue, a new question, a new appeal.
 */
export const NOTIFICATION_EVENTS = [
  'stagePassed',
  'stageRejected',
  'windowOpening',
  'windowClosing',
  'questionAnswered',
  'resultsPublished',
  'won',
  'refundMade',
  'followedStatus',
  'reviewWaiting',
  'questionNew',
  'appealNew',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const isNotificationEvent = (name: string): name is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(name);

export const SUPPLIER_EVENTS: readonly NotificationEvent[] = NOTIFICATION_EVENTS.filter((e) => !['reviewWaiting', 'questionNew', 'appealNew'].includes(e));
export const BUYER_EVENTS: readonly NotificationEvent[] = ['reviewWaiting', 'questionNew', 'appealNew'];

/** Events that mail a user who has not chosen: all but the followed sections' status moves. */
export const DEFAULT_MAIL_EVENTS: readonly NotificationEvent[] = NOTIFICATION_EVENTS.filter((e) => e !== 'followedStatus');

/** Parameters a notification carries; texts are written from them in the reader's language. */
export interface NotificationParams {
  sectionName?: string;
  sectionNameEn?: string;
  sectionNameLo?: string;
  /** Review stage (baseFiles, qualification, payment, quotationNotes). */
  stage?: string;
  remark?: string | null;
  /** Window of windowOpening/windowClosing: payment, bidFile, quoting. */
  window?: string;
  /** When the window opens or closes, ISO. */
  at?: string;
  /** New section status of followedStatus. */
  sectionStauts?: number;
  signupId?: number;
}

type Texts = Record<Locale, string>;

/** Names of the events, for the preferences form and the list's filter. */
export const EVENT_LABELS: Record<NotificationEvent, Texts> = {
  stagePassed: { zh: '审核环节通过', en: 'A stage passed review', lo: 'ຂັ້ນຕອນຜ່ານການກວດ' },
  stageRejected: { zh: '审核环节被驳回', en: 'A stage was rejected', lo: 'ຂັ້ນຕອນຖືກປະຕິເສດ' },
  windowOpening: { zh: '缴费、投标文件或报价即将开始（24 小时内）', en: 'Payment, bid file or quoting opens within 24 hours', lo: 'ການຊຳລະ, ເອກະສານປະມູນ ຫຼື ການສະເໜີລາຄາຈະເປີດພາຍໃນ 24 ຊົ່ວໂມງ' },
  windowClosing: { zh: '缴费、投标文件或报价即将截止（24 小时内）', en: 'Payment, bid file or quoting closes within 24 hours', lo: 'ການຊຳລະ, ເອກະສານປະມູນ ຫຼື ການສະເໜີລາຄາຈະປິດພາຍໃນ 24 ຊົ່ວໂມງ' },
  questionAnswered: { zh: '提问已回复', en: 'A question was answered', lo: 'ຄຳຖາມໄດ້ຮັບຄຳຕອບແລ້ວ' },
  resultsPublished: { zh: '结果已公布', en: 'Results published', lo: 'ປະກາດຜົນແລ້ວ' },
  won: { zh: '中标', en: 'You won', lo: 'ທ່ານຊະນະການປະມູນ' },
  refundMade: { zh: '保证金已退还', en: 'Deposit refunded', lo: 'ຄືນເງິນຄ້ຳປະກັນແລ້ວ' },
  followedStatus: { zh: '关注的项目状态变化', en: 'A followed project changed status', lo: 'ໂຄງການທີ່ຕິດຕາມປ່ຽນສະຖານະ' },
  reviewWaiting: { zh: '有待审核的报名材料', en: 'Sign-up files wait for review', lo: 'ມີເອກະສານລົງທະບຽນລໍຖ້າກວດ' },
  questionNew: { zh: '新的提问', en: 'A new question', lo: 'ມີຄຳຖາມໃໝ່' },
  appealNew: { zh: '新的异议', en: 'A new appeal', lo: 'ມີການອຸທອນໃໝ່' },
};

const STAGES: Record<string, Texts> = {
  baseFiles: { zh: '基础文件', en: 'base files', lo: 'ເອກະສານພື້ນຖານ' },
  qualification: { zh: '资格审查', en: 'qualification', lo: 'ການກວດຄຸນສົມບັດ' },
  payment: { zh: '缴费', en: 'payment', lo: 'ການຊຳລະເງິນ' },
  quotationNotes: { zh: '报价说明', en: 'quotation notes', lo: 'ໝາຍເຫດການສະເໜີລາຄາ' },
};
const WINDOWS: Record<string, Texts> = {
  payment: { zh: '缴费', en: 'Payment', lo: 'ການຊຳລະເງິນ' },
  bidFile: { zh: '投标文件上传', en: 'Bid file upload', lo: 'ການອັບໂຫຼດເອກະສານປະມູນ' },
  quoting: { zh: '报价', en: 'Quoting', lo: 'ການສະເໜີລາຄາ' },
};

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (w, k: string) => params[k] ?? w);

/** The section name in the reader's language (the Chinese name where no translation was given). */
export const sectionNameIn = (p: NotificationParams, locale: Locale) =>
  (locale === 'en' ? p.sectionNameEn : locale === 'lo' ? p.sectionNameLo : p.sectionName) || p.sectionName || '';

const TITLES: Record<NotificationEvent, Texts> = {
  stagePassed: { zh: '「{section}」{stage}审核已通过', en: '{Stage} passed for “{section}”', lo: '{stage} ຜ່ານການກວດແລ້ວ ສຳລັບ “{section}”' },
  stageRejected: { zh: '「{section}」{stage}审核被驳回', en: '{Stage} rejected for “{section}”', lo: '{stage} ຖືກປະຕິເສດ ສຳລັບ “{section}”' },
  windowOpening: { zh: '「{section}」{window}将于 {at} 开始', en: '{window} opens at {at} for “{section}”', lo: '{window} ຈະເປີດເວລາ {at} ສຳລັບ “{section}”' },
  windowClosing: { zh: '「{section}」{window}将于 {at} 截止', en: '{window} closes at {at} for “{section}”', lo: '{window} ຈະປິດເວລາ {at} ສຳລັບ “{section}”' },
  questionAnswered: { zh: '您对「{section}」的提问已回复', en: 'Your question on “{section}” was answered', lo: 'ຄຳຖາມຂອງທ່ານກ່ຽວກັບ “{section}” ໄດ້ຮັບຄຳຕອບແລ້ວ' },
  resultsPublished: { zh: '「{section}」结果已公布', en: 'Results of “{section}” are published', lo: 'ປະກາດຜົນຂອງ “{section}” ແລ້ວ' },
  won: { zh: '恭喜，您在「{section}」中标', en: 'Congratulations, you won “{section}”', lo: 'ຂໍສະແດງຄວາມຍິນດີ, ທ່ານຊະນະ “{section}”' },
  refundMade: { zh: '「{section}」的保证金已退还，请确认收款', en: 'Your deposit for “{section}” was refunded: please confirm receipt', lo: 'ເງິນຄ້ຳປະກັນຂອງ “{section}” ຄືນແລ້ວ, ກະລຸນາຢືນຢັນການຮັບເງິນ' },
  followedStatus: { zh: '您关注的「{section}」状态已变化', en: '“{section}”, which you follow, changed status', lo: '“{section}” ທີ່ທ່ານຕິດຕາມ ໄດ້ປ່ຽນສະຖານະ' },
  reviewWaiting: { zh: '「{section}」有{stage}材料待审核', en: '{Stage} waiting for review in “{section}”', lo: '{stage} ລໍຖ້າກວດໃນ “{section}”' },
  questionNew: { zh: '「{section}」有新的提问', en: 'New question on “{section}”', lo: 'ມີຄຳຖາມໃໝ່ກ່ຽວກັບ “{section}”' },
  appealNew: { zh: '「{section}」有新的异议', en: 'New appeal on “{section}”', lo: 'ມີການອຸທອນໃໝ່ກ່ຽວກັບ “{section}”' },
};

/** One line describing the notification, in the reader's language; `at` is already written in the reader's zone. */
export function notificationTitle(event: NotificationEvent, params: NotificationParams, locale: Locale, at = params.at ?? ''): string {
  const stage = params.stage ? (STAGES[params.stage]?.[locale] ?? params.stage) : '';
  return fill(TITLES[event][locale], {
    section: sectionNameIn(params, locale),
    stage,
    Stage: stage.charAt(0).toUpperCase() + stage.slice(1),
    window: params.window ? (WINDOWS[params.window]?.[locale] ?? params.window) : '',
    at,
  });
}

/** Label of the remark line of a rejection. */
export const REMARK_LABEL: Texts = { zh: '驳回原因', en: 'Reason', lo: 'ເຫດຜົນ' };
