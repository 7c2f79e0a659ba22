import { describe, expect, it } from 'vitest';
import { translate } from './messages';
import {
  auctionBoundBreaches,
  bidQuotesSchema,
  checkRound,
  derivedUnitPrice,
  isQuantityInput,
  isTotalPriceInput,
  isQuotingOpen,
  isUnitPriceInput,
  issueParams,
  materialTotal,
  priceItem,
  priceLine,
  quotingDeadline,
  rankOf,
  competitionRanks,
  type QuoteIssue,
  type QuotingState,
  type QuoteItem,
  type QuoteRules,
} from './quotation';

const pipe: QuoteItem = { id: 1, sectorName: '钢管', sectorNameEn: 'Steel pipe', sectorNameLo: 'ທໍ່ເຫຼັກ', sectorNumber: '10', maxPrice: '100.00', minPrice: '50.00' };
const valve: QuoteItem = { id: 2, sectorName: '阀门', sectorNameEn: 'Valve', sectorNameLo: 'ວາວ', sectorNumber: '3', maxPrice: null, minPrice: null };
const buying: QuoteRules = { quotationMethod: 0, successfulBidderMethod: 2, biddingTradeType: 1, isYuanJu: 1 };
const selling: QuoteRules = { ...buying, biddingTradeType: 2 };
const keys = (r: { issues: { key: string }[] }) => r.issues.map((i) => i.key);

describe('quotation input formats', () => {
  it('accepts unit prices with up to 2 decimals and at most 33 characters', () => {
    expect(isUnitPriceInput('12')).toBe(true);
    expect(isUnitPriceInput('12.34')).toBe(true);
    expect(isUnitPriceInput('12.345')).toBe(false);
    expect(isUnitPriceInput('-1')).toBe(false);
    expect(isUnitPriceInput('1e3')).toBe(false);
    expect(isUnitPriceInput('12.')).toBe(false);
    expect(isUnitPriceInput('9'.repeat(33))).toBe(true);
    expect(isUnitPriceInput('9'.repeat(34))).toBe(false);
  });

  it('accepts total prices with 4 decimals and quantities with 6', () => {
    expect(isTotalPriceInput('1.2345')).toBe(true);
    expect(isTotalPriceInput('1.23456')).toBe(false);
    expect(isQuantityInput('0.123456')).toBe(true);
    expect(isQuantityInput('0.1234567')).toBe(false);
  });
});

describe('quotation amounts', () => {
  it('floors the unit price to 2 decimals before multiplying by the quantity', () => {
    expect(materialTotal('10.999', '3')).toBe('32.97');
    expect(materialTotal('0.1', '3')).toBe('0.30');
    expect(materialTotal('1.01', '0.333333')).toBe('0.34');
    expect(materialTotal('1234567890123456789.12', '1.5')).toBe('1851851835185185183.68');
    expect(priceLine({ id: 1, sectorPrice: '1' + '0'.repeat(19) }, pipe, 0)).toEqual({ key: 'quoteAmountTooLarge', item: pipe });
  });

  it('adds other expenses to the material total, and keeps 4 decimals for total-price quoting', () => {
    expect(priceLine({ id: 1, sectorPrice: '10.10', otherExpenses: '0.2' }, pipe, 0)).toEqual({
      id: 1, price: '10.10', sectorPrice: '10.10', otherExpenses: '0.20', totalMaterialPrice: '101.00', totalPrice: '101.20',
    });
    expect(priceLine({ id: 1, totalPrice: '1000.1235', otherExpenses: '1', sectorPrice: '999' }, pipe, 1)).toEqual({
      id: 1, price: '1000.1235', sectorPrice: null, otherExpenses: '1.00', totalMaterialPrice: '1000.1235', totalPrice: '1001.1235',
    });
    expect(priceLine({ id: 1, sectorPrice: 7.5 }, pipe, 0)).toMatchObject({ totalPrice: '75.00' });
  });

  it('names the item whose number is malformed', () => {
    expect(priceLine({ id: 1, sectorPrice: '1.234' }, pipe, 0)).toEqual({ key: 'quoteUnitPriceFormat', item: pipe });
    expect(priceLine({ id: 1, totalPrice: '1.23456' }, pipe, 1)).toEqual({ key: 'quoteTotalPriceFormat', item: pipe });
    expect(priceLine({ id: 1, sectorPrice: '1', otherExpenses: 'abc' }, pipe, 0)).toEqual({ key: 'quoteOtherExpensesFormat', item: pipe });
    const issue = checkRound({ rules: buying, items: [pipe], lines: [{ id: 1, sectorPrice: '1.234' }] }).issues[0];
    expect(translate(issue.key, 'en', issueParams(issue, 'en'))).toContain('Steel pipe');
    expect(translate(issue.key, 'lo', issueParams(issue, 'lo'))).toContain('ທໍ່ເຫຼັກ');
  });
});

