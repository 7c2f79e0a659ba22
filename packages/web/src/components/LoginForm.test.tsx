import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../i18n';
import * as auth from '../api/auth';
import { RequestError } from '../api/request';
import { login } from '../store/session';
import { LoginForm } from './LoginForm';

vi.mock('../api/auth', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api/auth')>()), getCaptcha: vi.fn() }));
vi.mock('../store/session', () => ({ login: vi.fn() }));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm() {
  // On the forgot-password page a successful login goes home (elsewhere it reloads the page).
  const router = createMemoryRouter(
    [
      { path: '/forgotPassword', element: <LoginForm /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/forgotPassword'] },
  );
  render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
}

async function submit(username: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('Account or phone number'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /Log in/ }));
}

describe('login form captcha', () => {
  it('shows no captcha until the server asks for one, then sends its answer with the next try', async () => {
    let served = 0;
    vi.mocked(auth.getCaptcha).mockImplementation(async () => {
      served += 1;
      return { code: 200, msg: '', captchaEnabled: true, uuid: `uuid-${served}`, img: `data:image/svg+xml;base64,${served}` };
    });
    vi.mocked(login).mockRejectedValueOnce(new RequestError('Wrong account or password', 601, { code: 601, msg: 'Wrong account or password' }));
    renderForm();
    await submit('acme', 'nope');
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login).toHaveBeenLastCalledWith('acme', 'nope', undefined);
    expect(screen.queryByPlaceholderText('Image code')).toBeNull();
    expect(auth.getCaptcha).not.toHaveBeenCalled();

    vi.mocked(login).mockRejectedValueOnce(
      new RequestError('Wrong account or password', 601, { code: 601, msg: 'Wrong account or password', captchaRequired: true }),
    );
    await submit('acme', 'nope');
    const field = await screen.findByPlaceholderText('Image code');
    expect(screen.getByText('After several failed logins, please also type the image code')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Image code' }).getAttribute('src')).toBe('data:image/svg+xml;base64,1');

    vi.mocked(login).mockResolvedValueOnce({} as Awaited<ReturnType<typeof login>>);
    fireEvent.change(field, { target: { value: 'k7pw' } });
    await submit('acme', 'Secret1');
    await waitFor(() => expect(login).toHaveBeenCalledTimes(3));
    expect(login).toHaveBeenLastCalledWith('acme', 'Secret1', { uuid: 'uuid-1', code: 'k7pw' });
    expect(await screen.findByText('home')).toBeTruthy();
  }, 30_000);
});
