/** Business constants of the specification (part 1 §9, part 2 §9). */

/** Languages of the portal; zh is the default. */
export const LOCALES = ['zh', 'en', 'lo'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';
export const DEFAULT_TIMEZONE = 'Asia/Shanghai';

/** Every list in the portal pages by 10. */
export const PAGE_SIZE = 10;
/** Largest page a caller may ask for (guards the database against abusive paging). */
export const MAX_PAGE_SIZE = 100;
/** Longest search string accepted; longer ones are refused with a message. */
export const MAX_SEARCH_LENGTH = 100;

/** Home page: the scrolling list of latest projects. */
export const HOME_SCROLL = { size: 10, autoScrollAbove: 8, step: 0.4, waitMs: 1000 } as const;
/** Home page: cards of tenders open for sign-up and of inquiries. */
export const HOME_CARDS = 8;

/** Status filters of the public lists (part 1 §4). */
export const STATUS_FILTERS = {
  homeScroll: [1, 7, 8, 9, 2],
  homeTenders: [7, 8, 2],
  homeInquiries: [1, 2],
  publicList: [1, 7, 8],
} as const;

/** queryType of the home tender block: only tenders whose sign-up is open or about to open. */
export const QUERY_TYPE_SIGNUP_ING = 'signUpIng';

/** Request layer (part 1 §7, §9). */
export const API_BASE = '/prod-api';
export const TIMEOUTS = {
  requestMs: 100_000,
  emailCodeMs: 20_000,
  uploadMs: 300_000,
  chunkLoadMs: 120_000,
} as const;
export const NETWORK_MESSAGE_MS = 5_000;
export const TOAST_MS = 3_000;
export const CODE_RESEND_SECONDS = 120;
/** Life of a captcha image (forgot password): long enough for the reset flow; the web fetches a new one before it runs out. */
export const CAPTCHA_VALID_SECONDS = 300;
export const TOKEN_COOKIE = 'Admin-Token-Ztb';
/** Domain of the demo accounts' e-mail addresses: in demo mode, mail to it is shown in the demo mailbox (to anyone). */
export const DEMO_EMAIL_DOMAIN = 'demo.test';
/** Whether an address is of the demo domain, whose mail the demo mailbox shows. */
export const isDemoAddress = (email: string) => email.trim().toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);
/**
 * Where an e-mail code went, as the send-code answer says (`delivery`): by mail; into the demo mailbox (demo
 * mode, an address of the demo domain); or nowhere the user can read it (demo mode without a mail server, any
 * other address: the code is only in the server log).
 */
export const CODE_DELIVERIES = ['mail', 'demoMailbox', 'notShown'] as const;
export type CodeDelivery = (typeof CODE_DELIVERIES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

/** Password length bounds (part 1 §5). */
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 20;

/** Upload limits: the stated 20 MB is the default setting. */
export const DEFAULT_UPLOAD_LIMIT_MB = 20;

/** Project types (the three category pages). */
export const PROJECT_TYPES = { material: 1, engineering: 2, service: 3 } as const;

/** biddingType: 0 tender, 1 inquiry. */
export const BIDDING_TYPE = { tender: 0, inquiry: 1 } as const;
