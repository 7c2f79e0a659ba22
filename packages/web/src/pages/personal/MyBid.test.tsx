import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { MemoryRouter } from 'react-router';
import { setUpComponentTests } from '../../testing/componentTest';

const bids = vi.hoisted(() => ({ listMyBids: vi.fn(async () => ({ code: 200, msg: '', rows: [] as unknown[], total: 0 })) }));
vi.mock('../../api/bids', () => bids);
const screenSize = vi.hoisted(() => ({ phone: false }));
vi.mock('../../hooks/useMediaQuery', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../hooks/useMediaQuery')>()),
  useMediaQuery: (query: string) => screenSize.phone && query === '(max-width: 767px)',
}));
vi.mock('../../hooks/useCertificationGate', () => ({ useCertificationGate: () => ({ busy: false, pass: vi.fn() }) }));
vi.mock('../../components/certification/CertificationGateDialogs', () => ({ CertificationGateDialogs: () => null }));
vi.mock('../../api/dictionaries', async () => {
  const { DICTIONARIES } = await import('@portal/domain');
  return { getDict: vi.fn(async (type: string) => (DICTIONARIES[type] ?? []).map((e) => ({ dictValue: e.dictValue, dictLabel: e.dictLabelEn, remark: '' }))) };
});

import MyBid from './MyBid';

setUpComponentTests(() => (screenSize.phone = false));

describe('MyBid filters', () => {
  it('offers the project statuses a sign-up can be in, without Draft', async () => {
    render(
      <FeedbackProvider>
        <MemoryRouter>
          <MyBid />
        </MemoryRouter>
      </FeedbackProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Project status' });
    fireEvent.mouseDown(select);
    expect(await screen.findByText('Sign-up open', { selector: '.ant-select-item-option-content' })).toBeTruthy();
    const options = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(options).toContain('Announced');
    expect(options).not.toContain('Draft');
    expect(options.some((o) => o?.includes('Draft'))).toBe(false);
  });
});

/** A sign-up as the list answers it. */
const signup = (id: number, supplierBidStatus: number) => ({
  id,
  sectionId: 40 + id,
  sectionName: '实验室试剂',
  sectionNameEn: 'Laboratory reagents and consumables for the central laboratory',
  sectionNameLo: '',
  organization: '卫生部',
  organizationEn: 'Ministry of Health',
  organizationLo: '',
  biddingType: 1,
  sectionStauts: 13,
  supplierBidStatus,
  releaseTime: '2026-11-20 09:00:00',
  createTime: '2026-11-21 10:30:00',
  createBy: 'supplier',
});

describe('MyBid on a phone', () => {
  it('shows each sign-up as a card with its details link inside it, not a table row', async () => {
    screenSize.phone = true;
    bids.listMyBids.mockResolvedValueOnce({ code: 200, msg: '', rows: [signup(1, 20), signup(2, 20)], total: 2 });
    render(
      <FeedbackProvider>
        <MemoryRouter>
          <MyBid />
        </MemoryRouter>
      </FeedbackProvider>,
    );
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const first = cards[0];
    expect(first.querySelector('h2')?.textContent).toBe('Laboratory reagents and consumables for the central laboratory');
    expect(first.textContent).toContain('Ministry of Health');
    expect(first.textContent).toContain('2026-11-21 10:30:00');
    const details = [...first.querySelectorAll('a')].find((a) => a.textContent === 'Details');
    expect(details?.getAttribute('href')).toBe('/PersonalCenter/BidDetails?id=1');
    expect(screen.getByText('2 in all')).toBeTruthy();
  });

  it('keeps the table on a desk', async () => {
    bids.listMyBids.mockResolvedValueOnce({ code: 200, msg: '', rows: [signup(1, 20)], total: 1 });
    render(
      <FeedbackProvider>
        <MemoryRouter>
          <MyBid />
        </MemoryRouter>
      </FeedbackProvider>,
    );
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
