import { describe, expect, it } from 'vitest';
import { quoteDetail, quotingSection, quoteSector } from './testQuote';
import { checkLines, cleanDecimal, padDecimals, grandTotal, initialLines, lineAmounts, mergeDraft, mergeImported, paddedLine, previousRound, quoteItems, taxRateOptions, toPayload } from './lines';

const unit = quotingSection();
const total = quotingSection({ quotationMethod: 1 });

describe('typing a price', () => {
  it('keeps digits and one point with at most the allowed decimals', () => {
    expect(cleanDecimal('12.3456', 2)).toBe('12.34');
    expect(cleanDecimal('12.3456', 4)).toBe('12.3456');
    expect(cleanDecimal('1,234.5a.6', 2)).toBe('1234.56');
    expect(cleanDecimal('.5', 2)).toBe('0.5');
    expect(cleanDecimal('abc', 2)).toBe('');
  });

  it('cuts the input at 33 characters', () => {
    expect(cleanDecimal('9'.repeat(40), 2)).toHaveLength(33);
  });

  it('writes a price with all the section’s decimals once left, so prices read one way', () => {
    expect(padDecimals('340.5', 2)).toBe('340.50');
    expect(padDecimals('340', 2)).toBe('340.00');
    expect(padDecimals('340.', 2)).toBe('340.00');
    expect(padDecimals('193.20', 2)).toBe('193.20');
    expect(padDecimals('1500.5', 4)).toBe('1500.5000');
    expect(padDecimals('', 2)).toBe('');
    expect(padDecimals('1.234', 2)).toBe('1.234');
  });
});

describe('rows of the table', () => {
  it('start with tax rate 13 and the caller’s last quote', () => {
    const rows = initialLines([quoteSector(1), quoteSector(2, { sectorPrice: '88.50', otherExpenses: '5.00', taxRate: '' })], false);
    expect(rows[1]).toMatchObject({ price: '', taxRate: '13' });
    expect(rows[2]).toMatchObject({ price: '88.50', otherExpenses: '5.00', taxRate: '13' });
  });

  it('under total-price quoting start from the entered total (material total), not the total with expenses', () => {
    const rows = initialLines([quoteSector(1, { totalMaterialPrice: '300.1234', otherExpenses: '10.00', totalPrice: '310.1234' })], true);
    expect(rows[1].price).toBe('300.1234');
  });

  it('compute material total from the unit price floored to 2 decimals times the quantity, plus other expenses', () => {
    const [item] = quoteItems([quoteSector(1, { sectorNumber: '3.000000' })]);
    const amounts = lineAmounts({ ...initialLines([quoteSector(1)], false)[1], price: '10.99', otherExpenses: '1.5' }, item, 0);
    expect(amounts).toMatchObject({ totalMaterialPrice: '32.97', totalPrice: '34.47' });
  });

  it('show totals with 4 decimals under total-price quoting', () => {
    const [item] = quoteItems([quoteSector(1)]);
    const amounts = lineAmounts({ ...initialLines([quoteSector(1)], true)[1], price: '100.1234', otherExpenses: '' }, item, 1);
    expect(amounts?.totalPrice).toBe('100.1234');
  });

  it('give no amounts for an empty or malformed price, and sum only the priced rows', () => {
    const sectors = [quoteSector(1), quoteSector(2)];
    const rows = initialLines(sectors, false);
    expect(lineAmounts(rows[1], quoteItems(sectors)[0], 0)).toBeNull();
    rows[2] = { ...rows[2], price: '2' };
    expect(grandTotal(rows, quoteItems(sectors), 0)).toBe('6.00');
  });
});

describe('import and draft', () => {
  it('fill prices from the imported file and keep a forced settlement method', () => {
    const sectors = [quoteSector(1, { isForceSettleMethod: 1, settleMethod: 2 }), quoteSector(2)];
    const rows = initialLines(sectors, false);
    const next = mergeImported(rows, [{ id: 1, sectorPrice: '12.00', settleMethod: 0, taxRate: '6' }, { id: 2, otherExpenses: '3.00' }, { id: 9, sectorPrice: '1' }], sectors, false);
    expect(next[1]).toMatchObject({ price: '12.00', taxRate: '6', settleMethod: 2 });
    expect(next[2]).toMatchObject({ price: '', otherExpenses: '3.00' });
    expect(next[9]).toBeUndefined();
  });

  it('restore a draft only for items still in the section', () => {
    const rows = initialLines([quoteSector(1)], false);
    const next = mergeDraft(rows, [{ ...rows[1], price: '7.77' }, { ...rows[1], id: 5, price: '1' }]);
    expect(next[1].price).toBe('7.77');
    expect(next[5]).toBeUndefined();
  });

  it('save a draft as its fields show once left: prices and expenses with all their decimals, the field last typed in too', () => {
    const [line] = Object.values(initialLines([quoteSector(1)], false));
    const typed = { ...line, price: '30', otherExpenses: '5.5', details: { 7: { price: '12.', otherExpenses: '' } } };
    expect(paddedLine(typed, false)).toMatchObject({ price: '30.00', otherExpenses: '5.50', details: { 7: { price: '12.00', otherExpenses: '' } } });
    expect(paddedLine({ ...typed, price: '30.5' }, true).price).toBe('30.5000');
    // A malformed value is kept as typed, for the warning to name it.
    expect(paddedLine({ ...typed, price: '30.123' }, false).price).toBe('30.123');
  });

  it('keep only the tax rates of sys_tax_rate from a draft or an import', () => {
    const sectors = [quoteSector(1), quoteSector(2)];
    const rows = initialLines(sectors, false);
    const restored = mergeDraft(rows, [{ ...rows[1], taxRate: '5', price: '7.77' }, { ...rows[2], taxRate: '9' }]);
    expect(restored[1]).toMatchObject({ taxRate: '13', price: '7.77' });
    expect(restored[2].taxRate).toBe('9');
    const imported = mergeImported(rows, [{ id: 1, taxRate: '13.5' }, { id: 2, taxRate: '0' }], sectors, false);
    expect(imported[1].taxRate).toBe('13');
    expect(imported[2].taxRate).toBe('0');
  });
});

