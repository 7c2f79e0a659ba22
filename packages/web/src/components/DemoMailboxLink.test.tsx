import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n';
import { getPublicConfig } from '../api/settings';
import { DemoMailboxLink } from './DemoMailboxLink';

vi.mock('../api/settings', () => ({ getPublicConfig: vi.fn() }));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('demo mailbox link', () => {
  it('leads to the mailbox of the typed address, in a new tab, when the server is in demo mode', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({ uploadLimitMb: 20, demoMode: true });
    render(<DemoMailboxLink email=" li+1@demo.test " />);
    const link = await screen.findByRole('link', { name: 'Demo mode: read the code in the demo mailbox' });
    expect(link.getAttribute('href')).toBe('/demo/mailbox?to=li%2B1%40demo.test');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says the mailbox will not show the code of an address outside the demo domain, instead of leading there', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({ uploadLimitMb: 20, demoMode: true });
    render(<DemoMailboxLink email="li@acme.test" />);
    expect(await screen.findByText('Demo mode: the demo mailbox shows codes for @demo.test addresses only, not the code for this address')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens the mailbox without an address when none is typed', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({ uploadLimitMb: 20, demoMode: true });
    render(<DemoMailboxLink email={undefined} />);
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/demo/mailbox');
  });

  it('is absent when demo mode is off or the settings cannot be read', async () => {
    vi.mocked(getPublicConfig).mockResolvedValueOnce({ uploadLimitMb: 20, demoMode: false });
    const { container } = render(<DemoMailboxLink email="a@b.test" />);
    await waitFor(() => expect(getPublicConfig).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
    cleanup();
    vi.mocked(getPublicConfig).mockRejectedValueOnce(new Error('network'));
    const second = render(<DemoMailboxLink email="a@b.test" />);
    await waitFor(() => expect(getPublicConfig).toHaveBeenCalledTimes(2));
    expect(second.container.innerHTML).toBe('');
  });
});
