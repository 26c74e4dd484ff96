import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Logger } from '../logger';
import { ListenConnection, type ListenOptions } from './listen-connection';
import type { AssessmentId, OrganizationId, UserId } from '@ergo/db';

/** A progress or status change of one assessment's analysis (SPEC "Video queue item" source). */
export interface AnalysisEvent {
  kind: 'analysis';
  organizationId: OrganizationId;
  /** who asked for the analysis; null = everyone of the organization */
  userId: UserId | null;
  assessmentId: AssessmentId;
  assessmentType: string;
  assessmentName: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  progress: number;
  /** a message key of the shared catalogue (translated per listener) */
  messageKey: string;
  /** its parameters (a `*_key` one is itself a message key, e.g. the label of a field) */
  messageParams?: Record<string, string | number>;
  at: string;
  /**
   * The stored notification of each user it goes to, by user id (the bell's history, see
   * @ergo/analysis announceAnalysis): the browser matches the live event with what it reads back.
   */
  notificationIds?: Record<string, string>;
}

/**
 * How this process hears the events other processes publish (reported by `/api/health/`):
 * 'in-process' needs no listener (one process); otherwise its LISTEN connection is 'listening' or,
 * after losing it, 'reconnecting'.
 */
export type NotificationState = 'in-process' | 'listening' | 'reconnecting';

export interface EventBus {
  publish(event: AnalysisEvent): Promise<void>;
  subscribe(listener: (event: AnalysisEvent) => void): () => void;
  readonly state: NotificationState;
  /**
   * Called when the bus hears again after an outage: events published meanwhile were lost, so
   * whoever shows them reads the current state again.
   */
  onResume(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The embedded default: one process, one emitter. */
export class InProcessEventBus implements EventBus {
  readonly state: NotificationState = 'in-process';
  private readonly emitter = new EventEmitter();
  async publish(event: AnalysisEvent): Promise<void> {
    this.emitter.emit('event', event);
  }
  subscribe(listener: (event: AnalysisEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
  /** Never: nothing between publisher and listener can fail. */
  onResume(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'ergo_events';

export type PostgresEventBusOptions = Pick<
  ListenOptions,
  'minDelayMs' | 'maxDelayMs' | 'checkIntervalMs'
> & { log?: Logger };

/**
 * With PostgreSQL, events travel through LISTEN/NOTIFY, so a worker process (or any API instance)
 * can reach the WebSockets held by every API instance. A lost LISTEN connection is opened again,
 * with backoff, for as long as it takes (see ListenConnection); publishing goes through the pool.
 */
export class PostgresEventBus implements EventBus {
  private readonly local = new InProcessEventBus();
  private readonly resumed = new EventEmitter();
  private readonly listener: ListenConnection;

  constructor(
    private readonly pool: pg.Pool,
    databaseUrl: string,
    options: PostgresEventBusOptions = {},
  ) {
    this.listener = new ListenConnection({
      ...options,
      databaseUrl,
      channel: CHANNEL,
      onPayload: (payload) => {
        try {
          void this.local.publish(JSON.parse(payload) as AnalysisEvent);
        } catch {
          // A malformed payload is not ours to deliver.
        }
      },
      onResume: () => this.resumed.emit('resume'),
    });
  }

  get state(): NotificationState {
    return this.listener.state;
  }

  async start(): Promise<void> {
    await this.listener.start();
  }

  async publish(event: AnalysisEvent): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }

  subscribe(listener: (event: AnalysisEvent) => void): () => void {
    return this.local.subscribe(listener);
  }

  onResume(listener: () => void): () => void {
    this.resumed.on('resume', listener);
    return () => this.resumed.off('resume', listener);
  }

  async close(): Promise<void> {
    this.resumed.removeAllListeners();
    await this.local.close();
    await this.listener.close();
  }
}
