import { spawn } from 'node:child_process';
import { MediaError } from './errors';

export interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  stdin?: Buffer;
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
  code: number | null;
}

const STDERR_LIMIT = 16_384;

/**
 * Runs a short-lived tool (ffprobe, a single-frame ffmpeg) as a child process with streams, a
 * time limit and abort support; never blocks the event loop. Rejects only on spawn failure,
 * timeout or abort: a non-zero exit is returned for the caller to classify.
 */
export function runProcess(cmd: string, args: string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new MediaError('ABORTED', `${cmd} aborted before start`));
      return;
    }
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() =>
        reject(new MediaError('TIMEOUT', `${cmd} exceeded ${options.timeoutMs} ms`, stderr)),
      );
    }, options.timeoutMs);
    const onAbort = (): void => {
      child.kill('SIGKILL');
      finish(() => reject(new MediaError('ABORTED', `${cmd} aborted`, stderr)));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < STDERR_LIMIT) stderr += d.toString('utf8');
    });
    child.on('error', (err) =>
      finish(() => reject(new MediaError('FFMPEG_FAILED', `${cmd}: ${err.message}`))),
    );
    child.on('close', (code) =>
      finish(() => resolve({ stdout: Buffer.concat(out), stderr, code })),
    );
    // EPIPE when the tool exits before reading all of stdin is reported through 'close'
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.stdin);
  });
}
