import type { ChildProcess } from 'node:child_process';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
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

type JobRow = typeof jobs.$inferSelect;

/**
 * The embedded queue: jobs are rows of the `jobs` table (so they survive a restart), taken one at a
 * time (`FOR UPDATE SKIP LOCKED`, so several API instances could share it), and each attempt's
 * compute runs in a child process: the API's event loop never carries the analysis.
 */
export class InProcessQueue implements JobQueue {
  readonly driver = 'in-process' as const;
  private readonly definitions = new Map<string, AnyJobDefinition>();
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** the child process of the attempt in progress (tests kill it to prove recovery) */
  activeChild: ChildProcess | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    definitions: AnyJobDefinition[],
    private readonly computeEntry: ComputeEntry,
    private readonly pollMs = 1000,
  ) {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
  }

  async enqueue(name: string, payload: unknown): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    const valid = definition.schema.parse(payload) as Record<string, unknown>;
    await this.db
      .insert(jobs)
      .values({ name, payload: valid, maxAttempts: definition.maxAttempts });
    this.wake?.();
  }

  async start(): Promise<void> {
    if (this.running) return;
    // Jobs left active by a process that died are taken up again (that attempt already counted).
    await this.db
      .update(jobs)
      .set({ state: 'queued', runAfter: new Date() })
      .where(eq(jobs.state, 'active'));
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.activeChild?.kill('SIGKILL');
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let job: JobRow | undefined;
      try {
        job = await this.claim();
      } catch (error) {
        this.log.error({ err: error }, 'job queue: could not take a job');
      }
      if (job) await this.attempt(job);
      else
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  }

  private async claim(): Promise<JobRow | undefined> {
    const next = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.state, 'queued'),
          lte(jobs.runAfter, new Date()),
          inArray(jobs.name, [...this.definitions.keys()]),
        ),
      )
      .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(jobs)
      .set({ state: 'active', attempts: sql`${jobs.attempts} + 1`, startedAt: new Date() })
      .where(inArray(jobs.id, next))
      .returning();
    return row;
  }

  private async finish(
    job: JobRow,
    state: 'completed' | 'failed',
    lastError: string | null = null,
  ): Promise<void> {
    await this.db
      .update(jobs)
      .set({ state, finishedAt: new Date(), lastError })
      .where(eq(jobs.id, job.id));
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
    try {
      await runAttempt({
        definition,
        payload: parsed.data,
        info,
        computeEntry: this.computeEntry,
        log: this.log,
        onChild: (child) => (this.activeChild = child),
      });
      await this.finish(job, 'completed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (info.final) {
        await this.finish(job, 'failed', message);
      } else {
        const runAfter = new Date(Date.now() + backoffSeconds(definition, info.attempt) * 1000);
        await this.db
          .update(jobs)
          .set({ state: 'queued', runAfter, lastError: message })
          .where(eq(jobs.id, job.id));
      }
    }
  }
}
