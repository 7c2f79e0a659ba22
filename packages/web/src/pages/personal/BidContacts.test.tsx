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
  { bpmId: 1, userName: '王明', business: null, status: 1 },
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
    const first = (await screen.findByText('王明')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Active')).toBeTruthy();
    const second = screen.getByText('Somchai').closest('tr') as HTMLElement;
    expect(within(second).getByText('Disabled')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(certification.updateBidContact).toHaveBeenCalledWith(1, { userName: '王明', business: null, status: 0 }));
    fireEvent.click(within(second).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(certification.updateBidContact).toHaveBeenCalledWith(2, { userName: 'Somchai', business: 'Technical offers', status: 1 }));
    expect(certification.listBidContacts).toHaveBeenCalledTimes(3);
  }, 20_000);

  it('adds a contact after asking for its name', async () => {
    vi.mocked(certification.listBidContacts).mockResolvedValue({ code: 200, msg: '', rows: contacts, total: 2 });
    vi.mocked(certification.addBidContact).mockResolvedValue({ code: 200, msg: 'The bid contact has been saved', data: { bpmId: 3, userName: 'Khamla', status: 1 } });
    renderPage();
    await screen.findByText('王明');
    fireEvent.click(screen.getByRole('button', { name: /add contact/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the name of the bid contact')).toBeTruthy();
    expect(certification.addBidContact).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Khamla' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(certification.addBidContact).toHaveBeenCalledWith({ userName: 'Khamla', business: null, status: 1 }));
    expect(await screen.findByText('The bid contact has been saved')).toBeTruthy();
  }, 20_000);

  it('is for enterprise accounts only', () => {
    session.operationUserType = 1;
    renderPage();
    expect(screen.getByText('Bid contacts are managed by enterprise accounts.')).toBeTruthy();
    expect(certification.listBidContacts).not.toHaveBeenCalled();
  });
});
