import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SectionStatus } from '@portal/domain';
import { i18n } from '../../i18n';
import { setUpComponentTests } from '../../testing/componentTest';
import type { SectionQuotes, SupplierQuotes } from '../api';

const answers = vi.hoisted(() => ({ suppliers: [] as unknown[] }));
vi.mock('../../api/dictionaries', () => ({ getDict: async () => [] }));
vi.mock('../api', () => ({ getSection: () => new Promise(() => undefined), appointRound: vi.fn(), awardSection: vi.fn(), publishResults: vi.fn() }));
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
      suppliers: answers.suppliers as SupplierQuotes[],
    };
    return { code: 200, data };
  },
}));

import Quoting from './Quoting';

setUpComponentTests(() => (answers.suppliers = []));

function renderQuoting() {
  const router = createMemoryRouter([{ path: '/admin/sections/:id/quotes', element: <Quoting /> }], { initialEntries: ['/admin/sections/7/quotes'] });
  return render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
}

/** The column titles, read once the texts are loaded. */
const titles = () => ['admin.quoting.rank', 'messages.bidRecordSupplier', 'admin.quoting.latestTotal', 'admin.quoting.rounds', 'admin.quoting.refusedRounds', 'admin.quoting.bidStatus'].map((key) => i18n.t(key));
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
});
