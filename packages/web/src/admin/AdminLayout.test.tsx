import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, initI18n } from '../i18n';
import type { Session } from '../store/session';
import AdminLayout from './AdminLayout';

const state = vi.hoisted(() => ({ session: { name: '', roles: [], permissions: [], isClientCompany: false, loading: false } as Session }));
vi.mock('../store/session', () => ({ useSession: () => state.session, getSession: () => state.session }));
const openLoginDialog = vi.hoisted(() => vi.fn());
vi.mock('../components/LoginDialog', () => ({ openLoginDialog }));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const signedIn = (role: string): Session => ({ token: 't', name: 'x', roles: [role], permissions: [], isClientCompany: false, loading: false });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: 'sections', element: <p>sections page</p> },
          { path: 'users', element: <p>users page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AntdApp>
      <RouterProvider router={router} />
    </AntdApp>,
  );
}

describe('the buyer workbench frame', () => {
  it('asks a signed-out visitor to log in and opens the login dialog', async () => {
    state.session = { name: '', roles: [], permissions: [], isClientCompany: false, loading: false };
    renderAt('/admin/sections');
    expect(screen.getByText(i18n.t('admin.loginRequired'))).toBeTruthy();
    expect(screen.queryByText('sections page')).toBeNull();
    await waitFor(() => expect(openLoginDialog).toHaveBeenCalledTimes(1));
  });

  it('shows a supplier the 403 page without the menu', () => {
    state.session = signedIn('supplier');
    renderAt('/admin/sections');
    expect(screen.getByText(i18n.t('admin.forbidden.text'))).toBeTruthy();
    expect(screen.queryByText('sections page')).toBeNull();
    expect(screen.queryByText(i18n.t('admin.menu.reviews'))).toBeNull();
  });

  it('gives a buyer the workbench without the administration pages', () => {
    state.session = signedIn('buyer');
    renderAt('/admin/sections');
    expect(screen.getByText('sections page')).toBeTruthy();
    expect(screen.getByText(i18n.t('admin.menu.reviews'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('admin.menu.users'))).toBeNull();
    expect(screen.getByText('Buyer workbench')).toBeTruthy();
    expect(screen.queryByText('Administration')).toBeNull();
    cleanup();
    renderAt('/admin/users');
    expect(screen.getByText(i18n.t('admin.forbidden.text'))).toBeTruthy();
    expect(screen.queryByText('users page')).toBeNull();
  });

  it('gives an administrator the dictionaries and staff users too', () => {
    state.session = signedIn('admin');
    renderAt('/admin/users');
    expect(screen.getByText('users page')).toBeTruthy();
    expect(screen.getByText(i18n.t('admin.menu.dictionaries'))).toBeTruthy();
    expect(screen.getByText('Administration')).toBeTruthy();
    expect(screen.queryByText('Buyer workbench')).toBeNull();
  });
});
