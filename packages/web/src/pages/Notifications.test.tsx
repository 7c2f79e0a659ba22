import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setUpComponentTests } from '../testing/componentTest';
import Notifications from './Notifications';

vi.mock('../api/notifications', () => ({
  listNotifications: vi.fn(async () => ({ code: 200, msg: '', rows: [], total: 0, unread: 0 })),
  markRead: vi.fn(),
  notificationsChanged: vi.fn(),
  getPreferences: vi.fn(async () => ({ code: 200, msg: '', data: { events: [], mailEvents: [] } })),
  savePreferences: vi.fn(),
}));
vi.mock('../store/session', () => ({ useSession: () => ({ roles: ['supplier'] }) }));

setUpComponentTests();

describe('the notifications page', () => {
  it('has headings that go down one level at a time: the page h1, the e-mail choices h2', async () => {
    render(<MemoryRouter><Notifications /></MemoryRouter>);
    await screen.findByText('No notifications');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]).toBeLessThanOrEqual(1));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('E-mail notifications');
  });
});
