/**
 * The red-flag indicators as pure functions over one section's facts (docs/flags.md): the server gathers the
 * facts, `evaluateFlags` says which flags they raise, with the evidence, and when a time-driven flag should be
 * looked at again. Each rule returns evidence or null; none is a verdict.
 */
import Decimal from 'decimal.js';
import { BidStatus } from './bidStatus';
import { FLAG_INDICATORS, FLAG_THRESHOLDS as T, PUBLIC_MAIL_DOMAINS, type FlagIndicator } from './flags';
import { AwardMethod, BUYING_TRADE } from './quotation';
import { SectionStatus } from './sectionStatus';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** A supplier named by the evidence: its letter in the section (A, B… by sign-up order); company only for staff. */
export interface EvidenceSupplier {
  key: string;
  companyId?: number;
  name?: string;
  /** It won (an award of the section). */
  winner?: boolean;
}

export type SharedContactKind = 'phone' | 'emailDomain' | 'bankAccount' | 'contactPerson';

/** What raised a flag: the figures, dates, rounds, sign-ups and sections it rests on. */
export interface FlagEvidence {
  suppliers: EvidenceSupplier[];
  /** Named figures: money as decimal text, shares as decimals, counts and hours as numbers. */
  figures: Record<string, string | number>;
  /** Named times, ISO 8601. */
  dates: Record<string, string>;
  rounds?: { id: number; supplier: string; totalPrice?: string; time: string }[];
  signups?: { id: number; supplier: string; stage?: string; time?: string }[];
  /** Other sections (the buyer's, for repeated wins). */
  sections?: number[];
  /** Contact details shared between suppliers; `value` only for staff. */
  shared?: { kind: SharedContactKind; value?: string; suppliers: string[] }[];
}

export interface FlagSignupFact {
  id: number;
  companyId: number;
  companyName: string;
  /** supplierBidStatus now. */
  status: number;
  disabled: boolean;
  /** Stage reviews that rejected it, with their time. */
  rejections: { stage: string; time: Date }[];
}

export interface FlagFacts {
  now: Date;
  section: {
    status: number;
    biddingTradeType: number;
    successfulBidderMethod: number;
    projectPrice: string | null;
    releaseTime: Date | null;
    signupStartTime: Date | null;
    signupEndTime: Date | null;
    startTime: Date | null;
    /** End of quoting now, and before any overtime extension (null: never extended). */
    entTime: Date | null;
    originalEntTime: Date | null;
    resultTime: Date | null;
    /** Whether quoted prices are open to staff (`pricesOpened`): price rules wait for it. */
    pricesOpened: boolean;
  };
  /** The buyer's other published sections' window lengths, in hours. */
  usual: { signupHours: number[]; quotingHours: number[] };
  /** When the published announcement was changed. */
  edits: Date[];
  signups: FlagSignupFact[];
  /** Every round of the section. */
  rounds: { id: number; signupId: number; totalPrice: string; time: Date }[];
  /** The awards; per item ones carry the awarded line's price and the item's ceiling. */
  awards: { signupId: number; sectorId: number | null; price: string; linePrice: string | null; maxPrice: string | null }[];
  /** Contact details of the signed-up companies (their certification and their users). */
  contacts: { companyId: number; phones: string[]; emails: string[]; bankAccounts: string[]; people: string[] }[];
  /** The buyer's sections with results in the year up to this one's results, with their winning companies. */
  buyerResults: { sectionId: number; companyIds: number[] }[];
  /** Security deposits of the sign-ups; held: paid and neither refunded nor confirmed. */
  deposits: { signupId: number; money: string; held: boolean }[];
}

export interface RaisedFlag {
  indicator: FlagIndicator;
  evidence: FlagEvidence;
}

export interface FlagOutcome {
  flags: RaisedFlag[];
  /** When a time-driven rule may start to hold (null: nothing pending). */
  recheckAt: Date | null;
}

const REJECTED: ReadonlySet<number> = new Set([BidStatus.baseFilesRejected, BidStatus.qualificationRejected, BidStatus.paymentRejected, BidStatus.notesRejected]);
const iso = (d: Date) => d.toISOString();
const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / HOUR;
const share = (d: Decimal) => d.toDecimalPlaces(4).toNumber();

