import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { jobs, type Database } from '@ergo/db';
import type { Logger } from '../logger';
import { runAttempt } from './attempt';
import type { ComputeEntry } from './child-runner';
import {
  backoffSeconds,
  type AnyJobDefinition,
  type AttemptInfo,
  type JobQueue,
} from './definition';
import { CLAIM_LOCK_KEY, DEFAULT_FAIR_SHARE, type FairShare } from './fair-share';
import { ABANDONED_ERROR, beat, takeUpAbandoned } from './job-liveness';
import { DEFAULT_LIVENESS_SECONDS, heartbeatMs } from './liveness-timing';

type JobRow = typeof jobs.$inferSelect;

export interface InProcessQueueOptions {
  /** how often an idle queue looks for due jobs */
  pollMs?: number;
  /** a job whose process has been silent this long is taken up by another (JOB_LIVENESS_SECONDS) */
  livenessSeconds?: number;
  /**
   * true when no other process can open the database (PGlite): a job still active at start was
   * this program's own, before it stopped, and is taken up at once
   */
  exclusive?: boolean;
  /** jobs at once in this process, and per organization over every instance (JOB_SLOTS…) */
  fairShare?: FairShare;
}

/** How many jobs of a job's group are running, over every instance sharing the table. */
const runningOfGroup = sql<number>`(select count(*) from "jobs" as "running"
  where "running"."state" = 'active' and "running"."group_key" = ${jobs.groupKey})`;

/**
 * The embedded queue: jobs are rows of the `jobs` table (so they survive a restart), taken by
 * `fairShare.slots` slots, fairly across organizations (see FairShare), one claim at a time under
 * an advisory lock (so several API instances can share it), and each attempt's compute runs in a
 * child process: the API's event loop never carries the analysis. The process
 * running a job heartbeats it; every instance sweeps for jobs whose process went silent, so a
 * restarting instance leaves the others' running jobs alone and survivors take up a dead one's.
 */
