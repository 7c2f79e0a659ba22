import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@portal/domain';
import { initI18n } from '../i18n';
import { getAppPackage } from '../api/mobileApp';
import AppLanding from './AppLanding';

vi.mock('../api/mobileApp', () => ({ getAppPackage: vi.fn() }));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const answer = (data: Partial<{ available: boolean; downloadUrl: string | null; size: number | null; updateTime: string | null }>) =>
  vi.mocked(getAppPackage).mockResolvedValue({ code: 200, msg: 'ok', data: { available: false, downloadUrl: null, size: null, updateTime: null, ...data } });

const downloadButton = () => screen.getByText('Download the Android package').closest('a, button')!;

describe('app landing page', () => {
  it('says no package is published yet and keeps the download disabled', async () => {
    answer({});
    render(<MemoryRouter><AppLanding /></MemoryRouter>);
    await waitFor(() => expect(screen.getByText(/has not been published yet/)).toBeTruthy());
    expect(downloadButton().getAttribute('href')).toBeNull();
    expect(downloadButton().getAttribute('aria-disabled') === 'true' || downloadButton().hasAttribute('disabled')).toBe(true);
  });

  it('offers the published package with its date and size', async () => {
    answer({ available: true, downloadUrl: '/prod-api/app/portal.apk', size: 12 * 1024 * 1024, updateTime: '2026-03-01 10:00:00' });
    render(<MemoryRouter><AppLanding /></MemoryRouter>);
    await waitFor(() => expect(downloadButton().getAttribute('href')).toBe('/prod-api/app/portal.apk'));
    expect(screen.getByText('Package updated 2026-03-01 10:00:00, 12.0 MB')).toBeTruthy();
    expect(screen.queryByText(/has not been published yet/)).toBeNull();
  });

  it('treats an unreadable answer as no package', async () => {
    vi.mocked(getAppPackage).mockRejectedValue(new Error('network'));
    render(<MemoryRouter><AppLanding /></MemoryRouter>);
    await waitFor(() => expect(screen.getByText(/has not been published yet/)).toBeTruthy());
  });

  it.each<[Locale, string]>([
    ['zh', '阳光采购 安卓客户端'],
    ['lo', 'ຈັດຊື້ໂປ່ງໃສ ສຳລັບ Android'],
  ])('speaks %s', async (locale, title) => {
    await initI18n(locale);
    answer({});
    render(<MemoryRouter><AppLanding /></MemoryRouter>);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    await initI18n('en');
  });
});
