import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setTokens } from '../../../browser/session';
import { testUser } from '../../../test/fixtures';
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

const me = testUser({ credit: 9 });

const item = (status: string, progress: number, message: string) => ({
  id: 'n1',
  message,
  url: '/assessments/reba/a1',
  status,
  model_name: 'reba',
  model_id: 'a1',
  progress,
  name: 'Morning shift squats',
  created_at: '2026-11-21T07:00:00.000Z',
});

/** What the server kept for this user (GET /notifications/). */
let history: unknown[] = [];

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
    history = [];
    fetchMock = vi.fn((url: string) => {
      if (url.endsWith('/auth/get-uuid/'))
        return Promise.resolve(
          json({
            uuid: '00000000-0000-4000-8000-000000000001',
            expires_at: '2026-11-22T00:00:00Z',
          }),
        );
      if (url.endsWith('/api/notifications/'))
        return Promise.resolve(json({ count: history.length, unread_count: 0, results: history }));
      if (url.includes('/api/notifications/')) return Promise.resolve(json({ unread_count: 0 }));
      return Promise.resolve(json(me));
    });
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

    // Opening the list does not read the notifications; opening one does (here and on the server).
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(1);
    expect(items[0]?.getAttribute('href')).toBe('/assessments/reba/a1');
    expect(items[0]?.getAttribute('data-status')).toBe('completed');
    expect(screen.getByTestId('notification-unread').textContent).toBe('Unread');
    expect(screen.getByTestId('notification-unread-count').textContent).toBe('1 unread');
    fireEvent.click(items[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy(),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url).endsWith('/api/notifications/n1/read/') &&
          (init as RequestInit | undefined)?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('lists the stored history after a new sign-in, with its unread count, and marks all read', async () => {
    const stored = (id: string, read: boolean, created: string) => ({
      ...item('completed', 100, 'Video analysis completed'),
      id: `00000000-0000-4000-8000-00000000000${id === 'a' ? 1 : 2}`,
      model_id: id,
      url: `/assessments/reba/${id}`,
      name: `Shift ${id}`,
      read,
      created_at: created,
      updated_at: created,
    });
    history = [
      stored('b', false, '2026-11-21T08:00:00.000Z'),
      stored('a', true, '2026-11-21T07:00:00.000Z'),
    ];
    renderScreen(<NotificationBell />);
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]?.receive({ type: 'ready' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((entry) => entry.getAttribute('href'))).toEqual([
      '/assessments/reba/b',
      '/assessments/reba/a',
    ]);
    // A live event of a stored notification updates its entry, not a second one.
    FakeSocket.all[0]?.receive(stored('b', false, '2026-11-21T09:00:00.000Z'));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy(),
    );
    expect(screen.queryByTestId('notification-unread')).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/notifications/read-all/')),
    ).toBe(true);
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
