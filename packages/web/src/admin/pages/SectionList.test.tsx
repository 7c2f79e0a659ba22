import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { MemoryRouter } from 'react-router';
import { SectionStatus } from '@portal/domain';
import { i18n } from '../../i18n';
import { setUpComponentTests } from '../../testing/componentTest';
import type { SectionAction, SectionRow } from '../../api/staffSections';

const api = vi.hoisted(() => ({ listSections: vi.fn(), sectionAction: vi.fn() }));
vi.mock('../../api/staffSections', () => api);
vi.mock('../../api/dictionaries', () => ({ getDict: vi.fn(async () => []) }));

import SectionList from './SectionList';

setUpComponentTests();

/** A row as the server answers it: its status and the actions its policy allows the caller. */
const row = (sectionStauts: number, actions: SectionAction[]): SectionRow => ({
  sectionId: 9,
  id: 9,
  sectionName: '路灯',
  sectionNameEn: 'Street lights',
  sectionNameLo: '',
  biddingType: 1,
  sectionStauts,
  projectType: 1,
  organization: 'Buyer',
  organizationEn: 'Buyer',
  organizationLo: '',
  successfulBidderMethod: 2,
  signupCount: 0,
  createTime: null,
  releaseTime: null,
  signupStartTime: null,
  signupEndTime: null,
  startTime: null,
  entTime: null,
  actions,
});

function open(status: number, actions: SectionAction[]) {
  api.listSections.mockResolvedValue({ code: 200, msg: '', rows: [row(status, actions)], total: 1 });
  render(
    <FeedbackProvider>
      <MemoryRouter>
        <SectionList />
      </MemoryRouter>
    </FeedbackProvider>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('the section list’s actions', { timeout: 30_000 }, () => {
  it('keeps abandon and close behind More, each asking for a confirmation', async () => {
    api.sectionAction.mockResolvedValue({ code: 200, msg: '' });
    open(SectionStatus.signupOpen, ['suspend', 'abandon', 'close', 'manageSignups']);
    await screen.findByText('Street lights');
    // Everyday actions stay in the row; the destructive ones do not stand beside them.
    expect(button('Suspend')).not.toBeNull();
    expect(button('Abandon')).toBeNull();
    expect(button('Close')).toBeNull();
    expect(document.querySelector('.ant-table-row .ant-btn-dangerous')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /More/ }));
    const abandon = await screen.findByRole('menuitem', { name: 'Abandon' });
    expect(screen.getByRole('menuitem', { name: 'Close' })).toBeTruthy();
    fireEvent.click(abandon);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i18n.t('admin.list.confirm.abandon', { name: 'Street lights' }))).toBeTruthy();
    expect(api.sectionAction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abandon' }));
    await waitFor(() => expect(api.sectionAction).toHaveBeenCalledWith(9, 'abandon'));
  });

  it('has no More menu where nothing can be ended', async () => {
    open(SectionStatus.draft, ['edit', 'publish']);
    await screen.findByText('Street lights');
    expect(button('Publish')).not.toBeNull();
    expect(button('Edit')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /More/ })).toBeNull();
  });

  it('offers no sign-up pages for a draft, whose answer has no manageSignups', async () => {
    open(SectionStatus.draft, ['edit', 'publish']);
    await screen.findByText('Street lights');
    for (const name of ['Reviews', 'Sign-ups', 'Quotes & award', 'Deposits']) expect(button(name)).toBeNull();
  });

  it('shows the sign-up pages of a section whose answer names manageSignups', async () => {
    open(SectionStatus.closed, ['manageSignups']);
    await screen.findByText('Street lights');
    for (const name of ['Reviews', 'Sign-ups', 'Quotes & award', 'Deposits']) expect(button(name)).not.toBeNull();
    expect(screen.queryByRole('button', { name: /More/ })).toBeNull();
  });

  it('shows the buttons of the actions the server answers, not a rule of its own', async () => {
    // A published-results section the server lets close only: no suspend or resume, close behind More.
    open(SectionStatus.resultPublished, ['close']);
    await screen.findByText('Street lights');
    for (const name of ['Edit', 'Publish', 'Suspend', 'Resume']) expect(button(name)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /More/ }));
    expect(await screen.findByRole('menuitem', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Abandon' })).toBeNull();
  });
});
