import { BIDDING_TYPE, HOME_CARDS, HOME_SCROLL, QUERY_TYPE_SIGNUP_ING, STATUS_FILTERS } from './constants';
import { SectionStatus } from './sectionStatus';

/**
 * The first view of a public page sent with its HTML (docs/decisions/bundle.md, "Readable content first"): the
 * server puts the answers the page is about to ask for into index.html, and the page takes them from there
 * instead of asking the API. Both sides name the answers the same way and ask the same queries.
 */

/** Id of the `<script type="application/json">` element of index.html that holds the first view's answers. */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';

/**
 * Cookie in which the page tells the server the language and time zone it shows (`zh|Asia/Vientiane`), so the
 * HTML of the next load is written in them. It carries no credentials.
 */
export const VIEW_COOKIE = 'portal-view';

/** What index.html carries: the language and zone its answers are in, and the answers by `answerKey`. */
export interface FirstViewData {
  locale: string;
  timezone: string;
  /** The answers as the API gives them to a visitor (no session), by answerKey of their address. */
  answers: Record<string, unknown>;
  /** Answers with no time in them (settings, dictionaries): good in the language whatever the zone. */
  zoneFree: Record<string, unknown>;
}

/** The home page's three lists (part 1 §2): the latest projects, tenders open for sign-up, inquiries. */
export const HOME_LISTS = {
  latest: { pageNum: 1, pageSize: HOME_SCROLL.size, sectionStautsList: STATUS_FILTERS.homeScroll.join(',') },
  tenders: {
    pageNum: 1,
    pageSize: HOME_CARDS,
    biddingType: BIDDING_TYPE.tender,
    queryType: QUERY_TYPE_SIGNUP_ING,
    sectionStautsList: STATUS_FILTERS.homeTenders.join(','),
  },
  inquiries: { pageNum: 1, pageSize: HOME_CARDS, biddingType: BIDDING_TYPE.inquiry, sectionStautsList: STATUS_FILTERS.homeInquiries.join(',') },
} as const;

/**
 * The name of an API answer: its path under the API base and its query parameters in name order, decoded, so
 * `?b=1&a=x%2Cy` and `?a=x,y&b=1` are the same answer.
 */
export function answerKey(path: string, query: string | Record<string, unknown> = ''): string {
  const pairs: [string, string][] =
    typeof query === 'string'
      ? [...new URLSearchParams(query)]
      : Object.entries(query)
          .filter(([, value]) => value !== undefined && value !== null && value !== '')
          .map(([name, value]) => [name, String(value)]);
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.length ? `${path}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : path;
}

/** A time field of a section that an announcement counts down to. */
export type DeadlineField = 'signupStartTime' | 'signupEndTime' | 'startTime' | 'entTime';

/**
 * The moment an announcement counts down to in a status (part 1 §9): a tender's sign-up opening, its sign-up
 * closing, bidding opening, bidding closing; an inquiry's quoting closing. None in other statuses.
 */
export function deadlineField(biddingType: number, status: number): DeadlineField | null {
  if (biddingType === BIDDING_TYPE.inquiry) return status === SectionStatus.quoting ? 'entTime' : null;
  switch (status) {
    case SectionStatus.announced:
      return 'signupStartTime';
    case SectionStatus.signupOpen:
      return 'signupEndTime';
    case SectionStatus.signupClosed:
      return 'startTime';
    case SectionStatus.quoting:
      return 'entTime';
    default:
      return null;
  }
}
