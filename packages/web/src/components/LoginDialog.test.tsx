import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { signalUnauthorized, takeUnauthorized } from '../api/events';
import { setUpComponentTests } from '../testing/componentTest';
import { LoginDialog, openLoginDialog } from './LoginDialog';

vi.mock('./LoginForm', () => ({ LoginForm: () => <input aria-label="Account" /> }));

setUpComponentTests();

describe('the login dialog asked for by the request layer', () => {
  it('says the login has expired when a signed-in user\'s session ended', async () => {
    render(<LoginDialog />);
    act(() => {
      signalUnauthorized(true);
      // Another call of the page fails after the dead token was dropped: still "expired".
      signalUnauthorized(false);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog.textContent).toContain('Your login has expired, please log in again');
  });

  it('says so also when the session ended before the dialog was mounted (the page\'s first calls)', async () => {
    signalUnauthorized(true);
    render(<LoginDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog.textContent).toContain('Your login has expired, please log in again');
    expect(takeUnauthorized()).toEqual({ dialog: false, expired: false });
  });

  it('is a plain login when a visitor asks for it', async () => {
    render(<LoginDialog />);
    act(() => openLoginDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await screen.findByLabelText('Account');
    expect(dialog.textContent).not.toContain('expired');
  });
});
