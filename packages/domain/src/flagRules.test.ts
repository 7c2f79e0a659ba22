import { describe, expect, it } from 'vitest';
import { BidStatus } from './bidStatus';
import { evaluateFlags, publicEvidence, type FlagFacts, type FlagSignupFact } from './flagRules';
import { FLAG_DEFINITIONS, FLAG_INDICATORS, type FlagIndicator } from './flags';

const at = (text: string) => new Date(`2026-06-${text}Z`);

const signup = (id: number, more: Partial<FlagSignupFact> = {}): FlagSignupFact => ({
  id,
  companyId: 100 + id,
  companyName: `Company ${id}`,
  status: BidStatus.resultPublished,
  disabled: false,
  rejections: [],
  ...more,
});

/**
 * A whole-bid buying section whose results came two days after quoting, three suppliers at 80,000, 90,000
 * and 95,000 against a 100,000 budget, the lowest awarded, windows of a week: raises nothing.
 */
function facts(over: Partial<Omit<FlagFacts, 'section'>> & { section?: Partial<FlagFacts['section']> } = {}): FlagFacts {
  const base: FlagFacts = {
    now: at('30T00:00:00'),
    section: {
      status: 13,
      biddingTradeType: 1,
      successfulBidderMethod: 2,
      projectPrice: '100000',
      releaseTime: at('01T00:00:00'),
      signupStartTime: at('01T00:00:00'),
      signupEndTime: at('08T00:00:00'),
      startTime: at('09T00:00:00'),
      entTime: at('16T00:00:00'),
      originalEntTime: null,
      resultTime: at('18T00:00:00'),
      pricesOpened: true,
    },
    usual: { signupHours: [168, 168, 168], quotingHours: [168, 168, 168] },
    edits: [],
    signups: [signup(1), signup(2), signup(3)],
    rounds: [
      { id: 11, signupId: 1, totalPrice: '80000', time: at('10T01:00:00') },
      { id: 12, signupId: 2, totalPrice: '90000', time: at('10T02:00:00') },
      { id: 13, signupId: 3, totalPrice: '95000', time: at('10T03:00:00') },
    ],
    awards: [{ signupId: 1, sectorId: null, price: '80000', linePrice: null, maxPrice: null }],
    contacts: [
      { companyId: 101, phones: ['+856 20 5555 0001'], emails: ['a@alpha.la'], bankAccounts: ['0101-000001'], people: ['Somchai'] },
      { companyId: 102, phones: ['+856 20 5555 0002'], emails: ['b@beta.la'], bankAccounts: ['0101-000002'], people: ['Noy'] },
      { companyId: 103, phones: ['+856 20 5555 0003'], emails: ['c@gmail.com'], bankAccounts: [], people: [] },
    ],
    buyerResults: [
      { sectionId: 1, companyIds: [101] },
      { sectionId: 2, companyIds: [102] },
      { sectionId: 3, companyIds: [103] },
      { sectionId: 4, companyIds: [101] },
    ],
    deposits: [{ signupId: 2, money: '2000', held: false }],
  };
  return { ...base, ...over, section: { ...base.section, ...over.section } };
}

const raised = (f: FlagFacts) => evaluateFlags(f).flags.map((x) => x.indicator);
const evidenceOf = (f: FlagFacts, indicator: FlagIndicator) => evaluateFlags(f).flags.find((x) => x.indicator === indicator)?.evidence;

