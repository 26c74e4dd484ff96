import { videoQueueItemSchema, type Language, type VideoQueueItem } from '@ergo/contracts';

export interface NotificationSocketOptions {
  /** A fresh identifier (GET /auth/get-uuid/) for every connection. */
  getUuid: () => Promise<string>;
  language: () => Language;
  onItem: (item: VideoQueueItem) => void;
  /** Called on each `{type:'ready'}` (after a reconnect: a chance to catch up on missed items). */
  onReady?: () => void;
  createSocket?: (url: string) => WebSocket;
  /** ws(s)://host of the API (default: this page's host). */
  origin?: string;
}

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export function socketUrl(origin: string, uuid: string, language: Language): string {
  return `${origin}/api/ws/?uuid=${encodeURIComponent(uuid)}&lang=${language}`;
}

function pageOrigin(): string {
  return `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}`;
}

/**
 * The browser's one notification socket (SPEC video queue): connects with a new uuid each time,
 * reconnects with exponential backoff when the connection drops, and on demand (language change).
 */
export class NotificationSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private running = false;
  /** Bumped on every (re)connect so late callbacks of an old socket are ignored. */
  private generation = 0;

  constructor(private readonly options: NotificationSocketOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.generation += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  /** Drops the current connection and opens a new one at once (e.g. the language changed). */
  restart(): void {
    if (!this.running) return;
    this.stop();
    this.running = true;
    this.attempt = 0;
    void this.connect();
  }

  private scheduleReconnect(generation: number): void {
    if (!this.running || generation !== this.generation) return;
    const delay =
      Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** this.attempt) * (0.8 + Math.random() * 0.4);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    let uuid: string;
    try {
      uuid = await this.options.getUuid();
    } catch {
      this.scheduleReconnect(generation);
      return;
    }
    if (!this.running || generation !== this.generation) return;
    const url = socketUrl(this.options.origin ?? pageOrigin(), uuid, this.options.language());
    let socket: WebSocket;
    try {
      socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    } catch {
      this.scheduleReconnect(generation);
      return;
    }
    this.socket = socket;
    socket.onmessage = (event: MessageEvent) => {
      if (generation !== this.generation) return;
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (
        typeof data === 'object' &&
        data !== null &&
        (data as { type?: unknown }).type === 'ready'
      ) {
        this.attempt = 0;
        this.options.onReady?.();
        return;
      }
      const parsed = videoQueueItemSchema.safeParse(data);
      if (parsed.success) this.options.onItem(parsed.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      this.scheduleReconnect(generation);
    };
  }
}
