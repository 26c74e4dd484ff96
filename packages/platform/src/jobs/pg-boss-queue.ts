import PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import { runAttempt } from './attempt';
import type { ComputeEntry } from './child-runner';
import type { AnyJobDefinition, AttemptInfo, JobQueue } from './definition';

const deadLetterOf = (name: string) => `${name}__dead`;

export interface PgBossQueueOptions {
  databaseUrl: string;
  /** true in `apps/worker` processes (and in an API that should also work); false = only enqueue */
  work: boolean;
  /** the program compute children run (needed when `work`) */
  computeEntry?: ComputeEntry;
  /** how often pg-boss looks for expired jobs (killed workers), in seconds */
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  /** extra seconds beyond a job's compute limit before pg-boss takes its worker for dead */
  expireSlackSeconds?: number;
}

/**
 * The scaled-out queue: pg-boss on the same PostgreSQL. Retries with backoff and the time limit
 * are pg-boss's (retryLimit, retryBackoff, expireInSeconds); a job whose worker died expires and is
 * retried by another worker; a job that runs out of attempts — by failing or by expiring — lands
 * in a dead-letter queue whose handler runs the definition's final `fail`, so no assessment stays
 * "processing" forever.
 */
export class PgBossQueue implements JobQueue {
  readonly driver = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, AnyJobDefinition>();

  constructor(
    private readonly log: Logger,
    definitions: AnyJobDefinition[],
    private readonly options: PgBossQueueOptions,
  ) {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      max: 4,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
      schedule: false,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'pg-boss error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      const dead = deadLetterOf(definition.name);
      await this.boss.createQueue(dead, { name: dead });
      await this.boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.maxAttempts - 1,
        retryDelay: Math.max(1, Math.round(definition.retryDelaySeconds)),
        retryBackoff: true,
        // pg-boss's own clock for "this worker is gone": the compute limit plus time for prepare/complete.
        expireInSeconds: Math.ceil(
          definition.timeoutSeconds + (this.options.expireSlackSeconds ?? 60),
        ),
        deadLetter: dead,
      });
      if (this.options.work) await this.work(definition);
    }
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
      await this.attempt(definition, parsed.data, info);
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
  ): Promise<void> {
    const computeEntry = this.options.computeEntry;
    if (!computeEntry) throw new Error('this queue was started without a compute entry');
    // A failure rethrows for pg-boss to retry; a dropped job returns, completing it quietly.
    await runAttempt({ definition, payload, info, computeEntry, log: this.log });
  }
}