describe('first round', () => {
  it('with whole-bid award asks a price for every item', () => {
    const r = checkRound({ rules: buying, items: [pipe, valve], lines: [{ id: 1, sectorPrice: '60' }, { id: 2, sectorPrice: '' }] });
    expect(r.issues).toEqual([{ key: 'quotePriceMissing', item: valve }]);
    expect(translate('quotePriceMissing', 'zh', issueParams(r.issues[0], 'zh'))).toBe('请维护标的 阀门 的价格');
  });

  it('with any-item award asks at least one price', () => {
    const anyItem = { ...buying, successfulBidderMethod: 1 };
    expect(keys(checkRound({ rules: anyItem, items: [pipe, valve], lines: [{ id: 1 }, { id: 2, sectorPrice: null }] }))).toEqual(['quotePriceAtLeastOne']);
    const one = checkRound({ rules: anyItem, items: [pipe, valve], lines: [{ id: 2, sectorPrice: '5' }] });
    expect(one).toEqual({ issues: [], lines: [expect.objectContaining({ id: 2, totalPrice: '15.00' })], totalPrice: '15.00' });
  });

  it('accepts a price exactly at maxPrice and refuses one cent over, naming the bound (buying)', () => {
    expect(keys(checkRound({ rules: buying, items: [pipe], lines: [{ id: 1, sectorPrice: '100.00' }] }))).toEqual([]);
    const over = checkRound({ rules: buying, items: [pipe], lines: [{ id: 1, sectorPrice: '100.01' }] });
    expect(over.issues).toEqual([{ key: 'quotePriceAboveMax', item: pipe, params: { max: '100.00' } }]);
    expect(translate(over.issues[0].key, 'en', issueParams(over.issues[0], 'en'))).toBe('The price of Steel pipe must not exceed the maximum price 100.00');
    // Flooring happens before the bound: 100.009 is 100.00 — but it has 3 decimals, so it is refused as malformed.
    expect(keys(checkRound({ rules: buying, items: [pipe], lines: [{ id: 1, sectorPrice: '100.009' }] }))).toEqual(['quoteUnitPriceFormat']);
    // minPrice does not bind a buyer.
    expect(keys(checkRound({ rules: buying, items: [pipe], lines: [{ id: 1, sectorPrice: '1' }] }))).toEqual([]);
  });

  it('accepts a price exactly at minPrice and refuses one cent under (other trade types)', () => {
    expect(keys(checkRound({ rules: selling, items: [pipe], lines: [{ id: 1, sectorPrice: '50' }] }))).toEqual([]);
    expect(checkRound({ rules: selling, items: [pipe], lines: [{ id: 1, sectorPrice: '49.99' }] }).issues).toEqual([
      { key: 'quotePriceBelowMin', item: pipe, params: { min: '50.00' } },
    ]);
    expect(keys(checkRound({ rules: selling, items: [pipe], lines: [{ id: 1, sectorPrice: '1000' }] }))).toEqual([]);
  });

  it('sums the round with 4 decimals under total-price quoting', () => {
    const r = checkRound({ rules: { ...buying, quotationMethod: 1 }, items: [pipe, valve], lines: [{ id: 1, totalPrice: '99.0001' }, { id: 2, totalPrice: '0.0002' }] });
    expect(r).toMatchObject({ issues: [], totalPrice: '99.0003' });
    expect(keys(checkRound({ rules: { ...buying, quotationMethod: 1 }, items: [pipe], lines: [{ id: 1, totalPrice: '100.0001' }] }))).toEqual(['quotePriceAboveMax']);
  });
});

