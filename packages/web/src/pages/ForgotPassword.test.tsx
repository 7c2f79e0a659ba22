import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CAPTCHA_VALID_SECONDS } from '@portal/domain';
import { initI18n } from '../i18n';
import * as auth from '../api/auth';
import { CAPTCHA_REFRESH_MARGIN_SECONDS } from '../hooks/usePasswordReset';
import ForgotPassword from './ForgotPassword';

vi.mock('../api/auth', () => ({ getCaptcha: vi.fn(), sendEmailCode: vi.fn(), verifyIdentity: vi.fn(), resetPassword: vi.fn() }));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/forgotPassword', element: <ForgotPassword /> }], { initialEntries: ['/forgotPassword'] });
  const view = render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return { image: () => view.container.querySelector('img')?.getAttribute('src') };
}

/** Lets the pending captcha request answer and React render it. */
const settle = () => act(async () => undefined);

describe('forgot password captcha', () => {
  it('shows a new captcha shortly before the shown one expires', async () => {
    vi.useFakeTimers();
    let served = 0;
    vi.mocked(auth.getCaptcha).mockImplementation(async () => {
      served += 1;
      return { code: 200, msg: '', captchaEnabled: true, uuid: `uuid-${served}`, img: `data:image/svg+xml;base64,${served}` };
    });
    const { image } = renderPage();
    await settle();
    expect(image()).toBe('data:image/svg+xml;base64,1');

    await act(async () => vi.advanceTimersByTime((CAPTCHA_VALID_SECONDS - CAPTCHA_REFRESH_MARGIN_SECONDS) * 1000 - 1000));
    expect(image()).toBe('data:image/svg+xml;base64,1');
    await act(async () => vi.advanceTimersByTime(1000));
    await settle();
    expect(image()).toBe('data:image/svg+xml;base64,2');

    // And again for the new one: the page stays usable however long the user takes.
    await act(async () => vi.advanceTimersByTime((CAPTCHA_VALID_SECONDS - CAPTCHA_REFRESH_MARGIN_SECONDS) * 1000));
    await settle();
    expect(image()).toBe('data:image/svg+xml;base64,3');
  });

  it('asks for no new captcha when captcha is switched off', async () => {
    vi.useFakeTimers();
    vi.mocked(auth.getCaptcha).mockResolvedValue({ code: 200, msg: '', captchaEnabled: false, uuid: '', img: '' });
    renderPage();
    await settle();
    await act(async () => vi.advanceTimersByTime(CAPTCHA_VALID_SECONDS * 2000));
    expect(auth.getCaptcha).toHaveBeenCalledTimes(1);
  });
});

describe('forgot password with the keyboard', () => {
  const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });

  it('gives another captcha from its button and moves the focus into each step shown', async () => {
    let served = 0;
    vi.mocked(auth.getCaptcha).mockImplementation(async () => {
      served += 1;
      return { code: 200, msg: '', captchaEnabled: true, uuid: `uuid-${served}`, img: `data:image/svg+xml;base64,${served}` };
    });
    vi.mocked(auth.verifyIdentity).mockResolvedValue({ token: 'reset-token' } as Awaited<ReturnType<typeof auth.verifyIdentity>>);
    vi.mocked(auth.resetPassword).mockResolvedValue({ code: 200, msg: '' } as Awaited<ReturnType<typeof auth.resetPassword>>);
    const { image } = renderPage();
    await settle();
    expect(image()).toBe('data:image/svg+xml;base64,1');
    // The image is a button, reached and pressed as any other.
    fireEvent.click(screen.getByRole('button', { name: 'Show another image code' }));
    await waitFor(() => expect(image()).toBe('data:image/svg+xml;base64,2'));

    type('email', 'someone@demo.test');
    type('captchaCode', 'k7pw');
    type('smsCode', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('password')));

    type('password', 'Reset#2026x');
    type('rePassword', 'Reset#2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Password reset success' })));
  }, 30_000);
});
