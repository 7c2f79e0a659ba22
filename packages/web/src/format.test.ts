import { describe, expect, it } from 'vitest';
import { formatCurrencyName, formatDateTime, formatFileSize, formatList, formatMoney, formatPercent, formatQuantity } from './format';

describe('formatMoney', () => {
  it('writes the symbol of the currency, never its unit as well, with thousands separators in zh, en and lo', () => {
    expect(formatMoney('2175600.00', 'zh', { currency: 'CNY', unit: '元' })).toBe('¥2,175,600.00');
    expect(formatMoney('2175600.00', 'en', { currency: 'USD', unit: 'US dollars' })).toBe('$2,175,600.00');
    // Lao groups with dots and writes decimals after a comma.
    expect(formatMoney('2175600.00', 'lo', { currency: 'LAK', unit: 'ກີບ' })).toBe('₭2.175.600,00');
    expect(formatMoney('9400', 'en', { currency: 'THB' })).toBe('฿9,400.00');
  });

  it('writes the unit word after the amount for a currency without a symbol of its own', () => {
    expect(formatMoney('9400.00', 'zh', { currency: 'GOLD', unit: '两' })).toBe('9,400.00 两');
    expect(formatMoney('9400.00', 'en', { currency: 'GOLD' })).toBe('9,400.00 GOLD');
    expect(formatMoney('9400.00', 'lo', { unit: 'ຢວນ' })).toBe('9.400,00 ຢວນ');
  });

  it('is the number alone without a currency or a unit', () => {
    expect(formatMoney('86863.00', 'zh')).toBe('86,863.00');
    expect(formatMoney('86863.00', 'lo')).toBe('86.863,00');
  });

  it("shows the section's decimals: at least 2, the 4 of total-price quoting as sent, or as told", () => {
    expect(formatMoney('1500000', 'en', { currency: 'USD' })).toBe('$1,500,000.00');
    expect(formatMoney('999.5', 'en')).toBe('999.50');
    expect(formatMoney('900.1250', 'zh', { currency: 'CNY' })).toBe('¥900.1250');
    expect(formatMoney('900.1', 'en', { decimals: 4 })).toBe('900.1000');
    expect(formatMoney(2000, 'en')).toBe('2,000.00');
  });

  it('keeps exact digits of amounts beyond floating-point precision', () => {
    expect(formatMoney('12345678901234567.89', 'en')).toBe('12,345,678,901,234,567.89');
    expect(formatMoney('12345678901234567.89', 'lo', { currency: 'CNY' })).toBe('¥12.345.678.901.234.567,89');
  });

  it('formats zero and negative amounts and drops leading zeros', () => {
    expect(formatMoney('0.00', 'zh', { currency: 'CNY' })).toBe('¥0.00');
    expect(formatMoney('-1200.10', 'en')).toBe('-1,200.10');
    expect(formatMoney('000123.40', 'en')).toBe('123.40');
  });

  it('gives an empty text for missing or malformed values', () => {
    expect(formatMoney(null, 'zh')).toBe('');
    expect(formatMoney(undefined, 'en', { currency: 'CNY' })).toBe('');
    expect(formatMoney('', 'lo')).toBe('');
    expect(formatMoney('12a', 'en')).toBe('');
    expect(formatMoney('1,200.00', 'en')).toBe('');
  });
});

describe('formatCurrencyName', () => {
  it("names the currency in the reader's language with its symbol, not its unit", () => {
    expect(formatCurrencyName('US dollar', 'USD', 'en')).toBe('US dollar ($)');
    expect(formatCurrencyName('人民币', 'CNY', 'zh')).toBe('人民币 (¥)');
    expect(formatCurrencyName('ກີບລາວ', 'LAK', 'lo')).toBe('ກີບລາວ (₭)');
  });

  it('is the name alone for a currency without a symbol', () => {
    expect(formatCurrencyName('Gold', 'GOLD', 'en')).toBe('Gold');
    expect(formatCurrencyName('', 'GOLD', 'en')).toBe('GOLD');
  });
});

describe('formatQuantity', () => {
  it('drops the trailing zeros of the stored scale', () => {
    expect(formatQuantity('10.000000')).toBe('10');
    expect(formatQuantity('2.500000')).toBe('2.5');
    expect(formatQuantity('1200.000000')).toBe('1,200');
    expect(formatQuantity('0.000100')).toBe('0.0001');
  });

  it("groups as the reader's language does when told the language", () => {
    expect(formatQuantity('1200.500000', 'zh')).toBe('1,200.5');
    expect(formatQuantity('1200.500000', 'lo')).toBe('1.200,5');
    expect(formatQuantity('0.000001', 'en')).toBe('0.000001');
  });
});

describe('formatPercent', () => {
  it('writes ratios as percentages', () => {
    expect(formatPercent('30.00')).toBe('30%');
    expect(formatPercent('12.50')).toBe('12.5%');
    expect(formatPercent(null)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('picks a readable unit', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1572864)).toBe('1.5 MB');
  });
});

describe('formatList', () => {
  it('joins items as each language does', () => {
    expect(formatList(['A 1', 'B 2'], 'en')).toBe('A 1, B 2');
    expect(formatList(['A 1', 'B 2', 'C'], 'zh')).toBe('A 1、B 2、C');
    expect(formatList(['A'], 'lo')).toBe('A');
    expect(formatList([], 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes an instant as yyyy-MM-dd HH:mm:ss in the reader\'s zone, as the server writes wire times', () => {
    const instant = new Date(2026, 10, 27, 23, 19, 5, 389);
    expect(formatDateTime(instant)).toBe('2026-11-27 23:19:05');
    expect(formatDateTime(instant.toISOString())).toBe('2026-11-27 23:19:05');
  });

  it('gives nothing for an empty or unreadable value', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a time')).toBe('');
  });
});