describe('later rounds', () => {
  const first = checkRound({ rules: buying, items: [pipe, valve], lines: [{ id: 1, sectorPrice: '80' }, { id: 2, sectorPrice: '30' }] });
  const previous = { lines: first.lines };
  const next = (lines: { id: number; sectorPrice?: string; otherExpenses?: string }[], rules = buying, auction?: Map<number, { lowest: string; highest: string }>) =>
    checkRound({ rules, items: [pipe, valve], lines, previous, auction });

  it('refuses a round equal to the previous one: no item lower', () => {
    expect(keys(next([{ id: 1, sectorPrice: '80' }, { id: 2, sectorPrice: '30' }]))).toEqual(['quoteNoItemLower']);
  });

  it('refuses a round whose total does not improve even though one item is lower', () => {
    expect(keys(next([{ id: 1, sectorPrice: '79.99' }, { id: 2, sectorPrice: '30.04' }]))).toEqual(['quoteTotalNotLower']);
    expect(keys(next([{ id: 1, sectorPrice: '79.99', otherExpenses: '0.10' }, { id: 2, sectorPrice: '30' }]))).toEqual(['quoteTotalNotLower']);
    expect(keys(next([{ id: 1, sectorPrice: '79.99' }, { id: 2, sectorPrice: '30.03' }]))).toEqual([]);
  });

  it('compares floored prices: 79.999 is malformed, 79.99 is one cent lower', () => {
    expect(keys(next([{ id: 1, sectorPrice: '79.99' }, { id: 2, sectorPrice: '30' }]))).toEqual([]);
  });

  it('refuses dropping an item quoted before', () => {
    const r = next([{ id: 1, sectorPrice: '70' }]);
    expect(r.issues).toEqual([{ key: 'quoteItemDropped', item: valve }]);
  });

  it('asks a raise when selling', () => {
    const sold = checkRound({ rules: selling, items: [pipe, valve], lines: [{ id: 1, sectorPrice: '80' }, { id: 2, sectorPrice: '30' }] });
    const again = (sectorPrice: string) => checkRound({ rules: selling, items: [pipe, valve], lines: [{ id: 1, sectorPrice }, { id: 2, sectorPrice: '30' }], previous: { lines: sold.lines } });
    expect(keys(again('80'))).toEqual(['quoteNoItemHigher']);
    expect(keys(again('80.01'))).toEqual([]);
  });

  it('asks a lowered item to beat the lowest price of the whole auction, not only the own last quote, naming the bound', () => {
    const auction = new Map([[1, { lowest: '75', highest: '90.00' }], [2, { lowest: '30.00', highest: '30.00' }]]);
    expect(next([{ id: 1, sectorPrice: '75' }, { id: 2, sectorPrice: '30' }], buying, auction).issues).toEqual([{ key: 'quoteNotBelowAuctionLowest', item: pipe, params: { bound: '75.00' } }]);
    expect(keys(next([{ id: 1, sectorPrice: '74.99' }, { id: 2, sectorPrice: '30' }], buying, auction))).toEqual([]);
    const soldAuction = new Map([[1, { lowest: '70.00', highest: '85.00' }]]);
    const sold = checkRound({ rules: selling, items: [pipe], lines: [{ id: 1, sectorPrice: '80' }] });
    const raise = (p: string) => checkRound({ rules: selling, items: [pipe], lines: [{ id: 1, sectorPrice: p }], previous: { lines: sold.lines }, auction: soldAuction });
    expect(keys(raise('85'))).toEqual(['quoteNotAboveAuctionHighest']);
    expect(keys(raise('85.01'))).toEqual([]);
  });

  it('keeps only the presence and bound rules when isYuanJu is 0', () => {
    expect(keys(next([{ id: 1, sectorPrice: '80' }, { id: 2, sectorPrice: '30' }], { ...buying, isYuanJu: 0 }))).toEqual([]);
    expect(keys(next([{ id: 1, sectorPrice: '100.01' }, { id: 2, sectorPrice: '30' }], { ...buying, isYuanJu: 0 }))).toEqual(['quotePriceAboveMax']);
  });
});

