import { describe, expect, it } from 'vitest';
import type { HistoryRound, QuotationInfo } from '../../api/quotation';
import { applyEvents, applyRounds, type QuoteView } from './liveEvents';
import { quoteDetail, quoteSector, quotingSection } from './testQuote';

function view(history: HistoryRound[] = [], lastRound: QuotationInfo['lastRound'] = null): QuoteView {
  return {
    info: {
      bidSection: { ...quotingSection({ id: 7, sectionId: 7 }), signupId: 3, supplierBidStatus: 15, isAppointSupplierQuotationIng: 0, canQuote: true, actions: ['quote'], resultsPublished: false, endTime: null },
      bidSectors: [quoteSector(1, { sectorPrice: '900.00', totalPrice: '2700.00' }), quoteSector(2, { detailsList: [quoteDetail(21, 'Motor', '2')] })],
      lastRound,
      ranking: null,
    },
    history,
  };
}

const line = (id: number, sectorPrice: string | null, totalPrice: string, detailsList: HistoryRound['quotesList'][number]['detailsList'] = []) => ({
  id,
  sectorPrice,
  otherExpenses: '0.00',
  totalMaterialPrice: totalPrice,
  totalPrice,
  taxRate: '13',
  settleMethod: null,
  remarks: '',
  remarks1: '',
  volume: null,
  volumeUnit: null,
  weight: null,
  weightUnit: null,
  detailsList,
});

const round = (quotesCount: number, quotesList: HistoryRound['quotesList'], totalPrice = '100.00'): HistoryRound => ({
  id: 100 + quotesCount,
  quotesCount,
  totalPrice,
  createTime: '2026-11-27 18:00:00',
  arrivalTime: '2026-11-27 17:59:59',
  quotesList,
});

const event = (name: string, data: unknown) => ({ id: 1, event: name, data });

describe('applying live events to the quotation page', () => {
  it('sets the auction’s current bound of each item from a bounds event, leaving the others', () => {
    const { view: next, fetchHistory } = applyEvents(view(), [event('bounds', { bounds: { 1: '850.00' } })]);
    expect(next.info.bidSectors.map((s) => s.minOrMaxQuotesAmount)).toEqual(['850.00', null]);
    expect(fetchHistory).toBe(false);
  });

  it('applies the caller’s rank, total and per item', () => {
    const { view: next } = applyEvents(view(), [event('rank', { rankingType: 2, ranking: 3, priceRanking: { 2: 1 } })]);
    expect(next.info.ranking).toBe(3);
    expect(next.info.bidSectors.map((s) => s.priceRanking)).toEqual([null, 1]);
  });

  it('applies a burst in order: the last bound wins', () => {
    const { view: next } = applyEvents(view(), [event('bounds', { bounds: { 1: '850.00' } }), event('activity', {}), event('bounds', { bounds: { 1: '840.00', 2: '99.00' } })]);
    expect(next.info.bidSectors.map((s) => s.minOrMaxQuotesAmount)).toEqual(['840.00', '99.00']);
  });

  it('changes nothing for another supplier’s activity or the clock’s events', () => {
    const before = view();
    const { view: next, fetchHistory } = applyEvents(before, [event('activity', {}), event('time', { serverTime: 'x' }), event('hello', {})]);
    expect(next).toBe(before);
    expect(fetchHistory).toBe(false);
  });

  it('asks for the history once for rounds of the caller it does not have (another tab or device)', () => {
    const { view: next, fetchHistory } = applyEvents(view(), [
      event('round', { signupId: 3, quotesCount: 1, totalPrice: '10.00', arrivalTime: 't1' }),
      event('round', { signupId: 3, quotesCount: 2, totalPrice: '9.00', arrivalTime: 't2' }),
    ]);
    expect(fetchHistory).toBe(true);
    expect(next.info.lastRound).toEqual({ quotesCount: 2, totalPrice: '9.00', createTime: 't2' });
  });

  it('does nothing for a round it already has (its own submit, applied from the answer)', () => {
    const before = view([round(1, [])], { quotesCount: 1, totalPrice: '100.00', createTime: null });
    const { view: next, fetchHistory } = applyEvents(before, [event('round', { signupId: 3, quotesCount: 1, totalPrice: '100.00', arrivalTime: 't' })]);
    expect(fetchHistory).toBe(false);
    expect(next).toBe(before);
  });
});

describe('applying a stored round', () => {
  it('adds it to the history, makes it the last round and the items’ own last quote', () => {
    const stored = round(1, [line(2, null, '50.00', [{ id: 21, sectorPrice: '25.00', otherExpenses: null, totalMaterialPrice: '50.00', totalPrice: '50.00' }])], '50.00');
    const next = applyRounds(view(), [stored]);
    expect(next.history).toEqual([stored]);
    expect(next.info.lastRound).toEqual({ quotesCount: 1, totalPrice: '50.00', createTime: '2026-11-27 17:59:59' });
    // The valve was not in the round: no quote of the caller any more; the pump carries the round's amounts.
    expect(next.info.bidSectors[0]).toMatchObject({ sectorPrice: null, totalPrice: null });
    expect(next.info.bidSectors[1]).toMatchObject({ totalMaterialPrice: '50.00', totalPrice: '50.00' });
    expect(next.info.bidSectors[1].detailsList[0]).toMatchObject({ sectorPrice: '25.00', totalPrice: '50.00' });
  });

  it('adds a round only once, keeps the history in order and never goes back to an older round', () => {
    const two = round(2, [line(1, '800.00', '2400.00')]);
    const once = applyRounds(view(), [two]);
    const again = applyRounds(once, [two, round(1, [line(1, '900.00', '2700.00')])]);
    expect(again.history.map((r) => r.quotesCount)).toEqual([1, 2]);
    expect(again.info.lastRound?.quotesCount).toBe(2);
    expect(again.info.bidSectors[0].sectorPrice).toBe('800.00');
  });
});