export class InProcessQueue implements JobQueue {
  readonly driver = 'in-process' as const;
  private readonly definitions = new Map<string, AnyJobDefinition>();
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private sweeping = false;
  /** this process, as the owner of the jobs it runs */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly pollMs: number;
  private readonly livenessSeconds: number;
  private readonly fairShare: FairShare;
  /** the child processes of the attempts in progress */
  private readonly children = new Set<ChildProcess>();

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    definitions: AnyJobDefinition[],
    private readonly computeEntry: ComputeEntry,
    private readonly options: InProcessQueueOptions = {},
  ) {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
    this.pollMs = options.pollMs ?? 1000;
    this.livenessSeconds = options.livenessSeconds ?? DEFAULT_LIVENESS_SECONDS;
    this.fairShare = options.fairShare ?? DEFAULT_FAIR_SHARE;
  }

  /** The child process of the newest attempt in progress (tests kill it to prove recovery). */
  get activeChild(): ChildProcess | null {
    return [...this.children].at(-1) ?? null;
  }

  private wakeAll(): void {
    for (const wake of this.sleepers) wake();
  }

  async enqueue(name: string, payload: unknown): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    const valid = definition.schema.parse(payload) as Record<string, unknown>;
    await this.db.insert(jobs).values({
      name,
      payload: valid,
      maxAttempts: definition.maxAttempts,
      groupKey: definition.groupOf?.(valid) ?? null,
    });
    this.wakeAll();
  }

  async start(): Promise<void> {
    if (this.running) return;
    // Only what is truly abandoned: on a shared PostgreSQL another instance may be running a job.
    await this.sweep(this.options.exclusive ? 0 : this.livenessSeconds);
    this.running = true;
    this.sweeper = setInterval(
      () => void this.sweep(this.livenessSeconds),
      Math.max(100, (this.livenessSeconds * 1000) / 2),
    );
    this.sweeper.unref();
    this.loops = Array.from({ length: this.fairShare.slots }, () => this.slot());
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const child of this.children) child.kill('SIGKILL');
    this.wakeAll();
    await Promise.all(this.loops);
  }

  /** One slot: claims a job, runs its attempt, and again, until the queue stops. */
  private async slot(): Promise<void> {
    while (this.running) {
      let job: JobRow | undefined;
      try {
        job = await this.claim();
      } catch (error) {
        this.log.error({ err: error }, 'job queue: could not take a job');
      }
      if (job) await this.attempt(job);
      else await this.idle();
    }
  }

  /** Waits a poll interval, or less when a job is enqueued or the queue stops. */
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

  /**
   * Takes the next due job fairly: none of a group already running `slotsPerGroup` jobs, and of the
   * rest one of the group with the fewest running, then the oldest. Claims are taken one at a time
   * under an advisory lock: two instances claiming at once would both see a group's free slot.
   */
  private async claim(): Promise<JobRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CLAIM_LOCK_KEY}))`);
      const next = tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.state, 'queued'),
            lte(jobs.runAfter, new Date()),
            inArray(jobs.name, [...this.definitions.keys()]),
            or(isNull(jobs.groupKey), sql`${runningOfGroup} < ${this.fairShare.slotsPerGroup}`),
          ),
        )
        .orderBy(runningOfGroup, asc(jobs.runAfter), asc(jobs.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await tx
        .update(jobs)
        .set({
          state: 'active',
          attempts: sql`${jobs.attempts} + 1`,
          startedAt: new Date(),
          owner: this.owner,
          heartbeatAt: sql`now()`,
        })
        .where(inArray(jobs.id, next))
        .returning();
      return row;
    });
  }

  private async finish(
    job: JobRow,
    state: 'completed' | 'failed',
    lastError: string | null = null,
  ): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state, finishedAt: new Date(), lastError })
      .where(this.stillOurs(job));
  }

  /** The job as this process claimed it: once taken up elsewhere, its row is no longer ours to write. */
  private stillOurs(job: JobRow) {
    return and(eq(jobs.id, job.id), eq(jobs.owner, this.owner), eq(jobs.state, 'active'));
  }

  /** Takes up the jobs whose process went silent (failing, with the final word, those out of attempts). */
  private async sweep(livenessSeconds: number): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const names = [...this.definitions.keys()];
      const { requeued, exhausted } = await takeUpAbandoned(this.db, names, livenessSeconds);
      if (requeued > 0) {
        this.log.warn({ jobs: requeued }, 'job queue: took up jobs whose process stopped');
        this.wakeAll();
      }
      for (const job of exhausted) await this.failAbandoned(job);
    } catch (error) {
      this.log.error({ err: error }, 'job queue: could not look for abandoned jobs');
    } finally {
      this.sweeping = false;
    }
  }

  private async failAbandoned(job: JobRow): Promise<void> {
    const definition = this.definitions.get(job.name);
    const parsed = definition?.schema.safeParse(job.payload);
    if (!definition || !parsed?.success) return;
    this.log.warn({ job: job.id, name: job.name }, 'job queue: last attempt abandoned');
    const info = { attempt: job.attempts, maxAttempts: job.maxAttempts, final: true };
    await definition
      .fail(parsed.data, new Error(ABANDONED_ERROR), info)
      .catch((error: unknown) =>
        this.log.error({ job: job.id, err: error }, 'job fail handler failed'),
      );
  }

  /** Heartbeats the job while its attempt runs; aborts `lost` when it is no longer this process's. */
  private heartbeat(job: JobRow, lost: AbortController): () => void {
    const timer = setInterval(() => {
      beat(this.db, job.id, this.owner)
        .then((ours) => {
          if (!ours) lost.abort();
        })
        .catch((error: unknown) =>
          this.log.warn({ job: job.id, err: error }, 'job queue: a heartbeat was not recorded'),
        );
    }, heartbeatMs(this.livenessSeconds));
    return () => clearInterval(timer);
  }

  private async attempt(job: JobRow): Promise<void> {
    const definition = this.definitions.get(job.name);
    const parsed = definition?.schema.safeParse(job.payload);
    if (!definition || !parsed?.success) {
      // A job nobody can run, or a bad payload, is not retried.
      this.log.error({ job: job.id, name: job.name }, 'job queue: unknown job or invalid payload');
      await this.finish(job, 'failed', 'unknown job or invalid payload');
      return;
    }
    const info: AttemptInfo = {
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      final: job.attempts >= job.maxAttempts,
    };
    const lost = new AbortController();
    const stopHeartbeat = this.heartbeat(job, lost);
    let running: ChildProcess | null = null;
    try {
      const outcome = await runAttempt({
        definition,
        payload: parsed.data,
        info,
        computeEntry: this.computeEntry,
        log: this.log,
        onChild: (child) => {
          if (child) this.children.add(child);
          else if (running) this.children.delete(running);
          running = child;
        },
        lost: lost.signal,
      });
      if (outcome !== 'lost') await this.finish(job, 'completed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (info.final) {
        await this.finish(job, 'failed', message);
      } else {
        const runAfter = new Date(Date.now() + backoffSeconds(definition, info.attempt) * 1000);
        await this.db
          .update(jobs)
          .set({ state: 'queued', runAfter, lastError: message, owner: null, heartbeatAt: null })
          .where(this.stillOurs(job));
      }
    } finally {
      stopHeartbeat();
    }
  }
}
