import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { SectionStatus } from '@portal/domain';
import { i18n } from '../../i18n';
import { setUpComponentTests } from '../../testing/componentTest';
import type { SectionRow } from '../api';

const api = vi.hoisted(() => ({ listSections: vi.fn(), sectionAction: vi.fn() }));
vi.mock('../api', () => api);
vi.mock('../../api/dictionaries', () => ({ getDict: vi.fn(async () => []) }));

import SectionList from './SectionList';

setUpComponentTests();

const row = (sectionStauts: number): SectionRow =>
  ({ sectionId: 9, sectionName: '路灯', sectionNameEn: 'Street lights', sectionNameLo: '', biddingType: 1, sectionStauts, organization: 'Buyer', signupCount: 0, entTime: null }) as unknown as SectionRow;

function open(status: number) {
  api.listSections.mockResolvedValue({ code: 200, msg: '', rows: [row(status)], total: 1 });
  render(
    <AntdApp>
      <MemoryRouter>
        <SectionList />
      </MemoryRouter>
    </AntdApp>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('the section list’s actions', { timeout: 30_000 }, () => {
  it('keeps abandon and close behind More, each asking for a confirmation', async () => {
    api.sectionAction.mockResolvedValue({ code: 200, msg: '' });
    open(SectionStatus.signupOpen);
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
    open(SectionStatus.draft);
    await screen.findByText('Street lights');
    expect(button('Publish')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /More/ })).toBeNull();
  });
});
