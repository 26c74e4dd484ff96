import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComputeRef } from './definition';

export class ComputeError extends Error {
  constructor(
    message: string,
    readonly kind: 'failed' | 'timeout' | 'crashed',
  ) {
    super(message);
    this.name = 'ComputeError';
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The child entry beside this file: TypeScript under tests/tsx (run with tsx), JS in a bundle. */
function childEntry(): { file: string; execArgv: string[] } {
  const ts = path.join(here, 'child-entry.ts');
  if (import.meta.url.endsWith('.ts') && existsSync(ts))
    return { file: ts, execArgv: ['--import', 'tsx'] };
  return { file: path.join(here, 'job-child.js'), execArgv: [] };
}

export interface ComputeRun<O> {
  child: ChildProcess;
  result: Promise<O>;
}

/**
 * Runs a compute function in a fresh child process with a time limit. Resolves with its output;
 * rejects with ComputeError when it throws, times out (then it is killed) or dies.
 */
export function runInChild<O>(
  ref: ComputeRef,
  input: unknown,
  options: { timeoutMs: number; onProgress?: (percent: number) => void },
): ComputeRun<O> {
  const entry = childEntry();
  const child = fork(entry.file, [], {
    execArgv: entry.execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = new Promise<O>((resolve, reject) => {
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
    child.on(
      'message',
      (message: { type: string; percent?: number; output?: O; message?: string }) => {
        if (message.type === 'progress' && typeof message.percent === 'number')
          options.onProgress?.(message.percent);
        if (message.type === 'result') settle(() => resolve(message.output as O));
        if (message.type === 'error')
          settle(() => reject(new ComputeError(message.message ?? 'compute failed', 'failed')));
      },
    );
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
  child.send({ type: 'start', module: ref.module, exportName: ref.exportName, input });
  return { child, result };
}
