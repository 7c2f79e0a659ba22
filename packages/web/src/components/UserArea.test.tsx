import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../i18n';
import type { Session } from '../store/session';
import { UserArea } from './UserArea';

const state = vi.hoisted(() => ({ session: {} as Session }));
vi.mock('../store/session', () => ({ useSession: () => state.session, getSession: () => state.session, logout: vi.fn() }));
const peek = vi.hoisted(() => vi.fn(async () => 'skip'));
vi.mock('../api/certification', () => ({ peekCertificationOperation: peek, getAuthorization: vi.fn(async () => ({ code: 200, msg: 'ok' })) }));

vi.mock('../api/settings', () => ({ getPublicConfig: async () => ({ uploadLimitMb: 20, demoMode: false }) }));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const signedIn = (role: string, operationUserType = 0): Session =>
  ({ token: 't', name: 'Wang', user: { id: 7 }, roles: [role], permissions: [], isClientCompany: role === 'supplier', operationUserType, loading: false }) as unknown as Session;

describe('UserArea', () => {
  it('shows a supplier its certification state and links its name to my bids', async () => {
    state.session = signedIn('supplier');
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    await waitFor(() => expect(screen.getByText('Accredited')).toBeTruthy());
    expect(screen.getByText('Wang').closest('a')?.getAttribute('href')).toBe('/PersonalCenter/MyBid');
    expect(peek).toHaveBeenCalledTimes(1);
  });

  it('shows no certification state until it is read, never "Go authenticate" to an accredited supplier on its way', async () => {
    state.session = signedIn('supplier');
    let answer: (operation: string) => void = () => undefined;
    peek.mockImplementationOnce(() => new Promise<string>((resolve) => (answer = resolve)));
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    expect(screen.getByText('Wang')).toBeTruthy();
    expect(screen.queryByText(/Accredited|Go authenticate|Under review/)).toBeNull();
    answer('skip');
    await waitFor(() => expect(screen.getByText('Accredited')).toBeTruthy());
    expect(screen.queryByText('Go authenticate')).toBeNull();
  });

  it('shows no certification state when it cannot be read', async () => {
    state.session = signedIn('supplier');
    peek.mockRejectedValueOnce(new Error('network'));
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    await waitFor(() => expect(peek).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/Accredited|Go authenticate|Under review/)).toBeNull();
  });

  it('gives staff no certification link and links the name to the workbench', async () => {
    state.session = signedIn('buyer');
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    expect(screen.getByText('Wang').closest('a')?.getAttribute('href')).toBe('/admin');
    expect(screen.queryByText(/Accredited|Go authenticate|Under review/)).toBeNull();
    expect(peek).not.toHaveBeenCalled();
  });
});

describe('UserArea of an individual supplier', () => {
  it('opens the personal authentication dialog from Go authenticate, not the enterprise wizard', { timeout: 15_000 }, async () => {
    state.session = signedIn('supplier', 1);
    peek.mockResolvedValueOnce('Auth');
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    const link = await screen.findByText('Go authenticate');
    expect(link.closest('a')).toBeNull();
    fireEvent.click(link);
    // The dialog's code loads on demand (docs/decisions/bundle.md): give it time on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Identity authentication' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the review notice while the authentication is under review', async () => {
    state.session = signedIn('supplier', 1);
    peek.mockResolvedValueOnce('prompt');
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    fireEvent.click(await screen.findByText('Under review'));
    expect(await screen.findByRole('dialog', { name: 'Certification under review' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('still sends an enterprise to the certification wizard', async () => {
    state.session = signedIn('supplier', 0);
    peek.mockResolvedValueOnce('Auth');
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    expect((await screen.findByText('Go authenticate')).closest('a')?.getAttribute('href')).toBe('/PersonalCenter/EnterpriseCertification');
  });
});

describe('UserArea after a certification form is accepted', () => {
  it('reads the certification state again', async () => {
    const { notifyCertificationChanged } = await import('../api/events');
    state.session = signedIn('supplier');
    peek.mockResolvedValueOnce('auth').mockResolvedValueOnce('prompt');
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    await waitFor(() => expect(screen.getByText('Go authenticate')).toBeTruthy());
    notifyCertificationChanged();
    await waitFor(() => expect(screen.getByText('Under review')).toBeTruthy());
  });
});

describe('the focus after a log out from the keyboard', () => {
  const signedOut = { token: undefined, name: undefined, roles: [], permissions: [], loading: false } as unknown as Session;
  // jsdom draws nothing: here every element is drawn, as in a browser.
  beforeAll(() => vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList));
  afterAll(() => vi.restoreAllMocks());

  async function logOutWithEnter() {
    state.session = signedIn('supplier');
    const { rerender } = render(<MemoryRouter><UserArea /></MemoryRouter>);
    const logOut = screen.getByRole('button', { name: 'Log out' });
    logOut.focus();
    state.session = signedOut;
    fireEvent.click(logOut);
    rerender(<MemoryRouter><UserArea /></MemoryRouter>);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Log in'));
  }

  it('stays on the login button when the top bar is drawn anew on the way home', async () => {
    await logOutWithEnter();
    // The page's layout draws the top bar again (a lazily loaded part, the home page's): a new login button.
    cleanup();
    expect(document.activeElement).toBe(document.body);
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    expect(document.activeElement?.textContent).toBe('Log in');
  });

  it('does not take the focus back from where the user moved it', async () => {
    await logOutWithEnter();
    cleanup();
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    render(<MemoryRouter><UserArea /></MemoryRouter>);
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
