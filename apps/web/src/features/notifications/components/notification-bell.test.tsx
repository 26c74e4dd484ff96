import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setTokens } from '../../../lib/session';
import { renderScreen } from '../../../test/render';
import { clearQueue } from '../api/queue-store';
import { NotificationBell } from './notification-bell';

class FakeSocket {
  static all: FakeSocket[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {}
  receive(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent));
  }
}

const me = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  job_title: '',
  phone: '',
  address: '',
  city: '',
  country: '',
  language: 'en',
  timezone: 'UTC',
  pending_email: null,
  date_joined: '2026-11-21T06:00:00.000Z',
  organization: {
    organization_id: 'o1',
    name: 'Acme',
    description: '',
    credit: 9,
    keep_videos: true,
  },
};

const item = (status: string, progress: number, message: string) => ({
  message,
  url: '/assessments/reba/a1',
  status,
  model_name: 'reba',
  model_id: 'a1',
  progress,
  name: 'Morning shift squats',
  created_at: '2026-11-21T07:00:00.000Z',
});

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('notification bell', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    clearQueue();
    setTokens({ access: 'a', refresh: 'r' });
    vi.stubGlobal('WebSocket', FakeSocket);
    fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.endsWith('/auth/get-uuid/')
          ? json({
              uuid: '00000000-0000-4000-8000-000000000001',
              expires_at: '2026-11-22T00:00:00Z',
            })
          : json(me),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    FakeSocket.all = [];
    vi.unstubAllGlobals();
    clearSession();
    clearQueue();
  });

  it('lists items in place with an unread count, links to the assessment, toasts and refetches the credit when done', async () => {
    renderScreen(
      <>
        <Notifications />
        <NotificationBell />
      </>,
    );
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0];
    if (!socket) throw new Error('no socket');
    expect(socket.url).toMatch(/\/api\/ws\/\?uuid=00000000-0000-4000-8000-000000000001&lang=en$/);
    socket.receive({ type: 'ready' });
    socket.receive(item('processing', 40, 'Analysing the video'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();

    const callsBefore = fetchMock.mock.calls.filter(([url]) =>
      String(url).endsWith('/auth/'),
    ).length;
    socket.receive(item('completed', 100, 'Video analysis completed'));
    // The toast, and the credit is read again (a failed analysis gives it back).
    expect(await screen.findByText('Video analysis completed')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/')).length,
      ).toBeGreaterThan(callsBefore),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(1);
    expect(items[0]?.getAttribute('href')).toBe('/assessments/reba/a1');
    expect(items[0]?.getAttribute('data-status')).toBe('completed');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy(),
    );
  });

  it('says on the button itself whether the list is open (aria-expanded on a div breaks WCAG 4.1.2)', async () => {
    renderScreen(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('notification-count').hasAttribute('aria-expanded')).toBe(false);
    fireEvent.click(bell);
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('true'));
  });
});
