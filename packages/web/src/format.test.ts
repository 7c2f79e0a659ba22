import { describe, expect, it } from 'vitest';
import { formatAmount, formatFileSize, formatList, formatMoney, formatPercent, formatQuantity } from './format';

describe('formatMoney', () => {
  it('groups thousands and keeps the decimals it was given', () => {
    expect(formatMoney('1500000.00')).toBe('1,500,000.00');
    expect(formatMoney('999.5')).toBe('999.5');
    expect(formatMoney('1234567')).toBe('1,234,567');
  });

  it('keeps exact digits of amounts beyond floating-point precision', () => {
    expect(formatMoney('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
  });

  it('formats numbers, zero and negative amounts', () => {
    expect(formatMoney(2000)).toBe('2,000');
    expect(formatMoney('0.00')).toBe('0.00');
    expect(formatMoney('-1200.10')).toBe('-1,200.10');
    expect(formatMoney('000123.40')).toBe('123.40');
  });

  it('gives an empty text for missing or malformed values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('12a')).toBe('');
  });
});

describe('formatQuantity', () => {
  it('drops the trailing zeros of the stored scale', () => {
    expect(formatQuantity('10.000000')).toBe('10');
    expect(formatQuantity('2.500000')).toBe('2.5');
    expect(formatQuantity('1200.000000')).toBe('1,200');
    expect(formatQuantity('0.000100')).toBe('0.0001');
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

describe('formatAmount', () => {
  it('puts the currency symbol before and the money unit after the amount', () => {
    expect(formatAmount('1500000.00', '¥', '元')).toBe('¥1,500,000.00 元');
    expect(formatAmount('20.5', '$')).toBe('$20.5');
  });

  it('is empty without an amount', () => {
    expect(formatAmount(null, '¥', '元')).toBe('');
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
