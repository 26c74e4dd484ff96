import type { ChildProcess } from 'node:child_process';
import type { Logger } from '../logger';
import { runInChild, stopChild, type ComputeEntry } from './child-runner';
import { isStillWanted, type AnyJobDefinition, type AttemptInfo } from './definition';
import { progressThrottle } from './progress-throttle';

/**
 * How an attempt ended when it did not fail. `lost`: the queue took the job for abandoned (this
 * process went silent too long) and gave it to another attempt; this one stopped without a word.
 */
export type AttemptOutcome = 'completed' | 'nothing_to_do' | 'no_longer_wanted' | 'lost';

export interface AttemptOptions {
  definition: AnyJobDefinition;
  /** the payload, already parsed by the definition's schema */
  payload: unknown;
  info: AttemptInfo;
  computeEntry: ComputeEntry;
  log: Logger;
  /** told the child process of the compute (the in-process queue keeps it, to stop it) */
  onChild?: (child: ChildProcess | null) => void;
  /**
   * Aborted when the job is no longer this attempt's (its liveness lapsed and the queue may already
   * run it elsewhere): the compute is stopped, and neither `complete` nor `fail` is called, so the
   * other attempt's status is not overwritten.
   */
  lost?: AbortSignal;
}

/** How often a running attempt asks whether its work is still wanted (JobDefinition.stillWanted). */
export const STILL_WANTED_POLL_MS = 2000;

/**
 * Watches a running attempt's work: once the definition says it is no longer wanted (its
 * assessment deleted), `stop` is called, which ends the compute child. Returns the unwatch.
 */
function watchWanted(options: AttemptOptions, stop: () => void): () => void {
  const { definition, payload } = options;
  if (!definition.stillWanted) return () => undefined;
  let asking = false;
  const timer = setInterval(() => {
    if (asking) return;
    asking = true;
    void isStillWanted(definition, payload)
      .then((wanted) => {
        if (!wanted) stop();
      })
      .finally(() => (asking = false));
  }, STILL_WANTED_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * One attempt of a job, the same for both queues: prepare, the compute in a child process (its
 * answer checked against the definition's output schema), complete. A failed attempt whose work is
 * still wanted tells the definition's `fail` and rethrows, for the queue to retry or give up.
 */
export async function runAttempt(options: AttemptOptions): Promise<AttemptOutcome> {
  const { definition, payload, info, log, lost } = options;
  let release: (() => Promise<void>) | undefined;
  let child: ChildProcess | null = null;
  const stop = () => {
    if (child) stopChild(child);
  };
  lost?.addEventListener('abort', stop, { once: true });
  let unwatch = (): void => undefined;
  try {
    const prepared = await definition.prepare(payload, info);
    if (!prepared) return 'nothing_to_do';
    release = prepared.release;
    if (lost?.aborted) return droppedAsLost(options);
    log.info({ job: definition.name, payload, attempt: info.attempt }, 'job started');
    const report = progressThrottle(
      (percent) => (lost?.aborted ? undefined : definition.onProgress?.(payload, percent, info)),
      (error) => log.warn({ job: definition.name, err: error }, 'job: progress not recorded'),
    );
    const limitSeconds = Math.min(
      definition.timeoutSeconds,
      prepared.timeoutSeconds ?? Number.POSITIVE_INFINITY,
    );
    const run = runInChild(options.computeEntry, definition.compute, prepared.input, {
      timeoutMs: limitSeconds * 1000,
      onProgress: report,
    });
    child = run.child;
    options.onChild?.(run.child);
    unwatch = watchWanted(options, stop);
    const output = definition.output.parse(await run.result);
    if (lost?.aborted) return droppedAsLost(options);
    await definition.complete(payload, output);
    log.info({ job: definition.name, payload, attempt: info.attempt }, 'job completed');
    return 'completed';
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    if (lost?.aborted) return droppedAsLost(options);
    if (!(await isStillWanted(definition, payload))) {
      log.info(
        { job: definition.name, attempt: info.attempt, reason: err.message },
        'job dropped: its work is no longer wanted',
      );
      return 'no_longer_wanted';
    }
    log.warn({ job: definition.name, attempt: info.attempt, err }, 'job attempt failed');
    await definition
      .fail(payload, err, info)
      .catch((failError: unknown) =>
        log.error({ job: definition.name, err: failError }, 'job fail handler failed'),
      );
    throw err;
  } finally {
    unwatch();
    lost?.removeEventListener('abort', stop);
    options.onChild?.(null);
    await release?.().catch((releaseError: unknown) =>
      log.warn({ job: definition.name, err: releaseError }, 'job: could not release its input'),
    );
  }
}

function droppedAsLost({ definition, info, log }: AttemptOptions): AttemptOutcome {
  log.warn(
    { job: definition.name, attempt: info.attempt },
    'job attempt stopped: its liveness lapsed and the job was given to another attempt',
  );
  return 'lost';
}
