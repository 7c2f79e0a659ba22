import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../i18n';
import type { Session } from '../store/session';
import { NotificationBell } from './NotificationBell';

const state = vi.hoisted(() => ({
  session: {} as Session,
  unread: 0,
  stream: null as null | { onEvent: (e: { event: string; data: unknown; id: null }) => void; onState: (open: boolean) => void },
}));
vi.mock('../api/liveStream', () => ({
  tabStream: {
    onNotify: (onEvent: never, onState: never) => {
      state.stream = { onEvent, onState };
      return () => (state.stream = null);
    },
  },
}));
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

  it('shows the unread count the tab stream pushes, at once and on every change, without asking', async () => {
    state.session = signedIn;
    render(<MemoryRouter><NotificationBell /></MemoryRouter>);
    await waitFor(() => expect(state.stream).not.toBeNull());
    state.stream!.onState(true);
    state.stream!.onEvent({ event: 'notify', data: { unread: 2 }, id: null });
    await waitFor(() => expect(bell()?.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell()?.getAttribute('href')).toBe('/Notifications');
    state.stream!.onEvent({ event: 'notify', data: { unread: 5 }, id: null });
    await waitFor(() => expect(bell()?.getAttribute('aria-label')).toBe('Notifications, 5 unread'));
    window.dispatchEvent(new Event('focus'));
    const { unreadCount } = await import('../api/notifications');
    expect(unreadCount).not.toHaveBeenCalled();
  });

  it('asks for the count while the stream cannot be opened: when the window regains focus and when notifications were read', async () => {
    state.session = signedIn;
    state.unread = 2;
    render(<MemoryRouter><NotificationBell /></MemoryRouter>);
    await waitFor(() => expect(state.stream).not.toBeNull());
    state.stream!.onState(false);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(bell()?.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    state.unread = 0;
    const { notificationsChanged } = await import('../api/notifications');
    notificationsChanged();
    await waitFor(() => expect(bell()?.getAttribute('aria-label')).toBe('Notifications'));
  });
});
