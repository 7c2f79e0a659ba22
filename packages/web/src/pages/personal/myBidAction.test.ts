import { describe, expect, it } from 'vitest';
import { myBidAction } from './myBidAction';

const row = (sectionStauts: number, supplierBidStatus: number, isAppointSupplierQuotationIng = 0) => ({ sectionStauts, supplierBidStatus, isAppointSupplierQuotationIng });

describe('MyBid action', () => {
  it.each([2, 13, 14, 6])('is a plain details link when the project status is %i', (status) => {
    expect(myBidAction(row(status, 15))).toBe('details');
  });

  it.each([14, 20, -1])('is a plain details link when my bid status is %i', (status) => {
    expect(myBidAction(row(1, status))).toBe('details');
  });

  it('runs the certification check first otherwise', () => {
    expect(myBidAction(row(1, 15))).toBe('check');
    expect(myBidAction(row(8, 1))).toBe('check');
  });

  it('is the manage link while appointed to quote', () => {
    expect(myBidAction(row(2, 15, 1))).toBe('manage');
  });
});
