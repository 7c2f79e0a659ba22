import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SectionStatus } from '@portal/domain';
import { i18n } from '../../i18n';
import { setUpComponentTests } from '../../testing/componentTest';
import type { SectionQuotes, SupplierQuotes } from '../../api/sectionQuotes';

const answers = vi.hoisted(() => ({ suppliers: [] as unknown[], opened: true, bounds: null as Record<string, string> | null }));
vi.mock('../../api/dictionaries', () => ({ getDict: async () => [] }));
vi.mock('../../api/staffSections', () => ({ getSection: () => new Promise(() => undefined) }));
vi.mock('../../api/awards', () => ({ appointRound: vi.fn(), awardSection: vi.fn(), publishResults: vi.fn() }));
vi.mock('../../api/quiet', () => ({
  quietGet: async (url: string) => {
    if (!url.endsWith('/quotes')) return { code: 404 };
    const data: SectionQuotes = {
      sectionId: 7,
      sectionStauts: SectionStatus.quoting,
      endTime: '2099-01-01 10:00:00',
      appointmentEndTime: null,
      nowTime: '2098-12-31 10:00:00',
      quotationMethod: 0,
      biddingTradeType: 0,
      pricesOpened: answers.opened,
      bounds: answers.bounds,
      suppliers: answers.suppliers as SupplierQuotes[],
    };
    return { code: 200, data };
  },
}));

import Quoting from './Quoting';
import { applyQuoteEvents } from '../hooks/useLiveQuotes';

setUpComponentTests(() => Object.assign(answers, { suppliers: [], opened: true, bounds: null }));

function renderQuoting() {
  const router = createMemoryRouter([{ path: '/admin/sections/:id/quotes', element: <Quoting /> }], { initialEntries: ['/admin/sections/7/quotes'] });
  return render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
}

/** The column titles, read once the texts are loaded. */
const titles = () =>
  ['admin.quoting.rank', 'messages.bidRecordSupplier', 'admin.quoting.latestTotal', 'admin.quoting.rounds', 'admin.quoting.lastRoundAt', 'admin.quoting.refusedRounds', 'admin.quoting.bidStatus'].map((key) => i18n.t(key));
const headerTexts = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe("the buyer's quoting view", () => {
  it('lists no blank column while nobody has quoted', async () => {
    renderQuoting();
    await screen.findByText(i18n.t('admin.quoting.empty'));
    expect(headerTexts()).toEqual(titles());
  });

  it("unfolds a supplier's rounds once there are quotes", async () => {
    answers.suppliers = [
      {
        signupId: 3,
        companyId: 4,
        supplierName: 'Vientiane Trading',
        supplierBidStatus: 60,
        latestTotalPrice: '12000.00',
        ranking: 1,
        refusedRounds: 7,
        rounds: [{ id: 11, quotesCount: 1, totalPrice: '12000.00', createTime: '2098-12-31 09:00:00', quotesList: [{ id: 5, sectorPrice: '1200.00', totalPrice: '12000.00' }] }],
      },
    ];
    renderQuoting();
    await screen.findByText('Vientiane Trading');
    // The expand column comes first, named for screen readers only; the titled columns follow in order.
    expect(headerTexts()).toEqual(['Show details', ...titles()]);
    // The buyer sees how many rounds of the supplier the rules refused.
    expect(screen.getByText('7')).toBeTruthy();
    // Amounts as the money formatter writes them: thousands separated, not the wire's bare decimals.
    expect(screen.getByText('12,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /expand/i }));
    await waitFor(() => expect(screen.getByText(i18n.t('admin.quoting.round', { n: 1 }), { exact: false })).toBeTruthy());
    expect(screen.getByText(`${i18n.t('admin.quoting.round', { n: 1 })} · 12,000.00`)).toBeTruthy();
    expect(screen.getByText('1,200.00')).toBeTruthy();
  });

  it('shows who quoted and when, never a price, while the prices are sealed, with the bounds every participant sees', async () => {
    answers.opened = false;
    answers.bounds = { 5: '1150.00' };
    answers.suppliers = [
      {
        signupId: 3,
        companyId: 4,
        supplierName: 'Vientiane Trading',
        supplierBidStatus: 15,
        latestTotalPrice: null,
        ranking: null,
        refusedRounds: 0,
        rounds: [{ id: 11, quotesCount: 1, totalPrice: null, createTime: '2098-12-31 09:00:00', arrivalTime: '2098-12-31 09:00:00', quotesList: [] }],
      },
    ];
    renderQuoting();
    await screen.findByText('Vientiane Trading');
    expect(screen.getByTestId('quotes-sealed').textContent).toBe(i18n.t('admin.quoting.sealed'));
    expect(screen.getByText(i18n.t('admin.quoting.sealedPrice'))).toBeTruthy();
    expect(screen.getByText('2098-12-31 09:00:00')).toBeTruthy();
    expect(screen.getByTestId('quotes-bounds').textContent).toContain('1,150.00');
  });
});

describe('applyQuoteEvents', () => {
  const supplier = (signupId: number, rounds: number[]): SupplierQuotes => ({
    signupId,
    companyId: signupId + 100,
    supplierName: `S${signupId}`,
    supplierBidStatus: 15,
    latestTotalPrice: null,
    ranking: null,
    refusedRounds: 0,
    rounds: rounds.map((n) => ({ id: n, quotesCount: n, totalPrice: null, createTime: null, arrivalTime: null, quotesList: [] })),
  });
  const view = (opened = false): SectionQuotes => ({
    sectionId: 7,
    sectionStauts: 1,
    endTime: null,
    appointmentEndTime: null,
    nowTime: null,
    quotationMethod: 0,
    biddingTradeType: 1,
    pricesOpened: opened,
    bounds: null,
    suppliers: [supplier(1, [1]), supplier(2, [])],
  });
  const round = (id: number, signupId: number, quotesCount: number) => ({ id, event: 'round', data: { signupId, quotesCount, arrivalTime: '2026-11-27T10:00:00.000Z' } });

  it('adds sealed rounds to their suppliers and takes the latest bounds, without reading the view again', () => {
    const { quotes, reload } = applyQuoteEvents(view(), [round(10, 1, 2), round(11, 2, 1), { id: null, event: 'bounds', data: { bounds: { 5: '9.00' } } }, round(10, 1, 2)]);
    expect(reload).toBe(false);
    expect(quotes.suppliers.map((s) => s.rounds.map((r) => r.quotesCount))).toEqual([[1, 2], [1]]);
    expect(quotes.suppliers[0].rounds[1]).toMatchObject({ totalPrice: null, quotesList: [] });
    expect(quotes.bounds).toEqual({ 5: '9.00' });
  });

  it('asks for the view again for a supplier not on it, a round once prices are opened, a status move, a new end or a supplier who stopped competing', () => {
    expect(applyQuoteEvents(view(), [round(12, 9, 1)]).reload).toBe(true);
    expect(applyQuoteEvents(view(true), [round(12, 1, 2)]).reload).toBe(true);
    expect(applyQuoteEvents(view(), [{ id: 13, event: 'status', data: { sectionStauts: 2 } }]).reload).toBe(true);
    expect(applyQuoteEvents(view(), [{ id: 14, event: 'endTime', data: {} }]).reload).toBe(true);
    expect(applyQuoteEvents(view(), [{ id: 15, event: 'competitors', data: {} }]).reload).toBe(true);
    const same = view();
    expect(applyQuoteEvents(same, []).quotes).toBe(same);
  });
});
