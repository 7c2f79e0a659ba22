import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../i18n';
import type { Session } from '../store/session';
import { NotificationBell } from './NotificationBell';

const state = vi.hoisted(() => ({ session: {} as Session, unread: 0 }));
vi.mock('../store/session', () => ({ useSession: () => state.session }));
vi.mock('../api/notifications', async (original) => ({
  ...(await original<typeof import('../api/notifications')>()),
  unreadCount: vi.fn(async () => state.unread),
}));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const signedIn = { token: 't', name: 'Wang', user: { id: 7 }, roles: ['supplier'] } as unknown as Session;
const bell = () => screen.queryByTestId('notification-bell');

describe('NotificationBell', () => {
  it('shows nothing to a visitor', () => {
    state.session = { token: undefined } as unknown as Session;
    render(<MemoryRouter><NotificationBell /></MemoryRouter>);
    expect(bell()).toBeNull();
  });

  it('shows the unread count, leads to the list and counts again when the window regains focus', async () => {
    state.session = signedIn;
    state.unread = 2;
    render(<MemoryRouter><NotificationBell /></MemoryRouter>);
    await waitFor(() => expect(bell()?.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell()?.getAttribute('href')).toBe('/Notifications');
    state.unread = 3;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(bell()?.getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    state.unread = 0;
    const { notificationsChanged } = await import('../api/notifications');
    notificationsChanged();
    await waitFor(() => expect(bell()?.getAttribute('aria-label')).toBe('Notifications'));
  });
});
