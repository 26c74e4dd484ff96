import { fork, type ChildProcess } from 'node:child_process';
import { COMPUTE_CHILD_FLAG } from './serve-computes';

export class ComputeError extends Error {
  constructor(
    message: string,
    readonly kind: 'failed' | 'timeout' | 'crashed',
  ) {
    super(message);
    this.name = 'ComputeError';
  }
}

/**
 * The program a compute child runs: in production the running program itself (`process.argv[1]`,
 * the API's or the worker's entry, with COMPUTE_CHILD_FLAG, which makes it serve its computes
 * instead of starting); in tests an entry file of the test's own.
 */
export interface ComputeEntry {
  file: string;
  /** Node options of the child (e.g. tsx's loader for a TypeScript entry); default: the parent's */
  execArgv?: readonly string[];
}

/** This very program in its compute role (what `npm start` and `npm run worker` run). */
export const thisProgram = (): ComputeEntry => {
  const file = process.argv[1];
  if (!file) throw new Error('no entry script to run compute children from');
  return { file };
};

export interface ComputeRun {
  child: ChildProcess;
  /** the compute's answer as it came across the process boundary (the caller checks its shape) */
  result: Promise<unknown>;
}

type ChildMessage =
  | { type: 'progress'; percent: number }
  | { type: 'result'; output: unknown }
  | { type: 'error'; message?: string };

/**
 * Runs one compute in a fresh child process with a time limit. Resolves with its output; rejects
 * with ComputeError when it throws, times out (then it is killed) or dies.
 */
export function runInChild(
  entry: ComputeEntry,
  compute: string,
  input: unknown,
  options: { timeoutMs: number; onProgress?: (percent: number) => void },
): ComputeRun {
  const child = fork(entry.file, [COMPUTE_CHILD_FLAG], {
    execArgv: [...(entry.execArgv ?? process.execArgv)],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = new Promise<unknown>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      settle(() =>
        reject(
          new ComputeError(`timed out after ${Math.round(options.timeoutMs / 1000)} s`, 'timeout'),
        ),
      );
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.percent);
      if (message.type === 'result') settle(() => resolve(message.output));
      if (message.type === 'error')
        settle(() => reject(new ComputeError(message.message ?? 'compute failed', 'failed')));
    });
    child.on('error', (error) => settle(() => reject(new ComputeError(error.message, 'crashed'))));
    child.on('exit', (code, signal) =>
      settle(() =>
        reject(
          new ComputeError(
            `worker process ended unexpectedly (${signal ?? `exit ${code}`})`,
            'crashed',
          ),
        ),
      ),
    );
  });
  child.send({ type: 'start', compute, input });
  return { child, result };
}

/** How long a compute child has to stop on its own (its decoders and model threads) before a kill. */
const STOP_GRACE_MS = 1000;

/**
 * Stops a compute child whose work is no longer wanted or no longer its own: it is asked to abort
 * (its ffmpeg decoders are killed with it), then killed if it still runs a moment later.
 */
export function stopChild(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  if (child.connected) child.send({ type: 'abort' }, () => undefined);
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  timer.unref();
  child.once('exit', () => clearTimeout(timer));
}
