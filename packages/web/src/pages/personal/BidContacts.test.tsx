import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { initI18n } from '../../i18n';
import * as certification from '../../api/certification';
import BidContacts from './BidContacts';

const session = vi.hoisted(() => ({ operationUserType: 0 }));
vi.mock('../../store/session', () => ({ useSession: () => session }));
vi.mock('../../api/certification', () => ({ listBidContacts: vi.fn(), addBidContact: vi.fn(), updateBidContact: vi.fn() }));

const contacts = [
  { bpmId: 1, userName: '王明', userNameEn: 'Wang Ming', business: '商务报价', businessLo: 'ການສະເໜີລາຄາ', status: 1 },
  { bpmId: 2, userName: 'Somchai', business: 'Technical offers', status: 0 },
];

const renderPage = () =>
  render(
    <FeedbackProvider>
      <BidContacts />
    </FeedbackProvider>,
  );

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  session.operationUserType = 0;
});

describe('bid contacts page', () => {
  it('lists the company\'s contacts with their status and disables or enables one', async () => {
    vi.mocked(certification.listBidContacts).mockResolvedValue({ code: 200, msg: '', rows: contacts, total: 2 });
    vi.mocked(certification.updateBidContact).mockResolvedValue({ code: 200, msg: 'The bid contact has been saved' });
    renderPage();
    const first = (await screen.findByText('Wang Ming')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Active')).toBeTruthy();
    // The role was given in Chinese and Lao only: an English reader sees the Chinese one, marked.
    expect(within(first).getByText('商务报价').getAttribute('lang')).toBe('zh');
    expect(within(first).getByText('in Chinese')).toBeTruthy();
    const second = screen.getByText('Somchai').closest('tr') as HTMLElement;
    expect(within(second).getByText('Disabled')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(certification.updateBidContact).toHaveBeenCalledWith(1, {
        ...{ userName: '王明', userNameEn: 'Wang Ming', userNameLo: null, business: '商务报价', businessEn: null, businessLo: 'ການສະເໜີລາຄາ' },
        status: 0,
      }),
    );
    fireEvent.click(within(second).getByRole('button', { name: 'Enable' }));
    await waitFor(() =>
      expect(certification.updateBidContact).toHaveBeenCalledWith(2, { userName: 'Somchai', userNameEn: null, userNameLo: null, business: 'Technical offers', businessEn: null, businessLo: null, status: 1 }),
    );
    expect(certification.listBidContacts).toHaveBeenCalledTimes(3);
  }, 20_000);

  it('adds a contact after asking for its Chinese name, with its name and role in English and Lao', async () => {
    vi.mocked(certification.listBidContacts).mockResolvedValue({ code: 200, msg: '', rows: contacts, total: 2 });
    vi.mocked(certification.addBidContact).mockResolvedValue({ code: 200, msg: 'The bid contact has been saved', data: { bpmId: 3, userName: 'Khamla', status: 1 } });
    renderPage();
    await screen.findByText('Wang Ming');
    fireEvent.click(screen.getByRole('button', { name: /add contact/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the name of the bid contact')).toBeTruthy();
    expect(certification.addBidContact).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Name (Chinese)'), { target: { value: '坎拉' } });
    fireEvent.change(within(dialog).getByLabelText('Name (Lao)'), { target: { value: 'ຄຳຫລ້າ' } });
    fireEvent.change(within(dialog).getByLabelText('Business (English)'), { target: { value: 'Customs clearance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(certification.addBidContact).toHaveBeenCalledWith({
        ...{ userName: '坎拉', userNameEn: null, userNameLo: 'ຄຳຫລ້າ', business: null, businessEn: 'Customs clearance', businessLo: null },
        status: 1,
      }),
    );
    expect(await screen.findByText('The bid contact has been saved')).toBeTruthy();
  }, 20_000);

  it('is for enterprise accounts only', () => {
    session.operationUserType = 1;
    renderPage();
    expect(screen.getByText('Bid contacts are managed by enterprise accounts.')).toBeTruthy();
    expect(certification.listBidContacts).not.toHaveBeenCalled();
  });
});