describe('the tax rates offered', () => {
  it('are the values of sys_tax_rate, labelled by the dictionary once it has arrived', () => {
    expect(taxRateOptions(() => '')).toEqual(['0', '1', '3', '6', '9', '13'].map((r) => ({ value: r, label: `${r}%` })));
    expect(taxRateOptions((v) => (v === '13' ? '13%（一般）' : '')).at(-1)).toEqual({ value: '13', label: '13%（一般）' });
  });
});

describe('warnings before sending (the domain’s round rules)', () => {
  it('ask for at least one price on the first round of an any-item award', () => {
    const sectors = [quoteSector(1), quoteSector(2)];
    const checked = checkLines(unit, sectors, initialLines(sectors, false), null);
    expect(checked.issues.map((i) => i.key)).toEqual(['quotePriceAtLeastOne']);
  });

  it('ask for every price on the first round of a whole-bid award, naming the item', () => {
    const sectors = [quoteSector(1), quoteSector(2)];
    const rows = initialLines(sectors, false);
    rows[1] = { ...rows[1], price: '5' };
    const checked = checkLines(quotingSection({ successfulBidderMethod: 2 }), sectors, rows, null);
    expect(checked.issues).toMatchObject([{ key: 'quotePriceMissing', item: { id: 2 } }]);
  });

  it('refuse a price one cent over the ceiling and accept it exactly at the ceiling', () => {
    const sectors = [quoteSector(1, { maxPrice: '1000.00' })];
    const at = checkLines(unit, sectors, { 1: { ...initialLines(sectors, false)[1], price: '1000.00' } }, null);
    const over = checkLines(unit, sectors, { 1: { ...initialLines(sectors, false)[1], price: '1000.01' } }, null);
    expect(at.issues).toEqual([]);
    expect(over.issues.map((i) => i.key)).toEqual(['quotePriceAboveMax']);
  });

  it('refuse a later round that lowers no item', () => {
    const sectors = [quoteSector(1, { sectorPrice: '900.00', totalPrice: '2700.00' })];
    const rows = initialLines(sectors, false);
    const checked = checkLines(unit, sectors, rows, previousRound(sectors, unit, true));
    expect(checked.issues.map((i) => i.key)).toEqual(['quoteNoItemLower']);
    rows[1] = { ...rows[1], price: '899.99' };
    expect(checkLines(unit, sectors, rows, previousRound(sectors, unit, true)).issues).toEqual([]);
  });

  it('refuse a drop that does not beat the auction’s current lowest the page shows, naming it (isYuanJu)', () => {
    const sectors = [quoteSector(1, { sectorPrice: '900.00', totalPrice: '2700.00', minOrMaxQuotesAmount: '850.00' })];
    const rows = initialLines(sectors, false);
    rows[1] = { ...rows[1], price: '850.00' };
    expect(checkLines(unit, sectors, rows, previousRound(sectors, unit, true)).issues).toMatchObject([{ key: 'quoteNotBelowAuctionLowest', params: { bound: '850.00' } }]);
    rows[1] = { ...rows[1], price: '849.99' };
    expect(checkLines(unit, sectors, rows, previousRound(sectors, unit, true)).issues).toEqual([]);
    // Without the auction rule the figure is the caller's own best, not a bound.
    rows[1] = { ...rows[1], price: '850.00' };
    expect(checkLines(quotingSection({ isYuanJu: 0 }), sectors, rows, previousRound(sectors, unit, true)).issues).toEqual([]);
  });

  it('compare the entered totals under total-price quoting', () => {
    const sectors = [quoteSector(1, { totalMaterialPrice: '500.0000', totalPrice: '500.0000', maxPrice: null })];
    const rows = initialLines(sectors, true);
    rows[1] = { ...rows[1], price: '499.9999' };
    expect(checkLines(total, sectors, rows, previousRound(sectors, total, true)).issues).toEqual([]);
  });
});

