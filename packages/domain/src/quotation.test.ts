import { describe, expect, it } from 'vitest';
import { translate } from './messages';
import {
  checkRound,
  isQuantityInput,
  isTotalPriceInput,
  isUnitPriceInput,
  issueParams,
  materialTotal,
  priceLine,
  rankOf,
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

  it('asks a lowered item to beat the lowest price of the whole auction, not only the own last quote', () => {
    const auction = new Map([[1, { lowest: '75.00', highest: '90.00' }], [2, { lowest: '30.00', highest: '30.00' }]]);
    expect(next([{ id: 1, sectorPrice: '75' }, { id: 2, sectorPrice: '30' }], buying, auction).issues).toEqual([{ key: 'quoteNotBelowAuctionLowest', item: pipe }]);
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

describe('rankOf', () => {
  it('ranks lower prices first when buying and higher first when selling, ties sharing a rank', () => {
    expect(rankOf('10.00', ['9.99', '10', '12'], 1)).toBe(2);
    expect(rankOf('10.00', ['10.00', '12'], 1)).toBe(1);
    expect(rankOf('10.00', ['9.99', '10', '12'], 2)).toBe(2);
  });
});