describe('items priced by their detail rows', () => {
  // A pump of 4 sets whose detail rows are 2 motors and half a frame; ceiling 100.00 a set, 400.00 in all.
  const pump: QuoteItem = {
    id: 3,
    sectorName: '泵',
    sectorNameEn: 'Pump',
    sectorNameLo: 'ປ້ຳ',
    sectorNumber: '4',
    maxPrice: '100.00',
    minPrice: '50.00',
    details: [
      { id: 31, sectorName: '电机', sectorNameEn: 'Motor', sectorNumber: '2' },
      { id: 32, sectorName: '机架', sectorNameEn: 'Frame', sectorNumber: '0.5' },
    ],
  };
  const quote = (motor: string, frame: string, extra: { motorOther?: string; frameOther?: string; sectorPrice?: string } = {}) => ({
    id: 3,
    sectorPrice: extra.sectorPrice,
    detailsList: [
      { id: 31, sectorPrice: motor, otherExpenses: extra.motorOther },
      { id: 32, sectorPrice: frame, otherExpenses: extra.frameOther },
    ],
  });

  it('sums the rows\' amounts into the item, ignoring the item\'s own price, and derives a unit price to show', () => {
    // Motor 33.33 × 2 = 66.66 (+1.50); frame 10.01 × 0.5 = 5.005 → 5.01 half up; material 71.67 ÷ 4 = 17.9175 → 17.92.
    expect(priceItem(quote('33.33', '10.01', { motorOther: '1.5', sectorPrice: '1' }), pump, 0)).toEqual({
      id: 3,
      price: '71.67',
      sectorPrice: null,
      otherExpenses: '1.50',
      totalMaterialPrice: '71.67',
      totalPrice: '73.17',
      details: [
        { id: 31, sectorPrice: '33.33', otherExpenses: '1.50', totalMaterialPrice: '66.66', totalPrice: '68.16' },
        { id: 32, sectorPrice: '10.01', otherExpenses: '0.00', totalMaterialPrice: '5.01', totalPrice: '5.01' },
      ],
    });
    expect(derivedUnitPrice('71.67', '4')).toBe('17.92');
    // One cent times half a unit rounds half up to one cent; 0.00 is a price.
    expect(priceItem(quote('0', '0.01'), pump, 0)).toMatchObject({ totalMaterialPrice: '0.01', totalPrice: '0.01' });
    expect(derivedUnitPrice('0.01', '4')).toBe('0.00');
  });

  it('keeps 4 decimals and no unit price under total-price quoting', () => {
    const r = priceItem({ id: 3, detailsList: [{ id: 31, totalPrice: '10.1234' }, { id: 32, totalPrice: '0.0001', otherExpenses: '1' }] }, pump, 1);
    expect(r).toMatchObject({ price: '10.1235', sectorPrice: null, otherExpenses: '1.00', totalMaterialPrice: '10.1235', totalPrice: '11.1235' });
  });

  it('names the detail row of a malformed number or a missing price, and refuses unknown or repeated rows', () => {
    const motorIssue = priceItem(quote('33.333', '1'), pump, 0) as QuoteIssue;
    expect(translate(motorIssue.key, 'en', issueParams(motorIssue, 'en'))).toBe('The unit price of Pump / Motor must be a number with at most 2 decimals and 33 characters');
    const missing = checkRound({ rules: buying, items: [pump], lines: [{ id: 3, detailsList: [{ id: 31, sectorPrice: '10' }] }] });
    expect(missing.issues.map((i) => translate(i.key, 'zh', issueParams(i, 'zh')))).toEqual(['请维护标的 泵 / 机架 的价格']);
    const unknown = { key: 'quoteDetailUnknown', item: pump };
    expect(checkRound({ rules: buying, items: [pump], lines: [{ id: 3, detailsList: [{ id: 99, sectorPrice: '1' }] }] }).issues).toEqual([unknown]);
    expect(checkRound({ rules: buying, items: [pump], lines: [{ id: 3, detailsList: [{ id: 31 }, { id: 31, sectorPrice: '1' }] }] }).issues).toEqual([unknown]);
    // Detail rows sent for an item without any are refused too, priced or not.
    expect(checkRound({ rules: buying, items: [valve], lines: [{ id: 2, sectorPrice: '1', detailsList: [{ id: 31 }] }] }).issues).toEqual([{ key: 'quoteDetailUnknown', item: valve }]);
  });

  it('does not count the item as quoted without a price on a row', () => {
    expect(keys(checkRound({ rules: buying, items: [pump, valve], lines: [{ id: 3, sectorPrice: '10' }, { id: 2, sectorPrice: '1' }] }))).toEqual(['quotePriceMissing']);
  });

  it('bounds the material total by the per-unit ceiling times the item quantity: exactly at it passes, one cent over is refused', () => {
    expect(checkRound({ rules: buying, items: [pump], lines: [quote('200', '0')] })).toMatchObject({ issues: [], totalPrice: '400.00' });
    const over = checkRound({ rules: buying, items: [pump], lines: [quote('200', '0.02')] });
    expect(over.issues).toEqual([{ key: 'quotePriceAboveMax', item: pump, params: { max: '100.00' } }]);
    expect(keys(checkRound({ rules: selling, items: [pump], lines: [quote('100', '0')] }))).toEqual([]);
    expect(keys(checkRound({ rules: selling, items: [pump], lines: [quote('99.99', '0.01')] }))).toEqual(['quotePriceBelowMin']);
    // Under total-price quoting the bound applies to the material total as it is.
    expect(keys(checkRound({ rules: { ...buying, quotationMethod: 1 }, items: [pump], lines: [{ id: 3, detailsList: [{ id: 31, totalPrice: '100' }, { id: 32, totalPrice: '0.0001' }] }] }))).toEqual(['quotePriceAboveMax']);
  });

  it('compares later rounds and the auction on the material total', () => {
    const previous = { lines: checkRound({ rules: buying, items: [pump], lines: [quote('150', '10')] }).lines };
    expect(previous.lines[0]).toMatchObject({ price: '305.00', totalPrice: '305.00' });
    const next = (motor: string, frame: string, other?: string, auction?: Map<number, { lowest: string; highest: string }>) =>
      keys(checkRound({ rules: buying, items: [pump], lines: [quote(motor, frame, { frameOther: other })], previous, auction }));
    // Moving cost from the frame to the motor keeps the material total: no item lower.
    expect(next('149.99', '10.04')).toEqual(['quoteNoItemLower']);
    expect(next('149.99', '10', '0.02')).toEqual(['quoteTotalNotLower']);
    expect(next('149.99', '10')).toEqual([]);
    const auction = new Map([[3, { lowest: '304.98', highest: '305.00' }]]);
    expect(next('149.99', '10', undefined, auction)).toEqual(['quoteNotBelowAuctionLowest']);
    expect(next('149.99', '9.98', undefined, auction)).toEqual([]);
  });
});

