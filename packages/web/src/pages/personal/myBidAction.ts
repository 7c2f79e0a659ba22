import { myBidOpensPlainDetails } from '@portal/domain';

/**
 * The action of a MyBid row (part 2 §2): the manage link while the supplier is appointed to an extra
 * quoting round; a plain details link for finished projects or sign-ups; otherwise the certification
 * check runs before the details open.
 */
export function myBidAction(row: { sectionStauts: number; supplierBidStatus: number; isAppointSupplierQuotationIng: number }): 'manage' | 'details' | 'check' {
  if (row.isAppointSupplierQuotationIng === 1) return 'manage';
  return myBidOpensPlainDetails(row.sectionStauts, row.supplierBidStatus) ? 'details' : 'check';
}
