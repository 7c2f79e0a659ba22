import { SectionStatus as S } from '@portal/domain';

/** The times of a demo section. Null where the section has no such moment. */
export interface Timeline {
  createTime: Date;
  /** Null for drafts: they are not published. */
  releaseTime: Date | null;
  signupStartTime: Date | null;
  signupEndTime: Date | null;
  bidFileStartTime: Date | null;
  bidFileEndTime: Date | null;
  startTime: Date | null;
  entTime: Date | null;
  bidOpeningTime: Date | null;
  /** Last moment to pay the deposit and fees. */
  paymentDeadline: Date;
  /** When the section last changed: its latest moment already past. */
  updateTime: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Announcements are timed in the portal's default zone, Asia/Shanghai (UTC+8, no daylight saving). */
const ZONE_OFFSET = 8 * HOUR;

/** A small seeded generator (mulberry32), so the demo data is the same on every start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** A whole number from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Days and clock times counted from the local day of `now`. */
class Calendar {
  private readonly midnight: number;
  constructor(private readonly now: Date) {
    const local = now.getTime() + ZONE_OFFSET;
    this.midnight = local - (local % DAY) - ZONE_OFFSET;
  }
  /** `day` days from today (negative: ago) at hour:minute local time. */
  at(day: number, hour: number, minute = 0) {
    return new Date(this.midnight + day * DAY + hour * HOUR + minute * MINUTE);
  }
  /** `hours` from now, rounded up to the next half hour. */
  inHours(hours: number) {
    const half = HOUR / 2;
    return new Date(Math.ceil((this.now.getTime() + hours * HOUR) / half) * half);
  }
}

/** Every milestone sits on a whole day apart from today, so "day ≤ -1" is past and "day ≥ 1" future. */
const SIGNUP_OPENS = 9;
const SIGNUP_CLOSES = 17;
const BIDDING_OPENS = 9;
const BIDDING_CLOSES = 10;

const latestPast = (times: (Date | null)[], now: Date, fallback: Date) =>
  times.reduce<Date>((latest, time) => (time && time <= now && time > latest ? time : latest), fallback);

function created(calendar: Calendar, random: Random, releaseDay: number) {
  return calendar.at(releaseDay - random.int(1, 3), random.int(8, 16), random.int(0, 59));
}

/**
 * Times of a tender in `status`: sign-up, a gap, then bidding. The period that contains today is the one
 * the status names (sign-up open: sign-up started and not ended), so the clock moves it on time.
 */
export function tenderTimeline(status: number, now: Date, random: Random, withBidFiles: boolean): Timeline {
  const calendar = new Calendar(now);
  const signupDays = random.int(5, 10);
  const gapDays = random.int(2, 4);
  const biddingDays = random.int(2, 4);
  const span = signupDays + gapDays + biddingDays;
  const fromEnd = (endDay: number) => endDay - span;

  let signupStartDay: number;
  switch (status) {
    case S.draft:
      signupStartDay = random.int(6, 12);
      break;
    case S.announced:
      signupStartDay = random.int(1, 4);
      break;
    case S.signupOpen:
      signupStartDay = -random.int(1, signupDays - 1);
      break;
    case S.signupClosed:
      signupStartDay = -signupDays - random.int(1, gapDays - 1);
      break;
    case S.quoting:
      signupStartDay = -signupDays - gapDays - random.int(1, biddingDays - 1);
      break;
    case S.suspended:
      signupStartDay = -random.int(1, signupDays - 1);
      break;
    case S.quotingEnded:
      signupStartDay = fromEnd(-random.int(1, 3));
      break;
    case S.evaluating:
      signupStartDay = fromEnd(-random.int(3, 9));
      break;
    case S.resultPublished:
      signupStartDay = fromEnd(-random.int(10, 28));
      break;
    case S.closed:
      signupStartDay = fromEnd(-random.int(30, 45));
      break;
    case S.abandoned:
      signupStartDay = fromEnd(-random.int(6, 30));
      break;
    default:
      throw new Error(`no tender timeline for status ${status}`);
  }
  const signupEndDay = signupStartDay + signupDays;
  const startDay = signupEndDay + gapDays;
  const endDay = startDay + biddingDays;

  const signupStartTime = calendar.at(signupStartDay, SIGNUP_OPENS);
  const signupEndTime = calendar.at(signupEndDay, SIGNUP_CLOSES);
  const startTime = calendar.at(startDay, BIDDING_OPENS);
  const entTime = calendar.at(endDay, BIDDING_CLOSES);
  const bidOpeningTime = calendar.at(endDay, BIDDING_CLOSES, 30);
  const bidFileStartTime = withBidFiles ? calendar.at(signupStartDay + 1, SIGNUP_OPENS) : null;
  const bidFileEndTime = withBidFiles ? calendar.at(startDay - 1, SIGNUP_CLOSES) : null;

  const releaseDay = Math.min(signupStartDay - random.int(1, 3), -1);
  const releaseTime = status === S.draft ? null : calendar.at(releaseDay, 10, random.int(0, 5) * 10);
  const createTime = created(calendar, random, status === S.draft ? -1 : releaseDay);
  const milestones = [releaseTime, signupStartTime, bidFileStartTime, signupEndTime, bidFileEndTime, startTime, entTime, bidOpeningTime];
  return {
    createTime,
    releaseTime,
    signupStartTime,
    signupEndTime,
    bidFileStartTime,
    bidFileEndTime,
    startTime,
    entTime,
    bidOpeningTime,
    paymentDeadline: signupEndTime,
    updateTime: latestPast(milestones, now, createTime),
  };
}

/**
 * Times of an inquiry in `status`: published and open at once, quoting until the end time. An open inquiry
 * may close within hours (`closesInHours`) or in a few days.
 */
export function inquiryTimeline(status: number, now: Date, random: Random, closesInHours?: number): Timeline {
  const calendar = new Calendar(now);
  const days = random.int(3, 8);
  let startDay: number;
  let entTime: Date;
  if (status === S.quoting || status === S.suspended) {
    startDay = -random.int(1, 5);
    entTime = closesInHours ? calendar.inHours(closesInHours) : calendar.at(random.int(1, 6), SIGNUP_CLOSES);
  } else if (status === S.draft) {
    startDay = random.int(3, 7);
    entTime = calendar.at(startDay + days, SIGNUP_CLOSES);
  } else {
    const ranges: Record<number, [number, number]> = {
      [S.quotingEnded]: [1, 3],
      [S.evaluating]: [2, 6],
      [S.resultPublished]: [7, 25],
      [S.closed]: [25, 45],
      [S.abandoned]: [5, 25],
    };
    const range = ranges[status];
    if (!range) throw new Error(`no inquiry timeline for status ${status}`);
    const endDay = -random.int(...range);
    startDay = endDay - days;
    entTime = calendar.at(endDay, SIGNUP_CLOSES);
  }
  const startTime = calendar.at(startDay, BIDDING_OPENS, 30);
  const releaseTime = status === S.draft ? null : startTime;
  const createTime = created(calendar, random, status === S.draft ? -1 : startDay);
  return {
    createTime,
    releaseTime,
    signupStartTime: null,
    signupEndTime: null,
    bidFileStartTime: null,
    bidFileEndTime: null,
    startTime,
    entTime,
    bidOpeningTime: null,
    paymentDeadline: new Date(entTime.getTime() - DAY),
    updateTime: latestPast([releaseTime, entTime], now, createTime),
  };
}
