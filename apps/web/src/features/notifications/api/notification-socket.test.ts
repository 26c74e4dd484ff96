import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationSocket } from './notification-socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.onclose?.();
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('notification socket', () => {
  afterEach(() => {
    FakeSocket.all = [];
    vi.useRealTimers();
  });

  function make(language: () => 'en' | 'tr' = () => 'en') {
    let n = 0;
    const items: unknown[] = [];
    const onReady = vi.fn();
    const socket = new NotificationSocket({
      getUuid: () => Promise.resolve(`00000000-0000-4000-8000-00000000000${++n}`),
      language,
      onItem: (item) => items.push(item),
      onReady,
      origin: 'ws://app.test',
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    });
    return { socket, items, onReady };
  }

  it('connects with a uuid and the language, then passes queue items on', async () => {
    const { socket, items, onReady } = make(() => 'tr');
    socket.start();
    await flush();
    expect(FakeSocket.all[0]?.url).toBe(
      'ws://app.test/api/ws/?uuid=00000000-0000-4000-8000-000000000001&lang=tr',
    );
    FakeSocket.all[0]?.receive({ type: 'ready' });
    expect(onReady).toHaveBeenCalledTimes(1);
    const item = {
      message: 'Video analysis completed',
      url: '/assessments/reba/x',
      status: 'completed',
      model_name: 'reba',
      model_id: 'x',
      progress: 100,
      name: 'A',
      created_at: '2026-11-21T07:00:00.000Z',
    };
    FakeSocket.all[0]?.receive(item);
    FakeSocket.all[0]?.receive({ nonsense: true });
    expect(items).toEqual([item]);
    socket.stop();
  });

  it('reconnects with a new uuid after the connection drops, with backoff', async () => {
    vi.useFakeTimers();
    const { socket } = make();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0]?.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeSocket.all[1]?.url).toContain('uuid=00000000-0000-4000-8000-000000000002');
    socket.stop();
    FakeSocket.all[1]?.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('restart opens a new connection at once (language change) and closes the old one', async () => {
    let language: 'en' | 'tr' = 'en';
    const { socket } = make(() => language);
    socket.start();
    await flush();
    language = 'tr';
    socket.restart();
    await flush();
    expect(FakeSocket.all[0]?.closed).toBe(true);
    expect(FakeSocket.all[1]?.url).toContain('lang=tr');
    // The old socket's close does not schedule another connection.
    FakeSocket.all[0]?.drop();
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    socket.stop();
  });
});
