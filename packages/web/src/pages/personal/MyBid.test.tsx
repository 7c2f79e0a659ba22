import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { MemoryRouter } from 'react-router';
import { setUpComponentTests } from '../../testing/componentTest';

vi.mock('../../api/bids', () => ({ listMyBids: vi.fn(async () => ({ code: 200, msg: '', rows: [], total: 0 })) }));
vi.mock('../../hooks/useCertificationGate', () => ({ useCertificationGate: () => ({ busy: false, pass: vi.fn() }) }));
vi.mock('../../components/certification/CertificationGateDialogs', () => ({ CertificationGateDialogs: () => null }));
vi.mock('../../api/dictionaries', async () => {
  const { DICTIONARIES } = await import('@portal/domain');
  return { getDict: vi.fn(async (type: string) => (DICTIONARIES[type] ?? []).map((e) => ({ dictValue: e.dictValue, dictLabel: e.dictLabelEn, remark: '' }))) };
});

import MyBid from './MyBid';

setUpComponentTests();

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
