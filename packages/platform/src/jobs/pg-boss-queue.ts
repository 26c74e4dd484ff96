import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import { runAttempt, type AttemptOutcome } from './attempt';
import type { ComputeEntry } from './child-runner';
import type { AnyJobDefinition, AttemptInfo, JobQueue } from './definition';
import { DEFAULT_FAIR_SHARE, type FairShare } from './fair-share';
import { DEFAULT_LIVENESS_SECONDS } from './liveness-timing';
import { fetchFairly, type FetchedJob } from './pg-boss-fair-fetch';
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
  /** jobs at once in this process, and per organization over every process (JOB_SLOTS…) */
  fairShare?: FairShare;
  /** the database's pool, for the fair claims (a small one of its own otherwise) */
  pool?: pg.Pool;
}

/** How long `stop` waits for the running attempts before it lets them go. */
const STOP_WAIT_MS = 10_000;

/**
 * The scaled-out queue: pg-boss on the same PostgreSQL. Retries with backoff and the time limit
 * are pg-boss's (retryLimit, retryBackoff, expireInSeconds), set from the definitions at every
 * start. A running attempt keeps its job's expiry a liveness window ahead (see pg-boss-lease), so a
 * job whose worker died expires within that window and another worker retries it; a job that runs
 * out of attempts — by failing or by expiring — lands in a dead-letter queue whose handler runs the
 * definition's final `fail`, so no assessment stays "processing" forever.
 *
 * Jobs are taken by slots of this class's own rather than pg-boss's `work`: pg-boss takes the
 * oldest job, whoever it is for, so one organization's queue of uploads held every worker. A slot
 * claims fairly (see FairShare and fetchFairly) and completes or fails the job through pg-boss, so
 * retries, expiry and the dead letter stay pg-boss's.
 */
export class PgBossQueue implements JobQueue {
  readonly driver = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, AnyJobDefinition>();
  private readonly livenessSeconds: number;
  private readonly fairShare: FairShare;
  private readonly pool: pg.Pool;
  private readonly ownPool: boolean;
  private working = false;
  private readonly slots: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();

  constructor(
    private readonly log: Logger,
    definitions: AnyJobDefinition[],
    private readonly options: PgBossQueueOptions,
  ) {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
    this.livenessSeconds = options.livenessSeconds ?? DEFAULT_LIVENESS_SECONDS;
    this.fairShare = options.fairShare ?? DEFAULT_FAIR_SHARE;
    this.ownPool = !options.pool;
    this.pool = options.pool ?? new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
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
    this.working = false;
    for (const wake of this.sleepers) wake();
    // graceful, as pg-boss's own stop was: the running attempts get a moment to finish
    await Promise.race([
      Promise.all(this.slots),
      new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
    ]);
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    if (this.ownPool) await this.pool.end();
  }

  async enqueue(name: string, payload: unknown): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    const data = definition.schema.parse(payload);
    // the group rides in singleton_key (with no singleton policy, pg-boss gives it no meaning)
    const group = definition.groupOf?.(data);
    await this.boss.send(name, data as object, group ? { singletonKey: group } : {});
    for (const wake of this.sleepers) wake();
  }

  private get pollMs(): number {
    return (this.options.pollingIntervalSeconds ?? 2) * 1000;
  }

  /** Waits a poll interval, or less when a job is sent from this process or the queue stops. */
  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.sleepers.add(done);
    });
  }

  /** One slot: claims a job fairly, runs its attempt, and again, until the queue stops. */
  private async slot(definition: AnyJobDefinition): Promise<void> {
    while (this.working) {
      let job: FetchedJob | null = null;
      try {
        job = await fetchFairly(this.pool, definition.name, this.fairShare.slotsPerGroup);
      } catch (error) {
        this.log.error({ err: error }, 'job queue: could not take a job');
      }
      if (job) await this.handle(definition, job);
      else await this.idle();
    }
  }

  /** One claimed job: its attempt under a lease, then completed or failed through pg-boss. */
  private async handle(definition: AnyJobDefinition, job: FetchedJob): Promise<void> {
    const parsed = definition.schema.safeParse(job.data);
    if (!parsed.success) {
      // completed, as pg-boss did with a handler that returned: a bad payload is never retried
      this.log.error({ job: job.id }, 'invalid job payload: not retried');
      await this.settle(job, () => this.boss.complete(job.name, job.id));
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
    let failure: Error | null = null;
    let outcome: AttemptOutcome | null = null;
    try {
      outcome = await this.attempt(definition, parsed.data, info, lost.signal);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    } finally {
      lease.release();
    }
    // A lost job went on to its retry, maybe already running in another slot: not this one's to end.
    if (outcome === 'lost') return;
    await this.settle(job, () =>
      failure
        ? this.boss.fail(job.name, job.id, { message: failure.message })
        : this.boss.complete(job.name, job.id),
    );
  }

  private async settle(job: FetchedJob, write: () => Promise<unknown>): Promise<void> {
    await write().catch((error: unknown) =>
      this.log.error({ job: job.id, err: error }, 'job queue: the end of a job was not recorded'),
    );
  }

  private async work(definition: AnyJobDefinition): Promise<void> {
    this.working = true;
    for (let k = 0; k < this.fairShare.slots; k++) this.slots.push(this.slot(definition));
    const polling = {
      pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      batchSize: 1,
      includeMetadata: true as const,
    };
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
  ): Promise<AttemptOutcome> {
    const computeEntry = this.options.computeEntry;
    if (!computeEntry) throw new Error('this queue was started without a compute entry');
    // A failure rethrows for pg-boss to retry; a dropped job returns, completing it quietly.
    return runAttempt({ definition, payload, info, computeEntry, log: this.log, lost });
  }
}