describe('the round as sent', () => {
  it('carries every row, the sector’s forced settlement method, and blanks as null', () => {
    const sectors = [quoteSector(1, { isForceSettleMethod: 1, settleMethod: 1 }), quoteSector(2)];
    const rows = initialLines(sectors, false);
    rows[1] = { ...rows[1], price: '10.00', settleMethod: 0, volume: '2.5', volumeUnit: 'm3' };
    const sent = toPayload(sectors, rows, unit);
    expect(sent[0]).toMatchObject({ id: 1, sectorPrice: '10.00', settleMethod: 1, taxRate: '13', volume: '2.5', volumeUnit: 'm3', totalPrice: '30.00' });
    expect(sent[1]).toMatchObject({ id: 2, sectorPrice: null, otherExpenses: null, volumeUnit: null, totalPrice: null });
  });

  it('sends the price as totalPrice under total-price quoting', () => {
    const sectors = [quoteSector(1)];
    const rows = { 1: { ...initialLines(sectors, true)[1], price: '123.4567' } };
    expect(toPayload(sectors, rows, total)[0]).toMatchObject({ sectorPrice: null, totalPrice: '123.4567' });
  });
});

describe('items priced by their detail rows', () => {
  const pump = quoteSector(3, { sectorNameEn: 'Pump', sectorNumber: '4.000000', maxPrice: '100.00', detailsList: [quoteDetail(31, 'Motor', '2'), quoteDetail(32, 'Frame', '0.5')] });
  const priced = (motor: string, frame: string, other = '') => ({ ...initialLines([pump], false)[3], details: { 31: { price: motor, otherExpenses: other }, 32: { price: frame, otherExpenses: '' } } });

  it('sum the rows into the item once every row is priced', () => {
    const [item] = quoteItems([pump]);
    expect(lineAmounts(priced('33.33', ''), item, 0)).toBeNull();
    expect(lineAmounts(priced('33.33', '10.01', '1.5'), item, 0)).toMatchObject({ sectorPrice: null, otherExpenses: '1.50', totalMaterialPrice: '71.67', totalPrice: '73.17' });
  });

  it('warn about an unpriced row and a ceiling passed, and send every row with its prices and remarks 1', () => {
    const warn = (line: ReturnType<typeof priced>) => checkLines(unit, [pump], { 3: line }, null).issues.map((i) => i.key);
    expect(warn(priced('200', ''))).toEqual(['quotePriceMissing']);
    expect(warn(priced('200', '0.02'))).toEqual(['quotePriceAboveMax']);
    expect(warn(priced('200', '0'))).toEqual([]);
    const [sent] = toPayload([pump], { 3: { ...priced('33.33', '10.01', '1.5'), remarks1: 'second' } }, unit);
    expect(sent).toMatchObject({
      sectorPrice: null,
      totalPrice: '73.17',
      remarks1: 'second',
      detailsList: [
        { id: 31, sectorPrice: '33.33', totalPrice: null, otherExpenses: '1.5' },
        { id: 32, sectorPrice: '10.01', totalPrice: null, otherExpenses: null },
      ],
    });
  });

  it('start from the caller’s last detail prices and compare the next round on the material total', () => {
    const quoted = { ...pump, totalMaterialPrice: '305.00', totalPrice: '305.00', detailsList: [quoteDetail(31, 'Motor', '2', { sectorPrice: '150.00', otherExpenses: '0.00' }), quoteDetail(32, 'Frame', '0.5', { sectorPrice: '10.00' })] };
    const rows = initialLines([quoted], false);
    expect(rows[3].details).toEqual({ 31: { price: '150.00', otherExpenses: '0.00' }, 32: { price: '10.00', otherExpenses: '' } });
    const previous = previousRound([quoted], unit, true);
    expect(previous?.lines).toEqual([{ id: 3, price: '305.00', totalPrice: '305.00' }]);
    const moved = { 3: { ...rows[3], details: { 31: { price: '149.99', otherExpenses: '' }, 32: { price: '10.04', otherExpenses: '' } } } };
    expect(checkLines(unit, [quoted], moved, previous).issues.map((i) => i.key)).toEqual(['quoteNoItemLower']);
  });

  it('take detail prices and remarks 1 from an import and a draft, only for rows still in the section', () => {
    const rows = initialLines([pump], false);
    const imported = mergeImported(rows, [{ id: 3, sectorPrice: null, totalMaterialPrice: '71.67', remarks1: 'r1', detailsList: [{ id: 31, sectorPrice: '33.33', otherExpenses: '1.50' }, { id: 99, sectorPrice: '1' }, { id: 32, sectorPrice: null, otherExpenses: null }] }], [pump], false);
    expect(imported[3]).toMatchObject({ price: '', remarks1: 'r1', details: { 31: { price: '33.33', otherExpenses: '1.50' }, 32: { price: '', otherExpenses: '' } } });
    expect(imported[3].details[99]).toBeUndefined();
    const restored = mergeDraft(rows, [{ id: 3, remarks1: 'kept', details: { 32: { price: '7', otherExpenses: '' }, 77: { price: '1', otherExpenses: '' } } }]);
    expect(restored[3]).toMatchObject({ remarks1: 'kept', details: { 31: { price: '' }, 32: { price: '7' } } });
    expect(restored[3].details[77]).toBeUndefined();
  });
});
