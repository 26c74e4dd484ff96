import type { z } from 'zod';

/** What a compute function gets besides its input. */
export interface ComputeContext {
  progress(percent: number): void;
  signal: AbortSignal;
}

/** The heavy part of a job, as a child process runs it: its input arrives untyped, across processes. */
export type ChildCompute = (input: unknown, context: ComputeContext) => Promise<unknown>;

/** A compute whose input is checked against its schema when it arrives in the child process. */
export function defineCompute<I, O>(
  input: z.ZodType<I>,
  run: (input: I, context: ComputeContext) => Promise<O>,
): ChildCompute {
  return (raw, context) => run(input.parse(raw), context);
}

/** The computes one child entry serves, by the name a job definition gives. */
export type ComputeTable = Readonly<Record<string, ChildCompute>>;

export interface AttemptInfo {
  attempt: number;
  maxAttempts: number;
  final: boolean;
}

/**
 * A declared unit of background work, the same for both queue drivers:
 * `prepare` and `complete`/`fail` run where the database is; the compute named `compute` (the
 * heavy part) runs isolated in a child process of the process that took the job — a child of the
 * API in the embedded mode, of a worker when scaled out.
 */
export interface JobDefinition<P = unknown, I = unknown, O = unknown> {
  name: string;
  schema: z.ZodType<P>;
  /** attempts in all, the first included */
  maxAttempts: number;
  retryDelaySeconds: number;
  /** wall-clock limit of one attempt's compute (the most `prepare` may give an attempt) */
  timeoutSeconds: number;
  /** the compute's name in the child entry's table (see serveComputes) */
  compute: string;
  /** what the compute answers, checked when it comes back across the process boundary */
  output: z.ZodType<O>;
  /** returns the compute input, or null when there is nothing to do (e.g. the assessment was deleted) */
  prepare(payload: P, attempt: AttemptInfo): Promise<Prepared<I> | null>;
  /**
   * The group a job is shared out in fairly: the organization it works for. A queue runs at most
   * JOB_SLOTS_PER_ORGANIZATION jobs of one group at once and, of the jobs that are due, takes one
   * of the group with the fewest running first; so one organization's long uploads never keep
   * another's waiting. Without it a job belongs to no group and waits only for a free slot.
   */
  groupOf?(payload: P): string;
  /** `attempt` lets the status say which attempt this is (e.g. that the analysis restarted) */
  onProgress?(payload: P, percent: number, attempt: AttemptInfo): Promise<void>;
  /**
   * Asked while an attempt runs (every few seconds) and when it fails: false means the work is no
   * longer wanted (e.g. the assessment was deleted). A running compute is then stopped at once, and
   * the job ends quietly as completed: no failure is recorded, nothing is retried. Errors count as
   * wanted.
   */
  stillWanted?(payload: P): Promise<boolean>;
  complete(payload: P, output: O): Promise<void>;
  fail(payload: P, error: Error, attempt: AttemptInfo): Promise<void>;
}

/** What `prepare` gives an attempt. */
export interface Prepared<I> {
  input: I;
  /** called once the attempt is over, whatever its end */
  release?: () => Promise<void>;
  /**
   * This attempt's compute limit when the work is known to need less than the definition's
   * `timeoutSeconds` (an analysis scales with its video's length); never more than it.
   */
  timeoutSeconds?: number;
}

/** Whether a failed attempt's job still matters (see JobDefinition.stillWanted). */
export async function isStillWanted<P>(
  definition: Pick<JobDefinition<P>, 'stillWanted'>,
  payload: P,
): Promise<boolean> {
  if (!definition.stillWanted) return true;
  return definition.stillWanted(payload).catch(() => true);
}

/** Retry delay with exponential backoff: base, 2×base, 4×base… */
export function backoffSeconds(definition: { retryDelaySeconds: number }, attempt: number): number {
  return definition.retryDelaySeconds * 2 ** Math.max(0, attempt - 1);
}

/**
 * A definition of any payload type, as a queue holds them. Queues only pass each definition the
 * payload its own schema parsed, and the output its own schema parsed, so widening is safe.
 */
export type AnyJobDefinition = JobDefinition<unknown, unknown, unknown>;

export interface JobQueue {
  readonly driver: 'in-process' | 'pg-boss';
  enqueue(name: string, payload: unknown): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
