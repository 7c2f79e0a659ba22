import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../i18n';
import * as auth from '../api/auth';
import * as session from '../store/session';
import Register from './Register';

vi.mock('../api/auth', () => ({ register: vi.fn(), sendEmailCode: vi.fn() }));
vi.mock('../store/session', () => ({ login: vi.fn() }));
vi.mock('../api/settings', () => ({ getPublicConfig: () => Promise.resolve({ uploadLimitMb: 20, demoMode: true }) }));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/Register', element: <Register /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/Register'] },
  );
  const view = render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return { router, field: (id: string) => view.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`) };
}

const type = (input: Element | null, value: string) => fireEvent.change(input!, { target: { value } });

/** Fills every common field validly and ticks the terms; the tab's own fields are left to the test. */
function fillCommon(field: (id: string) => Element | null) {
  type(field('name'), 'Acme Trading');
  type(field('nickName'), 'Li Lei');
  type(field('password'), 'Secret12');
  type(field('rePassword'), 'Secret12');
  type(field('phonenumber'), '138 0013 8000');
  type(field('email'), 'li@acme.test');
  type(field('smsCode'), '123456');
  fireEvent.click(field('agreed')!);
}

/** antd validates and watches fields asynchronously; a loaded machine needs more than the default second. */
const shown = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });

// Text queries: role queries compute every accessible name of the page and are far slower in jsdom.
const submit = () => fireEvent.click(screen.getByText('Register', { selector: 'button[type=submit] *' }));
const chooseTab = (name: string) => fireEvent.click(screen.getByText(name, { selector: '[role=tab]' }));

describe('registration form', { timeout: 30_000 }, () => {
  it('asks for the taxpayer number on the unit tab', async () => {
    const { field } = renderRegister();
    expect(field('identityCard')).toBeNull();
    fillCommon(field);
    submit();
    expect(await shown('Please enter the taxpayer identification number')).toBeTruthy();
    // The focus is in the field refused, where the missing number is typed.
    await eventually(() => expect(document.activeElement).toBe(field('tin')));
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('asks for the identity card, not the taxpayer number, on the personal tab', async () => {
    const { field } = renderRegister();
    chooseTab('Personal registration');
    expect(field('tin')).toBeNull();
    fillCommon(field);
    submit();
    expect(await shown('Please enter the identity card number')).toBeTruthy();
    expect(screen.queryByText('Please enter the taxpayer identification number')).toBeNull();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('refuses without the terms, a mismatched confirmation or a malformed e-mail', async () => {
    const { field } = renderRegister();
    fillCommon(field);
    type(field('tin'), '91110000');
    fireEvent.click(field('agreed')!);
    type(field('email'), 'li@acme');
    submit();
    expect(await shown('Please check the registration instructions')).toBeTruthy();
    expect(await shown('The email format is incorrect')).toBeTruthy();
    fireEvent.click(field('agreed')!);
    type(field('email'), 'li@acme.test');
    type(field('rePassword'), 'Secret13');
    submit();
    expect(await shown('The two passwords you entered do not match')).toBeTruthy();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('registers a unit with the phone stripped, logs in with phone and password and goes home', async () => {
    vi.mocked(auth.register).mockResolvedValue({ code: 200, msg: 'ok' });
    vi.mocked(session.login).mockResolvedValue({} as session.Session);
    const { router, field } = renderRegister();
    fillCommon(field);
    type(field('tin'), '91110000');
    submit();
    await eventually(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.register).toHaveBeenCalledWith(
      expect.objectContaining({ registerType: 0, name: 'Acme Trading', tin: '91110000', phonenumber: '13800138000', email: 'li@acme.test' }),
    );
    expect(vi.mocked(auth.register).mock.calls[0][0]).not.toHaveProperty('agreed');
    expect(session.login).toHaveBeenCalledWith('13800138000', 'Secret12');
  });

  it('says so, and gives the code button back at once, when a demo server will show the code of the address nowhere', async () => {
    vi.mocked(auth.sendEmailCode).mockResolvedValue({ code: 200, msg: 'not shown', delivery: 'notShown' });
    const { field } = renderRegister();
    const sendButton = () => screen.getByText(/Get code|Resend in/).closest('button')!;
    type(field('email'), 'li@acme.test');
    await eventually(() => expect(sendButton()).toHaveProperty('disabled', false));
    await act(async () => fireEvent.click(sendButton()));
    expect(await shown('This demo portal sends no real e-mail and its demo mailbox shows only mail to @demo.test addresses: you will not be able to read the code sent to this address. Use an address ending in @demo.test.')).toBeTruthy();
    expect(screen.queryByText('The code has been sent, please check your e-mail')).toBeNull();
    await eventually(() => expect(sendButton().textContent).toBe('Get code'));
  });

  it('keeps what both tabs ask for and the code countdown when the tab changes, and clears the errors', async () => {
    vi.mocked(auth.sendEmailCode).mockResolvedValue({ code: 200, msg: 'ok' });
    const { field } = renderRegister();
    const sendButton = () => screen.getByText(/Get code|Resend in/).closest('button')!;
    expect(sendButton()).toHaveProperty('disabled', true);
    type(field('nickName'), 'Li Lei');
    submit();
    expect(await shown('Please enter the name')).toBeTruthy();
    type(field('email'), 'li@acme.test');
    await eventually(() => expect(sendButton()).toHaveProperty('disabled', false));
    await act(async () => fireEvent.click(sendButton()));
    await eventually(() => expect(auth.sendEmailCode).toHaveBeenCalledWith('li@acme.test'));
    expect(sendButton().textContent).toMatch(/^Resend in (120|11\d) s$/);
    expect(sendButton()).toHaveProperty('disabled', true);

    type(field('name'), 'Acme Ltd');
    type(field('tin'), '91530100MA6K');

    chooseTab('Personal registration');

    expect(field('nickName')).toHaveProperty('value', 'Li Lei');
    expect(field('email')).toHaveProperty('value', 'li@acme.test');
    expect(field('name')).toHaveProperty('value', '');
    expect(field('identityCard')).toHaveProperty('value', '');
    expect(sendButton().textContent).toMatch(/^Resend in \d+ s$/);
    await eventually(() => expect(screen.queryByText('Please enter the name')).toBeNull());

    chooseTab('Unit registration');
    expect(field('nickName')).toHaveProperty('value', 'Li Lei');
    expect(field('tin')).toHaveProperty('value', '');
  });
});
