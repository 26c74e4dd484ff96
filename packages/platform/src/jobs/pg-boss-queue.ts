import PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import { runAttempt } from './attempt';
import type { ComputeEntry } from './child-runner';
import type { AnyJobDefinition, AttemptInfo, JobQueue } from './definition';
import { DEFAULT_LIVENESS_SECONDS } from './liveness-timing';
import { holdLease } from './pg-boss-lease';

const deadLetterOf = (name: string) => `${name}__dead`;

export interface PgBossQueueOptions {
  databaseUrl: string;
  /** true in `apps/worker` processes (and in an API that should also work); false = only enqueue */
  work: boolean;
  /** the program compute children run (needed when `work`) */
  computeEntry?: ComputeEntry;
  /** a job whose worker has been silent this long is taken for abandoned and retried (seconds) */
  livenessSeconds?: number;
  /** how often pg-boss looks for expired jobs (default: half the liveness window, 10 s at most) */
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  /** extra seconds beyond a job's compute limit for prepare and complete: its limit in all */
  expireSlackSeconds?: number;
}

/**
 * The scaled-out queue: pg-boss on the same PostgreSQL. Retries with backoff and the time limit
 * are pg-boss's (retryLimit, retryBackoff, expireInSeconds), set from the definitions at every
 * start. A running attempt keeps its job's expiry a liveness window ahead (see pg-boss-lease), so a
 * job whose worker died expires within that window and another worker retries it; a job that runs
 * out of attempts — by failing or by expiring — lands in a dead-letter queue whose handler runs the
 * definition's final `fail`, so no assessment stays "processing" forever.
 */
export class PgBossQueue implements JobQueue {
  readonly driver = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, AnyJobDefinition>();
  private readonly livenessSeconds: number;

  constructor(
    private readonly log: Logger,
    definitions: AnyJobDefinition[],
    private readonly options: PgBossQueueOptions,
  ) {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
    this.livenessSeconds = options.livenessSeconds ?? DEFAULT_LIVENESS_SECONDS;
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      max: 4,
      // Expired jobs are found by this sweep: its interval adds to the time a dead worker's job waits.
      maintenanceIntervalSeconds:
        options.maintenanceIntervalSeconds ??
        Math.max(1, Math.min(10, Math.ceil(this.livenessSeconds / 2))),
      schedule: false,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'pg-boss error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      const dead = deadLetterOf(definition.name);
      // The dead-letter handler only records the failure: a short expiry is plenty.
      await this.applyQueue({ name: dead, expireInSeconds: 120 });
      await this.applyQueue({
        name: definition.name,
        retryLimit: definition.maxAttempts - 1,
        retryDelay: Math.max(1, Math.round(definition.retryDelaySeconds)),
        retryBackoff: true,
        // The upper bound of one attempt, however alive its worker (the lease never goes past it).
        expireInSeconds: this.limitSeconds(definition),
        deadLetter: dead,
      });
      if (this.options.work) await this.work(definition);
    }
  }

  /**
   * pg-boss's createQueue does nothing when the queue exists, which froze its settings at the first
   * start: the update applies a changed JOB_TIMEOUT_SECONDS or attempt count to the jobs sent next.
   */
  private async applyQueue(settings: PgBoss.Queue): Promise<void> {
    await this.boss.createQueue(settings.name, settings);
    await this.boss.updateQueue(settings.name, settings);
  }

  /** An attempt's limit in all: the compute limit plus time for prepare and complete. */
  private limitSeconds(definition: AnyJobDefinition): number {
    return Math.ceil(definition.timeoutSeconds + (this.options.expireSlackSeconds ?? 60));
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  async enqueue(name: string, payload: unknown): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    await this.boss.send(name, definition.schema.parse(payload) as object);
  }

  private async work(definition: AnyJobDefinition): Promise<void> {
    const polling = {
      pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      batchSize: 1,
      includeMetadata: true as const,
    };
    await this.boss.work<object>(definition.name, polling, async ([job]) => {
      if (!job) return;
      const parsed = definition.schema.safeParse(job.data);
      if (!parsed.success) {
        this.log.error({ job: job.id }, 'invalid job payload: not retried');
        return;
      }
      const info: AttemptInfo = {
        attempt: job.retryCount + 1,
        maxAttempts: job.retryLimit + 1,
        final: job.retryCount >= job.retryLimit,
      };
      const lost = new AbortController();
      const lease = holdLease(this.boss.getDb(), job, {
        livenessSeconds: this.livenessSeconds,
        onLost: () => lost.abort(),
        onError: (error) =>
          this.log.warn({ job: job.id, err: error }, 'job queue: a heartbeat was not recorded'),
      });
      try {
        await this.attempt(definition, parsed.data, info, lost.signal);
      } finally {
        lease.release();
      }
    });
    await this.boss.work<object>(deadLetterOf(definition.name), polling, async ([job]) => {
      if (!job) return;
      const parsed = definition.schema.safeParse(job.data);
      if (!parsed.success) return;
      const output = job.output as { message?: string; value?: { message?: string } } | undefined;
      const message =
        output?.message ?? output?.value?.message ?? 'the analysis stopped unexpectedly';
      // The final word after the last attempt (`fail` is idempotent: the attempt may have said it).
      await definition.fail(parsed.data, new Error(message), {
        attempt: definition.maxAttempts,
        maxAttempts: definition.maxAttempts,
        final: true,
      });
    });
  }

  private async attempt(
    definition: AnyJobDefinition,
    payload: unknown,
    info: AttemptInfo,
    lost: AbortSignal,
  ): Promise<void> {
    const computeEntry = this.options.computeEntry;
    if (!computeEntry) throw new Error('this queue was started without a compute entry');
    // A failure rethrows for pg-boss to retry; a dropped job returns, completing it quietly. A
    // lost one returns too: pg-boss completes only an active job, and this one expired into a retry.
    await runAttempt({ definition, payload, info, computeEntry, log: this.log, lost });
  }
}
