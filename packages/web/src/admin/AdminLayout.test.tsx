import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, initI18n } from '../i18n';
import type { Session } from '../store/session';
import { CONTENT_WIDTH } from '../theme';
import AdminLayout from './AdminLayout';

const here = join(process.cwd(), 'packages/web/src/admin');

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
        handle: { title: 'admin.title' },
        children: [
          { path: 'sections', element: <p>sections page</p>, handle: { title: 'admin.menu.sections' } },
          { path: 'users', element: <p>users page</p>, handle: { title: 'admin.menu.users' } },
          { path: 'sections/:id/audit', element: <p>audit page</p>, handle: { title: 'admin.audit.title' } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
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
    // The menu's title and the breadcrumb's step.
    expect(screen.getAllByText('Buyer workbench')).toHaveLength(2);
    expect(within(screen.getByRole('navigation', { name: i18n.t('shell.breadcrumb') })).getByText('Buyer workbench')).toBeTruthy();
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
    expect(screen.getAllByText('Administration')).toHaveLength(2);
    expect(within(screen.getByRole('navigation', { name: i18n.t('shell.breadcrumb') })).getByText('Administration')).toBeTruthy();
    expect(screen.queryByText('Buyer workbench')).toBeNull();
  });

  it('names the path to a section page in the breadcrumb: workbench, projects, the page', () => {
    state.session = signedIn('buyer');
    renderAt('/admin/sections/7/audit');
    expect(screen.getByText('audit page')).toBeTruthy();
    const trail = within(screen.getByRole('navigation', { name: i18n.t('shell.breadcrumb') }));
    const steps = trail.getAllByRole('listitem').map((li) => li.textContent?.trim());
    expect(steps.filter(Boolean)).toEqual([i18n.t('nav.home'), 'Buyer workbench', i18n.t('admin.menu.sections'), i18n.t('admin.audit.title')].map((s) => expect.stringContaining(s)));
    expect(trail.getByRole('link', { name: i18n.t('admin.menu.sections') }).getAttribute('href')).toBe('/admin/sections');
    expect(trail.getByRole('link', { name: 'Buyer workbench' }).getAttribute('href')).toBe('/admin');
  });

  it('is no wider than the top bar’s content column', () => {
    const widthOf = (css: string, rule: string) => new RegExp(`\\.${rule}\\s*\\{[^}]*?\\bwidth:\\s*(\\d+)px`).exec(css)?.[1];
    const frame = readFileSync(join(here, 'admin.module.css'), 'utf8');
    expect(Number(widthOf(frame, 'frame'))).toBe(CONTENT_WIDTH);
    expect(frame).not.toMatch(/\.frame\s*\{[^}]*max-width:\s*calc\(100vw/);
    const topBar = readFileSync(join(here, '../components/TopBar.module.css'), 'utf8');
    expect(Number(widthOf(topBar, 'inner'))).toBe(CONTENT_WIDTH);
  });
});