/** The context every rule reads: the facts, supplier letters, final quotes and winners. */
class Context {
  readonly letters = new Map<number, string>();
  readonly winners: Set<number>;
  /** Each signup's latest round, of sign-ups still in the running (not withdrawn, rejected or disabled). */
  readonly finals: { signupId: number; roundId: number; total: Decimal; time: Date }[];
  recheck: Date | null = null;

  constructor(readonly facts: FlagFacts) {
    [...facts.signups].sort((a, b) => a.id - b.id).forEach((s, i) => this.letters.set(s.id, letterOf(i)));
    this.winners = new Set(facts.awards.map((a) => a.signupId));
    const latest = new Map<number, FlagFacts['rounds'][number]>();
    for (const r of facts.rounds) if (!latest.has(r.signupId) || latest.get(r.signupId)!.time < r.time || (latest.get(r.signupId)!.time.getTime() === r.time.getTime() && latest.get(r.signupId)!.id < r.id)) latest.set(r.signupId, r);
    const valid = new Set(facts.signups.filter((s) => s.status !== BidStatus.withdrawn && !REJECTED.has(s.status) && !s.disabled).map((s) => s.id));
    this.finals = [...latest.values()].filter((r) => valid.has(r.signupId)).map((r) => ({ signupId: r.signupId, roundId: r.id, total: new Decimal(r.totalPrice), time: r.time }));
    this.finals.sort((a, b) => a.total.cmp(b.total) || a.signupId - b.signupId);
  }

  letter(signupId: number) {
    return this.letters.get(signupId) ?? '?';
  }

  signup(signupId: number) {
    return this.facts.signups.find((s) => s.id === signupId);
  }

  /** The evidence's supplier list for the sign-ups it names, by letter. */
  suppliers(signupIds: Iterable<number>): EvidenceSupplier[] {
    const ids = [...new Set(signupIds)].sort((a, b) => a - b);
    return ids.map((id) => {
      const s = this.signup(id);
      return { key: this.letter(id), companyId: s?.companyId, name: s?.companyName, ...(this.winners.has(id) ? { winner: true } : {}) };
    });
  }

  /** Asks to be evaluated again at `at` when it is still ahead. */
  later(at: Date) {
    if (at.getTime() > this.facts.now.getTime() && (!this.recheck || at < this.recheck)) this.recheck = at;
  }

  get buyingWholeBid() {
    const s = this.facts.section;
    return s.biddingTradeType === BUYING_TRADE && s.successfulBidderMethod === AwardMethod.wholeBid;
  }
}

/** A, B, … Z, AA, AB… */
function letterOf(i: number): string {
  return i < 26 ? String.fromCharCode(65 + i) : letterOf(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26));
}