describe('rankOf', () => {
  it('ranks lower prices first when buying and higher first when selling, ties sharing a rank', () => {
    expect(rankOf('10.00', ['9.99', '10', '12'], 1)).toBe(2);
    expect(rankOf('10.00', ['10.00', '12'], 1)).toBe(1);
    expect(rankOf('10.00', ['9.99', '10', '12'], 2)).toBe(2);
  });

  it('gives every value of a section the rank rankOf gives it alone, in one sort', () => {
    const values = ['10.00', '9.99', '10', '12', '9.99', '0.5'];
    for (const trade of [1, 2]) expect(competitionRanks(values, trade)).toEqual(values.map((v) => rankOf(v, values, trade)));
    expect(competitionRanks(values, 1)).toEqual([4, 2, 4, 6, 2, 1]);
    expect(competitionRanks([], 1)).toEqual([]);
  });
});

describe('the quoting window', () => {
  const end = new Date('2026-03-01T10:00:00.000Z');
  const later = new Date('2026-03-01T12:00:00.000Z');
  const quoting: QuotingState = { supplierBidStatus: 15, sectionStauts: 1, isAppointSupplierQuotationIng: 0, disabled: 0, entTime: end, appointmentEnd: null };
  const ms = (date: Date, offset: number) => new Date(date.getTime() + offset);

  it('is open 1 ms before the end and closed exactly at the end', () => {
    expect(quotingDeadline(quoting)).toEqual(end);
    expect(isQuotingOpen(quoting, ms(end, -1))).toBe(true);
    expect(isQuotingOpen(quoting, end)).toBe(false);
    expect(isQuotingOpen(quoting, ms(end, 1))).toBe(false);
  });

  it('stays open until the end of a later appointed extra round, and only for an appointed supplier', () => {
    const appointed = { ...quoting, isAppointSupplierQuotationIng: 1, appointmentEnd: later };
    expect(quotingDeadline(appointed)).toEqual(later);
    expect(isQuotingOpen(appointed, ms(later, -1))).toBe(true);
    expect(isQuotingOpen(appointed, later)).toBe(false);
    // After quoting ended (2) and in evaluation (12), the appointment alone opens it.
    for (const sectionStauts of [2, 12]) {
      expect(isQuotingOpen({ ...appointed, sectionStauts }, ms(end, 1))).toBe(true);
      expect(isQuotingOpen({ ...quoting, sectionStauts }, ms(end, -1))).toBe(false);
    }
    // An earlier appointment does not cut the section's own end short.
    expect(quotingDeadline({ ...quoting, isAppointSupplierQuotationIng: 1, appointmentEnd: ms(end, -60_000) })).toEqual(end);
    // An appointment flag without an extra round on record does not open quoting after the end.
    expect(quotingDeadline({ ...quoting, sectionStauts: 2, isAppointSupplierQuotationIng: 1 })).toBeUndefined();
  });

  it('is closed to a disabled sign-up and in a suspended section, whatever the time', () => {
    expect(quotingDeadline({ ...quoting, disabled: 1 })).toBeUndefined();
    expect(isQuotingOpen({ ...quoting, disabled: 1 }, ms(end, -60_000))).toBe(false);
    expect(isQuotingOpen({ ...quoting, disabled: 1, sectionStauts: 2, isAppointSupplierQuotationIng: 1, appointmentEnd: later }, ms(end, 1))).toBe(false);
    const suspended = { ...quoting, sectionStauts: 15 };
    expect(quotingDeadline(suspended)).toBeUndefined();
    expect(isQuotingOpen(suspended, ms(end, -60_000))).toBe(false);
    expect(isQuotingOpen({ ...suspended, isAppointSupplierQuotationIng: 1, appointmentEnd: later }, ms(end, -60_000))).toBe(false);
  });

  it('has no end when none is set, and is closed to sign-ups not ready to quote or with results', () => {
    expect(quotingDeadline({ ...quoting, entTime: null })).toBeNull();
    expect(isQuotingOpen({ ...quoting, entTime: null }, later)).toBe(true);
    for (const supplierBidStatus of [14, 20, -1, 9]) expect(isQuotingOpen({ ...quoting, supplierBidStatus }, ms(end, -1))).toBe(false);
    for (const supplierBidStatus of [15, 19]) expect(isQuotingOpen({ ...quoting, supplierBidStatus }, ms(end, -1))).toBe(true);
  });
});

