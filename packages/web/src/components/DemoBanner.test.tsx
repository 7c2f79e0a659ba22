import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { i18n, initI18n } from '../i18n';
import { getPublicConfig } from '../api/settings';
import { publicConfigNow } from '../api/atHand';
import { DemoBanner } from './DemoBanner';

vi.mock('../api/settings', () => ({ getPublicConfig: vi.fn() }));
vi.mock('../api/atHand', () => ({ publicConfigNow: vi.fn(() => undefined) }));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('demo banner', () => {
  it.each([
    ['en', /^Demo mode: this site is a demonstration/],
    ['zh', /^演示模式：本站仅供演示/],
    ['lo', /^ໂໝດສາທິດ:/],
  ])('says the server is a demo while it is in demo mode (%s)', async (locale, text) => {
    await i18n.changeLanguage(locale);
    vi.mocked(getPublicConfig).mockResolvedValue({ uploadLimitMb: 20, demoMode: true });
    render(<DemoBanner />);
    expect((await screen.findByRole('status')).textContent).toMatch(text);
  });

  it('is drawn with the first render when index.html brought the settings, not after a call (issue 23)', async () => {
    await i18n.changeLanguage('en');
    vi.mocked(publicConfigNow).mockReturnValue({ uploadLimitMb: 20, demoMode: true });
    vi.mocked(getPublicConfig).mockReturnValue(new Promise(() => undefined));
    render(<DemoBanner />);
    expect(screen.getByRole('status').textContent).toMatch(/^Demo mode/);
    vi.mocked(publicConfigNow).mockReturnValue(undefined);
  });

  it('is absent when demo mode is off', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({ uploadLimitMb: 20, demoMode: false });
    const { container } = render(<DemoBanner />);
    await waitFor(() => expect(getPublicConfig).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });
});
