import { EventEmitter } from 'node:events';
import pg from 'pg';

/** A progress or status change of one assessment's analysis (SPEC "Video queue item" source). */
export interface AnalysisEvent {
  kind: 'analysis';
  organizationId: string;
  /** who asked for the analysis; null = everyone of the organization */
  userId: string | null;
  assessmentId: string;
  assessmentType: string;
  assessmentName: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  progress: number;
  /** a message key of the shared catalogue (translated per listener) */
  messageKey: string;
  /** its parameters (a `*_key` one is itself a message key, e.g. the label of a field) */
  messageParams?: Record<string, string | number>;
  at: string;
}

export interface EventBus {
  publish(event: AnalysisEvent): Promise<void>;
  subscribe(listener: (event: AnalysisEvent) => void): () => void;
  close(): Promise<void>;
}

/** The embedded default: one process, one emitter. */
export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter();
  async publish(event: AnalysisEvent): Promise<void> {
    this.emitter.emit('event', event);
  }
  subscribe(listener: (event: AnalysisEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'ergo_events';

/**
 * With PostgreSQL, events travel through LISTEN/NOTIFY, so a worker process (or any API instance)
 * can reach the WebSockets held by every API instance. A lost LISTEN connection is re-opened.
 */
export class PostgresEventBus implements EventBus {
  private readonly local = new InProcessEventBus();
  private listener: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly databaseUrl: string,
  ) {}

  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        void this.local.publish(JSON.parse(message.payload) as AnalysisEvent);
      } catch {
        // A malformed payload is not ours to deliver.
      }
    });
    client.on('error', () => {
      this.listener = null;
      if (!this.closed) setTimeout(() => void this.start().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  async publish(event: AnalysisEvent): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }

  subscribe(listener: (event: AnalysisEvent) => void): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.local.close();
    await this.listener?.end().catch(() => undefined);
  }
}