describe('quotation request schema', () => {
  const parse = (fields: Record<string, unknown>) => bidQuotesSchema.safeParse({ sectionId: 1, requestKey: 'key-12345', sectors: [{ id: 1, sectorPrice: '1', ...fields }] });
  const issue = (fields: Record<string, unknown>) => parse(fields).error?.issues[0]?.message;

  it('takes tax rates of sys_tax_rate only, 13 when not given', () => {
    expect(parse({}).data?.sectors[0].taxRate).toBe('13');
    for (const taxRate of ['0', '6', 9, '13']) expect(parse({ taxRate }).success).toBe(true);
    for (const taxRate of ['7', '13.5', '130', 'x']) expect(issue({ taxRate })).toBe('taxRateInvalid');
  });

  it('takes volume and weight units of sys_volume_unit and sys_weight_unit, or none', () => {
    expect(parse({ volumeUnit: 'm3', weightUnit: 'kg' }).success).toBe(true);
    expect(parse({ volumeUnit: '', weightUnit: null }).success).toBe(true);
    expect(issue({ volumeUnit: 'kg' })).toBe('quoteVolumeUnitInvalid');
    expect(issue({ weightUnit: 'm3' })).toBe('quoteWeightUnitInvalid');
  });
});

describe('the auction bound replayed at the seal (auctionBoundBreaches)', () => {
  const round = (id: number, signupId: number, pipePrice: string, valvePrice = '30') => ({ id, signupId, lines: [{ id: pipe.id, price: pipePrice }, { id: valve.id, price: valvePrice }] });
  const replay = (rounds: ReturnType<typeof round>[], changes: { position: number; signupId: number; competes: boolean }[] = [], rules: QuoteRules = buying, atFirst = true) =>
    auctionBoundBreaches({ rules, items: [pipe, valve], rounds, changes, competesAtFirst: () => atFirst });
  // Alice (sign-up 1) 100, Bob (2) 90, then Alice 95: her pipe moved but is not below Bob's 90.
  const undercut = [round(10, 1, '100'), round(20, 2, '90'), round(30, 1, '95')];

  it('names a later round whose moved item did not beat the competing lowest, with the bound the check would have named', () => {
    expect(replay(undercut)).toEqual([{ roundId: 30, issues: [{ key: 'quoteNotBelowAuctionLowest', item: pipe, params: { bound: '90.00' } }] }]);
    expect(replay([round(10, 1, '100'), round(20, 2, '90'), round(30, 1, '89.99')])).toEqual([]);
  });

  it('checks against the rounds stored before, in id order whatever order they are given in', () => {
    // Bob's 90 stored after Alice's 95: she beat everything before her.
    expect(replay([round(30, 2, '90'), round(10, 1, '100'), round(20, 1, '95')])).toEqual([]);
  });

  it('counts only the suppliers competing when the round was stored, whatever they became later', () => {
    // Bob withdrew (or was disabled) before Alice's 95: his 90 no longer bound her.
    expect(replay(undercut, [{ position: 25, signupId: 2, competes: false }])).toEqual([]);
    // Bob stopped competing only after it: the 95 broke the rule then.
    expect(replay(undercut, [{ position: 35, signupId: 2, competes: false }])).toHaveLength(1);
    // Bob disabled at first, enabled again after Alice's 95: not a breach, though he competes at the seal.
    expect(replay(undercut, [{ position: 35, signupId: 2, competes: true }], buying, false)).toEqual([]);
    // Disabled, then enabled before it: a breach.
    expect(replay(undercut, [{ position: 15, signupId: 2, competes: false }, { position: 25, signupId: 2, competes: true }])).toHaveLength(1);
  });

  it('checks only the items a round moved, and first rounds not at all', () => {
    // Alice's valve stays at 30 above Bob's 20: not moved, not checked. Bob's first round is not a later round.
    expect(replay([round(10, 1, '100', '30'), round(20, 2, '90', '20'), round(30, 1, '80', '30')])).toEqual([]);
    expect(replay([round(10, 1, '100'), round(20, 2, '100')])).toEqual([]);
  });

  it('takes the highest bound when selling', () => {
    const rounds = [round(10, 1, '100'), round(20, 2, '110'), round(30, 1, '105')];
    expect(replay(rounds, [], selling)).toEqual([{ roundId: 30, issues: [{ key: 'quoteNotAboveAuctionHighest', item: pipe, params: { bound: '110.00' } }] }]);
    expect(replay(rounds.slice(0, 2).concat(round(30, 1, '110.01')), [], selling)).toEqual([]);
  });
});
