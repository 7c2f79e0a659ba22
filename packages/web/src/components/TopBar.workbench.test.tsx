import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Session } from '../store/session';
import { setUpComponentTests } from '../testing/componentTest';
import { TopBar } from './TopBar';

const state = vi.hoisted(() => ({ session: {} as Session }));
vi.mock('../store/session', () => ({ useSession: () => state.session, getSession: () => state.session, logout: vi.fn() }));
vi.mock('../api/certification', () => ({ peekCertificationOperation: vi.fn(async () => 'skip') }));
vi.mock('../api/settings', () => ({ getPublicConfig: async () => ({ uploadLimitMb: 20, demoMode: false }) }));
vi.mock('./NotificationBell', () => ({ NotificationBell: () => null }));

setUpComponentTests();

const visitor = (): Session => ({ name: '', roles: [], permissions: [], isClientCompany: false, loading: false });
const signedIn = (role: string): Session =>
  ({ token: 't', name: 'Wang', user: { id: 7 }, roles: [role], permissions: [], isClientCompany: role === 'supplier', operationUserType: 0, loading: false }) as unknown as Session;

function renderTopBar(session: Session) {
  state.session = session;
  const router = createMemoryRouter([{ path: '*', element: <TopBar /> }]);
  render(<RouterProvider router={router} />);
}

describe('the top bar’s workbench link', () => {
  it('is not offered to a visitor', () => {
    renderTopBar(visitor());
    expect(screen.queryByRole('link', { name: 'Workbench' })).toBeNull();
  });

  it('is not offered to a supplier, whose bids are under its name', () => {
    renderTopBar(signedIn('supplier'));
    expect(screen.getByRole('link', { name: 'Wang' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Workbench' })).toBeNull();
  });

  it('leads buyer staff and administrators to the buyer workbench', () => {
    for (const role of ['buyer', 'admin']) {
      renderTopBar(signedIn(role));
      expect(screen.getByRole('link', { name: 'Workbench' }).getAttribute('href')).toBe('/admin');
      cleanup();
    }
  });
});
