import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { MemoryRouter } from 'react-router';
import { setUpComponentTests } from '../../testing/componentTest';

const api = vi.hoisted(() => ({ listSections: vi.fn(), listMargins: vi.fn(), refundMargin: vi.fn() }));
vi.mock('../../api/staffSections', () => api);
vi.mock('../../api/margins', () => api);

import Margins from './Margins';

setUpComponentTests();

/** A section as the server answers it: a published one names manageSignups in its actions, a draft does not. */
const section = (sectionId: number, sectionNameEn: string, sectionStauts = 13) => ({
  sectionId,
  sectionName: sectionNameEn,
  sectionNameEn,
  sectionNameLo: '',
  sectionStauts,
  actions: sectionStauts === 0 ? ['edit', 'publish'] : ['close', 'manageSignups'],
});

function open(path = '/admin/margins') {
  api.listSections.mockResolvedValue({ code: 200, msg: '', rows: [section(3, 'Street lights'), section(5, 'Cement'), section(8, 'Draft desks', 0)], total: 3 });
  api.listMargins.mockResolvedValue({ code: 200, msg: '', rows: [], total: 0 });
  render(
    <FeedbackProvider>
      <MemoryRouter initialEntries={[path]}>
        <Margins />
      </MemoryRouter>
    </FeedbackProvider>,
  );
}

describe('deposit refunds filter', { timeout: 30_000 }, () => {
  it('picks the project by name, as on the sign-ups page, instead of asking for its number', async () => {
    open();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    const picker = screen.getByTestId('margin-section').querySelector('input')!;
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('Cement', { selector: '.ant-select-item-option-content' }));
    // Drafts hold no deposits and are not offered.
    expect(screen.queryByText('Draft desks', { selector: '.ant-select-item-option-content' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.listMargins).toHaveBeenLastCalledWith(expect.objectContaining({ sectionId: 5, pageNum: 1 })));
  });

  it('shows the project of the address by its name', async () => {
    open('/admin/margins?sectionId=3');
    await waitFor(() => expect(screen.getByTestId('margin-section').textContent).toContain('Street lights'));
    expect(api.listMargins).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 3 }));
  });
});
