import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { apiEvents, SESSION_EXPIRED } from '../api/events';
import { setUpComponentTests } from '../testing/componentTest';
import { LoginDialog, openLoginDialog } from './LoginDialog';

vi.mock('./LoginForm', () => ({ LoginForm: () => <input aria-label="Account" /> }));

setUpComponentTests();

describe('the login dialog asked for by the request layer', () => {
  it('says the login has expired when a signed-in user\'s session ended', async () => {
    render(<LoginDialog />);
    act(() => {
      apiEvents.dispatchEvent(new Event(SESSION_EXPIRED));
      openLoginDialog();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog.textContent).toContain('Your login has expired, please log in again');
  });

  it('is a plain login when a visitor asks for it', async () => {
    render(<LoginDialog />);
    act(() => openLoginDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await screen.findByLabelText('Account');
    expect(dialog.textContent).not.toContain('expired');
  });
});
