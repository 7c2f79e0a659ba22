import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { initI18n } from './i18n';
import { page, PageLoadTimeout } from './pageLoader';
import { RouteError } from './pages/RouteError';

const never = () => new Promise<{ default: () => null }>(() => {});

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('page loader', () => {
  it('gives the page component once its code arrives', async () => {
    const Page = () => null;
    await expect(page(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const outcome = page(never)().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(PageLoadTimeout);
  });

  it('shows the error page with the time-out text when a route\'s code never arrives', async () => {
    vi.useFakeTimers();
    const router = createMemoryRouter([{ path: '/', element: <Outlet />, errorElement: <RouteError />, children: [{ path: 'slow', lazy: page(never) }] }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    void router.navigate('/slow');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByText('The system interface request timed out')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });
});
