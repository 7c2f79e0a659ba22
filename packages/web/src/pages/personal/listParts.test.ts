import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { filterParam, fromRange, isDay, rowNumber, toRange } from './listParts';

describe('list helpers', () => {
  it('accepts real calendar days only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', '20260105', '']) expect(isDay(bad), bad).toBe(false);
  });

  it('writes a picked option into the address and leaves a cleared one out', () => {
    expect(filterParam(2)).toBe('2');
    expect(filterParam(undefined)).toBeUndefined();
    expect(filterParam(null)).toBeUndefined();
  });

  it('turns two filter days into a picker range and back', () => {
    const range = toRange('2026-03-01', '2026-03-31');
    expect(range?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-03-01', '2026-03-31']);
    expect(fromRange(range)).toEqual({ start: '2026-03-01', end: '2026-03-31' });
  });

  it('gives a range with one bound when one day is given, none for an invalid day, and no filters for a cleared picker', () => {
    expect(toRange('2026-03-01', undefined)?.map((d) => d?.format('YYYY-MM-DD') ?? null)).toEqual(['2026-03-01', null]);
    expect(toRange(undefined, '2026-03-31')?.map((d) => d?.format('YYYY-MM-DD') ?? null)).toEqual([null, '2026-03-31']);
    expect(toRange(undefined, undefined)).toBeUndefined();
    expect(toRange('2026-03-01', '2026-02-30')).toBeUndefined();
    expect(fromRange(null)).toEqual({ start: undefined, end: undefined });
    expect(fromRange([dayjs('2026-01-02'), null])).toEqual({ start: '2026-01-02', end: undefined });
  });

  it('numbers rows across pages', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(3, 10, 4)).toBe(25);
  });
});
