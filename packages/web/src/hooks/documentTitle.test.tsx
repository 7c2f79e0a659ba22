import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { Locale } from '@portal/domain';
import { initI18n } from '../i18n';
import type { RouteHandle } from '../router';
import { useDocumentTitle, useRouteDocumentTitle } from './documentTitle';

function Shell() {
  useRouteDocumentTitle();
  return <Outlet />;
}

function ProjectPage() {
  useDocumentTitle('Road repair');
  return null;
}

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: null },
          { path: '/TenderProject', element: null, handle: { title: 'nav.projects' } satisfies RouteHandle },
          { path: '/TenderAnnouncement', element: <ProjectPage />, handle: { ownTitle: true } satisfies RouteHandle },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('browser tab title', () => {
  it.each<[Locale, string]>([
    ['zh', '阳光采购平台'],
    ['en', 'Sunshine Procurement Portal'],
    ['lo', 'ເວັບໄຊຈັດຊື້ໂປ່ງໃສ'],
  ])('names the portal in %s on the home page', async (locale, name) => {
    await initI18n(locale);
    openAt('/');
    await waitFor(() => expect(document.title).toBe(name));
  });

  it('puts a list title before the portal name, and follows navigation', async () => {
    await initI18n('en');
    const router = openAt('/TenderProject');
    await waitFor(() => expect(document.title).toBe('Projects - Sunshine Procurement Portal'));
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe('Sunshine Procurement Portal'));
  });

  it('lets an announcement name the tab after its project', async () => {
    await initI18n('en');
    openAt('/TenderAnnouncement?id=1');
    await waitFor(() => expect(document.title).toBe('Road repair - Sunshine Procurement Portal'));
  });
});