const median = (values: number[]) => {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

const active = (s: FlagSignupFact) => s.status !== BidStatus.withdrawn;

type Rule = (c: Context) => FlagEvidence | null;

const singleSignup: Rule = (c) => {
  const { section, now, signups } = c.facts;
  const close = section.signupEndTime ?? section.startTime;
  if (!close || close > now || section.status === SectionStatus.draft) {
    if (close) c.later(close);
    return null;
  }
  const live = signups.filter(active);
  if (live.length !== 1) return null;
  return { suppliers: c.suppliers([live[0].id]), figures: { signups: 1 }, dates: { signupEndTime: iso(close) }, signups: [{ id: live[0].id, supplier: c.letter(live[0].id) }] };
};

const singleBid: Rule = (c) => {
  const { section, rounds } = c.facts;
  if (!section.pricesOpened) return null;
  const quoted = [...new Set(rounds.map((r) => r.signupId))];
  if (quoted.length !== 1) return null;
  const own = rounds.filter((r) => r.signupId === quoted[0]);
  return {
    suppliers: c.suppliers(quoted),
    figures: { quotingSuppliers: 1, rounds: own.length },
    dates: section.entTime ? { entTime: iso(section.entTime) } : ({} as Record<string, string>),
    rounds: own.map((r) => ({ id: r.id, supplier: c.letter(r.signupId), time: iso(r.time) })),
  };
};

const shortSubmissionPeriod: Rule = (c) => {
  const { section, usual } = c.facts;
  if (section.status === SectionStatus.draft) return null;
  const windows: [string, Date | null, Date | null, number[]][] = [
    ['signup', section.signupStartTime, section.signupEndTime, usual.signupHours],
    ['quoting', section.startTime, section.originalEntTime ?? section.entTime, usual.quotingHours],
  ];
  const figures: Record<string, number> = {};
  const dates: Record<string, string> = {};
  for (const [name, from, to, others] of windows) {
    if (!from || !to) continue;
    const length = hours(from, to);
    const buyerUsual = others.length >= T.shortPeriodMinOtherSections ? median(others) : null;
    const short = length < T.shortPeriodMinHours || (buyerUsual !== null && length < buyerUsual * T.shortPeriodShareOfUsual);
    if (!short) continue;
    figures[`${name}Hours`] = Math.round(length * 10) / 10;
    if (buyerUsual !== null) figures[`${name}UsualHours`] = Math.round(buyerUsual * 10) / 10;
    dates[`${name}Start`] = iso(from);
    dates[`${name}End`] = iso(to);
  }
  return Object.keys(figures).length ? { suppliers: [], figures, dates } : null;
};

const lateAmendment: Rule = (c) => {
  const { section, edits } = c.facts;
  if (!section.releaseTime) return null;
  const deadlines: [string, Date | null][] = [
    ['signupEndTime', section.signupEndTime],
    ['entTime', section.originalEntTime ?? section.entTime],
  ];
  const late: Record<string, string> = {};
  let count = 0;
  for (const edit of edits) {
    if (edit < section.releaseTime) continue;
    const hit = deadlines.find(([, d]) => d && d > edit && hours(edit, d) < T.lateAmendmentHours);
    if (!hit) continue;
    count += 1;
    late[`edit${count}`] = iso(edit);
    late[hit[0]] = iso(hit[1]!);
  }
  return count ? { suppliers: [], figures: { lateEdits: count, hoursLimit: T.lateAmendmentHours }, dates: late } : null;
};

const priceNearCeiling: Rule = (c) => {
  const { section, awards } = c.facts;
  if (!section.pricesOpened || !awards.length || section.biddingTradeType !== BUYING_TRADE) return null;
  const near = (price: Decimal, ceiling: Decimal) => ceiling.gt(0) && price.lte(ceiling) && ceiling.minus(price).div(ceiling).lte(T.priceNearCeilingShare);
  const total = awards.reduce((sum, a) => sum.plus(a.price), new Decimal(0));
  const figures: Record<string, string | number> = {};
  if (section.projectPrice !== null && near(total, new Decimal(section.projectPrice))) {
    figures.winningPrice = total.toFixed(2);
    figures.projectPrice = new Decimal(section.projectPrice).toFixed(2);
    figures.belowCeiling = share(new Decimal(section.projectPrice).minus(total).div(section.projectPrice));
  }
  const items = awards.filter((a) => a.sectorId !== null && a.linePrice !== null && a.maxPrice !== null && near(new Decimal(a.linePrice), new Decimal(a.maxPrice)));
  if (items.length) figures.itemsAtMaxPrice = items.length;
  if (!Object.keys(figures).length) return null;
  return { suppliers: c.suppliers(awards.map((a) => a.signupId)), figures, dates: {} };
};

const abnormallyLowBid: Rule = (c) => {
  if (!c.facts.section.pricesOpened || !c.buyingWholeBid || c.finals.length < 2) return null;
  const low = c.finals[0];
  const others = c.finals.slice(1);
  const mean = others.reduce((s, f) => s.plus(f.total), new Decimal(0)).div(others.length);
  const next = others[0].total;
  const belowMean = mean.gt(0) ? mean.minus(low.total).div(mean) : new Decimal(0);
  const belowNext = next.gt(0) ? next.minus(low.total).div(next) : new Decimal(0);
  if (belowMean.lte(T.lowBidBelowMeanShare) && belowNext.lte(T.lowBidBelowNextShare)) return null;
  return {
    suppliers: c.suppliers([low.signupId]),
    figures: { lowPrice: low.total.toFixed(2), meanOfOthers: mean.toFixed(2), nextPrice: next.toFixed(2), belowMean: share(belowMean), belowNext: share(belowNext) },
    dates: {},
    rounds: [{ id: low.roundId, supplier: c.letter(low.signupId), totalPrice: low.total.toFixed(2), time: iso(low.time) }],
  };
};

const closeToWinningBid: Rule = (c) => {
  if (!c.facts.section.pricesOpened || !c.buyingWholeBid || c.winners.size !== 1) return null;
  const winner = c.finals.find((f) => c.winners.has(f.signupId));
  const runnerUp = c.finals.find((f) => !c.winners.has(f.signupId) && winner && f.total.gte(winner.total));
  if (!winner || !runnerUp || winner.total.lte(0)) return null;
  const gap = runnerUp.total.minus(winner.total).div(winner.total);
  if (gap.gt(T.closeToWinningShare)) return null;
  return {
    suppliers: c.suppliers([winner.signupId, runnerUp.signupId]),
    figures: { winningPrice: winner.total.toFixed(2), runnerUpPrice: runnerUp.total.toFixed(2), gap: share(gap) },
    dates: {},
    rounds: [winner, runnerUp].map((f) => ({ id: f.roundId, supplier: c.letter(f.signupId), totalPrice: f.total.toFixed(2), time: iso(f.time) })),
  };
};

const identicalBids: Rule = (c) => {
  if (!c.facts.section.pricesOpened || c.facts.section.successfulBidderMethod !== AwardMethod.wholeBid) return null;
  const byPrice = new Map<string, typeof c.finals>();
  for (const f of c.finals) byPrice.set(f.total.toFixed(4), [...(byPrice.get(f.total.toFixed(4)) ?? []), f]);
  const same = [...byPrice.values()].filter((group) => new Set(group.map((f) => c.signup(f.signupId)?.companyId)).size > 1).flat();
  if (!same.length) return null;
  return {
    suppliers: c.suppliers(same.map((f) => f.signupId)),
    figures: { identicalQuotes: same.length },
    dates: {},
    rounds: same.map((f) => ({ id: f.roundId, supplier: c.letter(f.signupId), totalPrice: f.total.toFixed(2), time: iso(f.time) })),
  };
};

const lowestBidNotAwarded: Rule = (c) => {
  if (!c.facts.section.pricesOpened || !c.buyingWholeBid || !c.winners.size || !c.finals.length) return null;
  const lowest = c.finals[0];
  const winner = c.finals.find((f) => c.winners.has(f.signupId));
  if (c.winners.has(lowest.signupId) || (winner && winner.total.eq(lowest.total))) return null;
  const wonAt = c.facts.awards.reduce((s, a) => s.plus(a.price), new Decimal(0));
  return {
    suppliers: c.suppliers([lowest.signupId, ...c.winners]),
    figures: { lowestPrice: lowest.total.toFixed(2), winningPrice: wonAt.toFixed(2) },
    dates: {},
    rounds: [{ id: lowest.roundId, supplier: c.letter(lowest.signupId), totalPrice: lowest.total.toFixed(2), time: iso(lowest.time) }],
  };
};

const allButWinnerRejected: Rule = (c) => {
  if (!c.winners.size) return null;
  const others = c.facts.signups.filter((s) => active(s) && !c.winners.has(s.id));
  if (!others.length || others.some((s) => !s.rejections.length && !REJECTED.has(s.status))) return null;
  return {
    suppliers: c.suppliers([...others.map((s) => s.id), ...c.winners]),
    figures: { rejectedSignups: others.length },
    dates: {},
    signups: others.map((s) => ({ id: s.id, supplier: c.letter(s.id), ...(s.rejections[0] ? { stage: s.rejections[0].stage, time: iso(s.rejections[0].time) } : {}) })),
  };
};

const manyRejected: Rule = (c) => {
  const live = c.facts.signups.filter(active);
  const rejected = live.filter((s) => s.rejections.length || REJECTED.has(s.status));
  if (rejected.length < T.manyRejectedMin || rejected.length < live.length * T.manyRejectedShare) return null;
  return {
    suppliers: [],
    figures: { rejectedSignups: rejected.length, signups: live.length, share: share(new Decimal(rejected.length).div(live.length)) },
    dates: {},
    signups: rejected.flatMap((s) => (s.rejections.length ? s.rejections : [{ stage: '', time: null }]).map((r) => ({ id: s.id, supplier: c.letter(s.id), ...(r.stage ? { stage: r.stage } : {}), ...(r.time ? { time: iso(r.time) } : {}) }))),
  };
};

/** Normal forms of contact details: phones by their last 8 digits, e-mails by their (non-webmail) domain. */
export const normalContact = {
  phone: (v: string) => {
    const digits = v.replace(/\D/g, '');
    return digits.length >= 7 ? digits.slice(-8) : null;
  },
  emailDomain: (v: string) => {
    const domain = v.trim().toLowerCase().split('@')[1];
    return domain && !PUBLIC_MAIL_DOMAINS.includes(domain) ? domain : null;
  },
  bankAccount: (v: string) => {
    const plain = v.replace(/[\s-]/g, '').toUpperCase();
    return plain.length >= 6 ? plain : null;
  },
  contactPerson: (v: string) => {
    const name = v.trim().toLowerCase().replace(/\s+/g, ' ');
    return name.length >= 2 ? name : null;
  },
};

const sharedContacts: Rule = (c) => {
  const companySignup = new Map(c.facts.signups.filter(active).map((s) => [s.companyId, s.id]));
  const seen = new Map<string, { kind: SharedContactKind; value: string; signups: Set<number> }>();
  for (const contact of c.facts.contacts) {
    const signupId = companySignup.get(contact.companyId);
    if (signupId === undefined) continue;
    const add = (kind: SharedContactKind, values: string[]) => {
      for (const raw of values) {
        const value = normalContact[kind](raw);
        if (!value) continue;
        const entry = seen.get(`${kind}:${value}`) ?? { kind, value, signups: new Set<number>() };
        entry.signups.add(signupId);
        seen.set(`${kind}:${value}`, entry);
      }
    };
    add('phone', contact.phones);
    add('emailDomain', contact.emails);
    add('bankAccount', contact.bankAccounts);
    add('contactPerson', contact.people);
  }
  const shared = [...seen.values()].filter((e) => e.signups.size > 1);
  if (!shared.length) return null;
  return {
    suppliers: c.suppliers(shared.flatMap((e) => [...e.signups])),
    figures: { sharedDetails: shared.length },
    dates: {},
    shared: shared.map((e) => ({ kind: e.kind, value: e.value, suppliers: [...e.signups].sort((a, b) => a - b).map((id) => c.letter(id)) })),
  };
};

const simultaneousBids: Rule = (c) => {
  const rounds = [...c.facts.rounds].sort((a, b) => a.time.getTime() - b.time.getTime() || a.id - b.id);
  const company = (signupId: number) => c.signup(signupId)?.companyId;
  const pairs: [FlagFacts['rounds'][number], FlagFacts['rounds'][number]][] = [];
  for (let i = 1; i < rounds.length; i += 1) {
    const [a, b] = [rounds[i - 1], rounds[i]];
    if (company(a.signupId) !== company(b.signupId) && b.time.getTime() - a.time.getTime() <= T.simultaneousMs) pairs.push([a, b]);
  }
  if (pairs.length < T.simultaneousMinPairs) return null;
  const named = [...new Map(pairs.flat().map((r) => [r.id, r])).values()];
  return {
    suppliers: c.suppliers(named.map((r) => r.signupId)),
    figures: { pairs: pairs.length, withinMs: T.simultaneousMs },
    dates: {},
    rounds: named.map((r) => ({ id: r.id, supplier: c.letter(r.signupId), time: iso(r.time) })),
  };
};

const repeatWinner: Rule = (c) => {
  const { section, buyerResults } = c.facts;
  if (!section.resultTime || !c.winners.size || buyerResults.length < T.repeatWinnerMinWins) return null;
  for (const signupId of c.winners) {
    const companyId = c.signup(signupId)?.companyId;
    const won = buyerResults.filter((r) => companyId !== undefined && r.companyIds.includes(companyId)).map((r) => r.sectionId);
    if (won.length >= T.repeatWinnerMinWins && won.length / buyerResults.length > T.repeatWinnerShare) {
      return {
        suppliers: c.suppliers([signupId]),
        figures: { wins: won.length, buyerSectionsWithResults: buyerResults.length, share: share(new Decimal(won.length).div(buyerResults.length)), days: T.repeatWinnerDays },
        dates: { resultTime: iso(section.resultTime) },
        sections: won.sort((a, b) => a - b),
      };
    }
  }
  return null;
};

const slowResults: Rule = (c) => {
  const { section, now } = c.facts;
  const end = section.entTime;
  if (!end || section.status === SectionStatus.draft || section.status === SectionStatus.abandoned) return null;
  const due = new Date(end.getTime() + T.slowResultsDays * DAY);
  const until = section.resultTime ?? (section.status === SectionStatus.quotingEnded || section.status === SectionStatus.evaluating ? now : null);
  if (!until) return null;
  if (until <= due) {
    if (!section.resultTime) c.later(due);
    return null;
  }
  return {
    suppliers: [],
    figures: { days: Math.floor((until.getTime() - end.getTime()) / DAY), daysLimit: T.slowResultsDays },
    dates: { entTime: iso(end), ...(section.resultTime ? { resultTime: iso(section.resultTime) } : {}) },
  };
};

const depositNotRefunded: Rule = (c) => {
  const { section, now, deposits } = c.facts;
  if (!section.resultTime) return null;
  const held = deposits.filter((d) => d.held && !c.winners.has(d.signupId));
  if (!held.length) return null;
  const due = new Date(section.resultTime.getTime() + T.depositRefundDays * DAY);
  if (now < due) {
    c.later(due);
    return null;
  }
  return {
    suppliers: c.suppliers(held.map((d) => d.signupId)),
    figures: { heldDeposits: held.length, money: held.reduce((s, d) => s.plus(d.money), new Decimal(0)).toFixed(2), daysLimit: T.depositRefundDays },
    dates: { resultTime: iso(section.resultTime) },
    signups: held.map((d) => ({ id: d.signupId, supplier: c.letter(d.signupId) })),
  };
};

const RULES: Record<FlagIndicator, Rule> = {
  singleSignup,
  singleBid,
  shortSubmissionPeriod,
  lateAmendment,
  priceNearCeiling,
  abnormallyLowBid,
  closeToWinningBid,
  identicalBids,
  lowestBidNotAwarded,
  allButWinnerRejected,
  manyRejected,
  sharedContacts,
  simultaneousBids,
  repeatWinner,
  slowResults,
  depositNotRefunded,
};

/** Every flag the facts raise, in FLAG_INDICATORS order, and when to look again. */
export function evaluateFlags(facts: FlagFacts): FlagOutcome {
  const c = new Context(facts);
  const flags: RaisedFlag[] = [];
  for (const indicator of FLAG_INDICATORS) {
    const evidence = RULES[indicator](c);
    if (evidence) flags.push({ indicator, evidence });
  }
  return { flags, recheckAt: c.recheck };
}

/**
 * The evidence as the public sees it (results published): suppliers by letter only (and whether they won),
 * shared contact details by kind only, never a company, a name, a phone, a domain or an account.
 */
export function publicEvidence(e: FlagEvidence): FlagEvidence {
  return {
    ...e,
    suppliers: e.suppliers.map((s) => ({ key: s.key, ...(s.winner ? { winner: true } : {}) })),
    ...(e.shared ? { shared: e.shared.map((s) => ({ kind: s.kind, suppliers: s.suppliers })) } : {}),
  };
}