describe('red-flag indicators', () => {
  it('an ordinary competitive section raises no flag', () => {
    expect(raised(facts())).toEqual([]);
  });

  it('every indicator has names, descriptions and a source in zh, en and lo', () => {
    for (const id of FLAG_INDICATORS) {
      const def = FLAG_DEFINITIONS[id];
      expect(def.id).toBe(id);
      for (const locale of ['zh', 'en', 'lo'] as const) {
        expect(def.name[locale].length, `${id} name ${locale}`).toBeGreaterThan(1);
        expect(def.description[locale].length, `${id} description ${locale}`).toBeGreaterThan(10);
      }
      expect(def.source).not.toBe('');
    }
  });

  it('singleSignup: one sign-up once sign-up closed, not two, not before the close', () => {
    const one = facts({ signups: [signup(1)], rounds: [], awards: [] });
    expect(raised(one)).toContain('singleSignup');
    expect(evidenceOf(one, 'singleSignup')).toMatchObject({ figures: { signups: 1 }, signups: [{ id: 1, supplier: 'A' }] });
    expect(raised(facts({ signups: [signup(1), signup(2)], rounds: [], awards: [] }))).not.toContain('singleSignup');
    const early = facts({ now: at('05T00:00:00'), signups: [signup(1)], rounds: [], awards: [], section: { status: 8, resultTime: null, pricesOpened: false } });
    expect(raised(early)).not.toContain('singleSignup');
    expect(evaluateFlags(early).recheckAt).toEqual(at('08T00:00:00'));
  });

  it('singleBid: one supplier quoted, not two; not while prices are sealed', () => {
    const rounds = [
      { id: 11, signupId: 1, totalPrice: '81000', time: at('10T01:00:00') },
      { id: 14, signupId: 1, totalPrice: '80000', time: at('10T05:00:00') },
    ];
    const one = facts({ rounds });
    expect(raised(one)).toContain('singleBid');
    expect(evidenceOf(one, 'singleBid')).toMatchObject({ figures: { quotingSuppliers: 1, rounds: 2 } });
    expect(raised(facts({ rounds: [...rounds, { id: 15, signupId: 2, totalPrice: '90000', time: at('10T06:00:00') }] }))).not.toContain('singleBid');
    expect(raised(facts({ rounds, section: { pricesOpened: false } }))).not.toContain('singleBid');
  });

  it("shortSubmissionPeriod: a quoting window under half the buyer's usual, or under 72 hours; not at 60 % of it", () => {
    const usual = { signupHours: [168, 168, 168], quotingHours: [240, 240, 240] };
    const short = facts({ usual, section: { startTime: at('09T00:00:00'), entTime: at('13T00:00:00') } }); // 96 h < 120 h
    expect(evidenceOf(short, 'shortSubmissionPeriod')).toMatchObject({ figures: { quotingHours: 96, quotingUsualHours: 240 } });
    expect(raised(facts({ usual, section: { startTime: at('09T00:00:00'), entTime: at('15T00:00:00') } }))).not.toContain('shortSubmissionPeriod'); // 144 h
    expect(raised(facts({ usual: { signupHours: [], quotingHours: [] }, section: { startTime: at('09T00:00:00'), entTime: at('11T00:00:00') } }))).toContain('shortSubmissionPeriod');
    expect(raised(facts({ usual: { signupHours: [], quotingHours: [] }, section: { startTime: at('09T00:00:00'), entTime: at('12T00:00:00') } }))).not.toContain('shortSubmissionPeriod'); // exactly 72 h
  });

  it('lateAmendment: the announcement changed 47 hours before the quoting deadline, not 49', () => {
    const late = facts({ edits: [at('14T01:00:00')] });
    expect(evidenceOf(late, 'lateAmendment')).toMatchObject({ figures: { lateEdits: 1 }, dates: { edit1: '2026-06-14T01:00:00.000Z', entTime: '2026-06-16T00:00:00.000Z' } });
    expect(raised(facts({ edits: [at('13T23:00:00')] }))).not.toContain('lateAmendment');
    expect(raised(facts({ edits: [at('16T01:00:00')] }))).not.toContain('lateAmendment');
  });

  it('priceNearCeiling: awarded at 98,500 of a 100,000 budget, not at 97,000; an item at its maximum price', () => {
    const award = (price: string) => ({ rounds: [{ id: 11, signupId: 1, totalPrice: price, time: at('10T01:00:00') }], awards: [{ signupId: 1, sectorId: null, price, linePrice: null, maxPrice: null }] });
    expect(evidenceOf(facts(award('98500')), 'priceNearCeiling')).toMatchObject({ figures: { winningPrice: '98500.00', projectPrice: '100000.00', belowCeiling: 0.015 } });
    expect(raised(facts(award('97000')))).not.toContain('priceNearCeiling');
    const item = facts({ section: { projectPrice: null, successfulBidderMethod: 1 }, awards: [{ signupId: 1, sectorId: 5, price: '9990', linePrice: '999', maxPrice: '1000' }] });
    expect(evidenceOf(item, 'priceNearCeiling')).toMatchObject({ figures: { itemsAtMaxPrice: 1 } });
  });

  it('abnormallyLowBid: a quote over 30 % below the next, not at 25 %', () => {
    const rounds = (low: string) => [
      { id: 11, signupId: 1, totalPrice: low, time: at('10T01:00:00') },
      { id: 12, signupId: 2, totalPrice: '90000', time: at('10T02:00:00') },
      { id: 13, signupId: 3, totalPrice: '92000', time: at('10T03:00:00') },
    ];
    const low = facts({ rounds: rounds('60000'), awards: [{ signupId: 1, sectorId: null, price: '60000', linePrice: null, maxPrice: null }] });
    expect(evidenceOf(low, 'abnormallyLowBid')).toMatchObject({ figures: { lowPrice: '60000.00', nextPrice: '90000.00', belowNext: 0.3333 }, suppliers: [{ key: 'A', winner: true }] });
    expect(raised(facts({ rounds: rounds('67500') }))).not.toContain('abnormallyLowBid');
  });

  it('closeToWinningBid: the runner-up 0.5 % above the winner, not 2 %', () => {
    const rounds = (second: string) => [
      { id: 11, signupId: 1, totalPrice: '80000', time: at('10T01:00:00') },
      { id: 12, signupId: 2, totalPrice: second, time: at('10T02:00:00') },
    ];
    expect(evidenceOf(facts({ rounds: rounds('80400') }), 'closeToWinningBid')).toMatchObject({ figures: { gap: 0.005, runnerUpPrice: '80400.00' } });
    expect(raised(facts({ rounds: rounds('81600') }))).not.toContain('closeToWinningBid');
  });

  it('identicalBids: two suppliers at the same final price, not one cent apart', () => {
    const rounds = (b: string) => [
      { id: 11, signupId: 1, totalPrice: '80000', time: at('10T01:00:00') },
      { id: 12, signupId: 2, totalPrice: b, time: at('10T02:00:00') },
      { id: 13, signupId: 3, totalPrice: '95000', time: at('10T03:00:00') },
    ];
    expect(evidenceOf(facts({ rounds: rounds('95000') }), 'identicalBids')).toMatchObject({ figures: { identicalQuotes: 2 }, suppliers: [{ key: 'B' }, { key: 'C' }] });
    expect(raised(facts({ rounds: rounds('94999.99') }))).not.toContain('identicalBids');
  });

  it('lowestBidNotAwarded: the 90,000 quote awarded over the 80,000 one, not when the lowest sign-up was rejected', () => {
    const awards = [{ signupId: 2, sectorId: null, price: '90000', linePrice: null, maxPrice: null }];
    expect(evidenceOf(facts({ awards }), 'lowestBidNotAwarded')).toMatchObject({ figures: { lowestPrice: '80000.00', winningPrice: '90000.00' } });
    const rejectedLowest = facts({ awards, signups: [signup(1, { status: BidStatus.notesRejected }), signup(2), signup(3)] });
    expect(raised(rejectedLowest)).not.toContain('lowestBidNotAwarded');
  });

  it('allButWinnerRejected: every other sign-up rejected at a stage, not when one passed', () => {
    const rejected = (id: number) => signup(id, { status: BidStatus.ended, rejections: [{ stage: 'qualification', time: at('05T00:00:00') }] });
    const all = facts({ signups: [signup(1), rejected(2), rejected(3)] });
    expect(evidenceOf(all, 'allButWinnerRejected')).toMatchObject({ figures: { rejectedSignups: 2 }, signups: [{ id: 2, stage: 'qualification' }, { id: 3 }] });
    expect(raised(facts({ signups: [signup(1), rejected(2), signup(3)] }))).not.toContain('allButWinnerRejected');
  });

  it('manyRejected: 3 of 5 sign-ups rejected, not 2 of 5', () => {
    const rejected = (id: number) => signup(id, { rejections: [{ stage: 'baseFiles', time: at('03T00:00:00') }] });
    const signups = [rejected(1), rejected(2), rejected(3), signup(4), signup(5)];
    expect(evidenceOf(facts({ signups }), 'manyRejected')).toMatchObject({ figures: { rejectedSignups: 3, signups: 5, share: 0.6 } });
    expect(raised(facts({ signups: [rejected(1), rejected(2), signup(3), signup(4), signup(5)] }))).not.toContain('manyRejected');
  });

  it('sharedContacts: a phone written two ways, a company domain; not a shared webmail domain', () => {
    const contacts = [
      { companyId: 101, phones: ['+856 20 5555 0001'], emails: ['a@gmail.com', 'x@shared.la'], bankAccounts: [], people: [] },
      { companyId: 102, phones: ['020-5555-0001'], emails: ['b@gmail.com', 'y@shared.la'], bankAccounts: [], people: [] },
    ];
    const shared = evidenceOf(facts({ contacts }), 'sharedContacts');
    expect(shared?.shared).toEqual([
      { kind: 'phone', value: '55550001', suppliers: ['A', 'B'] },
      { kind: 'emailDomain', value: 'shared.la', suppliers: ['A', 'B'] },
    ]);
    const webmailOnly = contacts.map((c) => ({ ...c, phones: [], emails: [c.emails[0]] }));
    expect(raised(facts({ contacts: webmailOnly }))).not.toContain('sharedContacts');
  });

  it('simultaneousBids: rounds of two suppliers within a second twice, not once', () => {
    const pair = (n: number, time: string) => [
      { id: n, signupId: 2, totalPrice: '90000', time: at(`${time}.000`) },
      { id: n + 1, signupId: 3, totalPrice: '95000', time: at(`${time}.800`) },
    ];
    const twice = facts({ rounds: [{ id: 1, signupId: 1, totalPrice: '80000', time: at('10T00:00:00') }, ...pair(20, '11T01:00:00'), ...pair(30, '11T02:00:00')] });
    expect(evidenceOf(twice, 'simultaneousBids')).toMatchObject({ figures: { pairs: 2 }, suppliers: [{ key: 'B' }, { key: 'C' }] });
    const once = facts({ rounds: [{ id: 1, signupId: 1, totalPrice: '80000', time: at('10T00:00:00') }, ...pair(20, '11T01:00:00')] });
    expect(raised(once)).not.toContain('simultaneousBids');
  });

  it("repeatWinner: the winner took 3 of the buyer's 4 sections with results, not 2 of 4", () => {
    const buyerResults = (wins: number) => [1, 2, 3, 4].map((id) => ({ sectionId: id, companyIds: id <= wins ? [101] : [102] }));
    expect(evidenceOf(facts({ buyerResults: buyerResults(3) }), 'repeatWinner')).toMatchObject({ figures: { wins: 3, buyerSectionsWithResults: 4 }, sections: [1, 2, 3] });
    expect(raised(facts({ buyerResults: buyerResults(2) }))).not.toContain('repeatWinner');
  });

  it('slowResults: results 14½ days after quoting ended, not 14 nor 10; still due after 14 days; a re-check when due', () => {
    expect(evidenceOf(facts({ now: at('30T12:00:00'), section: { resultTime: at('30T12:00:00') } }), 'slowResults')).toMatchObject({ figures: { days: 14, daysLimit: 14 } });
    expect(raised(facts({ section: { resultTime: at('30T00:00:00') } }))).not.toContain('slowResults');
    expect(raised(facts({ section: { resultTime: at('26T00:00:00') } }))).not.toContain('slowResults');
    const waiting = facts({ now: at('20T00:00:00'), section: { status: 12, resultTime: null }, awards: [] });
    expect(raised(waiting)).not.toContain('slowResults');
    expect(evaluateFlags(waiting).recheckAt).toEqual(at('30T00:00:00'));
    expect(raised({ ...waiting, now: at('30T00:00:01') })).toContain('slowResults');
  });

  it("depositNotRefunded: a loser's deposit held 30 days after the results, not a refunded one, not the winner's", () => {
    const late = { now: new Date(at('18T00:00:00').getTime() + 31 * 86_400_000) };
    expect(evidenceOf(facts({ ...late, deposits: [{ signupId: 2, money: '2000', held: true }] }), 'depositNotRefunded')).toMatchObject({ figures: { heldDeposits: 1, money: '2000.00' } });
    expect(raised(facts({ ...late, deposits: [{ signupId: 2, money: '2000', held: false }] }))).not.toContain('depositNotRefunded');
    expect(raised(facts({ ...late, deposits: [{ signupId: 1, money: '2000', held: true }] }))).not.toContain('depositNotRefunded');
    const soon = facts({ deposits: [{ signupId: 2, money: '2000', held: true }] });
    expect(raised(soon)).not.toContain('depositNotRefunded');
    expect(evaluateFlags(soon).recheckAt).toEqual(new Date(at('18T00:00:00').getTime() + 30 * 86_400_000));
  });

  it('public evidence names no company and no contact detail', () => {
    const contacts = [
      { companyId: 101, phones: ['020 5555 0001'], emails: [], bankAccounts: [], people: [] },
      { companyId: 102, phones: ['020 5555 0001'], emails: [], bankAccounts: [], people: [] },
    ];
    const evidence = publicEvidence(evidenceOf(facts({ contacts }), 'sharedContacts')!);
    expect(evidence.suppliers).toEqual([{ key: 'A', winner: true }, { key: 'B' }]);
    expect(evidence.shared).toEqual([{ kind: 'phone', suppliers: ['A', 'B'] }]);
    expect(JSON.stringify(evidence)).not.toMatch(/Company|55550001/);
  });
});
