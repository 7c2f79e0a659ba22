import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../i18n';
import { listDemoMail } from '../api/auth';
import DemoMailbox from './DemoMailbox';

vi.mock('../api/auth', () => ({ listDemoMail: vi.fn() }));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function openMailbox(path: string) {
  const router = createMemoryRouter([{ path: '/demo/mailbox', element: <DemoMailbox /> }], { initialEntries: [path] });
  render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return router;
}

const mail = (subject: string, createTime: string) => ({ to: 'li@acme.test', subject, text: `Your code is ${subject.slice(-4)}`, createTime });

describe('demo mailbox page', { timeout: 20_000 }, () => {
  it('shows the mail of the address in the query, newest first, and explains where it comes from', async () => {
    vi.mocked(listDemoMail).mockResolvedValue({
      code: 200,
      msg: 'ok',
      rows: [mail('Code 1111', '2026-03-01 09:00:00'), mail('Code 2222', '2026-03-01 10:00:00')],
    });
    openMailbox('/demo/mailbox?to=li@acme.test');
    await waitFor(() => expect(screen.getByText('Code 2222')).toBeTruthy());
    expect(listDemoMail).toHaveBeenCalledWith('li@acme.test');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Code 2222')).toBeTruthy();
    expect(within(rows[1]).getByText('Code 1111')).toBeTruthy();
    // As the page, the banner and the server have it: only mail to the demo domain is shown, never any other.
    expect(screen.getByText(/addresses ending in @demo\.test/)).toBeTruthy();
    expect(screen.getByText(/Mail to any other address is never shown here/)).toBeTruthy();
    expect(screen.queryByText(/messages to any address/)).toBeNull();
  });

  it('opens another address from the form and says when it has no mail', async () => {
    vi.mocked(listDemoMail).mockResolvedValue({ code: 200, msg: 'ok', rows: [] });
    const router = openMailbox('/demo/mailbox');
    expect(listDemoMail).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' new@acme.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show mail' }));
    await waitFor(() => expect(listDemoMail).toHaveBeenCalledWith('new@acme.test'));
    expect(router.state.location.search).toBe('?to=new%40acme.test');
    expect(await screen.findByText('No mail for this address')).toBeTruthy();
  });

  it('says the mailbox is off when the server is not in demo mode', async () => {
    vi.mocked(listDemoMail).mockResolvedValue({ code: 404, msg: 'not found' });
    openMailbox('/demo/mailbox?to=li@acme.test');
    expect(await screen.findByText('The demo mailbox is off')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
