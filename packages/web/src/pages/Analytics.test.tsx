import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Analytics as Figures, SpendingRow } from '@portal/domain';
import { setUpComponentTests } from '../testing/componentTest';
import { downloadFigure, getAnalytics } from '../api/analytics';
import { saveBlob } from '../components/upload/saveBlob';
import Analytics from './Analytics';

vi.mock('../api/analytics', () => ({ getAnalytics: vi.fn(), downloadFigure: vi.fn(async () => new Blob(['a,b'])) }));
vi.mock('../components/upload/saveBlob', () => ({ saveBlob: vi.fn() }));
// jsdom draws no SVG layout: the charts stand in as a list of what they were given.
vi.mock('../components/analytics/AnalyticsCharts', () => {
  const Chart = ({ rows }: { rows: { label: string }[] }) => <ul data-testid="chart">{rows.map((r) => <li key={r.label}>{r.label}</li>)}</ul>;
  return { AmountChart: Chart, CountChart: Chart };
});

setUpComponentTests();

const spending = (key: string, label: string, currency: string, ceiling: number, awarded: number): SpendingRow => ({
  key, label, currency, sections: 1, ceiling, awarded, savings: ceiling - awarded, savingsShare: (ceiling - awarded) / ceiling,
});
const summary = (mean: number) => ({ sections: 2, mean, median: mean });

const figures: Figures = {
  computedAt: '2026-06-04 10:00:00',
  timeZone: 'Asia/Shanghai',
  publishedSections: 2,
  currencies: ['CNY', 'USD'],
  spendingByBuyer: [spending('buyer-1', 'Vientiane Procurement Centre', 'CNY', 2000, 1862.5), spending('buyer-2', 'Luang Prabang Hospital', 'USD', 1000, 900)],
  spendingByCategory: [spending('goods', 'Goods', 'CNY', 2000, 1862.5), spending('services', 'Services', 'USD', 1000, 900)],
  spendingByMonth: [spending('2026-06', '2026-06', 'CNY', 2000, 1862.5), spending('2026-06', '2026-06', 'USD', 1000, 900)],
  competition: {
    signups: summary(2),
    bidders: summary(1.5),
    rows: ['0', '1', '2', '3', '4', '5+'].map((participants) => ({ participants, signupSections: participants === '2' ? 2 : 0, bidderSections: participants === '1' || participants === '2' ? 1 : 0 })),
  },
  timeToResults: { days: summary(3), rows: [{ bucket: '0-7', sections: 2, share: 1 }, { bucket: '8-14', sections: 0, share: 0 }] },
  flagShares: [{ key: 'singleBid', label: 'Single quote', sections: 1, publishedSections: 2, share: 0.5 }],
  topBuyers: [{ key: 'buyer-1', label: 'Vientiane Procurement Centre', currency: 'CNY', awarded: 1862.5, sections: 1 }],
  topSuppliers: [{ key: 'supplier-7', label: 'Quill Paper Trading Co', currency: 'CNY', awarded: 1862.5, awards: 1 }, { key: 'supplier-8', label: 'Inkwell Supplies Co', currency: 'USD', awarded: 900, awards: 1 }],
};

async function openPage(data: Figures = figures) {
  vi.mocked(getAnalytics).mockResolvedValue(data);
  render(
    <MemoryRouter>
      <Analytics />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Public procurement analytics' });
}

const figure = (title: string) => screen.getByRole('region', { name: title });

describe('the public analytics page', { timeout: 20_000 }, () => {
  it('shows every figure with its summary, chart and table, amounts of the first currency in its format', async () => {
    await openPage();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    const buyers = figure('Spending and savings by buyer');
    expect(within(buyers).getByText('Sections: 1. Ceilings ¥2,000.00, awarded ¥1,862.50, savings ¥137.50 (6.9%).')).toBeTruthy();
    const row = within(buyers).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Vientiane Procurement Centre', 'CNY', '1', '¥2,000.00', '¥1,862.50', '¥137.50', '6.9%']);
    expect(await within(buyers).findByTestId('chart')).toBeTruthy();
    // Months as the reader's language writes them; flags as shares.
    expect(within(figure('Spending and savings by month')).getAllByRole('cell')[0]!.textContent).toBe('Jun 2026');
    expect(within(figure('Share of sections with each red flag')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Single quote', '1', '2', '50.0%']);
    expect(within(figure('Time from publication to results')).getByText('From publication to results: 3 days on average, median 3 days (sections measured: 2).')).toBeTruthy();
    // How it is computed, from the bulk file's fields.
    expect(within(figure('Top suppliers by awarded value')).getByText(/awards\[\]\.suppliers\[\]\.id/)).toBeTruthy();
  });

  it('shows the amounts of another currency when the reader picks it', async () => {
    await openPage();
    fireEvent.click(screen.getByText('USD'));
    const suppliers = figure('Top suppliers by awarded value');
    expect(within(suppliers).getAllByRole('row')[1]!.textContent).toContain('Inkwell Supplies Co');
    expect(within(suppliers).queryByText('Quill Paper Trading Co')).toBeNull();
  });

  it('downloads a figure as CSV or XLSX, named after it', async () => {
    await openPage();
    fireEvent.click(within(figure('Competition: sign-ups and quoting suppliers per section')).getByRole('button', { name: /Download XLSX/ }));
    await vi.waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'analytics-competition.xlsx'));
    expect(downloadFigure).toHaveBeenCalledWith('competition', 'xlsx');
  });

  it('says so when no section has published results', async () => {
    await openPage({ ...figures, publishedSections: 0, currencies: [] });
    expect(screen.getByText('No section has published results yet')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });
});
