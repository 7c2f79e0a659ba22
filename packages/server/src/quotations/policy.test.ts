import { describe, expect, it } from 'vitest';
import type { QuotingState } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import { quotationPolicy, type QuotationRow } from './policy';

const NOW = new Date('2026-06-01T10:00:00Z');
const user = (role: SessionUser['role'], companyId: number | null): SessionUser => ({ id: 1, role, companyId }) as SessionUser;
const callers = {
  visitor: null,
  'supplier of the sign-up': user('supplier', 7),
  'supplier of another company': user('supplier', 8),
  'supplier without a company': user('supplier', null),
  'buyer of the section': user('buyer', 7),
  administrator: user('admin', null),
};
const quoting = (changes: Partial<QuotingState> = {}): QuotingState => ({
  supplierBidStatus: 15,
  sectionStauts: 1,
  isAppointSupplierQuotationIng: 0,
  disabled: 0,
  entTime: new Date(NOW.getTime() + 60_000),
  appointmentEnd: null,
  ...changes,
});
const rows: Record<string, QuotationRow> = {
  'quoting, before the end': { companyId: 7, quoting: quoting(), at: NOW },
  'quoting, at the end instant': { companyId: 7, quoting: quoting({ entTime: NOW }), at: NOW },
  'not yet ready to quote (status 9)': { companyId: 7, quoting: quoting({ supplierBidStatus: 9 }), at: NOW },
  'disabled by the buyer': { companyId: 7, quoting: quoting({ disabled: 1 }), at: NOW },
  'section in evaluation, not appointed': { companyId: 7, quoting: quoting({ sectionStauts: 2 }), at: NOW },
  'appointed to a running extra round': {
    companyId: 7,
    quoting: quoting({ sectionStauts: 2, isAppointSupplierQuotationIng: 1, appointmentEnd: new Date(NOW.getTime() + 1_000) }),
    at: NOW,
  },
  'appointed to an extra round that ended': {
    companyId: 7,
    quoting: quoting({ sectionStauts: 2, isAppointSupplierQuotationIng: 1, appointmentEnd: new Date(NOW.getTime() - 1) }),
    at: NOW,
  },
};
/** Only the sign-up's own supplier, only while its quoting is open. */
const OPEN = new Set(['quoting, before the end', 'appointed to a running extra round']);

describe('the quotations policy', () => {
  for (const [callerName, caller] of Object.entries(callers)) {
    for (const [rowName, row] of Object.entries(rows)) {
      const expected = callerName === 'supplier of the sign-up' && OPEN.has(rowName);
      it(`${expected ? 'lets' : 'does not let'} the ${callerName} quote: ${rowName}`, () => {
        expect(quotationPolicy.may(caller, 'quote', row)).toBe(expected);
        expect(quotationPolicy.actions(caller, row)).toEqual(expected ? ['quote'] : []);
      });
    }
  }

  it('scopes lists of rounds and sign-ups by caller', () => {
    const scoped = (caller: SessionUser | null) => {
      const params: unknown[] = [];
      return { sql: quotationPolicy.scope(caller, 'g', params), params };
    };
    expect(scoped(callers.visitor)).toEqual({ sql: 'FALSE', params: [] });
    expect(scoped(callers['supplier without a company'])).toEqual({ sql: 'FALSE', params: [] });
    expect(scoped(callers['supplier of the sign-up'])).toEqual({ sql: 'g.company_id = $1', params: [7] });
    expect(scoped(callers['buyer of the section'])).toEqual({
      sql: 'EXISTS (SELECT 1 FROM section scoped WHERE scoped.id = g.section_id AND scoped.buyer_company_id = $1)',
      params: [7],
    });
    expect(scoped(callers.administrator)).toEqual({ sql: 'TRUE', params: [] });
  });
});
