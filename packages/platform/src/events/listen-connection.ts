import pg from 'pg';
import type { Logger } from '../logger';

export type ListenState = 'listening' | 'reconnecting';

export interface ListenOptions {
  databaseUrl: string;
  channel: string;
  onPayload: (payload: string) => void;
  /** the listener is back after an outage (what was published meanwhile was not heard) */
  onResume?: () => void;
  log?: Pick<Logger, 'info' | 'warn'>;
  /** first wait before reconnecting; it doubles after each failure up to `maxDelayMs` */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** how often the connection is asked a trivial query, to notice one that died without a word */
  checkIntervalMs?: number;
}

/**
 * The one connection on which this process LISTENs. Whenever it is lost — the server restarted,
 * the network dropped, a check query went unanswered — it is opened again with exponential backoff
 * (and jitter), for as long as it takes, and the channel is subscribed again. Its state is what
 * `/api/health/` reports.
 */
export class ListenConnection {
  private client: pg.Client | null = null;
  private failures = 0;
  private everListened = false;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private readonly check: ReturnType<typeof setInterval>;
  private current: ListenState = 'reconnecting';

  constructor(private readonly options: ListenOptions) {
    this.check = setInterval(() => void this.probe(), options.checkIntervalMs ?? 15_000);
    this.check.unref();
  }

  get state(): ListenState {
    return this.current;
  }

  /** The first connection; when it fails, the retries go on in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.check);
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    this.retry = null;
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
    });
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
      this.lost(error);
    };
    client.on('notification', (message) => {
      if (message.channel === this.options.channel && message.payload)
        this.options.onPayload(message.payload);
    });
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (this.closed || dropped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    this.current = 'listening';
    if (this.everListened) {
      this.options.log?.info({}, 'notifications: listening again');
      this.options.onResume?.();
    }
    this.everListened = true;
  }

  private lost(error?: unknown): void {
    if (this.closed) return;
    if (this.current === 'listening')
      this.options.log?.warn({ err: error }, 'notifications: connection lost, reconnecting');
    this.current = 'reconnecting';
    if (this.retry) return;
    const min = this.options.minDelayMs ?? 500;
    const max = this.options.maxDelayMs ?? 15_000;
    const delay = Math.min(max, min * 2 ** this.failures) * (0.8 + Math.random() * 0.4);
    this.failures += 1;
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }

  /** A connection can die without an error (a dropped network): a query that fails says so. */
  private async probe(): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      await client.query('SELECT 1');
    } catch (error) {
      client.emit('error', error);
    }
  }
}
